// The storefront page cache (server/page-cache.ts) inside the real app: what is kept, what is not,
// content-coding, ETag/304, invalidation, and the CSP that allows a cached page's scripts by hash.
import { createHash } from "node:crypto";
import zlib from "node:zlib";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp, type PageContext } from "../server/app";
import { cacheKey, chooseEncoding, cacheablePage, createPageCache, expiry, inlineScriptHashes } from "../server/page-cache";
import type { NonceEnv } from "../server/security-headers";
import { createTestDb, testServices, type TestDb } from "./support/test-db";

// A stand-in for React Router: inline scripts carrying the nonce, like the real pages.
let renders = 0;
const renderedPaths: string[] = [];
async function handlePage(request: Request, context: PageContext): Promise<Response> {
  renders += 1;
  const url = new URL(request.url);
  renderedPaths.push(url.pathname + url.search);
  if (url.pathname === "/product/missing")
    return new Response("<p>Product Not Found</p>", { status: 404, headers: { "content-type": "text/html" } });
  if (url.pathname === "/product/sets-a-cookie") {
    return new Response("<p>hi</p>", { headers: { "content-type": "text/html", "set-cookie": "a=b" } });
  }
  if (url.pathname.endsWith(".data")) {
    return new Response(`[{"page":"${url.pathname}"}]`, {
      headers: { "content-type": "text/x-script", "x-remix-response": "yes" },
    });
  }
  const html =
    `<!doctype html><html><head><link rel="modulepreload" href="/assets/a.js" nonce="${context.nonce}"/>` +
    `<script type="application/ld+json">{"@type":"Store"}</script></head><body>` +
    `<h1>${url.pathname}${url.search}</h1>${"<p>Fragrance</p>".repeat(200)}` +
    `<script nonce="${context.nonce}">window.__ctx = {"page":"${url.pathname}"};</script>` +
    `<script nonce="${context.nonce}" type="module" async="">import "/assets/entry.js";</script>` +
    `<script src="/assets/b.js" nonce="${context.nonce}"></script></body></html>`;
  return new Response(html, { headers: { "content-type": "text/html" } });
}

const sha256 = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;
const scriptSrc = (res: Response) => /script-src ([^;]*)/.exec(res.headers.get("content-security-policy") ?? "")![1];

describe("storefront page cache", () => {
  let t: TestDb;
  let services: ReturnType<typeof testServices>;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    t = await createTestDb("sqlite");
    services = testServices(t.db);
    app = createApp(services, { handlePage });
  });
  afterAll(async () => t.cleanup());

  const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

  it("renders a page once and answers the next requests from memory", async () => {
    const before = renders;
    const a = await get("/products");
    const b = await get("/products");
    const c = await get("/products");
    expect(renders - before).toBe(1);
    expect([a.status, b.status, c.status]).toEqual([200, 200, 200]);
    const body = await a.text();
    expect(body).toContain("<h1>/products</h1>");
    expect(await b.text()).toBe(body);
    expect(await c.text()).toBe(body);
  });

  it("allows exactly the cached page's inline scripts, by hash, and no nonce", async () => {
    const first = await get("/offers");
    const second = await get("/offers");
    for (const res of [first, second]) {
      const src = scriptSrc(res);
      expect(src).not.toContain("nonce-");
      expect(src).not.toContain("unsafe-inline");
      expect(src).toBe(`'self' '${sha256('window.__ctx = {"page":"/offers"};')}' '${sha256('import "/assets/entry.js";')}'`);
    }
    // The other security headers are still there.
    expect(second.headers.get("x-frame-options")).toBe("DENY");
    expect(second.headers.get("content-security-policy")).toContain("object-src 'none'");
  });

  it("sends brotli, gzip or the plain bytes as the client accepts, all the same page", async () => {
    const plain = await (await get("/about")).text();
    const br = await get("/about", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get("content-length"))).toBe(brBytes.length);
    expect(brBytes.length).toBeLessThan(plain.length / 5);
    expect(zlib.brotliDecompressSync(brBytes).toString()).toBe(plain);

    const gz = await get("/about", { "accept-encoding": "br;q=0, gzip" });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(zlib.gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(plain);

    const none = await get("/about", { "accept-encoding": "identity" });
    expect(none.headers.get("content-encoding")).toBeNull();
    expect(await none.text()).toBe(plain);
    // Strong validators differ per content-coding.
    expect(new Set([br, gz, none].map((r) => r.headers.get("etag"))).size).toBe(3);
  });

  it("answers 304 with no body to a matching If-None-Match, and 200 otherwise", async () => {
    const first = await get("/faq", { "accept-encoding": "br" });
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]+-br"$/);
    const again = await get("/faq", { "accept-encoding": "br", "if-none-match": `"other", ${etag}` });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("etag")).toBe(etag);
    const weak = await get("/faq", { "accept-encoding": "br", "if-none-match": `W/${etag}` });
    expect(weak.status).toBe(304);
    const stale = await get("/faq", { "if-none-match": '"not-this-one"' });
    expect(stale.status).toBe(200);
    expect(stale.headers.get("cache-control")).toBe("no-cache");
  });

  it("answers HEAD from the cache with the headers and no body", async () => {
    const full = await get("/terms", { "accept-encoding": "gzip" });
    const before = renders;
    const head = await app.request("/terms", { method: "HEAD", headers: { "accept-encoding": "gzip" } });
    expect(renders).toBe(before);
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(full.headers.get("content-length"));
    expect(await head.text()).toBe("");
  });

  it("keys on the full URL: each query is its own page", async () => {
    const a = await (await get("/products?q=tom")).text();
    const b = await (await get("/products?q=creed")).text();
    expect(a).toContain("<h1>/products?q=tom</h1>");
    expect(b).toContain("<h1>/products?q=creed</h1>");
    const before = renders;
    expect(await (await get("/products?q=tom")).text()).toBe(a);
    expect(renders).toBe(before);
  });

  it("keys on the language cookie too, and on nothing else a browser sends", async () => {
    await get("/privacy");
    const before = renders;
    await get("/privacy", { cookie: "shop_session=abc; theme=dark" });
    expect(renders).toBe(before);
    await get("/privacy", { cookie: "shop_session=abc; lang=ar" });
    await get("/privacy", { cookie: "lang=ar" });
    expect(renders).toBe(before + 1);
  });

  it("caches React Router's data requests with their own headers and no script hashes", async () => {
    const before = renders;
    const a = await get("/products.data?_routes=routes%2Fproducts");
    const b = await get("/products.data?_routes=routes%2Fproducts");
    expect(renders - before).toBe(1);
    expect(b.headers.get("content-type")).toBe("text/x-script");
    expect(b.headers.get("x-remix-response")).toBe("yes");
    expect(await b.text()).toBe(await a.text());
    // A data answer runs no script: the strictest policy, no nonce drawn, as for the API.
    expect(scriptSrc(b)).toBe("'self'");
    expect(scriptSrc(a)).toBe("'self'");
  });

  it("renders once for any number of parameters no page reads, and again for one it reads", async () => {
    await get("/products");
    await get("/offers");
    const before = renders;
    for (let i = 0; i < 1000; i++)
      expect((await get(`/${i % 2 ? "offers" : "products"}?x=${i}&utm_campaign=${i}`)).status).toBe(200);
    expect(renders).toBe(before);
    const women = await get("/products?category=Women&x=9");
    expect(renders).toBe(before + 1);
    expect(await women.text()).toContain("<h1>/products?category=Women");
    await get("/products?x=10&category=Women");
    expect(renders).toBe(before + 1);
  });

  it("renders every time what must not be shared or is not a page", async () => {
    const cases: [string, RequestInit?][] = [
      ["/product/missing"], // 404
      ["/product/sets-a-cookie"], // sets a cookie
      ["/admin/login"],
      ["/no-such-page"],
      ["/products", { method: "POST", body: "x" }],
    ];
    for (const [path, init] of cases) {
      const before = renders;
      await app.request(path, init);
      await app.request(path, init);
      expect(renders - before, path).toBe(2);
    }
    // The API never reaches the page renderer, cached or not.
    const before = renders;
    expect((await get("/api/catalogue")).status).toBe(200);
    expect(renders).toBe(before);
  });

  it("renders again once the catalogue changes", async () => {
    await get("/cart");
    const before = renders;
    await get("/cart");
    expect(renders).toBe(before);
    services.catalogue.invalidate();
    await get("/cart");
    await get("/cart");
    expect(renders).toBe(before + 1);
  });

  it("renders a cold page once however many requests arrive together", async () => {
    const before = renders;
    const answers = await Promise.all(Array.from({ length: 20 }, () => get("/contact")));
    expect(renders - before).toBe(1);
    expect(new Set(await Promise.all(answers.map((r) => r.text()))).size).toBe(1);
  });
});

describe("page cache limits", () => {
  const appWith = (options: Partial<Parameters<typeof createPageCache>[0]> = {}) => {
    const catalogue = { version: 1 };
    const cache = createPageCache({ catalogue, ...options });
    const app = new Hono<NonceEnv>();
    app.use("*", async (c, next) => {
      c.set("nonce", () => "n");
      await next();
    });
    app.use("*", cache.middleware);
    app.all("*", (c) => handlePage(c.req.raw, { nonce: "n" } as PageContext));
    return { app, cache, catalogue };
  };

  it("keeps at most maxEntries, dropping the least recently used", async () => {
    const { app, cache } = appWith({ maxEntries: 2 });
    await app.request("/about");
    await app.request("/faq");
    await app.request("/about"); // now /faq is the least recently used
    await app.request("/terms");
    expect(cache.stats().entries).toBe(2);
    const before = renders;
    await app.request("/about");
    await app.request("/terms");
    expect(renders).toBe(before);
    await app.request("/faq");
    expect(renders).toBe(before + 1);
  });

  it("keeps at most maxBytes and skips entries bigger than maxEntryBytes", async () => {
    const { app, cache } = appWith({ maxBytes: 6000 });
    for (const p of ["/about", "/faq", "/terms", "/privacy"]) await app.request(p);
    expect(cache.stats().bytes).toBeLessThanOrEqual(6000);
    expect(cache.stats().entries).toBeGreaterThan(0);
    const tiny = appWith({ maxEntryBytes: 100 });
    await tiny.app.request("/about");
    expect(tiny.cache.stats().entries).toBe(0);
  });

  it("renders again after the time to live", async () => {
    let clock = Date.parse("2026-03-01T08:00:00Z");
    const { app } = appWith({ ttlMs: 60_000, now: () => clock });
    await app.request("/about");
    const before = renders;
    clock += 59_000;
    await app.request("/about");
    expect(renders).toBe(before);
    clock += 2_000;
    await app.request("/about");
    expect(renders).toBe(before + 1);
  });

  it("answers an aged-out page as it was when it cannot be rendered again (the database is away)", async () => {
    let clock = Date.parse("2026-03-01T08:00:00Z");
    let away = false;
    const cache = createPageCache({ catalogue: { version: 1 }, ttlMs: 60_000, now: () => clock });
    const app = new Hono<NonceEnv>();
    app.use("*", async (c, next) => {
      c.set("nonce", () => "n");
      await next();
    });
    app.use("*", cache.middleware);
    app.all("*", (c) =>
      away
        ? new Response("<p>Unavailable</p>", { status: 503, headers: { "content-type": "text/html", "retry-after": "5" } })
        : handlePage(c.req.raw, { nonce: "n" } as PageContext),
    );
    const first = await app.request("/faq");
    const page = await first.text();
    away = true;
    clock += 10 * 60_000;
    const stale = await app.request("/faq");
    expect(stale.status).toBe(200);
    expect(await stale.text()).toBe(page);
    // A page it never had is still the 503.
    expect((await app.request("/terms")).status).toBe(503);
    // Back: the page is rendered afresh.
    away = false;
    const before = renders;
    expect((await app.request("/faq")).status).toBe(200);
    expect(renders).toBe(before + 1);
  });
});

describe("page cache helpers", () => {
  it("names the cacheable pages, data requests included", () => {
    expect(cacheablePage("/")).toBe("/");
    expect(cacheablePage("/_.data")).toBe("/");
    expect(cacheablePage("/product/creed-aventus.data")).toBe("/product/creed-aventus");
    expect(cacheablePage("/checkout")).toBe("/checkout");
    expect(cacheablePage("/ar")).toBe("/ar");
    expect(cacheablePage("/ar.data")).toBe("/ar");
    expect(cacheablePage("/ar/product/creed-aventus")).toBe("/ar/product/creed-aventus");
    expect(cacheablePage("/ar/offers.data")).toBe("/ar/offers");
    const never = [
      "/admin",
      "/admin/dashboard",
      "/api/catalogue",
      "/product/a/b",
      "/products/",
      "/sitemap.xml",
      "/x",
      "/ar/x",
      "/ar/admin",
      "/arx",
      "/ar/ar",
    ];
    for (const p of never) {
      expect(cacheablePage(p), p).toBeNull();
    }
  });

  it("keys pages by URL, the parameters the page reads, and language cookie", () => {
    const url = new URL("http://shop.test/products?q=a");
    expect(cacheKey(url, undefined)).toBe("http://shop.test/products?q=a");
    expect(cacheKey(new URL("http://shop.test/products?x=1&sort=price-asc&q=a&utm_source=ig"), undefined)).toBe(
      "http://shop.test/products?q=a&sort=price-asc",
    );
    expect(cacheKey(new URL("http://shop.test/ar/products?category=Women&x=2"), undefined)).toBe(
      "http://shop.test/ar/products?category=Women",
    );
    expect(cacheKey(new URL("http://shop.test/about?x=1"), undefined)).toBe("http://shop.test/about");
    expect(cacheKey(new URL("http://shop.test/products.data?_routes=routes%2Fproducts&x=1"), undefined)).toBe(
      "http://shop.test/products.data?_routes=routes%2Fproducts",
    );
    expect(cacheKey(url, "xlang=ar; flang=en")).toBe("http://shop.test/products?q=a");
    expect(cacheKey(url, "a=1; lang=ar")).toBe("http://shop.test/products?q=a lang=ar");
    expect(cacheKey(new URL("http://other.test/products?q=a"), undefined)).not.toBe(cacheKey(url, undefined));
  });

  it("picks the content-coding from Accept-Encoding with q-values", () => {
    expect(chooseEncoding(undefined)).toBe("identity");
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chooseEncoding("gzip")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding("*, br;q=0")).toBe("gzip");
    expect(chooseEncoding("identity, gzip;q=0")).toBe("identity");
  });

  it("hashes inline scripts only, not scripts by URL or JSON data blocks", () => {
    const html = `<script nonce="x">a()</script><script src="/b.js"></script><script type="application/ld+json">{}</script><script type="module">b()</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha256("a()"), sha256("b()")]);
  });

  it("expires entries at the next Qatar midnight at the latest", () => {
    const ttl = 10 * 60_000;
    // 20:55 UTC is 23:55 in Doha: the entry lives 5 minutes, not 10.
    expect(new Date(expiry(Date.parse("2026-12-31T20:55:00Z"), ttl)).toISOString()).toBe("2026-12-31T21:00:00.000Z");
    expect(expiry(Date.parse("2026-12-31T10:00:00Z"), ttl)).toBe(Date.parse("2026-12-31T10:10:00Z"));
  });
});
