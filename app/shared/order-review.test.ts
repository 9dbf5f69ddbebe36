import { describe, expect, it } from "vitest";
import { reviewRates } from "./order-review";

describe("reviewRates", () => {
  it("divides confirmed by orders, and refused by the orders that reached the door", () => {
    const stats = { totalOrders: 40, byStatus: { Delivered: 15, Cancelled: 8 }, review: { confirmed: 30, refused: 5 } };
    expect(reviewRates(stats)).toEqual({ confirmation: 0.75, refusal: 0.25 });
  });

  it("has no rate with nothing to divide by", () => {
    expect(reviewRates({ totalOrders: 0, byStatus: {}, review: { confirmed: 0, refused: 0 } })).toEqual({
      confirmation: null,
      refusal: null,
    });
  });
});
