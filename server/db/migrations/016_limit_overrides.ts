// Order limits staff can see and lift: numbers whose phone limit staff lifted (trusted
// repeat customers), and orders refused per Qatar day and reason (a limit, a blocked number).
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("trusted_phones")
    .addColumn("phone", "text", (c) => c.primaryKey())
    .addColumn("trusted_by", "text")
    .addColumn("trusted_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("order_refusals")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("order_refusals_pk", ["day", "reason"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("order_refusals").execute();
  await db.schema.dropTable("trusted_phones").execute();
}
