// Perfume attributes on both engines (docs/decisions/034): migration 031 keeps today's notes as
// the heart of the pyramid; the admin API takes concentration, families, the pyramid, brand, year
// and search spellings (422 with field errors otherwise) and the owner extends the families; the
// storefront's catalogue carries them; /products filters and searches them in both languages, with
// Arabic matched without diacritics and with its interchangeable letters folded.
import { Migrator } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../server/app";
import { readCatalogue } from "../server/catalogue/catalogue";
import { migrateToLatest, migrationList } from "../server/db/migrate";
import { cacheKey } from "../server/page-cache";
import type { AdminProduct } from "../app/admin/catalogue/catalogue-contract";
import type { Catalogue, Product } from "../app/shared/catalogue";
import { filterProducts, parseProductList } from "../app/shared/product-list";
import { createTestDb, engines, testServices, type TestDb } from "./support/test-db";
import { signIn, staffRequest, TEST_ORIGIN, useFastAuth } from "./support/admin";

const perfume = {
  name: { en: "Amouage Interlude Man", ar: "أمواج إنترلود مان" },
  description: { en: "Smoky incense and amber.", ar: "بخور مدخّن وعنبر." },
  notes: {
    top: { en: ["Bergamot", "Oregano"], ar: ["برغموت", "زعتر بري"] },
    heart: { en: ["Incense", "Amber"], ar: ["بخور", "عنبر"] },
    base: { en: ["Oud", "Sandalwood"], ar: ["عود", "صندل"] },
  },
  category: "Men",
  price: 12500,
  concentration: "Eau de Parfum",
  families: ["Amber", "oud"],
  brand: { en: "Amouage", ar: "أمواج", aliases: ["امواج", "أمواج العمانية"] },
  year: 2012,
  searchAliases: ["إنترلود", "انترلود مان"],
};

describe.each(engines)("migration 031 on %s", (engine) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(engine, { migrate: false, ownDatabase: true });
  });
  afterAll(async () => t.cleanup());

  it("turns today's notes into heart notes and gives the seeded perfumes their houses", async () => {
    const migrator = new Migrator({
      db: t.db.kysely,
      provider: { getMigrations: async () => migrationList() },
      ...(t.db.schema ? { migrationTableSchema: t.db.schema } : {}),
    });
    expect((await migrator.migrateTo("026_health_probe")).error).toBeUndefined();
    for (const [id, name] of [
      ["1", "Creed Aventus"],
      ["owner-1", "Rasasi Hawas"],
    ]) {
      await t.db.kysely
        .insertInto("products")
        .values({
          id,
          slug: id,
          name,
          name_ar: name,
          price: 8500,
          image: "/p.svg",
          description: "Fresh.",
          description_ar: "منعش.",
          category: "Men",
          notes: "Pineapple, Birch",
          notes_ar: "أناناس، بتولا",
          position: 0,
        } as never)
        .execute();
    }
    await migrateToLatest(t.db);
    const { products } = await readCatalogue(t.db, "ar");
    const owners = products.find((p) => p.id === "owner-1")!;
    expect(owners.pyramid).toEqual({ top: [], heart: ["أناناس", "بتولا"], base: [] });
    expect(owners).toMatchObject({ brand: null, concentration: null, families: [], year: null, notes: "أناناس، بتولا" });
    const aventus = products.find((p) => p.id === "1")!;
    // Heart notes stay what they were; the seeded perfume gets its house, family and other tiers.
    expect(aventus.pyramid.heart).toEqual(["أناناس", "بتولا"]);
    expect(aventus).toMatchObject({ brand: "كريد", concentration: "Eau de Parfum", year: 2010 });
    expect(aventus.families.map((f) => f.id)).toEqual(["fresh", "woody"]);
    const families = await t.db.kysely.selectFrom("fragrance_families").select("id").orderBy("position").execute();
    expect(families.map((f) => f.id)).toEqual([
      "woody",
      "floral",
      "amber",
      "fresh",
      "oud",
      "gourmand",
      "musk",
      "citrus",
      "aromatic",
    ]);
  });
});

describe.each(engines)("perfume attributes on %s", (engine) => {
  let t: TestDb;
  let services: ReturnType<typeof testServices>;
  let app: ReturnType<typeof createApp>;
  let owner: Record<string, string>;
  let staff: Record<string, string>;

  beforeAll(async () => {
    t = await createTestDb(engine);
    services = useFastAuth(testServices(t.db));
    app = createApp(services);
    owner = await signIn(app, services);
    staff = await signIn(app, services, "clerk", undefined, "staff");
  });
  afterAll(async () => t.cleanup());

  const send = (method: string, path: string, body?: unknown) => staffRequest(app, () => owner)(method, path, body);
  const catalogue = async (): Promise<Catalogue> => (await (await app.request("/api/catalogue")).json()) as Catalogue;
  const fieldsOf = async (res: Response) => ((await res.json()) as { errors: { field: string }[] }).errors.map((e) => e.field);

  it("creates a perfume with its attributes, and the catalogue carries them in each language", async () => {
    const res = await send("POST", "/api/admin/products", perfume);
    expect(res.status, await res.clone().text()).toBe(201);
    const { product } = (await res.json()) as { product: AdminProduct };
    expect(product).toMatchObject({
      concentration: "Eau de Parfum",
      families: ["amber", "oud"],
      notes: perfume.notes,
      brand: perfume.brand,
      year: 2012,
      searchAliases: ["إنترلود", "انترلود مان"],
    });
    const en = (await catalogue()).products.find((p) => p.id === product.id)!;
    expect(en).toMatchObject({
      brand: "Amouage",
      concentration: "Eau de Parfum",
      families: [
        { id: "amber", name: "Amber (Oriental)" },
        { id: "oud", name: "Oud" },
      ],
      pyramid: { top: ["Bergamot", "Oregano"], heart: ["Incense", "Amber"], base: ["Oud", "Sandalwood"] },
      notes: "Incense, Amber",
    });
    const ar = (await readCatalogue(t.db, "ar")).products.find((p) => p.id === product.id)!;
    expect(ar).toMatchObject({ brand: "أمواج", pyramid: { base: ["عود", "صندل"] } });
    expect(ar.families.map((f) => f.name)).toEqual(["عنبري شرقي", "عود"]);
  });

  it("changes one tier and keeps the others; the older { en, ar } notes mean the heart", async () => {
    const { product } = (await (
      await send("POST", "/api/admin/products", { ...perfume, name: { en: "Tier Test", ar: "اختبار" } })
    ).json()) as {
      product: AdminProduct;
    };
    const res = await send("PATCH", `/api/admin/products/${product.id}`, {
      notes: { en: ["Rose"], ar: ["ورد"] },
      families: ["woody"],
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const { product: after } = (await res.json()) as { product: AdminProduct };
    expect(after.notes).toEqual({ top: perfume.notes.top, heart: { en: ["Rose"], ar: ["ورد"] }, base: perfume.notes.base });
    expect(after.families).toEqual(["woody"]);
    const cleared = (await (
      await send("PATCH", `/api/admin/products/${product.id}`, { brand: null, concentration: null, year: null })
    ).json()) as {
      product: AdminProduct;
    };
    expect(cleared.product).toMatchObject({ brand: null, concentration: null, year: null });
  });

  it("refuses bad attributes with 422 naming each field", async () => {
    const bad = await send("POST", "/api/admin/products", {
      ...perfume,
      concentration: "Eau Fraiche",
      families: ["Woody", "Amber", "Oud"],
      year: 1066,
      brand: { en: "", ar: "أمواج" },
      notes: { top: { en: ["A, B"], ar: [] }, heart: { en: [], ar: ["عنبر"] } },
    });
    expect(bad.status).toBe(422);
    expect(await fieldsOf(bad)).toEqual(
      expect.arrayContaining(["concentration", "families", "year", "brand.en", "notes.top.en", "notes.heart.en"]),
    );
    const unknown = await send("POST", "/api/admin/products", { ...perfume, families: ["Oud", "Leather"] });
    expect(unknown.status).toBe(422);
    expect(await fieldsOf(unknown)).toEqual(["families.1"]);
    const patch = await send("PATCH", "/api/admin/products/1", { families: ["Leather"] });
    expect(patch.status).toBe(422);
    expect(await fieldsOf(patch)).toEqual(["families.0"]);
  });

  it("lets the owner add a family and use it at once; refuses duplicates, staff and strangers", async () => {
    const added = await send("POST", "/api/admin/families", { name: { en: "Leather", ar: "جلدي" } });
    expect(added.status, await added.clone().text()).toBe(201);
    expect(await added.json()).toEqual({ family: { id: "leather", name: { en: "Leather", ar: "جلدي" } } });
    const again = await send("POST", "/api/admin/families", { name: { en: "leather", ar: "جلد" } });
    expect(again.status).toBe(422);
    const empty = await send("POST", "/api/admin/families", { name: { en: "", ar: "" } });
    expect(await fieldsOf(empty)).toEqual(expect.arrayContaining(["name.en", "name.ar"]));
    const listed = (await (await send("GET", "/api/admin/families")).json()) as { families: { id: string }[] };
    expect(listed.families.at(-1)?.id).toBe("leather");
    const used = await send("PATCH", "/api/admin/products/4", { families: ["Leather", "woody"] });
    expect(used.status).toBe(200);
    expect((await catalogue()).products.find((p) => p.id === "4")?.families.map((f) => f.id)).toEqual(["leather", "woody"]);
    expect((await services.catalogue.get("ar")).families.map((f) => f.name)).toContain("جلدي");

    const clerk = await staffRequest(app, () => staff)("POST", "/api/admin/families", { name: { en: "Chypre", ar: "شيبر" } });
    expect(clerk.status).toBe(403);
    expect((await staffRequest(app, () => staff)("GET", "/api/admin/families")).status).toBe(200);
    const stranger = await app.request("/api/admin/families", {
      method: "POST",
      headers: { origin: TEST_ORIGIN, "content-type": "application/json" },
      body: "{}",
    });
    expect(stranger.status).toBe(401);
  });

  describe("/products search and filters", () => {
    const list = async (lang: "en" | "ar", search: string): Promise<Product[]> =>
      filterProducts((await readCatalogue(t.db, lang)).products, parseProductList(new URLSearchParams(search)));
    const names = (products: Product[]) => products.map((p) => p.slug).sort();

    it("finds the seeded houses by their Arabic names and spellings on /ar/products", async () => {
      expect(names(await list("ar", "q=ديور"))).toEqual(["miss-dior-eau-de-parfum"]);
      expect(names(await list("ar", "q=توم فورد"))).toEqual(["tom-ford-ombre-leather", "tom-ford-tobacco-vanille"]);
      expect(names(await list("ar", "q=كريد"))).toEqual(["creed-aventus"]);
      // The same in the English edition: search reads both languages.
      expect(names(await list("en", "q=كريد"))).toEqual(["creed-aventus"]);
    });

    it("finds the category, notes and families in Arabic, without diacritics and with folded letters", async () => {
      const men = names(await list("ar", "q=رجالي"));
      expect(men).toEqual(expect.arrayContaining(["creed-aventus", "ysl-y-eau-de-parfum", "valentino-uomo-born-in-roma"]));
      expect(men).not.toContain("miss-dior-eau-de-parfum");
      expect(names(await list("ar", "q=رِجَالِيّ"))).toEqual(men);
      // The family "زهري" (floral), typed with tatweel.
      expect(names(await list("ar", "q=زهـــري"))).toEqual(["miss-dior-eau-de-parfum"]);
      expect(names(await list("ar", "q=فانيليا"))).toEqual(
        expect.arrayContaining(["tom-ford-tobacco-vanille", "emporio-armani-stronger-with-you-absolutely"]),
      );
      expect(names(await list("ar", "q=ايف سان لوران"))).toEqual(["ysl-y-eau-de-parfum"]);
      expect(names(await list("ar", "q=إيف سان لوران"))).toEqual(["ysl-y-eau-de-parfum"]);
      expect(names(await list("en", "q=kurkdjian"))).toEqual(["baccarat-rouge-540"]);
      expect(names(await list("en", "q=woody"))).toContain("valentino-uomo-born-in-roma");
    });

    it("filters by family, concentration, gender and price, as the URL says", async () => {
      expect(names(await list("en", "family=floral"))).toEqual(["miss-dior-eau-de-parfum"]);
      expect(names(await list("en", "concentration=eau-de-toilette"))).toEqual(["valentino-uomo-born-in-roma"]);
      expect(names(await list("en", "concentration=parfum&category=Men"))).toEqual([
        "emporio-armani-stronger-with-you-absolutely",
      ]);
      expect(names(await list("en", "family=gourmand&category=Unisex"))).toEqual(["tom-ford-tobacco-vanille"]);
      expect(await list("en", "min=86")).toEqual((await list("en", "")).filter((p) => p.price >= 8600));
      expect((await list("en", "max=85")).length).toBeGreaterThan(0);
      expect(await list("en", "min=86&max=100")).toEqual([]);
    });

    it("keys each filtered page apart in the page cache, and ignores what the page does not read", () => {
      const key = (path: string) => cacheKey(new URL(`http://shop.test${path}`), undefined);
      const plain = key("/products");
      expect(key("/products?utm_source=x")).toBe(plain);
      const keys = [
        "/products?family=oud",
        "/products?family=woody",
        "/products?concentration=parfum",
        "/products?min=50",
        "/products?max=50",
        "/products?kind=sample",
        "/products?kind=travel",
        "/products?family=oud&family=woody",
        "/ar/products?family=oud",
      ].map(key);
      expect(new Set([plain, ...keys]).size).toBe(keys.length + 1);
    });
  });
});
