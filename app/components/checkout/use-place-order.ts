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
import { useCatalogue } from "../../hooks/use-root-data";
import { format } from "../../i18n";
import { checkoutEn } from "../../i18n/checkout.en";
import { deliveryEn } from "../../i18n/delivery.en";
import { useTexts } from "../../i18n/parts";
import { promotionCodeTexts } from "../../content/promotion-code";
import { wordPromotionMessage } from "../../shared/promotions/messages";
import { CHECKOUT_TIME_HEADER } from "../../shared/bot-flags";
import { CART_STORAGE_KEY, type CartItem } from "../../shared/cart";
import { saveLastOrder } from "../../shared/last-order";
import type { OrderPaymentMethod } from "../../shared/order";
import type { Customer } from "../../shared/order-schema";
import type { GiftRequest } from "../../shared/gift";
import { useCart } from "../cart-provider";
import { useToast } from "../toaster";
import { localStore, sessionStore } from "./checkout-storage";
import { PROMOTION_CODE_STORAGE_KEY } from "./use-promotion-quote";

const ORDER_SUCCESS_TOAST_MS = 7000;

export type OrderFailure = Exclude<PlaceOrderResult, { ok: true }>;

interface OrderRequest {
  customer: Customer;
  items: CartItem[];
  slot: string | null;
  paymentMethod: OrderPaymentMethod;
  /** A gift's card, wrap, recipient and slip (app/shared/gift.ts); undefined = not a gift. */
  gift?: GiftRequest;
  /** The hidden field's value and how long the form was open (bot-signals.tsx). */
  website: string | undefined;
  openFor: number;
  /** The promotion code applied and the discount shown (decision 035). */
  promotion?: { code?: string; expectedDiscount?: number };
  /** Store credit to pay with, at most (decision 051). */
  storeCredit?: number;
}

/** Places the order; resolves to null once placed (the page moves on), or to why it was not. */
export function usePlaceOrder(): (request: OrderRequest) => Promise<OrderFailure | null> {
  const t = useTexts(checkoutEn).checkout;
  const deliveryTexts = useTexts(deliveryEn);
  const locale = useLocale();
  const localePath = useLocalePath();
  const cart = useCart();
  const toast = useToast();
  const navigate = useNavigate();
  const fallbackStore = useRef<KeyStore | null>(null);

  return async ({ customer, items, slot, paymentMethod, gift, website, openFor, promotion, storeCredit }) => {
    fallbackStore.current ??= memoryStore();
    const store = sessionStore(fallbackStore.current);
    let result: PlaceOrderResult;
    try {
      const body = {
        ...orderRequestBody(customer, items, { slot, paymentMethod }),
        language: locale,
        ...(gift ? { gift } : {}),
        ...(promotion?.code ? { code: promotion.code } : {}),
        ...(promotion?.expectedDiscount !== undefined ? { expectedDiscount: promotion.expectedDiscount } : {}),
        ...(website ? { website } : {}),
        ...(storeCredit ? { storeCredit } : {}),
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
    // The code went with this order; the next checkout starts without it.
    store.removeItem(PROMOTION_CODE_STORAGE_KEY);
    cart.clear();
    if (result.paymentUrl) {
      // Paid on the provider's page (a full redirect, never a frame: decision 040), which sends the
      // shopper back to the confirmation; the form stays busy until the browser has left. The
      // emptied cart is written now: the cart provider would write it after a render that the
      // page's unloading may never reach.
      try {
        localStore().setItem(CART_STORAGE_KEY, "[]");
      } catch {
        // Storage full or blocked: the cart provider's own write is all there is.
      }
      toast({ title: t.payment.redirecting });
      window.location.assign(result.paymentUrl);
      return null;
    }
    // "FREE delivery" only when this order's delivery was free.
    const description = result.order.shippingCost > 0 ? deliveryTexts.placedWithFee : t.toasts.success.description;
    toast({ title: t.toasts.success.title, description, duration: ORDER_SUCCESS_TOAST_MS });
    // The record also travels with the navigation, for browsers that refuse to store it.
    void navigate(localePath("/order-confirmation"), { state: { lastOrder } });
    return null;
  };
}

/** A refusal in the shopper's words. */
export function useFailureText(): (failure: OrderFailure) => string {
  const t = useTexts(checkoutEn).checkout;
  const deliveryTexts = useTexts(deliveryEn);
  const locale = useLocale();
  const catalogue = useCatalogue();
  return (result) => {
    if (result.reason === "unavailable") return result.status === null ? t.toasts.failure.network : t.toasts.failure.description;
    if (result.reason === "slot-full") return deliveryTexts.slotFull;
    if (result.reason === "promotion") {
      return result.failure.kind === "changed"
        ? promotionCodeTexts[locale].changed
        : wordPromotionMessage(result.failure.message, locale);
    }
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
