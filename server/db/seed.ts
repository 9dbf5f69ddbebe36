// Seeds the catalogue. Idempotent: each row is upserted to the same values, so a second run
// changes nothing, and a changed catalogue file updates the rows in place.
import type { Db } from "./database";
import { BUNDLE_PRICE, PERFUME_PRICE, bundleImage, productImage, seedBundles, seedProducts } from "./catalogue-data";

export async function seedCatalogue(db: Db): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    for (const [position, p] of seedProducts.entries()) {
      const row = {
        id: p.id,
        slug: p.slug,
        name: p.name,
        price: PERFUME_PRICE,
        image: productImage(p.slug),
        description: p.description,
        category: p.category,
        notes: p.notes,
        stripe_price_id: `price_${p.slug.replace(/-/g, "_")}`,
        position,
      };
      const { id: _id, ...changes } = row;
      await trx
        .insertInto("products")
        .values(row)
        .onConflict((oc) => oc.column("id").doUpdateSet(changes))
        .execute();
    }
    for (const [position, b] of seedBundles.entries()) {
      const row = {
        id: b.id,
        name: b.name,
        description: b.description,
        price: BUNDLE_PRICE,
        discount: 0,
        image: bundleImage(b.id),
        stripe_price_id: `price_${b.id}`,
        position,
      };
      const { id: _id, ...changes } = row;
      await trx
        .insertInto("bundles")
        .values(row)
        .onConflict((oc) => oc.column("id").doUpdateSet(changes))
        .execute();
      for (const [i, productId] of b.productIds.entries()) {
        await trx
          .insertInto("bundle_products")
          .values({ bundle_id: b.id, product_id: productId, position: i })
          .onConflict((oc) => oc.columns(["bundle_id", "position"]).doUpdateSet({ product_id: productId }))
          .execute();
      }
    }
  });
}
