// The storefront pages, listed once: the route table (app/routes.ts) mounts each in English and
// under /ar, the page cache (server/page-cache.ts) keeps the cached ones keyed by the parameters
// they read, the sitemap lists the indexable ones, and the language switch carries only those
// parameters to the other edition.
import { stripLocale } from "./locale";

export interface StorefrontPage {
  /** React Router path pattern without the /ar prefix; "" is the home page. */
  path: string;
  /** Route module, relative to app/. */
  file: string;
  /** Same output for every shopper (the cart lives in the browser): rendered once, then served from the page cache. */
  cached: boolean;
  /** Worth finding through a search engine (products are added to the sitemap from the catalogue). */
  inSitemap: boolean;
  /** The query parameters the page reads; every other one is ignored (and left out of the cache key). */
  parameters?: readonly string[];
}

export const STOREFRONT_PAGES: readonly StorefrontPage[] = [
  { path: "", file: "routes/home.tsx", cached: true, inSitemap: true },
  { path: "products", file: "routes/products.tsx", cached: true, inSitemap: true, parameters: ["q", "category", "sort"] },
  { path: "product/:slug", file: "routes/product.tsx", cached: true, inSitemap: false },
  // Per-visitor pages marked noindex: the same markup for everyone, but not for search engines.
  { path: "cart", file: "routes/cart.tsx", cached: true, inSitemap: false },
  { path: "checkout", file: "routes/checkout.tsx", cached: true, inSitemap: false },
  { path: "order-confirmation", file: "routes/order-confirmation.tsx", cached: true, inSitemap: false },
  { path: "offers", file: "routes/offers.tsx", cached: true, inSitemap: true },
  { path: "about", file: "routes/about.tsx", cached: true, inSitemap: true },
  { path: "privacy", file: "routes/privacy.tsx", cached: true, inSitemap: true },
  { path: "terms", file: "routes/terms.tsx", cached: true, inSitemap: true },
  { path: "faq", file: "routes/faq.tsx", cached: true, inSitemap: true },
  { path: "contact", file: "routes/contact.tsx", cached: true, inSitemap: true },
  // docs/product.md: any unknown storefront path redirects to / (and under /ar, to /ar).
  { path: "*", file: "routes/catch-all.tsx", cached: false, inSitemap: false },
];

/** "product/:slug" → /^product\/[^/]+$/ (a segment parameter matches one non-empty segment). */
const patternOf = (path: string) => new RegExp(`^${path.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/:[A-Za-z]+/g, "[^/]+")}$`);

const MATCHERS = STOREFRONT_PAGES.filter((page) => page.path !== "*").map((page) => ({ page, pattern: patternOf(page.path) }));

/** The page a path shows, in either edition ("/ar/products" → products), or null for an unknown path. */
export function storefrontPageOf(pathname: string): StorefrontPage | null {
  const path = stripLocale(pathname).replace(/^\//, "");
  return MATCHERS.find(({ pattern }) => pattern.test(path))?.page ?? null;
}

/** Paths of the indexable pages, in English ("/", "/products", ...). */
export const SITEMAP_PATHS = STOREFRONT_PAGES.filter((page) => page.inSitemap).map((page) => `/${page.path}`);

/** The query string with only the parameters the page reads, in a fixed order ("" when none). */
export function pageSearch(pathname: string, search: string): string {
  const read = [...(storefrontPageOf(pathname)?.parameters ?? [])].sort();
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of read) for (const value of given.getAll(name)) kept.append(name, value);
  const text = kept.toString();
  return text ? `?${text}` : "";
}
