// The product page's reviews (docs/decisions/045-reviews-from-buyers.md): the average and count,
// then each published review with its stars, the buyer's name (or "A verified buyer"), the
// language it was written in, the shop's reply, and a "helpful" button counted by the server once
// per browser (its voter cookie) or signed-in shopper. Newest first, or most helpful first.
import { useState } from "react";
import type { PublicReview, RatingSummary } from "../../shared/reviews";
import { format } from "../../i18n";
import { reviewsEn } from "../../i18n/reviews.en";
import { useTexts } from "../../i18n/parts";
import { useLocale } from "../../hooks/use-locale";
import { useRootData } from "../../hooks/use-root-data";
import { intlLocale } from "../../shared/locale";
import { plural } from "../../shared/plural";
import { StarRating } from "./star-rating";

const VOTED_KEY = "reviewVotes";

const votedIds = (): string[] => {
  try {
    return JSON.parse(localStorage.getItem(VOTED_KEY) ?? "[]") as string[];
  } catch {
    return [];
  }
};

export function ProductReviews({ summary, reviews }: { summary: RatingSummary; reviews: PublicReview[] }) {
  const t = useTexts(reviewsEn).reviews;
  const [sort, setSort] = useState<"newest" | "helpful">("newest");
  const locale = useLocale();
  const [counts, setCounts] = useState<Record<string, number>>({});
  const [voted, setVoted] = useState<string[]>([]);
  const helpfulOf = (r: PublicReview) => counts[r.id] ?? r.helpful;
  const shown =
    sort === "newest"
      ? reviews
      : [...reviews].sort((a, b) => helpfulOf(b) - helpfulOf(a) || b.createdAt.localeCompare(a.createdAt));

  async function vote(review: PublicReview) {
    if (voted.includes(review.id) || votedIds().includes(review.id)) {
      setVoted((v) => [...v, review.id]);
      return;
    }
    // Who votes is the server's to know: its voter cookie, or the shopper's session.
    const res = await fetch(`/api/reviews/${encodeURIComponent(review.id)}/helpful`, { method: "POST" }).catch(() => null);
    if (!res?.ok) return;
    const { helpful } = (await res.json()) as { helpful: number };
    setCounts((c) => ({ ...c, [review.id]: helpful }));
    setVoted((v) => [...v, review.id]);
    localStorage.setItem(VOTED_KEY, JSON.stringify([...votedIds(), review.id].slice(-200)));
  }

  const tab = (value: "newest" | "helpful", label: string) => (
    <button
      type="button"
      aria-pressed={sort === value}
      onClick={() => setSort(value)}
      className={`min-h-10 rounded-full px-4 text-[0.7rem] font-semibold tracking-[0.16em] uppercase transition-colors ${
        sort === value ? "bg-ink text-ivory" : "text-ink/70 ring-1 ring-ink/15 hover:text-ink hover:ring-gold-dark"
      }`}
    >
      {label}
    </button>
  );

  return (
    <section
      aria-labelledby="reviews-heading"
      className="mt-16 border-t border-ink/10 pt-14 md:mt-24 md:pt-16"
      data-testid="reviews"
    >
      <span aria-hidden="true" className="mx-auto mb-5 block h-px w-12 bg-gold" />
      <h2 id="reviews-heading" className="text-center font-display text-3xl font-medium md:text-5xl">
        {t.heading}
      </h2>
      <div className="mx-auto mt-8 flex max-w-3xl flex-col items-center gap-2 text-center" data-testid="reviews-summary">
        <p className="font-display text-5xl font-medium text-ink tabular-nums">{summary.average.toFixed(1)}</p>
        <StarRating value={summary.average} className="size-5" label={format(t.stars, { rating: summary.average.toFixed(1) })} />
        <p className="text-sm text-ink/60">{format(plural(locale, summary.count, t.count), { count: summary.count })}</p>
      </div>
      <div role="group" aria-label={t.sortLabel} className="mx-auto mt-10 flex max-w-3xl justify-center gap-2">
        {tab("newest", t.sortNewest)}
        {tab("helpful", t.sortHelpful)}
      </div>
      <ul role="list" className="mx-auto mt-8 grid max-w-3xl gap-5">
        {shown.map((review) => (
          <ReviewItem
            key={review.id}
            review={review}
            helpful={helpfulOf(review)}
            voted={voted.includes(review.id)}
            onVote={() => void vote(review)}
          />
        ))}
      </ul>
    </section>
  );
}

function ReviewItem({
  review,
  helpful,
  voted,
  onVote,
}: {
  review: PublicReview;
  helpful: number;
  voted: boolean;
  onVote: () => void;
}) {
  const t = useTexts(reviewsEn).reviews;
  const locale = useLocale();
  const { store } = useRootData();
  const date = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: "long", timeZone: "Asia/Qatar" }).format(
    new Date(review.createdAt),
  );
  return (
    <li className="rounded-sm border border-gold/25 bg-white/60 p-6 md:p-8" data-testid="review">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <StarRating value={review.rating} label={format(t.stars, { rating: review.rating })} />
        <time dateTime={review.createdAt} className="text-xs text-ink/65">
          {date}
        </time>
      </div>
      {review.body && (
        <p lang={review.language} dir="auto" className="mt-4 text-base leading-relaxed whitespace-pre-line text-ink/85">
          {review.body}
        </p>
      )}
      <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-ink/60">
        <span dir="auto" className="font-medium text-ink">
          {review.author || t.anonymous}
        </span>
        {review.author && (
          <span className="inline-flex items-center gap-1 text-gold-dark">
            <svg viewBox="0 0 24 24" className="size-3.5" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
              <path d="m5 12 5 5 9-10" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            {t.verified}
          </span>
        )}
        <span data-testid="review-language" className="rounded-full bg-sand px-2 py-0.5 text-[0.68rem] tracking-wide">
          {t.language[review.language]}
        </span>
      </p>
      {review.reply && (
        <div className="mt-5 border-s-2 border-gold/60 ps-4">
          <p className="text-[0.7rem] font-semibold tracking-[0.16em] text-gold-dark uppercase">
            {format(t.reply, { brand: store.brand })}
          </p>
          <p dir="auto" className="mt-1.5 text-sm leading-relaxed whitespace-pre-line text-ink/75">
            {review.reply}
          </p>
        </div>
      )}
      <div className="mt-5">
        <button
          type="button"
          onClick={onVote}
          disabled={voted}
          className="inline-flex min-h-10 items-center gap-2 rounded-full px-4 text-xs text-ink/70 ring-1 ring-ink/15 transition-colors hover:text-ink hover:ring-gold-dark disabled:text-gold-dark disabled:ring-gold/40"
        >
          {format(voted ? t.helpfulDone : t.helpful, { count: helpful })}
        </button>
      </div>
    </li>
  );
}
