// SQLite's order search index follows the orders by a moment (server/db/search-index.ts): an order
// is found from the moment it is acknowledged, the index catches up by itself, keys are never
// reused, and a backlog (a restart, a bulk load) is worked off whole.
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../server/db/database";
import { DELAY_MS, STEP } from "../server/db/search-index";
import { deleteOrder } from "../server/orders/delete-order";
import { listOrders } from "../server/orders/admin-queries";
import type { OrderFilter } from "../server/orders/admin-params";
import { insertOrder } from "../server/orders/order-store";
import { placeOrder } from "./support/admin-fixtures";
import { createTestDb, type TestDb } from "./support/test-db";

const search = (q: string): OrderFilter => ({ q, status: "All", days: { fromDay: null, toDay: null } });

async function found(db: Db, q: string) {
  const page = await listOrders(db, search(q), { page: 1, pageSize: 50 });
  return { ids: page.orders.map((o) => o.id), total: page.total };
}

async function state(db: Db) {
  const { rows } = await sql<{ mark: number; waiting: number; indexed: number }>`
    select (select indexed_upto from order_search_index) as mark,
      (select count(*) from order_search_keys where key > (select indexed_upto from order_search_index)) as waiting,
      (select count(*) from orders_fts) as indexed`.execute(db.kysely);
  return { mark: Number(rows[0].mark), waiting: Number(rows[0].waiting), indexed: Number(rows[0].indexed) };
}

async function keyOf(db: Db, orderId: string) {
  const { rows } = await sql<{ key: number }>`select key from order_search_keys where order_id = ${orderId}`.execute(db.kysely);
  return Number(rows[0].key);
}

async function until(check: () => Promise<boolean>, ms = 5000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe("the SQLite order search index", () => {
  let t: TestDb | undefined;
  afterEach(async () => {
    await t?.cleanup();
    t = undefined;
  });

  it("finds an order before and after it is indexed, once, and indexes it by itself", async () => {
    t = await createTestDb("sqlite");
    const order = await placeOrder(t.db, {
      at: "2026-03-01T10:00:00.000Z",
      customer: { name: "Nouf Al-Kaabi", phone: "5512 3344" },
    });
    expect(await state(t.db)).toEqual({ mark: 0, waiting: 1, indexed: 0 });
    for (const q of ["nouf al-kaabi", "al", "5512 3344", order.id.slice(0, 8)])
      expect(await found(t.db, q), q).toEqual({ ids: [order.id], total: 1 });

    await until(async () => (await state(t!.db)).waiting === 0, DELAY_MS + 5000);
    expect(await state(t.db)).toEqual({ mark: await keyOf(t.db, order.id), waiting: 0, indexed: 1 });
    for (const q of ["nouf al-kaabi", "al", "5512 3344", order.id.slice(0, 8)])
      expect(await found(t.db, q), q).toEqual({ ids: [order.id], total: 1 });
    expect(await found(t.db, "someone else")).toEqual({ ids: [], total: 0 });
  });

  it("finds every order while index steps run beside the searches", async () => {
    // A search reads the indexed orders and the waiting ones: a step that moved an order from one
    // set to the other between two reads would hide it from both. Searched back to back while
    // each new order's step runs, every order placed so far is found every time.
    t = await createTestDb("sqlite");
    const placed: string[] = [];
    let searches = 0;
    for (let i = 0; i < 12; i++) {
      const order = await placeOrder(t.db, {
        at: `2026-03-01T10:${String(i).padStart(2, "0")}:00.000Z`,
        customer: { name: `Hessa Al-Marri ${i}`, phone: "5512 7788" },
      });
      placed.push(order.id);
      do {
        for (const q of ["hessa al-marri", "5512 7788"]) {
          const result = await found(t.db, q);
          searches++;
          expect(result.total, `${q}, ${placed.length} placed`).toBe(placed.length);
          expect(new Set(result.ids), q).toEqual(new Set(placed));
        }
        // SQLite's reads answer at once: let the step's timer and the write thread's answer in.
        await new Promise((resolve) => setImmediate(resolve));
      } while ((await state(t.db)).waiting > 0);
    }
    expect(searches).toBeGreaterThan(100);
  });

  it("never gives a new order the key of a deleted one, so none hides below the mark", async () => {
    t = await createTestDb("sqlite");
    const first = await placeOrder(t.db, { at: "2026-03-01T10:00:00.000Z", customer: { name: "Maryam Fakhroo" } });
    await t.db.searchIndex!.catchUp();
    const mark = (await state(t.db)).mark;
    await deleteOrder(t.db, first.id);
    const second = await placeOrder(t.db, { at: "2026-03-01T11:00:00.000Z", customer: { name: "Maryam Fakhroo" } });
    expect(await keyOf(t.db, second.id)).toBeGreaterThan(mark);
    expect(await found(t.db, "fakhroo")).toEqual({ ids: [second.id], total: 1 });
    await t.db.searchIndex!.catchUp();
    expect(await state(t.db)).toEqual({ mark: await keyOf(t.db, second.id), waiting: 0, indexed: 1 });
    expect(await found(t.db, "fakhroo")).toEqual({ ids: [second.id], total: 1 });
  });

  it("works off a backlog larger than a step, also one a stopped server left behind", async () => {
    t = await createTestDb("sqlite");
    const base = await placeOrder(t.db, { at: "2026-03-01T10:00:00.000Z" });
    await t.db.searchIndex!.catchUp();
    const count = STEP * 2 + 500;
    await t.db.kysely.transaction().execute(async (trx) => {
      for (let i = 0; i < count; i++) {
        await insertOrder(trx, {
          ...base,
          id: `backlog-${String(i).padStart(5, "0")}`,
          customer: { ...base.customer, name: `Backlog ${i}` },
        });
      }
    });
    expect((await state(t.db)).waiting).toBe(count);
    // Closed before a step could run: the next process that opens the file indexes it.
    await t.db.close();
    const db = openDatabase(t.url);
    const first = t;
    t = { ...t, db, cleanup: async () => (await db.close(), await first.cleanup()) };
    expect(await found(db, "backlog 1234")).toEqual({ ids: ["backlog-01234"], total: 1 });
    db.searchIndex!.nudge();
    await until(async () => (await state(db)).waiting === 0);
    expect(await state(db)).toEqual({ mark: await keyOf(db, "backlog-02499"), waiting: 0, indexed: count + 1 });
    expect(await found(db, "backlog 1234")).toEqual({ ids: ["backlog-01234"], total: 1 });
    expect((await found(db, "backlog")).total).toBe(count);
  });
});
