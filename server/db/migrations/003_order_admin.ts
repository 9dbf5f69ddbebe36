// What the admin needs to stay fast at a million orders (docs/decisions/004):
// - search columns derived by the database itself (so no insert path can forget them), with a
//   trigram index: pg_trgm GIN on PostgreSQL, an FTS5 trigram table on SQLite;
// - per Qatar day totals kept by triggers, so the stat cards and the cash-flow chart read a few
//   hundred rows instead of scanning every order;
// - the status history and the numbered event log the live dashboard resumes from.
import { PostgresAdapter, sql, type Kysely } from "kysely";

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

const SEARCH_TEXT = sql.raw(`lower(id || ' ' || customer_name || ' ' || coalesce(customer_email, ''))`);
// E.164 is what the API stores; the typed phone is only the fallback for rows without one.
const STRIPPED_PHONE = ["-", "(", ")", ".", "/", "+"].reduce(
  (expr, ch) => `replace(${expr}, '${ch}', '')`,
  "replace(customer_phone, ' ', '')",
);
const PHONE_DIGITS = sql.raw(`coalesce(replace(phone_number, '+', ''), ${STRIPPED_PHONE})`);

/** Status columns of order_daily_stats; any other status is counted under "other". */
const STATUS_COLUMNS = {
  Pending: "pending",
  Paid: "paid",
  Processing: "processing",
  Shipped: "shipped",
  Delivered: "delivered",
  Cancelled: "cancelled",
} as const;

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);

  // Generated columns: STORED on PostgreSQL (indexable by GIN); SQLite can only add VIRTUAL ones,
  // which is fine there because the FTS table below holds the indexed copy.
  const kind = sql.raw(pg ? "stored" : "virtual");
  await sql`alter table orders add column search_text text generated always as (${SEARCH_TEXT}) ${kind}`.execute(db);
  await sql`alter table orders add column phone_digits text generated always as (${PHONE_DIGITS}) ${kind}`.execute(db);

  await db.schema
    .createTable("order_status_history")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("order_id", "text", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("from_status", "text")
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("changed_by", "text")
    .addColumn("changed_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("order_status_history_order_idx")
    .on("order_status_history")
    .columns(["order_id", "changed_at"])
    .execute();

  // No foreign key: the event of a deleted order must outlive it.
  await db.schema
    .createTable("order_events")
    .addColumn("id", "integer", (c) => (pg ? c.primaryKey().generatedAlwaysAsIdentity() : c.primaryKey().autoIncrement()))
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("order_id", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("order_events_created_at_idx").on("order_events").column("created_at").execute();

  let stats = db.schema.createTable("order_daily_stats").addColumn("day", "text", (c) => c.primaryKey());
  for (const column of ["orders", "revenue", ...Object.values(STATUS_COLUMNS), "other"]) {
    stats = stats.addColumn(column, "integer", (c) => c.notNull().defaultTo(0));
  }
  await stats.execute();

  if (pg) await postgresUp(db);
  else await sqliteUp(db);
  await backfillDailyStats(db, pg);
}

const KNOWN = Object.keys(STATUS_COLUMNS)
  .map((s) => `'${s}'`)
  .join(", ");
/** One expression per status column (and "other"): `value` when the status matches, else 0. */
const statusFlag = (status: string, value: string) =>
  Object.keys(STATUS_COLUMNS)
    .map((name) => `case when ${status} = '${name}' then ${value} else 0 end`)
    .concat(`case when ${status} not in (${KNOWN}) then ${value} else 0 end`);

const statColumns = ["orders", "revenue", ...Object.values(STATUS_COLUMNS), "other"];
const upsertSet = statColumns.map((c) => `${c} = order_daily_stats.${c} + excluded.${c}`).join(", ");

/** SQL that adds (sign 1) or removes (sign -1) one order's contribution to its day's row. */
function applyRow(dayExpr: string, total: string, status: string, sign: string) {
  const values = [dayExpr, sign, `${sign} * ${total}`, ...statusFlag(status, sign)].join(", ");
  return `insert into order_daily_stats (day, ${statColumns.join(", ")}) values (${values})
    on conflict (day) do update set ${upsertSet}`;
}

async function postgresUp(db: Kysely<any>) {
  // The text timestamp cast to a zone-less timestamp ignores its "Z", so the day is the same under
  // any session TimeZone; Qatar is UTC+3 all year.
  const day = (col: string) => `to_char(${col}::timestamp + interval '3 hours', 'YYYY-MM-DD')`;
  await sql
    .raw(
      `create function order_daily_stats_apply(p_created_at text, p_total integer, p_status text, p_sign integer)
       returns void language sql as $$ ${applyRow(day("p_created_at"), "p_total", "p_status", "p_sign")} $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create function orders_daily_stats_trigger() returns trigger language plpgsql as $$
       begin
         if tg_op in ('DELETE', 'UPDATE') then
           perform order_daily_stats_apply(old.created_at, old.final_total, old.status, -1);
         end if;
         if tg_op in ('INSERT', 'UPDATE') then
           perform order_daily_stats_apply(new.created_at, new.final_total, new.status, 1);
         end if;
         return null;
       end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger orders_daily_stats after insert or delete or update of status, final_total, created_at
       on orders for each row execute function orders_daily_stats_trigger()`,
    )
    .execute(db);

  // pg_trgm makes '%term%' searches use an index. It is optional: without it (no right to create
  // extensions) search still works, by scanning. The lock serialises concurrent migrations (tests
  // run many schemas in one database) that would otherwise race to create the extension.
  await sql`select pg_advisory_xact_lock(hashtext('perfume-shop:pg_trgm'))`.execute(db);
  let schema = await trgmSchema(db);
  if (!schema) {
    const available = await sql`select 1 from pg_available_extensions where name = 'pg_trgm'`.execute(db);
    if (available.rows.length) {
      await sql`savepoint trgm`.execute(db);
      try {
        await sql`create extension if not exists pg_trgm with schema public`.execute(db);
        await sql`release savepoint trgm`.execute(db);
      } catch {
        await sql`rollback to savepoint trgm`.execute(db);
      }
      schema = await trgmSchema(db);
    }
  }
  if (schema) {
    const ops = sql.raw(`${quoteIdent(schema)}.gin_trgm_ops`);
    await sql`create index orders_search_text_trgm on orders using gin (search_text ${ops})`.execute(db);
    await sql`create index orders_phone_digits_trgm on orders using gin (phone_digits ${ops})`.execute(db);
  }
}

async function trgmSchema(db: Kysely<any>): Promise<string | null> {
  const { rows } = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'pg_trgm'`.execute(db);
  return rows[0]?.schema ?? null;
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function sqliteUp(db: Kysely<any>) {
  const day = (col: string) => `date(${col}, '+3 hours')`;
  await sql
    .raw(
      `create trigger orders_daily_stats_insert after insert on orders begin
         ${applyRow(day("new.created_at"), "new.final_total", "new.status", "1")};
       end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger orders_daily_stats_delete after delete on orders begin
         ${applyRow(day("old.created_at"), "old.final_total", "old.status", "-1")};
       end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger orders_daily_stats_update after update of status, final_total, created_at on orders begin
         ${applyRow(day("old.created_at"), "old.final_total", "old.status", "-1")};
         ${applyRow(day("new.created_at"), "new.final_total", "new.status", "1")};
       end`,
    )
    .execute(db);

  // FTS5 with the trigram tokenizer answers LIKE-style substring queries from an index; the text
  // starts with a space so that a word start (" al") is a trigram like any other. Its rows are
  // keyed by order_search_keys' INTEGER PRIMARY KEY, which VACUUM never renumbers (the orders
  // table's own rowid could be, since its key is text).
  await sql`create table order_search_keys (key integer primary key, order_id text not null unique)`.execute(db);
  await sql`create virtual table orders_fts using fts5(doc, digits, tokenize = 'trigram')`.execute(db);
  const key = (row: string) => `(select key from order_search_keys where order_id = ${row}.id)`;
  const insertFts = `insert into order_search_keys (order_id) values (new.id);
    insert into orders_fts (rowid, doc, digits) values (${key("new")}, ' ' || new.search_text, new.phone_digits);`;
  const deleteFts = `delete from orders_fts where rowid = ${key("old")};
    delete from order_search_keys where order_id = old.id;`;
  await sql.raw(`create trigger orders_fts_insert after insert on orders begin ${insertFts} end`).execute(db);
  await sql.raw(`create trigger orders_fts_delete after delete on orders begin ${deleteFts} end`).execute(db);
  await sql
    .raw(
      `create trigger orders_fts_update after update of id, customer_name, customer_email, customer_phone, phone_number
       on orders begin ${deleteFts} ${insertFts} end`,
    )
    .execute(db);
  await sql`insert into order_search_keys (order_id) select id from orders`.execute(db);
  await sql`
    insert into orders_fts (rowid, doc, digits)
    select k.key, ' ' || o.search_text, o.phone_digits from orders o join order_search_keys k on k.order_id = o.id`.execute(db);
}

async function backfillDailyStats(db: Kysely<any>, pg: boolean) {
  const day = pg ? `to_char(created_at::timestamp + interval '3 hours', 'YYYY-MM-DD')` : `date(created_at, '+3 hours')`;
  const flags = statusFlag("status", "1").map((expr) => `sum(${expr})`);
  await sql
    .raw(
      `insert into order_daily_stats (day, ${statColumns.join(", ")})
       select ${day}, count(*), sum(final_total), ${flags.join(", ")} from orders group by 1`,
    )
    .execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  if (pg) {
    await sql`drop trigger if exists orders_daily_stats on orders`.execute(db);
    await sql`drop function if exists orders_daily_stats_trigger()`.execute(db);
    await sql`drop function if exists order_daily_stats_apply(text, integer, text, integer)`.execute(db);
    await sql`drop index if exists orders_search_text_trgm`.execute(db);
    await sql`drop index if exists orders_phone_digits_trgm`.execute(db);
  } else {
    for (const t of ["orders_daily_stats_insert", "orders_daily_stats_delete", "orders_daily_stats_update"]) {
      await sql`drop trigger if exists ${sql.raw(t)}`.execute(db);
    }
    for (const t of ["orders_fts_insert", "orders_fts_delete", "orders_fts_update"]) {
      await sql`drop trigger if exists ${sql.raw(t)}`.execute(db);
    }
    await sql`drop table if exists orders_fts`.execute(db);
    await sql`drop table if exists order_search_keys`.execute(db);
  }
  for (const table of ["order_daily_stats", "order_events", "order_status_history"]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.alterTable("orders").dropColumn("phone_digits").execute();
  await db.schema.alterTable("orders").dropColumn("search_text").execute();
}
