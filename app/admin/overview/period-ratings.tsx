// The analytics' Ratings by Perfume (docs/decisions/045): the period's published reviews, averaged
// and counted per perfume by the server.
import type { RangeFilter } from "../../shared/admin-filters";
import { format } from "../../i18n";
import { usePeriodRatings } from "./overview-api";
import { Card, PanelLoading } from "../ui/ui";
import { useAdminMessages } from "../ui/use-admin-messages";
import { useAdminIntl } from "../ui/admin-intl";

export function PeriodRatingsCard({ range }: { range: RangeFilter }) {
  const intl = useAdminIntl();
  const all = useAdminMessages();
  const t = all.analytics.ratings;
  const query = usePeriodRatings(range);
  return (
    <Card aria-labelledby="period-ratings" className="p-5 sm:p-6">
      <h3 id="period-ratings" className="font-display text-2xl font-semibold">
        {t.title}
      </h3>
      <p className="mt-1 text-sm text-ink/60">{t.hint}</p>
      {!query.data ? (
        <PanelLoading label={all.dashboard.loading} />
      ) : query.data.ratings.length === 0 ? (
        <p className="mt-4 text-sm text-ink/60">{t.none}</p>
      ) : (
        <table className="mt-4 w-full text-sm" data-testid="period-ratings">
          <thead>
            <tr className="border-b border-ink/10 text-start text-xs tracking-[0.12em] text-ink/60 uppercase">
              <th scope="col" className="py-2 text-start font-semibold">
                {t.perfume}
              </th>
              <th scope="col" className="py-2 text-end font-semibold">
                {t.average}
              </th>
              <th scope="col" className="py-2 text-end font-semibold">
                {t.count}
              </th>
            </tr>
          </thead>
          <tbody>
            {query.data.ratings.map((r) => (
              <tr key={r.productId} className="border-b border-ink/5">
                <th scope="row" className="py-2 text-start font-medium">
                  {r.name}
                </th>
                <td className="py-2 text-end tabular-nums">
                  <span aria-hidden="true" className="me-1 text-gold">
                    ★
                  </span>
                  <span aria-label={format(t.stars, { rating: intl.count(r.average) })}>{intl.count(r.average)}</span>
                </td>
                <td className="py-2 text-end tabular-nums">{intl.count(r.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
