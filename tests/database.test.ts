// Migrations and the catalogue seed, on every engine of the run.
import { Migrator, sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { migrateToLatest } from "../server/db/migrate";
import { seedCatalogue } from "../server/db/seed";
import { readCatalogue } from "../server/catalogue/catalogue";
import { CONNECT_TIMEOUT_MS, openDatabase } from "../server/db/database";
import { createTestDb, engines, TEST_DATABASE_URL, type TestDb } from "./support/test-db";

describe.each(engines)("database on %s", (engine) => {
  let t: TestDb | undefined;
  afterEach(async () => {
    await t?.cleanup();
    t = undefined;
  });

  const snapshot = async (db: TestDb["db"]) => ({
    products: await db.kysely.selectFrom("products").selectAll().orderBy("id").execute(),
    bundles: await db.kysely.selectFrom("bundles").selectAll().orderBy("id").execute(),
    links: await db.kysely.selectFrom("bundle_products").selectAll().orderBy("bundle_id").orderBy("position").execute(),
    variants: await db.kysely.selectFrom("product_variants").selectAll().orderBy("id").execute(),
  });

  it("migrates an empty database and migrating again is a no-op", async () => {
    t = await createTestDb(engine, { seed: false, ownDatabase: true });
    await migrateToLatest(t.db);
    const tables = ["products", "bundles", "bundle_products", "orders", "order_items", "idempotency_keys"];
    for (const table of tables) {
      await expect(
        t.db.kysely
          .selectFrom(table as "orders")
          .selectAll()
          .execute(),
      ).resolves.toEqual([]);
    }
  });

  it("seeds the 8 perfumes and 2 bundles of the specification, and a second seed changes nothing", async () => {
    t = await createTestDb(engine, { seed: false });
    await seedCatalogue(t.db);
    const first = await snapshot(t.db);
    await seedCatalogue(t.db);
    expect(await snapshot(t.db)).toEqual(first);

    expect(first.products).toHaveLength(8);
    // One 100 ml bottle each.
    expect(first.variants).toHaveLength(8);
    expect(first.variants.every((v) => v.price === 8500 && v.size_ml === 100 && v.kind === "bottle")).toBe(true);
    const catalogue = await readCatalogue(t.db);
    expect(catalogue.products.map((p) => p.name)).toEqual([
      "Creed Aventus",
      "Baccarat Rouge 540",
      "Miss Dior Eau de Parfum",
      "Tom Ford Ombre Leather",
      "Tom Ford Tobacco Vanille",
      "Yves Saint Laurent Y Eau de Parfum",
      "Valentino Uomo Born in Roma",
      "Emporio Armani Stronger With You Absolutely",
    ]);
    expect(new Set(catalogue.products.map((p) => p.category))).toEqual(new Set(["Men", "Women", "Unisex"]));
    // The discount is the real saving on the perfumes' prices (QR 200 for 3 × QR 85: 21 %; decision 039).
    expect(catalogue.bundles.map((b) => [b.id, b.name, b.price, b.discount, b.products.map((p) => p.name)])).toEqual([
      ["bundle1", "Signature Trio", 20000, 21, ["Creed Aventus", "Baccarat Rouge 540", "Tom Ford Tobacco Vanille"]],
      [
        "bundle2",
        "Modern Man Collection",
        20000,
        21,
        ["Yves Saint Laurent Y Eau de Parfum", "Tom Ford Ombre Leather", "Emporio Armani Stronger With You Absolutely"],
      ],
    ]);
  });

  it("seeds a new shop once: a restart leaves the owner's prices and deletions alone", async () => {
    t = await createTestDb(engine);
    await t.db.kysely.updateTable("product_variants").set({ price: 1 }).where("product_id", "=", "1").execute();
    await t.db.kysely.deleteFrom("bundle_products").where("bundle_id", "=", "bundle2").execute();
    await t.db.kysely.deleteFrom("bundles").where("id", "=", "bundle2").execute();
    await seedCatalogue(t.db);
    const row = await t.db.kysely
      .selectFrom("product_variants")
      .select("price")
      .where("product_id", "=", "1")
      .executeTakeFirstOrThrow();
    expect(row.price).toBe(1);
    expect(await t.db.kysely.selectFrom("bundles").select("id").execute()).toEqual([{ id: "bundle1" }]);
  });

  it("carries the Arabic texts and the home page's sections into a shop that predates migration 009", async () => {
    t = await createTestDb(engine, { migrate: false, ownDatabase: true });
    const migrator = new Migrator({
      db: t.db.kysely,
      provider: { getMigrations: async () => (await import("../server/db/migrate")).migrationList() },
      ...(t.db.schema ? { migrationTableSchema: t.db.schema } : {}),
    });
    expect((await migrator.migrateTo("008_product_stock")).error).toBeUndefined();
    await t.db.kysely
      .insertInto("products")
      .values({
        id: "6",
        slug: "ysl-y",
        name: "YSL Y",
        price: 8500,
        image: "/y.svg",
        description: "Fresh.",
        category: "Men",
        notes: "Apple, Ginger",
        position: 5,
      } as never)
      .execute();
    await migrateToLatest(t.db);
    const row = await t.db.kysely.selectFrom("products").selectAll().where("id", "=", "6").executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name_ar: "YSL Y", active: 1, best_seller: 0, new_arrival: 1 });
    expect(row.description_ar).toMatch(/^تفاح منعش/);
    // Already a shop with its catalogue: the seed adds nothing to it.
    await seedCatalogue(t.db);
    expect(await t.db.kysely.selectFrom("products").select("id").execute()).toHaveLength(1);
  });
});

// A rush of orders waits for a free connection longer than a new connection may take to open:
// that wait is not an outage, and the request must be served, not answered 503.
// Skipped without TEST_DATABASE_URL: the pool being timed is PostgreSQL's.
describe.skipIf(!TEST_DATABASE_URL)("a busy PostgreSQL pool (skipped without TEST_DATABASE_URL)", () => {
  it("serves a query that waited for a connection longer than the connect timeout", async () => {
    const db = openDatabase(TEST_DATABASE_URL, { poolSize: 1 });
    try {
      const seconds = CONNECT_TIMEOUT_MS / 1000 + 1;
      const holder = sql`select pg_sleep(${seconds})`.execute(db.kysely);
      const waiter = sql<{ one: number }>`select 1 as one`.execute(db.kysely);
      const [, answer] = await Promise.all([holder, waiter]);
      expect(answer.rows[0]?.one).toBe(1);
      expect(db.availability.outage).toBeNull();
    } finally {
      await db.close();
    }
  }, 30_000);
});
