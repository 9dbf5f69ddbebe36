// A shopper's saved addresses have at most one default (docs/decisions/044-shopper-accounts.md):
// a partial unique index holds it in the database on both engines. Accounts that simultaneous
// saves left with several defaults keep the first one the account page lists (oldest, then id).
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await sql`update account_addresses set is_default = 0
    where is_default = 1 and exists (
      select 1 from account_addresses earlier
      where earlier.account_id = account_addresses.account_id and earlier.is_default = 1
        and (earlier.created_at < account_addresses.created_at
          or (earlier.created_at = account_addresses.created_at and earlier.id < account_addresses.id)))`.execute(db);
  await db.schema
    .createIndex("account_addresses_one_default")
    .on("account_addresses")
    .column("account_id")
    .unique()
    .where(sql<boolean>`is_default = 1`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("account_addresses_one_default").execute();
}
