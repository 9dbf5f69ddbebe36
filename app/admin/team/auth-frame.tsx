// The frame of the admin's pages before the dashboard: the sign-in page and the account-hold
// screen. Ink with a gold glow, the shop's name, and an ivory card for the form.
import type { ReactNode } from "react";
import { useStore } from "../../hooks/use-root-data";
import { useAdminMessages } from "../ui/use-admin-messages";

export function AuthFrame({ width = "max-w-md", card, after }: { width?: string; card: ReactNode; after?: ReactNode }) {
  const messages = useAdminMessages();
  const store = useStore();
  return (
    <main className="relative grid min-h-dvh place-items-center overflow-hidden bg-ink px-4 py-12">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 opacity-40 [background:radial-gradient(60rem_30rem_at_50%_-10%,rgba(184,145,74,0.35),transparent_70%)]"
      />
      <div className={`relative w-full ${width}`}>
        <p className="text-center font-display text-3xl font-semibold tracking-wide text-ivory">{store.brand}</p>
        <p className="mt-2 text-center text-[0.65rem] font-medium tracking-[0.4em] text-gold-light uppercase">
          {messages.layout.adminLabel}
        </p>
        <div className="mt-8 rounded-2xl border border-gold/30 bg-ivory px-6 py-9 shadow-2xl sm:px-10">{card}</div>
        {after}
      </div>
    </main>
  );
}
