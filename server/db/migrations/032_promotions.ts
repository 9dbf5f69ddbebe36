// Promotions (docs/decisions/035). A promotion's rules are one JSON text (the definition the admin
// API validated, app/shared/promotions/definition.ts), with the limits the order's guarded insert
// compares beside it as columns. Codes are their own rows, unique across promotions (stored
// normalised: upper case, ASCII digits). Each order keeps the promotions applied to it
// (order_promotions: its name then, the code, the dirhams off); those rows with `counted` = 1 are
// the uses every limit counts, so cancelling an order sets it to 0 and gives its uses back, and
// deleting the order deletes them. The order's `discount` column holds the dirhams off in all.
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("promotions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("definition", "text", (c) => c.notNull())
    .addColumn("automatic", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("usage_limit", "integer")
    .addColumn("usage_limit_per_phone", "integer")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("promotion_codes")
    .addColumn("code", "text", (c) => c.primaryKey())
    .addColumn("promotion_id", "text", (c) => c.notNull().references("promotions.id").onDelete("cascade"))
    .addColumn("max_uses", "integer")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("promotion_codes_promotion_idx").on("promotion_codes").columns(["promotion_id", "code"]).execute();
  await db.schema
    .createTable("order_promotions")
    .addColumn("order_id", "text", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("promotion_id", "text", (c) => c.notNull())
    .addColumn("name_en", "text", (c) => c.notNull())
    .addColumn("name_ar", "text", (c) => c.notNull())
    .addColumn("code", "text")
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("phone", "text")
    .addColumn("counted", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("order_promotions_pk", ["order_id", "promotion_id"])
    .execute();
  await db.schema
    .createIndex("order_promotions_promotion_idx")
    .on("order_promotions")
    .columns(["promotion_id", "counted"])
    .execute();
  await db.schema.createIndex("order_promotions_code_idx").on("order_promotions").columns(["code", "counted"]).execute();
  await db.schema
    .createIndex("order_promotions_phone_idx")
    .on("order_promotions")
    .columns(["phone", "promotion_id", "counted"])
    .execute();
  await db.schema
    .alterTable("orders")
    .addColumn("discount", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("orders").dropColumn("discount").execute();
  await db.schema.dropTable("order_promotions").execute();
  await db.schema.dropTable("promotion_codes").execute();
  await db.schema.dropTable("promotions").execute();
}
