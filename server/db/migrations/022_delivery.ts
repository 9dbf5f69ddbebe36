// Delivery the Qatar way: each order's expected day and slot, its driver and what was
// collected at the door; the drivers; cash handed over to the shop; and how full each slot is.
// The day columns (assigned_day, delivered_day, handover day) are Qatar days written by the
// server, so the Cash section groups by plain text on both engines (app/shared/qatar-days.ts).
import { PostgresAdapter, sql, type Kysely } from "kysely";

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

// What each driver collected in cash per Qatar day, kept by triggers from the orders (as
// order_daily_stats is, migration 003), so the Cash section's "outstanding" sums a few rows per day
// instead of every delivered order in the shop's history (server/delivery/cash.ts).
const CASH = `'Cash on Delivery'`;
const counts = (r: string) =>
  `(${r}.delivered_day is not null and ${r}.collected_by is not null and ${r}.payment_method = ${CASH})`;
const apply = (r: string, sign: string) =>
  `insert into driver_cash_daily (day, driver_id, collected) values (${r}.delivered_day, ${r}.collected_by, ${sign} coalesce(${r}.collected, 0))
   on conflict (day, driver_id) do update set collected = driver_cash_daily.collected + excluded.collected`;
const UPDATED = "delivered_day, collected_by, collected, payment_method";

const TEXT_COLUMNS = [
  "delivery_date",
  "delivery_slot",
  "driver_id",
  "assigned_at",
  "assigned_day",
  "assigned_by",
  "collected_by",
  "collection_note",
  "delivered_at",
  "delivered_day",
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const column of TEXT_COLUMNS) await db.schema.alterTable("orders").addColumn(column, "text").execute();
  await db.schema.alterTable("orders").addColumn("collected", "integer").execute();
  // Covering the Cash section's two groupings, so a month of them reads only the index; partial,
  // like the driver's, so an order that has not gone out (every new one) adds nothing to them.
  await db.schema
    .createIndex("orders_assigned_day_idx")
    .on("orders")
    .columns(["assigned_day", "driver_id", "payment_method", "status", "cancel_reason", "final_total"])
    .where("assigned_day", "is not", null)
    .execute();
  await db.schema
    .createIndex("orders_delivered_day_idx")
    .on("orders")
    .columns(["delivered_day", "collected_by", "payment_method", "collected"])
    .where("delivered_day", "is not", null)
    .execute();
  // A driver's run sheet (status) and their page of the Orders list (newest first).
  await db.schema
    .createIndex("orders_driver_idx")
    .on("orders")
    .columns(["driver_id", "status"])
    .where("driver_id", "is not", null)
    .execute();
  await db.schema
    .createIndex("orders_driver_created_idx")
    .on("orders")
    .columns(["driver_id", "created_at", "id"])
    .where("driver_id", "is not", null)
    .execute();
  await db.schema.createIndex("orders_delivery_date_idx").on("orders").columns(["delivery_date", "delivery_slot"]).execute();

  await db.schema
    .createTable("drivers")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  // Who took the order out, and when: kept when the order is given to another driver.
  await db.schema
    .createTable("order_assignments")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("order_id", "text", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("driver_id", "text")
    .addColumn("driver_name", "text")
    .addColumn("assigned_by", "text", (c) => c.notNull())
    .addColumn("assigned_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("order_assignments_order_idx")
    .on("order_assignments")
    .columns(["order_id", "assigned_at"])
    .execute();

  await db.schema
    .createTable("cash_handovers")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("driver_id", "text", (c) => c.notNull().references("drivers.id"))
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("received_by", "text", (c) => c.notNull())
    .addColumn("note", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("cash_handovers_day_idx").on("cash_handovers").columns(["day", "driver_id"]).execute();

  await db.schema
    .createTable("driver_cash_daily")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("driver_id", "text", (c) => c.notNull())
    .addColumn("collected", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("driver_cash_daily_pk", ["day", "driver_id"])
    .execute();
  if (isPostgres(db)) {
    await sql
      .raw(
        `create function orders_driver_cash_trigger() returns trigger language plpgsql as $$
         begin
           if tg_op in ('DELETE', 'UPDATE') and ${counts("old")} then ${apply("old", "-")}; end if;
           if tg_op in ('INSERT', 'UPDATE') and ${counts("new")} then ${apply("new", "")}; end if;
           return null;
         end $$`,
      )
      .execute(db);
    for (const statement of [
      `create trigger orders_driver_cash_insert after insert on orders
         for each row when ${counts("new")} execute function orders_driver_cash_trigger()`,
      `create trigger orders_driver_cash_delete after delete on orders
         for each row when ${counts("old")} execute function orders_driver_cash_trigger()`,
      `create trigger orders_driver_cash_update after update of ${UPDATED} on orders
         for each row when (${counts("old")} or ${counts("new")}) execute function orders_driver_cash_trigger()`,
    ])
      await sql.raw(statement).execute(db);
  } else {
    for (const statement of [
      `create trigger orders_driver_cash_insert after insert on orders when ${counts("new")}
         begin ${apply("new", "")}; end`,
      `create trigger orders_driver_cash_delete after delete on orders when ${counts("old")}
         begin ${apply("old", "-")}; end`,
      `create trigger orders_driver_cash_update_old after update of ${UPDATED} on orders when ${counts("old")}
         begin ${apply("old", "-")}; end`,
      `create trigger orders_driver_cash_update_new after update of ${UPDATED} on orders when ${counts("new")}
         begin ${apply("new", "")}; end`,
    ])
      await sql.raw(statement).execute(db);
  }

  // Orders booked into each slot: taken with a guarded upsert in the order's own transaction, so
  // a slot never holds more than its capacity (server/delivery/slots.ts).
  await db.schema
    .createTable("slot_bookings")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("slot", "text", (c) => c.notNull())
    .addColumn("booked", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("slot_bookings_pk", ["day", "slot"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    for (const name of ["insert", "delete", "update"])
      await sql.raw(`drop trigger if exists orders_driver_cash_${name} on orders`).execute(db);
    await sql`drop function if exists orders_driver_cash_trigger()`.execute(db);
  } else {
    for (const name of ["insert", "delete", "update_old", "update_new"])
      await sql.raw(`drop trigger if exists orders_driver_cash_${name}`).execute(db);
  }
  for (const table of ["driver_cash_daily", "slot_bookings", "cash_handovers", "order_assignments", "drivers"])
    await db.schema.dropTable(table).execute();
  for (const index of [
    "orders_assigned_day_idx",
    "orders_delivered_day_idx",
    "orders_driver_idx",
    "orders_driver_created_idx",
    "orders_delivery_date_idx",
  ])
    await db.schema.dropIndex(index).execute();
  for (const column of [...TEXT_COLUMNS, "collected"]) await db.schema.alterTable("orders").dropColumn(column).execute();
}
