// Which perfumes may go in the custom trio (docs/product.md#4-states): the trio has one price, so
// a perfume dearer than its share would be given away. The owner ticks each perfume that may; the
// perfumes the shop opened with stay in (they are what the trio's price was set for), and every
// perfume added from now on starts out excluded.
import type { Kysely } from "kysely";

/** The ids of the eight perfumes the shop opened with (server/db/catalogue-data.ts), fixed here. */
const SEEDED_PERFUMES = ["1", "2", "3", "4", "5", "6", "7", "8"];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("products")
    .addColumn("in_custom_trio", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.updateTable("products").set({ in_custom_trio: 1 }).where("id", "in", SEEDED_PERFUMES).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("products").dropColumn("in_custom_trio").execute();
}
