// Reviews from real buyers (docs/decisions/045-reviews-from-buyers.md), as the server and the
// browser both read them: a review's statuses and why one is held, the storefront's summary of a
// perfume's ratings, and the request a buyer sends (POST /api/reviews). No React, no DOM.
import { z } from "zod";
import { plainString, stripBidiControls } from "./text-rules";

export const REVIEW_STATUSES = ["held", "published", "hidden"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** What each status means for the storefront: only published reviews count and show. */
export const REVIEW_STATUS_RULES: Record<ReviewStatus, { shown: boolean }> = {
  held: { shown: false },
  published: { shown: true },
  hidden: { shown: false },
};

/**
 * Why a review waits for staff: a word from the list (server/reviews/moderation.ts), a link, or
 * the shop's rule that every review is read before it shows (decision 045).
 */
export type HoldReason = "words" | "link" | "first-read";

const REVIEW_LANGUAGES = ["en", "ar"] as const;
export type ReviewLanguage = (typeof REVIEW_LANGUAGES)[number];

/** A perfume's published reviews in short: null until it has one (no stars, no count). */
export interface RatingSummary {
  /** 1–5, to one decimal. */
  average: number;
  count: number;
}

/** A published review as the product page shows it. */
export interface PublicReview {
  id: string;
  rating: number;
  body: string;
  /** The name the buyer gave, or "" (the page says "A verified buyer"). */
  author: string;
  language: ReviewLanguage;
  /** Every review comes from an order delivered to its writer. */
  verified: true;
  helpful: number;
  createdAt: string;
  reply: string | null;
}

export const REVIEW_LIMITS = { body: 2000, author: 60, reply: 1000 } as const;

/** Rounded to one decimal the same way everywhere (server aggregate, page, JSON-LD). */
export const roundAverage = (value: number) => Math.round(value * 10) / 10;

const trimmed = (label: string, max: number, multiline = false) =>
  plainString(label, { multiline })
    .transform((v) => stripBidiControls(v).trim())
    .pipe(z.string().max(max, `${label} is at most ${max} characters.`));

/** POST /api/reviews: the signed link's three parts, the stars, and optional text and name. */
export const reviewRequestSchema = z.object({
  order: plainString("The link").min(1, "The link is incomplete.").max(80),
  product: plainString("The link").min(1, "The link is incomplete.").max(80),
  signature: plainString("The link").min(1, "The link is incomplete.").max(200),
  rating: z
    .number({ error: "Choose from 1 to 5 stars." })
    .int("Choose from 1 to 5 stars.")
    .min(1, "Choose from 1 to 5 stars.")
    .max(5, "Choose from 1 to 5 stars."),
  body: trimmed("The review", REVIEW_LIMITS.body, true).optional().default(""),
  author: trimmed("The name", REVIEW_LIMITS.author).optional().default(""),
  language: z.enum(REVIEW_LANGUAGES).optional().default("en"),
});
export type ReviewRequest = z.input<typeof reviewRequestSchema>;

/**
 * schema.org's aggregateRating and review for a product page: only when the perfume has published
 * reviews, else nothing at all (a rating nobody gave is never claimed).
 */
export function ratingJsonLd(rating: RatingSummary | null, reviews: PublicReview[]) {
  if (!rating || reviews.length === 0) return {};
  return {
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: rating.average,
      reviewCount: rating.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: reviews.slice(0, 10).map((r) => ({
      "@type": "Review",
      reviewRating: { "@type": "Rating", ratingValue: r.rating, bestRating: 5, worstRating: 1 },
      author: { "@type": "Person", name: r.author || "Verified buyer" },
      datePublished: r.createdAt.slice(0, 10),
      inLanguage: r.language,
      ...(r.body && { reviewBody: r.body }),
    })),
  };
}
