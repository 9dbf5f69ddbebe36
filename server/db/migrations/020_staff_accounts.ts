// Staff accounts the owner manages: a role (every existing account becomes an owner),
// disabled accounts, a temporary password that must be changed at the next sign-in, two-factor
// sign-in (the TOTP secret, the last time-step accepted so a code is never accepted twice, ten
// single-use recovery codes stored hashed), and an index for the audit trail's person filter.
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("staff_users")
    .addColumn("role", "text", (c) => c.notNull().defaultTo("owner"))
    .execute();
  await db.schema.alterTable("staff_users").addColumn("disabled_at", "text").execute();
  await db.schema
    .alterTable("staff_users")
    .addColumn("must_change_password", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  // Base32, as authenticator apps take it. `totp_pending` holds a secret being enrolled until a
  // first code confirms it.
  await db.schema.alterTable("staff_users").addColumn("totp_secret", "text").execute();
  await db.schema.alterTable("staff_users").addColumn("totp_pending", "text").execute();
  await db.schema.alterTable("staff_users").addColumn("totp_last_step", "integer").execute();
  await db.schema
    .createTable("staff_recovery_codes")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("staff_users.id").onDelete("cascade"))
    // SHA-256 of the code: the codes are random (50 bits), so a fast hash is enough.
    .addColumn("code_hash", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema.createIndex("staff_recovery_codes_user_idx").on("staff_recovery_codes").column("user_id").execute();
  await db.schema.createIndex("audit_log_actor_idx").on("audit_log").columns(["actor", "at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("audit_log_actor_idx").execute();
  await db.schema.dropTable("staff_recovery_codes").execute();
  for (const column of ["totp_last_step", "totp_pending", "totp_secret", "must_change_password", "disabled_at", "role"])
    await db.schema.alterTable("staff_users").dropColumn(column).execute();
}
