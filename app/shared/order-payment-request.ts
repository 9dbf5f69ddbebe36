// A shopper's online payment after checkout (docs/decisions/040): the confirmation and tracking
// pages ask how the payment stands, try again after a failure, or switch the order to Cash on
// Delivery. The order is named by its number and either its id (which the confirmation page keeps
// from the order's answer: 74 random bits, app/shared/last-order.ts) or the phone given at
// checkout (as /track asks). Shared by the API and the pages.
import { z } from "zod";
import type { OrderStatus } from "./order";
import { isValidQatarPhone } from "./phone";

const NUMBER_TEXT = "Enter your order number, e.g. 1001.";
const PHONE_TEXT = "Enter the phone number you gave at checkout.";

export const orderPaymentKeySchema = z
  .strictObject({
    orderNumber: z.coerce.number({ error: NUMBER_TEXT }).int(NUMBER_TEXT).positive(NUMBER_TEXT).max(999_999_999, NUMBER_TEXT),
    orderId: z
      .string()
      .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, "This is not an order of ours.")
      .optional(),
    phone: z.string().max(40, PHONE_TEXT).refine(isValidQatarPhone, PHONE_TEXT).optional(),
  })
  .refine((key) => key.orderId !== undefined || key.phone !== undefined, { message: PHONE_TEXT, path: ["phone"] });

export type OrderPaymentKey = z.output<typeof orderPaymentKeySchema>;

/** POST /api/orders/payment (and the answer of …/cash): 200. */
export interface OrderPaymentView {
  orderNumber: number;
  status: OrderStatus;
  /** "Pay Online", or "Cash on Delivery" once switched. */
  paymentMethod: string;
  /** Dirhams. */
  total: number;
  /** A new payment may be started: the last one failed or expired. */
  canRetry: boolean;
  /** The order may be paid on delivery instead: its payment failed and its total is within the cash limit. */
  canPayOnDelivery: boolean;
}
