// POST /api/orders/lookup: a shopper finds their order by its number and the phone they
// gave at checkout. An unknown number and a wrong phone get the same 404, after the same work, so
// the answer never tells whether an order exists; at most LOOKUPS_PER_MINUTE per client address
// (429 with Retry-After), counted in the database for every process (docs/decisions/020, 046).
// Nothing that names or locates the customer is returned.
import { Hono } from "hono";
import { LOOKUPS_PER_MINUTE, orderLookupSchema, type OrderLookup } from "../../app/shared/order-lookup";
import { toE164 } from "../../app/shared/phone";
import { clientAddress } from "../auth/client-address";
import { windowLimiter } from "./window-limiter";
import { statusHistory } from "../orders/change-status";
import { findOrder } from "../orders/order-store";
import type { AppServices } from "../services";
import { limitBody, readJson } from "./json-body";
import { reviewInvitations } from "../reviews/review-invitations";
import { problem, validationProblem, zodFieldErrors } from "./problem";

const NOT_FOUND = "We could not find an order with this number and phone number.";

export function orderLookupApi(services: AppServices, now: () => number = Date.now) {
  const api = new Hono();
  const limit = windowLimiter(services.db, "order-lookup", LOOKUPS_PER_MINUTE, now);

  api.post("/", limitBody, async (c) => {
    c.header("Cache-Control", "no-store");
    const retryAfter = await limit(clientAddress(c, services.config.trustProxy));
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
    const reviews = order.status === "Delivered" ? await reviewInvitations(services.db, order) : [];
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
      // Only on a gift: an order that is none answers as before.
      ...(reviews.length > 0 && { reviews }),
      ...(order.gift && {
        gift: {
          message: order.gift.message,
          wrap: order.gift.wrap ? order.gift.wrapPrice : null,
          recipientName: order.gift.recipient?.name ?? null,
        },
      }),
    } satisfies OrderLookup);
  });

  return api;
}
