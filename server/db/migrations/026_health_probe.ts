// One row the readiness check writes to learn that a disk which was full takes writes again
// (server/db/availability.ts, docs/decisions/026-database-outages.md).
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("health_probe")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("checked_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("health_probe").execute();
}
