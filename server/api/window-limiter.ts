// A one-minute window of requests per client address for the public endpoints that answer without
// a session (the order lookup, the promotion quote): at most `perMinute` from one address
// (docs/decisions/020, 035). Counted in the database, rate_counts (docs/decisions/046), so the limit
// holds across every process and every machine sharing it, and across a restart. A scope may ask
// for a longer window (`windowMs`: an hour for the cart reminders' confirmations, decision 049).
//
// Counts are kept in slots of a sixth of the window (ten seconds for a minute); a request counts the
// slots of the last one to seven sixths of a window, so no window ever lets more than `perMinute`
// through (a client may wait a little longer than an exact sliding window would make it). A request is counted by one statement that adds it only
// while the window is under the limit: an INSERT ... SELECT guarded by the older slots' sum, whose
// ON CONFLICT update is guarded again by the slot's own count as the database holds it (PostgreSQL
// re-reads the locked row), so simultaneous requests on several machines cannot all pass one check.
// A refused request is not counted: a client that keeps knocking is let in again once its window
// has room, as before. The same statement runs on SQLite (one process), where it is simply serial.
import { sql } from "kysely";
import type { Db } from "../db/database";

const MINUTE_MS = 60_000;
/** Slots before the current one that still count: 6 × a sixth, so the window is never shorter than asked. */
const SLOTS_BEHIND = 6;
/** Slots out of every window are deleted at most this often, by whichever request comes then. */
const SWEEP_MS = 60_000;

type WindowScope =
  | "order-lookup"
  | "payment-lookup"
  | "promotion-quote"
  | "review-write"
  | "review-vote"
  | "back-in-stock"
  | "return-request"
  | "cart-snapshot"
  | "cart-confirmation";

/**
 * A check per request: null when allowed, else the seconds to wait (for Retry-After). At most
 * `perMinute` a minute, or that many per `windowMs` when given.
 */
export function windowLimiter(db: Db, scope: WindowScope, perMinute: number, now: () => number, windowMs = MINUTE_MS) {
  const slotMs = windowMs / SLOTS_BEHIND;
  let lastSweep = 0;
  return async (subject: string): Promise<number | null> => {
    const at = now();
    const slot = Math.floor(at / slotMs);
    const oldest = slot - SLOTS_BEHIND;
    if (at - lastSweep > SWEEP_MS) {
      lastSweep = at;
      // Not awaited: the answer need not wait for the tidying, and a failed sweep is tried again.
      // Each scope sweeps its own: slots of another window length are numbered differently.
      void db.kysely
        .deleteFrom("rate_counts")
        .where("scope", "=", scope)
        .where("slot", "<", oldest)
        .execute()
        .catch(() => (lastSweep = 0));
    }
    const added = await sql<{ count: number }>`
      insert into rate_counts (scope, subject, slot, count)
      select cast(${scope} as text), cast(${subject} as text), cast(${slot} as integer), 1
      where (select coalesce(sum(r.count), 0) from rate_counts r
             where r.scope = ${scope} and r.subject = ${subject} and r.slot >= ${oldest} and r.slot < ${slot}) < ${perMinute}
      on conflict (scope, subject, slot) do update set count = rate_counts.count + 1
      where rate_counts.count + (select coalesce(sum(r.count), 0) from rate_counts r
             where r.scope = ${scope} and r.subject = ${subject} and r.slot >= ${oldest} and r.slot < ${slot}) < ${perMinute}
      returning count`.execute(db.kysely);
    if (added.rows.length > 0) return null;
    return secondsUntilRoom(db, scope, subject, perMinute, at, slotMs);
  };
}

/** When enough of the window's slots have aged out for one more request. */
async function secondsUntilRoom(
  db: Db,
  scope: WindowScope,
  subject: string,
  perMinute: number,
  at: number,
  slotMs: number,
): Promise<number> {
  const slot = Math.floor(at / slotMs);
  const rows = await db.kysely
    .selectFrom("rate_counts")
    .select(["slot", "count"])
    .where("scope", "=", scope)
    .where("subject", "=", subject)
    .where("slot", ">=", slot - SLOTS_BEHIND)
    .orderBy("slot")
    .execute();
  let total = rows.reduce((sum, row) => sum + Number(row.count), 0);
  for (const row of rows) {
    total -= Number(row.count);
    // A slot stops counting once the current slot is SLOTS_BEHIND + 1 past it.
    if (total < perMinute) return Math.max(1, Math.ceil(((Number(row.slot) + SLOTS_BEHIND + 1) * slotMs - at) / 1000));
  }
  return 1;
}
