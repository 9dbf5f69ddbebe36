// The dashboard's state lives in the URL (section, status, search, dates, page) so a link, a reload
// or the back button shows the same view. These pure helpers read and write that state and turn it
// into the query strings the admin API expects.
import { ORDER_STATUSES, type OrderStatus } from "./order";
import { DATE_RANGES, isDay, type RangeName } from "./qatar-days";

const SECTIONS = ["overview", "orders", "analytics"] as const;
export type Section = (typeof SECTIONS)[number];

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
  page: number;
}

export const DEFAULT_FILTERS: OrderFilters = { q: "", status: "All", range: "all", from: "", to: "", page: 1 };

/** A real calendar day written YYYY-MM-DD (rejects 2026-02-30 and friends). */
export const isIsoDay = isDay;

export function parseSection(params: URLSearchParams): Section {
  const value = params.get("section");
  return (SECTIONS as readonly string[]).includes(value ?? "") ? (value as Section) : "overview";
}

function parseStatus(value: string | null): StatusFilter {
  return (STATUS_FILTERS as readonly string[]).includes(value ?? "") ? (value as StatusFilter) : "All";
}

export function parseRange(params: URLSearchParams): RangeFilter {
  const value = params.get("range");
  const range = (DATE_RANGES as readonly string[]).includes(value ?? "") ? (value as DateRange) : "all";
  if (range !== "custom") return { range, from: "", to: "" };
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  return { range, from: isIsoDay(from) ? from : "", to: isIsoDay(to) ? to : "" };
}

export function parseOrderFilters(params: URLSearchParams): OrderFilters {
  const page = Number.parseInt(params.get("page") ?? "", 10);
  return {
    q: (params.get("q") ?? "").slice(0, MAX_QUERY_LENGTH),
    status: parseStatus(params.get("status")),
    ...parseRange(params),
    page: Number.isFinite(page) && page >= 1 ? page : 1,
  };
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

export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** "Showing 51–100 of 230": the 1-based first and last row of a page. */
export function pageBounds(page: number, total: number, pageSize = PAGE_SIZE): { from: number; to: number } {
  if (total === 0) return { from: 0, to: 0 };
  const from = (page - 1) * pageSize + 1;
  return { from: Math.min(from, total), to: Math.min(page * pageSize, total) };
}

// Sidebar: the product's link shapes, and which one is active for the current URL.
export type NavTarget = { section: "overview" } | { section: "analytics" } | { section: "orders"; status: StatusFilter };

export function navHref(target: NavTarget): string {
  const params = new URLSearchParams({ section: target.section });
  if (target.section === "orders") params.set("status", target.status);
  return `/admin/dashboard?${params}`;
}

export function isNavActive(target: NavTarget, params: URLSearchParams): boolean {
  const section = parseSection(params);
  if (section !== target.section) return false;
  return target.section !== "orders" || parseStatus(params.get("status")) === target.status;
}
