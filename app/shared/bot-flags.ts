// Orders that look placed by a bot: the checkout's hidden field (the honeypot) was filled, or the
// form was sent sooner than a person fills it. Such an order is stored and answered like any
// other, flagged; staff judge.

/** Why an order looks placed by a bot. */
export type BotFlag = "honeypot" | "too-fast";
// Their words for staff are in the admin dictionaries (labels.botFlags).
/** Less time than this between opening the checkout and sending it: no person typed it. */
export const MIN_CHECKOUT_MS = 3_000;
/** The header the checkout sends with the time it was open (never part of the order's body). */
export const CHECKOUT_TIME_HEADER = "X-Checkout-Time";
