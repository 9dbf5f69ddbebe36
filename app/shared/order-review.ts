// How staff review a Cash on Delivery order (issue 19): confirmed with the customer before
// dispatch (by phone or WhatsApp), and why an order was cancelled. The admin (English) shows these
// words; the CSV writes them; the API accepts the keys.
import type { OrderStatus } from "./order";

export const CONFIRM_CHANNELS = ["phone", "whatsapp"] as const;
export type ConfirmChannel = (typeof CONFIRM_CHANNELS)[number];
export const CONFIRM_CHANNEL_LABELS: Record<ConfirmChannel, string> = { phone: "Phone call", whatsapp: "WhatsApp" };

export const CANCEL_REASONS = ["customer", "refused", "unreachable", "fake", "out-of-stock", "other"] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];
export const CANCEL_REASON_LABELS: Record<CancelReason, string> = {
  customer: "Customer cancelled",
  refused: "Refused at delivery",
  unreachable: "Customer unreachable",
  fake: "Fake order",
  "out-of-stock": "Out of stock",
  other: "Other",
};

/**
 * Why an order looks placed by a bot (issue 19): the checkout's hidden field was filled, or the
 * form was sent sooner than a person fills it. Stored and answered like any order; staff judge.
 */
export type BotFlag = "honeypot" | "too-fast";
export const BOT_FLAG_LABELS: Record<BotFlag, string> = {
  honeypot: "Possible bot: the checkout's hidden field was filled in.",
  "too-fast": "Possible bot: the checkout was sent within seconds of opening it.",
};
/** Less time than this between opening the checkout and sending it: no person typed it. */
export const MIN_CHECKOUT_MS = 3_000;
/** The header the checkout sends with the time it was open (never part of the order's body). */
export const CHECKOUT_TIME_HEADER = "X-Checkout-Time";

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

/** Cancelled (refused included) this many times: staff should call before sending another. */
export const RISKY_CANCELLATIONS = 2;

/** Orders not yet on their way: the ones staff confirm before dispatch. */
export const AWAITING_DISPATCH: readonly OrderStatus[] = ["Pending", "Paid", "Processing"];

/** The Orders list's review filter: every order, or those awaiting dispatch nobody confirmed yet. */
export const REVIEW_FILTERS = ["all", "unconfirmed"] as const;
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
