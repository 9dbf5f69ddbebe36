// What the promotions screen adds to the promotions API (promotions-contract.ts): per promotion,
// the orders that used it and what they paid, and the code the list shows. Read from the orders
// themselves (GET /api/admin/promotion-figures[/:id/orders]); types only, the server's answers
// `satisfy` them.
import type { OrderStatus } from "../../shared/order";

export interface PromotionFigures {
  /** Orders not cancelled that used it. */
  orders: number;
  /** What those orders paid (their totals, after every discount), in dirhams. */
  revenue: number;
  /** Its first code (the one the list shows), null for an automatic one or one without codes yet. */
  firstCode: string | null;
}

/** GET /api/admin/promotion-figures: by promotion id; a promotion no order used has zeros. */
export interface PromotionFiguresList {
  figures: Record<string, PromotionFigures>;
}

export interface PromotionOrder {
  id: string;
  orderNumber: number;
  createdAt: string;
  customerName: string;
  status: OrderStatus;
  total: number;
  /** Dirhams this promotion took off the order. */
  discount: number;
  code: string | null;
}

/** GET /api/admin/promotion-figures/:id/orders: the latest orders that used it, newest first. */
export interface PromotionOrders {
  orders: PromotionOrder[];
}

/** How many orders the detail lists. */
export const PROMOTION_ORDERS_SHOWN = 20;

/** A promotion's figures over a range of Qatar days, from the orders placed in it. */
export interface PromotionRangeRow {
  promotionId: string;
  /** Its name as the latest of those orders applied it (the screen prefers the current one). */
  name: { en: string; ar: string };
  /** Orders placed in the range that applied it, cancelled ones included. */
  orders: number;
  /** Of those, the uses still counted (orders not cancelled): what its limits count. */
  uses: number;
  /** Dirhams it took off those counted orders. */
  discountGiven: number;
  /** What those counted orders paid (their totals, after every discount), in dirhams. */
  revenue: number;
}

/**
 * GET /api/admin/promotion-figures/range?range=…: every promotion an order of the range applied,
 * most discount given first. An order with two promotions counts under each.
 */
export interface PromotionRangeFigures {
  promotions: PromotionRangeRow[];
}
