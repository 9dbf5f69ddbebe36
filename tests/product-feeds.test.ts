// @vitest-environment jsdom
// The product feeds (docs/decisions/037-product-feeds.md) through the real app on both engines:
// Google's RSS read with a real XML parser, Meta's CSV with a real CSV parser; every shown size of
// every shown perfume is there with its group, hidden sizes and perfumes are not, prices and
// availability are right, and the owner's change shows in the very next request.
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../server/app";
import { createTestDb, engines, testServices, type TestDb } from "./support/test-db";
import { signIn, staffRequest, useFastAuth } from "./support/admin";

const G = "http://base.google.com/ns/1.0";

interface FeedRow {
  id: string;
  group: string;
  title: string;
  price: string;
  salePrice: string | null;
  availability: string;
  link: string;
  image: string;
  gtin: string | null;
  mpn: string | null;
}

function parseGoogle(xml: string): FeedRow[] {
  const doc = new DOMParser().parseFromString(xml, "application/xml");
  if (doc.getElementsByTagName("parsererror").length > 0) throw new Error(`not well-formed XML: ${xml.slice(0, 200)}`);
  expect(doc.documentElement.localName).toBe("rss");
  const g = (item: Element, name: string) => item.getElementsByTagNameNS(G, name)[0]?.textContent ?? null;
  return [...doc.getElementsByTagName("item")].map((item) => ({
    id: g(item, "id") ?? "",
    group: g(item, "item_group_id") ?? "",
    title: g(item, "title") ?? "",
    price: g(item, "price") ?? "",
    salePrice: g(item, "sale_price"),
    availability: g(item, "availability") ?? "",
    link: g(item, "link") ?? "",
    image: g(item, "image_link") ?? "",
    gtin: g(item, "gtin"),
    mpn: g(item, "mpn"),
  }));
}

function parseMeta(csv: string): FeedRow[] {
  const rows = parse<Record<string, string>>(csv, { columns: true, skip_empty_lines: true });
  return rows.map((r) => ({
    id: r.id,
    group: r.item_group_id,
    title: r.title,
    price: r.price,
    salePrice: r.sale_price || null,
    availability: r.availability,
    link: r.link,
    image: r.image_link,
    gtin: r.gtin || null,
    mpn: r.mpn || null,
  }));
}

describe.each(engines)("product feeds on %s", (engine) => {
  let t: TestDb;
  let app: ReturnType<typeof createApp>;
  let staff: Record<string, string>;

  beforeAll(async () => {
    t = await createTestDb(engine);
    const services = useFastAuth(testServices(t.db));
    app = createApp(services);
    staff = await signIn(app, services);
    const send = staffRequest(app, () => staff);
    const patch = async (id: string, body: unknown) => {
      const res = await send("PATCH", `/api/admin/products/${id}`, body);
      expect(res.status, await res.clone().text()).toBe(200);
    };
    // Perfume 1: a sample (untracked), a 50 ml bottle on sale, the 100 ml bottle with a barcode,
    // and a hidden travel spray.
    await patch("1", {
      variants: [
        { sizeMl: 2, kind: "sample", price: 1500, sku: "aventus-2", stock: null, active: true },
        { sizeMl: 50, kind: "bottle", price: 6500, compareAtPrice: 7500, sku: "aventus-50", stock: 5, active: true },
        {
          id: "1-100",
          sizeMl: 100,
          kind: "bottle",
          price: 8500,
          sku: "aventus-100",
          gtin: "3348901419611",
          stock: 20,
          active: true,
        },
        { sizeMl: 10, kind: "travel", price: 3000, sku: "aventus-10", stock: null, active: false },
      ],
    });
    // Perfume 2 sold out; perfume 3 hidden.
    await patch("2", { stock: 0 });
    await patch("3", { active: false });
  });
  afterAll(async () => t.cleanup());

  /** What the database says should be listed: every active size of every active perfume. */
  const expected = async () =>
    (
      await t.db.kysely
        .selectFrom("product_variants as v")
        .innerJoin("products as p", "p.id", "v.product_id")
        .select(["v.id", "v.product_id", "v.price", "v.stock", "v.active as variantActive", "p.active as productActive"])
        .orderBy("p.position")
        .orderBy("p.id")
        .orderBy("v.position")
        .orderBy("v.id")
        .execute()
    ).filter((r) => Number(r.variantActive) !== 0 && Number(r.productActive) !== 0);

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await app.request(path, { headers });
    expect(res.status).toBe(200);
    return res;
  };
  const google = async (query = "") => parseGoogle(await (await get(`/feeds/google.xml${query}`)).text());
  const meta = async (query = "") => parseMeta(await (await get(`/feeds/meta.csv${query}`)).text());

  it.each([
    ["google", google, { in: "in_stock", out: "out_of_stock" }],
    ["meta", meta, { in: "in stock", out: "out of stock" }],
  ] as const)("%s lists every shown size with its perfume as group, and nothing hidden", async (_name, read, words) => {
    const rows = await read();
    const want = await expected();
    expect(want.length).toBeGreaterThan(8);
    expect(rows.map((r) => [r.id, r.group])).toEqual(want.map((w) => [w.id, w.product_id]));
    const ids = rows.map((r) => r.id);
    expect(rows.some((r) => r.group === "3")).toBe(false);
    expect(ids.some((id) => id.startsWith("3-"))).toBe(false);
    const hiddenTravel = (
      await t.db.kysely.selectFrom("product_variants").select("id").where("sku", "=", "aventus-10").executeTakeFirstOrThrow()
    ).id;
    expect(ids).not.toContain(hiddenTravel);

    for (const row of rows) {
      const stored = want.find((w) => w.id === row.id)!;
      // The sale price is what is charged; the price is the compare-at price when there is one.
      expect(row.salePrice ?? row.price).toBe(`${(stored.price / 100).toFixed(2)} QAR`);
      const soldOut = stored.stock !== null && stored.stock <= 0;
      expect(row.availability).toBe(soldOut ? words.out : words.in);
      expect(row.link).toMatch(/^http:\/\/localhost\/product\/[^/?]+\?size=\d+/);
      expect(row.image).toMatch(/^http:\/\/localhost\//);
      expect(row.gtin ?? row.mpn).toBeTruthy();
    }
    const fifty = rows.find((r) => r.title.endsWith(" 50 ml"))!;
    expect(fifty).toMatchObject({ group: "1", price: "75.00 QAR", salePrice: "65.00 QAR", gtin: null, mpn: "aventus-50" });
    expect(fifty.link).toMatch(/\/product\/creed-aventus\?size=50$/);
    expect(rows.find((r) => r.id === "1-100")).toMatchObject({
      price: "85.00 QAR",
      salePrice: null,
      gtin: "3348901419611",
      mpn: null,
    });
    expect(rows.find((r) => r.title.includes("2 ml"))).toMatchObject({ availability: words.in }); // untracked
    expect(rows.find((r) => r.id === "2-100")).toMatchObject({ availability: words.out });
  });

  it("gives Arabic titles and the Arabic product link with ?lang=ar", async () => {
    for (const rows of [await google("?lang=ar"), await meta("?lang=ar")]) {
      const fifty = rows.find((r) => r.id !== "1-100" && r.group === "1" && r.title.includes("50"))!;
      expect(fifty.title).toMatch(/50 مل$/);
      expect(fifty.link).toMatch(/^http:\/\/localhost\/ar\/product\/creed-aventus\?size=50$/);
    }
  });

  it("shows the owner's price change and a sell-out in the next request, and 304s an unchanged feed", async () => {
    const first = await get("/feeds/google.xml");
    const etag = first.headers.get("etag")!;
    expect(first.headers.get("cache-control")).toBe("no-cache");
    expect((await app.request("/feeds/google.xml", { headers: { "if-none-match": etag } })).status).toBe(304);
    await meta(); // kept too, so a stale copy would show below

    const res = await staffRequest(app, () => staff)("PATCH", "/api/admin/products/1", {
      variants: [
        { sizeMl: 2, kind: "sample", price: 1500, sku: "aventus-2", stock: 0, active: true },
        { sizeMl: 50, kind: "bottle", price: 6000, compareAtPrice: 7500, sku: "aventus-50", stock: 5, active: true },
        {
          id: "1-100",
          sizeMl: 100,
          kind: "bottle",
          price: 9900,
          sku: "aventus-100",
          gtin: "3348901419611",
          stock: 20,
          active: true,
        },
      ],
    });
    expect(res.status, await res.clone().text()).toBe(200);

    const changed = await app.request("/feeds/google.xml", { headers: { "if-none-match": etag } });
    expect(changed.status).toBe(200);
    for (const rows of [parseGoogle(await changed.text()), await meta()]) {
      expect(rows.find((r) => r.id === "1-100")!.price).toBe("99.00 QAR");
      expect(rows.find((r) => r.title.endsWith(" 50 ml"))!.salePrice).toBe("60.00 QAR");
      expect(rows.find((r) => r.title.includes("2 ml"))!.availability).toMatch(/^out.of.stock$/);
      // The travel spray, removed from the list, is gone; the sizes kept are all there.
      expect(rows.filter((r) => r.group === "1")).toHaveLength(3);
    }
  });

  it("builds absolute links from PUBLIC_ORIGIN when it is set, and compresses on request", async () => {
    const publicApp = createApp(testServices(t.db, { PUBLIC_ORIGIN: "https://almaha.example" }));
    const res = await publicApp.request("/feeds/meta.csv", { headers: { "accept-encoding": "gzip" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const { gunzipSync } = await import("node:zlib");
    const rows = parseMeta(gunzipSync(Buffer.from(await res.arrayBuffer())).toString("utf8"));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.link.startsWith("https://almaha.example/product/")).toBe(true);
      expect(row.image.startsWith("https://almaha.example/")).toBe(true);
    }
  });
});
