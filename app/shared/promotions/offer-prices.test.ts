// The struck prices of cards and product pages (decision 042): each size priced by the one pricing
// module as a cart of that size alone, only for offers every shopper gets.
import { describe, expect, it } from "vitest";
import { nextOfferChange, offerPrices } from "./offer-prices";
import { pricePromotions, type PricingPromotion } from "./pricing";
import { testProduct } from "../catalogue.test-utils";
import type { Product } from "../catalogue";

const promo = (id: string, fields: Partial<PricingPromotion>): PricingPromotion => ({
  id,
  name: { en: `Promo ${id}`, ar: `عرض ${id}` },
  type: "percentage",
  value: 20,
  automatic: true,
  ...fields,
});

const NOW = new Date("2026-11-26T12:00:00Z");
const sized = (id: string): Product =>
  testProduct(id, {
    category: "Men",
    families: [{ id: "oud", name: "Oud" }],
    variants: [
      { id: `${id}-2`, sizeMl: 2, kind: "sample", price: 1500, compareAtPrice: null, sku: "s", gtin: null, stock: null },
      { id: `${id}-100`, sizeMl: 100, kind: "bottle", price: 8500, compareAtPrice: null, sku: "b", gtin: null, stock: null },
    ],
  });
const products = [sized("1"), testProduct("2", { category: "Women" })];

describe("offer prices", () => {
  it("strikes every size under a whole-order percentage, floored as the cart floors it", () => {
    expect(offerPrices(products, [promo("a", { value: 15 })], NOW)).toEqual({
      "1-2": 1500 - 225,
      "1-100": 8500 - 1275,
      "2-100": 8500 - 1275,
    });
  });

  it("agrees with the cart's pricing of one unit", () => {
    const promotions = [promo("a", { value: 13 }), promo("b", { type: "fixed", value: 1000, scope: { families: ["oud"] } })];
    const offers = offerPrices(products, promotions, NOW);
    const cart = pricePromotions({
      lines: [
        {
          type: "product",
          productId: "1",
          variantId: "1-100",
          variantKind: "bottle",
          category: "Men",
          families: ["oud"],
          bundleId: null,
          quantity: 1,
          unitPrice: 8500,
          lineTotal: 8500,
        },
      ],
      automatic: promotions,
      code: null,
      usage: {},
      now: NOW,
      area: "Doha",
      delivery: 0,
      freeDeliveryOver: null,
      hasOrdered: null,
    });
    expect(offers["1-100"]).toBe(cart.total);
  });

  it("follows the scope: product, variant, category, family", () => {
    expect(offerPrices(products, [promo("a", { scope: { products: ["2"] } })], NOW)).toEqual({ "2-100": 6800 });
    expect(offerPrices(products, [promo("a", { scope: { variants: ["1-100"] } })], NOW)).toEqual({ "1-100": 6800 });
    expect(offerPrices(products, [promo("a", { scope: { categories: ["Women"] } })], NOW)).toEqual({ "2-100": 6800 });
    expect(Object.keys(offerPrices(products, [promo("a", { scope: { families: ["oud"] } })], NOW))).toEqual(["1-2", "1-100"]);
  });

  it("takes a fixed amount off, never below nothing", () => {
    expect(offerPrices(products, [promo("a", { type: "fixed", value: 2000 })], NOW)).toEqual({
      "1-2": 0,
      "1-100": 6500,
      "2-100": 6500,
    });
  });

  it("strikes nothing for codes, paused, scheduled or ended offers", () => {
    const none = [
      promo("code", { automatic: false }),
      promo("paused", { paused: true }),
      promo("later", { startsAt: "2026-11-27T00:00:00.000Z" }),
      promo("over", { endsAt: "2026-11-26T11:00:00.000Z" }),
    ];
    expect(offerPrices(products, none, NOW)).toEqual({});
    // The scheduled one holds from its start.
    expect(offerPrices(products, none, new Date("2026-11-27T00:00:00.000Z"))["2-100"]).toBe(6800);
  });

  it("strikes nothing for offers that depend on the shopper or may run out", () => {
    const none = [
      promo("first", { firstOrderOnly: true }),
      promo("area", { areas: ["Doha"] }),
      promo("limited", { usageLimit: 100 }),
      promo("perPhone", { usageLimitPerPhone: 1 }),
    ];
    expect(offerPrices(products, none, NOW)).toEqual({});
  });

  it("strikes only what one unit reaches: a minimum above its price or a quantity of two holds nothing", () => {
    expect(offerPrices(products, [promo("a", { minSubtotal: 5000 })], NOW)).toEqual({ "1-100": 6800, "2-100": 6800 });
    expect(offerPrices(products, [promo("a", { minQuantity: 2 })], NOW)).toEqual({});
  });

  it("is no lower price when free delivery, a threshold or a free sample is the better offer", () => {
    expect(offerPrices(products, [promo("d", { type: "free_delivery", value: 0 })], NOW)).toEqual({});
    expect(offerPrices(products, [promo("t", { type: "spend_threshold", value: 1000, minSubtotal: 8000 })], NOW)).toEqual({});
    const sample = promo("g", {
      type: "buy_x_get_y",
      value: 100,
      buyQuantity: 1,
      getQuantity: 1,
      gift: { productId: "1", variantId: "1-2" },
      scope: { variantKinds: ["bottle"] },
    });
    // The sample (QR 15) is worth more than 5 % of QR 85, and the two do not combine: the cart gives the sample.
    expect(offerPrices(products, [sample, promo("p", { value: 5 })], NOW)).toEqual({ "1-2": 1425 });
  });
});

describe("the next offer change", () => {
  it("is the nearest start or end after now of a live automatic offer", () => {
    const at = NOW.getTime();
    const promotions = [
      promo("a", { startsAt: "2026-11-28T21:00:00.000Z" }),
      promo("b", { endsAt: "2026-11-27T21:00:00.000Z" }),
      promo("paused", { paused: true, startsAt: "2026-11-26T13:00:00.000Z" }),
      promo("code", { automatic: false, startsAt: "2026-11-26T13:00:00.000Z" }),
    ];
    expect(nextOfferChange(promotions, at)).toBe(Date.parse("2026-11-27T21:00:00.000Z"));
    expect(nextOfferChange([], at)).toBeNull();
  });
});
