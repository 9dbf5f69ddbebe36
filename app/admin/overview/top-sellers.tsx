// The analytics' Top Sellers (docs/decisions/038): each perfume by the size it sold in, "Oud Royal
// 50 ml", with units and revenue, as the server counts them from the order lines.
import type { RangeFilter } from "../../shared/admin-filters";
import { sizeLabel } from "../../shared/variants";
import { messages } from "../../i18n";
import { useTopSellers } from "./overview-api";
import { PerfumeTableCard } from "./perfume-table-card";
import { useAdminMessages } from "../ui/use-admin-messages";
import { useAdminIntl } from "../ui/admin-intl";

export function TopSellersCard({ range }: { range: RangeFilter }) {
  const intl = useAdminIntl();
  const t = useAdminMessages().analytics.topSellers;
  const query = useTopSellers(range);
  const kinds = messages.en.common.variantKinds;
  return (
    <PerfumeTableCard
      id="top-sellers"
      texts={t}
      headings={[t.units, t.revenue]}
      rows={query.data?.sellers.map((s) => ({
        key: `${s.productId}|${s.sizeMl}|${s.kind}`,
        name: `${s.name} ${sizeLabel(s, "en", kinds)}`,
        figures: [intl.count(s.units), intl.money(s.revenue)],
      }))}
    />
  );
}
