// A bundle names the size of each perfume it holds (docs/decisions/038). Until now a bundle held
// each perfume's default size, worked out on every read; each existing bundle line is given that
// size now (the first shown full bottle in the owner's order, else the first shown size, else the
// first size at all), so nothing a shopper sees or orders changes. A line left without a size (a
// perfume with no size at all) still reads as the default one.
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("bundle_products").addColumn("variant_id", "text").execute();
  const links = (await db.selectFrom("bundle_products").select(["bundle_id", "product_id"]).execute()) as {
    bundle_id: string;
    product_id: string;
  }[];
  for (const link of links) {
    const variants = (await db
      .selectFrom("product_variants")
      .select(["id", "kind", "active"])
      .where("product_id", "=", link.product_id)
      .orderBy("position")
      .orderBy("id")
      .execute()) as { id: string; kind: string; active: number }[];
    const shown = variants.filter((v) => Number(v.active) !== 0);
    const chosen = shown.find((v) => v.kind === "bottle") ?? shown[0] ?? variants[0];
    if (!chosen) continue;
    await db
      .updateTable("bundle_products")
      .set({ variant_id: chosen.id })
      .where("bundle_id", "=", link.bundle_id)
      .where("product_id", "=", link.product_id)
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("bundle_products").dropColumn("variant_id").execute();
}
