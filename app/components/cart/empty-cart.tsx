// The cart's empty view (docs/product.md#2-pages): 'Your Cart is Empty' and a way back to the perfumes.
import { LocalLink } from "../local-link";
import { cartEn } from "../../i18n/cart.en";
import { useTexts } from "../../i18n/parts";
import { BagIcon } from "../layout-icons";

export function EmptyCart() {
  const t = useTexts(cartEn).cart;
  return (
    <div className="mx-auto max-w-md py-16 text-center md:py-20">
      <span className="mx-auto grid size-20 place-items-center rounded-full border border-gold/40 text-gold-dark">
        <BagIcon className="size-8" />
      </span>
      <h2 className="mt-8 font-display text-3xl font-medium md:text-4xl">{t.emptyTitle}</h2>
      <p className="mt-3 text-ink/70">{t.emptyText}</p>
      <LocalLink
        to="/products"
        className="mt-10 inline-flex min-h-12 items-center rounded-full bg-ink px-8 text-xs font-semibold tracking-[0.2em] text-ivory uppercase transition-colors hover:bg-gold-dark"
      >
        {t.discover}
      </LocalLink>
    </div>
  );
}
