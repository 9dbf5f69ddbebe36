// The query parameters each storefront page reads, by its path; every other parameter is ignored
// (and left out of the page cache's key and the language switch's link). Apart from the page list
// (app/shared/storefront-pages.ts, which takes its `parameters` from here) because every page's
// language switch needs this and nothing else of the list: it keeps the home page's JavaScript small.
import { stripLocale } from "./locale";

const PAGE_PARAMETERS = {
  // Every filter of app/shared/product-list.ts (parseProductList): a filtered list is cached under
  // its own key, never served for another.
  products: ["category", "concentration", "family", "kind", "max", "min", "q", "sort"],
  track: ["number"],
  review: ["order", "product", "sig"],
} as const satisfies Readonly<Record<string, readonly string[]>>;

const PRODUCT_PARAMETERS = ["size"] as const;

/** The query string with only the parameters the page at `pathname` reads, in a fixed order ("" when none). */
export function pageSearch(pathname: string, search: string): string {
  const path = stripLocale(pathname).replace(/^\//, "");
  // A product page reads the chosen size (app/shared/variants.ts sizeParam).
  const read: readonly string[] = Object.hasOwn(PAGE_PARAMETERS, path)
    ? PAGE_PARAMETERS[path as keyof typeof PAGE_PARAMETERS]
    : path.startsWith("product/")
      ? PRODUCT_PARAMETERS
      : [];
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of read) for (const value of given.getAll(name)) kept.append(name, value);
  const text = kept.toString();
  return text ? `?${text}` : "";
}
