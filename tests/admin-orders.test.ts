// The admin order list, detail, status changes, deletes and stats against a real database on every
// engine of the run, with a fixed clock: 2026-03-15 12:00 in Qatar. Expected figures are worked
// out by hand from the fixture below, not by running the code under test.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Order } from "../app/shared/order";
import { createTestDb, engines, testServices, type TestDb } from "./support/test-db";
import { adminTestApp, jsonRequest, placeOrder, TESTER } from "./support/admin-fixtures";

const NOW = new Date("2026-03-15T09:00:00.000Z");

interface ListBody {
  orders: Order[];
  total: number;
  page: number;
  pageSize: number;
}

describe.each(engines)("admin order data on %s", (engine) => {
  let t: TestDb;
  let app: ReturnType<typeof adminTestApp>;
  const o: Record<string, Order> = {};

  beforeAll(async () => {
    t = await createTestDb(engine);
    app = adminTestApp(testServices(t.db), () => NOW);
    const db = t.db;
    // Qatar days in the comments; totals in dirhams.
    o.A = await placeOrder(db, {
      at: "2026-03-15T08:00:00.000Z", // Mar 15 11:00, today
      customer: { name: "Fatima Al-Thani", email: "fatima@example.qa", phone: "+974 5555 1234" },
      items: [{ type: "product", productId: "1", quantity: 2 }], // 17000
    });
    o.B = await placeOrder(db, {
      at: "2026-03-14T20:59:59.999Z", // Mar 14 23:59:59.999, yesterday
      customer: { name: "John Smith", email: "JOHN.SMITH@Mail.com", phone: "3333 4444" },
      items: [{ type: "bundle", bundleId: "bundle1", quantity: 1 }], // 20000
      status: "Shipped",
    });
    o.C = await placeOrder(db, {
      at: "2026-03-14T21:00:00.000Z", // Mar 15 00:00, today
      customer: { name: "Noor Hassan", email: null, phone: "+97466667777" },
      items: [{ type: "custom-trio", productIds: ["1", "2", "3"], quantity: 1 }], // 20000
      status: "Delivered",
    });
    o.D = await placeOrder(db, {
      at: "2026-03-09T00:00:00.000Z", // Mar 9, first day of the last 7
      customer: { name: "Ahmed Karim", email: "ahmed@example.com", phone: "7000 1111" },
      status: "Cancelled",
    });
    o.E = await placeOrder(db, {
      at: "2026-03-08T20:00:00.000Z", // Mar 8 23:00, outside 7 days, inside 30
      customer: { name: "Sara Lee", email: "sara@example.com", phone: "5000 2222" },
      status: "Processing",
    });
    o.F = await placeOrder(db, {
      at: "2026-02-13T21:00:00.000Z", // Feb 14 00:00, first day of the last 30
      customer: { name: "Mariam Odeh", email: "mariam@example.com", phone: "6000 3333" },
      status: "Paid",
    });
    o.G = await placeOrder(db, {
      at: "2026-02-13T20:59:59.999Z", // Feb 13 23:59:59.999, outside 30 days
      customer: { name: "Khalid Omar", email: "khalid@example.com", phone: "3000 4444" },
    });
    o.H = await placeOrder(db, {
      at: "2025-06-01T10:00:00.000Z", // 2025-06-01
      customer: { name: "Omar Said", email: "omar@example.com", phone: "5000 5555" },
    });
  });
  afterAll(async () => t.cleanup());

  const list = async (query: string): Promise<ListBody> => {
    const res = await app.request(`/orders?${query}`);
    expect(res.status).toBe(200);
    return (await res.json()) as ListBody;
  };
  const names = (body: ListBody) => body.orders.map((x) => x.customer.name);
  const ids = (body: ListBody) => body.orders.map((x) => x.id);

  describe("the list", () => {
    it("lists every order newest first with the total", async () => {
      const body = await list("");
      expect(body.total).toBe(8);
      expect(body.page).toBe(1);
      expect(body.pageSize).toBe(50);
      expect(ids(body)).toEqual([o.A, o.C, o.B, o.D, o.E, o.F, o.G, o.H].map((x) => x.id));
      const a = body.orders[0];
      expect(a.items).toHaveLength(1);
      expect(a.items[0]).toMatchObject({ name: "Creed Aventus", quantity: 2, lineTotal: 17000 });
      expect(a.total).toBe(17000);
    });

    it("finds an order by the first 8 characters of its id, and by a piece from its middle", async () => {
      expect(ids(await list(`q=${o.D.id.slice(0, 8)}`))).toEqual([o.D.id]);
      expect(ids(await list(`q=${o.E.id.slice(9, 23).toUpperCase()}`))).toEqual([o.E.id]);
    });

    it("finds by name and e-mail whatever the letter case", async () => {
      expect(names(await list("q=fatima"))).toEqual(["Fatima Al-Thani"]);
      expect(names(await list("q=AL-THANI"))).toEqual(["Fatima Al-Thani"]);
      expect(names(await list("q=john.smith%40mail"))).toEqual(["John Smith"]);
      expect(names(await list("q=JOHN.SMITH%40MAIL.COM"))).toEqual(["John Smith"]);
      expect(names(await list("q=example.com")).sort()).toEqual(
        ["Ahmed Karim", "Khalid Omar", "Mariam Odeh", "Omar Said", "Sara Lee"].sort(),
      );
    });

    it("matches two characters at the start of a word, and takes one character for no search", async () => {
      expect(names(await list("q=jo"))).toEqual(["John Smith"]);
      expect(names(await list("q=od"))).toEqual(["Mariam Odeh"]);
      expect(names(await list("q=AL"))).toEqual(["Fatima Al-Thani"]);
      expect(names(await list("q=ha"))).toEqual(["Noor Hassan"]);
      // Inside Karim, Mariam and Omar, but at the start of no word.
      expect((await list("q=ar")).total).toBe(0);
      expect(ids(await list(`q=${o.D.id.slice(0, 2)}`))).toContain(o.D.id);
      for (const q of ["a", "%", "_", "\\", '"', " k "]) expect((await list(`q=${encodeURIComponent(q)}`)).total, q).toBe(8);
    });

    it("matches phone digits however the number was typed", async () => {
      for (const typed of [
        "55551234",
        "5555 1234",
        "5555-1234",
        "+974 5555 1234",
        "(974) 5555-1234",
        "0097455551234",
        "٥٥٥٥١٢٣٤",
      ]) {
        expect(names(await list(`q=${encodeURIComponent(typed)}`)), typed).toEqual(["Fatima Al-Thani"]);
      }
      // Typed "3333 4444" at checkout, found as +974 33334444.
      expect(names(await list(`q=${encodeURIComponent("+974 3333 4444")}`))).toEqual(["John Smith"]);
      expect(names(await list(`q=${encodeURIComponent("6666-7777")}`))).toEqual(["Noor Hassan"]);
    });

    it("treats wildcards and quotes in the search as plain text", async () => {
      for (const q of ["%%", "__", "a%b", "%%%", "\\\\", '""', '"fatima"', "' or 1=1 --", "'; drop table orders; --"]) {
        const body = await list(`q=${encodeURIComponent(q)}`);
        expect(body.total, q).toBe(0);
      }
      expect((await list("")).total).toBe(8);
    });

    it("answers no orders and a zero total when nothing matches", async () => {
      const body = await list("q=nobody-like-this");
      expect(body).toEqual({ orders: [], total: 0, page: 1, pageSize: 50 });
    });

    it("filters by each status", async () => {
      const expected: Record<string, string[]> = {
        Pending: [o.A.id, o.G.id, o.H.id],
        Paid: [o.F.id],
        Processing: [o.E.id],
        Shipped: [o.B.id],
        Delivered: [o.C.id],
        Cancelled: [o.D.id],
      };
      for (const [status, want] of Object.entries(expected)) {
        const body = await list(`status=${status}`);
        expect(ids(body), status).toEqual(want);
        expect(body.total, status).toBe(want.length);
        expect(body.orders.every((x) => x.status === status)).toBe(true);
      }
      expect((await list("status=All")).total).toBe(8);
    });

    it("filters by Qatar days: today, the last 7 and 30 days, and a custom range", async () => {
      expect(ids(await list("range=today"))).toEqual([o.A.id, o.C.id]);
      expect(ids(await list("range=7d"))).toEqual([o.A.id, o.C.id, o.B.id, o.D.id]);
      expect(ids(await list("range=30d"))).toEqual([o.A.id, o.C.id, o.B.id, o.D.id, o.E.id, o.F.id]);
      expect(ids(await list("range=custom&from=2026-02-14&to=2026-03-08"))).toEqual([o.E.id, o.F.id]);
      expect(ids(await list("range=custom&from=2026-03-14&to=2026-03-14"))).toEqual([o.B.id]);
      expect(ids(await list("range=custom&to=2026-02-13"))).toEqual([o.G.id, o.H.id]);
      expect(ids(await list("range=custom&from=2026-03-15"))).toEqual([o.A.id, o.C.id]);
      expect((await list("range=custom")).total).toBe(8);
      // from/to mean nothing without range=custom.
      expect((await list("range=all&from=2026-03-15")).total).toBe(8);
    });

    it("combines search, status and dates, and counts with the same filters", async () => {
      const body = await list("q=example&status=Pending&range=30d");
      expect(ids(body)).toEqual([o.A.id]);
      expect(body.total).toBe(1);
      expect((await list("q=example.com&range=7d")).total).toBe(1);
    });

    it("pages on the server, keeping the filters", async () => {
      const pages = [await list("pageSize=3&page=1"), await list("pageSize=3&page=2"), await list("pageSize=3&page=3")];
      expect(pages.map((p) => p.orders.length)).toEqual([3, 3, 2]);
      expect(pages.every((p) => p.total === 8 && p.pageSize === 3)).toBe(true);
      expect(pages.flatMap(ids)).toEqual(ids(await list("")));
      const beyond = await list("pageSize=3&page=9");
      expect(beyond.orders).toEqual([]);
      expect(beyond.total).toBe(8);
      const pending = await list("status=Pending&pageSize=2&page=2");
      expect(ids(pending)).toEqual([o.H.id]);
      expect(pending.total).toBe(3);
    });

    it("refuses parameters it does not understand", async () => {
      for (const query of [
        "status=Lost",
        "range=yesterday",
        "range=custom&from=2026-02-30",
        "range=custom&from=15-03-2026",
        "range=custom&from=2026-03-10&to=2026-03-01",
        "page=0",
        "pageSize=1000",
        "page=abc",
      ]) {
        const res = await app.request(`/orders?${query}`);
        expect(res.status, query).toBe(422);
        expect(res.headers.get("content-type")).toContain("application/problem+json");
      }
    });
  });

  describe("stats", () => {
    const stats = async (query: string) => {
      const res = await app.request(`/stats?${query}`);
      expect(res.status).toBe(200);
      return res.json();
    };

    it("adds up revenue, orders, the average and the count per status", async () => {
      // 17000 + 20000 + 20000 + 5 × 8500 = 99500 over 8 orders; 12437.5 rounds to 12438.
      expect(await stats("")).toEqual({
        totalRevenue: 99500,
        revenueWithoutCancelled: 91000,
        totalOrders: 8,
        avgOrderValue: 12438,
        byStatus: {
          Pending: 3,
          "Awaiting payment": 0,
          "Payment failed": 0,
          Paid: 1,
          Processing: 1,
          Shipped: 1,
          Delivered: 1,
          Cancelled: 1,
        },
        review: { confirmed: 0, refused: 0 },
      });
      expect(await stats("range=today")).toEqual({
        totalRevenue: 37000,
        revenueWithoutCancelled: 37000,
        totalOrders: 2,
        avgOrderValue: 18500,
        byStatus: {
          Pending: 1,
          "Awaiting payment": 0,
          "Payment failed": 0,
          Paid: 0,
          Processing: 0,
          Shipped: 0,
          Delivered: 1,
          Cancelled: 0,
        },
        review: { confirmed: 0, refused: 0 },
      });
      expect(await stats("range=7d")).toMatchObject({ totalRevenue: 65500, totalOrders: 4, avgOrderValue: 16375 });
      expect(await stats("range=30d")).toMatchObject({ totalRevenue: 82500, totalOrders: 6, avgOrderValue: 13750 });
      expect(await stats("range=custom&from=2026-02-14&to=2026-03-08")).toMatchObject({ totalRevenue: 17000, totalOrders: 2 });
      expect(await stats("range=custom&from=2027-01-01&to=2027-01-31")).toEqual({
        totalRevenue: 0,
        revenueWithoutCancelled: 0,
        totalOrders: 0,
        avgOrderValue: 0,
        byStatus: {
          Pending: 0,
          "Awaiting payment": 0,
          "Payment failed": 0,
          Paid: 0,
          Processing: 0,
          Shipped: 0,
          Delivered: 0,
          Cancelled: 0,
        },
        review: { confirmed: 0, refused: 0 },
      });
    });

    it("keeps revenue without cancelled orders as orders are cancelled, restored and deleted", async () => {
      const before = await stats("");
      // An order of its own, placed, cancelled, restored and deleted: the fixtures stay as they were.
      const extra = await placeOrder(t.db, { at: "2026-03-10T09:00:00.000Z", customer: { name: "Extra Guest" } });
      const { total } = extra;
      const cancel = await app.request(
        `/orders/${extra.id}/status`,
        jsonRequest("PATCH", { status: "Cancelled", reason: "customer" }),
      );
      expect(cancel.status).toBe(200);
      expect(await stats("")).toMatchObject({
        totalRevenue: before.totalRevenue + total,
        revenueWithoutCancelled: before.revenueWithoutCancelled,
      });
      await app.request(`/orders/${extra.id}/status`, jsonRequest("PATCH", { status: "Processing" }));
      expect(await stats("")).toMatchObject({ revenueWithoutCancelled: before.revenueWithoutCancelled + total });
      await app.request(`/orders/${extra.id}/status`, jsonRequest("PATCH", { status: "Cancelled", reason: "customer" }));
      expect((await app.request(`/orders/${extra.id}`, { method: "DELETE" })).status).toBe(204);
      expect(await stats("")).toEqual(before);
      // The day's row holds it too: the 7-day range starts on the cancelled order's day.
      const row = await t.db.kysely
        .selectFrom("order_daily_stats")
        .select("cancelled_revenue")
        .where("day", "=", "2026-03-09")
        .executeTakeFirstOrThrow();
      expect(row.cancelled_revenue).toBe(o.D.total);
    });

    it("gives revenue and orders for every day of the range, quiet days included", async () => {
      const res = await app.request("/stats/daily?range=7d");
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        days: [
          { day: "2026-03-09", revenue: 8500, orders: 1 },
          { day: "2026-03-10", revenue: 0, orders: 0 },
          { day: "2026-03-11", revenue: 0, orders: 0 },
          { day: "2026-03-12", revenue: 0, orders: 0 },
          { day: "2026-03-13", revenue: 0, orders: 0 },
          { day: "2026-03-14", revenue: 20000, orders: 1 },
          { day: "2026-03-15", revenue: 37000, orders: 2 },
        ],
      });
      const all = (await (await app.request("/stats/daily?range=all")).json()) as {
        days: { day: string; orders: number; revenue: number }[];
      };
      expect(all.days[0]).toEqual({ day: "2025-06-01", revenue: 8500, orders: 1 });
      expect(all.days.at(-1)).toEqual({ day: "2026-03-15", revenue: 37000, orders: 2 });
      expect(all.days).toHaveLength(288); // 2025-06-01 .. 2026-03-15
      expect(all.days.reduce((n, d) => n + d.orders, 0)).toBe(8);
      expect(all.days.reduce((n, d) => n + d.revenue, 0)).toBe(99500);
      const today = await (await app.request("/stats/daily?range=today")).json();
      expect(today).toEqual({ days: [{ day: "2026-03-15", revenue: 37000, orders: 2 }] });
    });

    it("refuses a backwards custom range", async () => {
      expect((await app.request("/stats?range=custom&from=2026-03-10&to=2026-03-01")).status).toBe(422);
      expect((await app.request("/stats/daily?range=custom&from=2026-13-01")).status).toBe(422);
    });
  });

  describe("one order, status changes and deletes", () => {
    it("shows an order with its history and answers 404 for an unknown id", async () => {
      const res = await app.request(`/orders/${o.G.id}`);
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.order).toEqual({
        ...o.G,
        review: { confirmedAt: null, confirmedBy: null, confirmedVia: null, cancelReason: null, cancelNote: null, botFlag: null },
        dispatch: {
          driverId: null,
          driverName: null,
          assignedAt: null,
          assignedBy: null,
          collected: null,
          collectedBy: null,
          collectionNote: null,
          deliveredAt: null,
        },
      });
      expect(body.assignments).toEqual([]);
      expect(body.history).toEqual([{ status: "Pending", changedBy: null, changedAt: o.G.createdAt }]);
      const missing = await app.request("/orders/00000000-0000-4000-8000-000000000000");
      expect(missing.status).toBe(404);
      expect(missing.headers.get("content-type")).toContain("application/problem+json");
      expect((await app.request(`/orders/${"x".repeat(500)}`)).status).toBe(404);
    });

    it("changes a status, stamps updated_at, writes history, audit and an event", async () => {
      const before = await (await app.request("/stats")).json();
      const res = await app.request(`/orders/${o.G.id}/status`, jsonRequest("PATCH", { status: "Shipped" }));
      expect(res.status).toBe(200);
      const { order } = await res.json();
      expect(order.status).toBe("Shipped");
      expect(order.updatedAt).toBe(NOW.toISOString());
      expect(order.createdAt).toBe(o.G.createdAt);

      const row = await t.db.kysely
        .selectFrom("orders")
        .select(["status", "updated_at"])
        .where("id", "=", o.G.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: "Shipped", updated_at: NOW.toISOString() });
      const history = await t.db.kysely.selectFrom("order_status_history").selectAll().where("order_id", "=", o.G.id).execute();
      expect(history).toHaveLength(1);
      expect(history[0]).toMatchObject({
        from_status: "Pending",
        status: "Shipped",
        changed_by: "tester",
        changed_at: NOW.toISOString(),
      });
      const audit = await t.db.kysely
        .selectFrom("audit_log")
        .selectAll()
        .where("action", "=", "order.status")
        .where("target", "=", o.G.id)
        .execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ actor: TESTER.username, actor_id: TESTER.id });
      expect(JSON.parse(audit[0].detail!)).toEqual({
        orderNumber: expect.any(Number),
        total: expect.any(Number),
        from: "Pending",
        to: "Shipped",
      });
      const events = await t.db.kysely.selectFrom("order_events").selectAll().where("order_id", "=", o.G.id).execute();
      expect(events.map((e) => e.type)).toEqual(["updated"]);

      const detail = await (await app.request(`/orders/${o.G.id}`)).json();
      expect(detail.history).toEqual([
        { status: "Pending", changedBy: null, changedAt: o.G.createdAt },
        { status: "Shipped", changedBy: "tester", changedAt: NOW.toISOString() },
      ]);
      // The stat cards follow at once (the per-day totals are kept by the database).
      const after = await (await app.request("/stats")).json();
      expect(after.byStatus.Pending).toBe(before.byStatus.Pending - 1);
      expect(after.byStatus.Shipped).toBe(before.byStatus.Shipped + 1);
      expect(after.totalRevenue).toBe(before.totalRevenue);
      expect((await list("status=Shipped")).total).toBe(2);
    });

    it("never lets staff set Paid, nor a status that does not exist", async () => {
      for (const status of ["Paid", "Refunded", "", "pending"]) {
        const res = await app.request(`/orders/${o.H.id}/status`, jsonRequest("PATCH", { status }));
        expect(res.status, status).toBe(422);
      }
      expect((await app.request(`/orders/${o.H.id}/status`, jsonRequest("PATCH", {}))).status).toBe(422);
      const row = await t.db.kysely
        .selectFrom("orders")
        .select(["status", "updated_at"])
        .where("id", "=", o.H.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: "Pending", updated_at: o.H.updatedAt });
      const missing = await app.request(
        "/orders/00000000-0000-4000-8000-000000000000/status",
        jsonRequest("PATCH", { status: "Shipped" }),
      );
      expect(missing.status).toBe(404);
    });

    it("leaves an order alone when it already has the status asked for", async () => {
      const res = await app.request(`/orders/${o.H.id}/status`, jsonRequest("PATCH", { status: "Pending" }));
      expect(res.status).toBe(200);
      expect((await res.json()).order.updatedAt).toBe(o.H.updatedAt);
      const history = await t.db.kysely.selectFrom("order_status_history").selectAll().where("order_id", "=", o.H.id).execute();
      expect(history).toEqual([]);
    });

    it("deletes an order with its items, writes audit and an event, and 404s the second time", async () => {
      const res = await app.request(`/orders/${o.E.id}`, { method: "DELETE" });
      expect(res.status).toBe(204);
      expect((await app.request(`/orders/${o.E.id}`)).status).toBe(404);
      const items = await t.db.kysely.selectFrom("order_items").selectAll().where("order_id", "=", o.E.id).execute();
      expect(items).toEqual([]);
      const audit = await t.db.kysely
        .selectFrom("audit_log")
        .selectAll()
        .where("action", "=", "order.delete")
        .where("target", "=", o.E.id)
        .execute();
      expect(audit.map((a) => [a.target, a.actor])).toEqual([[o.E.id, "tester"]]);
      const events = await t.db.kysely.selectFrom("order_events").select("type").where("order_id", "=", o.E.id).execute();
      expect(events.map((e) => e.type)).toEqual(["deleted"]);
      expect((await app.request(`/orders/${o.E.id}`, { method: "DELETE" })).status).toBe(404);
      expect((await list("")).total).toBe(7);
      expect((await (await app.request("/stats")).json()).byStatus.Processing).toBe(0);
      expect(names(await list("q=sara"))).toEqual([]);
    });
  });
});
