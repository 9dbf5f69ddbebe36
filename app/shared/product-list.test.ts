import { describe, expect, it } from "vitest";
import type { Category, Product } from "./catalogue";
import {
  activeFilterCount,
  filterProducts,
  normaliseFilter,
  parseProductList,
  productListParams,
  relatedProducts,
  SORT_OPTIONS,
} from "./product-list";
import { testProduct } from "./catalogue.test-utils";
import type { ProductVariant } from "./variants";

const make = (id: string, name: string, category: Category, price: number, description = ""): Product =>
  testProduct(id, { slug: `p-${id}`, name, price, image: "", description, category, stripePriceId: null });

const products: Product[] = [
  make("1", "Creed Aventus", "Men", 8500, "Pineapple and birch"),
  make("2", "Baccarat Rouge 540", "Unisex", 9000, "Saffron, amber"),
  make("3", "Miss Dior", "Women", 8500, "Rose and lily"),
  make("4", "Tom Ford Ombre Leather", "Men", 7000, "Leather, jasmine"),
  make("5", "tom ford Tobacco Vanille", "Unisex", 8500, "Tobacco leaf"),
  make("6", "YSL Y", "Men", 9000, "Apple, ginger"),
];
const ids = (list: Product[]) => list.map((p) => p.id);

describe("filterProducts", () => {
  it("lists the sort options from the spec", () => {
    expect(SORT_OPTIONS).toEqual(["default", "price-asc", "price-desc", "name-asc", "name-desc"]);
  });

  it("returns everything in catalogue order by default, as a new array", () => {
    const result = filterProducts(products);
    expect(ids(result)).toEqual(["1", "2", "3", "4", "5", "6"]);
    expect(result).not.toBe(products);
  });

  it("searches name or description case-insensitively, trimming the query", () => {
    expect(ids(filterProducts(products, { q: "  TOM FORD " }))).toEqual(["4", "5"]);
    expect(ids(filterProducts(products, { q: "leather" }))).toEqual(["4"]);
    expect(ids(filterProducts(products, { q: "ROSE" }))).toEqual(["3"]);
    expect(ids(filterProducts(products, { q: "   " }))).toHaveLength(6);
    expect(filterProducts(products, { q: "oud" })).toEqual([]);
  });

  it("filters by category, with All meaning no filter", () => {
    expect(ids(filterProducts(products, { category: "Men" }))).toEqual(["1", "4", "6"]);
    expect(ids(filterProducts(products, { category: "All" }))).toHaveLength(6);
    expect(ids(filterProducts(products, { category: "Unisex", q: "tobacco" }))).toEqual(["5"]);
  });

  it("sorts by price with ties in catalogue order", () => {
    expect(ids(filterProducts(products, { sort: "price-asc" }))).toEqual(["4", "1", "3", "5", "2", "6"]);
    expect(ids(filterProducts(products, { sort: "price-desc" }))).toEqual(["2", "6", "1", "3", "5", "4"]);
  });

  it("sorts by name regardless of case", () => {
    expect(ids(filterProducts(products, { sort: "name-asc" }))).toEqual(["2", "1", "3", "4", "5", "6"]);
    expect(ids(filterProducts(products, { sort: "name-desc" }))).toEqual(["6", "5", "4", "3", "1", "2"]);
  });

  it("does not reorder its input", () => {
    const input = [...products];
    filterProducts(input, { sort: "name-desc" });
    expect(ids(input)).toEqual(ids(products));
  });

  it("falls back to defaults for unknown parameters", () => {
    expect(normaliseFilter({ q: null, category: "Kids", sort: "random" })).toEqual({ q: "", category: "All", sort: "default" });
    expect(ids(filterProducts(products, { category: "Kids", sort: "random" }))).toHaveLength(6);
  });
});

describe("sold-out perfumes in the list", () => {
  const soldOut = products.map((p) => (p.id === "1" || p.id === "4" ? { ...p, stock: 0 } : p));

  it("come after the available ones in every sort, keeping that sort among themselves", () => {
    expect(ids(filterProducts(soldOut))).toEqual(["2", "3", "5", "6", "1", "4"]);
    expect(ids(filterProducts(soldOut, { sort: "price-asc" }))).toEqual(["3", "5", "2", "6", "4", "1"]);
    expect(ids(filterProducts(soldOut, { category: "Men", sort: "name-asc" }))).toEqual(["6", "1", "4"]);
  });
});

describe("relatedProducts", () => {
  const many = [...products, make("7", "A", "Men", 1), make("8", "B", "Men", 1), make("9", "C", "Men", 1)];

  it("gives same-category products other than itself, at most 4", () => {
    expect(ids(relatedProducts(many[0], many))).toEqual(["4", "6", "7", "8"]);
    expect(ids(relatedProducts(products[2], products))).toEqual([]);
    expect(ids(relatedProducts(products[1], products))).toEqual(["5"]);
    expect(ids(relatedProducts(many[0], many, 2))).toEqual(["4", "6"]);
  });

  it("suggests only perfumes that can be bought", () => {
    const withSoldOut = many.map((p) => (p.id === "4" ? { ...p, stock: 0 } : p));
    expect(ids(relatedProducts(withSoldOut[0], withSoldOut))).toEqual(["6", "7", "8", "9"]);
  });
});

describe("the /products URL (parseProductList, productListParams)", () => {
  const parse = (search: string) => parseProductList(new URLSearchParams(search));

  it("reads every filter", () => {
    expect(
      parse("q=oud&category=Men&family=woody&family=amber&concentration=eau-de-parfum&kind=sample&min=50&max=120&sort=price-asc"),
    ).toEqual({
      q: "oud",
      category: "Men",
      families: ["amber", "woody"],
      concentration: "Eau de Parfum",
      kind: "sample",
      min: 50,
      max: 120,
      sort: "price-asc",
    });
  });

  it("falls back to no filter for unknown or empty values", () => {
    expect(parse("category=Kids&family=Not%20A%20Slug&concentration=eau-fraiche&kind=jeroboam&min=&max=abc&sort=random")).toEqual(
      {
        q: "",
        category: "All",
        families: [],
        concentration: null,
        kind: null,
        min: null,
        max: null,
        sort: "default",
      },
    );
    expect(parse("min=-5&max=1.5").min).toBeNull();
    expect(parse("kind=").kind).toBeNull();
    expect(parse("kind=Sample").kind).toBeNull();
  });

  it("reads a range given the wrong way round the right way round, and each family once", () => {
    expect(parse("min=200&max=50")).toMatchObject({ min: 50, max: 200 });
    expect(parse("family=oud&family=oud").families).toEqual(["oud"]);
  });

  it("writes only what filters, and reads back what it wrote", () => {
    const plain = parse("");
    expect(productListParams(plain).toString()).toBe("");
    const state = parse("family=oud&concentration=extrait&kind=travel&max=300");
    expect(productListParams(state).toString()).toBe("family=oud&concentration=extrait&kind=travel&max=300");
    expect(parse(productListParams(state).toString())).toEqual(state);
  });

  it("counts the size kind as one filter", () => {
    expect(activeFilterCount(parse("kind=sample"))).toBe(1);
    expect(activeFilterCount(parse("kind=sample&concentration=extrait"))).toBe(2);
  });
});

describe("filterProducts with perfume attributes", () => {
  const withAttributes = (p: Product, extra: Partial<Product>): Product => ({ ...p, ...extra });
  const list = [
    withAttributes(products[0], {
      families: [{ id: "fresh", name: "Fresh" }],
      concentration: "Eau de Parfum",
      searchText: "creed كريد رجالي",
    }),
    withAttributes(products[1], { families: [{ id: "amber", name: "Amber" }], concentration: "Extrait" }),
    withAttributes(products[3], {
      families: [
        { id: "woody", name: "Woody" },
        { id: "amber", name: "Amber" },
      ],
      concentration: "Eau de Parfum",
    }),
  ];

  it("keeps perfumes in any chosen family", () => {
    expect(ids(filterProducts(list, { families: ["amber"] }))).toEqual(["2", "4"]);
    expect(ids(filterProducts(list, { families: ["fresh", "woody"] }))).toEqual(["1", "4"]);
  });

  it("filters by concentration and price range in riyals", () => {
    expect(ids(filterProducts(list, { concentration: "Eau de Parfum" }))).toEqual(["1", "4"]);
    expect(ids(filterProducts(list, { min: 80, max: 90 }))).toEqual(["1", "2"]);
  });

  it("searches the search text in Arabic, normalised", () => {
    expect(ids(filterProducts(list, { q: "كريد" }))).toEqual(["1"]);
    expect(ids(filterProducts(list, { q: "رجالـي" }))).toEqual(["1"]);
  });
});

describe("filterProducts by size kind", () => {
  const size = (id: string, kind: ProductVariant["kind"], sizeMl: number, price: number): ProductVariant => ({
    id,
    sizeMl,
    kind,
    price,
    compareAtPrice: null,
    sku: id,
    gtin: null,
    stock: null,
  });
  const list = [
    testProduct("1", { price: 8500, variants: [size("1-2", "sample", 2, 1500), size("1-100", "bottle", 100, 8500)] }),
    testProduct("2", { price: 9000 }),
    testProduct("3", { price: 7000, variants: [size("3-10", "travel", 10, 3000), size("3-100", "bottle", 100, 7000)] }),
    testProduct("4", { price: 2500, variants: [size("4-2", "sample", 2, 2500)] }),
  ];

  it("keeps the perfumes sold in a size of that kind", () => {
    expect(ids(filterProducts(list, { kind: "sample" }))).toEqual(["1", "4"]);
    expect(ids(filterProducts(list, { kind: "travel" }))).toEqual(["3"]);
    expect(ids(filterProducts(list, { kind: "bottle" }))).toEqual(["1", "2", "3"]);
    expect(filterProducts(list, { kind: "gift_set" })).toEqual([]);
    expect(ids(filterProducts(list, { kind: null }))).toEqual(["1", "2", "3", "4"]);
  });

  it("reads the price range against that kind's sizes", () => {
    // Samples up to QR 20: perfume 1's sample (QR 15), not perfume 4's (QR 25).
    expect(ids(filterProducts(list, { kind: "sample", max: 20 }))).toEqual(["1"]);
    // Without a kind the range reads the perfume's own (default size's) price.
    expect(ids(filterProducts(list, { max: 20 }))).toEqual([]);
  });
});
