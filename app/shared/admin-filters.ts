// The admin order list's filters (status, date range, search text, page), defined once for both
// sides (the section itself is app/admin/sections.ts): the dashboard keeps them in its URL (so a link, a reload or the back button shows the same
// view) and the admin API validates the same fields with the same schemas.
import { z } from "zod";
import { ORDER_STATUSES, type OrderStatus } from "./order";
import { DATE_RANGES, isDay, type RangeName } from "./qatar-days";
import { REVIEW_FILTERS, type ReviewFilter } from "./order-review";
import { CITIES, type City } from "./order-schema";
import { PAYMENT_FILTERS, type PaymentFilter } from "./payments/payment-filter";

export const STATUS_FILTERS = ["All", ...ORDER_STATUSES] as const;
export type StatusFilter = "All" | OrderStatus;

export type DateRange = RangeName;

export const PAGE_SIZE = 50;
export const RECENT_ORDERS = 5;
/** Longest search text: longer input is cut, never refused (nobody types an id or phone that long). */
export const MAX_QUERY_LENGTH = 100;

export interface RangeFilter {
  range: DateRange;
  /** YYYY-MM-DD (Qatar day), only meaningful with range "custom". */
  from: string;
  to: string;
}

export interface OrderFilters extends RangeFilter {
  q: string;
  status: StatusFilter;
  /** "unconfirmed"/"ready": only orders awaiting dispatch that staff have not / have confirmed. */
  review: ReviewFilter;
  /** Issue 22: a driver's id ("" = any). */
  driver: string;
  /** Issue 22: the delivery day, YYYY-MM-DD ("" = any). */
  deliveryDay: string;
  /** Issue 22: a slot's window on that day, "14:00-18:00" ("" = any). */
  slot: string;
  /** The delivery area (the address's city), "" = any. */
  area: City | "";
  /** How the order was paid: online and paid, awaiting, failed, refunded, or cash ("all" = any). */
  payment: PaymentFilter;
  page: number;
}

/** Most rows one API page may ask for (the dashboard asks for PAGE_SIZE). */
const MAX_PAGE_SIZE = 200;

// The fields, each validated one way for both sides.
const searchText = z.string().transform((text) => text.slice(0, MAX_QUERY_LENGTH));
const statusFilter = z.enum(STATUS_FILTERS, { error: `status must be one of ${STATUS_FILTERS.join(", ")}.` });
const reviewFilter = z.enum(REVIEW_FILTERS, { error: `review must be one of ${REVIEW_FILTERS.join(", ")}.` });
const rangeName = z.enum(DATE_RANGES);
const day = z.string().refine(isDay, "Use a real date written YYYY-MM-DD.");
const pageNumber = z.coerce.number().int().min(1).max(1_000_000);
const driverId = z.string().max(64, "driver is an id from /api/admin/drivers.");
const deliveryArea = z.enum(CITIES, { error: "area must be one of the delivery areas." });
const paymentFilter = z.enum(PAYMENT_FILTERS, { error: `payment must be one of ${PAYMENT_FILTERS.join(", ")}.` });
const slotWindow = z.string().regex(/^\d{2}:\d{2}-\d{2}:\d{2}$/, 'slot is a window written "14:00-18:00".');

/** API: a date range; a wrong value is refused naming its field. */
export const rangeQuerySchema = z
  .object({ range: rangeName.default("all"), from: day.optional(), to: day.optional() })
  .refine((query) => query.range !== "custom" || !query.from || !query.to || query.from <= query.to, {
    message: "The start date is after the end date.",
    path: ["from"],
  });

/** API: the list and export filters (search text is trimmed: spaces around it find nothing more). */
export const filterQuerySchema = z.object({
  q: searchText.optional().transform((text) => (text ?? "").trim()),
  status: statusFilter.default("All"),
  review: reviewFilter.default("all"),
  driver: driverId.default(""),
  deliveryDay: day.optional(),
  slot: slotWindow.optional(),
  area: deliveryArea.optional(),
  payment: paymentFilter.default("all"),
});

/** API: a page of the list. */
export const pagingQuerySchema = z.object({
  page: pageNumber.default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
});

// The dashboard's URL: the same fields, but a hand-edited wrong value falls back to its default
// rather than breaking the page.
const urlFiltersSchema = z.object({
  q: searchText.catch(""),
  status: statusFilter.catch("All"),
  review: reviewFilter.catch("all"),
  driver: driverId.catch(""),
  deliveryDay: day.catch(""),
  slot: slotWindow.catch(""),
  area: deliveryArea.or(z.literal("")).catch(""),
  payment: paymentFilter.catch("all"),
  range: rangeName.catch("all"),
  from: day.catch(""),
  to: day.catch(""),
  page: pageNumber.catch(1),
});

export const DEFAULT_FILTERS: OrderFilters = {
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
};

/** A real calendar day written YYYY-MM-DD (rejects 2026-02-30 and friends). */
export const isIsoDay = isDay;

export function parseRange(params: URLSearchParams): RangeFilter {
  const { range, from, to } = parseOrderFilters(params);
  return { range, from, to };
}

/** The Customers section's URL: its search (q) and page, read as the orders' are. */
export function parseCustomerFilters(params: URLSearchParams): { q: string; page: number } {
  const { q, page } = parseOrderFilters(params);
  return { q, page };
}

export function parseOrderFilters(params: URLSearchParams): OrderFilters {
  const filters = urlFiltersSchema.parse(Object.fromEntries(params));
  return filters.range === "custom" ? filters : { ...filters, from: "", to: "" };
}

/** range/from/to as the stats and export endpoints take them; empty custom bounds are left out. */
export function rangeParams({ range, from, to }: RangeFilter): URLSearchParams {
  const params = new URLSearchParams({ range });
  if (range === "custom") {
    if (from) params.set("from", from);
    if (to) params.set("to", to);
  }
  return params;
}

/** Filters (no paging) as the list and export endpoints take them. */
export function filterParams(filters: Omit<OrderFilters, "page">): URLSearchParams {
  const params = rangeParams(filters);
  const q = filters.q.trim();
  if (q) params.set("q", q);
  params.set("status", filters.status);
  if (filters.review !== "all") params.set("review", filters.review);
  if (filters.driver) params.set("driver", filters.driver);
  if (filters.deliveryDay) params.set("deliveryDay", filters.deliveryDay);
  if (filters.slot) params.set("slot", filters.slot);
  if (filters.area) params.set("area", filters.area);
  if (filters.payment !== "all") params.set("payment", filters.payment);
  return params;
}

export function listQuery(filters: OrderFilters, pageSize = PAGE_SIZE): string {
  const params = filterParams(filters);
  params.set("page", String(filters.page));
  params.set("pageSize", String(pageSize));
  return params.toString();
}

/**
 * The URL after changing some filters. Any change other than the page itself goes back to page 1
 * (page 7 of the old results means nothing for the new ones); defaults are dropped to keep links short.
 */
export function withFilters(current: URLSearchParams, patch: Partial<OrderFilters>): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string, fallback: string) =>
    value === fallback || value === "" ? next.delete(key) : next.set(key, value);

  if (patch.q !== undefined) set("q", patch.q.slice(0, MAX_QUERY_LENGTH), "");
  if (patch.status !== undefined) next.set("status", patch.status);
  if (patch.review !== undefined) set("review", patch.review, "all");
  if (patch.driver !== undefined) set("driver", patch.driver, "");
  if (patch.deliveryDay !== undefined) set("deliveryDay", patch.deliveryDay, "");
  if (patch.slot !== undefined) set("slot", patch.slot, "");
  if (patch.area !== undefined) set("area", patch.area, "");
  if (patch.payment !== undefined) set("payment", patch.payment, "all");
  if (patch.range !== undefined) {
    set("range", patch.range, "all");
    if (patch.range !== "custom") {
      next.delete("from");
      next.delete("to");
    }
  }
  if (patch.from !== undefined) set("from", patch.from, "");
  if (patch.to !== undefined) set("to", patch.to, "");

  const onlyPage = Object.keys(patch).every((key) => key === "page");
  if (onlyPage && patch.page !== undefined) set("page", String(patch.page), "1");
  else next.delete("page");
  return next;
}

/** The same list, maybe another page of it: every filter but the page is equal. */
export function sameList(a: OrderFilters, b: OrderFilters): boolean {
  return (
    a.q === b.q &&
    a.status === b.status &&
    a.review === b.review &&
    a.driver === b.driver &&
    a.deliveryDay === b.deliveryDay &&
    a.slot === b.slot &&
    a.area === b.area &&
    a.payment === b.payment &&
    a.range === b.range &&
    a.from === b.from &&
    a.to === b.to
  );
}

export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** "Showing 51–100 of 230": the 1-based first and last row of a page. */
export function pageBounds(page: number, total: number, pageSize = PAGE_SIZE): { from: number; to: number } {
  if (total === 0) return { from: 0, to: 0 };
  const from = (page - 1) * pageSize + 1;
  return { from: Math.min(from, total), to: Math.min(page * pageSize, total) };
}
