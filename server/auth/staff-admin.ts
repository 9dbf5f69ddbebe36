// The owner's management of staff accounts: list, add with a temporary password (shown
// once; the person chooses their own at first sign-in), change a role, disable and re-enable, reset
// a password. The last active owner can never be disabled or demoted: the check and the change are
// one transaction, the owners' rows locked on PostgreSQL, so two owners demoting each other at
// once cannot leave the shop without one.
import { randomBytes, randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import type { StaffMember } from "../../app/admin/team/team-contract";
import type { Role } from "../../app/shared/staff-roles";
import type { Db } from "../db/database";
import type { Database } from "../db/schema";
import type { PasswordHasher } from "./password";

const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789";

/** Four groups of five (about 115 bits): typed once, then replaced by the person's own. */
function temporaryPassword(): string {
  const chars = [...randomBytes(20)].map((b) => ALPHABET[b % ALPHABET.length]).join("");
  return chars.match(/.{5}/g)!.join("-");
}

const MEMBER_COLUMNS = [
  "id",
  "username",
  "role",
  "disabled_at",
  "totp_secret",
  "must_change_password",
  "created_at",
  "last_login_at",
] as const;

const toMember = (r: { [K in (typeof MEMBER_COLUMNS)[number]]: unknown }): StaffMember => ({
  username: r.username as string,
  role: r.role as Role,
  disabled: r.disabled_at !== null,
  twoFactor: r.totp_secret !== null,
  mustChangePassword: r.must_change_password === 1,
  createdAt: r.created_at as string,
  lastLoginAt: r.last_login_at as string | null,
});

export async function listStaff(db: Db): Promise<StaffMember[]> {
  const rows = await db.kysely.selectFrom("staff_users").select(MEMBER_COLUMNS).orderBy("username").execute();
  return rows.map(toMember);
}

export async function findMember(db: Db, username: string): Promise<(StaffMember & { id: string }) | null> {
  const row = await db.kysely
    .selectFrom("staff_users")
    .select(MEMBER_COLUMNS)
    .where("username", "=", username)
    .executeTakeFirst();
  return row ? { ...toMember(row), id: row.id } : null;
}

/** Creates an account with a temporary password; null when the username is taken. */
export async function addStaff(
  db: Db,
  hasher: PasswordHasher,
  username: string,
  role: Role,
  now: Date,
): Promise<{ id: string; temporaryPassword: string } | null> {
  const password = temporaryPassword();
  const hash = await hasher.hash(password);
  const at = now.toISOString();
  const id = randomUUID();
  const inserted = await db.kysely
    .insertInto("staff_users")
    .values({
      id,
      username,
      role,
      password_hash: hash,
      must_change_password: 1,
      created_at: at,
      updated_at: at,
      last_login_at: null,
      disabled_at: null,
      totp_secret: null,
      totp_pending: null,
      totp_last_step: null,
    })
    .onConflict((oc) => oc.column("username").doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1 ? { id, temporaryPassword: password } : null;
}

export type StaffChange = { role?: Role; disabled?: boolean };
export type StaffChangeResult =
  /** `endedSessions`: the ids of the sessions disabling the account ended (their streams must close). */
  { kind: "changed"; member: StaffMember; id: string; endedSessions: string[] } | { kind: "not-found" } | { kind: "last-owner" };

/** Locks the active owners (PostgreSQL) and counts them, inside the change's transaction. */
async function activeOwners(trx: Transaction<Database>, engine: Db["engine"]): Promise<string[]> {
  let query = trx.selectFrom("staff_users").select("id").where("role", "=", "owner").where("disabled_at", "is", null);
  if (engine === "postgres") query = query.forUpdate();
  return (await query.execute()).map((r) => r.id);
}

export async function changeStaff(db: Db, username: string, change: StaffChange, now: Date): Promise<StaffChangeResult> {
  return db.kysely.transaction().execute(async (trx) => {
    const owners = await activeOwners(trx, db.engine);
    const row = await trx.selectFrom("staff_users").select(MEMBER_COLUMNS).where("username", "=", username).executeTakeFirst();
    if (!row) return { kind: "not-found" as const };
    const role = change.role ?? (row.role as Role);
    const disabled = change.disabled ?? row.disabled_at !== null;
    const staysActiveOwner = role === "owner" && !disabled;
    if (owners.includes(row.id) && !staysActiveOwner && owners.length === 1) return { kind: "last-owner" as const };
    const at = now.toISOString();
    await trx
      .updateTable("staff_users")
      .set({ role, disabled_at: disabled ? (row.disabled_at ?? at) : null, updated_at: at })
      .where("id", "=", row.id)
      .execute();
    // In the same transaction: an account re-enabled later must not find its old sessions alive.
    const ended = disabled ? await trx.deleteFrom("staff_sessions").where("user_id", "=", row.id).returning("id").execute() : [];
    const updated = await trx.selectFrom("staff_users").select(MEMBER_COLUMNS).where("id", "=", row.id).executeTakeFirstOrThrow();
    return { kind: "changed" as const, member: toMember(updated), id: row.id, endedSessions: ended.map((r) => r.id) };
  });
}

/** Gives an account a new temporary password; its sessions end (the caller notifies streams). */
export async function resetStaffPassword(db: Db, hasher: PasswordHasher, userId: string, now: Date): Promise<string> {
  const password = temporaryPassword();
  const hash = await hasher.hash(password);
  await db.kysely
    .updateTable("staff_users")
    .set({ password_hash: hash, must_change_password: 1, updated_at: now.toISOString() })
    .where("id", "=", userId)
    .execute();
  return password;
}

/** Sets the person's own new password and lifts the temporary-password hold. */
export async function setOwnPassword(db: Db, userId: string, passwordHash: string, now: Date): Promise<void> {
  await db.kysely
    .updateTable("staff_users")
    .set({ password_hash: passwordHash, must_change_password: 0, updated_at: now.toISOString() })
    .where("id", "=", userId)
    .execute();
}
