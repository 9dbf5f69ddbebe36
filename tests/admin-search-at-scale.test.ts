// The admin's order search over thousands of orders (the slow project: it writes 2,700 orders three
// times on each engine): a common term counts and pages the same whichever way it is found.
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { countOrders, listOrders, prepareSearch } from "../server/orders/admin-queries";
import type { OrderFilter } from "../server/orders/admin-params";
import { insertOrder } from "../server/orders/order-store";
import { RARE_MATCHES } from "../server/orders/order-search";
import type { Db } from "../server/db/database";
import { qatarDay } from "../app/shared/qatar-days";
import type { Order } from "../app/shared/order";
import { createTestDb, engines, type TestDb } from "./support/test-db";
import { placeOrder } from "./support/admin-fixtures";

const everything: OrderFilter = { q: "", status: "All", days: { fromDay: null, toDay: null } };
const search = (q: string): OrderFilter => ({ ...everything, q });

async function waitingForIndex(db: Db) {
  const { rows } = await sql<{ n: number }>`
    select count(*) as n from order_search_keys where key > (select indexed_upto from order_search_index)`.execute(db.kysely);
  return Number(rows[0].n);
}

describe.each(engines)("order search at scale on %s", (engine) => {
  let t: TestDb | undefined;
  afterEach(async () => {
    await t?.cleanup();
    t = undefined;
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
    // Thousands of rows written three times over: minutes on a busy machine, not the default 20 s.
    120_000,
  );
});
