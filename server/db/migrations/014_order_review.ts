// Staff's review of Cash on Delivery orders: who confirmed an order with the customer,
// when and how, and why a cancelled order was cancelled.
import type { Kysely } from "kysely";

const COLUMNS = ["confirmed_at", "confirmed_by", "confirmed_via", "cancel_reason", "cancel_note"];

export async function up(db: Kysely<any>): Promise<void> {
  for (const column of COLUMNS) await db.schema.alterTable("orders").addColumn(column, "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of COLUMNS) await db.schema.alterTable("orders").dropColumn(column).execute();
}
