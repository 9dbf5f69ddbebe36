// The admin API's figures for the overview and analytics (docs/decisions/028): the stats, the days'
// totals and the refused orders. Types only, shared with the server's handlers.

/** GET /api/admin/stats: money in dirhams. */
export interface Stats {
  /** Final totals of every order, cancelled ones included (the product's figure). */
  totalRevenue: number;
  /** The same without cancelled orders: the money the shop can still expect. */
  revenueWithoutCancelled: number;
  totalOrders: number;
  avgOrderValue: number;
  byStatus: Record<string, number>;
  /** Of the range's orders: confirmed with the customer, and cancelled as refused at delivery. */
  review: { confirmed: number; refused: number };
}

export interface DayTotals {
  /** Qatar day, YYYY-MM-DD. */
  day: string;
  revenue: number;
  orders: number;
}

/** GET /api/admin/stats/daily: every day of the range, oldest first. */
export interface DailyStats {
  days: DayTotals[];
}

/** Why the shop refused an order before storing it. */
export type RefusalReason = "phone-limit" | "address-limit" | "blocked";

/** GET /api/admin/refusals: orders refused on the range's days, by reason. */
export interface Refusals {
  total: number;
  byReason: Record<RefusalReason, number>;
}
