// The owner's storefront content (docs/decisions/039-storefront-content.md): the announcement bar
// and the hero banner, each scheduled on its own, and the home page's testimonials, which move out
// of code into rows the owner edits (today's four, in both languages, are carried over here). The
// countdown and the support contacts are JSON rows of shop_settings; until the owner saves them the
// environment's values (server/config.ts) stand. Times are ISO instants; flags are 0/1 integers.
import type { Kysely } from "kysely";
import { testimonials as english } from "../../../app/content/testimonials.en";
import { testimonials as arabic } from "../../../app/content/testimonials.ar";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("storefront_banners")
    // "announcement" or "hero": one of each.
    .addColumn("kind", "text", (c) => c.primaryKey())
    .addColumn("enabled", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("title", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("title_ar", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("body", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("body_ar", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("link", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("link_label", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("link_label_ar", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("image", "text")
    .addColumn("image_set", "text")
    .addColumn("starts_at", "text")
    .addColumn("ends_at", "text")
    // A promotion the banner may later belong to; nothing reads it yet.
    .addColumn("promotion_id", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("testimonials")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("name_ar", "text", (c) => c.notNull())
    .addColumn("location", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("location_ar", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("text_ar", "text", (c) => c.notNull())
    .addColumn("rating", "integer", (c) => c.notNull())
    .addColumn("hidden", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  const rows = english.map((t, position) => {
    const ar = arabic.find((a) => a.id === t.id) ?? t;
    return {
      id: t.id,
      position,
      name: t.name,
      name_ar: ar.name,
      location: t.location,
      location_ar: ar.location,
      text: t.text,
      text_ar: ar.text,
      rating: t.rating,
      hidden: 0,
    };
  });
  if (rows.length > 0) await db.insertInto("testimonials").values(rows).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("testimonials").execute();
  await db.schema.dropTable("storefront_banners").execute();
}
