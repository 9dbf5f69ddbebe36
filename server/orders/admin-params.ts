// The query parameters of the admin order list, export and stats endpoints: the shared schemas of
// app/shared/admin-filters.ts, resolved into instants and problem-details field errors.
import type { z } from "zod";
import { filterQuerySchema, pagingQuerySchema, rangeQuerySchema, type StatusFilter } from "../../app/shared/admin-filters";
import type { ReviewFilter } from "../../app/shared/order-review";
import type { City } from "../../app/shared/order-schema";
import type { PaymentFilter } from "../../app/shared/payments/payment-filter";
import type { FieldMessage } from "../../app/shared/field-errors";
import { resolveRange, type DayRange } from "../../app/shared/qatar-days";

/** What the list and the export filter by: search text, status and an instant range. */
export interface OrderFilter {
  q: string;
  status: StatusFilter;
  /** Absent: every order. */
  review?: ReviewFilter;
  days: DayRange;
  /** Issue 22: a driver's id, a delivery day, a slot window on it; absent = any. */
  driver?: string;
  deliveryDay?: string;
  slot?: string;
  /** A delivery area (the address's city); absent = any. */
  area?: City;
  /** By payment (decision 040); absent = any. */
  payment?: Exclude<PaymentFilter, "all">;
}

export interface Paging {
  page: number;
  pageSize: number;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; errors: FieldMessage[] };

// An empty parameter (?from=&q=) means "not given", as a form would send it.
const present = (query: Record<string, string>) => Object.fromEntries(Object.entries(query).filter(([, v]) => v !== ""));

function failed(error: z.ZodError): Parsed<never> {
  return {
    ok: false,
    errors: error.issues.map((i) => ({ field: i.path.map(String).join(".") || "(query)", message: i.message })),
  };
}

export function parseDayRange(query: Record<string, string>, now: Date): Parsed<DayRange> {
  const r = rangeQuerySchema.safeParse(present(query));
  if (!r.success) return failed(r.error);
  const custom = r.data.range === "custom";
  return {
    ok: true,
    value: resolveRange(r.data.range, custom ? (r.data.from ?? null) : null, custom ? (r.data.to ?? null) : null, now),
  };
}

export function parseOrderFilter(query: Record<string, string>, now: Date): Parsed<OrderFilter> {
  const f = filterQuerySchema.safeParse(present(query));
  if (!f.success) return failed(f.error);
  const days = parseDayRange(query, now);
  if (!days.ok) return days;
  const { driver, deliveryDay, slot, area, payment } = f.data;
  return {
    ok: true,
    value: {
      q: f.data.q,
      status: f.data.status,
      review: f.data.review,
      days: days.value,
      ...(driver ? { driver } : {}),
      ...(deliveryDay ? { deliveryDay } : {}),
      ...(slot ? { slot } : {}),
      ...(area ? { area } : {}),
      ...(payment !== "all" ? { payment } : {}),
    },
  };
}

export function parsePaging(query: Record<string, string>): Parsed<Paging> {
  const p = pagingQuerySchema.safeParse(present(query));
  return p.success ? { ok: true, value: p.data } : failed(p.error);
}
