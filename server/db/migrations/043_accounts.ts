// Shopper accounts (docs/decisions/044-shopper-accounts.md). Accounts are optional: guest checkout
// writes none of these. `accounts` is the anchor later features hang from (a wishlist, back-in-stock
// requests, saved carts: each a table with an account_id); a phone or a verified e-mail is only
// ever set by a successful sign-in with a code sent to it. `account_codes` holds each one-time
// code's hash; `account_code_requests` counts code requests per phone, e-mail and client address
// in the database, so the limits hold across processes. The outbox (migration 012) also carries
// messages that are not about an order: `channel` says where a message goes (an e-mail, a phone)
// and `body` what it says when it is not rendered from an order; an empty order_id means none.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("mail_outbox")
    .addColumn("channel", "text", (c) => c.notNull().defaultTo("email"))
    .execute();
  await db.schema.alterTable("mail_outbox").addColumn("body", "text").execute();

  await db.schema
    .createTable("accounts")
    .addColumn("id", "text", (c) => c.primaryKey())
    // E.164, as orders.phone_number; set only by a sign-in with a code sent to it.
    .addColumn("phone_number", "text", (c) => c.unique())
    // Lower case. Verified (1) only by a sign-in with a code sent to it; one typed in the
    // profile is a contact address (0) and signs nobody in.
    .addColumn("email", "text")
    .addColumn("email_verified", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("name", "text")
    .addColumn("language", "text", (c) => c.notNull().defaultTo("en"))
    // Message preferences: order updates on by default, offers only by the shopper's own choice,
    // with when they chose it (the consent's record).
    .addColumn("order_updates", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("offers", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("offers_consented_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("last_sign_in_at", "text")
    .execute();
  await db.schema
    .createIndex("accounts_verified_email")
    .on("accounts")
    .column("email")
    .unique()
    .where(sql<boolean>`email_verified = 1`)
    .execute();

  await db.schema
    .createTable("account_sessions")
    // SHA-256 of the cookie's token, as staff sessions (server/auth/sessions.ts).
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("account_id", "text", (c) => c.notNull().references("accounts.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_seen_at", "text", (c) => c.notNull())
    .addColumn("ip", "text")
    .addColumn("user_agent", "text")
    .execute();
  await db.schema.createIndex("account_sessions_account").on("account_sessions").column("account_id").execute();

  await db.schema
    .createTable("account_addresses")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("account_id", "text", (c) => c.notNull().references("accounts.id").onDelete("cascade"))
    .addColumn("label", "text")
    .addColumn("address", "text", (c) => c.notNull())
    // The delivery area, one of the checkout's cities.
    .addColumn("city", "text", (c) => c.notNull())
    .addColumn("zone", "text")
    .addColumn("street", "text")
    .addColumn("building", "text")
    .addColumn("is_default", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("account_addresses_account").on("account_addresses").column("account_id").execute();

  await db.schema
    .createTable("account_codes")
    .addColumn("id", "text", (c) => c.primaryKey())
    // "phone:+97455551234" or "email:fatima@example.com": who the code was sent to.
    .addColumn("recipient", "text", (c) => c.notNull())
    .addColumn("code_hash", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("tries", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("used_at", "text")
    .execute();
  await db.schema.createIndex("account_codes_recipient").on("account_codes").columns(["recipient", "created_at"]).execute();

  await db.schema
    .createTable("account_code_requests")
    // "phone:+974…", "email:…" or "address:192.0.2.1", as order_limit_hits buckets.
    .addColumn("bucket", "text", (c) => c.notNull())
    .addColumn("at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("account_code_requests_bucket").on("account_code_requests").columns(["bucket", "at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["account_code_requests", "account_codes", "account_addresses", "account_sessions", "accounts"])
    await db.schema.dropTable(table).execute();
  await db.schema.alterTable("mail_outbox").dropColumn("body").execute();
  await db.schema.alterTable("mail_outbox").dropColumn("channel").execute();
}
