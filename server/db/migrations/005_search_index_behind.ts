// SQLite's order search index (the FTS5 trigram table of migration 003) is filled a moment after
// the orders rather than inside each order's transaction (docs/decisions/009). FTS5 turns every
// transaction's new entries into a segment of its own and keeps merging them, so indexing 15
// orders per commit cost about four times as much per order as indexing a few hundred at once;
// it was the largest piece of an order's work on the write thread.
//
// - order_search_keys still gets its row in the order's transaction (a trigger, as before); its
//   key becomes AUTOINCREMENT, so keys only grow and are never reused.
// - order_search_index.indexed_upto is the last key whose text is in orders_fts; the keys above
//   it are the not-yet-indexed tail, which search matches with LIKE (server/orders/order-search.ts),
//   so an order is found the moment it is acknowledged.
// - server/db/search-index.ts moves the mark: it indexes the tail's rows in key order and moves
//   the mark in the same transaction, so a crash leaves either both or neither.
// Deleting or editing an order still updates the index at once (a delete of a row FTS5 never had
// is a no-op). PostgreSQL is untouched: its GIN indexes keep their own pending list.
import { PostgresAdapter, sql, type Kysely } from "kysely";

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;
const TRIGGERS = ["orders_fts_insert", "orders_fts_delete", "orders_fts_update"];
const key = (row: string) => `(select key from order_search_keys where order_id = ${row}.id)`;
const addKey = `insert into order_search_keys (order_id) values (new.id);`;
const indexRow = `insert into orders_fts (rowid, doc, digits) values (${key("new")}, ' ' || new.search_text, new.phone_digits);`;
const dropRow = `delete from orders_fts where rowid = ${key("old")};
  delete from order_search_keys where order_id = old.id;`;
const UPDATED_COLUMNS = "id, customer_name, customer_email, customer_phone, phone_number";

async function createTriggers(db: Kysely<any>, insert: string) {
  await sql.raw(`create trigger orders_fts_insert after insert on orders begin ${insert} end`).execute(db);
  await sql.raw(`create trigger orders_fts_delete after delete on orders begin ${dropRow} end`).execute(db);
  await sql
    .raw(`create trigger orders_fts_update after update of ${UPDATED_COLUMNS} on orders begin ${dropRow} ${insert} end`)
    .execute(db);
}

async function dropTriggers(db: Kysely<any>) {
  for (const t of TRIGGERS) await sql`drop trigger if exists ${sql.raw(t)}`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return;
  await dropTriggers(db);
  await sql`create table order_search_keys_next (key integer primary key autoincrement, order_id text not null unique)`.execute(
    db,
  );
  await sql`insert into order_search_keys_next (key, order_id) select key, order_id from order_search_keys`.execute(db);
  await sql`drop table order_search_keys`.execute(db);
  await sql`alter table order_search_keys_next rename to order_search_keys`.execute(db);
  await sql`create table order_search_index (id integer primary key check (id = 1), indexed_upto integer not null)`.execute(db);
  // Every order so far was indexed by migration 003's trigger.
  await sql`insert into order_search_index (id, indexed_upto) select 1, coalesce(max(key), 0) from order_search_keys`.execute(db);
  await createTriggers(db, addKey);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return;
  await dropTriggers(db);
  await sql`
    insert into orders_fts (rowid, doc, digits)
    select k.key, ' ' || o.search_text, o.phone_digits from order_search_keys k join orders o on o.id = k.order_id
    where k.key > (select indexed_upto from order_search_index)`.execute(db);
  await sql`drop table order_search_index`.execute(db);
  await createTriggers(db, `${addKey} ${indexRow}`);
}
