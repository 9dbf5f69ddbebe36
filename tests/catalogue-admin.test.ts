// The owner runs the catalogue: perfumes, bundles and the custom trio's price changed
// through the admin API, on both engines. Each change shows in the storefront's catalogue at once
// (in both languages), is audited with the values before and after, and prices only new orders.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../server/app";
import { shareCatalogueChanges } from "../server/catalogue/catalogue-channel";
import type { AdminBundle, AdminProduct } from "../app/admin/catalogue/catalogue-contract";
import type { Catalogue } from "../app/shared/catalogue";
import { createTestDb, engines, testServices, type TestDb } from "./support/test-db";
import { orderBody, postOrder } from "./support/orders";
import { signIn, useFastAuth, TEST_ORIGIN, staffRequest } from "./support/admin";

const newPerfume = {
  name: { en: "Amouage Interlude Man", ar: "أمواج إنترلود مان" },
  description: { en: "Smoky incense and amber, made for the evening.", ar: "بخور مدخّن وعنبر، صُنع للمساء." },
  notes: { en: ["Incense", "Amber", "Oregano"], ar: ["بخور", "عنبر", "زعتر بري"] },
  category: "Men",
  price: 12500,
};

describe.each(engines)("the owner's catalogue on %s", (engine) => {
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
  const create = async (overrides: Record<string, unknown> = {}) => {
    const res = await send("POST", "/api/admin/products", { ...newPerfume, ...overrides });
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as { product: AdminProduct }).product;
  };
  const auditRows = (action: string, target: string) =>
    t.db.kysely
      .selectFrom("audit_log")
      .select(["actor", "detail"])
      .where("action", "=", action)
      .where("target", "=", target)
      .execute();

  it("lists every perfume with both languages, carried over from the code into the database", async () => {
    const res = await send("GET", "/api/admin/products");
    expect(res.status).toBe(200);
    const { products } = (await res.json()) as { products: AdminProduct[] };
    expect(products).toHaveLength(8);
    const aventus = products.find((p) => p.id === "1")!;
    expect(aventus).toMatchObject({
      slug: "creed-aventus",
      name: { en: "Creed Aventus", ar: "Creed Aventus" },
      active: true,
      bestSeller: true,
    });
    expect(aventus.notes.heart.en).toEqual(["Pineapple", "Birch", "Blackcurrant", "Musk"]);
    expect(aventus.notes.heart.ar[0]).toBe("أناناس");
    expect(aventus.description.ar).toMatch(/^احتفاءٌ بالقوة/);
    const arabic = await services.catalogue.get("ar");
    expect(arabic.products.find((p) => p.id === "1")?.notes).toBe("أناناس، بتولا، كشمش أسود، مسك");
    expect(arabic.bundles.find((b) => b.id === "bundle1")?.name).toBe("الثلاثية المميزة");
  });

  it("creates a perfume that the storefront sells at once, in both languages, with a slug from its name", async () => {
    const product = await create();
    expect(product).toMatchObject({ slug: "amouage-interlude-man", stock: null, active: true, image: "/images/placeholder.svg" });
    const shown = (await catalogue()).products.find((p) => p.id === product.id);
    expect(shown).toMatchObject({ name: "Amouage Interlude Man", price: 12500, notes: "Incense, Amber, Oregano" });
    expect((await services.catalogue.get("ar")).products.find((p) => p.id === product.id)).toMatchObject({
      name: "أمواج إنترلود مان",
      notes: "بخور، عنبر، زعتر بري",
    });
    const order = await postOrder(app, orderBody({ items: [{ type: "product", productId: product.id, quantity: 2 }] }));
    expect(order.status).toBe(201);
    expect(((await order.json()) as { total: number }).total).toBe(25000);
    const [row] = await auditRows("product.create", product.id);
    expect(row.actor).toBe("admin");
    expect(JSON.parse(row.detail!)).toMatchObject({ before: null, after: { slug: "amouage-interlude-man" } });
  });

  it("keeps a new perfume out of the custom trio until the owner lets it in; the order API refuses it by name", async () => {
    const premium = await create({ name: { en: "Roja Elysium", ar: "روجا إليزيوم" }, price: 32000 });
    expect(premium.inCustomTrio).toBe(false);
    expect((await catalogue()).products.find((p) => p.id === "1")?.inCustomTrio).toBe(true);
    expect((await catalogue()).products.find((p) => p.id === premium.id)?.inCustomTrio).toBe(false);
    const trio = { items: [{ type: "custom-trio", productIds: ["1", premium.id, "3"], quantity: 1 }] };
    const refused = await postOrder(app, orderBody(trio));
    expect(refused.status).toBe(422);
    const problem = (await refused.json()) as { detail: string; errors: { field: string; detail: string }[] };
    expect(problem.errors).toEqual([
      expect.objectContaining({ field: "items.0.productIds.1", detail: expect.stringContaining("Roja Elysium") }),
    ]);
    expect((await send("PATCH", `/api/admin/products/${premium.id}`, { inCustomTrio: true })).status).toBe(200);
    expect((await postOrder(app, orderBody(trio))).status).toBe(201);
    // The seeded perfume may be taken out again.
    expect((await send("PATCH", "/api/admin/products/3", { inCustomTrio: false })).status).toBe(200);
    expect((await postOrder(app, orderBody(trio))).status).toBe(422);
    expect((await send("PATCH", "/api/admin/products/3", { inCustomTrio: true })).status).toBe(200);
  });

  it("refuses bad input with 422 naming each field, and writes nothing", async () => {
    const count = async () => (await t.db.kysely.selectFrom("products").select("id").execute()).length;
    const before = await count();
    const res = await send("POST", "/api/admin/products", {
      ...newPerfume,
      name: { en: "Oud\u0000Wood", ar: "" },
      price: 12.5,
      category: "Kids",
      slug: "Not A Slug",
    });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { errors: { field: string }[] };
    expect(body.errors.map((e) => e.field).sort()).toEqual(["category", "name.ar", "name.en", "price", "slug"]);
    expect((await send("POST", "/api/admin/products", { ...newPerfume, slug: "creed-aventus" })).status).toBe(422);
    expect((await send("POST", "/api/admin/products", "not json")).status).toBe(422);
    expect((await send("PATCH", "/api/admin/products/1", {})).status).toBe(422);
    expect((await send("PATCH", "/api/admin/products/1", { stock: -1 })).status).toBe(422);
    expect((await send("PATCH", "/api/admin/products/nope", { price: 100 })).status).toBe(404);
    expect(await count()).toBe(before);
  });

  it("prices new orders at a changed price and leaves earlier orders as they were", async () => {
    const first = (await (
      await postOrder(app, orderBody({ items: [{ type: "product", productId: "2", quantity: 1 }] }))
    ).json()) as { id: string };
    const res = await send("PATCH", "/api/admin/products/2", { price: 9900 });
    expect(res.status).toBe(200);
    expect((await catalogue()).products.find((p) => p.id === "2")?.price).toBe(9900);
    const second = (await (
      await postOrder(app, orderBody({ items: [{ type: "product", productId: "2", quantity: 1 }] }))
    ).json()) as { id: string };
    const price = async (orderId: string) =>
      (await t.db.kysely.selectFrom("order_items").select("unit_price").where("order_id", "=", orderId).executeTakeFirstOrThrow())
        .unit_price;
    expect(await price(first.id)).toBe(8500);
    expect(await price(second.id)).toBe(9900);
    const [row] = await auditRows("product.update", "2");
    expect(JSON.parse(row.detail!)).toMatchObject({ before: { price: 8500 }, after: { price: 9900 } });
  });

  it("hides a perfume: gone from the storefront and not orderable, still listed for staff", async () => {
    expect((await send("PATCH", "/api/admin/products/7", { active: false })).status).toBe(200);
    expect((await catalogue()).products.map((p) => p.id)).not.toContain("7");
    const refused = await postOrder(app, orderBody({ items: [{ type: "product", productId: "7", quantity: 1 }] }));
    expect(refused.status).toBe(422);
    const { products } = (await (await send("GET", "/api/admin/products")).json()) as { products: AdminProduct[] };
    expect(products.find((p) => p.id === "7")?.active).toBe(false);
    expect((await send("PATCH", "/api/admin/products/7", { active: true })).status).toBe(200);
    expect((await catalogue()).products.map((p) => p.id)).toContain("7");
  });

  it("keeps an old slug answering with the new one, and frees it for another perfume", async () => {
    expect((await send("PATCH", "/api/admin/products/3", { slug: "miss-dior" })).status).toBe(200);
    expect(await services.catalogue.redirect("miss-dior-eau-de-parfum")).toBe("miss-dior");
    expect(await services.catalogue.redirect("miss-dior")).toBeNull();
    // Renamed twice: the first address still leads to the newest.
    expect((await send("PATCH", "/api/admin/products/3", { slug: "miss-dior-edp" })).status).toBe(200);
    expect(await services.catalogue.redirect("miss-dior-eau-de-parfum")).toBe("miss-dior-edp");
    expect(await services.catalogue.redirect("miss-dior")).toBe("miss-dior-edp");
    // Another perfume's current slug is taken; a former one is not.
    const taken = await send("PATCH", "/api/admin/products/3", { slug: "creed-aventus" });
    expect(taken.status).toBe(422);
    expect(((await taken.json()) as { errors: { field: string }[] }).errors[0].field).toBe("slug");
    const other = await create({ name: { en: "Miss Dior", ar: "مس ديور" }, slug: "miss-dior" });
    expect(other.slug).toBe("miss-dior");
    expect(await services.catalogue.redirect("miss-dior")).toBeNull();
  });

  it("deletes a perfume only when no bundle and no open order holds it", async () => {
    expect((await send("DELETE", "/api/admin/products/5")).status).toBe(409); // in bundle1
    const product = await create({ name: { en: "Short Lived", ar: "قصير العمر" }, inCustomTrio: true });
    const order = (await (
      await postOrder(app, orderBody({ items: [{ type: "custom-trio", productIds: [product.id, "1", "2"], quantity: 1 }] }))
    ).json()) as { id: string };
    const refused = await send("DELETE", `/api/admin/products/${product.id}`);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { detail: string }).detail).toMatch(/Hide the perfume instead/);
    expect((await send("PATCH", `/api/admin/orders/${order.id}/status`, { status: "Delivered" })).status).toBe(200);
    expect((await send("DELETE", `/api/admin/products/${product.id}`)).status).toBe(204);
    expect((await send("DELETE", `/api/admin/products/${product.id}`)).status).toBe(404);
    expect((await catalogue()).products.map((p) => p.id)).not.toContain(product.id);
    // The order keeps its lines.
    const items = await t.db.kysely.selectFrom("order_items").select("products").where("order_id", "=", order.id).execute();
    expect(items[0].products).toContain("Short Lived");
  });

  it("reorders the perfumes, refusing a list that is not every id once", async () => {
    const { products } = (await (await send("GET", "/api/admin/products")).json()) as { products: AdminProduct[] };
    const ids = products.map((p) => p.id).reverse();
    expect((await send("PUT", "/api/admin/products/order", { ids })).status).toBe(200);
    expect((await catalogue()).products.map((p) => p.id)).toEqual(ids.filter((id) => products.find((p) => p.id === id)!.active));
    expect((await send("PUT", "/api/admin/products/order", { ids: ids.slice(1) })).status).toBe(422);
    expect((await send("PUT", "/api/admin/products/order", { ids: [...ids.slice(1), "nope"] })).status).toBe(422);
    expect((await send("PUT", "/api/admin/products/order", { ids: products.map((p) => p.id) })).status).toBe(200);
  });

  it("creates, changes, hides and deletes bundles; a bundle's perfumes must exist", async () => {
    const bad = await send("POST", "/api/admin/bundles", {
      name: { en: "Evening Pair", ar: "ثنائي المساء" },
      description: { en: "Two for the night.", ar: "عطران للسهرة." },
      price: 15000,
      productIds: ["4", "nope"],
    });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { errors: { field: string }[] }).errors[0].field).toBe("productIds.1");
    expect((await t.db.kysely.selectFrom("bundles").select("id").execute()).length).toBe(2);

    const res = await send("POST", "/api/admin/bundles", {
      name: { en: "Evening Pair", ar: "ثنائي المساء" },
      description: { en: "Two for the night.", ar: "عطران للسهرة." },
      price: 15000,
      productIds: ["4", "5"],
    });
    expect(res.status).toBe(201);
    const { bundle } = (await res.json()) as { bundle: AdminBundle };
    expect((await catalogue()).bundles.find((b) => b.id === bundle.id)?.products.map((p) => p.id)).toEqual(["4", "5"]);
    expect((await services.catalogue.get("ar")).bundles.find((b) => b.id === bundle.id)?.name).toBe("ثنائي المساء");
    const sold = await postOrder(app, orderBody({ items: [{ type: "bundle", bundleId: bundle.id, quantity: 1 }] }));
    expect(sold.status).toBe(201);
    expect(((await sold.json()) as { total: number }).total).toBe(15000);

    const patched = await send("PATCH", `/api/admin/bundles/${bundle.id}`, { productIds: ["4", "5", "6"], price: 21000 });
    expect(patched.status).toBe(200);
    expect(((await patched.json()) as { bundle: AdminBundle }).bundle).toMatchObject({
      productIds: ["4", "5", "6"],
      price: 21000,
    });

    expect((await send("PATCH", `/api/admin/bundles/${bundle.id}`, { active: false })).status).toBe(200);
    expect((await catalogue()).bundles.map((b) => b.id)).not.toContain(bundle.id);
    expect((await postOrder(app, orderBody({ items: [{ type: "bundle", bundleId: bundle.id, quantity: 1 }] }))).status).toBe(422);

    expect((await send("DELETE", `/api/admin/bundles/${bundle.id}`)).status).toBe(204);
    expect((await send("DELETE", `/api/admin/bundles/${bundle.id}`)).status).toBe(404);
    expect(await auditRows("bundle.delete", bundle.id)).toHaveLength(1);
  });

  it("sets the custom trio's price as a shop setting, priced into new trio orders", async () => {
    expect(await (await send("GET", "/api/admin/settings")).json()).toMatchObject({ customTrioPrice: 20000 });
    expect((await send("PATCH", "/api/admin/settings", { customTrioPrice: 0 })).status).toBe(422);
    const res = await send("PATCH", "/api/admin/settings", { customTrioPrice: 18000 });
    expect(await res.json()).toMatchObject({ customTrioPrice: 18000 });
    expect((await catalogue()).customTrioPrice).toBe(18000);
    const order = await postOrder(app, orderBody({ items: [{ type: "custom-trio", productIds: ["1", "2", "4"], quantity: 2 }] }));
    expect(((await order.json()) as { total: number }).total).toBe(36000);
    await send("PATCH", "/api/admin/settings", { customTrioPrice: 20000 });
  });

  it("refuses every catalogue endpoint without a session, and changes from another site", async () => {
    const calls: [string, string][] = [
      ["GET", "/api/admin/products"],
      ["POST", "/api/admin/products"],
      ["PATCH", "/api/admin/products/1"],
      ["DELETE", "/api/admin/products/1"],
      ["PUT", "/api/admin/products/order"],
      ["PUT", "/api/admin/products/1/image"],
      ["GET", "/api/admin/bundles"],
      ["POST", "/api/admin/bundles"],
      ["PATCH", "/api/admin/bundles/bundle1"],
      ["DELETE", "/api/admin/bundles/bundle1"],
      ["GET", "/api/admin/settings"],
      ["PATCH", "/api/admin/settings"],
    ];
    for (const [method, path] of calls) {
      const res = await app.request(path, {
        method,
        headers: { origin: TEST_ORIGIN, "content-type": "application/json" },
        body: method === "GET" ? undefined : "{}",
      });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
    const foreign = await app.request("/api/admin/products/1", {
      method: "PATCH",
      headers: { ...staff, origin: "https://evil.example", "content-type": "application/json" },
      body: JSON.stringify({ price: 1 }),
    });
    expect(foreign.status).toBe(403);
  });
});

describe.runIf(engines.includes("postgres"))("catalogue changes between processes on PostgreSQL", () => {
  it("reach another process's cached catalogue through NOTIFY", async () => {
    const t = await createTestDb("postgres");
    try {
      const here = useFastAuth(testServices(t.db, { DATABASE_URL: t.url }));
      const there = testServices(t.db, { DATABASE_URL: t.url });
      const channels = await Promise.all([shareCatalogueChanges(here), shareCatalogueChanges(there)]);
      const app = createApp(here);
      const staff = await signIn(app, here);
      expect((await there.catalogue.get()).products.find((p) => p.id === "1")?.price).toBe(8500);
      // The listeners are connected once a change made now is heard.
      const res = await app.request("/api/admin/products/1", {
        method: "PATCH",
        headers: { ...staff, "content-type": "application/json" },
        body: JSON.stringify({ price: 7700 }),
      });
      expect(res.status).toBe(200);
      await expect
        .poll(async () => (await there.catalogue.get()).products.find((p) => p.id === "1")?.price, { timeout: 5000 })
        .toBe(7700);
      await Promise.all(channels.map((c) => c?.close()));
    } finally {
      await t.cleanup();
    }
  });
});
