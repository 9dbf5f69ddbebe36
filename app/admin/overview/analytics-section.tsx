// Analytics (docs/product.md 'Admin dashboard'): 'Store Analytics', the four cards and the status counts
// for a chosen period, plus the two panels the original left empty: a status chart and a cash-flow
// overview. The chart library loads only here (React.lazy), never on the other sections.
import { lazy, Suspense, useMemo } from "react";
import { parseRange, type OrderFilters } from "../../shared/admin-filters";
import { reviewRates } from "../../shared/order-review";
import type { Stats } from "./overview-contract";
import { format } from "../../i18n";
import { statusSlices } from "./admin-analytics";
import { DateFilter } from "../orders/order-filters";
import { useDailyStats, useStats } from "./overview-api";
import { StatCards } from "./stat-cards";
import { TopSellersCard } from "./top-sellers";
import { PeriodRatingsCard } from "./period-ratings";
import { Card, PanelLoading } from "../ui/ui";
import { useAdminMessages } from "../ui/use-admin-messages";
import { useFilterParams } from "../ui/use-filter-params";
import { useAdminIntl } from "../ui/admin-intl";

const StatusChart = lazy(() => import("./analytics-charts").then((mod) => ({ default: mod.StatusChart })));
const CashFlowChart = lazy(() => import("./analytics-charts").then((mod) => ({ default: mod.CashFlowChart })));

/** The confirmation and refusal rates of the range's orders. */
function ReviewRates({ stats }: { stats: Stats }) {
  const intl = useAdminIntl();
  const t = useAdminMessages().analytics.review;
  const rates = reviewRates(stats);
  const figures = [
    {
      label: t.confirmation,
      rate: rates.confirmation,
      detail: format(t.confirmationDetail, {
        confirmed: intl.count(stats.review.confirmed),
        orders: intl.count(stats.totalOrders),
      }),
    },
    {
      label: t.refusal,
      rate: rates.refusal,
      detail: format(t.refusalDetail, {
        refused: intl.count(stats.review.refused),
        delivered: intl.count(stats.byStatus.Delivered ?? 0),
      }),
    },
  ];
  return (
    <dl className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2">
      {figures.map((f) => (
        <div key={f.label} className="rounded-lg border border-ink/10 bg-ivory/60 px-4 py-3">
          <dt className="text-sm text-ink/70">{f.label}</dt>
          <dd className="mt-1 font-display text-3xl font-semibold lining-nums">
            {f.rate === null ? t.none : intl.percent(f.rate)}
          </dd>
          <dd className="mt-1 text-sm text-ink/60">{f.detail}</dd>
        </div>
      ))}
    </dl>
  );
}

export function AnalyticsSection() {
  const intl = useAdminIntl();
  const messages = useAdminMessages();
  const t = messages.analytics;
  const [params, setFilters] = useFilterParams();
  const range = useMemo(() => parseRange(params), [params]);
  const stats = useStats(range);
  const daily = useDailyStats(range);
  const slices = stats.data ? statusSlices(stats.data.byStatus) : null;

  const update = (patch: Partial<OrderFilters>) => setFilters(patch);

  return (
    <div className="grid grid-cols-1 gap-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 className="font-display text-3xl font-semibold">{t.title}</h2>
          <p className="mt-1 text-sm text-ink/60">{t.subtitle}</p>
        </div>
        <div className="w-full sm:w-auto">
          <DateFilter value={range} onChange={update} />
        </div>
      </div>

      <StatCards range={range} />

      <Card aria-labelledby="status-distribution" className="p-5 sm:p-6">
        <h3 id="status-distribution" className="font-display text-2xl font-semibold">
          {t.distribution}
        </h3>
        {slices ? (
          <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-[repeat(auto-fit,minmax(8.5rem,1fr))]">
            {slices.map((slice) => (
              <li key={slice.status} className="rounded-lg border border-ink/10 bg-ivory/60 px-4 py-3">
                <p className="flex items-center gap-2 text-sm text-ink/70">
                  <span aria-hidden="true" className="size-2 rounded-full" style={{ backgroundColor: slice.color }} />
                  {messages.labels.statuses[slice.status]}
                </p>
                <p className="mt-1 font-display text-2xl font-semibold lining-nums">{intl.count(slice.count)}</p>
              </li>
            ))}
          </ul>
        ) : (
          <PanelLoading label={messages.dashboard.loading} />
        )}
      </Card>

      <TopSellersCard range={range} />

      <PeriodRatingsCard range={range} />

      <Card aria-labelledby="review-rates" className="p-5 sm:p-6">
        <h3 id="review-rates" className="font-display text-2xl font-semibold">
          {t.review.title}
        </h3>
        <p className="mt-1 text-sm text-ink/60">{t.review.hint}</p>
        {stats.data ? <ReviewRates stats={stats.data} /> : <PanelLoading label={messages.dashboard.loading} />}
      </Card>

      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[2fr_3fr]">
        <Card aria-labelledby="status-chart" className="p-5 sm:p-6">
          <h3 id="status-chart" className="font-display text-2xl font-semibold">
            {t.statusChart}
          </h3>
          <p className="mt-1 text-sm text-ink/60">{t.statusChartHint}</p>
          <div className="mt-4">
            {slices ? (
              <Suspense fallback={<PanelLoading label={t.loadingChart} />}>
                <StatusChart slices={slices} />
              </Suspense>
            ) : (
              <PanelLoading label={t.loadingChart} />
            )}
          </div>
        </Card>

        <Card aria-labelledby="cash-flow" className="p-5 sm:p-6">
          <h3 id="cash-flow" className="font-display text-2xl font-semibold">
            {t.cashFlow}
          </h3>
          <p className="mt-1 text-sm text-ink/60">{t.cashFlowHint}</p>
          <div className="mt-4">
            {daily.data ? (
              <Suspense fallback={<PanelLoading label={t.loadingChart} />}>
                <CashFlowChart days={daily.data.days} range={range} />
              </Suspense>
            ) : (
              <PanelLoading label={t.loadingChart} />
            )}
          </div>
        </Card>
      </div>
    </div>
  );
}
