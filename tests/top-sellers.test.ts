// The analytics' top sellers by perfume and size (docs/decisions/038), on both engines, against a
// hand-counted set of orders placed through the order API: sizes as sold, cancelled orders left
// out, bundles not split, and a line stored before sizes counted as its perfume's 100 ml bottle.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../server/app";
import { createTestDb, engines, testServices, type TestDb } from "./support/test-db";
import { orderBody, postOrder } from "./support/orders";
import { signIn, staffRequest, useFastAuth } from "./support/admin";

describe.each(engines)("top sellers on %s", (engine) => {
  let t: TestDb;
  let app: ReturnType<typeof createApp>;
  let staff: Record<string, string>;
  const admin = (method: string, path: string, body?: unknown) => staffRequest(app, () => staff)(method, path, body);
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestDb(engine);
    const services = useFastAuth(testServices(t.db));
    app = createApp(services);
    staff = await signIn(app, services);
    const res = await admin("PATCH", "/api/admin/products/1", {
      variants: [
        { id: "1-100", sizeMl: 100, kind: "bottle", price: 8500, sku: "p1-100", stock: null, active: true },
        { sizeMl: 50, kind: "bottle", price: 6000, sku: "p1-50", stock: null, active: true },
        { sizeMl: 2, kind: "sample", price: 500, sku: "p1-2", stock: null, active: true },
      ],
    });
    expect(res.status).toBe(200);
    for (const v of ((await res.json()) as { product: { variants: { id: string; sku: string }[] } }).product.variants)
      ids[v.sku] = v.id;

    const place = async (items: unknown[]) => {
      const placed = await postOrder(app, orderBody({ items }));
      expect(placed.status).toBe(201);
      return ((await placed.json()) as { id: string }).id;
    };
    // A: two 50 ml of perfume 1, one of perfume 2's default bottle.
    await place([
      { type: "product", productId: "1", variantId: ids["p1-50"], quantity: 2 },
      { type: "product", productId: "2", quantity: 1 },
    ]);
    // B: one 50 ml and one 100 ml of perfume 1, and a bundle (its own line, not split).
    await place([
      { type: "product", productId: "1", variantId: ids["p1-50"], quantity: 1 },
      { type: "product", productId: "1", variantId: "1-100", quantity: 1 },
      { type: "bundle", bundleId: "bundle1", quantity: 1 },
    ]);
    // C: three samples, cancelled: they sold nothing.
    const cancelled = await place([{ type: "product", productId: "1", variantId: ids["p1-2"], quantity: 3 }]);
    const cancel = await admin("PATCH", `/api/admin/orders/${cancelled}/status`, { status: "Cancelled", reason: "customer" });
    expect(cancel.status).toBe(200);
    // D: two of perfume 2, its lines made as a line stored before sizes (no size, kind or SKU).
    const legacy = await place([{ type: "product", productId: "2", quantity: 2 }]);
    await t.db.kysely
      .updateTable("order_items")
      .set({ variant_id: null, size_ml: null, variant_kind: null, sku: null })
      .where("order_id", "=", legacy)
      .execute();
  });
  afterAll(async () => t.cleanup());

  it("counts units and revenue per perfume and size as sold, most units first", async () => {
    const res = await admin("GET", "/api/admin/stats/top-sellers?range=all");
    expect(res.status).toBe(200);
    const { sellers } = (await res.json()) as { sellers: unknown[] };
    const perfume2 = (await t.db.kysely.selectFrom("products").select("name").where("id", "=", "2").executeTakeFirstOrThrow())
      .name;
    const perfume1 = (await t.db.kysely.selectFrom("products").select("name").where("id", "=", "1").executeTakeFirstOrThrow())
      .name;
    expect(sellers).toEqual([
      // 1 (order A) + 2 (order D, read as the 100 ml bottle): 3 units, 3 × QR 85.
      { productId: "2", name: perfume2, sizeMl: 100, kind: "bottle", units: 3, revenue: 25500 },
      // 2 (A) + 1 (B) at QR 60.
      { productId: "1", name: perfume1, sizeMl: 50, kind: "bottle", units: 3, revenue: 18000 },
      { productId: "1", name: perfume1, sizeMl: 100, kind: "bottle", units: 1, revenue: 8500 },
    ]);
  });

  it("counts only the range's orders, and refuses a bad range naming the field", async () => {
    const empty = await admin("GET", "/api/admin/stats/top-sellers?range=custom&from=2099-01-01&to=2099-01-31");
    expect(await empty.json()).toEqual({ sellers: [] });
    const today = (await (await admin("GET", "/api/admin/stats/top-sellers?range=today")).json()) as { sellers: unknown[] };
    expect(today.sellers).toHaveLength(3);
    const bad = await admin("GET", "/api/admin/stats/top-sellers?range=custom&from=someday");
    expect(bad.status).toBe(422);
  });
});
