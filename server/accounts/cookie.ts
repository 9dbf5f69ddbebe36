// The shopper's session cookie, apart from staff's (server/auth/cookie.ts): "__Host-shop_account"
// over HTTPS (Secure, Path=/, no Domain), "shop_account" over plain HTTP; HttpOnly, SameSite=Lax,
// 30 days. Beside it a readable "shop_signed_in=1" that holds no secret: the storefront's pages are
// the same for everyone (cached), and the header reads it in the browser to say "My account".
import { parse, serialize } from "hono/utils/cookie";
import type { Config } from "../config";
import { servedOverHttps } from "../auth/cookie";
import { SIGNED_IN_COOKIE } from "../../app/shared/account-cookie";
import { SESSION_LIFETIME_MS } from "./service";

const BASE_NAME = "shop_account";
type Origin = Pick<Config, "publicOrigin">;

const nameOf = (config: Origin) => (servedOverHttps(config) ? `__Host-${BASE_NAME}` : BASE_NAME);

export function readShopperToken(config: Origin, cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null;
  const name = nameOf(config);
  return parse(cookieHeader, name)[name] ?? null;
}

const maxAge = Math.floor(SESSION_LIFETIME_MS / 1000);

/** The two Set-Cookie values of a new session. */
export function shopperCookies(config: Origin, token: string): string[] {
  const secure = servedOverHttps(config);
  return [
    serialize(nameOf(config), token, { path: "/", httpOnly: true, secure, sameSite: "Lax", maxAge }),
    serialize(SIGNED_IN_COOKIE, "1", { path: "/", secure, sameSite: "Lax", maxAge }),
  ];
}

/** The same, cleared. */
export function clearedShopperCookies(config: Origin): string[] {
  const secure = servedOverHttps(config);
  return [
    serialize(nameOf(config), "", { path: "/", httpOnly: true, secure, sameSite: "Lax", maxAge: 0 }),
    serialize(SIGNED_IN_COOKIE, "", { path: "/", secure, sameSite: "Lax", maxAge: 0 }),
  ];
}
