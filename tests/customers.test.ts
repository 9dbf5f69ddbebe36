// The Customers section's list on both engines: each customer's figures against ones
// worked out by hand through orders, status changes and deletes; search by the start of a number or
// a name; paging; blocked and trusted marks. On SQLite the rows follow the orders with the search
// index (migration 018), so every check is made with some orders counted and some still waiting.
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import type { CustomerSummary, CustomersPage } from "../app/admin/customers/customers-contract";
import type { Order } from "../app/shared/order";
import { qatarDay } from "../app/shared/qatar-days";
import { engines } from "./support/test-db";
import { useAdminApp } from "./support/admin-app";
import { orderBody, postOrder } from "./support/orders";
import { TEST_ORIGIN } from "./support/admin";

describe.each(engines)("the customers list on %s", (engine) => {
  const h = useAdminApp(engine);
  const { send } = h;
  const place = async (name: string, phone: string, productId = "1", quantity = 1) => {
    const res = await postOrder(
      h.app,
      orderBody({ customer: { ...orderBody().customer, name, phone }, items: [{ type: "product", productId, quantity }] }),
    );
    expect(res.status).toBe(201);
    return (await res.json()) as Order;
  };
  const list = async (query = "") => {
    const res = await send("GET", `/api/admin/customers${query}`);
    expect(res.status).toBe(200);
    return (await res.json()) as CustomersPage;
  };
  const one = async (phone: string) => (await list(`?search=${encodeURIComponent(phone)}`)).customers[0];
  const setStatus = async (order: Order, status: string, reason?: string) =>
    expect((await send("PATCH", `/api/admin/orders/${order.id}/status`, { status, reason })).status).toBe(200);
  /** SQLite: counts what waits for the search index's step (a no-op on PostgreSQL). */
  const step = async () => h.t.db.searchIndex?.catchUp();

  it("keeps each customer's figures through orders, status changes and deletes", async () => {
    const a1 = await place("Fatima Al-Kuwari", "+974 5510 0001", "1", 2);
    const a2 = await place("Fatima Al-Kuwari", "5510 0001", "2");
    await step();
    // Counted orders change status at once; a waiting one is counted with its latest status.
    await setStatus(a1, "Delivered");
    const a3 = await place("Fatima K.", "0097455100001", "3");
    await setStatus(a3, "Cancelled", "refused");
    await setStatus(a2, "Cancelled", "customer");
    const b1 = await place("Omar Haddad", "+974 6610 0002");
    await step();

    const fatima = await one("+97455100001");
    expect(fatima).toEqual<CustomerSummary>({
      phone: "+97455100001",
      name: "Fatima K.",
      orders: 3,
      delivered: 1,
      cancelled: 2,
      refused: 1,
      totalSpent: a1.total,
      firstOrderAt: a1.createdAt,
      lastOrderAt: a3.createdAt,
      risky: true,
      blocked: false,
      trusted: false,
    });
    // Restoring a refused order takes it out of refused and cancelled.
    await setStatus(a3, "Pending");
    expect(await one("55100001")).toMatchObject({ orders: 3, cancelled: 1, refused: 0, risky: false });

    // Deleting the first order moves the first order date; deleting the last order removes the customer.
    expect((await send("DELETE", `/api/admin/orders/${a1.id}`)).status).toBe(204);
    expect(await one("55100001")).toMatchObject({ orders: 2, delivered: 0, totalSpent: 0, firstOrderAt: a2.createdAt });
    expect((await send("DELETE", `/api/admin/orders/${b1.id}`)).status).toBe(204);
    expect(await one("66100002")).toBeUndefined();
  });

  it("agrees with the orders themselves, and counts each customer once in the total", async () => {
    for (let i = 0; i < 12; i++) await place(`Customer ${i % 5}`, `+974 7720 00${String(i % 5).padStart(2, "0")}`);
    const waiting = await list("?search=7720");
    await step();
    const counted = await list("?search=7720");
    expect(counted.total).toBe(5);
    // SQLite may show fewer before the step; never more, never wrong figures.
    expect(waiting.total).toBeLessThanOrEqual(5);
    const { rows } = await sql<{ phone_number: string; n: number | string }>`
      select phone_number, count(*) as n from orders where phone_number like '+9747720%' group by phone_number`.execute(
      h.t.db.kysely,
    );
    expect(Object.fromEntries(counted.customers.map((c) => [c.phone, c.orders]))).toEqual(
      Object.fromEntries(rows.map((r) => [r.phone_number, Number(r.n)])),
    );
    const everyone = await list();
    const { rows: distinct } = await sql<{ n: number | string }>`
      select count(distinct phone_number) as n from orders`.execute(h.t.db.kysely);
    expect(everyone.total).toBe(Number(distinct[0].n));
    expect(everyone.totalCapped).toBe(false);
    // Newest customer first.
    const lastOrders = everyone.customers.map((c) => c.lastOrderAt);
    expect(lastOrders).toEqual([...lastOrders].sort().reverse());
    const { rows: days } = await sql<{ day: string; n: number | string }>`
      select day, new_customers as n from order_daily_stats where new_customers <> 0`.execute(h.t.db.kysely);
    expect(days.map((d) => d.day)).toEqual([qatarDay(new Date())]);
  });

  it("finds customers by the start of a number or a name, and pages them", async () => {
    await place("Noor Al-Thani", "+974 3390 1234");
    await place("noora Saleh", "+974 3390 5678");
    await place("Khalid Noor", "+974 3391 0000");
    await step();
    expect((await list("?search=3390")).customers.map((c) => c.phone)).toEqual(["+97433901234", "+97433905678"]);
    expect((await list("?search=%2B974%203390%201")).customers.map((c) => c.name)).toEqual(["Noor Al-Thani"]);
    expect((await list("?search=NOOR")).customers.map((c) => c.name)).toEqual(["Noor Al-Thani", "noora Saleh"]);
    expect((await list("?search=noor%20a")).customers.map((c) => c.name)).toEqual(["Noor Al-Thani"]);
    expect((await list("?search=zzz")).customers).toEqual([]);
    const first = await list("?search=339&pageSize=2");
    const second = await list("?search=339&pageSize=2&page=2");
    expect([first.total, first.customers.length, second.customers.length]).toEqual([3, 2, 1]);
    expect(second.customers[0].phone).toBe("+97433910000");
  });

  it("marks blocked and trusted numbers", async () => {
    await place("Sara Mansour", "+974 4490 1111");
    await step();
    expect((await send("POST", "/api/admin/blocked-phones", { phone: "44901111", reason: "Refused three times" })).status).toBe(
      201,
    );
    expect(await one("44901111")).toMatchObject({ blocked: true, trusted: false });
    expect((await send("DELETE", "/api/admin/blocked-phones/%2B97444901111")).status).toBe(204);
    expect((await send("POST", "/api/admin/trusted-phones", { phone: "44901111" })).status).toBe(201);
    expect(await one("44901111")).toMatchObject({ blocked: false, trusted: true });
  });

  it("refuses a bad page with field errors, and everything without a session", async () => {
    const res = await send("GET", "/api/admin/customers?page=0");
    expect(res.status).toBe(422);
    expect(JSON.stringify(await res.json())).toContain("page");
    expect((await h.app.request("/api/admin/customers", { headers: { origin: TEST_ORIGIN } })).status).toBe(401);
  });
});
