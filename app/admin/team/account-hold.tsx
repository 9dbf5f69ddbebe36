// What someone on hold sees instead of the admin: a temporary password to replace, or
// the two-factor set-up the shop requires of owners. Once done, the admin opens where they were.
import { format } from "../../i18n";
import type { AccountHold } from "../../shared/staff-roles";
import { useAdminUser } from "./admin-user";
import { AuthFrame } from "./auth-frame";
import { Icon } from "../ui/icons";
import { PasswordForm } from "./password-form";
import { TwoFactorEnrolment } from "./two-factor";
import { Button } from "../ui/ui";
import { useAdminMessages } from "../ui/use-admin-messages";
import { useLogout } from "./use-logout";

export function AccountHoldScreen({ hold }: { hold: AccountHold }) {
  const messages = useAdminMessages();
  const t = messages.hold;
  const { user, refresh } = useAdminUser();
  const { logout, leaving } = useLogout();
  const password = hold === "password_change_required";

  return (
    <AuthFrame
      width="max-w-xl"
      card={
        <>
          <h1 className="font-display text-3xl font-semibold text-ink sm:text-4xl">
            {password ? t.passwordTitle : t.twoFactorTitle}
          </h1>
          <p className="mt-2 text-sm text-ink/70">{password ? t.passwordText : t.twoFactorText}</p>
          <div aria-hidden="true" className="mt-5 mb-6 h-px w-16 bg-gold" />
          {password ? <PasswordForm onChanged={() => void refresh()} /> : <TwoFactorEnrolment onDone={() => void refresh()} />}
          <div className="mt-8 flex flex-wrap items-center justify-between gap-3 border-t border-ink/10 pt-5 text-xs text-ink/60">
            <span>{format(messages.layout.signedInAs, { username: user.username })}</span>
            <Button size="sm" tone="ghost" onClick={logout} disabled={leaving}>
              <Icon name="logout" />
              {leaving ? messages.layout.loggingOut : messages.layout.logout}
            </Button>
          </div>
        </>
      }
    />
  );
}
