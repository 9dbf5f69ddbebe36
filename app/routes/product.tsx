// /product/{slug} (docs/product.md#2-pages): image, name, price, description, category, concentration,
// family, house and year, the notes pyramid (docs/decisions/034),
// quantity, Add to Cart, authenticity and delivery notes, a bar fixed to the bottom of small
// screens, and up to 4 'You Might Also Like' that can be bought (a sold-out perfume points to them).
// Stars, the count and the reviews only from published reviews of buyers, none at all before
// (docs/decisions/045-reviews-from-buyers.md). An unknown slug renders 'Product Not Found'
// with HTTP status 404 (returned, not thrown, so the storefront layout and its header stay).
import { CatalogueImage } from "../components/catalogue-image";
import { WishlistHeart } from "../components/wishlist-heart";
import { BackInStockForm } from "../components/back-in-stock-form";
import { useId, useState } from "react";
import { data, redirect } from "react-router";
import { LocalLink } from "../components/local-link";
import type { Route } from "./+types/product";
import type { ChatButtonHandle } from "../components/chat-button";
import { TruckIcon } from "../components/layout-icons";
import { ProductCard } from "../components/product-card";
import { QuantityStepper } from "../components/quantity-stepper";
import { NotePyramid } from "../components/note-pyramid";
import { useCart } from "../components/cart-provider";
import { useMessages, useOfferPrice, useRootData, type RootData } from "../hooks/use-root-data";
import { OfferPrice } from "../components/offer-price";
import { catalogueAr } from "../i18n/catalogue.ar";
import { catalogueEn } from "../i18n/catalogue.en";
import { deliveryAr } from "../i18n/delivery.ar";
import { reviewsAr } from "../i18n/reviews.ar";
import { ProductReviews } from "../components/reviews/product-reviews";
import { StarRating } from "../components/reviews/star-rating";
import { ratingJsonLd, type PublicReview } from "../shared/reviews";
import { arabicTexts, textsIn, useTexts } from "../i18n/parts";
import { format } from "../i18n";
import { MAX_LINE_QUANTITY } from "../shared/prices";
import { NOTE_TIERS } from "../shared/perfume-attributes";
import { isProductSoldOut, type Product } from "../shared/catalogue";
import { formatSize, isVariantSoldOut, shownCompareAt, sizeParam, variantForSize, type ProductVariant } from "../shared/variants";
import { productToCartItem } from "../shared/cart";
import { toDecimalString } from "../shared/money";
import { usePrice, useLocale } from "../hooks/use-locale";
import { relatedProducts } from "../shared/product-list";
import { localeOfPath, localizePath } from "../shared/locale";
import type { Locale } from "../i18n";
import { seoMeta } from "../shared/seo";
import { deliveryClaimsIn, useDeliveryClaims } from "../hooks/use-delivery-claims";

/** Fewer than four related perfumes sit centred instead of leaving a gap at the end of the row. */
const RELATED_GRID: Record<number, string> = {
  1: "max-w-sm grid-cols-1 sm:max-w-xs",
  2: "max-w-3xl",
  3: "max-w-5xl md:grid-cols-3",
  4: "lg:grid-cols-4",
};

// Lifts the floating chat button above this page's bottom bar on small screens.
export const handle: ChatButtonHandle = { mobileActionBar: true };

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const { catalogue } = context.services;
  const { products } = await catalogue.get(locale);
  const product = products.find((p) => p.slug === params.slug);
  if (!product) {
    // A renamed perfume's old address keeps working: permanently, for search engines.
    const current = await catalogue.redirect(params.slug);
    if (current) throw redirect(localizePath(`/product/${encodeURIComponent(current)}`, locale), 301);
    return data(
      {
        product: null,
        related: [] as Product[],
        variantId: null,
        reviews: [] as PublicReview[],
        texts: arabicTexts(request, catalogueAr),
      },
      { status: 404 },
    );
  }
  // The size in the URL (?size=50), else the default one: server-rendered, so a shared link opens at it.
  const variant = variantForSize(product.variants, url.searchParams.get("size"));
  // Published reviews only; the page is cached, and a review published or hidden invalidates it.
  const reviews = product.rating ? await context.services.reviews.published(product.id) : [];
  return data({
    product,
    related: relatedProducts(product, products),
    variantId: variant?.id ?? null,
    reviews,
    // The page's own texts in Arabic (in English they are in its script): app/i18n/parts.ts.
    texts: arabicTexts(request, catalogueAr, deliveryAr, reviewsAr),
  });
}

export function meta({ data: loaded, matches, params }: Route.MetaArgs) {
  const root = matches[0]?.data as RootData | undefined;
  const t = textsIn(matches, catalogueEn).seo;
  const brand = root?.store.brand ?? "";
  const product = loaded?.product;
  if (!product) {
    return [
      ...seoMeta(matches, {
        title: format(t.productNotFound.title, { brand }),
        description: t.productNotFound.description,
        path: `/product/${params.slug}`,
      }),
      { name: "robots", content: "noindex" },
    ];
  }
  const variant = product.variants.find((v) => v.id === loaded.variantId) ?? product.variants[0];
  return [
    ...seoMeta(matches, {
      title: format(t.product.title, { name: product.name, brand }),
      description: format(deliveryClaimsIn(matches).seo.product, {
        name: product.name,
        notes: product.notes || product.category,
      }),
      path: `/product/${product.slug}`,
      image: product.image,
    }),
    // Open Graph product price, read by link previews that show one.
    { property: "product:price:amount", content: toDecimalString(variant?.price ?? product.price) },
    { property: "product:price:currency", content: "QAR" },
  ];
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, related, variantId, reviews } = loaderData;
  if (!product) return <ProductNotFound />;
  const variant = product.variants.find((v) => v.id === variantId) ?? product.variants[0];
  // Keyed so that moving to another perfume starts again at quantity 1.
  return <ProductDetail key={product.id} product={product} variant={variant} related={related} reviews={reviews} />;
}

function ProductNotFound() {
  const t = useTexts(catalogueEn).product;
  return (
    <main className="mx-auto max-w-xl px-6 py-28 text-center md:py-36">
      <span aria-hidden="true" className="mx-auto mb-6 block h-px w-12 bg-gold" />
      <h1 className="font-display text-4xl font-medium md:text-5xl">{t.notFoundTitle}</h1>
      <p className="mt-4 text-ink/70">{t.notFoundText}</p>
      <LocalLink
        to="/"
        className="mt-10 inline-flex min-h-12 items-center rounded-full bg-ink px-8 text-xs font-semibold tracking-[0.2em] text-ivory uppercase transition-colors hover:bg-ink/85"
      >
        {t.backToHome}
      </LocalLink>
    </main>
  );
}

/**
 * schema.org Product with the offer in QAR; a perfume in several sizes is a ProductGroup with one
 * Product per size (`hasVariant`, varying by size). aggregateRating and review only when the perfume
 * has published reviews (decision 045): a rating nobody gave is never claimed.
 */
function productJsonLd(product: Product, origin: string, brand: string, locale: Locale, reviews: PublicReview[]) {
  const url = `${origin}${localizePath(`/product/${product.slug}`, locale)}`;
  const image = new URL(product.image, origin).href;
  // Concentration, families and notes have no schema.org property of their own: PropertyValue
  // pairs are how schema.org (and Google's merchant listings) take such attributes.
  const attributes = {
    ...(product.brand && { brand: { "@type": "Brand", name: product.brand } }),
    additionalProperty: [
      ...(product.concentration ? [{ "@type": "PropertyValue", name: "Concentration", value: product.concentration }] : []),
      ...product.families.map((f) => ({ "@type": "PropertyValue", name: "Fragrance family", value: f.name })),
      ...NOTE_TIERS.filter((tier) => product.pyramid[tier].length > 0).map((tier) => ({
        "@type": "PropertyValue",
        name: `${tier[0].toUpperCase()}${tier.slice(1)} notes`,
        value: product.pyramid[tier].join(", "),
      })),
    ],
    ...(product.year && { releaseDate: String(product.year) }),
    ...ratingJsonLd(product.rating, reviews),
  };
  const offer = (variant: ProductVariant, offerUrl: string) => ({
    "@type": "Offer",
    url: offerUrl,
    price: toDecimalString(variant.price),
    priceCurrency: "QAR",
    availability: isVariantSoldOut(variant) ? "https://schema.org/OutOfStock" : "https://schema.org/InStock",
    itemCondition: "https://schema.org/NewCondition",
    seller: { "@type": "Organization", name: brand },
  });
  const sized = (variant: ProductVariant) => {
    const variantUrl =
      product.variants.length > 1 ? `${url}?size=${encodeURIComponent(sizeParam(variant, product.variants))}` : url;
    return {
      "@type": "Product",
      name: product.variants.length > 1 ? `${product.name} ${formatSize(variant.sizeMl, locale)}` : product.name,
      description: product.description,
      image,
      sku: variant.sku,
      ...(variant.gtin ? { gtin: variant.gtin } : {}),
      size: formatSize(variant.sizeMl, locale),
      category: product.category,
      url: variantUrl,
      offers: offer(variant, variantUrl),
    };
  };
  if (product.variants.length === 1) return { "@context": "https://schema.org", ...sized(product.variants[0]), ...attributes };
  return {
    "@context": "https://schema.org",
    "@type": "ProductGroup",
    name: product.name,
    description: product.description,
    image,
    ...attributes,
    url,
    productGroupID: product.id,
    category: product.category,
    variesBy: ["https://schema.org/size"],
    hasVariant: product.variants.map(sized),
  };
}

/** JSON inside <script> must not be able to close the tag. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

function ProductDetail({
  product,
  variant,
  related,
  reviews,
}: {
  product: Product;
  variant: ProductVariant;
  related: Product[];
  reviews: PublicReview[];
}) {
  const price = usePrice();
  const messages = useMessages();
  const { product: t, perfume: tp } = useTexts(catalogueEn);
  const deliveryLine = useDeliveryClaims().productLine;
  const { origin, store } = useRootData();
  const locale = useLocale();
  const { add } = useCart();
  const [quantity, setQuantity] = useState(1);
  const soldOut = isVariantSoldOut(variant);
  const allSoldOut = isProductSoldOut(product);
  const compareAt = shownCompareAt(variant);
  const offer = useOfferPrice()(variant);
  const addToCart = () => add(productToCartItem(product, variant), quantity);
  const label = "text-xs font-medium tracking-[0.18em] text-ink/70 uppercase";
  const pyramidHeading = useId();
  const eyebrow = [product.brand, product.concentration ? tp.concentrations[product.concentration] : null].filter((part) => part);

  return (
    <main className="mx-auto max-w-7xl px-4 pt-8 sm:px-6 md:pt-12 md:pb-24 lg:px-8">
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: scriptSafeJson(productJsonLd(product, origin, store.brand, locale, reviews)) }}
      />

      <LocalLink
        to="/products"
        className="inline-flex items-center gap-2 text-sm text-ink/70 underline-offset-4 hover:text-ink hover:underline"
      >
        <span aria-hidden="true" className="rtl:rotate-180">
          ←
        </span>
        {t.breadcrumb}
      </LocalLink>

      <div className="mt-6 grid gap-10 md:mt-8 md:grid-cols-2 md:gap-12 lg:gap-20">
        <div className="relative self-start overflow-hidden rounded-sm bg-sand md:sticky md:top-28">
          <CatalogueImage
            image={product.image}
            imageSet={product.imageSet}
            alt={product.name}
            width={600}
            height={600}
            sizes="(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw"
            loading="eager"
            fetchPriority="high"
            className="aspect-square h-auto w-full object-cover"
          />
          <WishlistHeart
            productId={product.id}
            label={format(messages.productCard.save, { name: product.name })}
            className="absolute end-4 top-4 size-12"
          />
        </div>

        <div className="flex flex-col">
          <p className="text-[0.7rem] font-medium tracking-[0.24em] text-gold-dark uppercase">
            {[...eyebrow, messages.common.categories[product.category]].join(" · ")}
          </p>
          <h1 className="mt-3 font-display text-4xl leading-[1.1] font-medium md:text-5xl lg:text-6xl">{product.name}</h1>
          {product.rating && reviews.length > 0 && (
            <a
              href="#reviews-heading"
              className="mt-3 inline-flex items-center gap-2 self-start text-sm text-ink/70 underline-offset-4 hover:text-ink hover:underline"
              data-testid="product-rating"
            >
              <StarRating
                value={product.rating.average}
                label={format(messages.productCard.rated, {
                  average: product.rating.average.toFixed(1),
                  count: product.rating.count,
                })}
              />
              <span aria-hidden="true" className="tabular-nums">
                {product.rating.average.toFixed(1)} · {product.rating.count}
              </span>
            </a>
          )}

          <p className="mt-5 flex flex-wrap items-baseline gap-x-3 font-display text-3xl font-semibold text-gold-dark tabular-nums">
            <OfferPrice
              regular={variant.price}
              offer={offer}
              testId="product-price"
              struckClassName="text-base"
              fallback={
                <>
                  <span data-testid="product-price">{price(variant.price)}</span>
                  {compareAt !== null && (
                    <s className="text-xl font-normal text-ink/50" data-testid="compare-at">
                      {price(compareAt)}
                    </s>
                  )}
                </>
              }
            />
          </p>
          {product.variants.length > 1 && <SizePicker product={product} chosen={variant} />}
          {product.variants.length === 1 && (
            <p className="mt-2 text-sm text-ink/60">
              {formatSize(variant.sizeMl, locale)} · {messages.common.variantKinds[variant.kind]}
            </p>
          )}

          <div className="mt-8 border-t border-ink/10 pt-8">
            <h2 className="sr-only">{t.description}</h2>
            <p className="text-base leading-relaxed text-ink/80">{product.description}</p>
          </div>

          <dl className="mt-8 grid gap-6">
            <div className="flex items-baseline gap-4">
              <dt className={label}>{t.category}</dt>
              <dd className="text-sm">{messages.common.categories[product.category]}</dd>
            </div>
            {product.concentration && (
              <div className="flex items-baseline gap-4">
                <dt className={label}>{tp.concentration}</dt>
                <dd className="text-sm" data-testid="concentration">
                  {tp.concentrations[product.concentration]}
                </dd>
              </div>
            )}
            {product.families.length > 0 && (
              <div className="flex items-baseline gap-4">
                <dt className={label}>{tp.family}</dt>
                <dd className="text-sm">{product.families.map((f) => f.name).join(messages.common.listSeparator)}</dd>
              </div>
            )}
            {product.brand && (
              <div className="flex items-baseline gap-4">
                <dt className={label}>{tp.brand}</dt>
                <dd className="text-sm">
                  {product.brand}
                  {product.year && <span className="text-ink/70 tabular-nums"> · {product.year}</span>}
                </dd>
              </div>
            )}
          </dl>

          <div className="mt-8">
            <NotePyramid pyramid={product.pyramid} headingId={pyramidHeading} />
          </div>

          <div className="mt-10 flex flex-wrap items-end gap-4">
            <QuantityStepper
              value={quantity}
              onChange={setQuantity}
              min={1}
              label={t.quantity}
              showLabel
              decreaseLabel={t.decrease}
              increaseLabel={t.increase}
              maxNote={format(messages.common.maxPerLine, { max: MAX_LINE_QUANTITY })}
              disabled={soldOut}
            />
            <button
              type="button"
              onClick={addToCart}
              disabled={soldOut}
              className="inline-flex min-h-12 min-w-48 flex-1 items-center justify-center rounded-full bg-ink px-8 text-xs font-semibold tracking-[0.2em] text-ivory uppercase transition-colors hover:bg-gold-dark disabled:cursor-not-allowed disabled:bg-sand disabled:text-ink/80 disabled:ring-1 disabled:ring-ink/20 disabled:hover:bg-sand"
            >
              {soldOut ? messages.common.soldOut : t.addToCart}
            </button>
          </div>
          {soldOut && (
            <BackInStockForm variantId={variant.id} size={formatSize(variant.sizeMl, locale)} locale={locale} t={t.backInStock} />
          )}
          {allSoldOut && (
            <p className="mt-4 text-base text-ink/80" data-testid="sold-out-note">
              {t.soldOutNote}{" "}
              {related.length > 0 && (
                <a href="#related-heading" className="font-medium text-gold-dark underline underline-offset-4 hover:text-ink">
                  {t.soldOutRelated}
                </a>
              )}
            </p>
          )}

          <ul className="mt-10 grid gap-4 rounded-sm border border-gold/30 bg-white/50 p-5 text-sm leading-relaxed text-ink/80">
            <li className="flex gap-3">
              <ShieldIcon />
              <span>{t.authenticity}</span>
            </li>
            <li className="flex gap-3">
              <TruckIcon className="mt-0.5 size-5 shrink-0 text-gold-dark" />
              <span>{deliveryLine}</span>
            </li>
          </ul>
        </div>
      </div>

      {product.rating && reviews.length > 0 && <ProductReviews summary={product.rating} reviews={reviews} />}

      {related.length > 0 && (
        <section aria-labelledby="related-heading" className="mt-16 border-t border-ink/10 pt-14 pb-4 md:mt-28 md:pt-16 md:pb-0">
          <span aria-hidden="true" className="mx-auto mb-5 block h-px w-12 bg-gold" />
          <h2 id="related-heading" className="mb-10 text-center font-display text-3xl font-medium md:mb-14 md:text-5xl">
            {t.related}
          </h2>
          <ul
            role="list"
            className={`mx-auto grid grid-cols-2 gap-x-4 gap-y-12 sm:gap-x-6 lg:gap-x-8 ${RELATED_GRID[related.length] ?? RELATED_GRID[4]}`}
          >
            {related.map((p) => (
              <li key={p.id} className="min-w-0">
                <ProductCard product={p} />
              </li>
            ))}
          </ul>
        </section>
      )}

      {/* Sticky rather than fixed: it rides along while the product is on screen and stops at the
          end of the page, so it never covers the footer. */}
      <div
        data-testid="mobile-add-bar"
        className="sticky bottom-0 z-20 -mx-4 mt-12 flex items-center justify-between gap-4 border-t border-gold/30 bg-ivory/95 px-4 py-3 shadow-[0_-8px_24px_-12px_rgba(15,13,11,0.25)] backdrop-blur sm:-mx-6 sm:px-6 md:hidden"
      >
        <div className="min-w-0">
          <p className="truncate text-xs text-ink/60">{product.name}</p>
          <p className="font-display text-xl font-semibold text-gold-dark tabular-nums" aria-live="polite">
            {/* An offer prices the cart as a whole (a fixed amount off is off once): the unit's price then. */}
            {offer === null ? (
              price(variant.price * quantity)
            ) : (
              <OfferPrice regular={variant.price} offer={offer} struckClassName="text-xs" />
            )}
          </p>
        </div>
        <button
          type="button"
          onClick={addToCart}
          disabled={soldOut}
          className="inline-flex min-h-12 shrink-0 items-center rounded-full bg-ink px-7 text-xs font-semibold tracking-[0.18em] text-ivory uppercase disabled:bg-sand disabled:text-ink/80 disabled:ring-1 disabled:ring-ink/20"
        >
          {soldOut ? messages.common.soldOut : format(t.addShort, { n: quantity })}
        </button>
      </div>
    </main>
  );
}

/**
 * The sizes as links to `?size=`: the URL keeps the choice, the page is rendered at it by the
 * server, and it works before (or without) JavaScript. A sold-out size is shown, not offered.
 */
function SizePicker({ product, chosen }: { product: Product; chosen: ProductVariant }) {
  const messages = useMessages();
  const card = messages.productCard;
  const t = useTexts(catalogueEn).product;
  const offerOf = useOfferPrice();
  const locale = useLocale();
  return (
    <fieldset className="mt-8">
      <legend className="mb-3 text-xs font-medium tracking-[0.18em] text-ink/70 uppercase">{card.size}</legend>
      <ul role="list" className="grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="size-picker">
        {product.variants.map((v) => {
          const size = formatSize(v.sizeMl, locale);
          const soldOut = isVariantSoldOut(v);
          const selected = v.id === chosen.id;
          const low = v.stock !== null && v.stock > 0 && v.stock <= LOW_STOCK_SHOWN;
          const body = (
            <>
              <span className="block font-display text-lg leading-tight font-semibold">{size}</span>
              <span className="block text-[0.7rem] tracking-wide text-ink/60">{messages.common.variantKinds[v.kind]}</span>
              <span className="mt-1 block text-sm tabular-nums">
                <OfferPrice regular={v.price} offer={offerOf(v)} struckClassName="text-[0.75rem] text-current opacity-60" />
              </span>
              {soldOut ? (
                <span className="mt-0.5 block text-[0.7rem] text-ink/60">{messages.common.soldOut}</span>
              ) : (
                low && (
                  <span className="mt-0.5 block text-[0.7rem] text-gold-dark">{format(t.sizeLeft, { count: v.stock ?? 0 })}</span>
                )
              )}
            </>
          );
          const base = "block h-full rounded-sm border px-3 py-3 text-start transition-colors";
          return (
            <li key={v.id}>
              {soldOut ? (
                <span
                  aria-disabled="true"
                  aria-label={format(card.sizeSoldOut, { size })}
                  className={`${base} cursor-not-allowed border-ink/10 bg-sand/40 text-ink/40 line-through decoration-ink/30`}
                >
                  {body}
                </span>
              ) : (
                <LocalLink
                  to={`/product/${product.slug}?size=${encodeURIComponent(sizeParam(v, product.variants))}`}
                  replace
                  preventScrollReset
                  aria-current={selected ? "true" : undefined}
                  className={`${base} ${selected ? "border-ink bg-ink text-ivory [&_span]:text-ivory/90" : "border-ink/20 hover:border-gold-dark"}`}
                >
                  {body}
                </LocalLink>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/** A size with this many or fewer left says so. */
const LOW_STOCK_SHOWN = 5;

function ShieldIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="mt-0.5 size-5 shrink-0 text-gold-dark"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6z" strokeLinejoin="round" />
      <path d="m9 12 2 2 4-4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
