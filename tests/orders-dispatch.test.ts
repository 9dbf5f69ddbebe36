// Dispatching many orders, on both engines: the Orders list filtered by delivery area (on the
// server, counted right), the bulk endpoint (per-order outcomes reusing each single action's rule,
// one audit row per change, 401 without a session, 403 for a role, 422 for bad input, and two
// requests on the same orders applying each change once), and the run sheet grouped by area with
// each order's items.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines, type TestDb } from "./support/test-db";
import { sendJson, signedInShop, type SignedInShop } from "./support/signed-in-shop";
import { orderBody, postOrder, validCustomer } from "./support/orders";
import type { Order } from "../app/shared/order";
import type { BulkResult, OrdersPage } from "../app/admin/orders/orders-contract";
import type { Driver, RunSheet } from "../app/admin/delivery/delivery-contract";

describe.each(engines)("dispatch by area and bulk actions on %s", (engine) => {
  let t: TestDb;
  let app: SignedInShop["app"];
  let owner: Record<string, string>;
  let staff: Record<string, string>;

  beforeAll(async () => {
    ({ t, app, owner, staff } = await signedInShop(engine));
  });
  afterAll(async () => t.cleanup());

  const send = (headers: Record<string, string>, method: string, path: string, body?: unknown) =>
    sendJson(app, headers, method, path, body);
  const place = async (city: string, name = "Fatima Al-Thani", items?: unknown[]) => {
    const res = await postOrder(app, orderBody({ customer: { ...validCustomer, city, name }, ...(items ? { items } : {}) }));
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as Order;
  };
  const bulk = (headers: Record<string, string>, body: unknown) => send(headers, "POST", "/api/admin/orders/bulk", body);
  const auditRows = (action: string, target: string) =>
    t.db.kysely
      .selectFrom("audit_log")
      .select(["actor", "detail"])
      .where("action", "=", action)
      .where("target", "=", target)
      .execute();
  const addDriver = async (name: string) =>
    (await (await send(staff, "POST", "/api/admin/drivers", { name, phone: "5512 3456" })).json()) as Driver;

  it("filters the list by delivery area on the server, counting the filtered list", async () => {
    const khor = [await place("Al Khor", "Khor One"), await place("Al Khor", "Khor Two"), await place("Al Khor", "Khor Three")];
    await place("Lusail");
    const page = (await (await send(staff, "GET", "/api/admin/orders?area=Al%20Khor&pageSize=2")).json()) as OrdersPage;
    expect(page.total).toBe(3);
    expect(page.orders.map((o) => o.id)).toEqual([khor[2].id, khor[1].id]);
    expect(page.orders.every((o) => o.customer.city === "Al Khor")).toBe(true);
    const shipped = (await (await send(staff, "GET", "/api/admin/orders?area=Al%20Khor&status=Shipped")).json()) as OrdersPage;
    expect(shipped.total).toBe(0);
    const bad = await send(staff, "GET", "/api/admin/orders?area=Mars");
    expect(bad.status).toBe(422);
    expect(JSON.stringify(await bad.json())).toContain('"area"');
  });

  it("uses an index for the area filter, with and without a status", async () => {
    if (engine !== "sqlite") return;
    for (const where of ["customer_city = 'Doha'", "customer_city = 'Doha' and status = 'Pending'"]) {
      const plan = await sql
        .raw<{ detail: string }>(
          `explain query plan select id from orders where ${where} order by created_at desc, id desc limit 50`,
        )
        .execute(t.db.kysely);
      const detail = plan.rows.map((r) => r.detail).join(" | ");
      expect(detail).toMatch(/orders_city_(status_)?created_idx/);
      expect(detail).not.toContain("TEMP B-TREE");
    }
  });

  it("confirms many orders, refusing each one the single rule would not confirm, and audits each change", async () => {
    const [a, b, c, delivered] = [await place("Doha"), await place("Doha"), await place("Al Rayyan"), await place("Doha")];
    expect((await send(staff, "PATCH", `/api/admin/orders/${delivered.id}/status`, { status: "Delivered" })).status).toBe(200);
    const res = await bulk(staff, {
      action: "confirm",
      via: "phone",
      orderNumbers: [a, b, c, delivered].map((o) => o.orderNumber).concat(999_999),
    });
    expect(res.status).toBe(200);
    const result = (await res.json()) as BulkResult;
    expect(result.outcomes).toEqual([
      { orderNumber: a.orderNumber, done: true },
      { orderNumber: b.orderNumber, done: true },
      { orderNumber: c.orderNumber, done: true },
      { orderNumber: delivered.orderNumber, done: false, refusal: "closed", status: "Delivered" },
      { orderNumber: 999_999, done: false, refusal: "not-found" },
    ]);
    const row = await t.db.kysely
      .selectFrom("orders")
      .select(["confirmed_by", "confirmed_via"])
      .where("id", "=", a.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ confirmed_by: "clerk", confirmed_via: "phone" });
    expect(await auditRows("order.confirm", a.id)).toHaveLength(1);
    expect(await auditRows("order.confirm", delivered.id)).toHaveLength(0);
    // Confirmed already: a second bulk confirmation refuses, changing nothing.
    const again = (await (
      await bulk(staff, { action: "confirm", via: "whatsapp", orderNumbers: [a.orderNumber] })
    ).json()) as BulkResult;
    expect(again.outcomes).toEqual([{ orderNumber: a.orderNumber, done: false, refusal: "already-confirmed" }]);
    expect(await auditRows("order.confirm", a.id)).toHaveLength(1);
  });

  it("assigns a driver and sets statuses per order with the single actions' rules", async () => {
    const ali = await addDriver("Ali");
    const [a, b, cancelled] = [await place("Doha"), await place("Al Wakrah"), await place("Doha")];
    const cancel = { status: "Cancelled", reason: "customer" };
    expect((await send(staff, "PATCH", `/api/admin/orders/${cancelled.id}/status`, cancel)).status).toBe(200);
    const assigned = (await (
      await bulk(staff, {
        action: "assign",
        driverId: ali.id,
        orderNumbers: [a.orderNumber, b.orderNumber, cancelled.orderNumber],
      })
    ).json()) as BulkResult;
    expect(assigned).toMatchObject({ action: "assign", driverName: "Ali" });
    expect(assigned.outcomes.map((o) => o.done)).toEqual([true, true, false]);
    expect(assigned.outcomes[2]).toMatchObject({ refusal: "closed", status: "Cancelled" });
    const rows = await t.db.kysely.selectFrom("orders").select(["status", "driver_id"]).where("id", "in", [a.id, b.id]).execute();
    expect(rows).toEqual([
      { status: "Shipped", driver_id: ali.id },
      { status: "Shipped", driver_id: ali.id },
    ]);
    expect(await auditRows("order.assign", a.id)).toHaveLength(1);

    const delivered = (await (
      await bulk(staff, { action: "status", status: "Delivered", orderNumbers: [a.orderNumber, cancelled.orderNumber] })
    ).json()) as BulkResult;
    expect(delivered.outcomes).toEqual([
      { orderNumber: a.orderNumber, done: true },
      { orderNumber: cancelled.orderNumber, done: true },
    ]);
    const aRow = await t.db.kysely
      .selectFrom("orders")
      .select(["status", "collected", "collected_by"])
      .where("id", "=", a.id)
      .executeTakeFirstOrThrow();
    expect(aRow).toEqual({ status: "Delivered", collected: a.total, collected_by: ali.id });
    const audit = await auditRows("order.status", a.id);
    expect(audit).toHaveLength(1);
    expect(JSON.parse(String(audit[0].detail))).toMatchObject({ from: "Shipped", to: "Delivered", bulk: true });
    const same = (await (
      await bulk(staff, { action: "status", status: "Delivered", orderNumbers: [a.orderNumber] })
    ).json()) as BulkResult;
    expect(same.outcomes).toEqual([{ orderNumber: a.orderNumber, done: false, refusal: "unchanged", status: "Delivered" }]);
  });

  it("refuses without a session (401), deleting for staff (403), and bad input (422 naming the field)", async () => {
    const o = await place("Doha");
    const anonymous = await app.request("/api/admin/orders/bulk", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost", "sec-fetch-site": "same-origin" },
      body: JSON.stringify({ action: "confirm", via: "phone", orderNumbers: [o.orderNumber] }),
    });
    expect(anonymous.status).toBe(401);
    const forbidden = await bulk(staff, { action: "delete", orderNumbers: [o.orderNumber] });
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toMatchObject({ code: "forbidden_for_role" });
    expect(await t.db.kysely.selectFrom("orders").select("id").where("id", "=", o.id).executeTakeFirst()).toBeDefined();

    const fieldsOf = async (body: unknown) => {
      const res = await bulk(staff, body);
      expect(res.status).toBe(422);
      return ((await res.json()) as { errors: { field: string }[] }).errors.map((e) => e.field);
    };
    expect(await fieldsOf({ action: "shred", orderNumbers: [o.orderNumber] })).toContain("action");
    expect(await fieldsOf({ action: "confirm", via: "phone", orderNumbers: [] })).toContain("orderNumbers");
    expect(await fieldsOf({ action: "confirm", via: "phone", orderNumbers: ["1001"] })).toContain("orderNumbers.0");
    expect(await fieldsOf({ action: "confirm", via: "pigeon", orderNumbers: [o.orderNumber] })).toContain("via");
    expect(await fieldsOf({ action: "status", status: "Paid", orderNumbers: [o.orderNumber] })).toContain("status");
    expect(await fieldsOf({ action: "status", status: "Cancelled", orderNumbers: [o.orderNumber] })).toContain("reason");
    expect(await fieldsOf({ action: "assign", driverId: "nobody", orderNumbers: [o.orderNumber] })).toContain("driverId");
    const tooMany = Array.from({ length: 201 }, (_, i) => i + 1);
    expect(await fieldsOf({ action: "confirm", via: "phone", orderNumbers: tooMany })).toContain("orderNumbers");

    // The owner may delete in bulk, audited as a single deletion is.
    const deleted = (await (await bulk(owner, { action: "delete", orderNumbers: [o.orderNumber] })).json()) as BulkResult;
    expect(deleted.outcomes).toEqual([{ orderNumber: o.orderNumber, done: true }]);
    expect(await auditRows("order.delete", o.id)).toHaveLength(1);
  });

  it("applies each change once when two bulk requests on the same orders run at once", async () => {
    const orders = await Promise.all([1, 2, 3, 4].map(() => place("Al Daayen")));
    const numbers = orders.map((o) => o.orderNumber);
    const confirms = await Promise.all([
      bulk(staff, { action: "confirm", via: "phone", orderNumbers: numbers }),
      bulk(owner, { action: "confirm", via: "whatsapp", orderNumbers: [...numbers].reverse() }),
    ]);
    const confirmed = (await Promise.all(confirms.map(async (r) => (await r.json()) as BulkResult))).flatMap((r) => r.outcomes);
    expect(confirmed.filter((o) => o.done)).toHaveLength(4);
    expect(confirmed.filter((o) => !o.done && o.refusal === "already-confirmed")).toHaveLength(4);
    for (const o of orders) expect(await auditRows("order.confirm", o.id)).toHaveLength(1);

    const omar = await addDriver("Omar");
    const shipped = await Promise.all([
      bulk(staff, { action: "assign", driverId: omar.id, orderNumbers: numbers }),
      bulk(owner, { action: "assign", driverId: omar.id, orderNumbers: numbers }),
    ]);
    const outcomes = (await Promise.all(shipped.map(async (r) => (await r.json()) as BulkResult))).flatMap((r) => r.outcomes);
    expect(outcomes.filter((o) => o.done)).toHaveLength(4);
    for (const o of orders) {
      const history = await t.db.kysely
        .selectFrom("order_status_history")
        .select("status")
        .where("order_id", "=", o.id)
        .execute();
      expect(history).toEqual([{ status: "Shipped" }]);
      expect(await t.db.kysely.selectFrom("order_assignments").select("id").where("order_id", "=", o.id).execute()).toHaveLength(
        1,
      );
      expect(await auditRows("order.assign", o.id)).toHaveLength(1);
    }
  });

  it("groups the run sheet's stops by area, each order with its items", async () => {
    const sara = await addDriver("Sara");
    const trio = [{ type: "custom-trio", productIds: ["2", "3", "5"], quantity: 1 }];
    const wakrah = await place("Al Wakrah", "Wakrah First", [{ type: "product", productId: "1", quantity: 2 }]);
    const doha = await place("Doha", "Doha Only", trio);
    const wakrah2 = await place("Al Wakrah", "Wakrah Second");
    const numbers = [wakrah, doha, wakrah2].map((o) => o.orderNumber);
    expect((await bulk(staff, { action: "assign", driverId: sara.id, orderNumbers: numbers })).status).toBe(200);
    const sheet = (await (await send(staff, "GET", `/api/admin/drivers/${sara.id}/run-sheet`)).json()) as RunSheet;
    expect(sheet.stops.map((s) => [s.area, s.orders.map((o) => o.customer.name)])).toEqual([
      ["Doha", ["Doha Only"]],
      ["Al Wakrah", ["Wakrah First", "Wakrah Second"]],
    ]);
    const first = sheet.stops[1].orders[0];
    expect(first.items).toEqual([expect.objectContaining({ quantity: 2 })]);
    expect(sheet.stops[0].orders[0].items[0].products).toHaveLength(3);
    expect(sheet.cashToCollect).toBe(wakrah.total + doha.total + wakrah2.total);
  });
});
