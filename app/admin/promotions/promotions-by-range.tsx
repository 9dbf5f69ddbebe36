// The Promotions section's results by period: for the range chosen (Qatar days, kept in the URL as
// the analytics' is), each promotion's orders, uses, discount given and revenue, as the server
// sums them in one grouped query (server/promotions/promotion-figures.ts). Names are the current
// ones where the promotion still exists, else the name the orders carry. A table from the small
// breakpoint up; a list of cards on phones.
import { useMemo } from "react";
import { parseRange, type OrderFilters } from "../../shared/admin-filters";
import { DateFilter } from "../orders/order-filters";
import { Card, PanelLoading } from "../ui/ui";
import { useAdminMessages } from "../ui/use-admin-messages";
import { useAdminIntl } from "../ui/admin-intl";
import { useFilterParams } from "../ui/use-filter-params";
import { usePromotionsInRange } from "./promotions-api";
import type { PromotionSummary } from "./promotions-contract";

export function PromotionsByRange({ promotions }: { promotions: readonly PromotionSummary[] }) {
  const messages = useAdminMessages();
  const intl = useAdminIntl();
  const t = messages.promotions.byRange;
  const [params, setFilters] = useFilterParams();
  const range = useMemo(() => parseRange(params), [params]);
  const query = usePromotionsInRange(range);
  const names = useMemo(() => new Map(promotions.map((p) => [p.id, p.name.en])), [promotions]);
  const rows = query.data?.promotions ?? [];
  const given = rows.reduce((sum, r) => sum + r.discountGiven, 0);
  const th =
    "py-3 px-3 first:ps-5 last:pe-5 sm:first:ps-6 sm:last:pe-6 text-xs font-semibold uppercase tracking-[0.14em] text-ink/60";
  const td = "py-3 px-3 first:ps-5 last:pe-5 sm:first:ps-6 sm:last:pe-6 tabular-nums text-end whitespace-nowrap";
  return (
    <Card aria-labelledby="promotions-by-range">
      <div className="flex flex-wrap items-end justify-between gap-4 border-b border-ink/10 px-5 py-5 sm:px-6">
        <div className="max-w-xl">
          <h3 id="promotions-by-range" className="font-display text-2xl font-semibold">
            {t.title}
          </h3>
          <p className="mt-1 text-sm text-ink/60">{t.hint}</p>
        </div>
        <div className="w-full sm:w-auto">
          <DateFilter value={range} onChange={(patch: Partial<OrderFilters>) => setFilters(patch)} />
        </div>
      </div>
      {!query.data ? (
        <PanelLoading label={messages.dashboard.loading} />
      ) : rows.length === 0 ? (
        <p className="px-6 py-10 text-center text-sm text-ink/60">{t.none}</p>
      ) : (
        <>
          <table className="hidden w-full border-collapse text-sm sm:table" data-testid="promotions-by-range">
            <thead className="border-b border-ink/10 bg-ivory/60">
              <tr>
                <th scope="col" className={`${th} text-start`}>
                  {t.promotion}
                </th>
                <th scope="col" className={`${th} text-end`}>
                  {t.orders}
                </th>
                <th scope="col" className={`${th} text-end`}>
                  {t.uses}
                </th>
                <th scope="col" className={`${th} text-end`}>
                  {t.given}
                </th>
                <th scope="col" className={`${th} text-end`}>
                  {t.revenue}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.promotionId} data-promotion-range={r.promotionId} className="border-b border-ink/5">
                  <th scope="row" className="px-3 py-3 ps-5 text-start font-medium [overflow-wrap:anywhere] sm:ps-6">
                    {names.get(r.promotionId) ?? r.name.en}
                  </th>
                  <td className={td}>{intl.count(r.orders)}</td>
                  <td className={td}>{intl.count(r.uses)}</td>
                  <td className={`${td} font-medium text-emerald-800`}>{intl.money(r.discountGiven)}</td>
                  <td className={td}>{intl.money(r.revenue)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="bg-ivory/60">
                <th scope="row" colSpan={3} className="px-3 py-3 ps-5 text-start font-semibold sm:ps-6">
                  {t.total}
                </th>
                <td className={`${td} font-semibold text-emerald-800`}>{intl.money(given)}</td>
                <td className={td} />
              </tr>
            </tfoot>
          </table>
          <ul aria-label={t.title} className="grid grid-cols-1 divide-y divide-ink/5 sm:hidden">
            {rows.map((r) => (
              <li key={r.promotionId} className="grid gap-2 px-5 py-4">
                <p className="font-medium [overflow-wrap:anywhere]">{names.get(r.promotionId) ?? r.name.en}</p>
                <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                  {[
                    [t.orders, intl.count(r.orders)],
                    [t.uses, intl.count(r.uses)],
                    [t.given, intl.money(r.discountGiven)],
                    [t.revenue, intl.money(r.revenue)],
                  ].map(([label, value], i) => (
                    <div key={label} className={i % 2 ? "text-end" : ""}>
                      <dt className="text-[0.65rem] font-semibold tracking-[0.12em] text-ink/55 uppercase">{label}</dt>
                      <dd className="whitespace-nowrap tabular-nums">{value}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
