// Stock that never oversells: set by staff through the admin API, taken by orders in
// their own transaction (bundles and custom trios take each perfume), refused with 409 naming each
// short line, given back when an order is cancelled or deleted, and shown "Sold out" by the
// catalogue. On both engines; the race for the last units runs through the real order path.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApp } from "../server/app";
import { createTestDb, engines, testServices, type TestDb } from "./support/test-db";
import { orderBody, postOrder } from "./support/orders";
import { signIn, useFastAuth } from "./support/admin";

describe.each(engines)("stock on %s", (engine) => {
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

  const setStock = (id: string, stock: number | null) =>
    app.request(`/api/admin/products/${id}`, {
      method: "PATCH",
      headers: { ...staff, "content-type": "application/json" },
      body: JSON.stringify({ stock }),
    });
  const stockOf = async (id: string) =>
    (await t.db.kysely.selectFrom("product_variants").select("stock").where("product_id", "=", id).executeTakeFirstOrThrow())
      .stock;
  const catalogueStock = async (id: string) => {
    const catalogue = (await (await app.request("/api/catalogue")).json()) as {
      products: { id: string; stock: number | null }[];
    };
    return catalogue.products.find((p) => p.id === id)?.stock;
  };
  const setStatus = (id: string, status: string) =>
    app.request(`/api/admin/orders/${id}/status`, {
      method: "PATCH",
      headers: { ...staff, "content-type": "application/json" },
      body: JSON.stringify({ status, ...(status === "Cancelled" ? { reason: "customer" } : {}) }),
    });

  beforeEach(async () => {
    for (const id of ["1", "2", "3", "4", "5", "6", "7", "8"]) expect((await setStock(id, null)).status).toBe(200);
  });

  it("sells exactly the last 10 units to 50 simultaneous orders, and never goes below 0", async () => {
    expect((await setStock("1", 10)).status).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => postOrder(app, orderBody({ items: [{ type: "product", productId: "1", quantity: 1 }] }))),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    expect(await stockOf("1")).toBe(0);
    const taken = await t.db.kysely
      .selectFrom("order_variant_stock")
      .select((eb) => eb.fn.sum<number>("quantity").as("units"))
      .where("variant_id", "=", "1-100")
      .executeTakeFirstOrThrow();
    expect(Number(taken.units)).toBe(10);
    // The storefront's catalogue says so at once.
    expect(await catalogueStock("1")).toBe(0);
  });

  it("refuses a whole order with 409 naming each short line and what is left, and writes nothing", async () => {
    await setStock("2", 3);
    await setStock("3", 0);
    const before = await t.db.kysely
      .selectFrom("orders")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    const res = await postOrder(
      app,
      orderBody({
        items: [
          { type: "product", productId: "4", quantity: 1 },
          { type: "product", productId: "2", quantity: 5 },
          { type: "custom-trio", productIds: ["3", "4", "5"], quantity: 1 },
        ],
      }),
    );
    expect(res.status).toBe(409);
    const problem = (await res.json()) as { title: string; errors: { pointer: string; detail: string }[]; lines: unknown[] };
    expect(problem.title).toBe("Not enough stock.");
    expect(problem.lines).toEqual([
      { pointer: "/items/1", productId: "2", variantId: "2-100", available: 3 },
      { pointer: "/items/2", productId: "3", variantId: "3-100", available: 0 },
    ]);
    expect(problem.errors.map((e) => e.pointer)).toEqual(["#/items/1", "#/items/2"]);
    const after = await t.db.kysely
      .selectFrom("orders")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect(await stockOf("2")).toBe(3);
  });

  it("takes each perfume of a bundle and a custom trio, and gives it all back on cancel; restoring takes it again", async () => {
    for (const id of ["1", "2", "3", "4", "5", "6", "7", "8"]) await setStock(id, 5);
    const res = await postOrder(
      app,
      orderBody({
        items: [
          { type: "bundle", bundleId: "bundle1", quantity: 1 },
          { type: "custom-trio", productIds: ["1", "2", "3"], quantity: 2 },
        ],
      }),
    );
    expect(res.status).toBe(201);
    const order = (await res.json()) as {
      id: string;
      items: { products: { id: string; quantity: number }[]; quantity: number }[];
    };
    const expected = new Map<string, number>();
    for (const item of order.items)
      for (const p of item.products) expected.set(p.id, (expected.get(p.id) ?? 0) + p.quantity * item.quantity);
    for (const [id, units] of expected) expect(await stockOf(id), id).toBe(5 - units);

    expect((await setStatus(order.id, "Cancelled")).status).toBe(200);
    for (const id of expected.keys()) expect(await stockOf(id), id).toBe(5);
    expect((await setStatus(order.id, "Processing")).status).toBe(200);
    for (const [id, units] of expected) expect(await stockOf(id), id).toBe(5 - units);
  });

  it("refuses to restore a cancelled order whose perfume has sold out since, changing nothing", async () => {
    await setStock("4", 2);
    const res = await postOrder(app, orderBody({ items: [{ type: "product", productId: "4", quantity: 2 }] }));
    const { id } = (await res.json()) as { id: string };
    await setStatus(id, "Cancelled");
    expect(await stockOf("4")).toBe(2);
    await setStock("4", 1);
    const restore = await setStatus(id, "Pending");
    expect(restore.status).toBe(409);
    expect(await stockOf("4")).toBe(1);
    const row = await t.db.kysely.selectFrom("orders").select("status").where("id", "=", id).executeTakeFirstOrThrow();
    expect(row.status).toBe("Cancelled");
  });

  it("gives the stock back when an order is deleted", async () => {
    await setStock("5", 4);
    const res = await postOrder(app, orderBody({ items: [{ type: "product", productId: "5", quantity: 3 }] }));
    const { id } = (await res.json()) as { id: string };
    expect(await stockOf("5")).toBe(1);
    const deleted = await app.request(`/api/admin/orders/${id}`, { method: "DELETE", headers: staff });
    expect(deleted.status).toBe(204);
    expect(await stockOf("5")).toBe(4);
  });

  it("leaves untracked perfumes alone, and validates what staff send", async () => {
    const res = await postOrder(app, orderBody({ items: [{ type: "product", productId: "1", quantity: 3 }] }));
    expect(res.status).toBe(201);
    expect(await stockOf("1")).toBeNull();
    for (const body of [{ stock: -1 }, { stock: 1.5 }, { stock: "5" }, { price: 0 }, {}, { stock: 1, colour: "red" }]) {
      const bad = await app.request("/api/admin/products/1", {
        method: "PATCH",
        headers: { ...staff, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      expect(bad.status, JSON.stringify(body)).toBe(422);
    }
    expect((await setStock("no-such-perfume", 3)).status).toBe(404);
    const audit = await t.db.kysely
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "product.update")
      .where("target", "=", "1")
      .execute();
    expect(audit.length).toBeGreaterThan(0);
    expect(JSON.parse(audit.at(-1)!.detail!)).toMatchObject({ after: { stock: null } });
  });
});
