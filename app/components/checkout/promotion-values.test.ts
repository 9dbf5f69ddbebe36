import { describe, expect, it } from "vitest";
import type { PromotionQuote } from "../../shared/promotions/quote";
import { codeState, orderPromotion } from "./promotion-values";

const quote = (over: Partial<PromotionQuote>): PromotionQuote => ({
  lines: [],
  subtotal: 20000,
  delivery: 0,
  deliveryDiscount: 0,
  discount: 0,
  total: 20000,
  applied: [],
  messages: [],
  nudges: [],
  code: null,
  ...over,
});

describe("codeState", () => {
  it("is none without a code, checking while the quote is asked", () => {
    expect(codeState(null, quote({}), null)).toEqual({ kind: "none" });
    expect(codeState("wf20", null, null)).toEqual({ kind: "checking", code: "wf20" });
  });

  it("shows the code as the shop knows it when it applies", () => {
    expect(codeState("wf20", quote({ code: "WF20", discount: 4000 }), null)).toEqual({ kind: "applied", code: "WF20" });
  });

  it("gives the quote's reason when the code does not apply, and the order's refusal over an older quote", () => {
    const refused = quote({ messages: [{ code: "min_subtotal", amountNeeded: 4000 }] });
    expect(codeState("wf20", refused, null)).toEqual({
      kind: "refused",
      code: "wf20",
      message: { code: "min_subtotal", amountNeeded: 4000 },
    });
    expect(codeState("wf20", quote({ code: "WF20" }), { code: "used_by_phone" })).toEqual({
      kind: "refused",
      code: "wf20",
      message: { code: "used_by_phone" },
    });
  });
});

describe("orderPromotion", () => {
  it("sends the applied code and the discount shown; a refused code is not sent", () => {
    const applied = quote({ code: "WF20", discount: 4000 });
    expect(orderPromotion(codeState("wf20", applied, null), applied)).toEqual({ code: "WF20", expectedDiscount: 4000 });
    const refused = quote({ messages: [{ code: "unknown" }], discount: 1000 });
    expect(orderPromotion(codeState("nope", refused, null), refused)).toEqual({ expectedDiscount: 1000 });
    expect(orderPromotion({ kind: "none" }, null)).toEqual({});
  });
});
