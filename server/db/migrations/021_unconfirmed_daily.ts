// The Orders list's "Not confirmed yet" filter counts from the per-day totals like the
// status filters do: `unconfirmed` is the day's orders awaiting dispatch (Pending, Paid,
// Processing) that staff have not confirmed. Counting them among a million orders took 80 ms;
// a new order adds one to its day's row, which its placing already writes.
import { PostgresAdapter, sql, type Kysely } from "kysely";

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

const waiting = (r: string) => `(${r}.confirmed_at is null and ${r}.status in ('Pending', 'Paid', 'Processing'))`;
const apply = (day: string, sign: string) =>
  `insert into order_daily_stats (day, unconfirmed) values (${day}, ${sign})
   on conflict (day) do update set unconfirmed = order_daily_stats.unconfirmed + excluded.unconfirmed`;
const UPDATED = "confirmed_at, status, created_at";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("order_daily_stats")
    .addColumn("unconfirmed", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  const pg = isPostgres(db);
  if (pg) {
    const day = (col: string) => `to_char(${col}::timestamp + interval '3 hours', 'YYYY-MM-DD')`;
    await sql
      .raw(
        `create function orders_unconfirmed_trigger() returns trigger language plpgsql as $$
         begin
           if tg_op in ('DELETE', 'UPDATE') and ${waiting("old")} then ${apply(day("old.created_at"), "-1")}; end if;
           if tg_op in ('INSERT', 'UPDATE') and ${waiting("new")} then ${apply(day("new.created_at"), "1")}; end if;
           return null;
         end $$`,
      )
      .execute(db);
    for (const statement of [
      `create trigger orders_unconfirmed_insert after insert on orders
         for each row when ${waiting("new")} execute function orders_unconfirmed_trigger()`,
      `create trigger orders_unconfirmed_delete after delete on orders
         for each row when ${waiting("old")} execute function orders_unconfirmed_trigger()`,
      `create trigger orders_unconfirmed_update after update of ${UPDATED} on orders
         for each row when (${waiting("old")} or ${waiting("new")}) execute function orders_unconfirmed_trigger()`,
    ])
      await sql.raw(statement).execute(db);
  } else {
    const day = (col: string) => `date(${col}, '+3 hours')`;
    for (const statement of [
      `create trigger orders_unconfirmed_insert after insert on orders when ${waiting("new")}
         begin ${apply(day("new.created_at"), "1")}; end`,
      `create trigger orders_unconfirmed_delete after delete on orders when ${waiting("old")}
         begin ${apply(day("old.created_at"), "-1")}; end`,
      `create trigger orders_unconfirmed_update_old after update of ${UPDATED} on orders when ${waiting("old")}
         begin ${apply(day("old.created_at"), "-1")}; end`,
      `create trigger orders_unconfirmed_update_new after update of ${UPDATED} on orders when ${waiting("new")}
         begin ${apply(day("new.created_at"), "1")}; end`,
    ])
      await sql.raw(statement).execute(db);
  }
  const day = pg ? `to_char(o.created_at::timestamp + interval '3 hours', 'YYYY-MM-DD')` : `date(o.created_at, '+3 hours')`;
  await sql
    .raw(
      `insert into order_daily_stats (day, unconfirmed)
       select ${day}, count(*) from orders o where ${waiting("o")} group by 1
       on conflict (day) do update set unconfirmed = excluded.unconfirmed`,
    )
    .execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    for (const name of ["insert", "delete", "update"])
      await sql.raw(`drop trigger if exists orders_unconfirmed_${name} on orders`).execute(db);
    await sql`drop function if exists orders_unconfirmed_trigger()`.execute(db);
  } else {
    for (const name of ["insert", "delete", "update_old", "update_new"])
      await sql.raw(`drop trigger if exists orders_unconfirmed_${name}`).execute(db);
  }
  await db.schema.alterTable("order_daily_stats").dropColumn("unconfirmed").execute();
}
