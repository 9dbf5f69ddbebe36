// What the checkout shows of a promotion quote (app/shared/promotions/quote.ts), kept pure so it
// is tested without a browser: whether the code typed holds, and what the order sends so the
// server refuses rather than charges more than was shown (decision 035).
import type { PromotionMessage } from "../../shared/promotions/messages";
import type { PromotionQuote } from "../../shared/promotions/quote";

export type CodeState =
  | { kind: "none" }
  | { kind: "checking"; code: string }
  | { kind: "applied"; code: string }
  | { kind: "refused"; code: string; message: PromotionMessage };

/**
 * The code field's state: `tried` is what the shopper applied, `quote` the answer for it (null
 * while it is asked), `refusal` the order's 409 about it, which outweighs an older quote.
 */
export function codeState(tried: string | null, quote: PromotionQuote | null, refusal: PromotionMessage | null): CodeState {
  if (!tried) return { kind: "none" };
  if (refusal) return { kind: "refused", code: tried, message: refusal };
  if (!quote) return { kind: "checking", code: tried };
  if (quote.code) return { kind: "applied", code: quote.code };
  return { kind: "refused", code: tried, message: quote.messages[0] ?? { code: "unknown" } };
}

/** The order's promotion fields: the code only when it applied, and the discount the shopper saw. */
export function orderPromotion(state: CodeState, quote: PromotionQuote | null): { code?: string; expectedDiscount?: number } {
  return {
    ...(state.kind === "applied" ? { code: state.code } : {}),
    ...(quote ? { expectedDiscount: quote.discount } : {}),
  };
}

/** A 409 from the order: a refused code (with why) or offers that changed since the quote. */
export type PromotionFailure = { kind: "refused"; message: PromotionMessage } | { kind: "changed"; discount: number | null };
