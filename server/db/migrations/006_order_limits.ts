// Order limits (docs/decisions/011): each accepted order leaves one row per limit it counts
// toward (its phone number, its client address), written in the order's own transaction, so the
// limits hold across restarts and server processes and an order that is undone never counts.
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("order_limit_hits")
    .addColumn("bucket", "text", (c) => c.notNull())
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("order_id", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("order_limit_hits_bucket_at").on("order_limit_hits").columns(["bucket", "at"]).execute();
  await db.schema.createIndex("order_limit_hits_at").on("order_limit_hits").column("at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("order_limit_hits").execute();
}
