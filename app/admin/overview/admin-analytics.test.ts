import { describe, expect, it } from "vitest";
import { fillDays, rangeDays, statusSlices } from "./admin-analytics";
import { qatarDay } from "../../shared/qatar-days";

describe("daily series", () => {
  it("fills quiet days with zero, in order", () => {
    const filled = fillDays([
      { day: "2026-01-03", revenue: 100, orders: 1 },
      { day: "2026-01-01", revenue: 200, orders: 2 },
    ]);
    expect(filled).toEqual([
      { day: "2026-01-01", revenue: 200, orders: 2 },
      { day: "2026-01-02", revenue: 0, orders: 0 },
      { day: "2026-01-03", revenue: 100, orders: 1 },
    ]);
  });

  it("pads to the range's bounds and across a month end", () => {
    const filled = fillDays([{ day: "2026-03-01", revenue: 5, orders: 1 }], { from: "2026-02-27", to: "2026-03-02" });
    expect(filled.map((p) => p.day)).toEqual(["2026-02-27", "2026-02-28", "2026-03-01", "2026-03-02"]);
  });

  it("leaves very long spans as they are", () => {
    const points = [
      { day: "2020-01-01", revenue: 1, orders: 1 },
      { day: "2026-01-01", revenue: 1, orders: 1 },
    ];
    expect(fillDays(points)).toHaveLength(2);
  });
});

describe("Qatar days", () => {
  it("turns over at 21:00 UTC", () => {
    expect(qatarDay(new Date("2026-05-10T20:59:59Z"))).toBe("2026-05-10");
    expect(qatarDay(new Date("2026-05-10T21:00:00Z"))).toBe("2026-05-11");
  });
  it("gives the preset ranges' bounds, today included", () => {
    const now = Date.parse("2026-05-10T12:00:00Z");
    expect(rangeDays({ range: "today", from: "", to: "" }, now)).toEqual({ from: "2026-05-10", to: "2026-05-10" });
    expect(rangeDays({ range: "7d", from: "", to: "" }, now)).toEqual({ from: "2026-05-04", to: "2026-05-10" });
    expect(rangeDays({ range: "all", from: "", to: "" }, now)).toEqual({});
  });
});

describe("status slices", () => {
  it("lists the product's five statuses with zero counts, then others that have orders", () => {
    const slices = statusSlices({ Pending: 3, Paid: 1, Shipped: 2 });
    expect(slices.map((s) => [s.status, s.count])).toEqual([
      ["Pending", 3],
      ["Processing", 0],
      ["Shipped", 2],
      ["Delivered", 0],
      ["Cancelled", 0],
      ["Paid", 1],
    ]);
  });
});
