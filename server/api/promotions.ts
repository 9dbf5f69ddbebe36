// POST /api/promotions/quote: what the cart or checkout costs with the promotions that hold and
// the code typed, priced by the same code as the order (server/promotions/order-promotions.ts) and
// written nowhere. Public, so at most QUOTES_PER_MINUTE per client address (429 with Retry-After),
// counted in the database like the order lookup (docs/decisions/035, 046).
import { Hono } from "hono";
import { quoteRequestSchema, type PromotionQuote, type QuoteLine } from "../../app/shared/promotions/quote";
import { quoteDelivery } from "../../app/shared/delivery";
import { toE164, isValidQatarPhone } from "../../app/shared/phone";
import { clientAddress } from "../auth/client-address";
import { windowLimiter } from "./window-limiter";
import { priceOrder } from "../orders/pricing";
import { knownPromotions, promotionsFor } from "../promotions/order-promotions";
import type { AppServices } from "../services";
import { limitBody, readJson } from "./json-body";
import { problem, validationProblem, zodFieldErrors } from "./problem";

const QUOTES_PER_MINUTE = 120;

export function promotionsApi(services: AppServices, options: { now?: () => Date } = {}) {
  const api = new Hono();
  const clock = options.now ?? (() => new Date());
  const limit = windowLimiter(services.db, "promotion-quote", QUOTES_PER_MINUTE, () => clock().getTime());

  api.post("/quote", limitBody, async (c) => {
    c.header("Cache-Control", "no-store");
    const retryAfter = await limit(clientAddress(c, services.config.trustProxy));
    if (retryAfter !== null) {
      c.header("Retry-After", String(retryAfter));
      return problem(c, 429, "Too many requests. Please wait a minute and try again.");
    }
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const parsed = quoteRequestSchema.safeParse(body.value);
    if (!parsed.success) return validationProblem(c, zodFieldErrors(parsed.error));
    const { items, area, code, phone } = parsed.data;
    const catalogue = await services.catalogue.get();
    const priced = priceOrder(items, catalogue);
    if (!priced.ok) return validationProblem(c, priced.errors);
    const now = clock();
    const subtotal = priced.order.subtotal;
    const delivery = area ? quoteDelivery(catalogue.delivery, area, subtotal, now) : null;
    if (delivery && !delivery.ok) return validationProblem(c, [{ field: "area", message: delivery.message, code: "notAllowed" }]);
    const outcome = await promotionsFor(services.db, catalogue, priced.order.items, {
      code,
      phone: phone && isValidQatarPhone(phone) ? toE164(phone) : null,
      area: area ?? null,
      delivery: delivery?.quote.fee ?? 0,
      freeDeliveryOver: delivery?.quote.freeOver ?? null,
      now,
      known: knownPromotions(await services.catalogue.stored()),
    });
    const { pricing } = outcome;
    const lines: QuoteLine[] = [
      ...priced.order.items.map((item, index) => ({
        index,
        productId: item.type === "product" ? item.ref : null,
        variantId: item.variant?.id ?? null,
        name: item.name,
        quantity: item.quantity,
        unitPrice: item.unitPrice,
        lineTotal: item.lineTotal,
        discount: pricing.lineDiscounts[index] ?? 0,
      })),
      ...outcome.freeItems.map((item, k) => ({
        index: null,
        productId: item.ref,
        variantId: item.variant?.id ?? null,
        name: item.name,
        quantity: item.quantity,
        unitPrice: 0,
        lineTotal: 0,
        discount: 0,
        freeBy: pricing.freeLines[k]?.promotionId,
      })),
    ];
    return c.json({
      lines,
      subtotal,
      delivery: pricing.delivery,
      deliveryDiscount: pricing.deliveryDiscount,
      discount: pricing.discount,
      total: pricing.total,
      applied: pricing.applied,
      messages: pricing.messages,
      nudges: pricing.nudges,
      code: outcome.code,
    } satisfies PromotionQuote);
  });
  return api;
}
