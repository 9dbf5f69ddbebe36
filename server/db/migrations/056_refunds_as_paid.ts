// Refunds never above what was paid (docs/decisions/050-returns.md, 040-online-payments.md):
// - `return_lines.paid`: what the units asked back were paid, the order's discount spread over its
//   lines (app/shared/refund-amounts.ts), written when the return is asked for. Returns asked for
//   before keep what they were worth then (the price before discounts); the order's own cap on all
//   its refunds still holds for them.
// - `payments.refund_requested` counts refunds the provider confirmed that the shop did not ask for
//   (made on the provider's dashboard): what the provider refunded plus what the shop still awaits,
//   when that is more.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("return_lines")
    .addColumn("paid", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update return_lines set paid = unit_price * quantity`.execute(db);
  const reported = sql`refunded + coalesce((select sum(r.amount) from refunds r
    where r.payment_id = payments.id and r.status = 'requested'), 0)`;
  await sql`update payments set refund_requested = ${reported} where ${reported} > refund_requested`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("return_lines").dropColumn("paid").execute();
}
