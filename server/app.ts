// The one HTTP application: health check, the JSON API under /api, static files, and every other
// request handed to React Router's request handler with the shared services as load context.
import { Hono } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";
import { createApi } from "./api";
import { plainRequest } from "./api/plain-request";
import { adminApi } from "./api/admin";
import { securityHeaders, type NonceEnv } from "./security-headers";
import { createPageCache, type PageCache } from "./page-cache";
import { RETRY_AFTER_SECONDS } from "./db/availability";
import { unavailable } from "./api/unavailable";
import { serveUploads } from "./uploads";
import { feedRoutes } from "./catalogue/feed-routes";
import { sandboxPages } from "./payments/sandbox-page";
import { metricsEndpoint } from "./metrics-endpoint";
import { requestLog, type RequestEnv } from "./request-log";
import type { AppServices } from "./services";

/** The load context React Router's loaders receive (app/load-context.ts declares the same shape). */
export type PageContext = {
  services: AppServices;
  /** This response's Content-Security-Policy nonce, for React Router's inline scripts. */
  nonce: string;
  /** The request's id (server/request-log.ts), for what React Router logs about it. */
  requestId: string;
};

export type PageHandler = (request: Request, context: PageContext) => Promise<Response>;

export interface AppOptions {
  /** React Router's handler; absent in API-only tests. */
  handlePage?: PageHandler;
  /** Folder of the client build to serve (production); in development Vite serves it. */
  staticRoot?: string;
  /**
   * The storefront page cache, when the caller also answers from it ahead of the application
   * (server/node-listener.ts); by default one of its own, or none where pages are not cached.
   */
  pageCache?: PageCache | null;
}

/**
 * Storefront pages are the same for every shopper: rendered once, then answered from memory
 * (server/page-cache.ts). Not in development, where Vite reloads the pages as their sources change.
 */
export function storefrontPageCache(services: AppServices, options: AppOptions): PageCache | null {
  if (!options.handlePage || services.config.env === "development") return null;
  const cache = createPageCache({ catalogue: services.catalogue });
  services.metrics.watch("shop_page_cache_hits_total", () => cache.stats().hits, {
    help: "Pages answered from the page cache",
    counter: true,
  });
  services.metrics.watch("shop_page_cache_misses_total", () => cache.stats().misses, {
    help: "Pages rendered for the page cache",
    counter: true,
  });
  return cache;
}

export function createApp(services: AppServices, options: AppOptions = {}) {
  const app = new Hono<NonceEnv & RequestEnv>();
  // First: every request gets its id, log line and metrics, whoever answers it.
  app.use("*", requestLog(services));
  // Then, so that every response below carries the headers: pages, API, static files and errors.
  app.use("*", securityHeaders(services.config));

  // Liveness: the process answers, whatever the database does (restarting it would not bring the
  // database back); with the database's state and the scheduled backups'.
  app.get("/healthz", (c) => {
    const backup = services.lifecycle.backup?.() ?? null;
    const outage = services.db.availability.outage;
    return c.json({ ok: true, database: outage ?? "ok", ...(backup && { backup }) });
  });
  // Readiness: not while the process drains for a stop, nor while the database is away or its disk
  // full (docs/decisions/026-database-outages.md). The server listens only once its migrations are
  // done, so before then nobody is told "ready".
  app.get("/readyz", async (c) => {
    if (services.lifecycle.draining) return c.json({ ready: false, reason: "draining" }, 503);
    const outage = await services.db.availability.check();
    if (outage) {
      c.header("Retry-After", String(RETRY_AFTER_SECONDS));
      return c.json({ ready: false, reason: outage }, 503);
    }
    return c.json({ ready: true });
  });
  app.get("/metrics", metricsEndpoint(services));

  app.use("/api/*", plainRequest);
  // Before /api: its catch-all 404 would otherwise answer for /api/admin paths.
  app.route("/api/admin", adminApi(services));
  app.route("/api", createApi(services));

  // Photos the owner uploaded: before the page cache and React Router, which know nothing of them.
  app.get("/uploads/*", serveUploads(services.photos));
  // Product feeds for Google Merchant Center and Meta, kept per catalogue version (decision 037).
  app.route("/feeds", feedRoutes(services));
  // The sandbox provider's hosted payment page (PAYMENT_PROVIDER=sandbox, decision 040).
  if (services.sandbox) app.route("/sandbox-pay", sandboxPages(services.sandbox));

  const handlePage = options.handlePage;
  // Ahead of the static files, so a cached page costs no file lookup.
  const cache = options.pageCache === undefined ? storefrontPageCache(services, options) : options.pageCache;
  if (cache) app.use("*", cache.middleware);

  if (options.staticRoot) {
    const root = options.staticRoot;
    // Hashed build assets never change under their name; everything else is revalidated.
    app.use("/assets/*", async (c, next) => {
      await next();
      if (c.res.status === 200) c.header("Cache-Control", "public, max-age=31536000, immutable");
    });
    app.use("*", serveStatic({ root, precompressed: true }));
  }

  if (handlePage) {
    app.all("*", async (c) => {
      const res = await handlePage(c.req.raw, { services, nonce: c.get("nonce")(), requestId: c.get("requestId") });
      // A page whose loader met the outage shows the error page: as a 503 a client may retry.
      const outage = services.db.availability.outage;
      if (res.status !== 500 || !outage) return res;
      services.metrics.unavailable(outage);
      const headers = new Headers(res.headers);
      headers.set("Retry-After", String(RETRY_AFTER_SECONDS));
      return new Response(res.body, { status: 503, headers });
    });
  }

  app.onError((error, c) => {
    const outage = services.db.availability.observe(error);
    if (outage) return unavailable(c, services.metrics, outage);
    services.log.error("request failed", error, { reqId: c.get("requestId") });
    return c.text("Something went wrong on our side.", 500);
  });
  return app;
}
