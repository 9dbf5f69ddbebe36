// What an order's papers say about the money (the shopper's e-mails, /track, the invoice): until it
// is delivered, the total to pay on delivery; once delivered, what the driver recorded as paid, how,
// and any difference from the total (decision 025: Delivered records the amount collected).
import { CARD, CASH, PAY_ONLINE, UNPAID_STATUSES, type OrderStatus, type PaymentMethod } from "./order";

export type Settlement =
  | { kind: "due"; amount: number }
  /** `difference` = paid − total, in dirhams: below 0 when less was paid than the total. */
  | { kind: "paid"; amount: number; method: PaymentMethod; difference: number };

export function settlement(order: {
  status: OrderStatus;
  total: number;
  /** As stored: "Cash on Delivery" or "Card on Delivery". */
  paymentMethod: string;
  /** Dirhams recorded at the door; null when nobody recorded an amount (taken to be the total). */
  collected: number | null;
}): Settlement {
  if (order.status !== "Delivered") return { kind: "due", amount: order.total };
  const amount = order.collected ?? order.total;
  return { kind: "paid", amount, method: order.paymentMethod === CARD ? CARD : CASH, difference: amount - order.total };
}

/**
 * An order paid online (decision 040): whether its money is taken. Null for an order paid on
 * delivery (settlement says what is due there).
 */
export function onlinePayment(order: { status: OrderStatus; paymentMethod: string }): { paid: boolean } | null {
  if (order.paymentMethod !== PAY_ONLINE) return null;
  return { paid: !UNPAID_STATUSES.includes(order.status) };
}
