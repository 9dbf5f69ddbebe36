// Order tracking: POST /api/orders/lookup finds an order by its number and the phone
// given at checkout, answers the same 404 for an unknown number and a wrong phone, returns nothing
// that names or locates the customer, and allows 10 lookups a minute per client address.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../server/app";
import { createTestDb, engines, testServices, type TestDb } from "./support/test-db";
import { orderBody, postOrder, validCustomer } from "./support/orders";
import { signIn, useFastAuth } from "./support/admin";

describe.each(engines)("order lookup on %s", (engine) => {
  let t: TestDb;
  let app: ReturnType<typeof createApp>;
  let staff: Record<string, string>;
  let placed: { id: string; orderNumber: number };
  let address = 0;
  // Each test looks up from an address of its own, so the per-address limit is its own too.
  const lookup = (body: unknown, from = `192.0.2.${address}`) =>
    app.request("/api/orders/lookup", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": from },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    t = await createTestDb(engine);
    const services = useFastAuth(testServices(t.db, { TRUST_PROXY: "true" }));
    app = createApp(services);
    staff = await signIn(app, services);
    placed = (await (
      await postOrder(app, orderBody({ items: [{ type: "bundle", bundleId: "bundle1", quantity: 1 }] }))
    ).json()) as typeof placed;
  });
  afterAll(async () => t.cleanup());

  it("finds the order by number and phone, however the phone is typed, with its history and nothing personal", async () => {
    address = 1;
    await app.request(`/api/admin/orders/${placed.id}/status`, {
      method: "PATCH",
      headers: { ...staff, "content-type": "application/json" },
      body: JSON.stringify({ status: "Shipped" }),
    });
    for (const phone of ["+974 5555 1234", "55551234", "0097455551234", "٥٥٥٥١٢٣٤"]) {
      const res = await lookup({ orderNumber: placed.orderNumber, phone });
      expect(res.status, phone).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-store");
      const body = (await res.json()) as Record<string, unknown>;
      expect(Object.keys(body).sort()).toEqual([
        "collected",
        "createdAt",
        "delivery",
        "history",
        "items",
        "orderNumber",
        "paymentMethod",
        "shippingCost",
        "status",
        "subtotal",
        "total",
      ]);
      expect(body).toMatchObject({ orderNumber: placed.orderNumber, status: "Shipped", total: 20000 });
      // Issue 22: what delivery costs and when it should come (free, on the default settings).
      expect(body).toMatchObject({ subtotal: 20000, shippingCost: 0, paymentMethod: "Cash on Delivery" });
      expect((body.delivery as { date: string } | null)?.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect((body.history as { status: string }[]).map((h) => h.status)).toEqual(["Pending", "Shipped"]);
      expect(body.items).toEqual([{ name: "Signature Trio", quantity: 1, type: "bundle", ref: "bundle1" }]);
      const text = JSON.stringify(body);
      for (const secret of [validCustomer.name, validCustomer.address, validCustomer.email, "5555"])
        expect(text).not.toContain(secret);
    }
  });

  it("once delivered, answers what was paid at the door, so the page stops asking for the total", async () => {
    address = 3;
    const res = await app.request(`/api/admin/orders/${placed.id}/status`, {
      method: "PATCH",
      headers: { ...staff, "content-type": "application/json" },
      body: JSON.stringify({ status: "Delivered", collected: 18000, note: "Customer had QR 180 only" }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const body = (await (await lookup({ orderNumber: placed.orderNumber, phone: validCustomer.phone })).json()) as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({ status: "Delivered", total: 20000, collected: 18000 });
  });

  it("answers an unknown number and a wrong phone with the same 404", async () => {
    address = 2;
    const wrongPhone = await lookup({ orderNumber: placed.orderNumber, phone: "+974 6666 1234" });
    const unknown = await lookup({ orderNumber: 99_999_999, phone: validCustomer.phone });
    expect(wrongPhone.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(await wrongPhone.text()).toBe(await unknown.text());
    expect([...wrongPhone.headers.keys()].sort()).toEqual([...unknown.headers.keys()].sort());
  });

  it("refuses bad input with 422 naming the field", async () => {
    address = 3;
    const res = await lookup({ orderNumber: "abc", phone: "12" });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { errors: { field: string }[] };
    expect(body.errors.map((e) => e.field).sort()).toEqual(["orderNumber", "phone"]);
  });

  it("allows 10 lookups a minute per address, then 429 with Retry-After; other addresses are not held up", async () => {
    address = 4;
    for (let i = 0; i < 10; i++) expect((await lookup({ orderNumber: 1, phone: validCustomer.phone })).status).toBe(404);
    const over = await lookup({ orderNumber: placed.orderNumber, phone: validCustomer.phone });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await lookup({ orderNumber: placed.orderNumber, phone: validCustomer.phone }, "192.0.2.200")).status).toBe(200);
  });
});
