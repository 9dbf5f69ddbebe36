// A shopper's online payment after checkout (docs/decisions/040), for the confirmation and tracking
// pages: POST /api/orders/payment (how it stands), …/retry (a new payment after a failure) and
// …/cash (pay on delivery instead). The order is named by its number with its id (the
// confirmation's record) or with the checkout phone; by phone, at most LOOKUPS_PER_MINUTE a minute
// per client address, as /api/orders/lookup. An unknown order and a wrong id or phone get the same 404.
import { Hono, type Context } from "hono";
import { LOOKUPS_PER_MINUTE } from "../../app/shared/order-lookup";
import { PAY_ONLINE, type Order } from "../../app/shared/order";
import { orderPaymentKeySchema, type OrderPaymentKey, type OrderPaymentView } from "../../app/shared/order-payment-request";
import { exceedsCodMax } from "../../app/shared/prices";
import { toE164 } from "../../app/shared/phone";
import { clientAddress } from "../auth/client-address";
import { findOrder } from "../orders/order-store";
import { payFailedOnDelivery, retryFailedPayment, type ShopperPaymentChange } from "../orders/shopper-payment";
import type { AppServices } from "../services";
import { windowLimiter } from "./window-limiter";
import { limitBody, readJson } from "./json-body";
import { problem, validationProblem, zodFieldErrors } from "./problem";
import { startOrderPayment } from "./start-payment";
import { sendAnswer } from "./answer";
import { SHORTAGE_CODES, SHORTAGE_TEXTS, type HoldShortage } from "../../app/shared/order-holds";

const NOT_FOUND = "We could not find this order.";

const SHORTAGE_TITLES: Record<HoldShortage, string> = {
  stock: "Not enough stock.",
  slot: "The delivery time is full.",
  promotion: "The promotion code has no uses left.",
  credit: "Not enough store credit.",
};

export function orderPaymentApi(services: AppServices, now: () => number = Date.now) {
  const api = new Hono();
  const limit = windowLimiter(services.db, "payment-lookup", LOOKUPS_PER_MINUTE, now);

  /** The order the body names, or the answer to give instead. */
  const orderOf = async (c: Context): Promise<{ order: Order } | { response: Response }> => {
    c.header("Cache-Control", "no-store");
    const body = await readJson(c);
    if (!body.ok) return { response: body.response };
    const parsed = orderPaymentKeySchema.safeParse(body.value);
    if (!parsed.success) return { response: validationProblem(c, zodFieldErrors(parsed.error)) };
    const key: OrderPaymentKey = parsed.data;
    // The id is unguessable; a phone is not, so its tries are counted.
    if (key.orderId === undefined) {
      const retryAfter = await limit(clientAddress(c, services.config.trustProxy));
      if (retryAfter !== null) {
        c.header("Retry-After", String(retryAfter));
        return { response: problem(c, 429, "Too many lookups. Please wait a minute and try again.") };
      }
    }
    const row = await services.db.kysely
      .selectFrom("orders")
      .select(["id", "phone_number", "customer_phone"])
      .where("number", "=", key.orderNumber)
      .executeTakeFirst();
    const matches =
      row !== undefined &&
      (key.orderId !== undefined
        ? key.orderId === row.id
        : toE164(key.phone!) !== null && toE164(key.phone!) === (row.phone_number ?? toE164(row.customer_phone)));
    const order = matches ? await findOrder(services.db, row.id) : null;
    return order ? { order } : { response: problem(c, 404, NOT_FOUND) };
  };

  const view = (order: Order): OrderPaymentView => {
    const failed = order.status === "Payment failed" && order.paymentMethod === PAY_ONLINE;
    return {
      orderNumber: order.orderNumber,
      status: order.status,
      paymentMethod: order.paymentMethod,
      total: order.total,
      canRetry: failed && services.payments !== null,
      canPayOnDelivery: failed && !exceedsCodMax(order.total, services.config.store.codMaxOrder),
    };
  };

  /** A refused change, as the pages word it: 409 with a code, or 422 naming the payment method. */
  const refusal = (c: Context, change: Exclude<ShopperPaymentChange, { kind: "changed" }>) => {
    switch (change.kind) {
      case "not-found":
        return problem(c, 404, NOT_FOUND);
      case "not-failed":
        return problem(c, 409, "This order's payment has not failed.", {
          code: "payment_not_failed",
          detail: `The order is ${change.status}.`,
        });
      case "short":
        return problem(c, 409, SHORTAGE_TITLES[change.short], {
          code: SHORTAGE_CODES[change.short],
          detail: SHORTAGE_TEXTS[change.short],
        });
      case "over-cod-max":
        return validationProblem(c, [
          { field: "paymentMethod", message: "This order is over the Cash on Delivery limit. Please pay online or contact us." },
        ]);
    }
  };

  api.post("/", limitBody, async (c) => {
    const found = await orderOf(c);
    if ("response" in found) return found.response;
    return c.json(view(found.order));
  });

  api.post("/retry", limitBody, async (c) => {
    const found = await orderOf(c);
    if ("response" in found) return found.response;
    if (!services.payments) return problem(c, 409, "Online payment is off.", { code: "payment_off" });
    const change = await retryFailedPayment(services.db, found.order.id);
    if (change.kind !== "changed") return refusal(c, change);
    services.events.poke();
    services.catalogue.invalidate();
    const order = (await findOrder(services.db, found.order.id)) ?? found.order;
    const started = await startOrderPayment(services, order);
    return started.ok ? c.json({ payment: { url: started.url } }, 201) : sendAnswer(c, started.answer);
  });

  api.post("/cash", limitBody, async (c) => {
    const found = await orderOf(c);
    if ("response" in found) return found.response;
    const change = await payFailedOnDelivery(services.db, found.order.id, services.config.store.codMaxOrder);
    if (change.kind !== "changed") return refusal(c, change);
    services.events.poke();
    services.catalogue.invalidate();
    if (change.mailed) services.mail.poke();
    const order = await findOrder(services.db, found.order.id);
    return order ? c.json(view(order)) : problem(c, 404, NOT_FOUND);
  });

  return api;
}
