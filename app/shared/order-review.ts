// How staff review a Cash on Delivery order (issue 19): confirmed with the customer before
// dispatch (by phone or WhatsApp), and why an order was cancelled. The admin (English) shows these
// words; the CSV writes them; the API accepts the keys.
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

/** What staff recorded about an order; null where nothing was. */
export interface OrderReview {
  confirmedAt: string | null;
  confirmedBy: string | null;
  confirmedVia: ConfirmChannel | null;
  cancelReason: CancelReason | null;
  cancelNote: string | null;
}
