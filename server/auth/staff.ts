// Staff accounts in the database. Usernames are stored and compared in one normal form (trimmed,
// lower-case), so "Admin" and "admin " are the same person at login and in the rate limiter.
import { randomUUID } from "node:crypto";
import type { Db } from "../db/database";
import { audit } from "./audit";
import type { PasswordHasher } from "./password";
import { passwordProblem } from "./password-policy";
import type { AdminUser } from "./types";

const USERNAME_PATTERN = /^[a-z0-9][a-z0-9._@-]{1,63}$/;
const USERNAME_RULE = "2 to 64 characters: letters, digits, dot, dash, underscore or @, starting with a letter or digit";

export function normalizeUsername(raw: string): string {
  return raw.normalize("NFKC").trim().toLowerCase();
}

export interface StaffRecord extends AdminUser {
  passwordHash: string;
  lastLoginAt: string | null;
}

export async function findStaff(db: Db, username: string): Promise<StaffRecord | null> {
  const row = await db.kysely
    .selectFrom("staff_users")
    .select(["id", "username", "password_hash", "last_login_at"])
    .where("username", "=", username)
    .executeTakeFirst();
  return row ? { id: row.id, username: row.username, passwordHash: row.password_hash, lastLoginAt: row.last_login_at } : null;
}

export async function countStaff(db: Db): Promise<number> {
  const row = await db.kysely
    .selectFrom("staff_users")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Creates the account, or sets a new password on an existing one. A reset also ends every session
 * of that account: whoever knew the old password is signed out everywhere.
 */
async function upsertStaff(
  db: Db,
  username: string,
  passwordHash: string,
  now: Date = new Date(),
): Promise<{ user: AdminUser; created: boolean }> {
  const at = now.toISOString();
  return db.kysely.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom("staff_users")
      .select(["id", "username"])
      .where("username", "=", username)
      .executeTakeFirst();
    if (existing) {
      await trx
        .updateTable("staff_users")
        .set({ password_hash: passwordHash, updated_at: at })
        .where("id", "=", existing.id)
        .execute();
      await trx.deleteFrom("staff_sessions").where("user_id", "=", existing.id).execute();
      return { user: existing, created: false };
    }
    const user = { id: randomUUID(), username };
    await trx
      .insertInto("staff_users")
      .values({ id: user.id, username, password_hash: passwordHash, created_at: at, updated_at: at, last_login_at: null })
      .execute();
    return { user, created: true };
  });
}

export async function updatePasswordHash(db: Db, userId: string, passwordHash: string, now: Date): Promise<void> {
  await db.kysely
    .updateTable("staff_users")
    .set({ password_hash: passwordHash, updated_at: now.toISOString() })
    .where("id", "=", userId)
    .execute();
}

export class StaffInputError extends Error {}

/**
 * What `npm run admin:create` does: checks the username and password rules, hashes the password
 * and creates or resets the account, leaving an audit row (never the password).
 */
export async function setStaffPassword(
  db: Db,
  hasher: PasswordHasher,
  rawUsername: string,
  password: string,
  now: Date = new Date(),
): Promise<{ user: AdminUser; created: boolean }> {
  const username = normalizeUsername(rawUsername);
  if (!USERNAME_PATTERN.test(username)) throw new StaffInputError(`The username must be ${USERNAME_RULE}.`);
  const weak = passwordProblem(password, username);
  if (weak) throw new StaffInputError(weak);
  const result = await upsertStaff(db, username, await hasher.hash(password), now);
  await audit(db, { actor: "cli", action: result.created ? "staff.create" : "staff.reset", target: username, at: now });
  return result;
}
