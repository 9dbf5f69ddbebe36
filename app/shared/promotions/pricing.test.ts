// The promotions' pricing rules, case by case (decision 035). pricing.property.test.ts tries them
// on generated carts.
import { describe, expect, it } from "vitest";
import { pricePromotions, type PricingInput, type PricingLine, type PricingPromotion } from "./pricing";
import { normaliseCode, promotionInputSchema, promotionStatus, qatarInstant } from "./definition";
import { wordNudge, wordPromotionMessage } from "./messages";

const bottle = (productId: string, unitPrice: number, quantity = 1, extra: Partial<PricingLine> = {}): PricingLine => ({
  type: "product",
  productId,
  variantId: `${productId}-100`,
  variantKind: "bottle",
  category: "Men",
  families: ["woody"],
  bundleId: null,
  quantity,
  unitPrice,
  lineTotal: unitPrice * quantity,
  ...extra,
});

const promo = (id: string, fields: Partial<PricingPromotion>): PricingPromotion => ({
  id,
  name: { en: `Promo ${id}`, ar: `عرض ${id}` },
  type: "percentage",
  value: 10,
  automatic: true,
  ...fields,
});

const NOW = new Date("2026-11-26T12:00:00Z");
const base = (over: Partial<PricingInput>): PricingInput => ({
  lines: [bottle("1", 8500, 2)],
  automatic: [],
  code: null,
  usage: {},
  now: NOW,
  area: "Doha",
  delivery: 1500,
  freeDeliveryOver: null,
  hasOrdered: null,
  ...over,
});

describe("one promotion", () => {
  const cases: { name: string; input: Partial<PricingInput>; discount: number; lineDiscounts?: number[]; delivery?: number }[] = [
    { name: "10% off the order", input: { automatic: [promo("a", {})] }, discount: 1700, lineDiscounts: [1700] },
    {
      name: "percentage with a cap",
      input: { automatic: [promo("a", { value: 50, maxDiscount: 2000 })] },
      discount: 2000,
    },
    { name: "fixed amount", input: { automatic: [promo("a", { type: "fixed", value: 3000 })] }, discount: 3000 },
    {
      name: "fixed amount never above the lines",
      input: { automatic: [promo("a", { type: "fixed", value: 99_999 })] },
      discount: 17_000,
    },
    {
      name: "free delivery",
      input: { automatic: [promo("a", { type: "free_delivery", value: 0 })] },
      discount: 1500,
      delivery: 1500,
    },
    {
      name: "spend threshold met (QR 50 off QR 150)",
      input: { automatic: [promo("a", { type: "spend_threshold", value: 5000, minSubtotal: 15_000 })] },
      discount: 5000,
    },
    {
      name: "spend threshold not met",
      input: { automatic: [promo("a", { type: "spend_threshold", value: 5000, minSubtotal: 40_000 })] },
      discount: 0,
    },
    {
      name: "buy 2 get 1 free: the cheapest of three is free",
      input: {
        lines: [bottle("1", 8500, 2), bottle("2", 6000, 1)],
        automatic: [promo("a", { type: "buy_x_get_y", value: 100, buyQuantity: 2, getQuantity: 1 })],
      },
      discount: 6000,
      lineDiscounts: [0, 6000],
    },
    {
      name: "buy 1 get 1 half price on two groups",
      input: {
        lines: [bottle("1", 10_000, 2), bottle("2", 6000, 2)],
        automatic: [promo("a", { type: "buy_x_get_y", value: 50, buyQuantity: 1, getQuantity: 1 })],
      },
      // Units 100, 100, 60, 60: groups (100, 100) and (60, 60): 50 + 30.
      discount: 8000,
    },
    {
      name: "scope: only the chosen product",
      input: {
        lines: [bottle("1", 8500), bottle("2", 10_000)],
        automatic: [promo("a", { value: 20, scope: { products: ["2"] } })],
      },
      discount: 2000,
      lineDiscounts: [0, 2000],
    },
    {
      name: "scope: a category",
      input: {
        lines: [bottle("1", 8500), bottle("2", 10_000, 1, { category: "Women" })],
        automatic: [promo("a", { value: 10, scope: { categories: ["Women"] } })],
      },
      discount: 1000,
    },
    {
      name: "scope: a family",
      input: {
        lines: [bottle("1", 8500, 1, { families: ["oud"] }), bottle("2", 10_000)],
        automatic: [promo("a", { value: 10, scope: { families: ["oud"] } })],
      },
      discount: 850,
    },
    {
      name: "scope: a bundle",
      input: {
        lines: [
          bottle("1", 8500),
          { ...bottle("x", 20_000), type: "bundle", productId: null, variantId: null, bundleId: "bundle1" },
        ],
        automatic: [promo("a", { value: 10, scope: { bundles: ["bundle1"] } })],
      },
      discount: 2000,
    },
    { name: "not yet started", input: { automatic: [promo("a", { startsAt: "2026-11-27T00:00:00.000Z" })] }, discount: 0 },
    { name: "ended", input: { automatic: [promo("a", { endsAt: "2026-11-26T12:00:00.000Z" })] }, discount: 0 },
    { name: "paused", input: { automatic: [promo("a", { paused: true })] }, discount: 0 },
    {
      name: "used up",
      input: { automatic: [promo("a", { usageLimit: 3 })], usage: { a: { total: 3, byPhone: 0, code: 0 } } },
      discount: 0,
    },
    { name: "not in this area", input: { automatic: [promo("a", { areas: ["Al Khor"] })] }, discount: 0 },
    {
      name: "first order only, phone has ordered",
      input: { automatic: [promo("a", { firstOrderOnly: true })], hasOrdered: true },
      discount: 0,
    },
    {
      name: "first order only, first order",
      input: { automatic: [promo("a", { firstOrderOnly: true })], hasOrdered: false },
      discount: 1700,
    },
    { name: "minimum quantity", input: { automatic: [promo("a", { minQuantity: 3 })] }, discount: 0 },
  ];
  it.each(cases)("$name", ({ input, discount, lineDiscounts, delivery }) => {
    const out = pricePromotions(base(input));
    expect(out.discount).toBe(discount);
    if (lineDiscounts) expect(out.lineDiscounts).toEqual(lineDiscounts);
    if (delivery !== undefined) expect(out.deliveryDiscount).toBe(delivery);
    expect(out.total).toBe(out.subtotal + out.delivery - out.discount);
    expect(out.applied.reduce((s, a) => s + a.amount, 0)).toBe(out.discount);
  });
});

describe("the best allowed combination", () => {
  it("stacks combinable automatic offers", () => {
    const out = pricePromotions(
      base({ automatic: [promo("a", { combinable: true }), promo("b", { type: "free_delivery", value: 0, combinable: true })] }),
    );
    expect(out.applied.map((a) => a.promotionId)).toEqual(["a", "b"]);
    expect(out.discount).toBe(1700 + 1500);
  });

  it("takes the best single offer when one does not combine", () => {
    const out = pricePromotions(
      base({
        automatic: [promo("a", { combinable: true }), promo("b", { combinable: true, value: 5 }), promo("c", { value: 30 })],
      }),
    );
    expect(out.applied.map((a) => a.promotionId)).toEqual(["c"]);
    expect(out.discount).toBe(5100);
  });

  it("applies the code when it is better, and says so when an automatic offer beats it", () => {
    const code = (value: number) => ({ typed: "save", promotion: promo("k", { automatic: false, value, code: "SAVE" }) });
    const better = pricePromotions(base({ automatic: [promo("a", {})], code: code(20) }));
    expect(better.applied).toEqual([expect.objectContaining({ promotionId: "k", code: "SAVE", amount: 3400 })]);
    expect(better.messages).toEqual([]);
    const worse = pricePromotions(base({ automatic: [promo("a", {})], code: code(5) }));
    expect(worse.applied.map((a) => a.promotionId)).toEqual(["a"]);
    expect(worse.messages).toEqual([{ code: "not_better", promotionId: "k" }]);
  });

  it("never applies a code the shopper did not type, nor two codes", () => {
    const out = pricePromotions(base({ automatic: [promo("k", { automatic: false, value: 50 })] }));
    expect(out.applied).toEqual([]);
  });

  it("caps stacked offers at what the lines and the delivery cost", () => {
    const out = pricePromotions(
      base({ automatic: [promo("a", { value: 80, combinable: true }), promo("b", { value: 70, combinable: true })] }),
    );
    expect(out.discount).toBe(17_000);
    expect(out.total).toBe(1500);
    expect(out.applied.map((a) => a.amount)).toEqual([13_600, 3400]);
  });

  it("adds a free sample with any full bottle", () => {
    const sample = promo("s", {
      type: "buy_x_get_y",
      value: 100,
      buyQuantity: 1,
      getQuantity: 1,
      scope: { variantKinds: ["bottle"] },
      gift: { productId: "1", variantId: "1-2" },
      giftUnitPrice: 500,
      combinable: true,
    });
    const out = pricePromotions(base({ automatic: [sample, promo("a", { combinable: true })] }));
    expect(out.freeLines).toEqual([{ promotionId: "s", productId: "1", variantId: "1-2", quantity: 1 }]);
    expect(out.discount).toBe(1700);
    const none = pricePromotions(base({ lines: [bottle("1", 500, 1, { variantKind: "sample" })], automatic: [sample] }));
    expect(none.freeLines).toEqual([]);
  });
});

describe("messages and nudges", () => {
  const withCode = (p: Partial<PricingPromotion>, over: Partial<PricingInput> = {}) =>
    pricePromotions(base({ code: { typed: "x", promotion: promo("k", { automatic: false, code: "X", ...p }) }, ...over }));
  it.each([
    ["unknown", pricePromotions(base({ code: { typed: "nope", promotion: null } })), { code: "unknown" }],
    ["expired", withCode({ endsAt: "2026-11-01T00:00:00.000Z" }), { code: "expired", promotionId: "k" }],
    ["not started", withCode({ startsAt: "2026-12-01T00:00:00.000Z" }), { code: "not_started", promotionId: "k" }],
    ["minimum", withCode({ minSubtotal: 20_000 }), { code: "min_subtotal", promotionId: "k", amountNeeded: 3000 }],
    [
      "used up",
      withCode({ usageLimit: 1 }, { usage: { k: { total: 1, byPhone: 0, code: 0 } } }),
      { code: "used_up", promotionId: "k" },
    ],
    [
      "code used up",
      withCode({ codeMaxUses: 1 }, { usage: { k: { total: 1, byPhone: 0, code: 1 } } }),
      { code: "used_up", promotionId: "k" },
    ],
    [
      "per phone",
      withCode({ usageLimitPerPhone: 1 }, { usage: { k: { total: 1, byPhone: 1, code: 1 } } }),
      { code: "used_by_phone", promotionId: "k" },
    ],
    ["not for items", withCode({ scope: { products: ["9"] } }), { code: "not_for_items", promotionId: "k" }],
  ])("%s", (_name, out, message) => {
    expect(out.messages).toEqual([message]);
    expect(out.discount).toBe(0);
  });

  it("words every message in English and Arabic", () => {
    expect(wordPromotionMessage({ code: "min_subtotal", amountNeeded: 3000 }, "en")).toBe("Add QR 30.00 more to use this code.");
    expect(wordPromotionMessage({ code: "min_subtotal", amountNeeded: 3000 }, "ar")).toContain("30.00 ر.ق");
    expect(wordPromotionMessage({ code: "unknown" }, "ar")).toBe("هذا الرمز غير موجود.");
  });

  it("nudges toward free delivery and a spend threshold", () => {
    const out = pricePromotions(
      base({
        freeDeliveryOver: 20_000,
        automatic: [promo("t", { type: "spend_threshold", value: 5000, minSubtotal: 40_000 })],
      }),
    );
    expect(out.nudges).toEqual([
      { kind: "free_delivery", amountNeeded: 3000 },
      { kind: "promotion", amountNeeded: 23_000, promotionId: "t", name: { en: "Promo t", ar: "عرض t" } },
    ]);
    expect(wordNudge(out.nudges[0], "en")).toBe("Add QR 30.00 more for free delivery");
  });
});

describe("codes and schedules", () => {
  it("matches codes typed in lower case, with spaces or Arabic-Indic digits", () => {
    expect(normaliseCode(" eid ٢٠٢٦ ")).toBe("EID2026");
    expect(normaliseCode("eid۲۰۲۶")).toBe("EID2026");
  });

  it("reads dates in Qatar time: a day ends at the next Qatar midnight", () => {
    expect(qatarInstant("2026-12-01", "start")).toBe("2026-11-30T21:00:00.000Z");
    expect(qatarInstant("2026-12-01", "end")).toBe("2026-12-01T21:00:00.000Z");
    expect(qatarInstant("2026-12-01T18:00", "start")).toBe("2026-12-01T15:00:00.000Z");
    expect(qatarInstant("2026-12-01T18:00:00Z", "start")).toBe("2026-12-01T18:00:00.000Z");
    expect(qatarInstant("tomorrow", "start")).toBeNull();
  });

  it("holds on the last day until Qatar midnight, not UTC midnight", () => {
    const p = promotionInputSchema.parse({
      name: { en: "Day", ar: "يوم" },
      type: "percentage",
      value: 10,
      automatic: true,
      startsAt: "2026-12-01",
      endsAt: "2026-12-01",
    });
    // 23:59 in Doha on the 1st is 20:59Z; 00:00 in Doha on the 2nd is 21:00Z.
    expect(promotionStatus(p, new Date("2026-11-30T20:59:59Z"))).toBe("scheduled");
    expect(promotionStatus(p, new Date("2026-11-30T21:00:00Z"))).toBe("active");
    expect(promotionStatus(p, new Date("2026-12-01T20:59:59Z"))).toBe("active");
    expect(promotionStatus(p, new Date("2026-12-01T21:00:00Z"))).toBe("ended");
  });

  it("refuses promotions whose fields disagree", () => {
    const bad = promotionInputSchema.safeParse({
      name: { en: "x", ar: "y" },
      type: "spend_threshold",
      value: 5000,
      automatic: true,
      codes: ["ABC"],
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path.join("."))).toEqual(expect.arrayContaining(["minSubtotal", "codes"]));
  });
});
