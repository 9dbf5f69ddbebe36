// Cached storefront pages answered on Node's response itself, ahead of the web application: no
// web Request, Headers or Response is made, and no middleware runs. The answer is the one the
// application would give (server/app.ts): the same entry (server/page-cache.ts), the same security
// headers (server/security-headers.ts), the same request id, log line and metrics
// (server/request-log.ts). Anything else (a miss, an aged-out page, an unusual URL) goes on to the
// application, which renders and keeps the page. Why: docs/PERFORMANCE.md, "Cached pages on
// Node's response".
import type { IncomingMessage, ServerResponse } from "node:http";
import type { TLSSocket } from "node:tls";
import type { AppServices } from "./services";
import type { PageCache } from "./page-cache";
import { securityHeaderRules } from "./security-headers";
import { pathRouteLabel, recordRequest, requestIdOf } from "./request-log";
import { clientAddressFrom } from "./auth/client-address";

/**
 * A Host header and request target the web layer would take as they are. Anything else (an odd
 * host, a backslash, an absolute URL) is left to it, to be refused or normalised there exactly as
 * before.
 */
const PLAIN_HOST = /^[a-z0-9._-]+(?::\d{1,5})?$/;
export const isPlainHost = (host: string | undefined): host is string => host !== undefined && PLAIN_HOST.test(host);

/** True when it answered; false when the request is the application's to answer. */
export type CachedPageAnswers = (req: IncomingMessage, res: ServerResponse) => boolean;

export function cachedPageAnswers(
  services: Pick<AppServices, "config" | "log" | "metrics">,
  cache: PageCache,
): CachedPageAnswers {
  const { trustProxy } = services.config;
  const security = securityHeaderRules(services.config);
  return (req, res) => {
    const started = performance.now();
    const method = req.method;
    if (method !== "GET" && method !== "HEAD") return false;
    const target = req.url;
    const host = req.headers.host;
    if (!target || target.charCodeAt(0) !== 47 || target.includes("\\") || !isPlainHost(host)) return false;
    let url: URL;
    try {
      url = new URL(`${(req.socket as TLSSocket).encrypted ? "https" : "http"}://${host}${target}`);
    } catch {
      return false;
    }
    const headers = req.headers;
    const answer = cache.fresh(url, {
      method,
      acceptEncoding: headers["accept-encoding"],
      ifNoneMatch: headers["if-none-match"],
      cookie: headers.cookie,
    });
    if (!answer) return false;

    const path = url.pathname;
    const id = requestIdOf(headers["x-request-id"] as string | undefined, trustProxy);
    const out: Record<string, string> = answer.headers;
    for (const [name, value] of security.headers(path, security.hashedPolicy(answer.scriptHashes))) out[name] = value;
    out["X-Request-Id"] = id;
    res.writeHead(answer.status, out);
    res.end(answer.body);
    recordRequest(services, {
      id,
      method,
      route: pathRouteLabel(path),
      status: answer.status,
      started,
      ip: clientAddressFrom(headers["x-forwarded-for"] as string | undefined, () => req.socket.remoteAddress, trustProxy),
    });
    return true;
  };
}
