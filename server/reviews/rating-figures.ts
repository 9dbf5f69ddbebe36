// The analytics' ratings by perfume (docs/decisions/045): the published reviews written in a range
// of Qatar days, averaged and counted per perfume by the database, so the figure never needs every
// review loaded. Held and hidden reviews count nowhere, as on the storefront.
import { sql } from "kysely";
import type { PeriodRating } from "../../app/admin/overview/overview-contract";
import { rangeInstants, type DayRange } from "../../app/shared/qatar-days";
import { roundAverage } from "../../app/shared/reviews";
import type { Db } from "../db/database";

export async function readPeriodRatings(db: Db, days: DayRange): Promise<PeriodRating[]> {
  let query = db.kysely
    .selectFrom("reviews")
    .leftJoin("products", "products.id", "reviews.product_id")
    .where("reviews.status", "=", "published");
  const { start, end } = rangeInstants(days);
  if (start) query = query.where("reviews.created_at", ">=", start);
  if (end) query = query.where("reviews.created_at", "<", end);
  const rows = await query
    .select((eb) => [
      "reviews.product_id as productId",
      eb.fn.max("products.name").as("name"),
      sql<number | string>`avg(reviews.rating)`.as("average"),
      eb.fn.countAll<number | string>().as("count"),
    ])
    .groupBy("reviews.product_id")
    .execute();
  return rows
    .map((r) => ({
      productId: r.productId,
      name: r.name ?? r.productId,
      average: roundAverage(Number(r.average)),
      count: Number(r.count),
    }))
    .sort((a, b) => b.count - a.count || b.average - a.average || a.name.localeCompare(b.name));
}
