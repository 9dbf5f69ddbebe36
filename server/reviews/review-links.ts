// The signed links of review invitations (docs/decisions/045-reviews-from-buyers.md): an order's
// id and a perfume's id, signed with HMAC-SHA256 under the shop's own key (made by migration 045,
// kept in server_secrets). Whoever holds the link may review that perfume for that order and
// nothing else; a link with any part changed is refused. Nothing about the shopper is in it.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Db } from "../db/database";
import type { Locale } from "../../app/i18n";
import { localizePath } from "../../app/shared/locale";

const KEY_NAME = "review-links";
const keys = new WeakMap<Db, Promise<Buffer>>();

/** The shop's signing key, read once per database (it never changes). */
export function reviewKey(db: Db): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = db.kysely
      .selectFrom("server_secrets")
      .select("value")
      .where("name", "=", KEY_NAME)
      .executeTakeFirstOrThrow()
      .then((row) => Buffer.from(row.value, "base64url"));
    keys.set(db, key);
    key.catch(() => keys.delete(db));
  }
  return key;
}

function signReview(key: Buffer, orderId: string, productId: string): string {
  // The purpose and a separator no id holds, so a signature made for one thing fits nothing else.
  return createHmac("sha256", key).update(`review\n${orderId}\n${productId}`).digest("base64url");
}

export function verifyReview(key: Buffer, orderId: string, productId: string, signature: string): boolean {
  const expected = Buffer.from(signReview(key, orderId, productId));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The review page's path with the signed link's parameters: /review?order=…&product=…&sig=… */
export function reviewPath(key: Buffer, orderId: string, productId: string, locale: Locale): string {
  const query = new URLSearchParams({ order: orderId, product: productId, sig: signReview(key, orderId, productId) });
  return `${localizePath("/review", locale)}?${query}`;
}
