// The login rate limiter, kept in the database so that it holds across restarts and across server
// processes sharing one database. Failures are counted per username (from any address) and per
// client address (for any username) over a sliding 15-minute window; a successful sign-in clears
// the username's count, never the address's.
//
// An attempt is written as "pending" BEFORE its password is checked, and then proceeds only if
// fewer than the limit of OTHER counted attempts are visible. Checking first and writing afterwards
// would let a burst of simultaneous guesses all pass the check before any of them counted. Each
// attempt sees at least every attempt written before its own, so at most `limit` can proceed; a
// burst may be refused a little more than strictly needed, never less.
import { randomUUID } from "node:crypto";
import type { Db } from "../db/database";

export const ATTEMPT_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_USERNAME = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;
/** Attempt rows older than this are no longer needed by the limiter (the audit log keeps history). */
const KEEP_ATTEMPTS_MS = 24 * 60 * 60 * 1000;

const COUNTED = ["pending", "failure"] as const;

export type Reservation = { ok: true; id: string } | { ok: false; retryAfterSeconds: number; scope: "username" | "address" };

interface Scope {
  column: "username" | "ip";
  value: string;
  limit: number;
  /** Only attempts strictly after this instant count (window start, or the username's last success). */
  since: string;
}

async function scopes(db: Db, username: string, ip: string, now: Date): Promise<[Scope, Scope]> {
  const windowStart = new Date(now.getTime() - ATTEMPT_WINDOW_MS).toISOString();
  const lastSuccess = await db.kysely
    .selectFrom("login_attempts")
    .select("at")
    .where("username", "=", username)
    .where("outcome", "=", "success")
    .where("at", ">", windowStart)
    .orderBy("at", "desc")
    .limit(1)
    .executeTakeFirst();
  const userSince = lastSuccess ? lastSuccess.at : windowStart;
  return [
    { column: "username", value: username, limit: MAX_FAILURES_PER_USERNAME, since: userSince },
    { column: "ip", value: ip, limit: MAX_FAILURES_PER_ADDRESS, since: windowStart },
  ];
}

const counted = (db: Db, scope: Scope, excludeId?: string) => {
  let query = db.kysely
    .selectFrom("login_attempts")
    .where(scope.column, "=", scope.value)
    .where("outcome", "in", COUNTED)
    .where("at", ">", scope.since);
  if (excludeId) query = query.where("id", "!=", excludeId);
  return query;
};

/** Seconds until the scope drops below its limit, or 0 when it is below already. */
async function secondsBlocked(db: Db, scope: Scope, now: Date, excludeId?: string): Promise<number> {
  const rows = await counted(db, scope, excludeId).select("at").orderBy("at", "desc").limit(scope.limit).execute();
  if (rows.length < scope.limit) return 0;
  // Once the limit-th newest failure leaves the window, the count is back under the limit.
  const oldest = Date.parse(rows[rows.length - 1].at);
  return Math.max(1, Math.ceil((oldest + ATTEMPT_WINDOW_MS - now.getTime()) / 1000));
}

async function othersCounted(db: Db, scope: Scope, id: string): Promise<number> {
  const row = await counted(db, scope, id)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function blockedAnswer(db: Db, scopeList: Scope[], now: Date, excludeId?: string): Promise<Reservation | null> {
  for (const scope of scopeList) {
    const seconds = await secondsBlocked(db, scope, now, excludeId);
    if (seconds > 0) return { ok: false, retryAfterSeconds: seconds, scope: scope.column === "ip" ? "address" : "username" };
  }
  return null;
}

/**
 * Claims the right to check one password for `username` from `ip`. On ok, the caller must settle()
 * the attempt with its outcome; a refused attempt is recorded as "blocked" and counts for nothing.
 */
export async function reserveAttempt(db: Db, username: string, ip: string, now: Date): Promise<Reservation> {
  const list = await scopes(db, username, ip, now);
  const at = now.toISOString();
  const id = randomUUID();
  const early = await blockedAnswer(db, list, now);
  if (early) {
    await db.kysely.insertInto("login_attempts").values({ id, at, username, ip, outcome: "blocked" }).execute();
    return early;
  }
  await db.kysely.insertInto("login_attempts").values({ id, at, username, ip, outcome: "pending" }).execute();
  for (const scope of list) {
    if ((await othersCounted(db, scope, id)) >= scope.limit) {
      await settleAttempt(db, id, "blocked");
      return (
        (await blockedAnswer(db, list, now, id)) ?? {
          ok: false,
          retryAfterSeconds: 1,
          scope: scope.column === "ip" ? "address" : "username",
        }
      );
    }
  }
  return { ok: true, id };
}

export async function settleAttempt(db: Db, id: string, outcome: "success" | "failure" | "blocked"): Promise<void> {
  await db.kysely.updateTable("login_attempts").set({ outcome }).where("id", "=", id).execute();
}

export async function purgeOldAttempts(db: Db, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - KEEP_ATTEMPTS_MS).toISOString();
  await db.kysely.deleteFrom("login_attempts").where("at", "<", cutoff).execute();
}
