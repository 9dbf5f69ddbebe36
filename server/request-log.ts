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

/** This request's id: the proxy's when we trust it and it looks like one, else a new one. */
export function requestIdOf(given: string | undefined, trustProxy: boolean): string {
  return trustProxy && given && PROXY_ID.test(given) ? given : randomUUID();
}

export interface RequestRecord {
  id: string;
  method: string;
  route: string;
  status: number;
  /** performance.now() when the request arrived. */
  started: number;
  ip: string;
}

/** The request's metrics and log line, for the middleware below and for cached pages answered on Node's response. */
export function recordRequest({ log, metrics }: Pick<AppServices, "log" | "metrics">, r: RequestRecord): void {
  const seconds = (performance.now() - r.started) / 1000;
  metrics.request(r.method, r.route, r.status, seconds);
  log.request({
    reqId: r.id,
    method: r.method,
    route: r.route,
    status: r.status,
    ms: Math.round(seconds * 10_000) / 10,
    ip: r.ip,
  });
}

export function requestLog(services: AppServices): MiddlewareHandler<RequestEnv> {
  const { config } = services;
  return async (c, next) => {
    const started = performance.now();
    const id = requestIdOf(c.req.header("x-request-id"), config.trustProxy);
    c.set("requestId", id);
    try {
      await next();
    } finally {
      const status = c.res.status;
      const route = routeLabel(c);
      try {
        c.res.headers.set("X-Request-Id", id);
      } catch {
        // A response with immutable headers (Response.redirect): copy it once to add ours.
        c.res = new Response(c.res.body, c.res);
        c.res.headers.set("X-Request-Id", id);
      }
      recordRequest(services, { id, method: c.req.method, route, status, started, ip: clientAddress(c, config.trustProxy) });
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
  return pathRouteLabel(c.req.path);
}

/** The label of a request no route of ours matched by pattern: a storefront page's, or a bounded family. */
export function pathRouteLabel(path: string): string {
  if (path.startsWith("/api/")) return "/api/(unknown)";
  if (path.startsWith("/assets/")) return "/assets/*";
  if (path.startsWith("/uploads/")) return "/uploads/*";
  if (path === "/admin" || path.startsWith("/admin/")) return "/admin/*";
  const page = storefrontPageOf(path);
  if (page) return `${path === "/ar" || path.startsWith("/ar/") ? "/ar" : ""}/${page.path}`;
  return "(other)";
}
