// What the storefront may promise about delivery in general, apart from the rest of
// app/shared/delivery.ts (which re-exports it) because that module builds its zod schemas when
// loaded: the home, product, offers and cart pages need only this, and keep zod out of their
// JavaScript (the home page's budget, e2e/home.spec.ts; app/browser/zod-csp.ts).
import type { DeliverySettings } from "./delivery";
import { CARD, CASH, type PaymentMethod } from "./order";

/**
 * Free everywhere served, free from one amount (the largest threshold among the areas that
 * charge), or a fee somewhere.
 */
export type DeliveryPromise = { kind: "free" } | { kind: "free-over"; amount: number } | { kind: "paid" };
export function deliveryPromise(settings: Pick<DeliverySettings, "areas">): DeliveryPromise {
  const charging = settings.areas.filter((a) => a.served && a.fee > 0);
  if (charging.length === 0) return { kind: "free" };
  if (charging.some((a) => a.freeOver === null)) return { kind: "paid" };
  return { kind: "free-over", amount: Math.max(...charging.map((a) => a.freeOver ?? 0)) };
}

/** The payment methods the checkout offers under these settings (the footer lists the same). */
export const paymentMethods = (settings: Pick<DeliverySettings, "cardOnDelivery">): PaymentMethod[] =>
  settings.cardOnDelivery ? [CASH, CARD] : [CASH];
