import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { orderTotal } from "./order-total";

describe("orderTotal", () => {
  it("adds the delivery and the wrap, takes off the discount, then the store credit", () => {
    expect(
      orderTotal({ subtotal: 23300, delivery: 1500, discount: 3160, wrap: 1000, credit: { requested: 5000, balance: 8000 } }),
    ).toEqual({
      subtotal: 23300,
      delivery: 1500,
      discount: 3160,
      wrap: 1000,
      due: 22640,
      storeCredit: 5000,
      total: 17640,
    });
  });

  it("takes no more credit than the balance, the request or what is due", () => {
    expect(orderTotal({ subtotal: 8500, delivery: 0, credit: { requested: 10000, balance: 3000 } }).storeCredit).toBe(3000);
    expect(orderTotal({ subtotal: 8500, delivery: 0, credit: { requested: 2000, balance: 9000 } }).storeCredit).toBe(2000);
    expect(orderTotal({ subtotal: 8500, delivery: 0, credit: { requested: 90000, balance: 90000 } })).toMatchObject({
      storeCredit: 8500,
      total: 0,
    });
  });

  it("never goes below zero, and its parts always add up to the total", () => {
    const dirhams = fc.integer({ min: 0, max: 10_000_000 });
    fc.assert(
      fc.property(
        dirhams,
        dirhams,
        dirhams,
        dirhams,
        dirhams,
        dirhams,
        (subtotal, delivery, discount, wrap, requested, balance) => {
          const t = orderTotal({ subtotal, delivery, discount, wrap, credit: { requested, balance } });
          expect(t.total).toBeGreaterThanOrEqual(0);
          expect(t.storeCredit).toBeLessThanOrEqual(Math.min(requested, balance));
          expect(t.due).toBe(Math.max(0, subtotal + delivery - discount) + wrap);
          expect(t.total + t.storeCredit).toBe(t.due);
        },
      ),
    );
  });
});
