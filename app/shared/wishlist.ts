// The wishlist and "tell me when it is back" (docs/decisions/048-wishlist-and-back-in-stock.md):
// the rules the browser and the server share. Kept free of zod so the product cards' heart, on the
// home page, costs only a few hundred bytes; the request bodies' schemas are in ./wishlist-input.ts,
// the browser's copy of the list in app/browser/wishlist-store.ts.

/** Where a guest's saved perfumes are kept in the browser (a JSON array of product ids). */
export const WISHLIST_STORAGE_KEY = "shop_wishlist";
/** Perfumes one wishlist holds; a merge keeps the first ones and drops the rest. */
export const WISHLIST_MAX = 100;
/** A product id, as the catalogue makes them (digits and slugs). */
export const PRODUCT_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** One saved perfume as the account page lists it (null fields: no longer in the catalogue). */
export interface WishlistEntry {
  productId: string;
  slug: string | null;
  name: string | null;
  image: string | null;
  /** Every size is sold out. */
  soldOut: boolean;
  savedAt: string;
}
