// Analytics' confirmation and refusal rates read the per-day totals like every other
// figure: `confirmed` counts the day's orders staff confirmed with the customer, `refused` those
// cancelled as refused at delivery. As in migration 007, triggers of their own run only for orders
// that are (or were) confirmed or refused, so placing an order costs nothing more.
import { PostgresAdapter, sql, type Kysely } from "kysely";

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

const confirmed = (r: string) => `case when ${r}.confirmed_at is not null then 1 else 0 end`;
const refused = (r: string) => `case when ${r}.status = 'Cancelled' and ${r}.cancel_reason = 'refused' then 1 else 0 end`;
const marked = (r: string) => `(${r}.confirmed_at is not null or ${r}.cancel_reason = 'refused')`;

const apply = (day: string, r: string, sign: string) =>
  `insert into order_daily_stats (day, confirmed, refused) values (${day}, ${sign} * ${confirmed(r)}, ${sign} * ${refused(r)})
   on conflict (day) do update set confirmed = order_daily_stats.confirmed + excluded.confirmed,
     refused = order_daily_stats.refused + excluded.refused`;

const UPDATED = "confirmed_at, status, cancel_reason, created_at";

export async function up(db: Kysely<any>): Promise<void> {
  for (const column of ["confirmed", "refused"])
    await db.schema
      .alterTable("order_daily_stats")
      .addColumn(column, "integer", (c) => c.notNull().defaultTo(0))
      .execute();
  const pg = isPostgres(db);
  if (pg) {
    const day = (col: string) => `to_char(${col}::timestamp + interval '3 hours', 'YYYY-MM-DD')`;
    await sql
      .raw(
        `create function orders_review_stats_trigger() returns trigger language plpgsql as $$
         begin
           if tg_op in ('DELETE', 'UPDATE') and ${marked("old")} then ${apply(day("old.created_at"), "old", "-1")}; end if;
           if tg_op in ('INSERT', 'UPDATE') and ${marked("new")} then ${apply(day("new.created_at"), "new", "1")}; end if;
           return null;
         end $$`,
      )
      .execute(db);
    for (const statement of [
      `create trigger orders_review_stats_insert after insert on orders
         for each row when ${marked("new")} execute function orders_review_stats_trigger()`,
      `create trigger orders_review_stats_delete after delete on orders
         for each row when ${marked("old")} execute function orders_review_stats_trigger()`,
      `create trigger orders_review_stats_update after update of ${UPDATED} on orders
         for each row when (${marked("old")} or ${marked("new")}) execute function orders_review_stats_trigger()`,
    ])
      await sql.raw(statement).execute(db);
  } else {
    const day = (col: string) => `date(${col}, '+3 hours')`;
    for (const statement of [
      `create trigger orders_review_stats_insert after insert on orders when ${marked("new")}
         begin ${apply(day("new.created_at"), "new", "1")}; end`,
      `create trigger orders_review_stats_delete after delete on orders when ${marked("old")}
         begin ${apply(day("old.created_at"), "old", "-1")}; end`,
      `create trigger orders_review_stats_update after update of ${UPDATED} on orders
         when ${marked("old")} or ${marked("new")}
         begin ${apply(day("old.created_at"), "old", "-1")}; ${apply(day("new.created_at"), "new", "1")}; end`,
    ])
      await sql.raw(statement).execute(db);
  }
  const day = pg ? `to_char(o.created_at::timestamp + interval '3 hours', 'YYYY-MM-DD')` : `date(o.created_at, '+3 hours')`;
  // Orders confirmed or refused before this migration, a day at a time.
  await sql
    .raw(
      `insert into order_daily_stats (day, confirmed, refused)
       select ${day}, sum(${confirmed("o")}), sum(${refused("o")}) from orders o where ${marked("o")} group by 1
       on conflict (day) do update set confirmed = excluded.confirmed, refused = excluded.refused`,
    )
    .execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    for (const name of ["insert", "delete", "update"])
      await sql.raw(`drop trigger if exists orders_review_stats_${name} on orders`).execute(db);
    await sql`drop function if exists orders_review_stats_trigger()`.execute(db);
  } else {
    for (const name of ["insert", "delete", "update"])
      await sql.raw(`drop trigger if exists orders_review_stats_${name}`).execute(db);
  }
  for (const column of ["confirmed", "refused"]) await db.schema.alterTable("order_daily_stats").dropColumn(column).execute();
}
