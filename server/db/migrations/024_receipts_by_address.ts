// Receipts by the address they go to (docs/decisions/027): before sending a shopper's receipt the
// sender asks whether that address had one within the hour for another phone's order. Only
// receipts are indexed, by the lowercased address, so the order's own insert pays one small entry.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index mail_outbox_receipts on mail_outbox (lower(recipient), created_at) where kind = 'order-received'`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("mail_outbox_receipts").execute();
}
