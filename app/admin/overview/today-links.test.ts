import { describe, expect, it } from "vitest";
import { DEFAULT_FILTERS, parseOrderFilters } from "../../shared/admin-filters";
import { parseSection } from "../sections";
import { TODAY_CARDS, TODAY_FILTERS, todayHref } from "./today-links";

const paramsOf = (href: string) => new URL(href, "https://shop.example").searchParams;

describe("the overview's cards", () => {
  it("open the Orders list filtered to exactly the orders they count", () => {
    expect(parseOrderFilters(paramsOf(todayHref("ordersToday")))).toEqual({ ...DEFAULT_FILTERS, range: "today" });
    expect(parseOrderFilters(paramsOf(todayHref("awaitingConfirmation")))).toEqual({ ...DEFAULT_FILTERS, review: "unconfirmed" });
    expect(parseOrderFilters(paramsOf(todayHref("awaitingDispatch")))).toEqual({ ...DEFAULT_FILTERS, review: "ready" });
    expect(parseOrderFilters(paramsOf(todayHref("outWithDrivers")))).toEqual({ ...DEFAULT_FILTERS, status: "Shipped" });
  });

  it("read back as the filters they were built from, in the Orders section", () => {
    for (const card of TODAY_CARDS) {
      const params = paramsOf(todayHref(card));
      if (card === "cashWithDrivers") {
        expect(parseSection(params)).toBe("cash");
        continue;
      }
      expect(parseSection(params)).toBe("orders");
      expect(parseOrderFilters(params)).toEqual(TODAY_FILTERS[card]);
    }
  });

  it("keep their links short: defaults are left out", () => {
    expect(todayHref("awaitingConfirmation")).toBe("/admin/dashboard?section=orders&status=All&review=unconfirmed");
    expect(todayHref("ordersToday")).toBe("/admin/dashboard?section=orders&status=All&range=today");
  });
});
