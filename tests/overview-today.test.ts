// The overview's day on both engines: orders in every state, the five cards' figures against a
// hand-counted shop, today's revenue without cancelled and refused orders, and each card's link
// opening a list of exactly the orders it counts. Signed-out requests are refused; every role reads it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrder } from "../server/orders/create-order";
import { engines, type TestDb } from "./support/test-db";
import { sendJson, signedInShop, type SignedInShop } from "./support/signed-in-shop";
import { orderBody, postOrder } from "./support/orders";
import type { Stats, TodayFigures } from "../app/admin/overview/overview-contract";
import type { OrdersPage } from "../app/admin/orders/orders-contract";
import type { CashReport, Driver } from "../app/admin/delivery/delivery-contract";
import type { Order } from "../app/shared/order";
import { filterParams } from "../app/shared/admin-filters";
import { TODAY_FILTERS } from "../app/admin/overview/today-links";
import { addDays, qatarDay } from "../app/shared/qatar-days";

describe.each(engines)("the overview's day on %s", (engine) => {
  let t: TestDb;
  let services: SignedInShop["services"];
  let app: SignedInShop["app"];
  let owner: Record<string, string>;
  let staff: Record<string, string>;

  beforeAll(async () => {
    ({ t, services, app, owner, staff } = await signedInShop(engine));
  });
  afterAll(async () => t.cleanup());

  const send = (headers: Record<string, string>, method: string, path: string, body?: unknown) =>
    sendJson(app, headers, method, path, body);
  const ok = async <T>(response: Response | Promise<Response>): Promise<T> => {
    const res = await response;
    expect(res.status, await res.clone().text()).toBeLessThan(300);
    return (await res.json()) as T;
  };
  const order = async (productId = "1", quantity = 1) =>
    ok<Order>(postOrder(app, orderBody({ items: [{ type: "product", productId, quantity }] })));

  it("is refused without a session and read by every role", async () => {
    const signedOut = await app.request("/api/admin/stats/today");
    expect(signedOut.status).toBe(401);
    expect((await send(owner, "GET", "/api/admin/stats/today")).status).toBe(200);
    expect((await send(staff, "GET", "/api/admin/stats/today")).status).toBe(200);
  });

  it("counts each state, leaves cancelled and refused orders out of revenue, and links to exactly those orders", async () => {
    const today = qatarDay(new Date());
    // Yesterday's order, not confirmed: it waits for a call but was not placed today.
    const catalogue = await services.catalogue.get();
    const yesterday = await createOrder(t.db, catalogue, orderBody() as never, {
      now: new Date(Date.parse(`${addDays(today, -1)}T09:00:00Z`)),
    });
    if (yesterday.kind !== "created") throw new Error(yesterday.kind);

    const driver = await ok<Driver>(send(staff, "POST", "/api/admin/drivers", { name: "Ali", phone: "55501234" }));
    const pending = await order(); // QR 85, not confirmed
    const confirmed = await order("2"); // confirmed, waiting for a driver
    const processing = await order("3"); // confirmed and being packed
    const shipped = await order(); // out with Ali
    const delivered = await order("2", 2); // delivered, Ali collected the cash
    const cancelled = await order("3", 2); // the customer cancelled
    const refused = await order("2", 3); // refused at the door

    for (const o of [confirmed, processing, shipped, delivered, refused])
      await ok(send(staff, "POST", `/api/admin/orders/${o.id}/confirm`, { via: "phone" }));
    await ok(send(staff, "PATCH", `/api/admin/orders/${processing.id}/status`, { status: "Processing" }));
    for (const o of [shipped, delivered, refused])
      await ok(send(staff, "POST", `/api/admin/orders/${o.id}/assign`, { driverId: driver.id }));
    await ok(send(staff, "PATCH", `/api/admin/orders/${delivered.id}/status`, { status: "Delivered" }));
    await ok(send(staff, "PATCH", `/api/admin/orders/${cancelled.id}/status`, { status: "Cancelled", reason: "customer" }));
    await ok(send(staff, "PATCH", `/api/admin/orders/${refused.id}/status`, { status: "Cancelled", reason: "refused" }));
    // Ali hands over QR 50 of what he collected.
    await ok(send(staff, "POST", "/api/admin/cash/handovers", { driverId: driver.id, amount: 5000 }));

    const figures = await ok<TodayFigures>(send(staff, "GET", "/api/admin/stats/today"));
    const kept = [pending, confirmed, processing, shipped, delivered].reduce((sum, o) => sum + o.total, 0);
    expect(figures).toEqual({
      day: today,
      ordersToday: 7,
      revenueToday: kept,
      awaitingConfirmation: 2,
      awaitingDispatch: 2,
      outWithDrivers: 1,
      cashWithDrivers: delivered.total - 5000,
    });

    // The all-time figures keep both: revenue with and without cancelled orders.
    const stats = await ok<Stats>(send(staff, "GET", "/api/admin/stats"));
    expect(stats.revenueWithoutCancelled).toBe(kept + yesterday.order.total);
    expect(stats.totalRevenue).toBe(kept + yesterday.order.total + cancelled.total + refused.total);

    // Each card's link lists exactly the orders it counts.
    const expected = {
      ordersToday: [pending, confirmed, processing, shipped, delivered, cancelled, refused],
      awaitingConfirmation: [pending, yesterday.order],
      awaitingDispatch: [confirmed, processing],
      outWithDrivers: [shipped],
    } as const;
    for (const [card, orders] of Object.entries(expected) as [keyof typeof expected, readonly Order[]][]) {
      const { page: _page, ...filters } = TODAY_FILTERS[card];
      const list = await ok<OrdersPage>(send(staff, "GET", `/api/admin/orders?${filterParams(filters)}`));
      expect(list.total, card).toBe(figures[card]);
      expect(list.orders.map((o) => o.id).sort(), card).toEqual(orders.map((o) => o.id).sort());
    }
    // The cash card opens the Cash section: today's "still with drivers" is the same figure.
    const cash = await ok<CashReport>(send(staff, "GET", `/api/admin/cash?from=${today}&to=${today}`));
    expect(cash.totals.outstanding).toBe(figures.cashWithDrivers);
  });
});
