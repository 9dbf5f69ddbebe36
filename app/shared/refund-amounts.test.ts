// What a return gives back (docs/decisions/050-returns.md): the order's discount spread over its
// lines, exactly, in whole dirhams; checked on examples and on generated orders.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { spreadDirhams } from "./money";
import { lineDiscount, paidByLine, paidForUnits, refundCap, refundDue, type PaidOrder } from "./refund-amounts";

const order = (lineTotals: number[], discount: number, extra: Partial<PaidOrder> = {}): PaidOrder => ({
  lineTotals,
  shippingCost: 0,
  discount,
  deliveryDiscount: 0,
  ...extra,
});

describe("paidByLine", () => {
  it("gives a half-price bottle half its price", () => {
    expect(paidByLine(order([8500], 4250))).toEqual([4250]);
  });

  it("gives each bottle of a buy-one-get-one half of what the pair cost", () => {
    const [pair] = paidByLine(order([17000], 8500));
    expect(pair).toBe(8500);
    expect(paidForUnits(pair, 2, 1)).toBe(4250);
  });

  it("spreads the discount by the lines' totals, a free gift line taking none", () => {
    // 10 % off QR 170 + QR 85 = QR 25.50, and a free sample.
    expect(paidByLine(order([17000, 8500, 0], 2550))).toEqual([15300, 7650, 0]);
  });

  it("leaves the delivery's discount out: free delivery takes nothing off the bottles", () => {
    const free = order([8500], 1500, { shippingCost: 1500, deliveryDiscount: 1500 });
    expect(lineDiscount(free)).toBe(0);
    expect(paidByLine(free)).toEqual([8500]);
    const both = order([8500], 1500 + 4250, { shippingCost: 1500, deliveryDiscount: 1500 });
    expect(paidByLine(both)).toEqual([4250]);
  });

  it("never takes more off than the lines cost", () => {
    expect(paidByLine(order([100, 200], 10_000))).toEqual([0, 0]);
  });
});

describe("paidForUnits", () => {
  it("rounds each part down and gives the whole for every unit, so parts never add up to more", () => {
    expect(paidForUnits(1000, 3, 1)).toBe(333);
    expect(paidForUnits(1000, 3, 2)).toBe(666);
    expect(paidForUnits(1000, 3, 3)).toBe(1000);
    expect(paidForUnits(1000, 3, 0)).toBe(0);
  });
});

describe("refundDue and refundCap", () => {
  it("pay the undamaged units back by default, every unit received at most", () => {
    const lines = [{ quantity: 2, paid: 8500, received: 2, damaged: 1 }];
    expect(refundDue(lines)).toBe(4250);
    expect(refundCap(lines)).toBe(8500);
    expect(refundDue([{ quantity: 2, paid: 8500, received: null, damaged: null }])).toBe(0);
  });
});

const totals = fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 50 });

describe("spreadDirhams on generated amounts", () => {
  it("gives parts that add up to exactly the amount (at most the totals), each between 0 and its own total", () => {
    fc.assert(
      fc.property(totals, fc.integer({ min: -1_000, max: 60_000_000 }), (lines, amount) => {
        const parts = spreadDirhams(amount, lines);
        const sum = lines.reduce((a, b) => a + b, 0);
        expect(parts).toHaveLength(lines.length);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(Math.max(0, Math.min(amount, sum)));
        parts.forEach((part, i) => {
          expect(Number.isInteger(part)).toBe(true);
          expect(part).toBeGreaterThanOrEqual(0);
          expect(part).toBeLessThanOrEqual(lines[i]);
        });
      }),
      { numRuns: 1000 },
    );
  });
});

describe("paidByLine on generated orders", () => {
  it("adds up to what the lines were paid, each line between 0 and its total", () => {
    fc.assert(
      fc.property(
        totals,
        fc.integer({ min: 0, max: 60_000_000 }),
        fc.integer({ min: 0, max: 5_000 }),
        fc.integer({ min: 0, max: 5_000 }),
        (lines, discount, shippingCost, deliveryDiscount) => {
          const o = order(lines, discount, { shippingCost, deliveryDiscount });
          const paid = paidByLine(o);
          const subtotal = lines.reduce((a, b) => a + b, 0);
          expect(paid.reduce((a, b) => a + b, 0)).toBe(subtotal - lineDiscount(o));
          expect(lineDiscount(o)).toBeGreaterThanOrEqual(0);
          paid.forEach((p, i) => {
            expect(Number.isInteger(p)).toBe(true);
            expect(p).toBeGreaterThanOrEqual(0);
            expect(p).toBeLessThanOrEqual(lines[i]);
          });
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("never gives back more for a line's units, returned in any pieces, than the line was paid", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 1, max: 10 }), { minLength: 1, maxLength: 10 }),
        (paid, pieces) => {
          const bought = pieces.reduce((a, b) => a + b, 0);
          const back = pieces.map((units) => paidForUnits(paid, bought, units));
          expect(back.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(paid);
          back.forEach((b) => expect(b).toBeGreaterThanOrEqual(0));
        },
      ),
    );
  });
});
