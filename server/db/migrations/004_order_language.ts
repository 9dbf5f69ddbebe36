// The Arabic edition (docs/decisions/006): each order remembers the language the shopper used, so
// staff can answer in it. Existing orders were all placed in English.
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("orders")
    .addColumn("language", "text", (c) => c.notNull().defaultTo("en"))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("orders").dropColumn("language").execute();
}
