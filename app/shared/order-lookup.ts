// Order tracking for shoppers: what they send (the order's number and the phone used at
// checkout) and what they get back. Shared by the API and the /track page. Nothing that names or
// locates the customer is ever in the answer.
import { z } from "zod";
import type { OrderDelivery, OrderItemVariant, OrderStatus } from "./order";
import { isValidQatarPhone } from "./phone";

export const orderLookupSchema = z.strictObject({
  orderNumber: z.coerce
    .number({ error: "Enter your order number, e.g. 1001." })
    .int("Enter your order number, e.g. 1001.")
    .positive("Enter your order number, e.g. 1001.")
    .max(999_999_999, "Enter your order number, e.g. 1001."),
  phone: z
    .string({ error: "Enter the phone number you gave at checkout." })
    .max(40, "Enter the phone number you gave at checkout.")
    .refine(isValidQatarPhone, "Enter the phone number you gave at checkout."),
});

/** POST /api/orders/lookup: 200 */
export interface OrderLookup {
  orderNumber: number;
  status: OrderStatus;
  /** Oldest first: the placing, then each change. */
  history: { status: OrderStatus; at: string }[];
  items: { name: string; quantity: number; type: string; ref: string | null; variant?: OrderItemVariant | null }[];
  /** Dirhams, to pay on delivery: the items, then the delivery fee. */
  subtotal: number;
  shippingCost: number;
  total: number;
  /** "Cash on Delivery" or "Card on Delivery" (app/shared/order.ts). */
  paymentMethod: string;
  /** Dirhams paid at the door, once delivered and recorded (app/shared/order-payment.ts); else null. */
  collected: number | null;
  /** The expected day and the slot's window; null on orders placed before delivery dates existed. */
  delivery: OrderDelivery | null;
  createdAt: string;
  /**
   * A gift (decision 036): the card's message, the wrap's price when wrapped (0 = free), and who
   * receives it (the name only: the number is the shopper's to know). Absent on older servers.
   */
  gift?: { message: string | null; wrap: number | null; recipientName: string | null } | null;
  /**
   * A delivered order's invitations to review its perfumes (docs/decisions/045-reviews-from-buyers.md):
   * each perfume's name and its signed link's path, and whether it was reviewed. Absent until delivered.
   */
  reviews?: { productId: string; name: string; path: string; reviewed: boolean }[];
}

/** Lookups one client address may make in a minute (429 beyond). */
export const LOOKUPS_PER_MINUTE = 10;
