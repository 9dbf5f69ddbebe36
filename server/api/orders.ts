// Placing an order: POST /api/orders. The answer is made as plain data (server/api/answer.ts) by
// orderPlacing(), sent by the Hono route below and, under the real server, written on Node's
// response directly (server/api/direct-orders.ts, decision 054).
import { Hono } from "hono";
import { orderRequestSchema } from "../../app/shared/order-schema";
import type { AppServices } from "../services";
import { PAY_ONLINE, type Order } from "../../app/shared/order";
import { startOrderPayment } from "./start-payment";
import { knownPromotions } from "../promotions/order-promotions";
import { createOrder } from "../orders/create-order";
import { shopperOrder } from "../orders/order-store";
import { CHECKOUT_TIME_HEADER, MIN_CHECKOUT_MS, type BotFlag } from "../../app/shared/bot-flags";
import { limitBody, readJson } from "./json-body";
import { problemAnswer, validationProblemAnswer, zodFieldErrors } from "./problem";
import { clientAddress } from "../auth/client-address";
import { jsonAnswer, sendAnswer, withHeader, type ApiAnswer } from "./answer";
import { limitBuckets } from "../customers/order-limits";
import type { ShortLine } from "../orders/stock";
import { toE164 } from "../../app/shared/phone";
import { SLOT_FULL } from "../delivery/delivery-plan";
import { wordPromotionMessage } from "../../app/shared/promotions/messages";
import { signedInPhone } from "../store-credit/shopper";

const ORDER_LIMIT_TITLE = "Too many orders.";
/**
 * Why this order looks placed by a bot, if it does: the hidden field filled in, or the checkout
 * sent sooner than a person can. A script that sends a proper order (no hidden field, no time)
 * is not flagged: the order API is open to them.
 */
function botFlagOf(website: string | undefined, checkoutTime: string | undefined): BotFlag | undefined {
  if (website) return "honeypot";
  const ms = checkoutTime === undefined ? NaN : Number(checkoutTime);
  return Number.isFinite(ms) && ms >= 0 && ms < MIN_CHECKOUT_MS ? "too-fast" : undefined;
}

const BLOCKED_TITLE = "We cannot take this order online.";
const BLOCKED_DETAIL = "Please contact us on WhatsApp or by phone and we will help you with your order.";
const OUT_OF_STOCK_TITLE = "Not enough stock.";

const stockDetail = (line: ShortLine) =>
  line.available === 0 ? `${line.name} is sold out.` : `Only ${line.available} left of ${line.name}.`;

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

/** What placing an order reads of its request. */
export interface OrderRequest {
  /** The parsed JSON body. */
  body: unknown;
  idempotencyKey: string | undefined;
  /** The checkout's time on the page, in ms (CHECKOUT_TIME_HEADER). */
  checkoutTime: string | undefined;
  cookie: string | undefined;
  /** The client's address (server/auth/client-address.ts). */
  ip: string;
}

export function orderPlacing(services: AppServices): (request: OrderRequest) => Promise<ApiAnswer> {
  const { config, metrics } = services;
  /** The order is committed (its stock, slot and uses held); only now is the provider asked. */
  const startPayment = async (order: Order) => {
    const started = await startOrderPayment(services, order);
    return started.ok ? jsonAnswer({ ...shopperOrder(order), payment: { url: started.url } }, 201) : started.answer;
  };
  return async (request) => {
    const key = request.idempotencyKey;
    if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) {
      return problemAnswer(400, "Idempotency-Key must be 1 to 255 visible ASCII characters.");
    }
    const parsed = orderRequestSchema.safeParse(request.body);
    if (!parsed.success) {
      metrics.orderRefused("invalid");
      return validationProblemAnswer(zodFieldErrors(parsed.error));
    }
    const phone = toE164(parsed.data.customer.phone);
    // A blocked number is told to contact the shop, in the same words as a full order limit.
    if (await services.blocked.has(phone)) {
      services.refusals.count("blocked");
      metrics.orderRefused("blocked");
      return problemAnswer(403, BLOCKED_TITLE, { detail: BLOCKED_DETAIL });
    }
    const catalogue = await services.catalogue.get();
    // A number staff trust counts toward no phone limit (its address still does).
    const limitedPhone = (await services.trusted.has(phone)) ? null : phone;
    const limits = limitBuckets(config.orderLimits, limitedPhone, request.ip);
    // Store credit is the signed-in account's (decision 051): a guest who types a phone spends none.
    const wantsCredit = (parsed.data.storeCredit ?? 0) > 0;
    const creditPhone = wantsCredit ? await signedInPhone(services, request.cookie, new Date()) : null;
    if (wantsCredit && !creditPhone) {
      return problemAnswer(401, "Please sign in to use your store credit.", {
        code: "sign_in_for_credit",
        errors: [{ field: "storeCredit", pointer: "#/storeCredit", detail: "Please sign in to use your store credit." }],
      });
    }
    const started = performance.now();
    const result = await createOrder(services.db, catalogue, parsed.data, {
      botFlag: botFlagOf(parsed.data.website, request.checkoutTime),
      idempotencyKey: key,
      events: services.events,
      limits,
      maxTotal: config.store.codMaxOrder,
      mail: { staffEmail: config.mail.staffEmail, poke: services.mail.poke },
      knownPromotions: knownPromotions(await services.catalogue.stored()),
      onlinePayment: services.payments !== null,
      creditPhone,
    });
    switch (result.kind) {
      case "invalid":
        metrics.orderRefused("invalid");
        return validationProblemAnswer(result.errors);
      case "key-reused":
        return problemAnswer(422, "This Idempotency-Key was already used for a different order.");
      case "replayed": {
        // An online order still waiting (the first answer was lost): its payment page again.
        const url =
          result.order.status === "Awaiting payment" && services.payments
            ? ((await services.payments.ofOrder(result.order.id)).findLast((p) => p.url !== null)?.url ?? null)
            : null;
        return jsonAnswer({ ...shopperOrder(result.order), ...(url ? { payment: { url } } : {}) }, 201, {
          "Idempotent-Replayed": "true",
        });
      }
      case "limited":
        services.refusals.count(result.refusal.scope === "phone" ? "phone-limit" : "address-limit");
        metrics.orderRefused(result.refusal.scope === "phone" ? "phone-limit" : "address-limit");
        return withHeader(
          problemAnswer(429, ORDER_LIMIT_TITLE, {
            detail: `Too many orders from this ${result.refusal.scope === "phone" ? "phone number" : "network"}. Please contact us on WhatsApp to complete your order.`,
          }),
          "Retry-After",
          String(result.refusal.retryAfterSeconds),
        );
      case "out-of-stock":
        metrics.orderRefused("out-of-stock");
        // 409: the request was fine, the shop's stock is not; each short line by its pointer.
        return problemAnswer(409, OUT_OF_STOCK_TITLE, {
          detail: result.lines.map(stockDetail).join(" ") || "Some items are no longer available.",
          errors: result.lines.map((line) => ({
            field: line.pointer.slice(1).replace("/", "."),
            pointer: `#${line.pointer}`,
            detail: stockDetail(line),
          })),
          lines: result.lines.map(({ pointer, productId, variantId, available }) => ({
            pointer,
            productId,
            variantId,
            available,
          })),
        });
      case "slot-full":
        metrics.orderRefused("slot-full");
        return problemAnswer(409, SLOT_FULL, {
          code: "slot_full",
          errors: [{ field: "delivery.slot", pointer: "#/delivery/slot", detail: SLOT_FULL }],
        });
      case "promotion-refused": {
        metrics.orderRefused("promotion");
        // 409: the request was fine, the promotion is not what the shopper saw (decision 035).
        // A code refused is named by `code`; an offer that ended since the quote by `expectedDiscount`.
        const changed = result.discount !== undefined;
        const detail = changed
          ? "An offer on your order has ended. Please check the new total and order again."
          : wordPromotionMessage(result.message, parsed.data.language ?? "en");
        const field = changed ? "expectedDiscount" : "code";
        return problemAnswer(409, changed ? "The offers on your order have changed." : "This code cannot be used.", {
          code: changed ? "promotion_changed" : "promotion_refused",
          detail,
          reason: result.message.code,
          ...(result.message.amountNeeded !== undefined ? { amountNeeded: result.message.amountNeeded } : {}),
          ...(changed ? { discount: result.discount } : {}),
          errors: [{ field, pointer: `#/${field}`, detail }],
        });
      }
      case "credit-refused": {
        metrics.orderRefused("invalid");
        const detail = "Your store credit has changed. Please check the new total and order again.";
        return problemAnswer(409, "Your store credit has changed.", {
          code: "store_credit_changed",
          detail,
          balance: result.balance,
          errors: [{ field: "storeCredit", pointer: "#/storeCredit", detail }],
        });
      }
      case "created":
        metrics.orderCreated((performance.now() - started) / 1000);
        // The storefront shows "Sold out" from the catalogue: read it afresh once a perfume runs out.
        if (result.soldOut) services.catalogue.invalidate();
        // createOrder has recorded the "created" event before answering. No Location header:
        // an order is not a resource anyone can GET by its id (it holds personal data).
        if (result.order.paymentMethod === PAY_ONLINE) return startPayment(result.order);
        return jsonAnswer(shopperOrder(result.order), 201);
    }
  };
}

export function ordersApi(services: AppServices) {
  const api = new Hono();
  const placeOrder = orderPlacing(services);

  // Answers carry personal data: server/security-headers.ts marks them no-store (a header set here
  // after the handler would make Hono copy every response, a cost on each order).
  api.post("/", limitBody, async (c) => {
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const answer = await placeOrder({
      body: body.value,
      idempotencyKey: c.req.header("idempotency-key"),
      checkoutTime: c.req.header(CHECKOUT_TIME_HEADER),
      cookie: c.req.header("cookie"),
      ip: clientAddress(c, services.config.trustProxy),
    });
    return sendAnswer(c, answer);
  });

  return api;
}
