import { describe, expect, it } from "vitest";
import {
  filterQuerySchema,
  isIsoDay,
  listQuery,
  MAX_QUERY_LENGTH,
  pageBounds,
  pageCount,
  pagingQuerySchema,
  parseOrderFilters,
  rangeParams,
  rangeQuerySchema,
  sameList,
  DEFAULT_FILTERS,
  withFilters,
} from "./admin-filters";

const params = (s: string) => new URLSearchParams(s);

describe("parsing the dashboard URL", () => {
  it("defaults to every status", () => {
    expect(parseOrderFilters(params(""))).toEqual({
      q: "",
      status: "All",
      review: "all",
      driver: "",
      deliveryDay: "",
      slot: "",
      area: "",
      payment: "all",
      range: "all",
      from: "",
      to: "",
      page: 1,
    });
  });

  it("reads every filter and ignores values it does not know", () => {
    const f = parseOrderFilters(
      params("q=Fatima&status=Shipped&range=custom&from=2026-01-02&to=2026-01-31&page=3&payment=refunded"),
    );
    expect(f).toEqual({
      q: "Fatima",
      status: "Shipped",
      review: "all",
      driver: "",
      deliveryDay: "",
      slot: "",
      area: "",
      payment: "refunded",
      range: "custom",
      from: "2026-01-02",
      to: "2026-01-31",
      page: 3,
    });
    const bad = parseOrderFilters(params("status=Lost&range=week&page=-2&payment=bitcoin"));
    expect(bad).toMatchObject({ status: "All", range: "all", page: 1, payment: "all" });
  });

  it("keeps custom bounds only for the custom range and only when they are real days", () => {
    expect(parseOrderFilters(params("range=7d&from=2026-01-01"))).toMatchObject({ range: "7d", from: "" });
    expect(parseOrderFilters(params("range=custom&from=2026-02-30&to=x"))).toMatchObject({ from: "", to: "" });
    expect(isIsoDay("2024-02-29")).toBe(true);
    expect(isIsoDay("2025-02-29")).toBe(false);
  });

  it("cuts an over-long search instead of rejecting it", () => {
    expect(parseOrderFilters(params(`q=${"a".repeat(500)}`)).q).toHaveLength(100);
  });
});

describe("query strings for the API", () => {
  it("sends the filters, the page and the page size", () => {
    const query = listQuery({ ...DEFAULT_FILTERS, q: " +974 5555 ", status: "Pending", range: "today", page: 2 });
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      range: "today",
      q: "+974 5555",
      status: "Pending",
      page: "2",
      pageSize: "50",
    });
  });

  it("sends the review filter only when it narrows the list", () => {
    const unconfirmed = { ...DEFAULT_FILTERS, review: "unconfirmed" as const };
    expect(new URLSearchParams(listQuery(unconfirmed)).get("review")).toBe("unconfirmed");
    expect(new URLSearchParams(listQuery(DEFAULT_FILTERS)).has("review")).toBe(false);
    expect(withFilters(params("section=orders&page=3"), { review: "unconfirmed" }).toString()).toBe(
      "section=orders&review=unconfirmed",
    );
    expect(parseOrderFilters(params("review=unconfirmed")).review).toBe("unconfirmed");
    expect(parseOrderFilters(params("review=maybe")).review).toBe("all");
    expect(filterQuerySchema.safeParse({ review: "maybe" }).success).toBe(false);
  });

  it("sends custom bounds only when set", () => {
    expect(rangeParams({ range: "custom", from: "2026-01-01", to: "" }).toString()).toBe("range=custom&from=2026-01-01");
    expect(rangeParams({ range: "30d", from: "2026-01-01", to: "2026-01-02" }).toString()).toBe("range=30d");
  });
});

describe("changing filters in the URL", () => {
  it("goes back to page 1 on any filter change but keeps the section", () => {
    const next = withFilters(params("section=orders&status=All&page=4"), { status: "Delivered" });
    expect(next.toString()).toBe("section=orders&status=Delivered");
  });

  it("changes only the page when asked to, dropping page 1 as the default", () => {
    expect(withFilters(params("section=orders&q=ali"), { page: 3 }).get("page")).toBe("3");
    expect(withFilters(params("section=orders&page=3"), { page: 1 }).has("page")).toBe(false);
  });

  it("drops empty search and custom bounds when leaving the custom range", () => {
    const next = withFilters(params("section=orders&q=x&range=custom&from=2026-01-01&to=2026-01-05"), { q: "", range: "7d" });
    expect(next.toString()).toBe("section=orders&range=7d");
  });
});

describe("pagination", () => {
  it("counts pages and rows", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(50)).toBe(1);
    expect(pageCount(51)).toBe(2);
    expect(pageBounds(2, 120)).toEqual({ from: 51, to: 100 });
    expect(pageBounds(3, 120)).toEqual({ from: 101, to: 120 });
    expect(pageBounds(1, 0)).toEqual({ from: 0, to: 0 });
  });
});

describe("one schema for the dashboard's URL and the admin API", () => {
  it("cuts search text at the same length on both sides", () => {
    const long = "a".repeat(MAX_QUERY_LENGTH + 50);
    expect(parseOrderFilters(new URLSearchParams({ q: long })).q).toHaveLength(MAX_QUERY_LENGTH);
    expect(filterQuerySchema.parse({ q: long }).q).toHaveLength(MAX_QUERY_LENGTH);
  });

  it("reads a wrong value as its default in the URL, and refuses it in the API", () => {
    const wrong = { status: "Lost", range: "fortnight", page: "0" };
    expect(parseOrderFilters(new URLSearchParams(wrong))).toMatchObject({ status: "All", range: "all", page: 1 });
    expect(filterQuerySchema.safeParse(wrong).success).toBe(false);
    expect(rangeQuerySchema.safeParse(wrong).success).toBe(false);
    expect(pagingQuerySchema.safeParse(wrong).success).toBe(false);
  });

  it("keeps custom days only for a custom range and only when they are real days", () => {
    expect(parseOrderFilters(new URLSearchParams({ range: "custom", from: "2026-02-30", to: "2026-03-02" }))).toMatchObject({
      from: "",
      to: "2026-03-02",
    });
    expect(parseOrderFilters(new URLSearchParams({ range: "week", from: "2026-03-01" })).from).toBe("");
    expect(rangeQuerySchema.safeParse({ range: "custom", from: "2026-03-05", to: "2026-03-01" }).success).toBe(false);
  });
});

describe("sameList", () => {
  const base = { ...DEFAULT_FILTERS, q: "noor", status: "Pending" as const };
  it("is another page of the same list only when nothing but the page changed", () => {
    expect(sameList(base, { ...base, page: 3 })).toBe(true);
    expect(sameList(base, { ...base, status: "Shipped" })).toBe(false);
    expect(sameList(base, { ...base, q: "noora" })).toBe(false);
    expect(sameList(base, { ...base, range: "today" })).toBe(false);
    expect(sameList(base, { ...base, driver: "d1" })).toBe(false);
    expect(sameList(base, { ...base, deliveryDay: "2026-11-26" })).toBe(false);
    expect(sameList(base, { ...base, slot: "14:00-18:00" })).toBe(false);
  });
});

describe("the delivery area filter", () => {
  it("reads a served area from the URL, anything else as any area", () => {
    expect(parseOrderFilters(params("area=Al+Wakrah")).area).toBe("Al Wakrah");
    expect(parseOrderFilters(params("area=Mars")).area).toBe("");
  });

  it("goes to the list only when set, and a change of area starts again at page 1", () => {
    expect(new URLSearchParams(listQuery({ ...DEFAULT_FILTERS, area: "Al Rayyan" })).get("area")).toBe("Al Rayyan");
    expect(new URLSearchParams(listQuery(DEFAULT_FILTERS)).has("area")).toBe(false);
    expect(withFilters(params("area=Doha&page=3"), { area: "Lusail" }).toString()).toBe("area=Lusail");
    expect(withFilters(params("area=Doha"), { area: "" }).toString()).toBe("");
  });
});

describe("the delivery filters: driver, delivery day and slot", () => {
  it("reads them from the URL, a wrong value as none", () => {
    expect(parseOrderFilters(params("driver=drv_1&deliveryDay=2026-11-26&slot=14:00-18:00"))).toMatchObject({
      driver: "drv_1",
      deliveryDay: "2026-11-26",
      slot: "14:00-18:00",
    });
    expect(parseOrderFilters(params(`driver=${"x".repeat(65)}&deliveryDay=2026-02-30&slot=afternoon`))).toMatchObject({
      driver: "",
      deliveryDay: "",
      slot: "",
    });
  });

  it("sends them to the list and the export only when set", () => {
    const filters = { ...DEFAULT_FILTERS, driver: "drv_1", deliveryDay: "2026-11-26", slot: "14:00-18:00" };
    const sent = new URLSearchParams(listQuery(filters));
    expect(sent.get("driver")).toBe("drv_1");
    expect(sent.get("deliveryDay")).toBe("2026-11-26");
    expect(sent.get("slot")).toBe("14:00-18:00");
    const none = new URLSearchParams(listQuery(DEFAULT_FILTERS));
    expect(["driver", "deliveryDay", "slot"].filter((key) => none.has(key))).toEqual([]);
  });

  it("writes them into the URL, back to page 1, and drops them when cleared", () => {
    const set = withFilters(params("section=orders&page=2"), { driver: "drv_1", deliveryDay: "2026-11-26", slot: "10:00-14:00" });
    expect(set.toString()).toBe("section=orders&driver=drv_1&deliveryDay=2026-11-26&slot=10%3A00-14%3A00");
    expect(withFilters(set, { driver: "", deliveryDay: "", slot: "" }).toString()).toBe("section=orders");
  });

  it("refuses a wrong value in the API, naming it", () => {
    expect(filterQuerySchema.safeParse({ slot: "afternoon" }).error?.issues[0].path).toEqual(["slot"]);
    expect(filterQuerySchema.safeParse({ deliveryDay: "2026-13-01" }).error?.issues[0].path).toEqual(["deliveryDay"]);
    expect(filterQuerySchema.parse({ driver: "drv_1", slot: "14:00-18:00" })).toMatchObject({
      driver: "drv_1",
      slot: "14:00-18:00",
    });
  });
});
