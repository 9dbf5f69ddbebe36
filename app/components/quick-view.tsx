// The product card's quick-view modal (Radix Dialog): image, name, price, description, notes, the
// sizes (as on the product page: price, compare-at struck through, sold-out sizes shown but not
// offered), Add to Cart of the chosen size and View Details. Loaded on demand by ProductCard
// (default export for React.lazy), so none of it weighs on the first load of a page.
import { CatalogueImage } from "./catalogue-image";
import * as Dialog from "@radix-ui/react-dialog";
import { useId, useRef, useState, type RefObject } from "react";
import { LocalLink } from "./local-link";
import type { Product } from "../shared/catalogue";
import { productToCartItem } from "../shared/cart";
import { format } from "../i18n";
import { isVariantSoldOut, shownCompareAt, sizeParam, formatSize, defaultVariant } from "../shared/variants";
import { useLocale, usePrice } from "../hooks/use-locale";
import { useMessages, useOfferPrice } from "../hooks/use-root-data";
import { OfferPrice } from "./offer-price";
import { useCart } from "./cart-provider";
import { ScentNotes } from "./scent-notes";

export interface QuickViewProps {
  product: Product;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The button that opened the dialog; focus goes back to it when the dialog closes in place. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

export default function QuickView({ product, open, onOpenChange, returnFocusTo }: QuickViewProps) {
  const price = usePrice();
  const messages = useMessages();
  const { add } = useCart();
  const offerOf = useOfferPrice();
  // Leaving for the product page must not pull focus (and the scroll position) back to the card.
  const leaving = useRef(false);
  const locale = useLocale();
  const sizesLabel = useId();
  const { variants } = product;
  // The default size, or the first one left when it is sold out.
  const [chosenId, setChosenId] = useState(() => {
    const main = defaultVariant(variants);
    return (main && !isVariantSoldOut(main) ? main : (variants.find((v) => !isVariantSoldOut(v)) ?? main))?.id;
  });
  const chosen = variants.find((v) => v.id === chosenId) ?? defaultVariant(variants);
  const compareAt = chosen ? shownCompareAt(chosen) : null;
  const href =
    chosen && variants.length > 1
      ? `/product/${product.slug}?size=${encodeURIComponent(sizeParam(chosen, variants))}`
      : `/product/${product.slug}`;

  const addToCart = () => {
    if (!chosen || isVariantSoldOut(chosen)) return;
    add(productToCartItem(product, chosen));
    // Close so the 'Added to Cart!' toast is not hidden behind the modal's overlay.
    onOpenChange(false);
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 grid place-items-center overflow-y-auto bg-ink/65 p-4 backdrop-blur-[2px] transition-opacity duration-300 sm:p-8 starting:opacity-0">
          <Dialog.Content
            onCloseAutoFocus={(e) => {
              e.preventDefault();
              if (!leaving.current) returnFocusTo.current?.focus();
              leaving.current = false;
            }}
            className="relative grid w-full max-w-3xl overflow-hidden rounded-sm bg-ivory text-ink shadow-2xl transition duration-300 md:grid-cols-2 starting:translate-y-4 starting:opacity-0"
          >
            <div className="bg-sand">
              <CatalogueImage
                image={product.image}
                imageSet={product.imageSet}
                alt={product.name}
                width={600}
                height={600}
                sizes="(min-width: 768px) 384px, 90vw"
                className="h-72 w-full object-cover object-[50%_30%] sm:h-80 md:h-full md:min-h-96 md:object-center"
              />
            </div>
            <div className="flex flex-col gap-4 p-6 sm:p-8">
              <p className="text-[0.7rem] font-medium tracking-[0.22em] text-gold-dark uppercase">
                {messages.common.categories[product.category]}
              </p>
              <Dialog.Title className="-mt-2 pe-8 font-display text-3xl leading-tight font-semibold">{product.name}</Dialog.Title>
              <p className="flex items-baseline gap-2 text-lg font-medium text-gold-dark tabular-nums">
                <OfferPrice
                  regular={chosen?.price ?? product.price}
                  offer={chosen ? offerOf(chosen) : null}
                  testId="quick-view-price"
                  struckClassName="text-base"
                  fallback={
                    <>
                      <span data-testid="quick-view-price">{price(chosen?.price ?? product.price)}</span>
                      {compareAt !== null && <s className="text-base font-normal text-ink/50">{price(compareAt)}</s>}
                    </>
                  }
                />
              </p>
              <Dialog.Description className="text-sm leading-relaxed text-ink/75">{product.description}</Dialog.Description>
              {product.notes.trim() !== "" && (
                <div>
                  <h3 className="mb-2 text-xs font-medium tracking-[0.18em] text-ink/70 uppercase">
                    {messages.productCard.keyNotes}
                  </h3>
                  <ScentNotes notes={product.notes} />
                </div>
              )}
              {variants.length > 1 && (
                <div role="radiogroup" aria-labelledby={sizesLabel}>
                  <h3 id={sizesLabel} className="mb-2 text-xs font-medium tracking-[0.18em] text-ink/70 uppercase">
                    {messages.productCard.size}
                  </h3>
                  <ul role="list" className="grid grid-cols-2 gap-2 sm:grid-cols-3" data-testid="quick-view-sizes">
                    {variants.map((v) => {
                      const size = formatSize(v.sizeMl, locale);
                      const soldOut = isVariantSoldOut(v);
                      const struck = shownCompareAt(v);
                      return (
                        <li key={v.id}>
                          <label
                            className={`block h-full rounded-sm border px-3 py-2 text-start text-sm has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-gold-dark ${soldOut ? "cursor-not-allowed border-ink/10 bg-sand/40 text-ink/40 line-through decoration-ink/30" : v.id === chosen?.id ? "cursor-pointer border-ink bg-ink text-ivory" : "cursor-pointer border-ink/20 hover:border-gold-dark"}`}
                          >
                            <input
                              type="radio"
                              name={sizesLabel}
                              value={v.id}
                              checked={v.id === chosen?.id}
                              disabled={soldOut}
                              onChange={() => setChosenId(v.id)}
                              aria-label={soldOut ? format(messages.productCard.sizeSoldOut, { size }) : undefined}
                              className="sr-only"
                            />
                            <span className="block font-semibold">{size}</span>
                            <span className="block text-[0.7rem] opacity-75">{messages.common.variantKinds[v.kind]}</span>
                            <span className="block tabular-nums">
                              <OfferPrice
                                regular={v.price}
                                offer={offerOf(v)}
                                struckClassName="text-[0.7rem] text-current opacity-60"
                                fallback={
                                  <>
                                    {price(v.price)}{" "}
                                    {struck !== null && <s className="text-[0.7rem] opacity-60">{price(struck)}</s>}
                                  </>
                                }
                              />
                            </span>
                            {soldOut && <span className="block text-[0.7rem]">{messages.common.soldOut}</span>}
                          </label>
                        </li>
                      );
                    })}
                  </ul>
                </div>
              )}
              <div className="mt-auto flex flex-col gap-3 pt-2 sm:flex-row">
                <button
                  type="button"
                  onClick={addToCart}
                  disabled={!chosen || isVariantSoldOut(chosen)}
                  className="flex-1 rounded-full bg-ink px-5 py-3 text-xs font-medium tracking-[0.18em] text-ivory uppercase transition-colors hover:bg-gold-dark disabled:bg-sand disabled:text-ink/80 disabled:ring-1 disabled:ring-ink/20"
                >
                  {chosen && isVariantSoldOut(chosen) ? messages.common.soldOut : messages.productCard.addToCart}
                </button>
                <LocalLink
                  to={href}
                  onClick={() => {
                    leaving.current = true;
                    onOpenChange(false);
                  }}
                  className="flex-1 rounded-full border border-ink px-5 py-3 text-center text-xs font-medium tracking-[0.18em] uppercase transition-colors hover:bg-ink hover:text-ivory"
                >
                  {messages.productCard.viewDetails}
                </LocalLink>
              </div>
            </div>
            <Dialog.Close
              aria-label={messages.productCard.closeQuickView}
              className="absolute end-3 top-3 grid size-10 place-items-center rounded-full bg-ivory/90 text-2xl leading-none text-ink transition-colors hover:bg-ink hover:text-ivory"
            >
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
