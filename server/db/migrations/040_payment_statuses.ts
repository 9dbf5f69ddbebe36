// Online orders' statuses "Awaiting payment" and "Payment failed" (docs/decisions/040) get their own
// columns in the per-day totals, so the status filters count them as they count the others. The
// triggers of migration 003 name the statuses they count (any other goes to "other"); they are
// rewritten with the two new ones. Neither status awaits dispatch, so migration 021's triggers stay.
import { PostgresAdapter, sql, type Kysely } from "kysely";

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

const BEFORE = {
  Pending: "pending",
  Paid: "paid",
  Processing: "processing",
  Shipped: "shipped",
  Delivered: "delivered",
  Cancelled: "cancelled",
} as const;
const ADDED = { "Awaiting payment": "awaiting_payment", "Payment failed": "payment_failed" } as const;

/** 003's upsert of one order's contribution to its day, for the statuses in `columns`. */
function applyRow(columns: Record<string, string>, dayExpr: string, total: string, status: string, sign: string) {
  const known = Object.keys(columns)
    .map((s) => `'${s}'`)
    .join(", ");
  const flags = Object.keys(columns)
    .map((name) => `case when ${status} = '${name}' then ${sign} else 0 end`)
    .concat(`case when ${status} not in (${known}) then ${sign} else 0 end`);
  const statColumns = ["orders", "revenue", ...Object.values(columns), "other"];
  const set = statColumns.map((c) => `${c} = order_daily_stats.${c} + excluded.${c}`).join(", ");
  const values = [dayExpr, sign, `${sign} * ${total}`, ...flags].join(", ");
  return `insert into order_daily_stats (day, ${statColumns.join(", ")}) values (${values})
    on conflict (day) do update set ${set}`;
}

/** The statuses counted since this migration, each with its column. */
export const DAILY_STATUS_COLUMNS = { ...BEFORE, ...ADDED };

/**
 * PostgreSQL's function the per-day triggers call for one order's contribution. Written here in
 * SQL; migration 052 makes it PL/pgSQL, whose plan is kept per connection (a SQL function's INSERT
 * was parsed and planned again at every call).
 */
export function dailyStatsApplyFunction(columns: Record<string, string>, language: "sql" | "plpgsql"): string {
  const day = `to_char(p_created_at::timestamp + interval '3 hours', 'YYYY-MM-DD')`;
  const upsert = applyRow(columns, day, "p_total", "p_status", "p_sign");
  return `create or replace function order_daily_stats_apply(p_created_at text, p_total integer, p_status text, p_sign integer)
         returns void language ${language} as $$ ${language === "sql" ? upsert : `begin ${upsert}; end`} $$`;
}

async function rewriteTriggers(db: Kysely<any>, columns: Record<string, string>) {
  if (isPostgres(db)) {
    await sql.raw(dailyStatsApplyFunction(columns, "sql")).execute(db);
    return;
  }
  const day = (col: string) => `date(${col}, '+3 hours')`;
  const older = applyRow(columns, day("old.created_at"), "old.final_total", "old.status", "-1");
  const newer = applyRow(columns, day("new.created_at"), "new.final_total", "new.status", "1");
  for (const name of ["insert", "delete", "update"])
    await sql.raw(`drop trigger if exists orders_daily_stats_${name}`).execute(db);
  for (const statement of [
    `create trigger orders_daily_stats_insert after insert on orders begin ${newer}; end`,
    `create trigger orders_daily_stats_delete after delete on orders begin ${older}; end`,
    `create trigger orders_daily_stats_update after update of status, final_total, created_at on orders begin
       ${older}; ${newer}; end`,
  ])
    await sql.raw(statement).execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  for (const column of Object.values(ADDED)) {
    await db.schema
      .alterTable("order_daily_stats")
      .addColumn(column, "integer", (c) => c.notNull().defaultTo(0))
      .execute();
  }
  await rewriteTriggers(db, { ...BEFORE, ...ADDED });
  // No order had these statuses before; a row written by a newer build with them moves from "other".
  const day = isPostgres(db)
    ? `to_char(o.created_at::timestamp + interval '3 hours', 'YYYY-MM-DD')`
    : `date(o.created_at, '+3 hours')`;
  for (const [status, column] of Object.entries(ADDED)) {
    const count = `(select count(*) from orders o where o.status = '${status}' and ${day} = order_daily_stats.day)`;
    await sql.raw(`update order_daily_stats set ${column} = ${count}, other = other - ${count}`).execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await rewriteTriggers(db, BEFORE);
  for (const column of Object.values(ADDED)) {
    await sql.raw(`update order_daily_stats set other = other + ${column}`).execute(db);
    await db.schema.alterTable("order_daily_stats").dropColumn(column).execute();
  }
}
