// What an order's delivery will be, decided by the server from the shop's settings
// whatever the client says: the area (the address's city), its fee for this subtotal, the
// expected day (app/shared/delivery.ts, Qatar time), the slot when the shop offers slots, and the
// payment method the shop accepts.
import { AREA_NOT_SERVED, quoteDelivery, slotChoices, type DeliverySettings, type SlotChoice } from "../../app/shared/delivery";
import { CARD, CASH, PAY_ONLINE, type OrderPaymentMethod } from "../../app/shared/order";
import type { OrderRequest } from "../../app/shared/order-schema";
import type { FieldMessage } from "../../app/shared/field-errors";

export interface DeliveryPlan {
  fee: number;
  /** The expected day, or the chosen slot's day. */
  date: string;
  slot: SlotChoice | null;
  paymentMethod: OrderPaymentMethod;
}

const AREA_MISMATCH = "The delivery area must be the address's city.";
const CARD_NOT_OFFERED = "Card on Delivery is not offered. Please choose Cash on Delivery.";
const ONLINE_NOT_OFFERED = "Online payment is not offered. Please choose Cash on Delivery.";
const SLOT_REQUIRED = "Please choose a delivery slot.";
const SLOT_UNAVAILABLE = "This delivery slot is not available. Please choose another.";
export const SLOT_FULL = "This delivery slot has just filled up. Please choose another.";

export function planDelivery(
  settings: DeliverySettings,
  request: Pick<OrderRequest, "customer" | "delivery" | "paymentMethod">,
  subtotal: number,
  now: Date,
  /** A payment provider is configured (services.payments): "Pay Online" is taken (decision 040). */
  onlinePayment = false,
): { ok: true; plan: DeliveryPlan } | { ok: false; errors: FieldMessage[] } {
  const errors: FieldMessage[] = [];
  const asked = request.delivery?.area;
  if (asked !== undefined && asked !== request.customer.city) {
    return { ok: false, errors: [{ field: "delivery.area", message: AREA_MISMATCH, code: "invalid" }] };
  }
  const quoted = quoteDelivery(settings, request.customer.city, subtotal, now);
  if (!quoted.ok) {
    return {
      ok: false,
      errors: [{ field: asked ? "delivery.area" : "customer.city", message: AREA_NOT_SERVED, code: "notAllowed" }],
    };
  }
  const paymentMethod = request.paymentMethod ?? CASH;
  if (paymentMethod === CARD && !settings.cardOnDelivery)
    errors.push({ field: "paymentMethod", message: CARD_NOT_OFFERED, code: "notAllowed" });
  if (paymentMethod === PAY_ONLINE && !onlinePayment)
    errors.push({ field: "paymentMethod", message: ONLINE_NOT_OFFERED, code: "notAllowed" });

  let slot: SlotChoice | null = null;
  // With slots off, a slot sent anyway is not kept: the shop has none to honour.
  if (settings.slots.enabled) {
    const wanted = request.delivery?.slot;
    if (!wanted) errors.push({ field: "delivery.slot", message: SLOT_REQUIRED, code: "required" });
    else {
      slot = slotChoices(settings, quoted.area, now).find((choice) => choice.id === wanted) ?? null;
      if (!slot) errors.push({ field: "delivery.slot", message: SLOT_UNAVAILABLE, code: "invalid" });
    }
  }
  if (errors.length) return { ok: false, errors };
  return { ok: true, plan: { fee: quoted.quote.fee, date: slot?.day ?? quoted.quote.date, slot, paymentMethod } };
}
