// What the admin's Promotions screen shows beside a promotion's own uses and discount: the orders
// that used it and what they paid, the code its row shows, and its latest orders. Read from the
// rows each order keeps of the promotions applied to it (order_promotions, migration 032): those
// with `counted` = 1 are the orders not cancelled, the same rows every limit counts.
import { sql } from "kysely";
import type {
  PromotionFigures,
  PromotionOrder,
  PromotionFiguresList,
  PromotionRangeRow,
} from "../../app/admin/promotions/promotion-figures-contract";
import { PROMOTION_ORDERS_SHOWN } from "../../app/admin/promotions/promotion-figures-contract";
import type { Db } from "../db/database";
import { rangeInstants, type DayRange } from "../../app/shared/qatar-days";

/** Orders, revenue and first code of every promotion that has any of them. */
export async function promotionFigures(db: Db): Promise<PromotionFiguresList> {
  const k = db.kysely;
  const [usage, firstCodes] = await Promise.all([
    k
      .selectFrom("order_promotions as op")
      .innerJoin("orders as o", "o.id", "op.order_id")
      .where("op.counted", "=", 1)
      .groupBy("op.promotion_id")
      .select([
        "op.promotion_id as id",
        sql<number | string>`count(*)`.as("orders"),
        sql<number | string | null>`sum(o.final_total)`.as("revenue"),
      ])
      .execute(),
    // The code given first (the one typed at creation, before any generated ones); ties by code.
    k
      .selectFrom("promotion_codes as pc")
      .where("pc.created_at", "=", (eb) =>
        eb
          .selectFrom("promotion_codes as earliest")
          .whereRef("earliest.promotion_id", "=", "pc.promotion_id")
          .select((e) => e.fn.min("earliest.created_at").as("at")),
      )
      .groupBy("pc.promotion_id")
      .select(["pc.promotion_id as id", sql<string>`min(pc.code)`.as("code")])
      .execute(),
  ]);
  const figures: Record<string, PromotionFigures> = {};
  const entry = (id: string) => (figures[id] ??= { orders: 0, revenue: 0, firstCode: null });
  for (const row of usage) Object.assign(entry(row.id), { orders: Number(row.orders), revenue: Number(row.revenue ?? 0) });
  for (const row of firstCodes) entry(row.id).firstCode = row.code;
  return { figures };
}

/** The latest orders that used a promotion, cancelled ones too (their status says so), newest first. */
export async function promotionOrders(db: Db, promotionId: string): Promise<PromotionOrder[]> {
  const rows = await db.kysely
    .selectFrom("order_promotions as op")
    .innerJoin("orders as o", "o.id", "op.order_id")
    .where("op.promotion_id", "=", promotionId)
    .orderBy("o.created_at", "desc")
    .orderBy("o.id", "desc")
    .limit(PROMOTION_ORDERS_SHOWN)
    .select(["o.id", "o.number", "o.created_at", "o.customer_name", "o.status", "o.final_total", "op.amount", "op.code"])
    .execute();
  return rows.map((row) => ({
    id: row.id,
    orderNumber: Number(row.number ?? 0),
    createdAt: row.created_at,
    customerName: row.customer_name,
    status: row.status,
    total: Number(row.final_total),
    discount: Number(row.amount),
    code: row.code,
  }));
}

/**
 * Each promotion's orders, uses, discount given and revenue over the orders placed in a range of
 * Qatar days (the instants come from app/shared/qatar-days.ts): one query grouped by promotion,
 * walking only the orders that applied one, with sums the same on both engines.
 */
export async function promotionsInRange(db: Db, days: DayRange): Promise<PromotionRangeRow[]> {
  const { start, end } = rangeInstants(days);
  let query = db.kysely
    .selectFrom("order_promotions as op")
    .innerJoin("orders as o", "o.id", "op.order_id")
    .groupBy("op.promotion_id");
  if (start) query = query.where("o.created_at", ">=", start);
  if (end) query = query.where("o.created_at", "<", end);
  const rows = await query
    .select([
      "op.promotion_id as id",
      sql<string>`max(op.name_en)`.as("name_en"),
      sql<string>`max(op.name_ar)`.as("name_ar"),
      sql<number | string>`count(*)`.as("orders"),
      sql<number | string>`sum(op.counted)`.as("uses"),
      sql<number | string>`sum(case when op.counted = 1 then op.amount else 0 end)`.as("given"),
      sql<number | string>`sum(case when op.counted = 1 then o.final_total else 0 end)`.as("revenue"),
    ])
    .execute();
  return rows
    .map((row) => ({
      promotionId: row.id,
      name: { en: row.name_en, ar: row.name_ar },
      orders: Number(row.orders),
      uses: Number(row.uses),
      discountGiven: Number(row.given),
      revenue: Number(row.revenue),
    }))
    .sort((a, b) => b.discountGiven - a.discountGiven || b.orders - a.orders || (a.promotionId < b.promotionId ? -1 : 1));
}
