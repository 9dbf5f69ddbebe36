// Blocked phone numbers (issue 19): an order from one is refused before anything is written.
// Staff block and unblock through /api/admin/blocked-phones.
import type { BlockedPhone } from "../../app/shared/admin-contract";
import type { Db } from "../db/database";

/** How stale another process's block may be here: the list is read again after this long. */
const FRESH_MS = 5_000;

export interface BlockList {
  has(phone: string | null): Promise<boolean>;
  /** This process changed the list: read it again before the next order. */
  changed(): void;
}

/**
 * The blocked numbers held in memory (a shop blocks dozens, not millions), so an order pays a set
 * lookup rather than a query; read again every few seconds for blocks made by other processes.
 */
export function createBlockList(db: Db): BlockList {
  let numbers: Promise<Set<string>> | null = null;
  let readAt = 0;
  const read = () => {
    readAt = Date.now();
    const reading = db.kysely
      .selectFrom("blocked_phones")
      .select("phone")
      .execute()
      .then((rows) => new Set(rows.map((r) => r.phone)));
    // A failed read is tried again by the next order rather than remembered.
    reading.catch(() => (numbers = null));
    return reading;
  };
  return {
    async has(phone) {
      if (!numbers || Date.now() - readAt > FRESH_MS) numbers = read();
      return phone !== null && (await numbers).has(phone);
    },
    changed: () => void (numbers = null),
  };
}

export async function listBlocked(db: Db): Promise<BlockedPhone[]> {
  const rows = await db.kysely.selectFrom("blocked_phones").selectAll().orderBy("blocked_at", "desc").execute();
  return rows.map((r) => ({ phone: r.phone, reason: r.reason, blockedBy: r.blocked_by, blockedAt: r.blocked_at }));
}

/** Blocks a number, or gives an existing block its new reason. */
export async function block(db: Db, entry: BlockedPhone): Promise<void> {
  const row = { phone: entry.phone, reason: entry.reason, blocked_by: entry.blockedBy, blocked_at: entry.blockedAt };
  await db.kysely
    .insertInto("blocked_phones")
    .values(row)
    .onConflict((oc) =>
      oc.column("phone").doUpdateSet({ reason: row.reason, blocked_by: row.blocked_by, blocked_at: row.blocked_at }),
    )
    .execute();
}

/** Resolves to whether the number was blocked. */
export async function unblock(db: Db, phone: string): Promise<boolean> {
  const result = await db.kysely.deleteFrom("blocked_phones").where("phone", "=", phone).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
