// Seeds the catalogue into a new shop, once: from then on the catalogue is the owner's,
// so a restart never puts back a price, a text or a perfume the owner changed or removed. The
// marker row is written in the same transaction; migration 009 writes it for shops that predate it.
import type { Db } from "./database";
import { BUNDLE_PRICE, PERFUME_PRICE, bundleImage, productImage, seedBundles, seedProducts } from "./catalogue-data";
import { seedTextsAr } from "./catalogue-data.ar";
import { fillSeededAttributes } from "./migrations/031_perfume_attributes";
import { LEGACY_SIZE_ML } from "../../app/shared/variants";

const SEEDED = "catalogueSeededAt";

export async function seedCatalogue(db: Db): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    const seeded = await trx.selectFrom("shop_settings").select("value").where("key", "=", SEEDED).executeTakeFirst();
    if (seeded) return;
    for (const [position, p] of seedProducts.entries()) {
      const ar = seedTextsAr.products[p.id];
      await trx
        .insertInto("products")
        .values({
          id: p.id,
          slug: p.slug,
          name: p.name,
          name_ar: p.name,
          image: productImage(p.slug),
          description: p.description,
          description_ar: ar.description,
          category: p.category,
          notes: p.notes,
          notes_ar: ar.notes,
          stripe_price_id: `price_${p.slug.replace(/-/g, "_")}`,
          position,
          active: 1,
          // The home page's sections as the shop opened: four Best Sellers, then four New Arrivals.
          best_seller: position < 4 ? 1 : 0,
          new_arrival: position >= 4 && position < 8 ? 1 : 0,
          image_set: null,
          in_custom_trio: 1,
        })
        .onConflict((oc) => oc.column("id").doNothing())
        .execute();
      // One 100 ml bottle each, as migration 029 makes of an older shop's perfumes.
      await trx
        .insertInto("product_variants")
        .values({
          id: `${p.id}-100`,
          product_id: p.id,
          size_ml: LEGACY_SIZE_ML,
          kind: "bottle",
          price: PERFUME_PRICE,
          compare_at_price: null,
          sku: `${p.slug}-100ml`,
          gtin: null,
          stock: null,
          active: 1,
          position: 0,
        })
        .onConflict((oc) => oc.column("id").doNothing())
        .execute();
    }
    // Houses, families, concentrations and the pyramid's other tiers, as migration 031 gives them.
    await fillSeededAttributes(trx);
    for (const [position, b] of seedBundles.entries()) {
      const ar = seedTextsAr.bundles[b.id];
      await trx
        .insertInto("bundles")
        .values({
          id: b.id,
          name: b.name,
          name_ar: ar.name,
          description: b.description,
          description_ar: ar.description,
          price: BUNDLE_PRICE,
          discount: 0,
          image: bundleImage(b.id),
          stripe_price_id: `price_${b.id}`,
          position,
          active: 1,
          image_set: null,
        })
        .onConflict((oc) => oc.column("id").doNothing())
        .execute();
      for (const [i, productId] of b.productIds.entries()) {
        await trx
          .insertInto("bundle_products")
          .values({ bundle_id: b.id, product_id: productId, position: i, variant_id: `${productId}-100` })
          .onConflict((oc) => oc.columns(["bundle_id", "position"]).doNothing())
          .execute();
      }
    }
    await trx.insertInto("shop_settings").values({ key: SEEDED, value: new Date().toISOString() }).execute();
  });
}
