// The storefront's language comes from the URL alone: the Arabic edition lives under /ar, English
// at the product's paths. These pure helpers are shared by the server (root loader, sitemap, redirects)
// and the browser (links, language switch).
import type { Locale } from "../i18n";

const AR_PREFIX = "/ar";
export const LANGUAGE_COOKIE = "lang";

export function localeOfPath(pathname: string): Locale {
  return pathname === AR_PREFIX || pathname.startsWith(`${AR_PREFIX}/`) ? "ar" : "en";
}

/** The path without its /ar prefix ("/ar/cart" → "/cart", "/ar" → "/"). */
export function stripLocale(pathname: string): string {
  if (localeOfPath(pathname) === "en") return pathname;
  const rest = pathname.slice(AR_PREFIX.length);
  return rest === "" ? "/" : rest;
}

/**
 * An internal storefront path in `locale`: "/cart" → "/ar/cart", "/" → "/ar",
 * "/offers#x" → "/ar/offers#x", "/products?q=a" → "/ar/products?q=a". English paths are unchanged.
 */
export function localizePath(path: string, locale: Locale): string {
  if (locale === "en" || !path.startsWith("/")) return path;
  const at = path.search(/[?#]/);
  const pathname = at === -1 ? path : path.slice(0, at);
  const tail = at === -1 ? "" : path.slice(at);
  if (localeOfPath(pathname) === "ar") return path;
  return `${pathname === "/" ? AR_PREFIX : `${AR_PREFIX}${pathname}`}${tail}`;
}

/** The same page in the other language, keeping the query string and hash. */
export function alternatePath(pathname: string, search: string, hash: string, to: Locale): string {
  return `${localizePath(stripLocale(pathname), to)}${search}${hash}`;
}

/** BCP 47 tag for Intl formatting; Latin digits are kept in Arabic (85.00 ر.ق), as the shop prints them. */
export const intlLocale = (locale: Locale) => (locale === "ar" ? "ar-QA-u-nu-latn" : "en-QA");
