// Blocked phone numbers: staff refuse Cash on Delivery orders from a number that placed
// fake orders or refused at the door again and again. Keyed by the E.164 form orders store.
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("blocked_phones")
    .addColumn("phone", "text", (c) => c.primaryKey())
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("blocked_by", "text")
    .addColumn("blocked_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("blocked_phones").execute();
}
