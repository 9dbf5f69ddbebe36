// The customer's shopper account in the Customers section (docs/decisions/044): whether this number
// signed in to an account, its e-mail, dates, devices, saved addresses and message preferences.
// Read-only: staff see a shopper's sign-in and never change it.
import { format } from "../../i18n";
import { useCustomerAccount } from "./customers-api";
import { Spinner } from "../ui/ui";
import { useAdminMessages } from "../ui/use-admin-messages";
import { useAdminIntl } from "../ui/admin-intl";

export function CustomerAccountPanel({ phone }: { phone: string }) {
  const intl = useAdminIntl();
  const t = useAdminMessages().customers.account;
  const query = useCustomerAccount(phone);
  const account = query.data?.account;

  return (
    <section
      aria-labelledby="customer-account"
      className="rounded-xl border border-ink/10 bg-white p-4 sm:p-5"
      data-testid="customer-account"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h3 id="customer-account" className="font-display text-xl font-semibold">
          {t.heading}
        </h3>
        {account && (
          <span className="rounded-full border border-gold/40 bg-sand/60 px-2.5 py-0.5 text-xs font-semibold tracking-wide text-gold-dark">
            {t.exists}
          </span>
        )}
      </div>
      {query.isPending ? (
        <Spinner className="mt-3" label={t.loading} />
      ) : !account ? (
        <p className="mt-2 text-sm text-ink/70">{t.none}</p>
      ) : (
        <>
          <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="text-ink/60">{t.email}</dt>
            <dd className="min-w-0 [overflow-wrap:anywhere]">
              {account.email ? (
                <>
                  <bdi dir="ltr">{account.email}</bdi>
                  <span className="ms-2 text-xs text-ink/60">({account.emailVerified ? t.verified : t.unverified})</span>
                </>
              ) : (
                t.noEmail
              )}
            </dd>
            <dt className="text-ink/60">{t.created}</dt>
            <dd>{intl.dateTime(account.createdAt)}</dd>
            <dt className="text-ink/60">{t.lastSignIn}</dt>
            <dd>{account.lastSignInAt ? intl.dateTime(account.lastSignInAt) : t.never}</dd>
            <dt className="text-ink/60">{t.sessions}</dt>
            <dd>{intl.counted(account.activeSessions, t.sessionCount)}</dd>
            <dt className="text-ink/60">{t.addresses}</dt>
            <dd className="tabular-nums">{intl.count(account.savedAddresses)}</dd>
            <dt className="text-ink/60">{t.language}</dt>
            <dd>{t.languages[account.language]}</dd>
            <dt className="text-ink/60">{t.messages}</dt>
            <dd>
              {t.orderUpdates}: {account.orderUpdates ? t.on : t.off}
              <span aria-hidden="true" className="mx-2 text-gold-dark">
                ·
              </span>
              {account.offers && account.offersConsentedAt
                ? format(t.offersSince, { date: intl.date(account.offersConsentedAt) })
                : `${t.offers}: ${account.offers ? t.on : t.off}`}
            </dd>
          </dl>
          <p className="mt-3 text-xs text-ink/60">{t.readOnly}</p>
        </>
      )}
    </section>
  );
}
