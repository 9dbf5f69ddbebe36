import { sql, type Kysely } from "kysely";

// Only types both engines share: text and integer. Timestamps are ISO-8601 UTC text.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("products")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("price", "integer", (c) => c.notNull().check(sql`price >= 0`))
    .addColumn("image", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("category", "text", (c) => c.notNull())
    .addColumn("notes", "text", (c) => c.notNull())
    .addColumn("stripe_price_id", "text")
    .addColumn("position", "integer", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("bundles")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("price", "integer", (c) => c.notNull())
    .addColumn("discount", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("image", "text", (c) => c.notNull())
    .addColumn("stripe_price_id", "text")
    .addColumn("position", "integer", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("bundle_products")
    .addColumn("bundle_id", "text", (c) => c.notNull().references("bundles.id").onDelete("cascade"))
    .addColumn("product_id", "text", (c) => c.notNull().references("products.id"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("bundle_products_pk", ["bundle_id", "position"])
    .execute();

  await db.schema
    .createTable("orders")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("customer_name", "text", (c) => c.notNull())
    .addColumn("customer_email", "text")
    .addColumn("customer_phone", "text", (c) => c.notNull())
    .addColumn("phone_number", "text")
    .addColumn("customer_address", "text", (c) => c.notNull())
    .addColumn("customer_city", "text", (c) => c.notNull())
    .addColumn("order_notes", "text")
    .addColumn("total_amount", "integer", (c) => c.notNull())
    .addColumn("shipping_cost", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("final_total", "integer", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("payment_method", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("orders_created_at_idx").on("orders").columns(["created_at", "id"]).execute();
  await db.schema.createIndex("orders_status_created_at_idx").on("orders").columns(["status", "created_at", "id"]).execute();

  await db.schema
    .createTable("order_items")
    .addColumn("order_id", "text", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("item_type", "text", (c) => c.notNull())
    .addColumn("item_ref", "text")
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("image", "text")
    .addColumn("quantity", "integer", (c) => c.notNull())
    .addColumn("unit_price", "integer", (c) => c.notNull())
    .addColumn("line_total", "integer", (c) => c.notNull())
    .addColumn("products", "text")
    .addPrimaryKeyConstraint("order_items_pk", ["order_id", "position"])
    .execute();

  await db.schema
    .createTable("idempotency_keys")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("fingerprint", "text", (c) => c.notNull())
    .addColumn("order_id", "text", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["idempotency_keys", "order_items", "orders", "bundle_products", "bundles", "products"]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
