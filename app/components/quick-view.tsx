// The product card's quick-view modal (Radix Dialog): image, name, price, description, notes,
// Add to Cart and View Details. Loaded on demand by ProductCard (default export for React.lazy).
import { CatalogueImage } from "./catalogue-image";
import * as Dialog from "@radix-ui/react-dialog";
import { useRef, type RefObject } from "react";
import { LocalLink } from "./local-link";
import type { Product } from "../shared/catalogue";
import { productToCartItem } from "../shared/cart";
import { usePrice } from "../hooks/use-locale";
import { useMessages } from "../hooks/use-root-data";
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
  // Leaving for the product page must not pull focus (and the scroll position) back to the card.
  const leaving = useRef(false);
  const href = `/product/${product.slug}`;

  const addToCart = () => {
    add(productToCartItem(product));
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
              <p className="text-lg font-medium text-gold-dark tabular-nums">{price(product.price)}</p>
              <Dialog.Description className="text-sm leading-relaxed text-ink/75">{product.description}</Dialog.Description>
              {product.notes.trim() !== "" && (
                <div>
                  <h3 className="mb-2 text-xs font-medium tracking-[0.18em] text-ink/70 uppercase">
                    {messages.product.keyNotes}
                  </h3>
                  <ScentNotes notes={product.notes} />
                </div>
              )}
              <div className="mt-auto flex flex-col gap-3 pt-2 sm:flex-row">
                <button
                  type="button"
                  onClick={addToCart}
                  className="flex-1 rounded-full bg-ink px-5 py-3 text-xs font-medium tracking-[0.18em] text-ivory uppercase transition-colors hover:bg-gold-dark"
                >
                  {messages.productCard.addToCart}
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
