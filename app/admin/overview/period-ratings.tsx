// The analytics' Ratings by Perfume (docs/decisions/045): the period's published reviews, averaged
// and counted per perfume by the server.
import type { RangeFilter } from "../../shared/admin-filters";
import { format } from "../../i18n";
import { usePeriodRatings } from "./overview-api";
import { PerfumeTableCard } from "./perfume-table-card";
import { useAdminMessages } from "../ui/use-admin-messages";
import { useAdminIntl } from "../ui/admin-intl";

export function PeriodRatingsCard({ range }: { range: RangeFilter }) {
  const intl = useAdminIntl();
  const t = useAdminMessages().analytics.ratings;
  const query = usePeriodRatings(range);
  return (
    <PerfumeTableCard
      id="period-ratings"
      texts={t}
      headings={[t.average, t.count]}
      rows={query.data?.ratings.map((r) => ({
        key: r.productId,
        name: r.name,
        figures: [
          <>
            <span aria-hidden="true" className="me-1 text-gold">
              ★
            </span>
            <span aria-label={format(t.stars, { rating: intl.count(r.average) })}>{intl.count(r.average)}</span>
          </>,
          intl.count(r.count),
        ],
      }))}
    />
  );
}
