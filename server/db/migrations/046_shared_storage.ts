// What two machines behind a load balancer must share rather than keep on their own disk or in
// their own memory (docs/decisions/046-nothing-on-one-machine.md):
// - upload_files: the owner's photos and their resized variants, by the name the uploader gives
//   them (kind/content-hash-width.format), as bytes. Used on PostgreSQL; SQLite keeps its
//   UPLOADS_DIR folder (one machine by nature) and has the table, empty.
// - rate_counts: the public endpoints' per-address counts (order lookup, promotion quote) in
//   ten-second slots, added to by one atomic upsert, so a limit holds across every process
//   (unlogged on PostgreSQL; SQLite's server keeps them in a temp table of the same name).
import { PostgresAdapter, sql, type Kysely } from "kysely";

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("upload_files")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("content_type", "text", (c) => c.notNull())
    .addColumn("data", isPostgres(db) ? "bytea" : "blob", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  // Unlogged on PostgreSQL: no WAL and no flush per request; a crash empties it, which forgets at
  // most a minute of counts. SQLite keeps these counts in its temp database (server/db/database.ts).
  await db.schema
    .createTable("rate_counts")
    .$call((table) => (isPostgres(db) ? table.modifyFront(sql`unlogged`) : table))
    .addColumn("scope", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("slot", "integer", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("rate_counts_pk", ["scope", "subject", "slot"])
    .execute();
  // The sweep of slots out of every window (SQLite's temp table has its own).
  if (isPostgres(db)) await db.schema.createIndex("rate_counts_by_slot").on("rate_counts").column("slot").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("rate_counts").execute();
  await db.schema.dropTable("upload_files").execute();
}
