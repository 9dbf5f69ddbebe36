// Cart reminders only to a recipient who proved their consent (docs/decisions/049-abandoned-carts.md).
// `confirmed_at`: when the cart's recipient proved it, from their own signed-in session (the
// account's phone or verified e-mail) or by opening the confirmation link sent to them; reminders
// wait for it. `confirm_hash`: the SHA-256 of that link's secret, which only the recipient was sent
// (the cart's own token is the browser's, so it cannot confirm). One cart kept per phone and per
// e-mail while its reminders are not stopped: older duplicates are deleted first, newest kept.
// Carts kept before this were confirmed only if their contacts are their account's own.
// `reminder_confirmations`: per recipient ("phone:+974…", "email:…"), when a confirmation was last
// sent and whether it was answered: an unanswered one is not sent again for 30 days.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("abandoned_carts").addColumn("confirmed_at", "text").execute();
  await db.schema.alterTable("abandoned_carts").addColumn("confirm_hash", "text").execute();
  await sql`
    update abandoned_carts set confirmed_at = consented_at
    where account_id is not null and exists (
      select 1 from accounts a where a.id = abandoned_carts.account_id
        and (abandoned_carts.phone is null or abandoned_carts.phone = a.phone_number)
        and (abandoned_carts.email is null or (a.email_verified = 1 and lower(a.email) = abandoned_carts.email)))`.execute(db);
  for (const column of ["phone", "email"] as const) {
    await sql`
      delete from abandoned_carts where stopped_at is null and ${sql.ref(column)} is not null and exists (
        select 1 from abandoned_carts b where b.stopped_at is null and b.${sql.ref(column)} = abandoned_carts.${sql.ref(column)}
          and (b.updated_at > abandoned_carts.updated_at or (b.updated_at = abandoned_carts.updated_at and b.id > abandoned_carts.id)))`.execute(
      db,
    );
    await db.schema
      .createIndex(`abandoned_carts_one_per_${column}`)
      .on("abandoned_carts")
      .column(column)
      .unique()
      .where(sql<boolean>`stopped_at is null and ${sql.ref(column)} is not null`)
      .execute();
  }
  await db.schema
    .createIndex("abandoned_carts_confirm")
    .on("abandoned_carts")
    .column("confirm_hash")
    .unique()
    .where(sql<boolean>`confirm_hash is not null`)
    .execute();
  // The reminder job's question, now only of confirmed carts (as server/carts/cart-reminders.ts asks it).
  await db.schema.dropIndex("abandoned_carts_due").execute();
  await db.schema
    .createIndex("abandoned_carts_due")
    .on("abandoned_carts")
    .columns(["reminders_sent", "updated_at"])
    .where(sql<boolean>`stopped_at is null and consent = 1 and item_count > 0 and confirmed_at is not null`)
    .execute();
  await db.schema
    .createTable("reminder_confirmations")
    .addColumn("recipient", "text", (c) => c.primaryKey())
    .addColumn("asked_at", "text", (c) => c.notNull())
    .addColumn("confirmed_at", "text")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("reminder_confirmations").execute();
  await db.schema.dropIndex("abandoned_carts_due").execute();
  await db.schema
    .createIndex("abandoned_carts_due")
    .on("abandoned_carts")
    .columns(["reminders_sent", "updated_at"])
    .where(sql<boolean>`stopped_at is null and consent = 1 and item_count > 0`)
    .execute();
  await db.schema.dropIndex("abandoned_carts_confirm").execute();
  await db.schema.dropIndex("abandoned_carts_one_per_email").execute();
  await db.schema.dropIndex("abandoned_carts_one_per_phone").execute();
  await db.schema.alterTable("abandoned_carts").dropColumn("confirm_hash").execute();
  await db.schema.alterTable("abandoned_carts").dropColumn("confirmed_at").execute();
}
