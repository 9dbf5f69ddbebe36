// @vitest-environment jsdom
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { messages } from "../../app/i18n";
import { testProduct } from "../../app/shared/catalogue.test-utils";
import type { ProductVariant } from "../../app/shared/variants";
import { feedItems, feedPrice, GOOGLE_NAMESPACE, googleFeedXml, META_COLUMNS, metaFeedCsv, type FeedOptions } from "./feeds";

const variant = (id: string, extra: Partial<ProductVariant>): ProductVariant => ({
  id,
  sizeMl: 100,
  kind: "bottle",
  price: 8500,
  compareAtPrice: null,
  sku: `sku-${id}`,
  gtin: null,
  stock: null,
  ...extra,
});

const oud = testProduct("7", {
  slug: "oud-royal",
  name: "Oud Royal",
  description: 'Smoky oud & "rose", <b>warm</b>',
  image: "/images/oud.webp",
  brand: "Maison Al Maha",
  category: "Men",
  families: [{ id: "oud", name: "Oud" }],
  variants: [
    variant("7-2", { sizeMl: 2, kind: "sample", price: 1500, sku: "OUD-2", stock: 0 }),
    variant("7-50", { sizeMl: 50, price: 6500, compareAtPrice: 7500, sku: "OUD-50", gtin: "3348901419611", stock: 4 }),
    variant("7-100", { sizeMl: 100, price: 8500, sku: "OUD-100", stock: null }),
    variant("7-100t", { sizeMl: 100, kind: "tester", price: 6000, compareAtPrice: 5000, sku: "OUD-100T", stock: 2 }),
  ],
});
const plain = testProduct("8", { slug: "musk", name: "White Musk", description: "", category: "Women" });

const options = (locale: "en" | "ar" = "en"): FeedOptions => ({
  origin: "https://shop.example",
  locale,
  storeBrand: "Al Maha Parfums",
  kindNames: messages[locale].common.variantKinds,
});

describe("feedItems", () => {
  const items = feedItems({ products: [oud, plain] }, options());
  const byId = (id: string) => items.find((i) => i.id === id)!;

  it("lists every shown size of every shown perfume, grouped by perfume, in the shop's order", () => {
    expect(items.map((i) => [i.id, i.itemGroupId])).toEqual([
      ["7-2", "7"],
      ["7-50", "7"],
      ["7-100", "7"],
      ["7-100t", "7"],
      ["8-100", "8"],
    ]);
  });

  it("names the size in the title, the kind too when it is not a full bottle", () => {
    expect(byId("7-50").title).toBe("Oud Royal 50 ml");
    expect(byId("7-2").title).toBe("Oud Royal 2 ml · Sample");
    expect(byId("7-50").size).toBe("50 ml");
    expect(byId("7-100t").size).toBe("100 ml · Tester");
  });

  it("links the product page with the size, absolute; kinds sharing a size are told apart", () => {
    expect(byId("7-50").link).toBe("https://shop.example/product/oud-royal?size=50");
    expect(byId("7-100").link).toBe("https://shop.example/product/oud-royal?size=100-bottle");
    expect(byId("7-100t").link).toBe("https://shop.example/product/oud-royal?size=100-tester");
    expect(byId("7-50").imageLink).toBe("https://shop.example/images/oud.webp");
  });

  it("says in stock for untracked and stocked sizes, out of stock for a tracked size with none left", () => {
    expect(byId("7-2").inStock).toBe(false);
    expect(byId("7-50").inStock).toBe(true);
    expect(byId("7-100").inStock).toBe(true);
  });

  it("gives the barcode when there is one, else the SKU as part number", () => {
    expect([byId("7-50").gtin, byId("7-50").mpn]).toEqual(["3348901419611", null]);
    expect([byId("7-100").gtin, byId("7-100").mpn]).toEqual([null, "OUD-100"]);
  });

  it("keeps a compare-at price only above the price", () => {
    expect(byId("7-50").compareAtPrice).toBe(7500);
    expect(byId("7-100t").compareAtPrice).toBeNull();
  });

  it("falls back to the shop's name without a house and to the name without a description", () => {
    expect(byId("8-100").brand).toBe("Al Maha Parfums");
    expect(byId("8-100").description).toBe("White Musk");
    expect(byId("7-50").brand).toBe("Maison Al Maha");
    expect([byId("7-50").gender, byId("8-100").gender]).toEqual(["male", "female"]);
  });

  it("speaks Arabic and links the Arabic edition with ?lang=ar's options", () => {
    const [sample, bottle] = feedItems({ products: [oud] }, options("ar"));
    expect(sample.title).toBe("Oud Royal 2 مل · عيّنة");
    expect(bottle.link).toBe("https://shop.example/ar/product/oud-royal?size=50");
  });
});

describe("feedPrice", () => {
  it("writes dirhams as riyals with two decimals and the currency code", () => {
    expect(feedPrice(8500)).toBe("85.00 QAR");
    expect(feedPrice(12345)).toBe("123.45 QAR");
    expect(feedPrice(5)).toBe("0.05 QAR");
  });
});

describe("googleFeedXml", () => {
  const xml = googleFeedXml(feedItems({ products: [oud, plain] }, options()), {
    title: "Al Maha & Co",
    link: "https://shop.example/",
    description: "Perfumes",
  });
  const doc = new DOMParser().parseFromString(xml, "application/xml");
  const g = (item: Element, name: string) => item.getElementsByTagNameNS(GOOGLE_NAMESPACE, name)[0]?.textContent ?? null;

  it("is well-formed RSS 2.0 in Google's namespace, escaping the owner's text", () => {
    expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
    expect(doc.documentElement.localName).toBe("rss");
    expect(doc.documentElement.getAttribute("version")).toBe("2.0");
    expect(doc.querySelector("channel > title")!.textContent).toBe("Al Maha & Co");
    const items = [...doc.getElementsByTagName("item")];
    expect(items.map((i) => g(i, "id"))).toEqual(["7-2", "7-50", "7-100", "7-100t", "8-100"]);
    expect(g(items[1], "description")).toBe('Smoky oud & "rose", <b>warm</b>');
  });

  it("says price, sale price, availability and identifiers as Google spells them", () => {
    const [sample, fifty, hundred] = [...doc.getElementsByTagName("item")];
    expect(g(fifty, "price")).toBe("75.00 QAR");
    expect(g(fifty, "sale_price")).toBe("65.00 QAR");
    expect(g(hundred, "price")).toBe("85.00 QAR");
    expect(g(hundred, "sale_price")).toBeNull();
    expect(g(sample, "availability")).toBe("out_of_stock");
    expect(g(fifty, "availability")).toBe("in_stock");
    expect([g(fifty, "gtin"), g(fifty, "mpn")]).toEqual(["3348901419611", null]);
    expect([g(hundred, "gtin"), g(hundred, "mpn")]).toEqual([null, "OUD-100"]);
    expect(g(fifty, "item_group_id")).toBe("7");
    expect(g(fifty, "condition")).toBe("new");
    expect(g(fifty, "link")).toBe("https://shop.example/product/oud-royal?size=50");
  });

  it("drops characters XML cannot carry", () => {
    const bad = googleFeedXml(feedItems({ products: [{ ...plain, description: "a\u0001b" }] }, options()), {
      title: "t",
      link: "l",
      description: "d",
    });
    expect(bad).toContain("<g:description>ab</g:description>");
  });
});

describe("metaFeedCsv", () => {
  const csv = metaFeedCsv(feedItems({ products: [oud, plain] }, options()));
  const rows = parse<Record<string, string>>(csv, { columns: true, skip_empty_lines: true });

  it("has Meta's columns and one row per size", () => {
    expect(Object.keys(rows[0])).toEqual([...META_COLUMNS]);
    expect(rows.map((r) => r.id)).toEqual(["7-2", "7-50", "7-100", "7-100t", "8-100"]);
  });

  it("says availability, prices and identifiers as Meta spells them, quoting the owner's text", () => {
    const [sample, fifty, hundred] = rows;
    expect(sample.availability).toBe("out of stock");
    expect(fifty.availability).toBe("in stock");
    expect([fifty.price, fifty.sale_price]).toEqual(["75.00 QAR", "65.00 QAR"]);
    expect([hundred.price, hundred.sale_price]).toEqual(["85.00 QAR", ""]);
    expect([fifty.gtin, fifty.mpn, hundred.gtin, hundred.mpn]).toEqual(["3348901419611", "", "", "OUD-100"]);
    expect(fifty.description).toBe('Smoky oud & "rose", <b>warm</b>');
    expect(fifty.item_group_id).toBe("7");
    expect(fifty.title).toBe("Oud Royal 50 ml");
  });
});
