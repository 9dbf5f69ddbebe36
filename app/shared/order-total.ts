// An order's total, written once (docs/architecture.md, "Where each rule lives"): the server's
// order, the promotion quote, the checkout's summary, the total beside "Place order" and the Cash
// on Delivery limit all compute it here, so what the shopper is shown is what the server stores.
// Integer dirhams.
import { creditToApply } from "./store-credit";

export interface OrderTotalInput {
  /** The lines' sum at the catalogue's prices. */
  subtotal: number;
  /** The area's delivery fee, before any promotion's free delivery. */
  delivery: number;
  /** What promotions take off the perfumes and the delivery (app/shared/promotions/pricing.ts). */
  discount?: number;
  /** The gift wrap's price (app/shared/gift.ts): never discounted. */
  wrap?: number;
  /**
   * Store credit (decision 051): what the shopper asked to use and what the balance holds; what is
   * taken is never more than either nor the amount due.
   */
  credit?: { requested: number; balance: number };
}

export interface OrderTotal {
  subtotal: number;
  delivery: number;
  discount: number;
  wrap: number;
  /** subtotal + delivery − discount + wrap: what the order costs. */
  due: number;
  /** What store credit pays of it. */
  storeCredit: number;
  /** What is left to pay: online, or at the door (the Cash on Delivery limit's figure). */
  total: number;
}

export function orderTotal({ subtotal, delivery, discount = 0, wrap = 0, credit }: OrderTotalInput): OrderTotal {
  // A discount never takes the perfumes and the delivery below zero (promotions cap it already).
  const charged = Math.max(0, subtotal + delivery - discount);
  const due = charged + wrap;
  const storeCredit = credit ? creditToApply(credit.balance, due, credit.requested) : 0;
  return { subtotal, delivery, discount, wrap, due, storeCredit, total: due - storeCredit };
}
