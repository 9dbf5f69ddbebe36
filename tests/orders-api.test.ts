// POST /api/orders and GET /api/catalogue against a real database, on every engine of the run.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../server/app";
import { createTestDb, engines, testServices, type TestDb } from "./support/test-db";
import { orderBody, postOrder, validCustomer } from "./support/orders";

describe.each(engines)("order API on %s", (engine) => {
  let t: TestDb;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    t = await createTestDb(engine);
    app = createApp(testServices(t.db));
  });
  afterAll(async () => t.cleanup());

  const countOrders = async () =>
    Number(
      (
        await t.db.kysely
          .selectFrom("orders")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  const fieldsOf = async (res: Response) => {
    expect(res.headers.get("content-type")).toContain("application/problem+json");
    const body = (await res.json()) as { errors?: { field: string }[] };
    return (body.errors ?? []).map((e) => e.field);
  };

  it("answers the health check, with the database's state", async () => {
    const res = await app.request("/healthz");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, database: "ok" });
  });

  it("serves the catalogue with prices in dirhams", async () => {
    const res = await app.request("/api/catalogue");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.products).toHaveLength(8);
    expect(body.bundles).toHaveLength(2);
    expect(body.products.every((p: { price: number }) => p.price === 8500)).toBe(true);
    expect(body.bundles.map((b: { price: number; products: unknown[] }) => [b.price, b.products.length])).toEqual([
      [20000, 3],
      [20000, 3],
    ]);
  });

  it("prices every kind of line from the catalogue and stores order and items", async () => {
    const res = await postOrder(
      app,
      orderBody({
        items: [
          { type: "product", productId: "2", quantity: 2 },
          { type: "bundle", bundleId: "bundle1", quantity: 1 },
          { type: "custom-trio", productIds: ["3", "4", "7"], quantity: 3 },
        ],
      }),
    );
    expect(res.status).toBe(201);
    const order = await res.json();
    expect(order.status).toBe("Pending");
    expect(order.paymentMethod).toBe("Cash on Delivery");
    expect(order.items.map((i: { lineTotal: number }) => i.lineTotal)).toEqual([17000, 20000, 60000]);
    expect(order.subtotal).toBe(97000);
    expect(order.shippingCost).toBe(0);
    expect(order.total).toBe(97000);
    expect(order.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // Time-ordered (server/orders/order-id.ts): it starts with the second the order was placed in.
    expect(Math.abs(parseInt(order.id.slice(0, 8), 16) - Date.parse(order.createdAt) / 1000)).toBeLessThan(1);

    const row = await t.db.kysely.selectFrom("orders").selectAll().where("id", "=", order.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      total_amount: 97000,
      shipping_cost: 0,
      final_total: 97000,
      status: "Pending",
      payment_method: "Cash on Delivery",
      customer_name: validCustomer.name,
      customer_phone: "+974 5555 1234",
      phone_number: "+97455551234",
      customer_city: "Doha",
    });
    const items = await t.db.kysely
      .selectFrom("order_items")
      .selectAll()
      .where("order_id", "=", order.id)
      .orderBy("position")
      .execute();
    expect(items.map((i) => [i.item_type, i.item_ref, i.quantity, i.unit_price, i.line_total])).toEqual([
      ["product", "2", 2, 8500, 17000],
      ["bundle", "bundle1", 1, 20000, 20000],
      ["custom-trio", null, 3, 20000, 60000],
    ]);
    expect(JSON.parse(items[1].products!).map((p: { name: string }) => p.name)).toEqual([
      "Creed Aventus",
      "Baccarat Rouge 540",
      "Tom Ford Tobacco Vanille",
    ]);
    expect(JSON.parse(items[2].products!).map((p: { id: string }) => p.id)).toEqual(["3", "4", "7"]);
  });

  it("ignores prices, totals, names and statuses sent by the client", async () => {
    const res = await postOrder(app, {
      customer: { ...validCustomer },
      items: [
        { type: "product", productId: "1", quantity: 2, price: 1, unitPrice: 1, name: "Free perfume", lineTotal: 2 },
        { type: "bundle", bundleId: "bundle2", quantity: 1, price: 0.01 },
      ],
      total: 1,
      subtotal: 1,
      final_total: 1,
      total_amount: 1,
      status: "Paid",
      shipping_cost: -100,
    });
    expect(res.status).toBe(201);
    const order = await res.json();
    const row = await t.db.kysely.selectFrom("orders").selectAll().where("id", "=", order.id).executeTakeFirstOrThrow();
    expect([row.total_amount, row.final_total, row.shipping_cost, row.status]).toEqual([37000, 37000, 0, "Pending"]);
    expect(order.items[0].name).toBe("Creed Aventus");
  });

  it("trims text and stores the optional fields as absent when empty", async () => {
    const res = await postOrder(
      app,
      orderBody({ customer: { ...validCustomer, name: "  Noor  ", email: "", notes: "   ", address: " Villa 3 " } }),
    );
    expect(res.status).toBe(201);
    const order = await res.json();
    const row = await t.db.kysely.selectFrom("orders").selectAll().where("id", "=", order.id).executeTakeFirstOrThrow();
    expect([row.customer_name, row.customer_email, row.order_notes, row.customer_address]).toEqual([
      "Noor",
      null,
      null,
      "Villa 3",
    ]);
  });

  it("remembers the storefront language of the order, English when none is sent", async () => {
    const ar = await postOrder(app, { ...orderBody(), language: "ar" });
    expect(ar.status).toBe(201);
    const arOrder = await ar.json();
    expect(arOrder.language).toBe("ar");
    const en = await postOrder(app, orderBody());
    expect(en.status).toBe(201);
    const enOrder = await en.json();
    expect(enOrder.language).toBe("en");
    const rows = await t.db.kysely
      .selectFrom("orders")
      .select(["id", "language"])
      .where("id", "in", [arOrder.id, enOrder.id])
      .execute();
    expect(Object.fromEntries(rows.map((r) => [r.id, r.language]))).toEqual({ [arOrder.id]: "ar", [enOrder.id]: "en" });
  });

  it("names what is wrong with each field as a code the checkout words in its own language", async () => {
    const body = orderBody();
    const res = await postOrder(app, {
      ...body,
      customer: { ...body.customer, name: "", phone: "5555", notes: "n".repeat(1001) },
    });
    expect(res.status).toBe(422);
    const problem = (await res.json()) as { errors: { field: string; code: string; detail: string }[] };
    expect(problem.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: "customer.name", code: "required", detail: "Name is required." }),
        expect.objectContaining({ field: "customer.phone", code: "invalid" }),
        expect.objectContaining({ field: "customer.notes", code: "tooLong" }),
      ]),
    );
  });

  it("refuses a language the shop does not have", async () => {
    const before = await countOrders();
    const res = await postOrder(app, { ...orderBody(), language: "fr" });
    expect(res.status).toBe(422);
    expect(await fieldsOf(res)).toContain("language");
    expect(await countOrders()).toBe(before);
  });

  it("accepts Qatar numbers however they are typed and stores them normalised, with E.164 beside", async () => {
    for (const [typed, e164, shown] of [
      ["55551234", "+97455551234", "+974 5555 1234"],
      ["+97466123456", "+97466123456", "+974 6612 3456"],
      ["00974 7012 3456", "+97470123456", "+974 7012 3456"],
      ["(974) 3312-3456", "+97433123456", "+974 3312 3456"],
      ["٥٥٥٥١٢٣٤", "+97455551234", "+974 5555 1234"],
    ]) {
      const res = await postOrder(app, orderBody({ customer: { ...validCustomer, phone: typed } }));
      expect(res.status, typed).toBe(201);
      const order = await res.json();
      expect(order.customer.phone).toBe(shown);
      expect(order.customer.phoneNumber).toBe(e164);
      const row = await t.db.kysely
        .selectFrom("orders")
        .select(["customer_phone", "phone_number"])
        .where("id", "=", order.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ customer_phone: shown, phone_number: e164 });
    }
  });

  it("refuses a phone with anything but digits, spaces, +, -, ( and )", async () => {
    for (const typed of ["<svg onload=alert()>55551234", "5555.1234", "5555 1234 ext", "+974/5555/1234", "5555\u00001234"]) {
      const res = await postOrder(app, orderBody({ customer: { ...validCustomer, phone: typed } }));
      expect(res.status, typed).toBe(422);
      expect(await fieldsOf(res)).toEqual(["customer.phone"]);
    }
  });

  const invalidCases: [string, Record<string, unknown>, string][] = [
    ["missing name", { customer: { ...validCustomer, name: undefined } }, "customer.name"],
    ["blank name", { customer: { ...validCustomer, name: "   " } }, "customer.name"],
    ["over-long name", { customer: { ...validCustomer, name: "x".repeat(101) } }, "customer.name"],
    ["blank address", { customer: { ...validCustomer, address: "" } }, "customer.address"],
    ["over-long address", { customer: { ...validCustomer, address: "x".repeat(301) } }, "customer.address"],
    ["missing city", { customer: { ...validCustomer, city: undefined } }, "customer.city"],
    ["unknown city", { customer: { ...validCustomer, city: "Dubai" } }, "customer.city"],
    ["malformed e-mail", { customer: { ...validCustomer, email: "not-an-email" } }, "customer.email"],
    ["over-long notes", { customer: { ...validCustomer, notes: "x".repeat(1001) } }, "customer.notes"],
    ["missing phone", { customer: { ...validCustomer, phone: undefined } }, "customer.phone"],
    ["non-Qatar phone", { customer: { ...validCustomer, phone: "+44 20 7946 0958" } }, "customer.phone"],
    ["too-short phone", { customer: { ...validCustomer, phone: "5555" } }, "customer.phone"],
    ["phone as a number", { customer: { ...validCustomer, phone: 55551234 } }, "customer.phone"],
    ["missing customer", { customer: undefined }, "customer"],
    ["quantity 0", { items: [{ type: "product", productId: "1", quantity: 0 }] }, "items.0.quantity"],
    ["quantity 100", { items: [{ type: "product", productId: "1", quantity: 100 }] }, "items.0.quantity"],
    ["negative quantity", { items: [{ type: "product", productId: "1", quantity: -2 }] }, "items.0.quantity"],
    ["fractional quantity", { items: [{ type: "product", productId: "1", quantity: 1.5 }] }, "items.0.quantity"],
    ["quantity as text", { items: [{ type: "product", productId: "1", quantity: "2" }] }, "items.0.quantity"],
    ["unknown product", { items: [{ type: "product", productId: "999", quantity: 1 }] }, "items.0.productId"],
    ["unknown bundle", { items: [{ type: "bundle", bundleId: "bundle9", quantity: 1 }] }, "items.0.bundleId"],
    ["unknown item type", { items: [{ type: "gift-card", quantity: 1 }] }, "items.0.type"],
    ["trio of two", { items: [{ type: "custom-trio", productIds: ["1", "2"], quantity: 1 }] }, "items.0.productIds"],
    ["trio with a repeat", { items: [{ type: "custom-trio", productIds: ["1", "1", "2"], quantity: 1 }] }, "items.0.productIds"],
    [
      "trio with an unknown perfume",
      { items: [{ type: "custom-trio", productIds: ["1", "2", "404"], quantity: 1 }] },
      "items.0.productIds.2",
    ],
    ["no items", { items: [] }, "items"],
    ["items not a list", { items: "all of them" }, "items"],
    [
      "more than 50 lines",
      { items: Array.from({ length: 51 }, () => ({ type: "product", productId: "1", quantity: 1 })) },
      "items",
    ],
  ];

  it.each(invalidCases)("refuses %s with 422 naming the field, and stores nothing", async (_label, overrides, field) => {
    const before = await countOrders();
    const res = await postOrder(app, orderBody(overrides));
    expect(res.status).toBe(422);
    expect(await fieldsOf(res)).toContain(field);
    expect(await countOrders()).toBe(before);
  });

  it("names every bad field at once", async () => {
    const res = await postOrder(app, { customer: { name: "", phone: "1", address: "", city: "Paris" }, items: [] });
    expect(res.status).toBe(422);
    expect(await fieldsOf(res)).toEqual(
      expect.arrayContaining(["customer.name", "customer.phone", "customer.address", "customer.city", "items"]),
    );
  });

  it("refuses malformed JSON with 400, other content types with 415 and large bodies with 413", async () => {
    const before = await countOrders();
    expect((await postOrder(app, "{not json")).status).toBe(400);
    expect((await postOrder(app, "")).status).toBe(400);
    for (const body of ["[]", "null", "42", '"text"']) expect((await postOrder(app, body)).status).toBe(422);
    const asForm = await app.request("/api/orders", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "customer=x",
    });
    expect(asForm.status).toBe(415);
    const noType = await app.request("/api/orders", { method: "POST", body: JSON.stringify(orderBody()) });
    expect(noType.status).toBe(415);
    const huge = orderBody({ customer: { ...validCustomer, notes: "x".repeat(70 * 1024) } });
    expect((await postOrder(app, huge)).status).toBe(413);
    expect(await countOrders()).toBe(before);
  });

  it("answers unknown API paths with a 404 problem", async () => {
    const res = await app.request("/api/nothing-here");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("application/problem+json");
  });

  describe("Idempotency-Key", () => {
    it("returns the first answer to a retry and creates no second order", async () => {
      const before = await countOrders();
      const key = `retry-${Math.random()}`;
      const first = await postOrder(app, orderBody(), { "Idempotency-Key": key });
      const second = await postOrder(app, orderBody(), { "Idempotency-Key": key });
      expect(first.status).toBe(201);
      expect(second.status).toBe(201);
      expect(second.headers.get("idempotent-replayed")).toBe("true");
      const [a, b] = [await first.json(), await second.json()];
      expect(b).toEqual(a);
      expect(await countOrders()).toBe(before + 1);
    });

    it("makes exactly one order from many concurrent retries", async () => {
      const before = await countOrders();
      const key = `storm-${Math.random()}`;
      const responses = await Promise.all(
        Array.from({ length: 12 }, () => postOrder(app, orderBody(), { "Idempotency-Key": key })),
      );
      const bodies = await Promise.all(responses.map((r) => r.json()));
      expect(responses.map((r) => r.status)).toEqual(Array(12).fill(201));
      expect(new Set(bodies.map((b) => b.id)).size).toBe(1);
      expect(await countOrders()).toBe(before + 1);
      const items = await t.db.kysely.selectFrom("order_items").selectAll().where("order_id", "=", bodies[0].id).execute();
      expect(items).toHaveLength(1);
    });

    it("refuses a key reused for a different order", async () => {
      const key = `reuse-${Math.random()}`;
      expect((await postOrder(app, orderBody(), { "Idempotency-Key": key })).status).toBe(201);
      const other = orderBody({ items: [{ type: "product", productId: "2", quantity: 1 }] });
      expect((await postOrder(app, other, { "Idempotency-Key": key })).status).toBe(422);
    });

    it("refuses a malformed key", async () => {
      const res = await postOrder(app, orderBody(), { "Idempotency-Key": "x".repeat(300) });
      expect(res.status).toBe(400);
    });

    it("gives orders without a key each their own id", async () => {
      const a = await (await postOrder(app, orderBody())).json();
      const b = await (await postOrder(app, orderBody())).json();
      expect(a.id).not.toBe(b.id);
    });
  });
});
