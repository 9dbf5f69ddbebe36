// Blocked phone numbers: an order from one is refused before anything is written.
// Staff block and unblock through /api/admin/blocked-phones; orders read them as a PhoneSet.
import type { BlockedPhone } from "../../app/admin/customers/customers-contract";
import type { Db } from "../db/database";

/** The blocked numbers, for the order API's check (services.blocked). */
export const blockedNumbers = (db: Db) => async () =>
  (await db.kysely.selectFrom("blocked_phones").select("phone").execute()).map((r) => r.phone);

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
