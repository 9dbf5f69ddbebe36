// PostgreSQL: the function the per-day totals' trigger calls for every order written
// (order_daily_stats_apply, migrations 003 and 040) becomes PL/pgSQL, with the same upsert. As a SQL
// function its INSERT was parsed, analysed and planned again at every call, a third of the
// database's work for each order stored; PL/pgSQL keeps the plan for the connection
// (docs/decisions/056-postgresql-orders-without-queues.md). SQLite's triggers run their statements
// directly and are left as they are.
import { PostgresAdapter, sql, type Kysely } from "kysely";
import { DAILY_STATUS_COLUMNS, dailyStatsApplyFunction } from "./040_payment_statuses";

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await sql.raw(dailyStatsApplyFunction(DAILY_STATUS_COLUMNS, "plpgsql")).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await sql.raw(dailyStatsApplyFunction(DAILY_STATUS_COLUMNS, "sql")).execute(db);
}
