import { describe, expect, it } from "vitest";
import { blankGift, checkGift, wrapCharge } from "./gift-values";

const gift = { ...blankGift, isGift: true };

describe("the checkout's gift choices", () => {
  it("sends nothing when the order is no gift, whatever was typed", () => {
    expect(checkGift({ ...blankGift, message: "x".repeat(400) }, true)).toEqual({ ok: true, gift: undefined });
  });

  it("names each field's problem", () => {
    expect(checkGift({ ...gift, message: "x".repeat(251) }, true)).toEqual({ ok: false, problems: { message: "tooLong" } });
    expect(checkGift({ ...gift, someoneElse: true, recipientName: " ", recipientPhone: "12" }, true)).toEqual({
      ok: false,
      problems: { recipientName: "required", recipientPhone: "invalid" },
    });
    expect(checkGift({ ...gift, wrap: true }, false)).toEqual({ ok: false, problems: { wrap: "notAllowed" } });
  });

  it("sends the recipient only when someone else receives it", () => {
    const checked = checkGift({ ...gift, message: "Hi", recipientName: "Mariam", recipientPhone: "33334444" }, true);
    expect(checked).toEqual({ ok: true, gift: { message: "Hi", wrap: false, hidePrices: false } });
    const sent = checkGift({ ...gift, someoneElse: true, recipientName: "Mariam", recipientPhone: "33334444" }, true);
    expect(sent.ok && sent.gift?.recipient).toEqual({ name: "Mariam", phone: "33334444" });
  });

  it("adds the wrap's price only to a wrapped gift the shop offers", () => {
    const wrap = { offered: true, price: 1500 };
    expect(wrapCharge({ ...gift, wrap: true }, wrap)).toBe(1500);
    expect(wrapCharge({ ...blankGift, wrap: true }, wrap)).toBe(0);
    expect(wrapCharge({ ...gift, wrap: true }, { offered: false, price: 1500 })).toBe(0);
  });
});
