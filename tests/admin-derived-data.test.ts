// What migration 003 derives from orders inside the database (search columns and index, per-day
// totals) must always agree with the orders themselves: for rows that existed before the migration,
// and through every insert, status change, edit and delete after it.
import { Migrator, sql, type Migration } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import * as m001 from "../server/db/migrations/001_initial";
import * as m002 from "../server/db/migrations/002_staff";
import * as m003 from "../server/db/migrations/003_order_admin";
import * as m004 from "../server/db/migrations/004_order_language";
import * as m005 from "../server/db/migrations/005_search_index_behind";
import { changeStatus } from "../server/orders/change-status";
import { deleteOrder } from "../server/orders/delete-order";
import { countOrders, listOrders } from "../server/orders/admin-queries";
import { qatarDay } from "../app/shared/qatar-days";
import type { OrderFilter } from "../server/orders/admin-params";
import type { Db } from "../server/db/database";
import { createTestDb, engines, type TestDb } from "./support/test-db";
import { placeOrder } from "./support/admin-fixtures";
import { migrateToLatest } from "../server/db/migrate";
import { ORDER_STATUSES, type OrderStatus } from "../app/shared/order";

const STATUSES = ORDER_STATUSES;
const everything: OrderFilter = { q: "", status: "All", days: { fromDay: null, toDay: null } };
const search = (q: string): OrderFilter => ({ ...everything, q });

async function migrateThrough(db: Db, names: string[], schema?: string) {
  const all: Record<string, Migration> = {
    "001_initial": m001,
    "002_staff": m002,
    "003_order_admin": m003,
    "004_order_language": m004,
    "005_search_index_behind": m005,
  };
  const migrations = Object.fromEntries(names.map((n) => [n, all[n]]));
  // The schema is named so that Kysely does not take another test's migration tables for ours.
  const migrator = new Migrator({
    db: db.kysely,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: schema,
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error("migration failed");
}

/** How many orders SQLite's search index has not reached yet. */
/** An order of the first schema (migrations 001-002), stored as its rows. */
async function storeOldOrder(db: Db, at: string, name: string, phone: string, status: OrderStatus) {
  const id = `${at}-${name}`;
  await db.kysely
    .insertInto("orders")
    .values({
      id,
      created_at: at,
      updated_at: at,
      customer_name: name,
      customer_email: null,
      customer_phone: phone,
      phone_number: `+${phone.replace(/\D/g, "")}`,
      customer_address: "Zone 1",
      customer_city: "Doha",
      order_notes: null,
      total_amount: 8500,
      shipping_cost: 0,
      final_total: 8500,
      status,
      payment_method: "Cash on Delivery",
    })
    .execute();
  await db.kysely
    .insertInto("order_items")
    .values({
      order_id: id,
      position: 0,
      item_type: "product",
      item_ref: "1",
      name: "Creed Aventus",
      image: null,
      quantity: 1,
      unit_price: 8500,
      line_total: 8500,
      products: null,
    })
    .execute();
  return { id };
}

/** Per-day totals computed the slow, obvious way: every order read into JavaScript. */
async function expectedDays(db: Db) {
  const rows = await db.kysely.selectFrom("orders").select(["created_at", "final_total", "status"]).execute();
  const days = new Map<string, { orders: number; revenue: number; byStatus: Record<string, number> }>();
  for (const r of rows) {
    const day = qatarDay(new Date(r.created_at));
    const d = days.get(day) ?? { orders: 0, revenue: 0, byStatus: Object.fromEntries(STATUSES.map((s) => [s, 0])) };
    d.orders += 1;
    d.revenue += r.final_total;
    d.byStatus[r.status] += 1;
    days.set(day, d);
  }
  return Object.fromEntries([...days].sort(([a], [b]) => a.localeCompare(b)));
}

async function storedDays(db: Db) {
  const rows = await db.kysely.selectFrom("order_daily_stats").selectAll().where("orders", "!=", 0).orderBy("day").execute();
  return Object.fromEntries(
    rows.map((r) => [
      r.day,
      {
        orders: Number(r.orders),
        revenue: Number(r.revenue),
        byStatus: {
          Pending: Number(r.pending),
          "Awaiting payment": Number(r.awaiting_payment),
          "Payment failed": Number(r.payment_failed),
          Paid: Number(r.paid),
          Processing: Number(r.processing),
          Shipped: Number(r.shipped),
          Delivered: Number(r.delivered),
          Cancelled: Number(r.cancelled),
        },
      },
    ]),
  );
}

describe.each(engines)("derived order data on %s", (engine) => {
  let t: TestDb | undefined;
  afterEach(async () => {
    await t?.cleanup();
    t = undefined;
  });

  it("fills search and per-day totals for orders placed before the migration", async () => {
    t = await createTestDb(engine, { migrate: false, ownDatabase: true });
    await migrateThrough(t.db, ["001_initial", "002_staff"], t.schema);
    // Orders as the shop stored them then: rows of that schema, no catalogue needed.
    const old = await storeOldOrder(t.db, "2025-12-31T21:30:00.000Z", "Latifa Al-Marri", "+974 3311 2244", "Pending");
    await storeOldOrder(t.db, "2025-12-31T20:30:00.000Z", "Fatima Al-Thani", "+974 5555 1234", "Delivered");
    // Every later migration too: what the admin reads today needs them (order numbers, 010).
    await migrateToLatest(t.db);

    expect((await listOrders(t.db, search("latifa"), { page: 1, pageSize: 10 })).orders.map((o) => o.id)).toEqual([old.id]);
    expect((await listOrders(t.db, search("+974 3311-2244"), { page: 1, pageSize: 10 })).orders.map((o) => o.id)).toEqual([
      old.id,
    ]);
    expect(await storedDays(t.db)).toEqual(await expectedDays(t.db));
    expect(Object.keys(await storedDays(t.db))).toEqual(["2025-12-31", "2026-01-01"]);
  });

  it("keeps per-day totals equal to the orders through inserts, changes and deletes", async () => {
    t = await createTestDb(engine);
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const ids: string[] = [];
    for (let i = 0; i < 40; i++) {
      const at = new Date(Date.parse("2026-01-01T00:00:00.000Z") + Math.floor(random() * 10 * 86_400_000)).toISOString();
      const quantity = 1 + Math.floor(random() * 3);
      ids.push((await placeOrder(t.db, { at, items: [{ type: "product", productId: "2", quantity }] })).id);
    }
    for (let i = 0; i < 60; i++) {
      const id = ids[Math.floor(random() * ids.length)];
      const action = random();
      if (action < 0.6) await changeStatus(t.db, id, STATUSES.filter((s) => s !== "Paid")[Math.floor(random() * 5)], "tester");
      else if (action < 0.8) await t.db.kysely.updateTable("orders").set({ status: "Paid" }).where("id", "=", id).execute();
      else await deleteOrder(t.db, id);
    }
    expect(await storedDays(t.db)).toEqual(await expectedDays(t.db));
    const total = Number(
      (
        await t.db.kysely
          .selectFrom("orders")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(await countOrders(t.db, everything)).toBe(total);
    for (const status of STATUSES) {
      const n = Number(
        (
          await t.db.kysely
            .selectFrom("orders")
            .select((eb) => eb.fn.countAll().as("n"))
            .where("status", "=", status)
            .executeTakeFirstOrThrow()
        ).n,
      );
      expect(await countOrders(t.db, { ...everything, status }), status).toBe(n);
    }
  });

  // Migrations 052 and 053: the function every order's trigger calls keeps its plan (a SQL
  // function's was made again at each call), and the triggers run at commit, so an order holds its
  // day's row only while it commits. The totals must stay exact with orders placed at once.
  it.runIf(engine === "postgres")("keeps exact per-day totals with concurrent orders, written at commit", async () => {
    t = await createTestDb(engine);
    const language = await sql<{ lanname: string }>`select l.lanname from pg_proc p join pg_language l on l.oid = p.prolang
      where p.proname = 'order_daily_stats_apply' and p.pronamespace = current_schema()::regnamespace`.execute(t.db.kysely);
    expect(language.rows).toEqual([{ lanname: "plpgsql" }]);
    const triggers = await sql<{ name: string; deferred: boolean }>`select t.tgname as name, t.tginitdeferred as deferred
      from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
      where not t.tgisinternal and c.relnamespace = current_schema()::regnamespace and p.prosrc like '%order_daily_stats%'
      order by t.tgname`.execute(t.db.kysely);
    expect(triggers.rows.map((r) => r.name)).toContain("orders_daily_stats");
    expect(triggers.rows.map((r) => r.name)).toContain("customers_new_per_day");
    expect(triggers.rows.filter((r) => !r.deferred)).toEqual([]);

    const db = t.db;
    const placed = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        placeOrder(db, {
          at: new Date(Date.parse("2026-03-01T20:00:00.000Z") + (i % 3) * 3_600_000).toISOString(),
          items: [{ type: "product", productId: "2", quantity: 1 + (i % 2) }],
        }),
      ),
    );
    await Promise.all(placed.slice(0, 8).map((o, i) => changeStatus(db, o.id, i % 2 ? "Cancelled" : "Delivered", "tester")));
    expect(await storedDays(db)).toEqual(await expectedDays(db));
    expect(Object.values(await storedDays(db)).reduce((n, d) => n + d.orders, 0)).toBe(24);
  });

  it("keeps the search index in step when a customer's details change or the order goes", async () => {
    t = await createTestDb(engine);
    const order = await placeOrder(t.db, {
      at: "2026-02-01T10:00:00.000Z",
      customer: { name: "Hessa Naimi", phone: "5566 7788" },
    });
    await t.db.kysely
      .updateTable("orders")
      .set({ customer_name: "Reem Haddad", customer_email: "reem@example.qa", phone_number: "+97433221100" })
      .where("id", "=", order.id)
      .execute();
    const found = async (q: string) => (await listOrders(t!.db, search(q), { page: 1, pageSize: 10 })).orders.map((o) => o.id);
    expect(await found("hessa")).toEqual([]);
    expect(await found("reem haddad")).toEqual([order.id]);
    expect(await found("reem@example")).toEqual([order.id]);
    expect(await found("3322 1100")).toEqual([order.id]);
    expect(await found("5566 7788")).toEqual([]);
    await deleteOrder(t.db, order.id);
    expect(await found("reem haddad")).toEqual([]);
    expect(await countOrders(t.db, search("reem"))).toBe(0);
  });
});
