// The daily totals also keep the revenue of cancelled orders, so the overview can show revenue
// with and without them reading a row per day, as the other figures do. Triggers of
// their own (003's stay as they are) add or remove an order's total while its status is Cancelled;
// they upsert, so they work whichever of a day's triggers runs first.
import { PostgresAdapter, sql, type Kysely } from "kysely";

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

const COLUMN = "cancelled_revenue";

/** Adds (sign 1) or removes (sign -1) one order's total from its day, when it is cancelled. */
const applyCancelled = (day: string, total: string, status: string, sign: string) =>
  `insert into order_daily_stats (day, ${COLUMN}) values (${day}, case when ${status} = 'Cancelled' then ${sign} * ${total} else 0 end)
   on conflict (day) do update set ${COLUMN} = order_daily_stats.${COLUMN} + excluded.${COLUMN}`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("order_daily_stats")
    .addColumn(COLUMN, "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  if (isPostgres(db)) {
    const day = (col: string) => `to_char(${col}::timestamp + interval '3 hours', 'YYYY-MM-DD')`;
    await sql
      .raw(
        `create function orders_cancelled_revenue_trigger() returns trigger language plpgsql as $$
         begin
           if tg_op in ('DELETE', 'UPDATE') then
             ${applyCancelled(day("old.created_at"), "old.final_total", "old.status", "-1")};
           end if;
           if tg_op in ('INSERT', 'UPDATE') then
             ${applyCancelled(day("new.created_at"), "new.final_total", "new.status", "1")};
           end if;
           return null;
         end $$`,
      )
      .execute(db);
    // Only orders that are (or were) cancelled run it: placing an order costs nothing more.
    for (const statement of [
      `create trigger orders_cancelled_revenue_insert after insert on orders
         for each row when (new.status = 'Cancelled') execute function orders_cancelled_revenue_trigger()`,
      `create trigger orders_cancelled_revenue_delete after delete on orders
         for each row when (old.status = 'Cancelled') execute function orders_cancelled_revenue_trigger()`,
      `create trigger orders_cancelled_revenue_update after update of status, final_total, created_at on orders
         for each row when (old.status = 'Cancelled' or new.status = 'Cancelled') execute function orders_cancelled_revenue_trigger()`,
    ]) {
      await sql.raw(statement).execute(db);
    }
  } else {
    const day = (col: string) => `date(${col}, '+3 hours')`;
    const older = applyCancelled(day("old.created_at"), "old.final_total", "old.status", "-1");
    const newer = applyCancelled(day("new.created_at"), "new.final_total", "new.status", "1");
    // Only orders that are (or were) cancelled run these: placing an order costs nothing more.
    for (const statement of [
      `create trigger orders_cancelled_revenue_insert after insert on orders
         when new.status = 'Cancelled' begin ${newer}; end`,
      `create trigger orders_cancelled_revenue_delete after delete on orders
         when old.status = 'Cancelled' begin ${older}; end`,
      `create trigger orders_cancelled_revenue_update after update of status, final_total, created_at on orders
         when old.status = 'Cancelled' or new.status = 'Cancelled' begin ${older}; ${newer}; end`,
    ]) {
      await sql.raw(statement).execute(db);
    }
  }
  // Orders cancelled before this migration.
  const day = isPostgres(db)
    ? `to_char(created_at::timestamp + interval '3 hours', 'YYYY-MM-DD')`
    : `date(created_at, '+3 hours')`;
  await sql
    .raw(
      `update order_daily_stats set ${COLUMN} = coalesce((select sum(final_total) from orders
         where status = 'Cancelled' and ${day} = order_daily_stats.day), 0)`,
    )
    .execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    for (const name of ["insert", "delete", "update"]) {
      await sql.raw(`drop trigger if exists orders_cancelled_revenue_${name} on orders`).execute(db);
    }
    await sql`drop function if exists orders_cancelled_revenue_trigger()`.execute(db);
  } else {
    for (const name of ["insert", "delete", "update"])
      await sql.raw(`drop trigger if exists orders_cancelled_revenue_${name}`).execute(db);
  }
  await db.schema.alterTable("order_daily_stats").dropColumn(COLUMN).execute();
}
