// Asks POST /api/promotions/quote for the checkout's items, area and code (decision 035): on load,
// whenever the cart, the area or the code changes, and again when the order was refused because
// the offers changed. Automatic offers need no code and show up in the same answer.
import { useEffect, useMemo, useState } from "react";
import { toOrderItems, type CartItem } from "../../shared/cart";
import type { City } from "../../shared/order-schema";
import type { PromotionMessage } from "../../shared/promotions/messages";
import type { PromotionQuote } from "../../shared/promotions/quote";
import { codeState, orderPromotion, type CodeState, type PromotionFailure } from "./promotion-values";

const QUOTE_ENDPOINT = "/api/promotions/quote";
/** The code applied in the cart, kept for this tab's checkout beside the cart. */
export const PROMOTION_CODE_STORAGE_KEY = "promotionCode";

function storedCode(): string | null {
  try {
    return window.sessionStorage.getItem(PROMOTION_CODE_STORAGE_KEY);
  } catch {
    return null;
  }
}

function storeCode(code: string | null): void {
  try {
    if (code) window.sessionStorage.setItem(PROMOTION_CODE_STORAGE_KEY, code);
    else window.sessionStorage.removeItem(PROMOTION_CODE_STORAGE_KEY);
  } catch {
    // Storage blocked: the checkout asks for the code again.
  }
}

export interface PromotionQuoteState {
  quote: PromotionQuote | null;
  state: CodeState;
  /** The offers changed under the shopper's feet (409 promotion_changed): told until the next change. */
  changed: boolean;
  apply(code: string): void;
  remove(): void;
  /** The order's 409 about promotions: a refused code shows on the field; changed offers re-quote. */
  refused(failure: PromotionFailure): void;
  /** What the order sends: the applied code and the discount shown. */
  forOrder(): { code?: string; expectedDiscount?: number };
}

function isQuote(data: unknown): data is PromotionQuote {
  return typeof data === "object" && data !== null && typeof (data as PromotionQuote).total === "number";
}

export function usePromotionQuote(items: CartItem[], area: City | null): PromotionQuoteState {
  const [tried, setTried] = useState<string | null>(null);
  const [quote, setQuote] = useState<PromotionQuote | null>(null);
  const [refusal, setRefusal] = useState<PromotionMessage | null>(null);
  const [changed, setChanged] = useState(false);
  const [round, setRound] = useState(0);
  const body = useMemo(
    () =>
      items.length === 0
        ? null
        : JSON.stringify({ items: toOrderItems(items), ...(area ? { area } : {}), ...(tried ? { code: tried } : {}) }),
    [items, area, tried],
  );

  // The code applied in the cart comes along (read after hydration: the server has no storage).
  useEffect(() => {
    const saved = storedCode();
    if (saved) setTried(saved);
  }, []);

  useEffect(() => {
    if (!body) return;
    const controller = new AbortController();
    setQuote(null);
    fetch(QUOTE_ENDPOINT, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body,
      signal: controller.signal,
    })
      .then(async (response) => (response.ok ? ((await response.json()) as unknown) : null))
      .then((data) => {
        if (!controller.signal.aborted) setQuote(isQuote(data) ? data : null);
      })
      .catch(() => {
        // Aborted or offline: the summary keeps the catalogue's prices and the server prices the order.
      });
    return () => controller.abort();
  }, [body, round]);

  const state = codeState(tried, quote, refusal);
  // Remembered once the shop accepts it; forgotten when removed or refused.
  const appliedCode = state.kind === "applied" ? state.code : null;
  const refusedCode = state.kind === "refused";
  useEffect(() => {
    if (appliedCode) storeCode(appliedCode);
    else if (refusedCode) storeCode(null);
  }, [appliedCode, refusedCode]);
  return {
    quote,
    state,
    changed,
    apply(code) {
      const next = code.trim();
      setRefusal(null);
      setChanged(false);
      setTried(next || null);
    },
    remove() {
      storeCode(null);
      setRefusal(null);
      setChanged(false);
      setTried(null);
    },
    refused(failure) {
      if (failure.kind === "refused") setRefusal(failure.message);
      else setChanged(true);
      // Asked again either way: the summary must not keep showing a discount the order refused.
      setRound((n) => n + 1);
    },
    forOrder: () => orderPromotion(state, quote),
  };
}
