// The Reviews section (docs/decisions/045-reviews-from-buyers.md): the average rating per perfume
// (the published reviews' figures, with what waits), then the reviews by status, perfume and stars,
// each with Publish, Hide and a reply shown under it on the product page.
import { pageCount } from "../../shared/admin-filters";
import { PageButtons } from "../ui/pagination";
import { useId, useState } from "react";
import { format } from "../../i18n/format";
import { REVIEW_STATUS_RULES, type ReviewStatus } from "../../shared/reviews";
import { useAdminIntl } from "../ui/admin-intl";
import { inputClass } from "../ui/form-fields";
import { Badge, Button, Card, PanelLoading } from "../ui/ui";
import { useAdminMessages } from "../ui/use-admin-messages";
import { useRatings, useReviewChange, useReviews } from "./reviews-api";
import type { AdminReview, ReviewFilters } from "./reviews-contract";

const STATUSES = Object.keys(REVIEW_STATUS_RULES) as ReviewStatus[];
const STATUS_TONE: Record<ReviewStatus, "ok" | "warn" | "muted"> = { held: "warn", published: "ok", hidden: "muted" };

const Stars = ({ rating, label }: { rating: number; label: string }) => (
  <span role="img" aria-label={label} className="tracking-[0.1em] text-gold-dark">
    {"★".repeat(rating)}
    <span className="text-ink/20">{"★".repeat(5 - rating)}</span>
  </span>
);

export function ReviewsSection() {
  const t = useAdminMessages().reviews;
  const id = useId();
  const [filters, setFilters] = useState<ReviewFilters>({ status: "held", page: 1 });
  const list = useReviews(filters);
  const ratings = useRatings();
  const set = (patch: Partial<ReviewFilters>) => setFilters((f) => ({ ...f, ...patch, page: patch.page ?? 1 }));
  const pages = list.data ? pageCount(list.data.total, list.data.pageSize) : 1;
  const page = Number(filters.page ?? 1);

  return (
    <div className="grid gap-6">
      <p className="text-sm text-ink/70">{t.intro}</p>
      <RatingsTable />
      <Card className="p-5 sm:p-6">
        <form
          role="search"
          aria-label={t.filters}
          className="flex flex-wrap items-end gap-4"
          onSubmit={(e) => e.preventDefault()}
        >
          <label className="grid gap-1 text-sm" htmlFor={`${id}-status`}>
            {t.status}
            <select
              id={`${id}-status`}
              className={inputClass}
              value={filters.status ?? ""}
              onChange={(e) => set({ status: (e.target.value || undefined) as ReviewStatus | undefined })}
            >
              <option value="">{t.allStatuses}</option>
              {STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t.statuses[s]}
                </option>
              ))}
            </select>
          </label>
          <label className="grid gap-1 text-sm" htmlFor={`${id}-product`}>
            {t.product}
            <select
              id={`${id}-product`}
              className={inputClass}
              value={filters.product ?? ""}
              onChange={(e) => set({ product: e.target.value || undefined })}
            >
              <option value="">{t.allProducts}</option>
              {ratings.data?.products.map((p) => (
                <option key={p.productId} value={p.productId}>
                  {p.productName}
                </option>
              ))}
            </select>
          </label>
          <label className="grid gap-1 text-sm" htmlFor={`${id}-rating`}>
            {t.rating}
            <select
              id={`${id}-rating`}
              className={inputClass}
              value={filters.rating ?? ""}
              onChange={(e) => set({ rating: e.target.value ? Number(e.target.value) : undefined })}
            >
              <option value="">{t.allRatings}</option>
              {[5, 4, 3, 2, 1].map((n) => (
                <option key={n} value={n}>
                  {format(t.stars, { rating: n })}
                </option>
              ))}
            </select>
          </label>
        </form>
      </Card>
      {list.isPending ? (
        <PanelLoading label={t.loading} />
      ) : list.data?.reviews.length ? (
        <ul className="grid gap-4" aria-label={t.filters}>
          {list.data.reviews.map((review) => (
            <ReviewCard key={review.id} review={review} />
          ))}
        </ul>
      ) : (
        <Card className="p-5 sm:p-6">
          <p className="text-sm text-ink/70">{t.none}</p>
        </Card>
      )}
      <PageButtons page={page} pages={pages} onPage={(p) => set({ page: p })} />
    </div>
  );
}

function RatingsTable() {
  const t = useAdminMessages().reviews;
  const intl = useAdminIntl();
  const ratings = useRatings();
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="font-display text-xl font-medium">{t.ratingsHeading}</h2>
      {!ratings.data ? (
        <PanelLoading label={t.loading} />
      ) : ratings.data.products.length === 0 ? (
        <p className="mt-3 text-sm text-ink/70">{t.noRatings}</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-sm" data-testid="review-ratings">
            <thead>
              <tr className="border-b border-ink/10 text-start text-xs tracking-wide text-ink/60 uppercase">
                <th className="py-2 text-start font-medium">{t.product}</th>
                <th className="py-2 ps-4 text-end font-medium">{t.average}</th>
                <th className="py-2 ps-4 text-end font-medium">{t.count}</th>
                <th className="py-2 ps-4 text-end font-medium">{t.held}</th>
              </tr>
            </thead>
            <tbody>
              {ratings.data.products.map((p) => (
                <tr key={p.productId} className="border-b border-ink/5">
                  <td className="py-2">{p.productName}</td>
                  <td className="py-2 ps-4 text-end whitespace-nowrap tabular-nums">
                    {p.count ? (
                      <>
                        <span aria-hidden="true" className="me-1 text-gold-dark">
                          ★
                        </span>
                        {intl.count(p.average)}
                      </>
                    ) : (
                      "—"
                    )}
                  </td>
                  <td className="py-2 ps-4 text-end tabular-nums">{intl.count(p.count)}</td>
                  <td className="py-2 ps-4 text-end tabular-nums">{intl.count(p.held)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

function ReviewCard({ review }: { review: AdminReview }) {
  const t = useAdminMessages().reviews;
  const intl = useAdminIntl();
  const change = useReviewChange();
  const id = useId();
  const [reply, setReply] = useState(review.reply ?? "");
  return (
    <li>
      <Card className="grid gap-3 p-5 sm:p-6" data-testid="admin-review">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-wrap items-center gap-3">
            <Stars rating={review.rating} label={format(t.stars, { rating: review.rating })} />
            <span className="font-medium">{review.productName}</span>
            <Badge tone={STATUS_TONE[review.status]}>{t.statuses[review.status]}</Badge>
            {review.status === "held" && review.heldFor && review.heldFor !== "first-read" && (
              <Badge tone="warn">{t.heldFor[review.heldFor]}</Badge>
            )}
          </div>
          <span className="text-xs text-ink/60">{intl.dateTime(review.createdAt)}</span>
        </div>
        {review.body && (
          <p dir="auto" lang={review.language} className="text-sm whitespace-pre-line text-ink/85">
            {review.body}
          </p>
        )}
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink/60">
          <span dir="auto">{review.author || t.anonymous}</span>
          <span>{t.languages[review.language]}</span>
          {review.orderNumber !== null && <span>{format(t.order, { number: review.orderNumber })}</span>}
          <span>{format(t.helpful, { count: intl.count(review.helpful) })}</span>
        </p>
        <label htmlFor={`${id}-reply`} className="text-xs font-medium text-ink/70">
          {t.reply}
        </label>
        <textarea
          id={`${id}-reply`}
          rows={2}
          dir="auto"
          className={inputClass}
          value={reply}
          onChange={(e) => setReply(e.target.value)}
        />
        <div className="flex flex-wrap gap-2">
          {review.status !== "published" && (
            <Button
              tone="primary"
              size="sm"
              disabled={change.isPending}
              onClick={() => change.mutate({ id: review.id, change: { status: "published" } })}
            >
              {t.publish}
            </Button>
          )}
          {review.status !== "hidden" && (
            <Button
              size="sm"
              disabled={change.isPending}
              onClick={() => change.mutate({ id: review.id, change: { status: "hidden" } })}
            >
              {t.hide}
            </Button>
          )}
          <Button
            size="sm"
            tone="ghost"
            disabled={change.isPending || reply === (review.reply ?? "")}
            onClick={() => change.mutate({ id: review.id, change: { reply } })}
          >
            {t.saveReply}
          </Button>
        </div>
      </Card>
    </li>
  );
}
