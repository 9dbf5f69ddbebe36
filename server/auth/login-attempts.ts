// The login rate limiter, kept in the database so that it holds across restarts and across server
// processes sharing one database (docs/decisions/003, 014). Failures are counted over a sliding
// 15-minute window:
// - per username AND address: 5 lock that pair out (the guesser, not the owner elsewhere);
// - per address, for any username: 20 lock that address out;
// - per username from any address: no lock, so a stranger cannot keep the owner out; past 10
//   failures each attempt is slowed down, more the more failures there are (up to 10 s).
// A successful sign-in clears the username's counts, never the address's.
//
// An attempt is written as "pending" BEFORE its password is checked, and then proceeds only if
// fewer than the limit of OTHER counted attempts are visible. Checking first and writing afterwards
// would let a burst of simultaneous guesses all pass the check before any of them counted. Each
// attempt sees at least every attempt written before its own, so at most `limit` can proceed; a
// burst may be refused a little more than strictly needed, never less.
import { randomUUID } from "node:crypto";
import type { Db } from "../db/database";

const ATTEMPT_WINDOW_MS = 15 * 60 * 1000;
const MAX_FAILURES_PER_PAIR = 5;
const MAX_FAILURES_PER_ADDRESS = 20;
/** Failures on one username (from anywhere) after which each attempt is slowed down. */
const SLOW_DOWN_AFTER = 10;
const MAX_DELAY_MS = 10_000;
/** Attempt rows older than this are no longer needed by the limiter (the audit log keeps history). */
const KEEP_ATTEMPTS_MS = 24 * 60 * 60 * 1000;

const COUNTED = ["pending", "failure"] as const;

type LimitScope = "pair" | "address";
export type Reservation = { ok: true; id: string; delayMs: number } | { ok: false; retryAfterSeconds: number; scope: LimitScope };

interface Scope {
  name: LimitScope;
  username?: string;
  ip?: string;
  limit: number;
  /** Only attempts strictly after this instant count (window start, or the username's last success). */
  since: string;
}

async function scopes(db: Db, username: string, ip: string, now: Date): Promise<{ locks: Scope[]; userSince: string }> {
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
  return {
    locks: [
      { name: "pair", username, ip, limit: MAX_FAILURES_PER_PAIR, since: userSince },
      { name: "address", ip, limit: MAX_FAILURES_PER_ADDRESS, since: windowStart },
    ],
    userSince,
  };
}

const counted = (db: Db, scope: Pick<Scope, "username" | "ip" | "since">, excludeId?: string) => {
  let query = db.kysely.selectFrom("login_attempts").where("outcome", "in", COUNTED);
  if (scope.username !== undefined) query = query.where("username", "=", scope.username);
  if (scope.ip !== undefined) query = query.where("ip", "=", scope.ip);
  query = query.where("at", ">", scope.since);
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

async function othersCounted(db: Db, scope: Pick<Scope, "username" | "ip" | "since">, id: string): Promise<number> {
  const row = await counted(db, scope, id)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function blockedAnswer(db: Db, scopeList: Scope[], now: Date, excludeId?: string): Promise<Reservation | null> {
  for (const scope of scopeList) {
    const seconds = await secondsBlocked(db, scope, now, excludeId);
    if (seconds > 0) return { ok: false, retryAfterSeconds: seconds, scope: scope.name };
  }
  return null;
}

/**
 * Claims the right to check one password for `username` from `ip`. On ok, the caller must settle()
 * the attempt with its outcome; a refused attempt is recorded as "blocked" and counts for nothing.
 */
export async function reserveAttempt(db: Db, username: string, ip: string, now: Date): Promise<Reservation> {
  const { locks: list, userSince } = await scopes(db, username, ip, now);
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
          scope: scope.name,
        }
      );
    }
  }
  const failures = await othersCounted(db, { username, since: userSince }, id);
  return { ok: true, id, delayMs: slowDown(failures) };
}

/** Doubles every 10 failures past the threshold: 0.5 s at 10, 1 s at 20, ... 10 s from 60. */
export function slowDown(failures: number): number {
  if (failures < SLOW_DOWN_AFTER) return 0;
  return Math.min(MAX_DELAY_MS, 500 * 2 ** Math.floor((failures - SLOW_DOWN_AFTER) / 10));
}

export async function settleAttempt(db: Db, id: string, outcome: "success" | "failure" | "blocked"): Promise<void> {
  await db.kysely.updateTable("login_attempts").set({ outcome }).where("id", "=", id).execute();
}

export async function purgeOldAttempts(db: Db, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - KEEP_ATTEMPTS_MS).toISOString();
  await db.kysely.deleteFrom("login_attempts").where("at", "<", cutoff).execute();
}
