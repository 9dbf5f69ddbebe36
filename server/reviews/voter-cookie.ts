// Whose "helpful" vote it is (docs/decisions/045-reviews-from-buyers.md): a browser's voter id is
// one the server made, a random id signed with the shop's own key (review-links.ts) and kept in an
// HttpOnly cookie, never an id the client names, so a client cannot vote again by naming another.
// "__Host-shop_voter" over HTTPS, "shop_voter" over plain HTTP; a year, as a browser keeps it.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { parse, serialize } from "hono/utils/cookie";
import type { Config } from "../config";
import type { Db } from "../db/database";
import { servedOverHttps } from "../auth/cookie";
import { reviewKey } from "./review-links";

const BASE_NAME = "shop_voter";
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** 16 random bytes, base64url. */
const ID = /^[A-Za-z0-9_-]{22}$/;

type Origin = Pick<Config, "publicOrigin">;
const nameOf = (config: Origin) => (servedOverHttps(config) ? `__Host-${BASE_NAME}` : BASE_NAME);

// The purpose and a separator no id holds: a review link's signature fits nothing here.
const sign = (key: Buffer, id: string) => createHmac("sha256", key).update(`helpful-voter\n${id}`).digest("base64url");

function verified(key: Buffer, value: string | undefined): string | null {
  const [id, signature, ...rest] = (value ?? "").split(".");
  if (rest.length > 0 || !ID.test(id ?? "") || !signature) return null;
  const expected = Buffer.from(sign(key, id));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

/**
 * The browser's voter id from its cookie; without a cookie the server's signature holds, a new id
 * and the Set-Cookie that gives it to the browser.
 */
export async function browserVoter(
  db: Db,
  config: Origin,
  cookieHeader: string | undefined,
): Promise<{ id: string; setCookie: string | null }> {
  const key = await reviewKey(db);
  const name = nameOf(config);
  const id = verified(key, cookieHeader ? parse(cookieHeader, name)[name] : undefined);
  if (id) return { id, setCookie: null };
  const fresh = randomBytes(16).toString("base64url");
  const setCookie = serialize(name, `${fresh}.${sign(key, fresh)}`, {
    path: "/",
    httpOnly: true,
    secure: servedOverHttps(config),
    sameSite: "Lax",
    maxAge: MAX_AGE_SECONDS,
  });
  return { id: fresh, setCookie };
}
