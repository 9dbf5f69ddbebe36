// Gifting (docs/decisions/036): an order's gift as one JSON column, null when the order is no gift.
// It holds the card's message, whether it is wrapped and what the wrap cost (the shop's price when
// ordered), the recipient when it is not the shopper, and whether the packing slip hides prices.
// The wrap's price is in the order's total too, so the daily totals and the cash need no change.
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("orders").addColumn("gift", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("orders").dropColumn("gift").execute();
}
