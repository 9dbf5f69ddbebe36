// The wishlist's heart on product cards and pages (docs/decisions/048-wishlist-and-back-in-stock.md).
// Pages are cached and the same for everyone, so the heart is rendered unpressed and reads its
// state from the browser (localStorage) after hydration; a signed-in shopper's change also goes to
// the account (the readable "signed in" cookie says so). Kept tiny, it is on the home page; only
// the cards and the product page import it, so it travels in the cards' script file.
import { useEffect, useState } from "react";
import { SIGNED_IN_COOKIE } from "../shared/account-cookie";
import { keepWishlist, savedWishlist, WISHLIST_CHANGED } from "../browser/wishlist-store";

export function WishlistHeart({ productId, label, className }: { productId: string; label: string; className: string }) {
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    const read = () => setSaved(savedWishlist().includes(productId));
    read();
    addEventListener(WISHLIST_CHANGED, read);
    return () => removeEventListener(WISHLIST_CHANGED, read);
  }, [productId]);

  const toggle = () => {
    const rest = savedWishlist().filter((id) => id !== productId);
    keepWishlist(saved ? rest : [productId, ...rest]);
    if (document.cookie.includes(`${SIGNED_IN_COOKIE}=1`))
      void fetch(`/api/account/wishlist/${encodeURIComponent(productId)}`, { method: saved ? "DELETE" : "PUT" }).catch(() => {});
  };

  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={label}
      onClick={toggle}
      className={`grid place-items-center rounded-full bg-ivory/90 text-gold-dark shadow-sm hover:text-ink ${className}`}
    >
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className="size-5"
        fill={saved ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth="1.6"
      >
        <path d="M12 20.5S4.5 16 4.5 10.3a4.3 4.3 0 0 1 7.5-2.7 4.3 4.3 0 0 1 7.5 2.7c0 5.7-7.5 10.2-7.5 10.2z" />
      </svg>
    </button>
  );
}
