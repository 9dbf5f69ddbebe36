// Search, category filter and sort for /products (docs/product.md#2-pages and 5), kept pure so the
// values can come straight from URL query parameters and be rendered identically on the server.
import { CATEGORIES, isSoldOut, type Category, type Product } from "./catalogue";

export const SORT_OPTIONS = ["default", "price-asc", "price-desc", "name-asc", "name-desc"] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

export const ALL_CATEGORIES = "All";
export type CategoryFilter = typeof ALL_CATEGORIES | Category;
export const CATEGORY_FILTERS: readonly CategoryFilter[] = [ALL_CATEGORIES, ...CATEGORIES];

const RELATED_PRODUCTS_LIMIT = 4;

export interface ProductFilter {
  q?: string | null;
  category?: string | null;
  sort?: string | null;
}

const isSortOption = (v: unknown): v is SortOption => typeof v === "string" && (SORT_OPTIONS as readonly string[]).includes(v);

const isCategoryFilter = (v: unknown): v is CategoryFilter =>
  typeof v === "string" && (CATEGORY_FILTERS as readonly string[]).includes(v);

/** Unknown values (a hand-edited URL) fall back to the defaults instead of an empty page. */
export function normaliseFilter(filter: ProductFilter): { q: string; category: CategoryFilter; sort: SortOption } {
  return {
    q: (filter.q ?? "").trim(),
    category: isCategoryFilter(filter.category) ? filter.category : ALL_CATEGORIES,
    sort: isSortOption(filter.sort) ? filter.sort : "default",
  };
}

const byName = (a: Product, b: Product) => a.name.localeCompare(b.name, "en", { sensitivity: "base" });

const COMPARATORS: Record<Exclude<SortOption, "default">, (a: Product, b: Product) => number> = {
  "price-asc": (a, b) => a.price - b.price,
  "price-desc": (a, b) => b.price - a.price,
  "name-asc": byName,
  "name-desc": (a, b) => byName(b, a),
};

/** What can be bought comes first: sold-out perfumes follow the available ones, in the same order. */
const availableFirst = (a: Product, b: Product) => Number(isSoldOut(a)) - Number(isSoldOut(b));

/**
 * Returns a new array, sold-out perfumes after the available ones (in every sort); ties keep
 * catalogue order because Array#sort is stable.
 */
export function filterProducts(products: readonly Product[], filter: ProductFilter = {}): Product[] {
  const { q, category, sort } = normaliseFilter(filter);
  const needle = q.toLowerCase();
  const result = products.filter(
    (p) =>
      (category === ALL_CATEGORIES || p.category === category) &&
      (needle === "" || p.name.toLowerCase().includes(needle) || p.description.toLowerCase().includes(needle)),
  );
  const sorted = sort === "default" ? result : result.sort(COMPARATORS[sort]);
  return sorted.sort(availableFirst);
}

/** 'You Might Also Like': same category, never the product itself nor a sold-out one, in catalogue order. */
export function relatedProducts(
  product: Product,
  products: readonly Product[],
  limit: number = RELATED_PRODUCTS_LIMIT,
): Product[] {
  return products
    .filter((p) => p.category === product.category && p.id !== product.id && !isSoldOut(p))
    .slice(0, Math.max(0, limit));
}
