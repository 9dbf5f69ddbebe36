// Variants (docs/decisions/033-variants.md): a perfume sold in several sizes, each priced and
// stocked on its own. On both engines, through the real API: the server prices the size whatever
// the client sends, the last units of one size are sold exactly once, a cart line or stored order
// from before sizes still works, and the owner's size lists are checked (422 with field errors).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Migrator } from "kysely";
import { createApp } from "../server/app";
import type { AdminProduct } from "../app/admin/catalogue/catalogue-contract";
import type { Catalogue } from "../app/shared/catalogue";
import type { Order } from "../app/shared/order";
import { migrateToLatest } from "../server/db/migrate";
import { findOrder } from "../server/orders/order-store";
import { createTestDb, engines, testServices, type TestDb } from "./support/test-db";
import { orderBody, postOrder } from "./support/orders";
import { signIn, staffRequest, useFastAuth } from "./support/admin";

const sizes = (productSlug: string) => [
  { sizeMl: 2, kind: "sample", price: 1500, sku: `${productSlug}-2ml`, stock: null, active: true },
  { sizeMl: 50, kind: "bottle", price: 6500, compareAtPrice: 7500, sku: `${productSlug}-50ml`, stock: 5, active: true },
  { sizeMl: 100, kind: "bottle", price: 8500, sku: `${productSlug}-100ml`, gtin: "3348901419611", stock: 20, active: true },
];

describe.each(engines)("variants on %s", (engine) => {
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

  const send = (method: string, path: string, body?: unknown) => staffRequest(app, () => staff)(method, path, body);
  const catalogue = async (): Promise<Catalogue> => (await (await app.request("/api/catalogue")).json()) as Catalogue;
  const setSizes = async (productId: string, variants: unknown[]) => {
    const res = await send("PATCH", `/api/admin/products/${productId}`, { variants });
    expect(res.status, await res.clone().text()).toBe(200);
    return ((await res.json()) as { product: AdminProduct }).product;
  };
  const stockOf = async (variantId: string) =>
    (await t.db.kysely.selectFrom("product_variants").select("stock").where("id", "=", variantId).executeTakeFirstOrThrow())
      .stock;

  it("keeps the 100 ml bottle, adds sizes in the owner's order and shows them in the catalogue", async () => {
    const [product] = (await catalogue()).products;
    expect(product.variants).toEqual([
      {
        id: "1-100",
        sizeMl: 100,
        kind: "bottle",
        price: 8500,
        compareAtPrice: null,
        sku: "creed-aventus-100ml",
        gtin: null,
        stock: null,
      },
    ]);
    const list = sizes("creed-aventus");
    // The seeded bottle keeps its id: the carts and orders naming it still do.
    const withId: unknown[] = [...list.slice(0, 2), { ...list[2], id: "1-100" }];
    const saved = await setSizes("1", withId);
    expect(saved.variants.map((v) => [v.sizeMl, v.kind, v.price, v.position])).toEqual([
      [2, "sample", 1500, 0],
      [50, "bottle", 6500, 1],
      [100, "bottle", 8500, 2],
    ]);
    // The default size (the first full bottle) gives the perfume's own price and stock.
    expect(saved).toMatchObject({ price: 6500, stock: 5 });
    const shown = (await catalogue()).products.find((p) => p.id === "1")!;
    expect(shown.variants.map((v) => v.sizeMl)).toEqual([2, 50, 100]);
    expect(shown.variants[2]).toMatchObject({ id: "1-100", gtin: "3348901419611", stock: 20 });
    expect(shown.variants[1]).toMatchObject({ compareAtPrice: 7500 });
  });

  it("prices the chosen size on the server whatever the client sends, and stores it as sold", async () => {
    const shown = (await catalogue()).products.find((p) => p.id === "1")!;
    const sample = shown.variants.find((v) => v.sizeMl === 2)!;
    const res = await postOrder(
      app,
      orderBody({
        items: [
          { type: "product", productId: "1", variantId: sample.id, quantity: 2, price: 1, unitPrice: 1 },
          { type: "product", productId: "1", variantId: "1-100", quantity: 1, price: 1 },
        ],
      }),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    const order = (await res.json()) as Order;
    expect(order.items.map((i) => [i.unitPrice, i.lineTotal, i.variant?.sizeMl, i.variant?.sku])).toEqual([
      [1500, 3000, 2, "creed-aventus-2ml"],
      [8500, 8500, 100, "creed-aventus-100ml"],
    ]);
    expect(order.subtotal).toBe(11500);
    const rows = await t.db.kysely
      .selectFrom("order_items")
      .select(["unit_price", "size_ml", "variant_kind", "sku", "variant_id"])
      .where("order_id", "=", order.id)
      .orderBy("position")
      .execute();
    expect(rows).toEqual([
      { unit_price: 1500, size_ml: 2, variant_kind: "sample", sku: "creed-aventus-2ml", variant_id: sample.id },
      { unit_price: 8500, size_ml: 100, variant_kind: "bottle", sku: "creed-aventus-100ml", variant_id: "1-100" },
    ]);
    // The 100 ml size is tracked: the order took its unit, and only its.
    expect(await stockOf("1-100")).toBe(19);
  });

  it("refuses a size that is not sold (another perfume's, hidden or unknown) with 422", async () => {
    const hidden = await setSizes("2", [
      { sizeMl: 100, kind: "bottle", price: 8500, sku: "brc-100", stock: null, active: true, id: "2-100" },
      { sizeMl: 35, kind: "travel", price: 4000, sku: "brc-35", stock: null, active: false },
    ]);
    const hiddenId = hidden.variants[1].id;
    for (const variantId of [hiddenId, "1-100", "nope"]) {
      const res = await postOrder(app, orderBody({ items: [{ type: "product", productId: "2", variantId, quantity: 1 }] }));
      expect(res.status).toBe(422);
      const body = (await res.json()) as { errors: { field: string }[] };
      expect(body.errors.map((e) => e.field)).toEqual(["items.0.variantId"]);
    }
  });

  it("sells the last 5 units of one size to exactly 5 of 50 simultaneous orders, other sizes untouched", async () => {
    const shown = (await catalogue()).products.find((p) => p.id === "1")!;
    const fifty = shown.variants.find((v) => v.sizeMl === 50)!;
    expect(await stockOf(fifty.id)).toBe(5);
    const before = await stockOf("1-100");
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        postOrder(app, orderBody({ items: [{ type: "product", productId: "1", variantId: fifty.id, quantity: 1 }] })),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(45);
    expect(await stockOf(fifty.id)).toBe(0);
    expect(await stockOf("1-100")).toBe(before);
    const refused = (await answers.find((r) => r.status === 409)!.json()) as {
      lines: { variantId: string; available: number }[];
    };
    expect(refused.lines).toEqual([expect.objectContaining({ variantId: fifty.id, available: 0 })]);
    // The storefront shows the size sold out, the others still for sale.
    const after = (await catalogue()).products.find((p) => p.id === "1")!;
    expect(after.variants.map((v) => [v.sizeMl, v.stock])).toEqual([
      [2, null],
      [50, 0],
      [100, before],
    ]);
  });

  it("prices an old cart line without a size as the default size, and gives its stock back on cancel", async () => {
    // Perfume 3 keeps its one seeded bottle; perfume 1's default is now the 50 ml bottle.
    await send("PATCH", "/api/admin/products/3", { stock: 4 });
    const res = await postOrder(app, orderBody({ items: [{ type: "product", productId: "3", quantity: 2 }] }));
    expect(res.status).toBe(201);
    const order = (await res.json()) as Order;
    expect(order.items[0]).toMatchObject({ unitPrice: 8500, variant: { id: "3-100", sizeMl: 100, kind: "bottle" } });
    expect(await stockOf("3-100")).toBe(2);
    const cancel = await send("PATCH", `/api/admin/orders/${order.id}/status`, { status: "Cancelled", reason: "customer" });
    expect(cancel.status).toBe(200);
    expect(await stockOf("3-100")).toBe(4);
  });

  it("reads an order stored before sizes as its perfume's 100 ml bottle", async () => {
    const res = await postOrder(app, orderBody({ items: [{ type: "product", productId: "4", quantity: 1 }] }));
    const order = (await res.json()) as Order;
    // As a row written before migration 030 reads.
    await t.db.kysely
      .updateTable("order_items")
      .set({ variant_id: null, size_ml: null, variant_kind: null, sku: null })
      .where("order_id", "=", order.id)
      .execute();
    const stored = await findOrder(t.db, order.id);
    expect(stored?.items[0]).toMatchObject({ unitPrice: 8500, variant: { sizeMl: 100, kind: "bottle" } });
    const admin = await send("GET", `/api/admin/orders/${order.id}`);
    expect(admin.status).toBe(200);
  });

  it("fills bundles and the custom trio with each perfume's default size, taking its stock", async () => {
    // bundle1 holds perfume 1's 100 ml bottle, the size it named (decision 038), though the
    // perfume's default size is now its 50 ml bottle, sold out: the bundle still sells.
    const bundle = await postOrder(app, orderBody({ items: [{ type: "bundle", bundleId: "bundle1", quantity: 1 }] }));
    expect(bundle.status, await bundle.clone().text()).toBe(201);
    expect(((await bundle.json()) as Order).items[0].products[0]).toMatchObject({ id: "1", variantId: "1-100", sizeMl: 100 });
    await send("PATCH", "/api/admin/products/5", { stock: 3 });
    const res = await postOrder(app, orderBody({ items: [{ type: "custom-trio", productIds: ["3", "4", "5"], quantity: 1 }] }));
    expect(res.status, await res.clone().text()).toBe(201);
    const order = (await res.json()) as Order;
    expect(order.items[0].products.map((p) => [p.id, p.variantId, p.sizeMl])).toEqual([
      ["3", "3-100", 100],
      ["4", "4-100", 100],
      ["5", "5-100", 100],
    ]);
    expect(await stockOf("5-100")).toBe(2);
  });

  it("refuses bad size lists with 422 and field errors, and leaves the perfume as it was", async () => {
    const cases: [unknown[], string[]][] = [
      [[], ["variants"]],
      [
        [
          { sizeMl: 50, kind: "bottle", price: 6500, sku: "dup", stock: null, active: true },
          { sizeMl: 100, kind: "bottle", price: 8500, sku: "DUP", stock: null, active: true },
        ],
        ["variants.1.sku"],
      ],
      [[{ sizeMl: 50, kind: "bottle", price: 6500, sku: "x-50", stock: null, active: false }], ["variants"]],
      [
        [{ sizeMl: 50, kind: "flask", price: 65.5, sku: "has space", stock: -1, active: true, gtin: "12" }],
        ["variants.0.gtin", "variants.0.kind", "variants.0.price", "variants.0.sku", "variants.0.stock"],
      ],
      [
        [{ sizeMl: 50, kind: "bottle", price: 6500, compareAtPrice: 6000, sku: "x-50", stock: null, active: true }],
        ["variants.0.compareAtPrice"],
      ],
      // A SKU another perfume's size uses, and a size of another perfume.
      [[{ sizeMl: 50, kind: "bottle", price: 6500, sku: "creed-aventus-2ml", stock: null, active: true }], ["variants.0.sku"]],
      [[{ id: "1-100", sizeMl: 50, kind: "bottle", price: 6500, sku: "x-50", stock: null, active: true }], ["variants.0.id"]],
    ];
    const before = (await (await send("GET", "/api/admin/products")).json()) as { products: AdminProduct[] };
    for (const [variants, fields] of cases) {
      const res = await send("PATCH", "/api/admin/products/6", { variants });
      expect(res.status, JSON.stringify(variants)).toBe(422);
      const body = (await res.json()) as { errors: { field: string }[] };
      expect(body.errors.map((e) => e.field).sort(), JSON.stringify(variants)).toEqual(fields);
    }
    const create = await send("POST", "/api/admin/products", {
      name: { en: "Test", ar: "تجربة" },
      description: { en: "Test.", ar: "تجربة." },
      notes: { en: ["Oud"], ar: ["عود"] },
      category: "Men",
      variants: [{ sizeMl: 50, kind: "bottle", price: 6500, sku: "creed-aventus-50ml", stock: null, active: true }],
    });
    expect(create.status).toBe(422);
    const after = (await (await send("GET", "/api/admin/products")).json()) as { products: AdminProduct[] };
    expect(after).toEqual(before);
  });

  it("lets only signed-in staff change sizes", async () => {
    const res = await app.request("/api/admin/products/1", {
      method: "PATCH",
      headers: { "content-type": "application/json", origin: "http://localhost" },
      body: JSON.stringify({ variants: sizes("x") }),
    });
    expect(res.status).toBe(401);
  });

  it("makes each perfume of an older shop one 100 ml bottle at its price and stock (migration 029)", async () => {
    // On a database of its own: its migrations wait for no other file's (tests/support/test-db.ts).
    const old = await createTestDb(engine, { migrate: false, ownDatabase: true });
    try {
      const migrator = new Migrator({
        db: old.db.kysely,
        provider: { getMigrations: async () => (await import("../server/db/migrate")).migrationList() },
        ...(old.db.schema ? { migrationTableSchema: old.db.schema } : {}),
      });
      expect((await migrator.migrateTo("026_health_probe")).error).toBeUndefined();
      await old.db.kysely
        .insertInto("products")
        .values({
          id: "9",
          slug: "old-oud",
          name: "Old Oud",
          price: 9900,
          stock: 3,
          image: "/o.svg",
          description: "Oud.",
          category: "Men",
          notes: "Oud",
          position: 0,
        } as never)
        .execute();
      await migrateToLatest(old.db);
      const variants = await old.db.kysely.selectFrom("product_variants").selectAll().execute();
      expect(variants).toEqual([
        {
          id: "9-100",
          product_id: "9",
          size_ml: 100,
          kind: "bottle",
          price: 9900,
          compare_at_price: null,
          sku: "old-oud-100ml",
          gtin: null,
          stock: 3,
          active: 1,
          position: 0,
        },
      ]);
    } finally {
      await old.cleanup();
    }
  });
});
