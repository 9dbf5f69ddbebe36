// Server-side staff sessions. The cookie holds a random 256-bit token; the database holds only its
// SHA-256, so neither a database dump nor a log line can be turned back into a working cookie.
// A session ends after 12 hours without use or 7 days after sign-in, whichever comes first.
import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../db/database";
import type { Role } from "../../app/shared/staff-roles";
import type { SessionUser } from "./types";
import { isStaffLanguage } from "../../app/shared/staff-language";

const IDLE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
export const ABSOLUTE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
// Refreshing last_seen_at on every request would turn each admin page view into a write; once a
// minute is precise enough for a 12-hour idle limit.
const TOUCH_AFTER_MS = 60 * 1000;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const newToken = () => randomBytes(32).toString("base64url");
export const tokenId = (token: string) => createHash("sha256").update(token).digest("hex");

export interface SessionMeta {
  ip?: string | null;
  userAgent?: string | null;
}

export async function createSession(db: Db, userId: string, now: Date, meta: SessionMeta = {}): Promise<string> {
  const token = newToken();
  const at = now.toISOString();
  await db.kysely
    .insertInto("staff_sessions")
    .values({
      id: tokenId(token),
      user_id: userId,
      created_at: at,
      last_seen_at: at,
      ip: meta.ip ?? null,
      user_agent: meta.userAgent?.slice(0, 300) ?? null,
    })
    .execute();
  return token;
}

/** The stored id of a well-formed token, or null. */
export const sessionIdOf = (token: string): string | null => (TOKEN_PATTERN.test(token) ? tokenId(token) : null);

/** The session's staff member, or null when the token is unknown, idle too long or too old. */
export async function resolveSession(db: Db, token: string, now: Date): Promise<SessionUser | null> {
  const id = sessionIdOf(token);
  return id ? resolveSessionById(db, id, now) : null;
}

/**
 * The same by the stored id. `touch: false` is for checks that are not the staff member's own
 * doing (a live stream re-checking its session), which must not keep an idle session alive.
 */
export async function resolveSessionById(db: Db, id: string, now: Date, touch = true): Promise<SessionUser | null> {
  const row = await db.kysely
    .selectFrom("staff_sessions as s")
    .innerJoin("staff_users as u", "u.id", "s.user_id")
    .select([
      "s.created_at",
      "s.last_seen_at",
      "u.id as userId",
      "u.username",
      "u.role",
      "u.disabled_at",
      "u.must_change_password",
      "u.totp_secret",
      "u.language",
      "u.arabic_digits",
    ])
    .where("s.id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  // Disabling an account ends its sessions; this covers one that slipped in meanwhile.
  if (row.disabled_at) return null;
  const t = now.getTime();
  const lastSeen = Date.parse(row.last_seen_at);
  if (t - lastSeen >= IDLE_TIMEOUT_MS || t - Date.parse(row.created_at) >= ABSOLUTE_LIFETIME_MS) {
    await db.kysely.deleteFrom("staff_sessions").where("id", "=", id).execute();
    return null;
  }
  if (touch && t - lastSeen >= TOUCH_AFTER_MS) {
    await db.kysely.updateTable("staff_sessions").set({ last_seen_at: now.toISOString() }).where("id", "=", id).execute();
  }
  return {
    id: row.userId,
    username: row.username,
    role: row.role as Role,
    mustChangePassword: row.must_change_password === 1,
    twoFactor: row.totp_secret !== null,
    language: isStaffLanguage(row.language) ? row.language : null,
    arabicDigits: row.arabic_digits === 1,
  };
}

/** Counts one more wrong answer in a row for the session; resolves to the count (0: no such session). */
export async function countWrongAnswer(db: Db, sessionId: string): Promise<number> {
  const row = await db.kysely
    .updateTable("staff_sessions")
    .set((eb) => ({ wrong_answers: eb("wrong_answers", "+", 1) }))
    .where("id", "=", sessionId)
    .returning("wrong_answers")
    .executeTakeFirst();
  return row?.wrong_answers ?? 0;
}

/** A right answer ends the run of wrong ones. */
export async function clearWrongAnswers(db: Db, sessionId: string): Promise<void> {
  await db.kysely
    .updateTable("staff_sessions")
    .set({ wrong_answers: 0 })
    .where("id", "=", sessionId)
    .where("wrong_answers", ">", 0)
    .execute();
}

/** Ends an account's sessions: all, all but the caller's own (`keep`), or just one (`only`). */
export async function endSessions(db: Db, userId: string, which: { keep?: string; only?: string } = {}): Promise<string[]> {
  let query = db.kysely.deleteFrom("staff_sessions").where("user_id", "=", userId);
  if (which.keep) query = query.where("id", "!=", which.keep);
  if (which.only) query = query.where("id", "=", which.only);
  const rows = await query.returning("id").execute();
  return rows.map((r) => r.id);
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  if (!TOKEN_PATTERN.test(token)) return;
  await db.kysely.deleteFrom("staff_sessions").where("id", "=", tokenId(token)).execute();
}

/** Removes sessions that can no longer be used, so the table stays the size of the staff. */
export async function purgeExpiredSessions(db: Db, now: Date): Promise<void> {
  const idleCutoff = new Date(now.getTime() - IDLE_TIMEOUT_MS).toISOString();
  const ageCutoff = new Date(now.getTime() - ABSOLUTE_LIFETIME_MS).toISOString();
  await db.kysely
    .deleteFrom("staff_sessions")
    .where((eb) => eb.or([eb("last_seen_at", "<", idleCutoff), eb("created_at", "<", ageCutoff)]))
    .execute();
}
