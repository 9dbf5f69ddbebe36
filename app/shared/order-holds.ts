// What a placed order holds (server/orders/holds.ts), as the server's refusals and the pages read
// it: when a released order (cancelled, or its online payment failed) is taken back, each of these
// may have run out meanwhile, and the refusal names which, with the code the pages switch on.

const HOLD_SHORTAGES = ["stock", "slot", "promotion", "credit"] as const;
export type HoldShortage = (typeof HOLD_SHORTAGES)[number];

/** The `code` of the 409 problem answer for each shortage. */
export const SHORTAGE_CODES = {
  stock: "out_of_stock",
  slot: "slot_full",
  promotion: "promotion_used_up",
  credit: "credit_short",
} as const satisfies Record<HoldShortage, string>;

/** The shortage a problem answer's code names, if it names one. */
export const shortageOfCode = (code: unknown): HoldShortage | null =>
  HOLD_SHORTAGES.find((s) => SHORTAGE_CODES[s] === code) ?? null;

/** The shopper's words (English; the pages have both languages in app/content/online-payment.ts). */
export const SHORTAGE_TEXTS = {
  stock: "Some items of this order are no longer available. Please contact us, or place a new order.",
  slot: "The delivery time chosen for this order is now full. Please contact us, or place a new order.",
  promotion: "The promotion code of this order has no uses left. Please contact us, or place a new order.",
  credit: "The store credit this order used is no longer all there. Please contact us, or place a new order.",
} as const satisfies Record<HoldShortage, string>;
