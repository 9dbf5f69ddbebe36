// An order line keeps the variant it sold as it was sold (docs/decisions/033-variants.md): its id,
// size, kind and SKU beside the unit price already kept. Lines stored before variants have none,
// and read as the perfume's 100 ml bottle they were.
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("order_items").addColumn("variant_id", "text").execute();
  await db.schema.alterTable("order_items").addColumn("size_ml", "integer").execute();
  await db.schema.alterTable("order_items").addColumn("variant_kind", "text").execute();
  await db.schema.alterTable("order_items").addColumn("sku", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ["sku", "variant_kind", "size_ml", "variant_id"]) {
    await db.schema.alterTable("order_items").dropColumn(column).execute();
  }
}
