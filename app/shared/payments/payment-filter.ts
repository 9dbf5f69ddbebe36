// The order list's filter by payment (docs/decisions/040, "The admin"): one list of choices for the
// dashboard's select, the URL and the API, and the payment states each choice takes. The server
// filters on orders.payment_state (kept by migration 042's triggers, indexed with created_at);
// null there means no online payment: cash or card on delivery.
import type { PaymentState } from "./state";

export const PAYMENT_FILTERS = ["all", "paid", "awaiting", "failed", "refunded", "cash"] as const;
export type PaymentFilter = (typeof PAYMENT_FILTERS)[number];

/** The states each online choice takes; "cash" is the orders with none, "all" filters nothing. */
export const PAYMENT_FILTER_STATES: Record<Exclude<PaymentFilter, "all" | "cash">, readonly PaymentState[]> = {
  paid: ["paid"],
  awaiting: ["pending", "requires_action", "authorised"],
  failed: ["failed", "expired"],
  refunded: ["partially_refunded", "refunded"],
};
