// PostgreSQL: the triggers that keep the per-day totals (order_daily_stats: migrations 003, 007,
// 018, 019, 021, 040) run at COMMIT instead of at each row's change: DEFERRABLE INITIALLY DEFERRED
// constraint triggers, with the same events, conditions and functions. Every order of a day adds to
// that day's one row, and a row stays locked until its transaction ends; run at the INSERT, the
// lock was held through the rest of the order's statements and their round trips, and concurrent
// orders queued behind it (six of every ten busy connections waiting, 211 orders/s at 64
// connections). At COMMIT it is held only for the commit itself (docs/decisions/056). The totals
// are the same: each change is still counted once, in the transaction that made it. SQLite has
// one writer, nothing to wait for, and keeps its triggers. A later migration that recreates one of
// these triggers must create it deferred too.
import { PostgresAdapter, sql, type Kysely } from "kysely";

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** The triggers, in this schema, whose function writes the per-day totals; with their definitions. */
async function dailyTotalsTriggers(db: Kysely<any>) {
  const { rows } = await sql<{ name: string; table: string; definition: string }>`
    select t.tgname as name, c.relname as table, pg_get_triggerdef(t.oid) as definition
    from pg_trigger t
    join pg_class c on c.oid = t.tgrelid
    join pg_proc p on p.oid = t.tgfoid
    where not t.tgisinternal and c.relnamespace = current_schema()::regnamespace and p.prosrc like '%order_daily_stats%'
    order by t.tgname`.execute(db);
  return rows;
}

async function recreate(db: Kysely<any>, change: (definition: string) => string) {
  for (const trigger of await dailyTotalsTriggers(db)) {
    const definition = change(trigger.definition);
    if (definition === trigger.definition) throw new Error(`trigger ${trigger.name} has an unexpected definition`);
    await sql`drop trigger ${sql.id(trigger.name)} on ${sql.id(trigger.table)}`.execute(db);
    await sql.raw(definition).execute(db);
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await recreate(db, (definition) =>
    definition
      .replace(/^CREATE TRIGGER /, "CREATE CONSTRAINT TRIGGER ")
      .replace(/ FOR EACH ROW /, " DEFERRABLE INITIALLY DEFERRED FOR EACH ROW "),
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await recreate(db, (definition) =>
    definition
      .replace(/^CREATE CONSTRAINT TRIGGER /, "CREATE TRIGGER ")
      .replace(/ DEFERRABLE INITIALLY DEFERRED FOR EACH ROW /, " FOR EACH ROW "),
  );
}
