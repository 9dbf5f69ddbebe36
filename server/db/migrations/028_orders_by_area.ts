// The Orders list filtered by delivery area (the address's city), newest first: one index per
// shape of that query, as migration 001 has for the list without an area, so a page is an index
// range read at a million orders whether or not a status is chosen too.
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("orders_city_created_idx").on("orders").columns(["customer_city", "created_at", "id"]).execute();
  await db.schema
    .createIndex("orders_city_status_created_idx")
    .on("orders")
    .columns(["customer_city", "status", "created_at", "id"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("orders_city_status_created_idx").execute();
  await db.schema.dropIndex("orders_city_created_idx").execute();
}
