// A shopper's wishlist and "tell me when it is back" requests (docs/decisions/048-wishlist-and-back-in-stock.md).
// `wishlist_items`: one row per perfume an account saved; a guest's list lives in the browser and
// is merged in at sign-in (an insert that ignores the ones already there, so merging twice adds
// nothing). `back_in_stock_requests`: who asked to hear about one sold-out size, where (a phone or
// an e-mail), in which language and with which product link; `sent_at` is set in the same
// statement that claims the request for a message, so a request is told once, however many
// restocks race. One waiting request per size and recipient (a partial unique index: asking twice
// is the same request).
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("wishlist_items")
    .addColumn("account_id", "text", (c) => c.notNull().references("accounts.id").onDelete("cascade"))
    .addColumn("product_id", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("wishlist_items_pk", ["account_id", "product_id"])
    .execute();

  await db.schema
    .createTable("back_in_stock_requests")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("variant_id", "text", (c) => c.notNull())
    .addColumn("product_id", "text", (c) => c.notNull())
    // "email" or "phone" (as mail_outbox.channel); the recipient is lower case or E.164.
    .addColumn("channel", "text", (c) => c.notNull())
    .addColumn("recipient", "text", (c) => c.notNull())
    // Set when a signed-in shopper asked; a deleted account takes its requests with it.
    .addColumn("account_id", "text", (c) => c.references("accounts.id").onDelete("cascade"))
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("product_url", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("sent_at", "text")
    .execute();
  await db.schema
    .createIndex("back_in_stock_waiting")
    .on("back_in_stock_requests")
    .columns(["variant_id", "channel", "recipient"])
    .unique()
    .where(sql<boolean>`sent_at is null`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("back_in_stock_requests").execute();
  await db.schema.dropTable("wishlist_items").execute();
}
