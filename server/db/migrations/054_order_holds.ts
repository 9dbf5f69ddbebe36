// Whether an order holds what it took (docs/decisions/017, 035, 040, 051): its stock, its delivery
// slot, its promotions' uses and its store credit are taken and given back together, and
// `orders.held` says which of the two the order is in, so that giving back twice gives nothing and
// leaving a released order takes everything again under the same guards as a new order
// (server/orders/holds.ts). Cancelled orders and online orders whose payment failed gave theirs
// back already.
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("orders")
    .addColumn("held", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.updateTable("orders").set({ held: 0 }).where("status", "in", ["Cancelled", "Payment failed"]).execute();
}
