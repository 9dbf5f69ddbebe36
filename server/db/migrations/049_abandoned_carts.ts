// Abandoned carts (docs/decisions/049-abandoned-carts.md). The browser's cart lives in the browser;
// with the shopper's consent (the checkout's "remind me" box) or a shopper signed in, a snapshot of
// it is kept here: what it holds (as order lines, priced by the server), who to remind and in which
// language, when it last changed, and how many reminders went out. `token` is the unguessable key
// of the restore and stop links (staff send the restore link on WhatsApp themselves, so it is kept
// as is, not hashed: it restores a cart's lines and nothing else). Orders by e-mail get an index so
// "ordered since?" is one lookup per cart, as it is by phone (migration 015).
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("abandoned_carts")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("token", "text", (c) => c.notNull().unique())
    .addColumn("account_id", "text")
    // E.164, as orders.phone_number; lower-case e-mail. At least one of them, or an account.
    .addColumn("phone", "text")
    .addColumn("email", "text")
    .addColumn("language", "text", (c) => c.notNull().defaultTo("en"))
    // 1: the shopper ticked "remind me" (or is signed in with order updates on); when they did.
    .addColumn("consent", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("consented_at", "text")
    // JSON: the order lines (app/shared/order-schema.ts), as the API would take them.
    .addColumn("items", "text", (c) => c.notNull())
    .addColumn("item_count", "integer", (c) => c.notNull().defaultTo(0))
    // Dirhams, priced by the server from the catalogue when the snapshot came.
    .addColumn("value", "integer", (c) => c.notNull().defaultTo(0))
    // When this cart began (it begins again after it was emptied): orders since then stop it.
    .addColumn("started_at", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    // The last activity: a snapshot, or the cart restored from a link.
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("reminders_sent", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("last_reminded_at", "text")
    // Set once: "link" (the stop link), "reply" (a reply to a reminder), "ordered" (an order since).
    .addColumn("stopped_at", "text")
    .addColumn("stop_reason", "text")
    .execute();
  // The reminder job's question: carts still open, by their last activity.
  await db.schema
    .createIndex("abandoned_carts_due")
    .on("abandoned_carts")
    .columns(["reminders_sent", "updated_at"])
    .where(sql<boolean>`stopped_at is null and consent = 1 and item_count > 0`)
    .execute();
  await db.schema.createIndex("abandoned_carts_activity").on("abandoned_carts").column("updated_at").execute();
  await db.schema.createIndex("abandoned_carts_phone").on("abandoned_carts").column("phone").execute();
  await db.schema.createIndex("abandoned_carts_account").on("abandoned_carts").column("account_id").execute();
  await sql`create index orders_email_created on orders (lower(customer_email), created_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index orders_email_created`.execute(db);
  await db.schema.dropTable("abandoned_carts").execute();
}
