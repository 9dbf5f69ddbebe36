// A customer's history, in the order dialog and the Customers section: what became of
// their orders, what they spent, and a warning to call first when they cancelled or refused twice
// or the order being looked at repeats one placed just before.
import { Link } from "react-router";
import { format } from "../../i18n";
import { orderReference } from "../../shared/order";
import { RISKY_CANCELLATIONS } from "../../shared/customer-risk";
import { useCustomerHistory } from "./customers-api";
import { StatusBadge } from "../ui/status-badge";
import { Spinner } from "../ui/ui";
import { useAdminMessages } from "../ui/use-admin-messages";
import { useAdminIntl } from "../ui/admin-intl";

const orderHref = (orderNumber: number) => `/admin/dashboard?section=orders&status=All&q=%23${orderNumber}`;

/** `orderId`: the order being looked at (left out of the list, checked for duplicates). */
export function CustomerHistoryPanel({
  phone,
  orderId,
  onLeave,
  recent = 5,
}: {
  phone: string | null;
  orderId?: string;
  onLeave(): void;
  recent?: number;
}) {
  const intl = useAdminIntl();
  const t = useAdminMessages().customer;
  const history = useCustomerHistory(phone, orderId);
  if (!phone) return null;
  const others = history.data?.recent.filter((o) => o.id !== orderId) ?? [];

  return (
    <section aria-labelledby="order-customer-history" className="rounded-xl border border-ink/10 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-center gap-3">
        <h3 id="order-customer-history" className="font-display text-xl font-semibold">
          {t.heading}
        </h3>
        {history.data?.risky && (
          <span className="rounded-full border border-red-300 bg-red-50 px-2.5 py-0.5 text-xs font-semibold tracking-wide text-red-900 uppercase">
            {t.risky}
          </span>
        )}
      </div>
      {history.isPending ? (
        <Spinner className="mt-3" label={t.loading} />
      ) : history.data ? (
        <div className="mt-2 text-sm">
          {history.data.orders === 1 && orderId ? (
            <p className="text-ink/70">{t.firstOrder}</p>
          ) : (
            <>
              <p>
                {format(t.figures, {
                  orders: history.data.orders,
                  delivered: history.data.delivered,
                  cancelled: history.data.cancelled,
                  refused: history.data.refused,
                })}
              </p>
              <p className="text-ink/70">
                {format(t.spent, { amount: intl.money(history.data.totalSpent), date: intl.dateTime(history.data.firstOrderAt) })}
              </p>
            </>
          )}
          {history.data.cancelled >= RISKY_CANCELLATIONS && (
            <p className="mt-2 text-red-900">{format(t.riskyCancelled, { n: history.data.cancelled })}</p>
          )}
          {history.data.duplicates.length > 0 && (
            <p className="mt-2 text-red-900">
              {format(t.duplicate, { orders: history.data.duplicates.map((o) => orderReference(o.orderNumber)).join(", ") })}
            </p>
          )}
          {others.length > 0 && (
            <ul aria-label={t.recent} className="mt-3 grid grid-cols-1 gap-1.5">
              {others.slice(0, recent).map((o) => (
                <li key={o.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <Link
                    to={orderHref(o.orderNumber)}
                    onClick={onLeave}
                    className="font-medium text-gold-dark underline-offset-2 hover:underline"
                  >
                    {orderReference(o.orderNumber)}
                  </Link>
                  <StatusBadge status={o.status} />
                  <span className="text-ink/60">{intl.dateTime(o.createdAt)}</span>
                  <span className="ms-auto font-medium">{intl.money(o.total)}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </section>
  );
}
