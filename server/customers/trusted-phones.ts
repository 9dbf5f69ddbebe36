// Numbers whose phone order limit staff lifted: a trusted repeat customer who orders
// often (for family, for gifts) is not told to message the shop. The address limit still applies.
import type { TrustedPhone } from "../../app/admin/customers/customers-contract";
import type { Db } from "../db/database";

/** The trusted numbers, for the order API's limits (services.trusted). */
export const trustedNumbers = (db: Db) => async () =>
  (await db.kysely.selectFrom("trusted_phones").select("phone").execute()).map((r) => r.phone);

export async function listTrusted(db: Db): Promise<TrustedPhone[]> {
  const rows = await db.kysely.selectFrom("trusted_phones").selectAll().orderBy("trusted_at", "desc").execute();
  return rows.map((r) => ({ phone: r.phone, trustedBy: r.trusted_by, trustedAt: r.trusted_at }));
}

export async function trust(db: Db, entry: TrustedPhone): Promise<void> {
  await db.kysely
    .insertInto("trusted_phones")
    .values({ phone: entry.phone, trusted_by: entry.trustedBy, trusted_at: entry.trustedAt })
    .onConflict((oc) => oc.column("phone").doNothing())
    .execute();
}

/** Resolves to whether the number was trusted. */
export async function distrust(db: Db, phone: string): Promise<boolean> {
  const result = await db.kysely.deleteFrom("trusted_phones").where("phone", "=", phone).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
