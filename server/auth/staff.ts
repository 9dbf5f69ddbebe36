// Staff accounts in the database. Usernames are stored and compared in one normal form (trimmed,
// lower-case), so "Admin" and "admin " are the same person at login and in the rate limiter.
import { randomUUID } from "node:crypto";
import type { Db } from "../db/database";
import { audit } from "./audit";
import type { PasswordHasher } from "./password";
import { passwordProblem } from "./password-policy";
import type { AdminUser } from "./types";
import type { Role } from "../../app/shared/staff-roles";
import {
  DEFAULT_STAFF_LANGUAGE,
  isStaffLanguage,
  type StaffLanguage,
  type StaffLanguagePreference,
} from "../../app/shared/staff-language";

const USERNAME_PATTERN = /^[a-z0-9][a-z0-9._@-]{1,63}$/;
const USERNAME_RULE = "2 to 64 characters: letters, digits, dot, dash, underscore or @, starting with a letter or digit";

export function normalizeUsername(raw: string): string {
  return raw.normalize("NFKC").trim().toLowerCase();
}

export interface StaffRecord extends AdminUser {
  passwordHash: string;
  lastLoginAt: string | null;
  disabledAt: string | null;
  totpSecret: string | null;
  totpLastStep: number | null;
}

export async function findStaff(db: Db, username: string): Promise<StaffRecord | null> {
  const row = await db.kysely
    .selectFrom("staff_users")
    .select(["id", "username", "password_hash", "last_login_at", "role", "disabled_at", "totp_secret", "totp_last_step"])
    .where("username", "=", username)
    .executeTakeFirst();
  return row
    ? {
        id: row.id,
        username: row.username,
        role: row.role as Role,
        passwordHash: row.password_hash,
        lastLoginAt: row.last_login_at,
        disabledAt: row.disabled_at,
        totpSecret: row.totp_secret,
        totpLastStep: row.totp_last_step,
      }
    : null;
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
  role: Role | undefined,
  now: Date = new Date(),
): Promise<{ user: AdminUser; created: boolean }> {
  const at = now.toISOString();
  return db.kysely.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom("staff_users")
      .select(["id", "username", "role"])
      .where("username", "=", username)
      .executeTakeFirst();
    if (existing) {
      const kept = role ?? (existing.role as Role);
      await trx
        .updateTable("staff_users")
        .set({ password_hash: passwordHash, role: kept, must_change_password: 0, updated_at: at })
        .where("id", "=", existing.id)
        .execute();
      await trx.deleteFrom("staff_sessions").where("user_id", "=", existing.id).execute();
      return { user: { id: existing.id, username, role: kept }, created: false };
    }
    const user: AdminUser = { id: randomUUID(), username, role: role ?? "owner" };
    await trx
      .insertInto("staff_users")
      .values({
        id: user.id,
        username,
        role: user.role,
        password_hash: passwordHash,
        created_at: at,
        updated_at: at,
        last_login_at: null,
        disabled_at: null,
        totp_secret: null,
        totp_pending: null,
        totp_last_step: null,
      })
      .execute();
    return { user, created: true };
  });
}

/** The username in its stored form, or what is wrong with it. */
export function checkUsername(raw: string): { ok: true; username: string } | { ok: false; message: string } {
  const username = normalizeUsername(raw);
  return USERNAME_PATTERN.test(username)
    ? { ok: true, username }
    : { ok: false, message: `The username must be ${USERNAME_RULE}.` };
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
  /** New accounts are owners unless told; an existing account keeps its role unless told. */
  role?: Role,
): Promise<{ user: AdminUser; created: boolean }> {
  const username = normalizeUsername(rawUsername);
  if (!USERNAME_PATTERN.test(username)) throw new StaffInputError(`The username must be ${USERNAME_RULE}.`);
  const weak = passwordProblem(password, username);
  if (weak) throw new StaffInputError(weak);
  const result = await upsertStaff(db, username, await hasher.hash(password), role, now);
  await audit(db, { actor: "cli", action: result.created ? "staff.create" : "staff.reset", target: username, at: now });
  return result;
}

/**
 * At a sign-in, the account's admin language if it has none yet: the browser's (decision 043).
 * Only an account that never chose is touched, so a later sign-in from another browser keeps theirs.
 */
export async function setLanguageIfUnset(db: Db, userId: string, language: StaffLanguage): Promise<void> {
  await db.kysely.updateTable("staff_users").set({ language }).where("id", "=", userId).where("language", "is", null).execute();
}

/** One's own admin language and digits, with what they were before (for the audit trail). */
export async function setStaffPreferences(
  db: Db,
  userId: string,
  change: { language?: StaffLanguage; arabicDigits?: boolean },
  now: Date,
): Promise<{ before: StaffLanguagePreference; after: StaffLanguagePreference }> {
  return db.kysely.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("staff_users")
      .select(["language", "arabic_digits"])
      .where("id", "=", userId)
      .executeTakeFirstOrThrow();
    const before: StaffLanguagePreference = {
      language: isStaffLanguage(row.language) ? row.language : DEFAULT_STAFF_LANGUAGE.language,
      arabicDigits: row.arabic_digits === 1,
    };
    const after: StaffLanguagePreference = {
      language: change.language ?? before.language,
      arabicDigits: change.arabicDigits ?? before.arabicDigits,
    };
    await trx
      .updateTable("staff_users")
      .set({ language: after.language, arabic_digits: after.arabicDigits ? 1 : 0, updated_at: now.toISOString() })
      .where("id", "=", userId)
      .execute();
    return { before, after };
  });
}
