// The mail outbox (docs/decisions/021): an order, or a status change, stores the e-mails
// it causes in its own transaction; a sender sends them afterwards, with retries, and records
// every attempt. A message outlives a restart, a crash and a mail server that is down.
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("mail_outbox")
    .addColumn("id", "text", (c) => c.primaryKey())
    // No foreign key: the message and its history stay when staff delete the order.
    .addColumn("order_id", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("recipient", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    // A sender holds a message until then while it sends it; a sender that died lets go by itself.
    .addColumn("claimed_until", "text")
    .addColumn("last_attempt_at", "text")
    .addColumn("sent_at", "text")
    .addColumn("last_error", "text")
    .execute();
  await db.schema.createIndex("mail_outbox_due").on("mail_outbox").columns(["status", "next_attempt_at"]).execute();
  await db.schema.createIndex("mail_outbox_order").on("mail_outbox").column("order_id").execute();
  await db.schema
    .createTable("mail_attempts")
    .addColumn("message_id", "text", (c) => c.notNull().references("mail_outbox.id").onDelete("cascade"))
    .addColumn("attempted_at", "text", (c) => c.notNull())
    .addColumn("outcome", "text", (c) => c.notNull())
    .addColumn("error", "text")
    .execute();
  await db.schema.createIndex("mail_attempts_message").on("mail_attempts").column("message_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("mail_attempts").execute();
  await db.schema.dropTable("mail_outbox").execute();
}
