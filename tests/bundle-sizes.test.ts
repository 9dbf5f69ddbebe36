// Bundles name the size of each perfume they hold and the owner chooses the custom trio's sizes
// (docs/decisions/038), on both engines: the admin API checks each size against its perfume, the
// order API prices and refuses by the size, each order takes the stock of the sizes it holds (the
// race for a bundle's last units runs through the real order path), and the order keeps each
// size's kind, SKU and price as sold. Migration 034 gives existing bundles their default sizes.
import { Migrator } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../server/app";
import { migrateToLatest, migrationList } from "../server/db/migrate";
import { createTestDb, engines, testServices, type TestDb } from "./support/test-db";
import { orderBody, postOrder } from "./support/orders";
import { signIn, staffRequest, useFastAuth } from "./support/admin";

interface Variant {
  id: string;
  sizeMl: number;
  kind: string;
  price: number;
  sku: string;
  stock: number | null;
}

describe.each(engines)("bundle and trio sizes on %s", (engine) => {
  let t: TestDb;
  let app: ReturnType<typeof createApp>;
  let staff: Record<string, string>;
  const admin = (method: string, path: string, body?: unknown) => staffRequest(app, () => staff)(method, path, body);
  /** Perfume 1's sizes once set: its 100 ml bottle, a 50 ml bottle with 3 units, a 2 ml sample. */
  let fifty: Variant;
  let sample: Variant;

  beforeAll(async () => {
    t = await createTestDb(engine);
    const services = useFastAuth(testServices(t.db));
    app = createApp(services);
    staff = await signIn(app, services);
    const res = await admin("PATCH", "/api/admin/products/1", {
      variants: [
        { id: "1-100", sizeMl: 100, kind: "bottle", price: 8500, sku: "p1-100", stock: 100, active: true },
        { sizeMl: 50, kind: "bottle", price: 6000, sku: "p1-50", stock: 3, active: true },
        { sizeMl: 2, kind: "sample", price: 500, sku: "p1-2", stock: null, active: true },
      ],
    });
    expect(res.status).toBe(200);
    const variants = ((await res.json()) as { product: { variants: Variant[] } }).product.variants;
    fifty = variants.find((v) => v.sizeMl === 50)!;
    sample = variants.find((v) => v.kind === "sample")!;
  });
  afterAll(async () => t.cleanup());

  const bundle = async (id: string) =>
    (
      (await (await admin("GET", "/api/admin/bundles")).json()) as {
        bundles: { id: string; productIds: string[]; variantIds: string[] }[];
      }
    ).bundles.find((b) => b.id === id)!;
  const stockOf = async (variantId: string) =>
    (await t.db.kysely.selectFrom("product_variants").select("stock").where("id", "=", variantId).executeTakeFirstOrThrow())
      .stock;
  const fieldsOf = async (res: Response) => ((await res.json()) as { errors: { field: string }[] }).errors.map((e) => e.field);

  it("lists each bundle's perfumes with the default size of each until the owner names another", async () => {
    const b = await bundle("bundle1");
    expect(b.productIds).toHaveLength(3);
    expect(b.variantIds).toEqual(b.productIds.map((id) => `${id}-100`));
  });

  it("refuses a size that is not its perfume's, or sizes that do not match the perfumes, naming the field", async () => {
    const { productIds } = await bundle("bundle1");
    expect(productIds[0]).toBe("1");
    const wrong = await admin("PATCH", "/api/admin/bundles/bundle1", {
      productIds,
      variantIds: [fifty.id, "1-100", `${productIds[2]}-100`],
    });
    expect(wrong.status).toBe(422);
    expect(await fieldsOf(wrong)).toEqual(["variantIds.1"]);
    const short = await admin("PATCH", "/api/admin/bundles/bundle1", { productIds, variantIds: [fifty.id] });
    expect(short.status).toBe(422);
    expect(await fieldsOf(short)).toEqual(["variantIds"]);
    const alone = await admin("PATCH", "/api/admin/bundles/bundle1", { variantIds: [fifty.id, "2-100", "3-100"] });
    expect(alone.status).toBe(422);
    expect(await fieldsOf(alone)).toEqual(["productIds"]);
    // Nothing changed.
    expect((await bundle("bundle1")).variantIds[0]).toBe("1-100");
  });

  it("sells a bundle's named size: its last 3 units to 3 of 10 simultaneous orders, the other sizes untouched", async () => {
    const { productIds } = await bundle("bundle1");
    const named = [fifty.id, ...productIds.slice(1).map((id) => `${id}-100`)];
    const res = await admin("PATCH", "/api/admin/bundles/bundle1", { productIds, variantIds: named });
    expect(res.status).toBe(200);
    expect((await bundle("bundle1")).variantIds).toEqual(named);
    // The storefront's bundle names the size too.
    const catalogue = (await (await app.request("/api/catalogue")).json()) as {
      bundles: { id: string; products: { id: string; variantId?: string; sizeMl?: number }[] }[];
    };
    expect(catalogue.bundles.find((b) => b.id === "bundle1")!.products[0]).toMatchObject({
      id: "1",
      variantId: fifty.id,
      sizeMl: 50,
    });

    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        postOrder(app, orderBody({ items: [{ type: "bundle", bundleId: "bundle1", quantity: 1 }] })),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(7);
    expect(await stockOf(fifty.id)).toBe(0);
    expect(await stockOf("1-100")).toBe(100);
    const taken = await t.db.kysely
      .selectFrom("order_variant_stock")
      .select((eb) => eb.fn.sum<number>("quantity").as("units"))
      .where("variant_id", "=", fifty.id)
      .executeTakeFirstOrThrow();
    expect(Number(taken.units)).toBe(3);
    // A refusal names the line and what is left of the size.
    const refused = (await answers.find((a) => a.status === 409)!.json()) as {
      lines: { pointer: string; variantId: string; available: number }[];
    };
    expect(refused.lines).toEqual([expect.objectContaining({ pointer: "/items/0", variantId: fifty.id, available: 0 })]);

    // The order keeps the size inside the bundle as sold: size, kind, SKU and that size's price.
    const sold = (await answers.find((a) => a.status === 201)!.json()) as { id: string };
    const order = (await (await admin("GET", `/api/admin/orders/${sold.id}`)).json()) as {
      order: { items: { products: Record<string, unknown>[] }[] };
    };
    expect(order.order.items[0].products[0]).toMatchObject({
      id: "1",
      variantId: fifty.id,
      sizeMl: 50,
      kind: "bottle",
      sku: "p1-50",
      price: 6000,
    });

    // The bundle is sold out wherever it is shown, though perfume 1's 100 ml bottle is not.
    const after = (await (await app.request("/api/catalogue")).json()) as {
      products: { id: string; stock: number | null }[];
    };
    expect(after.products.find((p) => p.id === "1")!.stock).toBe(100);
  });

  it("will not remove a size a bundle holds", async () => {
    const res = await admin("PATCH", "/api/admin/products/1", {
      variants: [
        { id: "1-100", sizeMl: 100, kind: "bottle", price: 8500, sku: "p1-100", stock: 100, active: true },
        { id: sample.id, sizeMl: 2, kind: "sample", price: 500, sku: "p1-2", stock: null, active: true },
      ],
    });
    expect(res.status).toBe(422);
    expect(await fieldsOf(res)).toEqual(["variants"]);
    expect(await stockOf(fifty.id)).toBe(0);
  });

  it("lets the trio hold only the sizes the owner allows: full bottles by default, a 422 naming the size otherwise", async () => {
    const trio = (variantIds?: string[]) =>
      postOrder(
        app,
        orderBody({
          items: [{ type: "custom-trio", productIds: ["1", "2", "3"], ...(variantIds && { variantIds }), quantity: 1 }],
        }),
      );
    const settings = (await (await admin("GET", "/api/admin/settings")).json()) as { customTrioSizes: unknown };
    expect(settings.customTrioSizes).toEqual([{ kind: "bottle", sizeMl: null }]);

    const refused = await trio([sample.id, "2-100", "3-100"]);
    expect(refused.status).toBe(422);
    expect(await fieldsOf(refused)).toEqual(["items.0.variantIds.0"]);
    // Another perfume's size is refused the same way.
    expect(await fieldsOf(await trio(["1-100", "3-100", "3-100"]))).toEqual(["items.0.variantIds.1"]);

    // A trio from before sizes holds the default bottles.
    const old = await trio();
    expect(old.status).toBe(201);
    const oldOrder = (await old.json()) as { items: { products: { variantId: string; kind: string }[] }[] };
    expect(oldOrder.items[0].products.map((p) => p.variantId)).toEqual(["1-100", "2-100", "3-100"]);

    expect((await admin("PATCH", "/api/admin/settings", { customTrioSizes: [] })).status).toBe(422);
    const bad = await admin("PATCH", "/api/admin/settings", { customTrioSizes: [{ kind: "jar", sizeMl: null }] });
    expect(bad.status).toBe(422);
    expect((await fieldsOf(bad))[0]).toMatch(/^customTrioSizes/);
    const allowed = [
      { kind: "bottle", sizeMl: null },
      { kind: "sample", sizeMl: 2 },
    ];
    const saved = await admin("PATCH", "/api/admin/settings", { customTrioSizes: allowed });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { customTrioSizes: unknown }).customTrioSizes).toEqual(allowed);
    const catalogue = (await (await app.request("/api/catalogue")).json()) as { customTrioSizes: unknown };
    expect(catalogue.customTrioSizes).toEqual(allowed);

    const placed = await trio([sample.id, "2-100", "3-100"]);
    expect(placed.status).toBe(201);
    const order = (await placed.json()) as { total: number; items: { unitPrice: number; products: Record<string, unknown>[] }[] };
    // The trio's one price, whatever its sizes cost; the sample kept as sold.
    expect(order.items[0].unitPrice).toBe(20000);
    expect(order.items[0].products[0]).toMatchObject({
      variantId: sample.id,
      sizeMl: 2,
      kind: "sample",
      sku: "p1-2",
      price: 500,
    });
  });

  it("gives each bundle of an older shop its perfumes' default sizes (migration 034)", async () => {
    const old = await createTestDb(engine, { migrate: false, seed: false, ownDatabase: true });
    try {
      const migrator = new Migrator({
        db: old.db.kysely,
        provider: { getMigrations: async () => migrationList() },
        ...(old.db.schema ? { migrationTableSchema: old.db.schema } : {}),
      });
      expect((await migrator.migrateTo("031_perfume_attributes")).error).toBeUndefined();
      const perfume = { image: "/o.svg", description: "Oud.", category: "Men", notes: "Oud", position: 0 };
      await old.db.kysely
        .insertInto("products")
        .values([
          { ...perfume, id: "a", slug: "a", name: "A" },
          { ...perfume, id: "b", slug: "b", name: "B" },
        ] as never)
        .execute();
      const variant = { price: 100, compare_at_price: null, gtin: null, stock: null };
      await old.db.kysely
        .insertInto("product_variants")
        .values([
          // A's default is its first shown bottle, after a sample and a hidden bottle.
          { ...variant, id: "a-2", product_id: "a", size_ml: 2, kind: "sample", sku: "a-2", active: 1, position: 0 },
          { ...variant, id: "a-200", product_id: "a", size_ml: 200, kind: "bottle", sku: "a-200", active: 0, position: 1 },
          { ...variant, id: "a-50", product_id: "a", size_ml: 50, kind: "bottle", sku: "a-50", active: 1, position: 2 },
          // B has no bottle: its first shown size.
          { ...variant, id: "b-10", product_id: "b", size_ml: 10, kind: "travel", sku: "b-10", active: 1, position: 0 },
        ])
        .execute();
      await old.db.kysely
        .insertInto("bundles")
        .values({
          id: "old",
          name: "Old",
          description: "",
          price: 100,
          discount: 0,
          image: "/b.svg",
          stripe_price_id: null,
          position: 0,
          name_ar: "",
          description_ar: "",
          active: 1,
          image_set: null,
        })
        .execute();
      await old.db.kysely
        .insertInto("bundle_products")
        .values([
          { bundle_id: "old", product_id: "a", position: 0 },
          { bundle_id: "old", product_id: "b", position: 1 },
        ])
        .execute();
      await migrateToLatest(old.db);
      const links = await old.db.kysely
        .selectFrom("bundle_products")
        .select(["product_id", "variant_id"])
        .orderBy("position")
        .execute();
      expect(links).toEqual([
        { product_id: "a", variant_id: "a-50" },
        { product_id: "b", variant_id: "b-10" },
      ]);
    } finally {
      await old.cleanup();
    }
  });
});
