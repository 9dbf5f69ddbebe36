import { describe, expect, it } from "vitest";
import { settlement } from "./order-payment";

describe("settlement", () => {
  const order = { total: 11000, paymentMethod: "Cash on Delivery" as const, collected: null };

  it("asks for the total until the order is delivered", () => {
    expect(settlement({ ...order, status: "Shipped" })).toEqual({ kind: "due", amount: 11000 });
  });

  it("once delivered, says what was paid, how, and the difference from the total", () => {
    expect(settlement({ ...order, status: "Delivered", collected: 10000 })).toEqual({
      kind: "paid",
      amount: 10000,
      method: "Cash on Delivery",
      difference: -1000,
    });
    expect(settlement({ ...order, status: "Delivered" })).toMatchObject({ amount: 11000, difference: 0 });
  });
});
