// The storefront pages, listed once: the route table (app/routes.ts) mounts each in English and
// under /ar, the page cache (server/page-cache.ts) keeps the cached ones keyed by the parameters
// they read (app/shared/page-parameters.ts), the sitemap lists the indexable ones.
import { stripLocale } from "./locale";

export interface StorefrontPage {
  /** React Router path pattern without the /ar prefix; "" is the home page. */
  path: string;
  /** Same output for every shopper (the cart lives in the browser): rendered once, then served from the page cache. */
  cached: boolean;
  /** Worth finding through a search engine (products are added to the sitemap from the catalogue). */
  inSitemap: boolean;
}

export const STOREFRONT_PAGES: readonly StorefrontPage[] = [
  { path: "", cached: true, inSitemap: true },
  { path: "products", cached: true, inSitemap: true },
  { path: "product/:slug", cached: true, inSitemap: false },
  // Per-visitor pages marked noindex: the same markup for everyone, but not for search engines.
  { path: "cart", cached: true, inSitemap: false },
  { path: "checkout", cached: true, inSitemap: false },
  { path: "order-confirmation", cached: true, inSitemap: false },
  // Order tracking: the form is the same for everyone; the order is fetched by the browser.
  { path: "track", cached: true, inSitemap: false },
  // A buyer's review through the signed link of their invitation (decision 045): the link decides
  // what the page shows (the form, or that it was used or does not check), so it is never cached.
  { path: "review", cached: false, inSitemap: false },
  { path: "offers", cached: true, inSitemap: true },
  { path: "about", cached: true, inSitemap: true },
  { path: "privacy", cached: true, inSitemap: true },
  { path: "terms", cached: true, inSitemap: true },
  { path: "faq", cached: true, inSitemap: true },
  { path: "contact", cached: true, inSitemap: true },
  // The shopper's account (docs/decisions/044): one shopper's page, never cached anywhere; the
  // markup holds no shopper's data, the browser fetches it.
  { path: "account", cached: false, inSitemap: false },
  // docs/product.md: any unknown storefront path redirects to / (and under /ar, to /ar).
  { path: "*", cached: false, inSitemap: false },
];

/**
 * The page's route module, relative to app/: named by its URL (routes/products.tsx), the home page
 * routes/home.tsx and the unknown paths routes/catch-all.tsx. A function, so the browser never
 * carries the file names.
 */
export const pageFile = ({ path }: StorefrontPage) =>
  `routes/${path === "" ? "home" : path === "*" ? "catch-all" : path.split("/")[0]}.tsx`;

/** "product/:slug" → /^product\/[^/]+$/ (a segment parameter matches one non-empty segment). */
const patternOf = (path: string) => new RegExp(`^${path.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/:[A-Za-z]+/g, "[^/]+")}$`);

const MATCHERS = STOREFRONT_PAGES.filter((page) => page.path !== "*").map((page) => ({ page, pattern: patternOf(page.path) }));

/** The page a path shows, in either edition ("/ar/products" → products), or null for an unknown path. */
export function storefrontPageOf(pathname: string): StorefrontPage | null {
  const path = stripLocale(pathname).replace(/^\//, "");
  return MATCHERS.find(({ pattern }) => pattern.test(path))?.page ?? null;
}

/** Paths of the indexable pages, in English ("/", "/products", ...). A function: the browser never needs it. */
export const sitemapPaths = () => STOREFRONT_PAGES.filter((page) => page.inSitemap).map((page) => `/${page.path}`);
