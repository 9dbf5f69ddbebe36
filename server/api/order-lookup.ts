// POST /api/orders/lookup: a shopper finds their order by its number and the phone they
// gave at checkout. An unknown number and a wrong phone get the same 404, after the same work, so
// the answer never tells whether an order exists; at most LOOKUPS_PER_MINUTE per client address
// (429 with Retry-After), counted in this process (docs/decisions/020). Nothing that names or
// locates the customer is returned.
import { Hono } from "hono";
import { LOOKUPS_PER_MINUTE, orderLookupSchema, type OrderLookup } from "../../app/shared/order-lookup";
import { toE164 } from "../../app/shared/phone";
import { clientAddress } from "../auth/client-address";
import { statusHistory } from "../orders/change-status";
import { findOrder } from "../orders/order-store";
import type { AppServices } from "../services";
import { limitBody, readJson } from "./json-body";
import { problem, validationProblem, zodFieldErrors } from "./problem";

const WINDOW_MS = 60_000;
const NOT_FOUND = "We could not find an order with this number and phone number.";

/** Lookup times per address within the last minute; old addresses are forgotten as they age. */
function lookupLimiter(now: () => number) {
  const seen = new Map<string, number[]>();
  return (address: string): number | null => {
    const at = now();
    const recent = (seen.get(address) ?? []).filter((t) => at - t < WINDOW_MS);
    if (recent.length >= LOOKUPS_PER_MINUTE) {
      seen.set(address, recent);
      return Math.max(1, Math.ceil((recent[0] + WINDOW_MS - at) / 1000));
    }
    recent.push(at);
    seen.set(address, recent);
    if (seen.size > 10_000) for (const [key, times] of seen) if (times.every((t) => at - t >= WINDOW_MS)) seen.delete(key);
    return null;
  };
}

export function orderLookupApi(services: AppServices, now: () => number = Date.now) {
  const api = new Hono();
  const limit = lookupLimiter(now);

  api.post("/", limitBody, async (c) => {
    c.header("Cache-Control", "no-store");
    const retryAfter = limit(clientAddress(c, services.config.trustProxy));
    if (retryAfter !== null) {
      c.header("Retry-After", String(retryAfter));
      return problem(c, 429, "Too many lookups. Please wait a minute and try again.");
    }
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const parsed = orderLookupSchema.safeParse(body.value);
    if (!parsed.success) return validationProblem(c, zodFieldErrors(parsed.error));
    const { orderNumber, phone } = parsed.data;

    const row = await services.db.kysely
      .selectFrom("orders")
      .select(["id", "phone_number", "customer_phone"])
      .where("number", "=", orderNumber)
      .executeTakeFirst();
    const typed = toE164(phone);
    const stored = row ? (row.phone_number ?? toE164(row.customer_phone)) : null;
    const order = row && typed !== null && typed === stored ? await findOrder(services.db, row.id) : null;
    if (!order) return problem(c, 404, NOT_FOUND);
    const history = await statusHistory(services.db, order);
    return c.json({
      orderNumber: order.orderNumber,
      status: order.status,
      history: history.map((h) => ({ status: h.status, at: h.changedAt })),
      items: order.items.map((item) => ({
        name: item.name,
        quantity: item.quantity,
        type: item.type,
        ref: item.ref,
        ...(item.variant && { variant: item.variant }),
      })),
      subtotal: order.subtotal,
      shippingCost: order.shippingCost,
      total: order.total,
      paymentMethod: order.paymentMethod,
      collected: order.dispatch?.collected ?? null,
      delivery: order.delivery ?? null,
      createdAt: order.createdAt,
    } satisfies OrderLookup);
  });

  return api;
}
