import { describe, expect, it } from "vitest";
import {
  cleanGiftMessage,
  giftCharge,
  giftMessageLength,
  giftRequestSchema,
  parseStoredGift,
  priceGift,
  readGiftWrapSetting,
  recipientPays,
} from "./gift";

describe("gift rules", () => {
  it("counts characters as a reader does and cleans the message", () => {
    expect(giftMessageLength("🎁🎁")).toBe(2);
    expect(giftMessageLength("مبروك")).toBe(5);
    expect(cleanGiftMessage("  \u2067Hi\u2069\n ")).toBe("Hi");
  });

  it("refuses a message over 250 characters and control characters, keeps line breaks", () => {
    expect(giftRequestSchema.safeParse({ message: "x".repeat(250) }).success).toBe(true);
    const long = giftRequestSchema.safeParse({ message: "x".repeat(251) });
    expect(long.success).toBe(false);
    expect(long.error?.issues[0].path).toEqual(["message"]);
    expect(giftRequestSchema.safeParse({ message: "a\u0000b" }).success).toBe(false);
    expect(giftRequestSchema.parse({ message: "one\ntwo" }).message).toBe("one\ntwo");
    // Nothing visible is no message.
    expect(giftRequestSchema.parse({ message: " \u200B " }).message).toBeUndefined();
  });

  it("prices the wrap from the shop's setting only", () => {
    const priced = priceGift({ wrap: true }, { offered: true, price: 1500 });
    expect(priced).toEqual({ ok: true, gift: expect.objectContaining({ wrap: true, wrapPrice: 1500 }) });
    expect(priced.ok && giftCharge(priced.gift)).toBe(1500);
    const unwrapped = priceGift({ message: "Hi" }, { offered: true, price: 1500 });
    expect(unwrapped.ok && giftCharge(unwrapped.gift)).toBe(0);
    expect(priceGift({ wrap: true }, { offered: false, price: 0 })).toEqual({
      ok: false,
      errors: [expect.objectContaining({ field: "gift.wrap" })],
    });
    expect(priceGift(undefined, { offered: true, price: 1500 })).toEqual({ ok: true, gift: null });
  });

  it("stores the recipient's phone as staff read it, and says who pays", () => {
    const request = giftRequestSchema.parse({ recipient: { name: "Mariam", phone: "3333-4444" } });
    const priced = priceGift(request, { offered: true, price: 0 });
    expect(priced.ok && priced.gift?.recipient).toEqual({ name: "Mariam", phone: "+974 3333 4444", phoneNumber: "+97433334444" });
    expect(priced.ok && recipientPays(priced.gift)).toBe(false);
    expect(recipientPays(null)).toBe(true);
  });

  it("reads stored gifts and settings trusting nothing", () => {
    expect(parseStoredGift(null)).toBeNull();
    expect(parseStoredGift("not json")).toBeNull();
    expect(parseStoredGift('{"wrap":true,"wrapPrice":-5}')).toEqual({
      message: null,
      wrap: true,
      wrapPrice: 0,
      recipient: null,
      hidePrices: false,
    });
    expect(readGiftWrapSetting(undefined, undefined)).toEqual({ offered: true, price: 0 });
    expect(readGiftWrapSetting("false", "2500")).toEqual({ offered: false, price: 2500 });
    expect(readGiftWrapSetting("true", "abc")).toEqual({ offered: true, price: 0 });
  });
});
