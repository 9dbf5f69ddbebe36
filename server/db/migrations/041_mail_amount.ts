// A message's amount (docs/decisions/040): the refund e-mail says how much was given back, which
// the order does not record (several partial refunds may follow one payment). Null for every other
// message.
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("mail_outbox").addColumn("amount", "integer").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("mail_outbox").dropColumn("amount").execute();
}
