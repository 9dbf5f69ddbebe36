// The browser's copy of the wishlist (docs/decisions/048-wishlist-and-back-in-stock.md): product
// ids in localStorage, newest first, read and written by the hearts and the account page (which
// merges it into the account at sign-in and keeps the account's list here afterwards).
import { WISHLIST_MAX, WISHLIST_STORAGE_KEY } from "../shared/wishlist";

/** Sent on the window when the browser's list changes: every heart reads it again. */
export const WISHLIST_CHANGED = "shop-wishlist";

/** The browser's saved perfume ids, newest first (none when storage is unreadable). */
export function savedWishlist(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(WISHLIST_STORAGE_KEY) ?? "[]");
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}

/** Replaces the browser's list (a heart's toggle, a merge, the account's list) and tells every heart. */
export function keepWishlist(ids: readonly string[]): void {
  try {
    localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(ids.slice(0, WISHLIST_MAX)));
  } catch {
    // Private mode or a full store: the heart still shows the change on this page.
  }
  dispatchEvent(new Event(WISHLIST_CHANGED));
}
