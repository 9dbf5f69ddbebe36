// The analytics' Top Sellers (docs/decisions/038): each perfume by the size it sold in, "Oud Royal
// 50 ml", with units and revenue, as the server counts them from the order lines.
import type { RangeFilter } from "../../shared/admin-filters";
import { sizeLabel } from "../../shared/variants";
import { messages } from "../../i18n";
import { useTopSellers } from "./overview-api";
import { Card, PanelLoading } from "../ui/ui";
import { useAdminMessages } from "../ui/use-admin-messages";
import { useAdminIntl } from "../ui/admin-intl";

export function TopSellersCard({ range }: { range: RangeFilter }) {
  const intl = useAdminIntl();
  const all = useAdminMessages();
  const t = all.analytics.topSellers;
  const query = useTopSellers(range);
  const kinds = messages.en.common.variantKinds;
  return (
    <Card aria-labelledby="top-sellers" className="p-5 sm:p-6">
      <h3 id="top-sellers" className="font-display text-2xl font-semibold">
        {t.title}
      </h3>
      <p className="mt-1 text-sm text-ink/60">{t.hint}</p>
      {!query.data ? (
        <PanelLoading label={all.dashboard.loading} />
      ) : query.data.sellers.length === 0 ? (
        <p className="mt-4 text-sm text-ink/60">{t.none}</p>
      ) : (
        <table className="mt-4 w-full text-sm" data-testid="top-sellers">
          <thead>
            <tr className="border-b border-ink/10 text-start text-xs tracking-[0.12em] text-ink/60 uppercase">
              <th scope="col" className="py-2 text-start font-semibold">
                {t.perfume}
              </th>
              <th scope="col" className="py-2 text-end font-semibold">
                {t.units}
              </th>
              <th scope="col" className="py-2 text-end font-semibold">
                {t.revenue}
              </th>
            </tr>
          </thead>
          <tbody>
            {query.data.sellers.map((s) => (
              <tr key={`${s.productId}|${s.sizeMl}|${s.kind}`} className="border-b border-ink/5">
                <th scope="row" className="py-2 text-start font-medium">
                  {s.name} {sizeLabel(s, "en", kinds)}
                </th>
                <td className="py-2 text-end tabular-nums">{intl.count(s.units)}</td>
                <td className="py-2 text-end tabular-nums">{intl.money(s.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
