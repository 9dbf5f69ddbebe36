// The session cookie. Served over HTTPS (PUBLIC_ORIGIN https://...) it is "__Host-shop_session":
// Secure, Path=/ and no Domain, so no subdomain and no plain-HTTP page can set or read it. Over
// plain HTTP (local development, the browser tests) it is "shop_session" without Secure.
import { parse, serialize } from "hono/utils/cookie";
import type { Config } from "../config";
import { ABSOLUTE_LIFETIME_MS } from "./sessions";

const COOKIE_BASE_NAME = "shop_session";

export function servedOverHttps(config: Pick<Config, "publicOrigin">): boolean {
  return config.publicOrigin?.startsWith("https://") ?? false;
}

function cookieName(config: Pick<Config, "publicOrigin">): string {
  return servedOverHttps(config) ? `__Host-${COOKIE_BASE_NAME}` : COOKIE_BASE_NAME;
}

export function readSessionToken(config: Pick<Config, "publicOrigin">, cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null;
  const name = cookieName(config);
  return parse(cookieHeader, name)[name] ?? null;
}

function attributes(config: Pick<Config, "publicOrigin">, maxAge: number) {
  return { path: "/", httpOnly: true, secure: servedOverHttps(config), sameSite: "Lax" as const, maxAge };
}

export function sessionCookie(config: Pick<Config, "publicOrigin">, token: string): string {
  // The browser may keep it as long as the server would honour it; the idle limit is the server's.
  return serialize(cookieName(config), token, attributes(config, Math.floor(ABSOLUTE_LIFETIME_MS / 1000)));
}

export function clearedSessionCookie(config: Pick<Config, "publicOrigin">): string {
  return serialize(cookieName(config), "", attributes(config, 0));
}
