import type { Kysely } from "kysely";

// Staff accounts, their sessions, login attempts (the rate limiter's ledger) and the audit log.
// Only text and integer columns; timestamps are ISO-8601 UTC text, so the same comparisons run on
// SQLite and PostgreSQL.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("staff_users")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("username", "text", (c) => c.notNull().unique())
    // "scrypt$N$r$p$salt$hash": the parameters travel with the hash so they can be raised later.
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("last_login_at", "text")
    .execute();

  await db.schema
    .createTable("staff_sessions")
    // SHA-256 of the cookie's token: a leaked table cannot be replayed as cookies.
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("staff_users.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_seen_at", "text", (c) => c.notNull())
    .addColumn("ip", "text")
    .addColumn("user_agent", "text")
    .execute();
  await db.schema.createIndex("staff_sessions_user_idx").on("staff_sessions").column("user_id").execute();
  await db.schema.createIndex("staff_sessions_seen_idx").on("staff_sessions").column("last_seen_at").execute();

  await db.schema
    .createTable("login_attempts")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("at", "text", (c) => c.notNull())
    // SHA-256 of the normalised username: someone who types a password into the username field
    // must not find it stored in clear. Counting works on the hash just as well.
    .addColumn("username", "text", (c) => c.notNull())
    .addColumn("ip", "text", (c) => c.notNull())
    // pending | success | failure | blocked
    .addColumn("outcome", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("login_attempts_username_idx").on("login_attempts").columns(["username", "at"]).execute();
  await db.schema.createIndex("login_attempts_ip_idx").on("login_attempts").columns(["ip", "at"]).execute();

  await db.schema
    .createTable("audit_log")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("actor", "text")
    .addColumn("actor_id", "text")
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("target", "text")
    .addColumn("ip", "text")
    .addColumn("detail", "text")
    .execute();
  await db.schema.createIndex("audit_log_at_idx").on("audit_log").columns(["at", "id"]).execute();
  await db.schema.createIndex("audit_log_action_idx").on("audit_log").columns(["action", "at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["audit_log", "login_attempts", "staff_sessions", "staff_users"]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
