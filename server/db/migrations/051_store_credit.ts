// Store credit (docs/decisions/051-store-credit.md): a balance per phone number (E.164, the key the
// accounts and orders already share) and its ledger, and the credit an order used.
// - store_credit_balances: what a phone may spend; the CHECK is the last word on "never below
//   zero" on both engines, whatever the code above it does. `expires_at` is when the whole balance
//   lapses (null: never); it moves to "the last credit given + the owner's months" at each credit.
// - store_credit_entries: every change as a signed amount with the balance after it. `kind` is a
//   StoreCreditKind (app/shared/store-credit.ts); `source_kind`/`source_id` say where credit came
//   from (a return, staff, an order it was used on or given back from).
// - orders.store_credit: dirhams paid by credit; `final_total` is what is left to pay.
// - shop_settings "storeCreditMonths": how long credit lasts (0 = forever), 12 to start with.
import type { Kysely } from "kysely";
import { sql } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("store_credit_balances")
    .addColumn("phone", "text", (c) => c.primaryKey())
    .addColumn("balance", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`balance >= 0`),
    )
    .addColumn("expires_at", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("store_credit_entries")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("balance_after", "integer", (c) => c.notNull())
    .addColumn("reason", "text")
    .addColumn("order_id", "text")
    .addColumn("source_kind", "text")
    .addColumn("source_id", "text")
    .addColumn("staff", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("store_credit_entries_phone").on("store_credit_entries").columns(["phone", "created_at"]).execute();
  await db.schema.createIndex("store_credit_entries_order").on("store_credit_entries").column("order_id").execute();
  await db.schema
    .alterTable("orders")
    .addColumn("store_credit", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db
    .insertInto("shop_settings")
    .values({ key: "storeCreditMonths", value: "12" })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom("shop_settings").where("key", "=", "storeCreditMonths").execute();
  await db.schema.alterTable("orders").dropColumn("store_credit").execute();
  await db.schema.dropTable("store_credit_entries").ifExists().execute();
  await db.schema.dropTable("store_credit_balances").ifExists().execute();
}
