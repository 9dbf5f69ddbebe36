// The wishlist's heart on product cards and pages (docs/decisions/048-wishlist-and-back-in-stock.md).
// Pages are cached and the same for everyone, so the heart is rendered unpressed and reads its
// state from the browser (localStorage) after hydration; a signed-in shopper's change also goes to
// the account (the readable "signed in" cookie says so). Kept tiny: it is on the home page.
import { useEffect, useState } from "react";
import { SIGNED_IN_COOKIE } from "../shared/account-cookie";
import { WISHLIST_MAX, WISHLIST_STORAGE_KEY } from "../shared/wishlist";

const CHANGED = "shop-wishlist";

/** The browser's saved perfume ids, newest first. */
export function savedIds(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(WISHLIST_STORAGE_KEY) ?? "[]");
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}

/** Replaces the browser's list (after a merge or the account's list) and tells every heart. */
export function keepIds(ids: readonly string[]) {
  try {
    localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(ids.slice(0, WISHLIST_MAX)));
  } catch {
    // Private mode or a full store: the heart still works for this page.
  }
  dispatchEvent(new Event(CHANGED));
}

export function WishlistHeart({ productId, label, className = "" }: { productId: string; label: string; className?: string }) {
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    const read = () => setSaved(savedIds().includes(productId));
    read();
    addEventListener(CHANGED, read);
    addEventListener("storage", read);
    return () => {
      removeEventListener(CHANGED, read);
      removeEventListener("storage", read);
    };
  }, [productId]);

  const toggle = () => {
    const rest = savedIds().filter((id) => id !== productId);
    keepIds(saved ? rest : [productId, ...rest]);
    if (document.cookie.includes(`${SIGNED_IN_COOKIE}=1`))
      void fetch(`/api/account/wishlist/${encodeURIComponent(productId)}`, { method: saved ? "DELETE" : "PUT" }).catch(() => {});
  };

  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={label}
      onClick={toggle}
      data-testid="wishlist-heart"
      className={`grid size-10 place-items-center rounded-full bg-ivory/90 text-gold-dark shadow-sm backdrop-blur transition hover:bg-ivory hover:text-ink ${className}`}
    >
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className="size-5"
        fill={saved ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth="1.6"
      >
        <path d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2z" />
      </svg>
    </button>
  );
}
