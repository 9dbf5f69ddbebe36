// Abandoned carts (docs/decisions/049-abandoned-carts.md), the rules the server and the browser
// share: what the browser sends of its cart, when reminders go out and how many, why they stop,
// and how a restored cart's lines become the browser's stored cart again.
import { z } from "zod";
import { LIMITS, orderItemSchema, type OrderItemRequest } from "./order-schema";
import { MAX_ORDER_LINES } from "./prices";
import { isValidQatarPhone, PHONE_CHARACTERS, toE164 } from "./phone";

const HOUR_MS = 60 * 60 * 1000;
/** A cart idle this long gets its first reminder… */
export const FIRST_REMINDER_AFTER_MS = HOUR_MS;
/** …and, still idle this long after its last activity, the second and last. */
export const SECOND_REMINDER_AFTER_MS = 24 * HOUR_MS;
export const MAX_REMINDERS = 2;
/** How long the browser waits after a cart change before it sends the snapshot. */
export const SNAPSHOT_DEBOUNCE_MS = 1500;

/** Why a cart's reminders stopped: its stop link, a reply to a reminder, an order since. */
export type CartStopReason = "link" | "reply" | "ordered";

/** The restore and stop links' key: 32 random bytes, base64url. */
export const CART_TOKEN = /^[A-Za-z0-9_-]{43}$/;
const token = z.string().regex(CART_TOKEN, "Unknown cart.");

const PHONE_ERROR = "Please enter a valid +974 phone number.";
const EMAIL_ERROR = "Please enter a valid email address.";
const emailFormat = z.email();

/** PUT /api/carts: the browser's cart as order lines, and who to remind (with the shopper's consent). */
export const cartSnapshotSchema = z.object({
  token: token.optional(),
  items: z.array(orderItemSchema).max(MAX_ORDER_LINES, `An order has at most ${MAX_ORDER_LINES} lines.`),
  /** The checkout's "remind me about this cart" box; a signed-in shopper needs none. */
  remind: z.boolean().default(false),
  phone: z
    .string()
    .trim()
    .max(LIMITS.phone, PHONE_ERROR)
    .refine((v) => v === "" || (PHONE_CHARACTERS.test(v) && isValidQatarPhone(v)), PHONE_ERROR)
    .transform((v) => (v === "" ? null : toE164(v)))
    .optional(),
  email: z
    .string()
    .trim()
    .max(LIMITS.email, EMAIL_ERROR)
    .refine((v) => v === "" || emailFormat.safeParse(v).success, EMAIL_ERROR)
    .transform((v) => (v === "" ? null : v.toLowerCase()))
    .optional(),
  language: z.enum(["en", "ar"]).default("en"),
});
export type CartSnapshotInput = z.input<typeof cartSnapshotSchema>;
export type CartSnapshot = z.output<typeof cartSnapshotSchema>;

/** The answer to a snapshot: the key to send the next one with; null when nothing is kept. */
export interface CartSnapshotSaved {
  token: string | null;
}

/** POST /api/carts/stop and GET /api/carts/:token's key. */
export const cartTokenSchema = z.object({ token });

/** GET /api/carts/:token: the lines to put back in the browser's cart. */
export interface RestoredCart {
  items: OrderItemRequest[];
}

/**
 * A restored cart's lines in the browser's stored form (app/shared/cart.ts parseStoredCart), which
 * rebuilds every line from the catalogue as it is now: a perfume gone since drops out.
 */
export function storedCartOf(items: readonly OrderItemRequest[], now = Date.now()): unknown[] {
  return items.map((item, i) => {
    if (item.type === "product") return { id: item.productId, variantId: item.variantId, quantity: item.quantity };
    if (item.type === "bundle") return { id: item.bundleId, isBundle: true, quantity: item.quantity };
    return {
      id: `custom-bundle-${now + i}`,
      isCustomBundle: true,
      quantity: item.quantity,
      selectedProducts: item.productIds.map((id, j) => ({ id, variantId: item.variantIds?.[j] })),
    };
  });
}
