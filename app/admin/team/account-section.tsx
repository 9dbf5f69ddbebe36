// My account, for every role: change the password, see where one is signed in and end
// a session, turn two-factor sign-in on or off, and choose the digits numbers are written in.
import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { format } from "../../i18n";
import { useToast } from "../../components/toaster";
import type { StaffSession, StaffSessions } from "./team-contract";
import { adminRequest, errorMessage, isUnauthorized } from "../api/admin-api";
import { deviceName } from "../ui/admin-format";
import { useAdminIntl } from "../ui/admin-intl";
import { useAdminUser } from "./admin-user";
import { Icon } from "../ui/icons";
import { PasswordForm } from "./password-form";
import { teamKeys } from "./team-api";
import { TwoFactorEnrolment, TwoFactorOff } from "./two-factor";
import { Button, Card, PanelLoading } from "../ui/ui";
import { useAdminMessages } from "../ui/use-admin-messages";
import { digitsOf, STAFF_DIGITS, type StaffDigits } from "../../shared/staff-language";

export function AccountSection() {
  const t = useAdminMessages().account;
  const toast = useToast();
  const client = useQueryClient();
  const { user, refresh } = useAdminUser();
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <AccountCard id="account-password" title={t.passwordTitle}>
        <PasswordForm
          onChanged={() => {
            toast(t.passwordChanged);
            void client.invalidateQueries({ queryKey: teamKeys.sessions });
          }}
        />
      </AccountCard>
      <AccountCard id="account-two-factor" title={t.twoFactorTitle}>
        <p className="mb-4 flex items-start gap-2 text-sm text-ink/70">
          {user.twoFactor && <Icon name="shield" className="mt-0.5 size-4 shrink-0 text-emerald-700" />}
          {user.twoFactor ? t.twoFactorOn : t.twoFactorOff}
        </p>
        {user.twoFactor ? (
          <TwoFactorOff onDone={() => void refresh()} />
        ) : (
          <TwoFactorEnrolment
            onDone={() => {
              toast(t.enabled);
              void refresh();
            }}
          />
        )}
      </AccountCard>
      <AccountCard id="account-digits" title={t.digitsTitle} className="xl:col-span-2">
        <DigitsChoice />
      </AccountCard>
      <AccountCard id="account-sessions" title={t.sessionsTitle} className="xl:col-span-2">
        <SessionList />
      </AccountCard>
    </div>
  );
}

/**
 * Latin or Arabic-Indic digits (decision 043), saved on the account; the page loads again, as the
 * language switch does, since every screen's formats come from the root's data.
 */
function DigitsChoice() {
  const t = useAdminMessages().account;
  const { user } = useAdminUser();
  const toast = useToast();
  const [saving, setSaving] = useState(false);
  const current = digitsOf(user.arabicDigits);
  const choose = async (digits: StaffDigits) => {
    if (digits === current || saving) return;
    setSaving(true);
    try {
      await adminRequest("/api/admin/me", { method: "PATCH", body: { digits } });
      window.location.reload();
    } catch (error) {
      setSaving(false);
      toast({ title: t.digitsFailed, description: errorMessage(error), variant: "destructive" });
    }
  };
  const names: Record<StaffDigits, string> = { latin: t.digitsLatin, arabic: t.digitsArabic };
  return (
    <fieldset disabled={saving}>
      <legend className="mb-3 text-sm text-ink/70">{t.digitsHint}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {STAFF_DIGITS.map((digits) => (
          <label key={digits} className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="radio"
              name="digits"
              value={digits}
              checked={digits === current}
              onChange={() => void choose(digits)}
              className="size-4 accent-ink"
            />
            {names[digits]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function AccountCard({
  id,
  title,
  className = "",
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <Card aria-labelledby={id} className={className}>
      <h2 id={id} className="border-b border-ink/10 px-5 py-4 font-display text-2xl font-semibold sm:px-6">
        {title}
      </h2>
      <div className="px-5 py-5 sm:px-6">{children}</div>
    </Card>
  );
}

function SessionList() {
  const t = useAdminMessages().account;
  const intl = useAdminIntl();
  const toast = useToast();
  const client = useQueryClient();
  const sessions = useQuery({
    queryKey: teamKeys.sessions,
    queryFn: ({ signal }) => adminRequest<StaffSessions>("/api/admin/me/sessions", { signal }),
  });
  const end = useMutation({
    mutationFn: (id: string) => adminRequest<void>(`/api/admin/me/sessions/${id}`, { method: "DELETE" }),
    onSuccess: () => toast(t.sessionEnded),
    onError: (error) => {
      if (!isUnauthorized(error))
        toast({ title: t.endSession, description: format(t.failed, { message: errorMessage(error) }), variant: "destructive" });
    },
    onSettled: () => client.invalidateQueries({ queryKey: teamKeys.sessions }),
  });

  if (!sessions.data) return <PanelLoading label={t.loadingSessions} />;
  return (
    <>
      <p className="mb-3 text-sm text-ink/60">{t.sessionsHint}</p>
      <ul className="divide-y divide-ink/5" aria-label={t.sessionsTitle}>
        {sessions.data.sessions.map((session: StaffSession) => {
          const device = deviceName(session.userAgent, t.deviceOn) ?? t.unknownDevice;
          return (
            <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-medium">
                  {device}
                  {session.current && (
                    <span className="ms-2 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800 ring-1 ring-emerald-200">
                      {t.thisDevice}
                    </span>
                  )}
                </p>
                <p className="text-sm text-ink/60">
                  <span dir="ltr">{session.ip ?? t.unknownAddress}</span>
                  <span aria-hidden="true" className="mx-2 text-gold-dark">
                    ·
                  </span>
                  {format(t.lastSeen, { when: intl.dateTime(session.lastSeenAt) })}
                  <span aria-hidden="true" className="mx-2 text-gold-dark">
                    ·
                  </span>
                  {format(t.signedIn, { when: intl.dateTime(session.createdAt) })}
                </p>
              </div>
              {!session.current && (
                <Button
                  size="sm"
                  tone="danger"
                  disabled={end.isPending && end.variables === session.id}
                  onClick={() => end.mutate(session.id)}
                  aria-label={format(t.endSessionLabel, { device })}
                >
                  {t.endSession}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
