// One perfume in a grid (home, /products, 'You Might Also Like'): image and name link to the
// product page, price, notes (or the category when a product has none), Add to Cart and a Quick
// View button. The quick-view dialog is code-split and only fetched when a shopper shows interest
// (hover, focus or click), which keeps it out of the home page's initial JavaScript.
import { StarRating } from "./reviews/star-rating";
import { CatalogueImage } from "./catalogue-image";
import { lazy, Suspense, useId, useRef, useState } from "react";
import { LocalLink } from "./local-link";
import { isProductSoldOut, type Product } from "../shared/catalogue";
import { productToCartItem } from "../shared/cart";
import { defaultVariant, isVariantSoldOut, priceFrom } from "../shared/variants";
import { format } from "../i18n";
import { useMessages, useOfferPrice } from "../hooks/use-root-data";
import { OfferPrice } from "./offer-price";
import { useCart } from "./cart-provider";
import { WishlistHeart } from "./wishlist-heart";

export interface ProductCardProps {
  product: Product;
  /** Above the fold: load the image eagerly. */
  priority?: boolean;
}

const loadQuickView = () => import("./quick-view");
const QuickView = lazy(loadQuickView);

/** Card images fill a grid cell: 2 columns on phones, 3 on tablets, 4 on desktops. */
const PRODUCT_CARD_IMAGE_SIZES = "(min-width: 1280px) 290px, (min-width: 768px) 30vw, 45vw";

/** Notes are the card's subtitle; a product without notes shows its category instead. */
export function cardSubtitle(product: Pick<Product, "notes" | "category">, categoryLabel?: string): string {
  const notes = product.notes.trim();
  return notes !== "" ? notes : (categoryLabel ?? product.category);
}

export function ProductCard({ product, priority = false }: ProductCardProps) {
  const messages = useMessages();
  const { add } = useCart();
  const soldOut = isProductSoldOut(product);
  // The button adds the default size, or the first size still for sale; "from" when sizes differ.
  const forSale = product.variants.filter((v) => !isVariantSoldOut(v));
  const toAdd = defaultVariant(forSale);
  const from = priceFrom(product.variants);
  const offerOf = useOfferPrice();
  // "From" the lowest price any size sells at now, offers included.
  const lowestOffer = from?.varies ? Math.min(...product.variants.map((v) => offerOf(v) ?? v.price)) : null;
  const [quickViewOpen, setQuickViewOpen] = useState(false);
  // Mounted on first open and kept, so closing can animate and reopening is instant.
  const [quickViewMounted, setQuickViewMounted] = useState(false);
  const quickViewButton = useRef<HTMLButtonElement>(null);
  const nameId = useId();
  const href = `/product/${product.slug}`;

  const openQuickView = () => {
    setQuickViewMounted(true);
    setQuickViewOpen(true);
  };

  return (
    <article className="group flex h-full flex-col">
      <div className="relative overflow-hidden rounded-sm bg-sand">
        {/* The name below is the link for keyboard and screen-reader users; this one is for pointers. */}
        <LocalLink to={href} tabIndex={-1} aria-hidden="true" className="block">
          <CatalogueImage
            image={product.image}
            imageSet={product.imageSet}
            alt=""
            width={600}
            height={600}
            sizes={PRODUCT_CARD_IMAGE_SIZES}
            loading={priority ? "eager" : "lazy"}
            fetchPriority={priority ? "high" : undefined}
            decoding="async"
            className="aspect-square h-auto w-full object-cover transition-transform duration-700 ease-out group-hover:scale-[1.04]"
          />
        </LocalLink>
        <button
          ref={quickViewButton}
          type="button"
          onClick={openQuickView}
          onPointerEnter={() => void loadQuickView()}
          onFocus={() => void loadQuickView()}
          aria-haspopup="dialog"
          aria-label={format(messages.productCard.quickViewLabel, { name: product.name })}
          className="absolute inset-x-3 bottom-3 rounded-full bg-ivory/95 px-3 py-2 text-[0.7rem] font-medium tracking-[0.16em] text-ink uppercase shadow-sm backdrop-blur transition duration-300 hover:bg-ink hover:text-ivory md:group-hover:translate-y-0 md:group-hover:opacity-100 md:focus-visible:translate-y-0 md:focus-visible:opacity-100 md:can-hover:translate-y-2 md:can-hover:opacity-0"
        >
          {messages.productCard.quickView}
        </button>
        <WishlistHeart
          productId={product.id}
          label={format(messages.productCard.save, { name: product.name })}
          className="absolute end-3 top-3 size-10"
        />
      </div>

      <div className="flex flex-1 flex-col pt-4">
        <h3 id={nameId} className="font-display text-xl leading-tight font-semibold text-ink sm:text-[1.35rem]">
          <LocalLink to={href} className="decoration-gold/60 underline-offset-4 hover:underline">
            {product.name}
          </LocalLink>
        </h3>
        <p className="mt-1.5 line-clamp-2 text-[0.8rem] leading-relaxed text-ink/60">
          {cardSubtitle(product, messages.common.categories[product.category])}
        </p>
        {/* Stars only from published reviews; none at all until there is one (decision 045). */}
        {product.rating && (
          <p className="mt-2 flex items-center gap-1.5 text-[0.75rem] text-ink/60 tabular-nums" data-testid="card-rating">
            <StarRating
              value={product.rating.average}
              className="size-3.5"
              label={format(messages.productCard.rated, {
                average: product.rating.average.toFixed(1),
                count: product.rating.count,
              })}
            />
            <span aria-hidden="true">({product.rating.count})</span>
          </p>
        )}
        {/* Pinned to the bottom so prices and buttons line up across a row of cards. */}
        <div className="mt-auto pt-3">
          <p className="mb-4 text-[0.95rem] font-medium tracking-wide text-gold-dark tabular-nums">
            {from?.varies ? (
              <OfferPrice regular={from.price} offer={lowestOffer} from struckClassName="text-[0.8rem]" />
            ) : (
              <OfferPrice
                regular={toAdd?.price ?? product.price}
                offer={toAdd ? offerOf(toAdd) : null}
                struckClassName="text-[0.8rem]"
              />
            )}
          </p>
          <button
            type="button"
            onClick={() => add(productToCartItem(product, toAdd))}
            disabled={soldOut}
            aria-describedby={nameId}
            className="w-full rounded-full border border-ink px-3 py-2.5 text-[0.7rem] font-medium tracking-[0.18em] text-ink uppercase transition-colors hover:bg-ink hover:text-ivory disabled:border-ink/25 disabled:bg-sand disabled:text-ink/80 disabled:hover:bg-sand disabled:hover:text-ink/80 sm:text-xs"
          >
            {soldOut ? messages.common.soldOut : messages.productCard.addToCart}
          </button>
        </div>
      </div>

      {quickViewMounted && (
        <Suspense fallback={null}>
          <QuickView product={product} open={quickViewOpen} onOpenChange={setQuickViewOpen} returnFocusTo={quickViewButton} />
        </Suspense>
      )}
    </article>
  );
}
