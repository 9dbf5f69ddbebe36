// Delivery the Qatar way (issue 22): each order's expected day and slot, its driver and what was
// collected at the door; the drivers; cash handed over to the shop; and how full each slot is.
// The day columns (assigned_day, delivered_day, handover day) are Qatar days written by the
// server, so the Cash section groups by plain text on both engines (app/shared/qatar-days.ts).
import type { Kysely } from "kysely";

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
  await db.schema.createIndex("orders_assigned_day_idx").on("orders").columns(["assigned_day", "driver_id"]).execute();
  await db.schema.createIndex("orders_delivered_day_idx").on("orders").columns(["delivered_day", "collected_by"]).execute();
  await db.schema.createIndex("orders_driver_idx").on("orders").columns(["driver_id", "status"]).execute();
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

  // Orders booked into each slot: taken with a guarded upsert in the order's own transaction, so
  // a slot never holds more than its capacity (server/orders/slots.ts).
  await db.schema
    .createTable("slot_bookings")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("slot", "text", (c) => c.notNull())
    .addColumn("booked", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("slot_bookings_pk", ["day", "slot"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["slot_bookings", "cash_handovers", "order_assignments", "drivers"])
    await db.schema.dropTable(table).execute();
  for (const index of ["orders_assigned_day_idx", "orders_delivered_day_idx", "orders_driver_idx", "orders_delivery_date_idx"])
    await db.schema.dropIndex(index).execute();
  for (const column of [...TEXT_COLUMNS, "collected"]) await db.schema.alterTable("orders").dropColumn(column).execute();
}
