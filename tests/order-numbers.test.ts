// Order numbers: every order gets a positive, unique, increasing number from the shop's
// start (1001), on both engines and under concurrency; existing orders are numbered in creation
// order by the migration; staff find an order by "1001" or "#1001"; the CSV's last column has it.
import { Migrator } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../server/app";
import { migrateToLatest, migrationList } from "../server/db/migrate";
import { seedCatalogue } from "../server/db/seed";
import { createTestDb, engines, testServices, type TestDb } from "./support/test-db";
import { orderBody, postOrder } from "./support/orders";
import { signIn, useFastAuth } from "./support/admin";

describe.each(engines)("order numbers on %s", (engine) => {
  let t: TestDb;
  let services: ReturnType<typeof testServices>;
  let app: ReturnType<typeof createApp>;
  let staff: Record<string, string>;

  beforeAll(async () => {
    t = await createTestDb(engine);
    services = useFastAuth(testServices(t.db));
    app = createApp(services);
    staff = await signIn(app, services);
  });
  afterAll(async () => t.cleanup());

  const patchSettings = (body: unknown) =>
    app.request("/api/admin/settings", {
      method: "PATCH",
      headers: { ...staff, "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  it("lets the owner choose the first number before the first order, and not after", async () => {
    expect(await (await app.request("/api/admin/settings", { headers: staff })).json()).toMatchObject({
      orderNumberStart: 1001,
      orderNumbersStarted: false,
    });
    expect((await patchSettings({ orderNumberStart: 5001 })).status).toBe(200);
    const first = (await (await postOrder(app, orderBody())).json()) as { orderNumber: number };
    expect(first.orderNumber).toBe(5001);
    const refused = await patchSettings({ orderNumberStart: 9001 });
    expect(refused.status).toBe(409);
    expect(await (await app.request("/api/admin/settings", { headers: staff })).json()).toMatchObject({
      orderNumberStart: 5001,
      orderNumbersStarted: true,
    });
  });

  it("gives 1,000 simultaneous orders 1,000 different numbers, each answer with its own", async () => {
    const answers = await Promise.all(
      Array.from({ length: 1000 }, (_, i) =>
        postOrder(app, orderBody({ customer: { ...orderBody().customer, name: `Concurrent ${i}` } })),
      ),
    );
    expect(answers.every((res) => res.status === 201)).toBe(true);
    const bodies = (await Promise.all(answers.map((res) => res.json()))) as { id: string; orderNumber: number }[];
    const numbers = bodies.map((b) => b.orderNumber);
    expect(new Set(numbers).size).toBe(1000);
    expect(Math.min(...numbers)).toBeGreaterThan(5001);
    // Each answer's number is the stored one.
    const rows = await t.db.kysely
      .selectFrom("orders")
      .select(["id", "number"])
      .where(
        "id",
        "in",
        bodies.map((b) => b.id),
      )
      .execute();
    const stored = new Map(rows.map((r) => [r.id, r.number]));
    expect(bodies.every((b) => stored.get(b.id) === b.orderNumber)).toBe(true);
    const all = await t.db.kysely.selectFrom("orders").select("number").execute();
    expect(all.every((r) => Number.isInteger(r.number) && r.number! > 0)).toBe(true);
    // A thousand orders through the whole order path: what is checked is uniqueness, not speed, and
    // another test file runs beside this one (docs/PERFORMANCE.md times the order path).
  }, 60_000);

  it("finds an order by 1001-style digits or #1001, and shows the number in the admin and the CSV", async () => {
    const placed = (await (
      await postOrder(app, orderBody({ customer: { ...orderBody().customer, name: "Numbered Customer" } }))
    ).json()) as {
      id: string;
      orderNumber: number;
    };
    for (const q of [String(placed.orderNumber), `#${placed.orderNumber}`]) {
      const res = await app.request(`/api/admin/orders?q=${encodeURIComponent(q)}`, { headers: staff });
      const page = (await res.json()) as { orders: { id: string; orderNumber: number }[] };
      expect(page.orders[0], q).toMatchObject({ id: placed.id, orderNumber: placed.orderNumber });
      if (q.startsWith("#")) expect(page.orders).toHaveLength(1);
    }
    const none = (await (await app.request("/api/admin/orders?q=%2399999999", { headers: staff })).json()) as {
      orders: unknown[];
    };
    expect(none.orders).toHaveLength(0);
    const detail = (await (await app.request(`/api/admin/orders/${placed.id}`, { headers: staff })).json()) as {
      order: { orderNumber: number };
    };
    expect(detail.order.orderNumber).toBe(placed.orderNumber);
    const csv = await (await app.request(`/api/admin/orders/export.csv?q=${placed.orderNumber}`, { headers: staff })).text();
    const [header, row] = csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    // The address cell holds commas, so the number's column is counted from the end (the columns
    // after it are empty or comma-free for this order), wherever later columns are added.
    const columns = header.split(",");
    const fromEnd = columns.indexOf("Order Number") - columns.length;
    expect(columns.indexOf("Order Number")).toBe(columns.indexOf("Language") + 1);
    expect(row.split(",").at(fromEnd)).toBe(String(placed.orderNumber));
  });
});

describe.each(engines)("numbering existing orders on %s", (engine) => {
  it("numbers the orders of a shop that predates migration 010 in creation order, then goes on from there", async () => {
    const t = await createTestDb(engine, { migrate: false, ownDatabase: true });
    try {
      const migrator = new Migrator({
        db: t.db.kysely,
        provider: { getMigrations: async () => migrationList() },
        ...(t.db.schema ? { migrationTableSchema: t.db.schema } : {}),
      });
      expect((await migrator.migrateTo("009_catalogue_owned")).error).toBeUndefined();
      const order = (id: string, createdAt: string) => ({
        id,
        created_at: createdAt,
        updated_at: createdAt,
        customer_name: id,
        customer_email: null,
        customer_phone: "+974 5555 1234",
        phone_number: "+97455551234",
        order_notes: null,
        shipping_cost: 0,
        customer_address: "Zone 1",
        customer_city: "Doha",
        total_amount: 8500,
        final_total: 8500,
        status: "Pending" as const,
        payment_method: "Cash on Delivery",
      });
      // Inserted out of order: numbers follow the creation time.
      await t.db.kysely
        .insertInto("orders")
        .values([
          order("c", "2026-11-03T10:00:00.000Z"),
          order("a", "2026-11-01T10:00:00.000Z"),
          order("b", "2026-11-02T10:00:00.000Z"),
        ])
        .execute();
      await migrateToLatest(t.db);
      const rows = await t.db.kysely.selectFrom("orders").select(["id", "number"]).orderBy("number").execute();
      expect(rows).toEqual([
        { id: "a", number: 1001 },
        { id: "b", number: 1002 },
        { id: "c", number: 1003 },
      ]);
      await seedCatalogue(t.db);
      const app = createApp(testServices(t.db));
      const next = (await (await postOrder(app, orderBody())).json()) as { orderNumber: number };
      expect(next.orderNumber).toBe(1004);
    } finally {
      await t.cleanup();
    }
  });
});

describe.each(engines)("blue plate numbers on %s", (engine) => {
  it("stores the zone, street and building as digits, and refuses anything else naming the field", async () => {
    const t = await createTestDb(engine);
    try {
      const app = createApp(testServices(t.db));
      const customer = { ...orderBody().customer, city: "Al Shamal", zone: "٧٠", street: "850", building: "" };
      const res = await postOrder(app, orderBody({ customer }));
      expect(res.status).toBe(201);
      const order = (await res.json()) as { id: string; customer: { zone: string; street: string; building: string | null } };
      expect(order.customer).toMatchObject({ zone: "70", street: "850", building: null });
      const row = await t.db.kysely.selectFrom("orders").selectAll().where("id", "=", order.id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        address_zone: "70",
        address_street: "850",
        address_building: null,
        customer_city: "Al Shamal",
      });
      const bad = await postOrder(app, orderBody({ customer: { ...customer, building: "12B" } }));
      expect(bad.status).toBe(422);
      expect(((await bad.json()) as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual(["customer.building"]);
    } finally {
      await t.cleanup();
    }
  });
});
