// Variants (docs/decisions/033-variants.md): a perfume is sold in one or more sizes and kinds, each
// with its own price, SKU and stock. Every perfume of an existing shop becomes one 100 ml full
// bottle at its price and stock, whose id is the product's id with "-100" (so what an order took
// can be carried over), and the price and stock leave the products table: the variants hold them.
// What an order took is now recorded per variant.
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("product_variants")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("product_id", "text", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("size_ml", "integer", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("price", "integer", (c) => c.notNull())
    .addColumn("compare_at_price", "integer")
    .addColumn("sku", "text", (c) => c.notNull().unique())
    .addColumn("gtin", "text")
    .addColumn("stock", "integer")
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex("product_variants_by_product").on("product_variants").columns(["product_id", "position"]).execute();

  const products = (await db.selectFrom("products").select(["id", "slug", "price", "stock"]).execute()) as {
    id: string;
    slug: string;
    price: number;
    stock: number | null;
  }[];
  for (const p of products) {
    await db
      .insertInto("product_variants")
      .values({
        id: `${p.id}-100`,
        product_id: p.id,
        size_ml: 100,
        kind: "bottle",
        price: p.price,
        compare_at_price: null,
        sku: `${p.slug}-100ml`,
        gtin: null,
        stock: p.stock,
        active: 1,
        position: 0,
      })
      .execute();
  }

  await db.schema
    .createTable("order_variant_stock")
    .addColumn("order_id", "text", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("variant_id", "text", (c) => c.notNull())
    .addColumn("quantity", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("order_variant_stock_pk", ["order_id", "variant_id"])
    .execute();
  const taken = (await db.selectFrom("order_stock").select(["order_id", "product_id", "quantity"]).execute()) as {
    order_id: string;
    product_id: string;
    quantity: number;
  }[];
  for (const row of taken) {
    await db
      .insertInto("order_variant_stock")
      .values({ order_id: row.order_id, variant_id: `${row.product_id}-100`, quantity: row.quantity })
      .execute();
  }
  await db.schema.dropTable("order_stock").execute();
  await db.schema.alterTable("products").dropColumn("stock").execute();
  await db.schema.alterTable("products").dropColumn("price").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("products")
    .addColumn("price", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("products").addColumn("stock", "integer").execute();
  await db.schema
    .createTable("order_stock")
    .addColumn("order_id", "text", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("product_id", "text", (c) => c.notNull())
    .addColumn("quantity", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("order_stock_pk", ["order_id", "product_id"])
    .execute();
  await db.schema.dropTable("order_variant_stock").execute();
  await db.schema.dropTable("product_variants").execute();
}
