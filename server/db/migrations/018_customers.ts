// The Customers section (docs/decisions/022): one row per phone number with the figures
// the section lists (orders, delivered, cancelled, refused, spent, first and last order), kept by
// the database from the orders so that listing, searching and paging read this table only.
//
// - PostgreSQL: triggers in each order's transaction keep the row (an order's insert adds one
//   upsert); a delete re-reads the first and last order dates through orders_phone_number_idx.
// - SQLite: the rows follow the orders the way the search index does (decision 009): the search
//   index's step adds the orders it indexes, so placing an order costs the write thread nothing
//   more. Status changes and deletes of orders already counted (their key at or below the mark)
//   adjust the row at once. The search index's update trigger keeps an order's key from now on,
//   so "counted" never changes under an order.
// - order_daily_stats.new_customers counts each customer on the day of their first order, so the
//   list's total is a sum over days, not a count of a million rows.
import { PostgresAdapter, sql, type Kysely } from "kysely";

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

const FIGURES = ["orders", "delivered", "cancelled", "refused", "spent"] as const;

/** One order's contribution to each figure, from a row alias (new, old, o). */
const contribution = (r: string): Record<(typeof FIGURES)[number], string> => ({
  orders: "1",
  delivered: `case when ${r}.status = 'Delivered' then 1 else 0 end`,
  cancelled: `case when ${r}.status = 'Cancelled' then 1 else 0 end`,
  refused: `case when ${r}.status = 'Cancelled' and ${r}.cancel_reason = 'refused' then 1 else 0 end`,
  spent: `case when ${r}.status = 'Delivered' then ${r}.final_total else 0 end`,
});

interface Dialect {
  least: string;
  greatest: string;
  day: (col: string) => string;
  /** name_key: ASCII letters folded, nothing else (SQLite's lower(); PostgreSQL's under "C"). */
  nameKey: (col: string) => string;
}
const SQLITE: Dialect = {
  least: "min",
  greatest: "max",
  day: (col) => `date(${col}, '+3 hours')`,
  nameKey: (col) => `lower(${col})`,
};
const POSTGRES: Dialect = {
  least: "least",
  greatest: "greatest",
  day: (col) => `to_char(${col}::timestamp + interval '3 hours', 'YYYY-MM-DD')`,
  nameKey: (col) => `lower(${col} collate "C")`,
};

const COLUMNS = `phone_number, name, name_key, ${FIGURES.join(", ")}, first_order_at, last_order_at`;

/** ON CONFLICT clause adding `excluded`'s figures to the row; the latest order's name wins. */
const mergeExcluded = (d: Dialect) => `on conflict (phone_number) do update set
  ${FIGURES.map((f) => `${f} = customers.${f} + excluded.${f}`).join(", ")},
  name = case when excluded.last_order_at >= customers.last_order_at then excluded.name else customers.name end,
  name_key = case when excluded.last_order_at >= customers.last_order_at then excluded.name_key else customers.name_key end,
  first_order_at = ${d.least}(customers.first_order_at, excluded.first_order_at),
  last_order_at = ${d.greatest}(customers.last_order_at, excluded.last_order_at)`;

/** Adds one order (a row alias) to its customer's row. */
const addOrder = (r: string, d: Dialect) => {
  const c = contribution(r);
  // Orders stored without a valid number (before E.164 was kept) belong to no customer.
  return `insert into customers (${COLUMNS}) select ${r}.phone_number, ${r}.customer_name, ${d.nameKey(`${r}.customer_name`)},
    ${FIGURES.map((f) => c[f]).join(", ")}, ${r}.created_at, ${r}.created_at where ${r}.phone_number is not null
    ${mergeExcluded(d)}`;
};

/** Takes one order (a row alias) out of its customer's row; a row left with no orders goes. */
const removeOrder = (r: string) => {
  const c = contribution(r);
  return `update customers set ${FIGURES.map((f) => `${f} = ${f} - (${c[f]})`).join(", ")}
      where phone_number = ${r}.phone_number;
    delete from customers where phone_number = ${r}.phone_number and orders <= 0`;
};

/** The customers' rows of a set of orders `o` (a FROM ... WHERE clause), grouped by phone. */
const addOrders = (from: string, d: Dialect, latestName: string) => {
  const c = contribution("o");
  return `insert into customers (${COLUMNS})
    select o.phone_number, ${latestName}, ${d.nameKey(latestName)}, ${FIGURES.map((f) => `sum(${c[f]})`).join(", ")},
      min(o.created_at), max(o.created_at)
    ${from} and o.phone_number is not null group by o.phone_number ${mergeExcluded(d)}`;
};

/** The name on a group's latest order: created_at is always 24 characters (toISOString). */
const LATEST_NAME = "substr(max(o.created_at || o.customer_name), 25)";

/** SQLite: the customers statement of the search index's step (server/db/search-index.ts). */
export const SQLITE_STEP_CUSTOMERS = (step: number) =>
  addOrders(
    `from order_search_keys k join orders o on o.id = k.order_id
     where k.key > (select indexed_upto from order_search_index)
       and k.key <= (select max(key) from (select key from order_search_keys
         where key > (select indexed_upto from order_search_index) order by key limit ${step}))`,
    SQLITE,
    LATEST_NAME,
  );

const newCustomers = (day: string, sign: string) =>
  `insert into order_daily_stats (day, new_customers) values (${day}, ${sign})
   on conflict (day) do update set new_customers = order_daily_stats.new_customers + excluded.new_customers`;

const REVIEW_COLUMNS = "status, cancel_reason, final_total, created_at, phone_number, customer_name";

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable("customers")
    // Byte order on PostgreSQL too, so a prefix is a range of the index (SQLite compares bytes).
    .addColumn("phone_number", "text", (c) => (pg ? c.modifyFront(sql`collate "C"`) : c).primaryKey().notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("name_key", "text", (c) => (pg ? c.modifyFront(sql`collate "C"`) : c).notNull())
    .addColumn("orders", "integer", (c) => c.notNull())
    .addColumn("delivered", "integer", (c) => c.notNull())
    .addColumn("cancelled", "integer", (c) => c.notNull())
    .addColumn("refused", "integer", (c) => c.notNull())
    .addColumn("spent", "integer", (c) => c.notNull())
    .addColumn("first_order_at", "text", (c) => c.notNull())
    .addColumn("last_order_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("customers_last_order_idx").on("customers").columns(["last_order_at", "phone_number"]).execute();
  await db.schema.createIndex("customers_name_idx").on("customers").columns(["name_key", "phone_number"]).execute();
  await db.schema
    .alterTable("order_daily_stats")
    .addColumn("new_customers", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  if (pg) {
    const d = POSTGRES;
    // A customer whose first or last order goes re-reads both dates through the phone index.
    const rereadDates = (r: string) => `update customers set
        first_order_at = (select min(created_at) from orders where phone_number = ${r}.phone_number),
        last_order_at = (select max(created_at) from orders where phone_number = ${r}.phone_number)
      where phone_number = ${r}.phone_number and (first_order_at = ${r}.created_at or last_order_at = ${r}.created_at)`;
    await sql
      .raw(
        `create function customers_follow_orders() returns trigger language plpgsql as $$
         begin
           if tg_op in ('DELETE', 'UPDATE') then
             ${removeOrder("old")};
             ${rereadDates("old")};
           end if;
           if tg_op in ('INSERT', 'UPDATE') then
             ${addOrder("new", d)};
           end if;
           return null;
         end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger orders_customers after insert or delete or update of ${REVIEW_COLUMNS}
         on orders for each row execute function customers_follow_orders()`,
      )
      .execute(db);
    await sql
      .raw(
        `create function customers_new_per_day() returns trigger language plpgsql as $$
         begin
           if tg_op in ('DELETE', 'UPDATE') then ${newCustomers(d.day("old.first_order_at"), "-1")}; end if;
           if tg_op in ('INSERT', 'UPDATE') then ${newCustomers(d.day("new.first_order_at"), "1")}; end if;
           return null;
         end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger customers_new_per_day after insert or delete or update of first_order_at on customers
         for each row execute function customers_new_per_day()`,
      )
      .execute(db);
    await sql.raw(addOrders("from orders o where true", d, LATEST_NAME)).execute(db);
  } else {
    const d = SQLITE;
    // From now on an edit of an order's searched text re-indexes it under the same key (it used to
    // take a new one), so an order's key, and with it whether it is counted, never changes.
    const key = (r: string) => `(select key from order_search_keys where order_id = ${r}.id)`;
    const mark = "(select indexed_upto from order_search_index)";
    await sql`drop trigger if exists orders_fts_update`.execute(db);
    await sql
      .raw(
        `create trigger orders_fts_update after update of id, customer_name, customer_email, customer_phone, phone_number
         on orders begin
           update order_search_keys set order_id = new.id where order_id = old.id and new.id <> old.id;
           delete from orders_fts where rowid = ${key("new")};
           insert into orders_fts (rowid, doc, digits)
             select key, ' ' || new.search_text, new.phone_digits from order_search_keys
             where order_id = new.id and key <= ${mark};
         end`,
      )
      .execute(db);
    const counted = (r: string) => `coalesce(${key(r)}, ${key("old")}) <= ${mark}`;
    await sql
      .raw(
        `create trigger orders_customers_update after update of ${REVIEW_COLUMNS} on orders
         when ${counted("new")} begin ${removeOrder("old")}; ${addOrder("new", d)}; end`,
      )
      .execute(db);
    // Before the delete: the search index's own trigger drops the key after it.
    await sql
      .raw(
        `create trigger orders_customers_delete before delete on orders when ${key("old")} <= ${mark} begin ${removeOrder("old")}; end`,
      )
      .execute(db);
    for (const [event, body] of [
      ["insert", newCustomers(d.day("new.first_order_at"), "1")],
      ["delete", newCustomers(d.day("old.first_order_at"), "-1")],
      [
        "update of first_order_at",
        `${newCustomers(d.day("old.first_order_at"), "-1")}; ${newCustomers(d.day("new.first_order_at"), "1")}`,
      ],
    ]) {
      const name = `customers_new_per_day_${event.split(" ")[0]}`;
      await sql.raw(`create trigger ${name} after ${event} on customers begin ${body}; end`).execute(db);
    }
    await sql
      .raw(addOrders(`from order_search_keys k join orders o on o.id = k.order_id where k.key <= ${mark}`, d, LATEST_NAME))
      .execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger if exists orders_customers on orders`.execute(db);
    await sql`drop function if exists customers_follow_orders()`.execute(db);
    await sql`drop trigger if exists customers_new_per_day on customers`.execute(db);
    await sql`drop function if exists customers_new_per_day()`.execute(db);
  } else {
    for (const t of ["orders_customers_update", "orders_customers_delete", "orders_fts_update"])
      await sql.raw(`drop trigger if exists ${t}`).execute(db);
    // Migration 005's: an edit takes a new key, indexed by the next step.
    const key = `(select key from order_search_keys where order_id = old.id)`;
    await sql
      .raw(
        `create trigger orders_fts_update after update of id, customer_name, customer_email, customer_phone, phone_number
         on orders begin delete from orders_fts where rowid = ${key}; delete from order_search_keys where order_id = old.id;
         insert into order_search_keys (order_id) values (new.id); end`,
      )
      .execute(db);
  }
  await db.schema.dropTable("customers").execute();
  await db.schema.alterTable("order_daily_stats").dropColumn("new_customers").execute();
}
