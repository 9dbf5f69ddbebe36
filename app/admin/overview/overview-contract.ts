// The admin API's figures for the overview and analytics (docs/decisions/028): the stats, today's
// figures, the days' totals and the refused orders. Types only, shared with the server's handlers.
import type { OrderStatus } from "../../shared/order";
import type { VariantKind } from "../../shared/variants";

/** GET /api/admin/stats: money in dirhams. */
export interface Stats {
  /** Final totals of every order, cancelled ones included (the product's figure). */
  totalRevenue: number;
  /** The same without cancelled orders: the money the shop can still expect. */
  revenueWithoutCancelled: number;
  totalOrders: number;
  avgOrderValue: number;
  byStatus: Record<OrderStatus, number>;
  /** Of the range's orders: confirmed with the customer, and cancelled as refused at delivery. */
  review: { confirmed: number; refused: number };
}

/**
 * GET /api/admin/stats/today: the owner's day at a glance. Each count is exactly the orders of the
 * list its card links to (./today-links.ts); money in dirhams.
 */
export interface TodayFigures {
  /** Today's Qatar day, YYYY-MM-DD. */
  day: string;
  /** Orders placed today, whatever became of them. */
  ordersToday: number;
  /** Today's orders' final totals, cancelled and refused ones left out. */
  revenueToday: number;
  /** Awaiting dispatch, not yet confirmed with the customer. */
  awaitingConfirmation: number;
  /** Awaiting dispatch, confirmed: ready to go out. */
  awaitingDispatch: number;
  /** Shipped: on their way with a driver. */
  outWithDrivers: number;
  /** Cash the drivers collected and have not handed over yet (the Cash section's "still with drivers"). */
  cashWithDrivers: number;
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

/** A perfume in one size among the range's best sellers (docs/decisions/038). */
export interface TopSeller {
  productId: string;
  /** The perfume's name as sold. */
  name: string;
  sizeMl: number;
  kind: VariantKind;
  /** Units sold on perfume lines of orders not cancelled. */
  units: number;
  /** Those lines' totals, dirhams. */
  revenue: number;
}

/** GET /api/admin/stats/top-sellers: the range's best-selling perfume sizes, most units first. */
export interface TopSellers {
  sellers: TopSeller[];
}

/** GET /api/admin/stats/ratings: the published reviews written in the range, per perfume. */
export interface PeriodRating {
  productId: string;
  /** The perfume's English name, or its id when it is gone. */
  name: string;
  /** Rounded to one decimal (app/shared/reviews.ts roundAverage). */
  average: number;
  count: number;
}
export interface PeriodRatings {
  ratings: PeriodRating[];
}
