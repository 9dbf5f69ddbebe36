// Sending the order: one Idempotency-Key per attempt (app/browser/checkout-attempt.ts) makes double
// clicks, resends and lost answers end in exactly one order. A placed order is remembered for the
// confirmation page, the cart emptied and the shopper taken there; a refusal is handed back for
// the form to show, worded by `useFailureText`.
import { useRef } from "react";
import { useNavigate } from "react-router";
import {
  endAttempt,
  idempotencyKeyFor,
  memoryStore,
  orderRequestBody,
  placeOrder,
  type KeyStore,
  type PlaceOrderResult,
} from "../../browser/checkout-attempt";
import { useLocale, useLocalePath } from "../../hooks/use-locale";
import { useCatalogue, useMessages } from "../../hooks/use-root-data";
import { format } from "../../i18n";
import { deliveryTexts } from "../../content/delivery";
import { CHECKOUT_TIME_HEADER } from "../../shared/bot-flags";
import type { CartItem } from "../../shared/cart";
import { saveLastOrder } from "../../shared/last-order";
import type { PaymentMethod } from "../../shared/order";
import type { Customer } from "../../shared/order-schema";
import { useCart } from "../cart-provider";
import { useToast } from "../toaster";
import { localStore, sessionStore } from "./checkout-storage";

const ORDER_SUCCESS_TOAST_MS = 7000;

export type OrderFailure = Exclude<PlaceOrderResult, { ok: true }>;

interface OrderRequest {
  customer: Customer;
  items: CartItem[];
  slot: string | null;
  paymentMethod: PaymentMethod;
  /** The hidden field's value and how long the form was open (bot-signals.tsx). */
  website: string | undefined;
  openFor: number;
}

/** Places the order; resolves to null once placed (the page moves on), or to why it was not. */
export function usePlaceOrder(): (request: OrderRequest) => Promise<OrderFailure | null> {
  const t = useMessages().checkout;
  const locale = useLocale();
  const localePath = useLocalePath();
  const cart = useCart();
  const toast = useToast();
  const navigate = useNavigate();
  const fallbackStore = useRef<KeyStore | null>(null);

  return async ({ customer, items, slot, paymentMethod, website, openFor }) => {
    fallbackStore.current ??= memoryStore();
    const store = sessionStore(fallbackStore.current);
    let result: PlaceOrderResult;
    try {
      const body = {
        ...orderRequestBody(customer, items, { slot, paymentMethod }),
        language: locale,
        ...(website ? { website } : {}),
      };
      result = await placeOrder(body, idempotencyKeyFor(body, store), {
        headers: { [CHECKOUT_TIME_HEADER]: String(openFor) },
      });
    } catch (error) {
      // Not expected (placeOrder reports failures as results), but the form must not stay stuck.
      console.error(error);
      result = { ok: false, reason: "rejected", message: null, status: 0 };
    }
    if (!result.ok) {
      console.error("Order placement failed", result);
      return result;
    }
    const lastOrder = saveLastOrder(localStore(), result.order);
    endAttempt(store);
    cart.clear();
    // "FREE delivery" only when this order's delivery was free.
    const description = result.order.shippingCost > 0 ? deliveryTexts[locale].placedWithFee : t.toasts.success.description;
    toast({ title: t.toasts.success.title, description, duration: ORDER_SUCCESS_TOAST_MS });
    // The record also travels with the navigation, for browsers that refuse to store it.
    void navigate(localePath("/order-confirmation"), { state: { lastOrder } });
    return null;
  };
}

/** A refusal in the shopper's words. */
export function useFailureText(): (failure: OrderFailure) => string {
  const t = useMessages().checkout;
  const locale = useLocale();
  const catalogue = useCatalogue();
  return (result) => {
    if (result.reason === "unavailable") return result.status === null ? t.toasts.failure.network : t.toasts.failure.description;
    if (result.reason === "slot-full") return deliveryTexts[locale].slotFull;
    if (result.reason === "out-of-stock") {
      // Named in the shopper's language from the catalogue, each perfume once.
      const texts = [...new Map(result.lines.map((line) => [line.productId, line])).values()].map((line) => {
        const name = catalogue.products.find((p) => p.id === line.productId)?.name ?? "";
        return line.available === 0
          ? format(t.toasts.failure.soldOut, { name })
          : format(t.toasts.failure.onlyLeft, { name, count: line.available });
      });
      return texts.join(" ") || t.toasts.failure.description;
    }
    // The API words its refusals in English; the Arabic edition keeps to its own text.
    return (locale === "en" && result.message) || t.toasts.failure.description;
  };
}
