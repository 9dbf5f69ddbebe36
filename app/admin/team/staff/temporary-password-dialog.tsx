// The temporary password of a person just added or reset, shown once: the owner passes it on, and
// the person must replace it at their first sign-in.
import * as Dialog from "@radix-ui/react-dialog";
import { format } from "../../../i18n";
import { Button } from "../../ui/ui";
import { useAdminMessages } from "../../ui/use-admin-messages";
import type { TemporaryPassword } from "../team-contract";

export function TemporaryPasswordDialog({ temporary, onClose }: { temporary: TemporaryPassword | null; onClose(): void }) {
  const t = useAdminMessages().staff;
  return (
    <Dialog.Root open={temporary !== null} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 grid place-items-center overflow-y-auto bg-ink/60 p-3 backdrop-blur-[2px] sm:p-6">
          {temporary && (
            <Dialog.Content className="w-full max-w-md rounded-2xl border border-gold/20 bg-ivory px-6 py-7 text-ink shadow-2xl focus:outline-none sm:px-8">
              <Dialog.Title className="font-display text-2xl font-semibold">
                {format(t.temporaryTitle, { username: temporary.username })}
              </Dialog.Title>
              <Dialog.Description className="mt-2 text-sm text-ink/70">{t.temporaryText}</Dialog.Description>
              <p
                data-testid="temporary-password"
                dir="ltr"
                className="mt-5 rounded-lg border border-gold/40 bg-white px-4 py-3 text-center font-mono text-lg tracking-wider select-all"
              >
                {temporary.temporaryPassword}
              </p>
              <div className="mt-6 flex justify-end">
                <Dialog.Close asChild>
                  <Button tone="primary">{t.close}</Button>
                </Dialog.Close>
              </div>
            </Dialog.Content>
          )}
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
