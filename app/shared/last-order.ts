// The last-order record (docs/product.md#3-records): what the confirmation page shows, saved in this
// browser under "lastOrder" when an order is placed. It is built from the server's answer, never
// from the cart, so the confirmation shows the totals the shop actually charged. Storage is
// user-editable, so reading it trusts nothing. It keeps only what the confirmation shows (no
// phone, e-mail or notes), and is forgotten 30 days after the order: a shared computer should not
// keep a shopper's name and address for good.
import { VARIANT_KINDS } from "./variants";
import { z } from "zod";
import type { Order } from "./order";
import { QATAR_TIME_ZONE } from "./qatar-days";

export const LAST_ORDER_STORAGE_KEY = "lastOrder";
const LAST_ORDER_KEEP_DAYS = 30;

const itemSchema = z.object({
  name: z.string().min(1),
  quantity: z.number().int().positive(),
  /** Dirhams, as charged. */
  lineTotal: z.number().int().nonnegative(),
  /** Names of the perfumes in a bundle or custom trio; empty for a single perfume. */
  includes: z.array(z.string()).catch([]),
  /** What the line is, so its name can be shown in the shopper's language (older records lack it). */
  type: z.enum(["product", "bundle", "custom-trio"]).optional().catch(undefined),
  ref: z.string().nullable().optional().catch(undefined),
  /** The size bought (records saved before sizes lack it). */
  sizeMl: z.number().int().positive().optional().catch(undefined),
  kind: z.enum(VARIANT_KINDS).optional().catch(undefined),
});

const recordSchema = z.object({
  orderId: z.string().min(1),
  /** What the shopper quotes to the shop; records saved before it lack it. */
  orderNumber: z.number().int().positive().optional().catch(undefined),
  name: z.string().min(1),
  items: z.array(z.unknown()).transform((list) =>
    list.flatMap((entry) => {
      const item = itemSchema.safeParse(entry);
      return item.success ? [item.data] : [];
    }),
  ),
  /** Dirhams, the order's final total as the server computed it. */
  total: z.number().int().nonnegative(),
  address: z.string(),
  city: z.string(),
  orderDate: z.string().refine((s) => !Number.isNaN(Date.parse(s)), "orderDate must be an ISO date."),
  paymentMethod: z.string().catch("Cash on Delivery"),
  /** Issue 22 (records saved before it lack these): the delivery fee charged, in dirhams, */
  shippingCost: z.number().int().nonnegative().optional().catch(undefined),
  /** the expected delivery day (YYYY-MM-DD, Qatar) or the chosen slot's day, */
  deliveryDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable()
    .optional()
    .catch(undefined),
  /** and the slot's window ("14:00-18:00"). */
  deliverySlot: z
    .string()
    .regex(/^\d{2}:\d{2}-\d{2}:\d{2}$/)
    .nullable()
    .optional()
    .catch(undefined),
  /** A gift (decision 036), and what its wrap cost (dirhams, 0 = free; null = not wrapped). */
  gift: z.boolean().optional().catch(undefined),
  giftWrap: z.number().int().nonnegative().nullable().optional().catch(undefined),
  /** Dirhams off by promotions (decision 035) and the codes used; absent = none. */
  discount: z.number().int().nonnegative().optional().catch(undefined),
  promotionCodes: z.array(z.string()).optional().catch(undefined),
  /** Dirhams paid by store credit (decision 051); absent = none. */
  storeCredit: z.number().int().nonnegative().optional().catch(undefined),
});

export type LastOrder = z.output<typeof recordSchema>;
export type LastOrderItem = LastOrder["items"][number];

export function lastOrderFromOrder(order: Order): LastOrder {
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    name: order.customer.name,
    items: order.items.map((item) => ({
      name: item.name,
      quantity: item.quantity,
      lineTotal: item.lineTotal,
      includes: item.products.map((p) => p.name),
      type: item.type,
      ref: item.ref,
      ...(item.variant && { sizeMl: item.variant.sizeMl, kind: item.variant.kind }),
    })),
    total: order.total,
    address: order.customer.address,
    city: order.customer.city,
    orderDate: order.createdAt,
    paymentMethod: order.paymentMethod,
    shippingCost: order.shippingCost,
    deliveryDate: order.delivery?.date ?? null,
    deliverySlot: order.delivery?.slot ?? null,
    ...(order.gift ? { gift: true, giftWrap: order.gift.wrap ? order.gift.wrapPrice : null } : {}),
    ...(order.discount
      ? {
          discount: order.discount,
          promotionCodes: (order.promotions ?? []).flatMap((p) => (p.code ? [p.code] : [])),
        }
      : {}),
    ...(order.storeCredit ? { storeCredit: order.storeCredit } : {}),
  };
}

/** The stored record, or null when there is none or it is unreadable. */
export function parseLastOrder(raw: string | null): LastOrder | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = recordSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

type Store = Pick<Storage, "getItem" | "setItem"> & Partial<Pick<Storage, "removeItem">>;

const expired = (record: LastOrder, now: Date) =>
  now.getTime() - Date.parse(record.orderDate) > LAST_ORDER_KEEP_DAYS * 86_400_000;

export function saveLastOrder(store: Store, order: Order): LastOrder {
  const record = lastOrderFromOrder(order);
  try {
    store.setItem(LAST_ORDER_STORAGE_KEY, JSON.stringify(record));
  } catch {
    // Storage full or blocked: the order is placed regardless; the confirmation says it has none.
  }
  return record;
}

/** The saved record, unless it is unreadable or older than LAST_ORDER_KEEP_DAYS (then removed). */
export function readLastOrder(store: Store, now: Date = new Date()): LastOrder | null {
  try {
    const raw = store.getItem(LAST_ORDER_STORAGE_KEY);
    const record = parseLastOrder(raw);
    if (raw !== null && (!record || expired(record, now))) {
      store.removeItem?.(LAST_ORDER_STORAGE_KEY);
      return null;
    }
    return record;
  } catch {
    return null;
  }
}

/** "23 November 2026": day, long month, year, on the shop's calendar (Qatar time). */
export function formatOrderDate(iso: string, locale: string = "en-GB"): string {
  return new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: QATAR_TIME_ZONE }).format(
    new Date(iso),
  );
}
