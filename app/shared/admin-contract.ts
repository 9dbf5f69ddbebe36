// The admin API's answers, declared once: the server's handlers are checked against these types
// (`satisfies`) and the dashboard reads its responses as them, so a change on one side fails the
// type check on the other. Requests are validated by app/shared/admin-filters.ts.
import type { Order } from "./order";

/** GET /api/admin/orders */
export interface OrdersPage {
  orders: Order[];
  total: number;
  page: number;
  pageSize: number;
}

export interface StatusChange {
  status: string;
  /** Username of the staff member; null for the order being placed. */
  changedBy: string | null;
  changedAt: string;
}

/** GET /api/admin/orders/:id */
export interface OrderDetail {
  order: Order;
  /** Oldest first, starting with the order being placed. */
  history: StatusChange[];
}

/** PATCH /api/admin/orders/:id */
export interface OrderUpdated {
  order: Order;
}

/** GET /api/admin/stats: money in dirhams. */
export interface Stats {
  /** Final totals of every order, cancelled ones included (the product's figure). */
  totalRevenue: number;
  /** The same without cancelled orders: the money the shop can still expect. */
  revenueWithoutCancelled: number;
  totalOrders: number;
  avgOrderValue: number;
  byStatus: Record<string, number>;
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

/** A perfume as the admin's catalogue list shows it (GET /api/admin/products). */
export interface AdminProduct {
  id: string;
  slug: string;
  name: string;
  /** Dirhams. */
  price: number;
  /** Units left; null = not tracked. */
  stock: number | null;
  position: number;
}

export interface AdminProducts {
  products: AdminProduct[];
}

export interface FailedSignIns {
  count: number;
  lastAt: string;
  lastAddress: string | null;
}

/** POST /api/admin/login */
export interface SignedIn {
  username: string;
  /** Failed attempts on this account since its last sign-in, if any. */
  failedSignIns: FailedSignIns | null;
}

/** GET /api/admin/session */
export interface CurrentUser {
  username: string;
}

export const ORDER_EVENT_TYPES = ["created", "updated", "deleted"] as const;

/** The data of each `order` event on the live stream (GET /api/admin/events). */
export interface OrderEvent {
  type: (typeof ORDER_EVENT_TYPES)[number];
  orderId: string;
}
