// The promotions' pricing on generated carts and offers (decision 035): the discount never goes
// beyond what the lines and the delivery cost, a total is never negative, the applied amounts add
// up to the discount, and the same cart prices the same whatever order the offers come in.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PROMOTION_TYPES } from "./definition";
import { pricePromotions, type PricingInput, type PricingLine, type PricingPromotion } from "./pricing";

const line: fc.Arbitrary<PricingLine> = fc
  .record({
    productId: fc.constantFrom("1", "2", "3", "4"),
    kind: fc.constantFrom("bottle", "sample", "travel"),
    category: fc.constantFrom("Men", "Women", "Unisex"),
    quantity: fc.integer({ min: 1, max: 10 }),
    unitPrice: fc.integer({ min: 0, max: 100_000 }),
    bundle: fc.boolean(),
  })
  .map(({ productId, kind, category, quantity, unitPrice, bundle }) => ({
    type: bundle ? "bundle" : "product",
    productId: bundle ? null : productId,
    variantId: bundle ? null : `${productId}-${kind}`,
    variantKind: bundle ? null : kind,
    category: bundle ? null : category,
    families: bundle ? [] : ["woody"],
    bundleId: bundle ? `bundle${productId}` : null,
    quantity,
    unitPrice,
    lineTotal: unitPrice * quantity,
  }));

const promotion = (index: number): fc.Arbitrary<PricingPromotion> =>
  fc
    .record({
      type: fc.constantFrom(...PROMOTION_TYPES),
      value: fc.integer({ min: 1, max: 100 }),
      amount: fc.integer({ min: 1, max: 200_000 }),
      combinable: fc.boolean(),
      maxDiscount: fc.option(fc.integer({ min: 0, max: 50_000 }), { nil: null }),
      minSubtotal: fc.option(fc.integer({ min: 0, max: 200_000 }), { nil: null }),
      scoped: fc.option(fc.constantFrom("1", "2"), { nil: null }),
      buy: fc.integer({ min: 1, max: 3 }),
      get: fc.integer({ min: 1, max: 2 }),
      gift: fc.boolean(),
    })
    .map((r) => ({
      id: `p${index}`,
      name: { en: `P${index}`, ar: `ع${index}` },
      type: r.type,
      value: r.type === "fixed" || r.type === "spend_threshold" ? r.amount : r.value,
      automatic: true,
      combinable: r.combinable,
      maxDiscount: r.maxDiscount,
      minSubtotal: r.type === "spend_threshold" ? (r.minSubtotal ?? 1) : r.minSubtotal,
      scope: r.scoped ? { products: [r.scoped] } : undefined,
      buyQuantity: r.buy,
      getQuantity: r.get,
      gift: r.type === "buy_x_get_y" && r.gift ? { productId: "1", variantId: "1-sample" } : null,
      giftUnitPrice: 500,
    }));

const input: fc.Arbitrary<PricingInput> = fc
  .record({
    lines: fc.array(line, { minLength: 1, maxLength: 6 }),
    promotions: fc.integer({ min: 0, max: 5 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => promotion(i)))),
    code: fc.option(promotion(9), { nil: null }),
    delivery: fc.integer({ min: 0, max: 5000 }),
  })
  .map(({ lines, promotions, code, delivery }) => ({
    lines,
    automatic: promotions,
    code: code ? { typed: "code", promotion: { ...code, automatic: false, code: "CODE" } } : null,
    usage: {},
    now: new Date("2026-11-26T12:00:00Z"),
    area: "Doha",
    delivery,
    freeDeliveryOver: 20_000,
    hasOrdered: null,
  }));

describe("pricePromotions on generated carts", () => {
  it("never gives more than the lines and delivery cost, nor a negative total", () => {
    fc.assert(
      fc.property(input, (i) => {
        const out = pricePromotions(i);
        expect(out.discount).toBeLessThanOrEqual(out.subtotal + out.delivery);
        expect(out.discount).toBeGreaterThanOrEqual(0);
        expect(out.total).toBeGreaterThanOrEqual(0);
        expect(out.total).toBe(out.subtotal + out.delivery - out.discount);
        out.lineDiscounts.forEach((d, k) => {
          expect(d).toBeGreaterThanOrEqual(0);
          expect(d).toBeLessThanOrEqual(i.lines[k].lineTotal);
        });
        expect(out.deliveryDiscount).toBeLessThanOrEqual(out.delivery);
        expect(out.applied.reduce((s, a) => s + a.amount, 0)).toBe(out.discount);
        expect(out.applied.filter((a) => a.code !== null).length).toBeLessThanOrEqual(1);
        if (out.applied.length > 1) {
          const all = [...i.automatic, ...(i.code?.promotion ? [i.code.promotion] : [])];
          for (const a of out.applied) expect(all.find((p) => p.id === a.promotionId)?.combinable).toBe(true);
        }
      }),
    );
  });

  it("prices the same cart the same, whatever order the offers come in", () => {
    fc.assert(
      fc.property(input, (i) => {
        const once = pricePromotions(i);
        expect(pricePromotions(i)).toEqual(once);
        expect(pricePromotions({ ...i, automatic: [...i.automatic].reverse() })).toEqual(once);
      }),
    );
  });

  // Worth: the discount plus the free lines at their price (every generated gift is worth 500).
  const worth = (out: ReturnType<typeof pricePromotions>) =>
    out.discount + out.freeLines.reduce((s, l) => s + l.quantity * 500, 0);
  it("gives the shopper at least what any single offer alone would be worth", () => {
    fc.assert(
      fc.property(input, (i) => {
        const best = worth(pricePromotions(i));
        for (const p of i.automatic)
          expect(best).toBeGreaterThanOrEqual(worth(pricePromotions({ ...i, automatic: [p], code: null })));
      }),
    );
  });
});
