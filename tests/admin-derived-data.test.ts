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
import { countOrders, listOrders, prepareSearch } from "../server/orders/admin-queries";
import { insertOrder } from "../server/orders/order-store";
import { RARE_MATCHES } from "../server/orders/order-search";
import { qatarDay } from "../app/shared/qatar-days";
import type { OrderFilter } from "../server/orders/admin-params";
import type { Db } from "../server/db/database";
import { createTestDb, engines, type TestDb } from "./support/test-db";
import { placeOrder } from "./support/admin-fixtures";
import { migrateToLatest } from "../server/db/migrate";
import { ORDER_STATUSES, type Order, type OrderStatus } from "../app/shared/order";

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

async function waitingForIndex(db: Db) {
  const { rows } = await sql<{ n: number }>`
    select count(*) as n from order_search_keys where key > (select indexed_upto from order_search_index)`.execute(db.kysely);
  return Number(rows[0].n);
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
    t = await createTestDb(engine, { migrate: false });
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

  // On SQLite the search index follows the orders (server/db/search-index.ts): the same answers
  // whether none, some or all of the orders have been indexed yet.
  it.each(["none", "some", "all"] as const)(
    "counts and pages common search terms the same whichever way it finds them (%s indexed)",
    async (indexed) => {
      t = await createTestDb(engine);
      const base = await placeOrder(t.db, { at: "2026-01-01T00:00:00.000Z" });
      await t.db.searchIndex?.catchUp();
      const orders = Array.from({ length: 2700 }, (_, i): Order => {
        const common = i < 1200;
        return {
          ...base,
          id: `bulk-${String(i).padStart(5, "0")}`,
          createdAt: new Date(Date.parse("2026-01-01T00:00:00.000Z") + (i % 12) * 86_400_000 + i * 1000).toISOString(),
          status: common ? (i % 4 === 0 ? "Shipped" : "Pending") : "Pending",
          customer: { ...base.customer, name: common ? `Common Name ${i}` : "Someone Else" },
        };
      });
      const [first, rest] =
        indexed === "some" ? [orders.filter((_, i) => i % 2 === 0), orders.filter((_, i) => i % 2 === 1)] : [orders, []];
      for (const part of [first, rest]) {
        await t.db.kysely.transaction().execute(async (trx) => {
          for (const o of part) await insertOrder(trx, o);
        });
        if (indexed !== "none" && part === first) await t.db.searchIndex?.catchUp();
      }
      if (engine === "sqlite") expect(await waitingForIndex(t.db)).toBe(indexed === "all" ? 0 : indexed === "some" ? 1350 : 2700);
      const common = orders.filter((o) => o.customer.name.startsWith("Common"));
      expect(common.length).toBeGreaterThan(RARE_MATCHES);
      if (engine === "sqlite") expect((await prepareSearch(t.db, search("common name")))?.kind).toBe("condition");

      const cases: [OrderFilter, (o: (typeof orders)[number]) => boolean][] = [
        [search("common name"), () => true],
        [{ ...search("COMMON NAME"), status: "Shipped" }, (o) => o.status === "Shipped"],
        [{ ...search("common name"), status: "Pending" }, (o) => o.status === "Pending"],
        [
          { ...search("common name"), days: { fromDay: "2026-01-03", toDay: "2026-01-05" } },
          (o) => qatarDay(new Date(o.createdAt)) >= "2026-01-03" && qatarDay(new Date(o.createdAt)) <= "2026-01-05",
        ],
      ];
      for (const [filter, keep] of cases) {
        const want = common.filter(keep).sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
        const page = await listOrders(t.db, filter, { page: 2, pageSize: 20 });
        expect(page.total, JSON.stringify(filter)).toBe(want.length);
        expect(page.orders.map((o) => o.id)).toEqual(want.slice(20, 40).map((o) => o.id));
        expect(await countOrders(t.db, filter)).toBe(want.length);
      }
      // A rare term among them is found through the exact id list.
      const rare = await listOrders(t.db, search("common name 1199"), { page: 1, pageSize: 50 });
      expect(rare.orders.map((o) => o.id)).toEqual(["bulk-01199"]);
      expect(rare.total).toBe(1);
    },
  );
});
