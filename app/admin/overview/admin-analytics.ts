// Shapes the stats endpoints' answers for the analytics charts. The database does the counting;
// this only fills the calendar gaps so a quiet day shows as zero rather than vanishing.
import { qatarDay } from "../../shared/qatar-days";
import { ORDER_STATUSES, type OrderStatus } from "../../shared/order";
import { DISTRIBUTION_STATUSES, statusStyle } from "../ui/admin-status";

export interface DailyPoint {
  day: string;
  revenue: number;
  orders: number;
}

/** Past this many days the series is drawn as given (gaps and all) rather than padded. */
const MAX_FILLED_DAYS = 400;

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayString = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** Every day from the first to the last (or the given bounds), missing ones as zero. */
export function fillDays(points: readonly DailyPoint[], bounds: { from?: string; to?: string } = {}): DailyPoint[] {
  const sorted = [...points].filter((p) => !Number.isNaN(dayNumber(p.day))).sort((a, b) => (a.day < b.day ? -1 : 1));
  const first = bounds.from ?? sorted[0]?.day;
  const last = bounds.to ?? sorted.at(-1)?.day;
  if (!first || !last) return sorted;
  const start = dayNumber(first);
  const end = dayNumber(last);
  if (Number.isNaN(start) || Number.isNaN(end) || end < start || end - start + 1 > MAX_FILLED_DAYS) return sorted;
  const byDay = new Map(sorted.map((p) => [p.day, p]));
  const filled: DailyPoint[] = [];
  for (let n = start; n <= end; n++) {
    const day = dayString(n);
    filled.push(byDay.get(day) ?? { day, revenue: 0, orders: 0 });
  }
  return filled;
}

export interface StatusSlice {
  status: OrderStatus;
  count: number;
  color: string;
}

/** The distribution card's statuses in the product's order, plus any other status that has orders. */
export function statusSlices(byStatus: Partial<Record<OrderStatus, number>>): StatusSlice[] {
  const known: readonly OrderStatus[] = DISTRIBUTION_STATUSES;
  const extra = ORDER_STATUSES.filter((status) => !known.includes(status) && (byStatus[status] ?? 0) > 0);
  return [...known, ...extra].map((status) => ({ status, count: byStatus[status] ?? 0, color: statusStyle(status).color }));
}

/** The calendar days a preset range covers, for padding the chart; "all" has no fixed bounds. */
export function rangeDays(filter: { range: string; from: string; to: string }, now: number): { from?: string; to?: string } {
  const today = qatarDay(new Date(now));
  const back = (days: number) => dayString(dayNumber(today) - days);
  switch (filter.range) {
    case "today":
      return { from: today, to: today };
    case "7d":
      return { from: back(6), to: today };
    case "30d":
      return { from: back(29), to: today };
    case "custom":
      return { from: filter.from || undefined, to: filter.to || undefined };
    default:
      return {};
  }
}
