// A customer's orders by phone number, on PostgreSQL: the order dialog's history and
// risk badge read them through this index. SQLite finds them through its search index instead
// (server/customers/customer-history.ts), which keeps the order's write on its single writer lighter.
import { PostgresAdapter, type Kysely } from "kysely";

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await db.schema.createIndex("orders_phone_number_idx").on("orders").columns(["phone_number", "created_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await db.schema.dropIndex("orders_phone_number_idx").execute();
}
