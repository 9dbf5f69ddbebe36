// Search, filters and sort for /products (docs/product.md#2-pages and 5), kept pure so the
// values can come straight from URL query parameters and be rendered identically on the server.
// The filters (docs/decisions/034): gender (`category`, its old name), fragrance families (any of
// them), concentration, the size kind (a perfume sold as a sample, a travel spray…: docs/decisions/037)
// and a price range in whole riyals; search matches every word of the query in
// the name, description and the perfume's search text, in both languages (app/shared/search-text.ts).
import { z } from "zod";
import { CATEGORIES, isSoldOut, type Category, type Product } from "./catalogue";
import { concentrationOfSlug, concentrationSlug, type Concentration } from "./perfume-attributes";
import { matchesSearch, normaliseSearchText } from "./search-text";
import { VARIANT_KINDS, type VariantKind } from "./variants";

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
  /** Family ids; a perfume in any of them matches. */
  families?: readonly string[];
  concentration?: Concentration | null;
  /** Perfumes sold in a size of this kind; the price range then reads that size's price. */
  kind?: VariantKind | null;
  /** Whole riyals, inclusive. */
  min?: number | null;
  max?: number | null;
}

/** More family choices than this in a URL are ignored (a hand-made URL cannot grow the page cache's key list without end). */
const MAX_FAMILY_CHOICES = 12;
const MAX_PRICE_RIYALS = 100_000;
const FAMILY_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** What /products reads from its URL, every value checked; anything unusable falls back to "no filter". */
export interface ProductListState {
  q: string;
  category: CategoryFilter;
  families: string[];
  concentration: Concentration | null;
  kind: VariantKind | null;
  min: number | null;
  max: number | null;
  sort: SortOption;
}

const riyals = z.coerce.number().int().min(0).max(MAX_PRICE_RIYALS).nullable().catch(null);

/** The URL's parameters of /products (also listed in app/shared/page-parameters.ts for the page cache). */
const productListSchema = z.object({
  q: z
    .string()
    .max(200)
    .catch("")
    .transform((q) => q.trim()),
  category: z
    .string()
    .refine((v): v is CategoryFilter => (CATEGORY_FILTERS as readonly string[]).includes(v))
    .catch(ALL_CATEGORIES)
    .transform((v) => v),
  family: z
    .array(z.string())
    .catch([])
    .transform((list) => [...new Set(list.filter((f) => FAMILY_ID.test(f)))].sort().slice(0, MAX_FAMILY_CHOICES)),
  concentration: z
    .string()
    .transform((slug) => concentrationOfSlug(slug))
    .catch(null),
  kind: z.enum(VARIANT_KINDS).nullable().catch(null),
  min: riyals,
  max: riyals,
  sort: z
    .string()
    .refine((v): v is SortOption => isSortOption(v))
    .catch("default")
    .transform((v) => v),
});

/** Reads /products's URL; an empty value ("min=") means no filter, like a missing one. */
export function parseProductList(params: URLSearchParams): ProductListState {
  const one = (name: string) => {
    const value = params.get(name);
    return value === null || value.trim() === "" ? undefined : value;
  };
  const parsed = productListSchema.parse({
    q: params.get("q") ?? "",
    category: one("category"),
    family: params.getAll("family"),
    concentration: one("concentration"),
    kind: one("kind") ?? null,
    min: one("min") ?? null,
    max: one("max") ?? null,
    sort: one("sort"),
  });
  const { family, ...rest } = parsed;
  // A range given the wrong way round is read the right way round.
  const [min, max] = rest.min !== null && rest.max !== null && rest.min > rest.max ? [rest.max, rest.min] : [rest.min, rest.max];
  return { ...rest, families: family, min, max };
}

/** The URL's parameters for a state: only the ones that filter, so the plain list stays at /products. */
export function productListParams(state: ProductListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q.trim() !== "") params.set("q", state.q.trim());
  if (state.category !== ALL_CATEGORIES) params.set("category", state.category);
  for (const family of state.families) params.append("family", family);
  if (state.concentration) params.set("concentration", concentrationSlug(state.concentration));
  if (state.kind) params.set("kind", state.kind);
  if (state.min !== null) params.set("min", String(state.min));
  if (state.max !== null) params.set("max", String(state.max));
  if (state.sort !== "default") params.set("sort", state.sort);
  return params;
}

/** How many filters (not the search) narrow the list: the phone's Filters button shows it. */
export const activeFilterCount = (state: ProductListState) =>
  (state.category !== ALL_CATEGORIES ? 1 : 0) +
  state.families.length +
  (state.concentration ? 1 : 0) +
  (state.kind ? 1 : 0) +
  (state.min !== null || state.max !== null ? 1 : 0) +
  (state.sort !== "default" ? 1 : 0);

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
  const families = filter.families ?? [];
  const min = filter.min ?? null;
  const max = filter.max ?? null;
  const kind = filter.kind ?? null;
  const inRange = (price: number) => (min === null || price >= min * 100) && (max === null || price <= max * 100);
  // With a kind, the perfume must be sold in that kind (its shown sizes), and the price range reads
  // those sizes' prices: "samples up to QR 20" means the sample's price, not the bottle's.
  const prices = (p: Product) => (kind === null ? [p.price] : p.variants.filter((v) => v.kind === kind).map((v) => v.price));
  const result = products.filter(
    (p) =>
      (category === ALL_CATEGORIES || p.category === category) &&
      (families.length === 0 || p.families.some((f) => families.includes(f.id))) &&
      (!filter.concentration || p.concentration === filter.concentration) &&
      prices(p).some(inRange) &&
      (q === "" || matchesSearch(normaliseSearchText(`${p.name} ${p.description} ${p.searchText}`), q)),
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
