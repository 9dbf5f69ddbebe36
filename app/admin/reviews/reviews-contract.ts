// The Reviews section's API (docs/decisions/045-reviews-from-buyers.md): what /api/admin/reviews
// answers and takes. Types and schemas only; the server imports them.
import { z } from "zod";
import { REVIEW_LIMITS, REVIEW_STATUSES, type HoldReason, type ReviewLanguage, type ReviewStatus } from "../../shared/reviews";
import { plainString } from "../../shared/text-rules";

/** GET /api/admin/reviews?status=&product=&rating=&page= */
export const reviewFiltersSchema = z.object({
  status: z.enum(REVIEW_STATUSES).optional(),
  product: z.string().min(1).max(80).optional(),
  rating: z.coerce.number().int().min(1).max(5).optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional().default(1),
});
export interface ReviewFilters {
  status?: ReviewStatus;
  product?: string;
  rating?: number;
  page?: number;
}

export const REVIEWS_PAGE_SIZE = 30;

export interface AdminReview {
  id: string;
  productId: string;
  /** The perfume's English name, or its id when it is gone. */
  productName: string;
  orderId: string;
  /** The order's number when the order is still there. */
  orderNumber: number | null;
  rating: number;
  body: string;
  author: string;
  language: ReviewLanguage;
  status: ReviewStatus;
  heldFor: HoldReason | null;
  helpful: number;
  reply: string | null;
  repliedAt: string | null;
  createdAt: string;
  publishedAt: string | null;
}

export interface AdminReviewList {
  reviews: AdminReview[];
  total: number;
  page: number;
  pageSize: number;
  /** Reviews waiting for staff, whatever the filters: the sidebar's and the tab's count. */
  held: number;
}

/** GET /api/admin/reviews/ratings: published reviews' average per perfume (the analytics table). */
export interface ProductRating {
  productId: string;
  productName: string;
  average: number;
  count: number;
  /** Reviews of each star, 1 to 5 (index 0 is one star). */
  stars: [number, number, number, number, number];
  held: number;
}
export interface AdminRatings {
  products: ProductRating[];
}

/** PATCH /api/admin/reviews/:id — publish or hide; a reply (empty to remove it). */
export const reviewChangeSchema = z
  .object({
    status: z.enum(["published", "hidden"]).optional(),
    reply: plainString("The reply", { multiline: true })
      .transform((v) => v.trim())
      .pipe(z.string().max(REVIEW_LIMITS.reply, `The reply is at most ${REVIEW_LIMITS.reply} characters.`))
      .optional(),
  })
  .refine((v) => v.status !== undefined || v.reply !== undefined, { error: "Send a status or a reply.", path: ["status"] });
export type ReviewChange = z.input<typeof reviewChangeSchema>;

export interface ReviewChanged {
  review: AdminReview;
}
