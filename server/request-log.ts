// Every request's id, log line and metrics. The id is sent back as X-Request-Id; behind
// our own proxy (TRUST_PROXY) the proxy's id is kept, so one id follows a request through both
// logs. The line holds the route pattern, never the raw URL (which can carry a phone number or a
// search), and no header, cookie or body.
import { randomUUID } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import { storefrontPageOf } from "../app/shared/storefront-pages";
import { clientAddress } from "./auth/client-address";
import type { AppServices } from "./services";

export type RequestEnv = { Variables: { requestId: string } };

/** An id from the proxy is used only when it looks like one (no room for log injection). */
const PROXY_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export function requestLog(services: AppServices): MiddlewareHandler<RequestEnv> {
  const { config, log, metrics } = services;
  return async (c, next) => {
    const started = performance.now();
    const given = config.trustProxy ? c.req.header("x-request-id") : undefined;
    const id = given && PROXY_ID.test(given) ? given : randomUUID();
    c.set("requestId", id);
    try {
      await next();
    } finally {
      const seconds = (performance.now() - started) / 1000;
      const status = c.res.status;
      const route = routeLabel(c);
      try {
        c.res.headers.set("X-Request-Id", id);
      } catch {
        // A response with immutable headers (Response.redirect): copy it once to add ours.
        c.res = new Response(c.res.body, c.res);
        c.res.headers.set("X-Request-Id", id);
      }
      metrics.request(c.req.method, route, status, seconds);
      log.request({
        reqId: id,
        method: c.req.method,
        route,
        status,
        ms: Math.round(seconds * 10_000) / 10,
        ip: clientAddress(c, config.trustProxy),
      });
    }
  };
}

/**
 * The pattern a request matched: the API's own route ("/api/admin/orders/:id"), a storefront
 * page's ("/product/:slug", "/ar/product/:slug"), or a bounded family for the rest.
 */
function routeLabel(c: Context): string {
  // The route that answered, or, when a middleware answered for it (a 401, a 403), the handler it
  // stood in front of. Routes registered later that also match (the pages' "*") never ran.
  const routes = matchedRoutes(c);
  const concrete = (path: string) => path !== "*" && !path.endsWith("/*");
  const handler = routes
    .slice(c.req.routeIndex)
    .find((route) => concrete(route.path) && [c.req.method, "ALL", c.req.method === "HEAD" ? "GET" : ""].includes(route.method));
  if (handler) return handler.path;
  const path = c.req.path;
  if (path.startsWith("/api/")) return "/api/(unknown)";
  if (path.startsWith("/assets/")) return "/assets/*";
  if (path.startsWith("/uploads/")) return "/uploads/*";
  if (path === "/admin" || path.startsWith("/admin/")) return "/admin/*";
  const page = storefrontPageOf(path);
  if (page) return `${path === "/ar" || path.startsWith("/ar/") ? "/ar" : ""}/${page.path}`;
  return "(other)";
}
