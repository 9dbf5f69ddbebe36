// The storefront page cache. Catalogue pages are the same for every shopper (the cart lives in the
// browser), so each is rendered once, kept in memory with brotli and gzip variants, and answered
// with a strong ETag (304 to If-None-Match) until the catalogue changes or the entry ages out.
//
// Content-Security-Policy: an uncached page carries a fresh nonce per response. A cached body
// cannot, so for cached pages the policy allows the page's inline scripts by their SHA-256 hashes
// instead (the nonce attributes left in the markup then match nothing). Nothing is replayed: an
// attacker who reads the old nonce in the page cannot use it, and the bytes can be sent
// precompressed. Decision record: docs/decisions/005-page-cache.md.
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import type { NonceEnv } from "./security-headers";
import type { CatalogueService } from "./catalogue/catalogue";
import { LANGUAGE_COOKIE } from "../app/shared/locale";
import { pageSearch } from "../app/shared/page-parameters";
import { storefrontPageOf } from "../app/shared/storefront-pages";
import { nextQatarMidnight } from "../app/shared/qatar-days";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * The page a request renders, or null when it is not a cached storefront page (the list and what
 * each page reads: app/shared/storefront-pages.ts). React Router's data requests name the page
 * with a ".data" suffix ("/_.data" for "/", "/products.data"). Admin, API, unknown paths that
 * redirect and the sitemap are never cached.
 */
export function cacheablePage(pathname: string): string | null {
  let page = pathname;
  if (page === "/_.data") page = "/";
  else if (page.endsWith(".data")) page = page.slice(0, -".data".length);
  return storefrontPageOf(page)?.cached ? page : null;
}

/** React Router's data requests also carry `_routes`, which picks the loaders that answer. */
const DATA_PARAMETERS = ["_routes"];

/**
 * The URL with only the parameters its page reads, in a fixed order: `?x=1`, `?x=2`, ... share one
 * entry instead of forcing a render each (a cheap way to run the shop's CPU dry).
 */
function keyUrl(url: URL, page: string | null): string {
  const search = new URLSearchParams(page ? pageSearch(page, url.search) : "");
  if (url.pathname.endsWith(".data"))
    for (const name of DATA_PARAMETERS) for (const value of url.searchParams.getAll(name)) search.append(name, value);
  const text = search.toString();
  return `${url.origin}${url.pathname}${text ? `?${text}` : ""}`;
}

const LANGUAGE_COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`);

/**
 * What a page's output depends on: the URL (origin too: canonical links use the request's
 * origin when PUBLIC_ORIGIN is unset; path; the query parameters the page reads) and the
 * language cookie. Pages take their
 * language from the path today, but should one ever redirect by the cookie, a visitor carrying it
 * must not be served another visitor's page. Anything else that comes to change the output must
 * join this key.
 */
export function cacheKey(url: URL, cookieHeader: string | undefined): string {
  return keyOf(url, cacheablePage(url.pathname), cookieHeader);
}

function keyOf(url: URL, page: string | null, cookieHeader: string | undefined): string {
  const lang = cookieHeader ? LANGUAGE_COOKIE_VALUE.exec(cookieHeader)?.[1] : undefined;
  const href = keyUrl(url, page);
  return lang === undefined ? href : `${href} ${LANGUAGE_COOKIE}=${lang}`;
}

/** A request's key when its path is a cached storefront page's; null otherwise. */
function cachedPageKey(url: URL, cookieHeader: string | undefined): string | null {
  const page = cacheablePage(url.pathname);
  return page ? keyOf(url, page, cookieHeader) : null;
}

export type Encoding = "br" | "gzip" | "identity";

/** The best encoding the client accepts (q > 0): brotli, then gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  const q = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    if (name) q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const accepts = (name: string) => (q.get(name) ?? q.get("*") ?? 0) > 0;
  if (accepts("br")) return "br";
  if (accepts("gzip")) return "gzip";
  return "identity";
}

/** CSP source expressions ('sha256-…') for every inline script of an HTML page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  // React escapes "</" inside script text, so the first "</script" closes the element.
  const script = /<script\b([^>]*)>([\s\S]*?)<\/script/gi;
  for (const match of html.matchAll(script)) {
    const attributes = ` ${match[1]}`;
    // Scripts loaded by URL are allowed by 'self'; data blocks (JSON-LD) never run.
    if (/\ssrc\s*=/i.test(attributes) || /\stype\s*=\s*["']?application\/(ld\+)?json/i.test(attributes)) continue;
    hashes.add(`sha256-${createHash("sha256").update(match[2], "utf8").digest("base64")}`);
  }
  return [...hashes];
}

/** Headers of the rendered response worth keeping; the rest is set per answer or by middleware. */
const KEPT_HEADERS = new Set(["content-type", "x-remix-response", "content-language", "link"]);

interface Variant {
  /** Its own ArrayBuffer (a Response body may not share Node's buffer pool). */
  body: Uint8Array<ArrayBuffer>;
  etag: string;
}

interface Entry {
  key: string;
  catalogueVersion: number;
  expiresAt: number;
  bytes: number;
  headers: [string, string][];
  /** None for non-HTML answers (React Router's data responses), which run no script. */
  scriptHashes: string[];
  variants: Record<Encoding, Variant>;
}

export interface PageCacheOptions {
  /** Its version drops every entry; its next scheduled change (a banner's start or end) ends them. */
  catalogue: Pick<CatalogueService, "version"> & Partial<Pick<CatalogueService, "nextScheduledChange">>;
  maxEntries?: number;
  maxBytes?: number;
  /** One entry is never bigger than this (bytes of all its variants). */
  maxEntryBytes?: number;
  /** Entries are re-rendered at least this often (and at every Qatar midnight, see expiry()). */
  ttlMs?: number;
  now?: () => number;
}

interface PageCacheStats {
  hits: number;
  misses: number;
  notModified: number;
  entries: number;
  bytes: number;
}

/** What of a GET or HEAD request a cached answer depends on. */
interface CachedRequest {
  method: string;
  acceptEncoding: string | undefined;
  ifNoneMatch: string | undefined;
}

interface CachedAnswer {
  status: 200 | 304;
  /** The entry's own headers and the cache's (lower case), without the security headers. */
  headers: Record<string, string>;
  body: Uint8Array<ArrayBuffer> | null;
  /** The hashes the page's Content-Security-Policy allows its inline scripts by ([] for data answers). */
  scriptHashes: readonly string[];
}

export interface PageCache {
  middleware: MiddlewareHandler<NonceEnv>;
  /**
   * A fresh entry's answer to a GET or HEAD request for `url`, counted as a hit; null when the page
   * is not cached or has aged out (the middleware then renders it, or answers it stale).
   */
  fresh(url: URL, request: CachedRequest & { cookie: string | undefined }): CachedAnswer | null;
  stats(): PageCacheStats;
  clear(): void;
}

/**
 * When an entry made at `now` must be rendered again: after the TTL, and at the next Qatar
 * midnight at the latest, so nothing dated (the footer's year) outlives its day; and at the next
 * scheduled change of the owner's content (`scheduled`: a banner starts or ends, the launch comes),
 * so no page shows an ended banner (docs/decisions/039-storefront-content.md).
 */
export function expiry(now: number, ttlMs: number, scheduled: number | null = null): number {
  const end = Math.min(now + ttlMs, nextQatarMidnight(now));
  return scheduled !== null && scheduled > now ? Math.min(end, scheduled) : end;
}

function etagMatches(ifNoneMatch: string, entry: Entry): boolean {
  const tags = ifNoneMatch.split(",").map((t) => t.trim().replace(/^W\//, ""));
  if (tags.includes("*")) return true;
  // Any variant matches: they are the same page in a different content-coding.
  return Object.values(entry.variants).some((v) => tags.includes(v.etag));
}

async function buildEntry(
  key: string,
  res: Response,
  body: Buffer,
  catalogueVersion: number,
  expiresAt: number,
  cheap: boolean,
): Promise<Entry> {
  const headers: [string, string][] = [];
  res.headers.forEach((value, name) => {
    if (KEPT_HEADERS.has(name.toLowerCase())) headers.push([name, value]);
  });
  const html = (res.headers.get("content-type") ?? "").includes("text/html");
  // Query variants (searches, filters) are unbounded in number: a cheaper brotli level keeps a
  // stream of distinct URLs from costing much CPU; the fixed pages get the best compression.
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: cheap ? 5 : 11,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: cheap ? 6 : 9 }),
  ]);
  const tag = createHash("sha256").update(body).digest("base64url").slice(0, 27);
  return {
    key,
    catalogueVersion,
    expiresAt,
    bytes: body.length + br.length + gz.length,
    headers,
    scriptHashes: html ? inlineScriptHashes(body.toString("utf8")) : [],
    variants: {
      identity: { body: new Uint8Array(body), etag: `"${tag}"` },
      br: { body: new Uint8Array(br), etag: `"${tag}-br"` },
      gzip: { body: new Uint8Array(gz), etag: `"${tag}-gz"` },
    },
  };
}

function storable(res: Response): boolean {
  if (res.status !== 200 || res.headers.has("set-cookie")) return false;
  const cacheControl = res.headers.get("cache-control") ?? "";
  if (/no-store|private/i.test(cacheControl)) return false;
  const type = res.headers.get("content-type") ?? "";
  return type.includes("text/html") || type.includes("text/x-script");
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const maxEntries = options.maxEntries ?? 500;
  const maxBytes = options.maxBytes ?? 20 * 1024 * 1024;
  const maxEntryBytes = options.maxEntryBytes ?? 2 * 1024 * 1024;
  const ttlMs = options.ttlMs ?? 10 * 60 * 1000;
  const now = options.now ?? Date.now;
  // A Map iterates in insertion order: re-inserting on every hit makes the first key the least
  // recently used.
  const entries = new Map<string, Entry>();
  const inflight = new Map<string, Promise<Entry | null>>();
  const counters = { hits: 0, misses: 0, notModified: 0 };
  let bytes = 0;
  let version = options.catalogue.version;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };
  const clear = () => {
    entries.clear();
    bytes = 0;
  };
  const store = (entry: Entry) => {
    if (entry.bytes > maxEntryBytes || entry.catalogueVersion !== options.catalogue.version) return;
    remove(entry.key);
    entries.set(entry.key, entry);
    bytes += entry.bytes;
    for (const key of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      remove(key);
    }
  };
  /**
   * The entry for `key`: fresh, or stale (aged out, but kept for when the page cannot be rendered
   * again because the database is away: docs/decisions/026-database-outages.md).
   */
  const lookup = (key: string): { entry: Entry; fresh: boolean } | null => {
    if (options.catalogue.version !== version) {
      version = options.catalogue.version;
      clear();
      return null;
    }
    const entry = entries.get(key);
    if (!entry) return null;
    if (entry.expiresAt <= now()) return { entry, fresh: false };
    entries.delete(key);
    entries.set(key, entry);
    return { entry, fresh: true };
  };

  const answerOf = (entry: Entry, request: CachedRequest): CachedAnswer => {
    const encoding = chooseEncoding(request.acceptEncoding);
    const variant = entry.variants[encoding];
    const headers: Record<string, string> = Object.fromEntries(entry.headers);
    headers["vary"] = "Accept-Encoding";
    headers["etag"] = variant.etag;
    // Browsers may keep the page but must ask again each time: a 304 costs a few bytes.
    headers["cache-control"] = "no-cache";
    if (request.ifNoneMatch && etagMatches(request.ifNoneMatch, entry)) {
      counters.notModified += 1;
      delete headers["content-type"];
      return { status: 304, headers, body: null, scriptHashes: entry.scriptHashes };
    }
    if (encoding !== "identity") headers["content-encoding"] = encoding;
    headers["content-length"] = String(variant.body.length);
    return { status: 200, headers, body: request.method === "HEAD" ? null : variant.body, scriptHashes: entry.scriptHashes };
  };

  const answer = (c: Context<NonceEnv>, entry: Entry): Response => {
    const { status, headers, body, scriptHashes } = answerOf(entry, {
      method: c.req.method,
      acceptEncoding: c.req.header("accept-encoding"),
      ifNoneMatch: c.req.header("if-none-match"),
    });
    c.set("scriptHashes", scriptHashes);
    return new Response(body, { status, headers });
  };

  const middleware: MiddlewareHandler<NonceEnv> = async (c, next) => {
    const method = c.req.method;
    if (method !== "GET" && method !== "HEAD") return next();
    const url = new URL(c.req.url);
    const key = cachedPageKey(url, c.req.header("cookie"));
    if (!key) return next();

    const found = lookup(key);
    if (found?.fresh) {
      counters.hits += 1;
      c.res = answer(c, found.entry);
      return;
    }
    const stale = found?.entry ?? null;
    // React Router answers HEAD without a body: nothing to keep.
    if (method === "HEAD") return next();

    // One render per key at a time: concurrent requests for a cold page wait for it.
    const pending = inflight.get(key);
    if (pending) {
      const entry = await pending;
      if (entry) {
        counters.hits += 1;
        c.res = answer(c, entry);
        return;
      }
      return next();
    }

    counters.misses += 1;
    const renderVersion = options.catalogue.version;
    const made = now();
    let settle!: (entry: Entry | null) => void;
    inflight.set(key, new Promise((resolve) => (settle = resolve)));
    try {
      await next();
      const res = c.res;
      if (!storable(res)) {
        settle(null);
        // A page that could not be rendered again (a 503 while the database is away) is better
        // answered as it was a while ago than not at all.
        if (stale && res.status >= 500) {
          c.res = undefined;
          c.res = answer(c, stale);
        }
        return;
      }
      const body = Buffer.from(await res.arrayBuffer());
      const scheduled = options.catalogue.nextScheduledChange?.(made) ?? null;
      const entry = await buildEntry(key, res, body, renderVersion, expiry(made, ttlMs, scheduled), key.includes("?"));
      store(entry);
      settle(entry);
      // Unset first: assigning over a response makes Hono copy the old one's headers across.
      c.res = undefined;
      c.res = answer(c, entry);
    } catch (error) {
      settle(null);
      throw error;
    } finally {
      inflight.delete(key);
    }
  };

  return {
    middleware,
    fresh(url, request) {
      const key = cachedPageKey(url, request.cookie);
      const found = key ? lookup(key) : null;
      if (!found?.fresh) return null;
      counters.hits += 1;
      return answerOf(found.entry, request);
    },
    stats: () => ({ ...counters, entries: entries.size, bytes }),
    clear,
  };
}
