// The catalogue becomes the owner's (docs/decisions/018): both languages in the rows (the
// Arabic texts move out of code; this carries today's translations into an existing shop's rows),
// hidden or shown, the home page's flags, uploaded photos, old slugs that keep answering, and the
// shop's settings (the custom trio's price). Flags and `active` are integers 0/1 on both engines.
import type { Kysely } from "kysely";
import { seedTextsAr } from "../catalogue-data.ar";

/** The custom trio's price before it was a setting (app/shared/prices.ts, DEFAULT_CUSTOM_TRIO_PRICE). */
const TRIO_PRICE = 20000;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("products")
    .addColumn("name_ar", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  for (const [column, initial] of [
    ["description_ar", ""],
    ["notes_ar", ""],
  ] as const) {
    await db.schema
      .alterTable("products")
      .addColumn(column, "text", (c) => c.notNull().defaultTo(initial))
      .execute();
  }
  for (const [column, initial] of [
    ["active", 1],
    ["best_seller", 0],
    ["new_arrival", 0],
  ] as const) {
    await db.schema
      .alterTable("products")
      .addColumn(column, "integer", (c) => c.notNull().defaultTo(initial))
      .execute();
  }
  await db.schema.alterTable("products").addColumn("image_set", "text").execute();

  await db.schema
    .alterTable("bundles")
    .addColumn("name_ar", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("bundles")
    .addColumn("description_ar", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("bundles")
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable("bundles").addColumn("image_set", "text").execute();

  // An old address of a product, answered with a permanent redirect to its current one.
  await db.schema
    .createTable("product_slugs")
    .addColumn("slug", "text", (c) => c.primaryKey())
    .addColumn("product_id", "text", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .execute();

  await db.schema
    .createTable("shop_settings")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .execute();
  await db
    .insertInto("shop_settings")
    .values({ key: "customTrioPrice", value: String(TRIO_PRICE) })
    .execute();

  // Today's rows: the Arabic texts, the English name for the Arabic one (perfumes keep their
  // houses' names), and the home page's sections as they were (the first four Best Sellers, the
  // next four New Arrivals).
  const products = (await db.selectFrom("products").select(["id", "name", "description", "notes", "position"]).execute()) as {
    id: string;
    name: string;
    description: string;
    notes: string;
    position: number;
  }[];
  for (const p of products) {
    const ar = seedTextsAr.products[p.id];
    await db
      .updateTable("products")
      .set({
        name_ar: p.name,
        description_ar: ar?.description ?? p.description,
        notes_ar: ar?.notes ?? p.notes,
        best_seller: p.position < 4 ? 1 : 0,
        new_arrival: p.position >= 4 && p.position < 8 ? 1 : 0,
      })
      .where("id", "=", p.id)
      .execute();
  }
  const bundles = (await db.selectFrom("bundles").select(["id", "name", "description"]).execute()) as {
    id: string;
    name: string;
    description: string;
  }[];
  for (const b of bundles) {
    const ar = seedTextsAr.bundles[b.id];
    await db
      .updateTable("bundles")
      .set({ name_ar: ar?.name ?? b.name, description_ar: ar?.description ?? b.description })
      .where("id", "=", b.id)
      .execute();
  }
  // A shop that already has its catalogue is not seeded again: from now on it is the owner's.
  if (products.length > 0) {
    await db.insertInto("shop_settings").values({ key: "catalogueSeededAt", value: new Date().toISOString() }).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("shop_settings").execute();
  await db.schema.dropTable("product_slugs").execute();
  for (const column of ["name_ar", "description_ar", "active", "image_set"]) {
    await db.schema.alterTable("bundles").dropColumn(column).execute();
  }
  for (const column of ["name_ar", "description_ar", "notes_ar", "active", "best_seller", "new_arrival", "image_set"]) {
    await db.schema.alterTable("products").dropColumn(column).execute();
  }
}
