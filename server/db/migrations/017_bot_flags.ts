// Orders that look placed by a bot: the checkout's hidden field was filled, or the form
// was sent faster than a person can fill it. Such an order is stored and answered as any other
// (a bot learns nothing), and staff judge it in the admin.
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("orders").addColumn("bot_flag", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("orders").dropColumn("bot_flag").execute();
}
