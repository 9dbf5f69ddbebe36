// The numbers of Qatar's blue address plates: zone, street and building, optional,
// digits only, beside the free-text address, so couriers find the door.
import type { Kysely } from "kysely";

const COLUMNS = ["address_zone", "address_street", "address_building"];

export async function up(db: Kysely<any>): Promise<void> {
  for (const column of COLUMNS) await db.schema.alterTable("orders").addColumn(column, "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of COLUMNS) await db.schema.alterTable("orders").dropColumn(column).execute();
}
