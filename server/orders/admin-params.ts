// The query parameters of the admin order list, export and stats endpoints, validated once here so
// the three agree: q, status, range/from/to (Qatar days) and paging.
import { z } from "zod";
import {
  MAX_QUERY_LENGTH,
  PAGE_SIZE as DEFAULT_PAGE_SIZE,
  STATUS_FILTERS,
  type StatusFilter,
} from "../../app/shared/admin-filters";
import { DATE_RANGES, isDay, resolveRange, type DayRange } from "../../app/shared/qatar-days";

const MAX_PAGE_SIZE = 200;

const day = z
  .string()
  .refine(isDay, "Use a real date written YYYY-MM-DD.")
  .optional()
  .transform((v) => v ?? null);

const rangeSchema = z
  .object({
    range: z.enum(DATE_RANGES).default("all"),
    from: day,
    to: day,
  })
  .refine((r) => r.range !== "custom" || !r.from || !r.to || r.from <= r.to, {
    message: "The start date is after the end date.",
    path: ["from"],
  });

const filterSchema = z.object({
  q: z
    .string()
    .optional()
    .transform((v) => (v ?? "").trim().slice(0, MAX_QUERY_LENGTH)),
  status: z.enum(STATUS_FILTERS, { error: `status must be one of ${STATUS_FILTERS.join(", ")}.` }).default("All"),
});

const pageSchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

/** What the list and the export filter by: search text, status and an instant range. */
export interface OrderFilter {
  q: string;
  status: StatusFilter;
  days: DayRange;
}

export interface Paging {
  page: number;
  pageSize: number;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; errors: { field: string; message: string }[] };

// An empty parameter (?from=&q=) means "not given", as a form would send it.
const present = (query: Record<string, string>) => Object.fromEntries(Object.entries(query).filter(([, v]) => v !== ""));

function failed(error: z.ZodError): Parsed<never> {
  return {
    ok: false,
    errors: error.issues.map((i) => ({ field: i.path.map(String).join(".") || "(query)", message: i.message })),
  };
}

export function parseDayRange(query: Record<string, string>, now: Date): Parsed<DayRange> {
  const r = rangeSchema.safeParse(present(query));
  if (!r.success) return failed(r.error);
  const custom = r.data.range === "custom";
  return { ok: true, value: resolveRange(r.data.range, custom ? r.data.from : null, custom ? r.data.to : null, now) };
}

export function parseOrderFilter(query: Record<string, string>, now: Date): Parsed<OrderFilter> {
  const f = filterSchema.safeParse(present(query));
  if (!f.success) return failed(f.error);
  const days = parseDayRange(query, now);
  if (!days.ok) return days;
  return { ok: true, value: { q: f.data.q, status: f.data.status, days: days.value } };
}

export function parsePaging(query: Record<string, string>): Parsed<Paging> {
  const p = pageSchema.safeParse(present(query));
  return p.success ? { ok: true, value: p.data } : failed(p.error);
}
