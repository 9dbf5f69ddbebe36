// Returns (docs/decisions/050-returns.md): a shopper's request to send back part of a delivered
// order, its lines (the order's line index and how many), and what staff did with it: approved or
// refused with a message, a pickup by a driver on a day, what came back and how much of it was
// damaged, what went back to stock, and the refund (its kind, amount, who and when; the Qatar day
// and driver of a cash refund, for the Cash section). No foreign key to the order: a return's
// history stays when staff delete an order. Times are ISO instants, days YYYY-MM-DD.
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("returns")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("order_id", "text", (c) => c.notNull())
    .addColumn("order_number", "integer", (c) => c.notNull())
    // A ReturnStatus (app/shared/returns.ts).
    .addColumn("status", "text", (c) => c.notNull())
    // A ReturnReason.
    .addColumn("reason", "text", (c) => c.notNull())
    // The RefundKind the shopper chose.
    .addColumn("refund_choice", "text", (c) => c.notNull())
    .addColumn("message", "text")
    .addColumn("driver_id", "text")
    .addColumn("pickup_day", "text")
    .addColumn("refund_kind", "text")
    .addColumn("refund_amount", "integer")
    // The card refund's row (refunds.id), for a refund back to the card.
    .addColumn("refund_ref", "text")
    .addColumn("refund_day", "text")
    .addColumn("refunded_by", "text")
    .addColumn("refunded_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("returns_order").on("returns").columns(["order_id"]).execute();
  await db.schema.createIndex("returns_status_created").on("returns").columns(["status", "created_at"]).execute();
  await db.schema.createIndex("returns_driver_pickup").on("returns").columns(["driver_id", "pickup_day"]).execute();
  await db.schema.createIndex("returns_refund_day").on("returns").columns(["refund_day"]).execute();

  await db.schema
    .createTable("return_lines")
    .addColumn("return_id", "text", (c) => c.notNull().references("returns.id").onDelete("cascade"))
    // The item's index in the order (its position among the order's lines).
    .addColumn("line", "integer", (c) => c.notNull())
    .addColumn("product_id", "text")
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("unit_price", "integer", (c) => c.notNull())
    .addColumn("quantity", "integer", (c) => c.notNull())
    .addColumn("received", "integer")
    .addColumn("damaged", "integer")
    .addColumn("restocked", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("return_lines_pk", ["return_id", "line"])
    .execute();
  await db.schema.createIndex("return_lines_product").on("return_lines").columns(["product_id"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("return_lines").ifExists().execute();
  await db.schema.dropTable("returns").ifExists().execute();
}
