// Stock per perfume: a whole number, or null when the shop does not track it (every
// perfume until the owner sets a figure). What each order took is recorded beside it, so that
// cancelling or deleting the order gives back exactly that, whatever was tracked since.
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("products").addColumn("stock", "integer").execute();
  await db.schema
    .createTable("order_stock")
    .addColumn("order_id", "text", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("product_id", "text", (c) => c.notNull())
    .addColumn("quantity", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("order_stock_pk", ["order_id", "product_id"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("order_stock").execute();
  await db.schema.alterTable("products").dropColumn("stock").execute();
}
