// The two checks in front of every admin endpoint: a valid staff session (else 401), and, for any
// request that changes something, proof that it was sent by the shop's own pages (else 403).
// SameSite=Lax already keeps the cookie off cross-site POSTs; this check does not depend on it,
// and unlike Hono's csrf() it covers JSON bodies too, not just form content types.
import type { Context, MiddlewareHandler } from "hono";
import type { AppServices } from "../../services";
import { problem } from "../problem";
import type { AdminEnv } from "./env";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The shop's own origin: PUBLIC_ORIGIN when configured, else the origin the request was sent to. */
function expectedOrigin(c: Context, publicOrigin: string | null): string {
  return publicOrigin ?? new URL(c.req.url).origin;
}

export function sameOriginOnly(services: AppServices): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const site = c.req.header("sec-fetch-site");
    // Browsers say where a request came from; "same-site" is refused too (a sibling subdomain is
    // not the shop). A missing Origin is refused: every current browser sends it on these methods.
    if (site !== undefined && site !== "same-origin") {
      return problem(c, 403, "This request did not come from the shop's own pages.", { detail: `Sec-Fetch-Site: ${site}` });
    }
    const origin = c.req.header("origin");
    if (origin !== expectedOrigin(c, services.config.publicOrigin)) {
      return problem(c, 403, "This request did not come from the shop's own pages.", {
        detail: origin ? "The Origin header names another site." : "The Origin header is missing.",
      });
    }
    return next();
  };
}

export function requireSession(services: AppServices): MiddlewareHandler<AdminEnv> {
  return async (c, next) => {
    const user = await services.auth.getUser(c.req.raw);
    if (!user) {
      c.header("WWW-Authenticate", 'Cookie realm="admin"');
      return problem(c, 401, "Please sign in to continue.");
    }
    c.set("admin", user);
    c.set("sessionId", services.auth.sessionId(c.req.raw) ?? undefined);
    return next();
  };
}
