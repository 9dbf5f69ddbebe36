// A customer's orders by phone number (issue 19): the order dialog's history and risk badge read
// a customer's orders through this index, at any number of orders in the shop.
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("orders_phone_number_idx").on("orders").columns(["phone_number", "created_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("orders_phone_number_idx").execute();
}
