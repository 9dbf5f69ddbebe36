// How staff review a Cash on Delivery order: confirmed with the customer before dispatch (by phone
// or WhatsApp), why an order was cancelled, and the Analytics rates of both. The API accepts these
// keys; their names are in the admin dictionaries (`labels`), which the admin and the CSV show.
import type { BotFlag } from "./bot-flags";

export const CONFIRM_CHANNELS = ["phone", "whatsapp"] as const;
export type ConfirmChannel = (typeof CONFIRM_CHANNELS)[number];

export const CANCEL_REASONS = ["customer", "refused", "unreachable", "fake", "out-of-stock", "other"] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/** What staff recorded about an order; null where nothing was. */
export interface OrderReview {
  confirmedAt: string | null;
  confirmedBy: string | null;
  confirmedVia: ConfirmChannel | null;
  cancelReason: CancelReason | null;
  cancelNote: string | null;
  botFlag: BotFlag | null;
}

/** An order nobody has reviewed yet. */
export const NO_REVIEW: OrderReview = {
  confirmedAt: null,
  confirmedBy: null,
  confirmedVia: null,
  cancelReason: null,
  cancelNote: null,
  botFlag: null,
};

/**
 * The Orders list's review filter: every order, those awaiting dispatch nobody confirmed yet, or
 * those awaiting dispatch that staff have confirmed (ready to go out).
 */
export const REVIEW_FILTERS = ["all", "unconfirmed", "ready"] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];

/**
 * Analytics' rates over a range's orders, as fractions (null with nothing to divide by): how many
 * staff confirmed with the customer, and how many of those that reached the door were refused
 * there (refused ÷ (delivered + refused)).
 */
export function reviewRates(stats: {
  totalOrders: number;
  byStatus: Record<string, number>;
  review: { confirmed: number; refused: number };
}) {
  const { confirmed, refused } = stats.review;
  const atTheDoor = (stats.byStatus.Delivered ?? 0) + refused;
  return {
    confirmation: stats.totalOrders ? confirmed / stats.totalOrders : null,
    refusal: atTheDoor ? refused / atTheDoor : null,
  };
}
