// Security headers on every response, whoever produced it (API, static file, page, error).
// The Content-Security-Policy allows only our own scripts plus inline scripts carrying this
// request's nonce (React Router's hydration data); the nonce reaches React Router through the load
// context (c.get("nonce")() → app/entry.server.tsx). It is drawn only when asked for: a page
// answered from the cache, a static file or a 304 never uses one, and drawing 16 random bytes
// for each was 4.5 % of a cached page's time (docs/PERFORMANCE.md, "Cached pages on Node's response"). Styles may be inline: Tailwind and Radix set
// style attributes at run time.
import { randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { Config } from "./config";
import { servedOverHttps } from "./auth/cookie";

export type NonceEnv = {
  Variables: {
    /** This request's nonce, drawn at the first call. */
    nonce: () => string;
    /** Set by the page cache (server/page-cache.ts): a cached page's inline scripts are allowed by hash instead of the nonce. */
    scriptHashes?: readonly string[];
  };
};

const ONE_YEAR = 365 * 24 * 60 * 60;

function contentSecurityPolicy(
  nonce: string,
  options: { https: boolean; dev: boolean; scriptHashes?: readonly string[] },
): string {
  const inline = options.scriptHashes ? options.scriptHashes.map((h) => ` '${h}'`).join("") : ` 'nonce-${nonce}'`;
  const directives = [
    "default-src 'self'",
    `script-src 'self'${inline}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    // Vite's hot reload talks over a WebSocket in development.
    options.dev ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
  ];
  if (options.https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/** Pages and answers no cache may keep: the admin, and orders (they hold personal data, errors too). */
function isPrivatePath(path: string): boolean {
  // The shopper's account pages and API (docs/decisions/044) are one shopper's: never stored.
  return (
    /^\/admin(?:$|[/.])/.test(path) ||
    /^\/api\/(?:admin|orders|account|carts)(?:$|\/)/.test(path) ||
    /^(?:\/ar)?\/account(?:$|[/.])/.test(path)
  );
}

/**
 * The security headers of one answer, for the middleware below and for cached pages answered on
 * Node's response directly (server/cached-page-answers.ts): one list, so both send the same.
 */
export function securityHeaderRules(config: Config) {
  const https = servedOverHttps(config);
  const dev = config.env === "development";
  const hsts = config.env === "production" && https;
  const apiPolicy = contentSecurityPolicy("", { https, dev, scriptHashes: [] });
  // A cached page's inline scripts are allowed by their hashes: it needs no nonce, and its policy
  // is the same string at every answer, kept beside the entry's hashes (the same array each time).
  const cachedPolicies = new WeakMap<readonly string[], string>();
  const hashedPolicy = (scriptHashes: readonly string[]) => {
    let policy = cachedPolicies.get(scriptHashes);
    if (policy === undefined) {
      policy = contentSecurityPolicy("", { https, dev, scriptHashes });
      cachedPolicies.set(scriptHashes, policy);
    }
    return policy;
  };
  const fixed: [string, string][] = [
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["X-Frame-Options", "DENY"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()"],
    ...(hsts ? ([["Strict-Transport-Security", `max-age=${ONE_YEAR}; includeSubDomains`]] as [string, string][]) : []),
  ];
  return {
    /**
     * Every security header of an answer for `path`. `policy`: the API's (JSON runs no script), a
     * page's with this request's nonce, or a cached page's with its scripts' hashes.
     */
    headers(path: string, policy: string): [string, string][] {
      const all: [string, string][] = [["Content-Security-Policy", policy], ...fixed];
      if (isPrivatePath(path)) all.push(["Cache-Control", "no-store"]);
      return all;
    },
    apiPolicy,
    hashedPolicy,
    noncePolicy: (nonce: string) => contentSecurityPolicy(nonce, { https, dev }),
  };
}

export function securityHeaders(config: Config): MiddlewareHandler<NonceEnv> {
  const rules = securityHeaderRules(config);
  return async (c, next) => {
    // JSON answers run no scripts: they get no nonce (randomBytes on every order is measurable,
    // docs/PERFORMANCE.md#2-placing-orders) and the strictest policy, scripts from our origin only.
    const api = c.req.path.startsWith("/api/");
    let drawn: string | null = api ? "" : null;
    const nonce = () => (drawn ??= randomBytes(16).toString("base64"));
    c.set("nonce", nonce);
    await next();

    let response = c.res;
    try {
      response.headers.set("X-Content-Type-Options", "nosniff");
    } catch {
      // A Response whose headers are immutable (a fetch() result): copy it into one we may edit.
      response = new Response(response.body, response);
      c.res = response;
    }
    const scriptHashes = c.get("scriptHashes");
    const policy = api ? rules.apiPolicy : scriptHashes ? rules.hashedPolicy(scriptHashes) : rules.noncePolicy(nonce());
    const h = response.headers;
    for (const [name, value] of rules.headers(c.req.path, policy)) h.set(name, value);
  };
}
