// Small building blocks shared by every admin screen, so buttons, cards and spinners look the same
// everywhere: ink and ivory with gold accents, thin borders, generous spacing.
import type { ButtonHTMLAttributes, ReactNode } from "react";

type Tone = "primary" | "outline" | "ghost" | "danger";

const tones: Record<Tone, string> = {
  primary: "bg-ink text-ivory hover:bg-ink/85 border border-ink",
  outline: "border border-ink/15 bg-white text-ink hover:border-gold-dark hover:text-gold-dark",
  ghost: "text-ink/70 hover:bg-sand/60 hover:text-ink",
  danger: "border border-red-200 bg-white text-red-800 hover:border-red-500 hover:bg-red-50",
};

export function buttonClass(tone: Tone = "outline", size: "sm" | "md" = "md"): string {
  const sizing = size === "sm" ? "h-8 px-3 text-xs" : "h-10 px-4 text-sm";
  return `inline-flex shrink-0 items-center justify-center gap-2 rounded-md font-medium tracking-wide transition-colors disabled:cursor-not-allowed disabled:opacity-50 ${sizing} ${tones[tone]}`;
}

export function Button({
  tone = "outline",
  size = "md",
  className = "",
  type = "button",
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { tone?: Tone; size?: "sm" | "md" }) {
  return <button type={type} className={`${buttonClass(tone, size)} ${className}`} {...props} />;
}

export function Card({
  children,
  className = "",
  as: As = "section",
  ...rest
}: {
  children: ReactNode;
  className?: string;
  as?: "section" | "div" | "article";
  "aria-labelledby"?: string;
}) {
  return (
    <As className={`rounded-xl border border-ink/10 bg-white shadow-[0_1px_2px_rgba(15,13,11,0.04)] ${className}`} {...rest}>
      {children}
    </As>
  );
}

export function Spinner({ label, className = "" }: { label: string; className?: string }) {
  return (
    <span role="status" className={`inline-flex items-center gap-3 text-sm text-ink/70 ${className}`}>
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-gold/30 border-t-gold-dark motion-reduce:animate-none"
      />
      {label}
    </span>
  );
}

/** A spinner filling a panel while its first data loads. */
export function PanelLoading({ label }: { label: string }) {
  return (
    <div className="flex min-h-40 items-center justify-center p-8">
      <Spinner label={label} />
    </div>
  );
}

/** A small rounded label beside a name: active, disabled, temporary... */
export function Badge({ tone, children }: { tone: "ok" | "warn" | "muted"; children: ReactNode }) {
  const tones = {
    ok: "bg-emerald-50 text-emerald-800 ring-emerald-200",
    warn: "bg-amber-50 text-amber-900 ring-amber-200",
    muted: "bg-ink/5 text-ink/60 ring-ink/10",
  };
  return <span className={`rounded-full px-2 py-0.5 font-medium ring-1 ${tones[tone]}`}>{children}</span>;
}
