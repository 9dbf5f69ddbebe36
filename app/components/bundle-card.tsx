// One curated bundle (home "Exclusive Bundles" and /offers "Curated Collections"): its picture,
// name, description, the perfumes it holds (at most 3 thumbnails, docs/product.md#9-numbers), the bundle
// price, the discount only when there is one, and a button that adds it to the cart.
import { CatalogueImage } from "./catalogue-image";
import { useId } from "react";
import { LocalLink } from "./local-link";
import { isBundleSoldOut, type Bundle } from "../shared/catalogue";
import { bundleToCartItem } from "../shared/cart";
import { usePrice } from "../hooks/use-locale";
import { format } from "../i18n";
import { useCatalogue, useMessages } from "../hooks/use-root-data";
import { useCart } from "./cart-provider";

export interface BundleCardProps {
  bundle: Bundle;
  /** "Add Bundle" on the home page, "Add to Cart" on /offers. */
  actionLabel: string;
}

/** docs/product.md#9-numbers: a bundle previews at most three of its perfumes. */
const BUNDLE_PREVIEW_LIMIT = 3;

export function BundleCard({ bundle, actionLabel }: BundleCardProps) {
  const price = usePrice();
  const messages = useMessages();
  const t = messages.bundleCard;
  const catalogue = useCatalogue();
  const { add } = useCart();
  const nameId = useId();
  const soldOut = isBundleSoldOut(
    bundle.products.map((p) => ({ id: p.id, variantId: p.variantId })),
    catalogue.products,
  );
  const preview = bundle.products.slice(0, BUNDLE_PREVIEW_LIMIT);

  return (
    <article
      aria-labelledby={nameId}
      className="flex h-full flex-col overflow-hidden bg-white shadow-[0_18px_50px_-30px_rgba(15,13,11,0.45)] ring-1 ring-ink/5"
    >
      <div className="relative bg-sand">
        <CatalogueImage
          image={bundle.image}
          imageSet={bundle.imageSet}
          alt=""
          width={600}
          height={600}
          loading="lazy"
          decoding="async"
          sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"
          className="aspect-[5/4] h-auto w-full object-cover"
        />
        {soldOut && (
          <span
            data-testid="bundle-sold-out"
            className="absolute end-4 top-4 rounded-full bg-ink px-3 py-1 text-xs font-semibold tracking-[0.15em] text-ivory uppercase"
          >
            {messages.common.soldOut}
          </span>
        )}
        {bundle.discount > 0 && (
          <span className="absolute start-4 top-4 rounded-full bg-gold px-3 py-1 text-xs font-bold tracking-[0.15em] text-ink">
            {format(t.discount, { discount: bundle.discount })}
          </span>
        )}
      </div>

      <div className="flex flex-1 flex-col p-6 sm:p-7 md:p-8">
        <h3 id={nameId} className="font-display text-3xl leading-tight font-medium text-ink">
          {bundle.name}
        </h3>
        <p className="mt-3 text-sm leading-relaxed text-ink/70">{bundle.description}</p>

        {preview.length > 0 && (
          <div className="mt-6">
            <p className="text-[0.7rem] font-semibold tracking-[0.2em] text-gold-dark uppercase">{t.includes}</p>
            <ul role="list" className="mt-3 space-y-2.5">
              {preview.map((p) => (
                <li key={p.id} className="flex items-center gap-3">
                  <img
                    src={p.image}
                    alt=""
                    width={40}
                    height={40}
                    loading="lazy"
                    decoding="async"
                    className="size-10 shrink-0 rounded-full bg-sand object-cover ring-1 ring-ink/10"
                  />
                  <LocalLink
                    to={`/product/${p.slug}`}
                    className="min-w-0 text-sm text-ink/85 decoration-gold/60 underline-offset-4 hover:text-ink hover:underline"
                  >
                    {p.name}
                  </LocalLink>
                </li>
              ))}
            </ul>
          </div>
        )}

        {/* Pinned to the bottom so neighbouring cards' prices and buttons line up. */}
        <div className="mt-auto pt-7">
          <div className="flex flex-wrap items-end justify-between gap-4 border-t border-ink/10 pt-6">
            <p className="flex flex-col">
              <span className="text-[0.7rem] tracking-[0.2em] text-ink/65 uppercase">{t.price}</span>
              <span className="font-display text-3xl font-semibold text-gold-dark tabular-nums">{price(bundle.price)}</span>
            </p>
            <button
              type="button"
              onClick={() => add(bundleToCartItem(bundle, catalogue))}
              disabled={soldOut}
              aria-describedby={nameId}
              className="inline-flex min-h-12 items-center justify-center rounded-full bg-ink px-7 py-3 text-xs font-semibold tracking-[0.2em] text-ivory uppercase transition-colors hover:bg-gold hover:text-ink disabled:cursor-not-allowed disabled:bg-sand disabled:text-ink/80 disabled:ring-1 disabled:ring-ink/20"
            >
              {soldOut ? messages.common.soldOut : actionLabel}
            </button>
          </div>
        </div>
      </div>
    </article>
  );
}
