// The analytics' top sellers (docs/decisions/038): perfumes by size, counted in the database from
// the order lines' stored size, kind and line totals, so a size renamed or removed since still
// counts as it was sold. A line stored before sizes existed is its perfume's 100 ml bottle
// (decision 033). Cancelled orders (refused at the door included) sold nothing. Bundles and custom
// trios are lines of their own and are not split into their perfumes here.
import { sql } from "kysely";
import type { TopSeller } from "../../app/admin/overview/overview-contract";
import { rangeInstants, type DayRange } from "../../app/shared/qatar-days";
import { LEGACY_SIZE_ML, VARIANT_KINDS, type VariantKind } from "../../app/shared/variants";
import type { Db } from "../db/database";
import { UNPAID_STATUSES } from "../../app/shared/order";

const TOP_SELLERS = 10;

export async function readTopSellers(db: Db, days: DayRange, limit = TOP_SELLERS): Promise<TopSeller[]> {
  const size = sql<number>`coalesce(order_items.size_ml, ${sql.lit(LEGACY_SIZE_ML)})`;
  const kind = sql<string>`coalesce(order_items.variant_kind, ${sql.lit("bottle")})`;
  let query = db.kysely
    .selectFrom("order_items")
    .innerJoin("orders", "orders.id", "order_items.order_id")
    .where("order_items.item_type", "=", "product")
    // Nor did online orders whose money was never taken (docs/decisions/040).
    .where("orders.status", "not in", ["Cancelled", ...UNPAID_STATUSES]);
  const { start, end } = rangeInstants(days);
  if (start) query = query.where("orders.created_at", ">=", start);
  if (end) query = query.where("orders.created_at", "<", end);
  const rows = await query
    .select((eb) => [
      "order_items.item_ref as productId",
      size.as("sizeMl"),
      kind.as("kind"),
      eb.fn.max("order_items.name").as("name"),
      eb.fn.sum<number>("order_items.quantity").as("units"),
      eb.fn.sum<number>("order_items.line_total").as("revenue"),
    ])
    .groupBy(["order_items.item_ref", size, kind])
    .orderBy("units", "desc")
    .orderBy("revenue", "desc")
    .orderBy("order_items.item_ref")
    .orderBy("sizeMl")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    productId: r.productId ?? "",
    name: String(r.name),
    sizeMl: Number(r.sizeMl),
    kind: (VARIANT_KINDS as readonly string[]).includes(r.kind) ? (r.kind as VariantKind) : "bottle",
    units: Number(r.units),
    revenue: Number(r.revenue),
  }));
}
