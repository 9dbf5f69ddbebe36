// POST /api/promotions/quote: the cart or checkout asks what its items cost with the promotions
// that hold and the code typed; the server answers from the same pricing module as the order
// (app/shared/promotions/pricing.ts) and writes nothing.
import { z } from "zod";
import { orderRequestSchema } from "../order-schema";
import { plainString } from "../text-rules";
import type { AppliedPromotion, Nudge } from "./pricing";
import type { PromotionMessage } from "./messages";

export const quoteRequestSchema = z.object({
  items: orderRequestSchema.shape.items,
  /** The delivery area (checkout city); absent: no delivery fee yet. */
  area: orderRequestSchema.shape.customer.shape.city.optional(),
  code: orderRequestSchema.shape.code,
  /** The shopper's phone, when typed: per-phone limits and first orders are judged with it. */
  phone: plainString("The phone").max(30).optional(),
});
/** @public For the Promotions section (built against this contract). */
export type QuoteRequest = z.input<typeof quoteRequestSchema>;

export interface QuoteLine {
  /** Index in the request's items; free lines added by a promotion have none. */
  index: number | null;
  productId: string | null;
  variantId: string | null;
  name: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  discount: number;
  /** The promotion that added this line for free. */
  freeBy?: string;
}

export interface PromotionQuote {
  lines: QuoteLine[];
  subtotal: number;
  delivery: number;
  deliveryDiscount: number;
  discount: number;
  total: number;
  applied: AppliedPromotion[];
  /** The code's message when it does not apply (words: app/shared/promotions/messages.ts). */
  messages: PromotionMessage[];
  nudges: Nudge[];
  /** The code as the shop knows it (normalised), when it applies. */
  code: string | null;
}
