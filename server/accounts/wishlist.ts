// A shopper's wishlist (docs/decisions/048-wishlist-and-back-in-stock.md): the perfumes an account
// saved, one row each. A guest's list is kept in the browser and merged in at sign-in; merging is
// an insert that ignores the rows already there, so merging the same list twice changes nothing.
import type { Catalogue } from "../../app/shared/catalogue";
import { isProductSoldOut } from "../../app/shared/catalogue";
import { WISHLIST_MAX, type WishlistEntry } from "../../app/shared/wishlist";
import type { Db } from "../db/database";

export class WishlistFull extends Error {
  constructor() {
    super(`A wishlist holds at most ${WISHLIST_MAX} perfumes.`);
  }
}

export function createWishlist(db: Db) {
  const k = db.kysely;

  const ids = async (accountId: string) =>
    (
      await k
        .selectFrom("wishlist_items")
        .select(["product_id", "created_at"])
        .where("account_id", "=", accountId)
        .orderBy("created_at", "desc")
        .orderBy("product_id")
        .execute()
    ).map((r) => ({ productId: r.product_id, savedAt: r.created_at }));

  /** The saved perfumes, newest first, as the catalogue (in the page's language) shows them. */
  async function list(accountId: string, catalogue: Catalogue): Promise<WishlistEntry[]> {
    const byId = new Map(catalogue.products.map((p) => [p.id, p]));
    return (await ids(accountId)).map(({ productId, savedAt }) => {
      const product = byId.get(productId);
      return {
        productId,
        slug: product?.slug ?? null,
        name: product?.name ?? null,
        image: product?.image ?? null,
        soldOut: product ? isProductSoldOut(product) : false,
        savedAt,
      };
    });
  }

  /** Saves one perfume (saving it again changes nothing); throws WishlistFull past the limit. */
  async function add(accountId: string, productId: string, now: Date): Promise<void> {
    await k.transaction().execute(async (trx) => {
      const count = await trx
        .selectFrom("wishlist_items")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("account_id", "=", accountId)
        .executeTakeFirstOrThrow();
      const there = await trx
        .selectFrom("wishlist_items")
        .select("product_id")
        .where("account_id", "=", accountId)
        .where("product_id", "=", productId)
        .executeTakeFirst();
      if (there) return;
      if (Number(count.n) >= WISHLIST_MAX) throw new WishlistFull();
      await trx
        .insertInto("wishlist_items")
        .values({ account_id: accountId, product_id: productId, created_at: now.toISOString() })
        .onConflict((oc) => oc.columns(["account_id", "product_id"]).doNothing())
        .execute();
    });
  }

  async function remove(accountId: string, productId: string): Promise<void> {
    await k.deleteFrom("wishlist_items").where("account_id", "=", accountId).where("product_id", "=", productId).execute();
  }

  /** Adds the browser's perfumes the account does not have yet, up to the limit; the ids after. */
  async function merge(accountId: string, productIds: readonly string[], now: Date): Promise<string[]> {
    const have = new Set((await ids(accountId)).map((r) => r.productId));
    const room = Math.max(0, WISHLIST_MAX - have.size);
    const fresh = [...new Set(productIds)].filter((id) => !have.has(id)).slice(0, room);
    if (fresh.length > 0) {
      // The browser's first id is its newest: later ids get earlier times, so the order holds.
      const base = now.getTime();
      await k
        .insertInto("wishlist_items")
        .values(fresh.map((id, i) => ({ account_id: accountId, product_id: id, created_at: new Date(base - i).toISOString() })))
        .onConflict((oc) => oc.columns(["account_id", "product_id"]).doNothing())
        .execute();
    }
    return (await ids(accountId)).map((r) => r.productId);
  }

  return { list, add, remove, merge, ids: async (accountId: string) => (await ids(accountId)).map((r) => r.productId) };
}
