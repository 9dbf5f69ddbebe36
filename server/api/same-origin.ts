// Proof that a request which changes something was sent by the shop's own pages (else 403): the
// admin's API (docs/decisions/003) and the shopper's (044) both stand behind it. A session cookie
// rides along with any request the browser sends, so a page on another site could otherwise make a
// signed-in shopper or staff member sign out everywhere, change consents or save an address.
// SameSite=Lax already keeps the cookies off cross-site POSTs; this check does not depend on it,
// and unlike Hono's csrf() it covers JSON bodies too, not just form content types. Reads pass.
import type { Context, MiddlewareHandler } from "hono";
import type { AppServices } from "../services";
import { problem } from "./problem";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** Every method but the ones that only read. */
export const changesSomething = (method: string) => !SAFE_METHODS.has(method);

/** The shop's own origin: PUBLIC_ORIGIN when configured, else the origin the request was sent to. */
function expectedOrigin(c: Context, publicOrigin: string | null): string {
  return publicOrigin ?? new URL(c.req.url).origin;
}

export function sameOriginOnly(services: Pick<AppServices, "config">): MiddlewareHandler {
  return async (c, next) => {
    if (!changesSomething(c.req.method)) return next();
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
