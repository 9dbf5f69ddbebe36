// The checkout's total, for the summary and the total beside "Place order" alike (with the Cash on
// Delivery limit read from it): the one money rule (app/shared/order-total.ts) fed with the
// server's promotion quote when it has answered, else the catalogue's subtotal and the area's fee.
import { orderTotal, type OrderTotal } from "../../shared/order-total";
import type { PromotionQuote } from "../../shared/promotions/quote";
import type { StoreCreditState } from "./use-store-credit";

export function checkoutTotal({
  subtotal,
  fee,
  quote,
  wrap,
  storeCredit,
}: {
  subtotal: number;
  /** The area's fee; null where the shop does not deliver. */
  fee: number | null;
  quote: PromotionQuote | null | undefined;
  /** The gift wrap's price when wrapped (0 or null: none). */
  wrap: number | null;
  storeCredit: StoreCreditState | undefined;
}): OrderTotal {
  const balance = storeCredit?.balance ?? 0;
  return orderTotal({
    subtotal: quote?.subtotal ?? subtotal,
    delivery: quote && fee !== null ? quote.delivery : (fee ?? 0),
    discount: quote?.discount ?? 0,
    wrap: wrap ?? 0,
    // The server takes what the form sends: the whole balance, up to what is due.
    credit: storeCredit?.use ? { requested: balance, balance } : undefined,
  });
}
