import { describe, expect, it } from "vitest";
import type { Category, Product } from "./catalogue";
import { filterProducts, normaliseFilter, relatedProducts, SORT_OPTIONS } from "./product-list";

const make = (id: string, name: string, category: Category, price: number, description = ""): Product => ({
  id,
  slug: `p-${id}`,
  name,
  price,
  image: "",
  description,
  category,
  notes: "",
  stripePriceId: null,
  stock: null,
  imageSet: null,
  bestSeller: false,
  newArrival: false,
  inCustomTrio: true,
  variants: [{ id: `${id}-100`, sizeMl: 100, kind: "bottle", price, compareAtPrice: null, sku: id, gtin: null, stock: null }],
});

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
