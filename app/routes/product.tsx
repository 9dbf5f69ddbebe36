// /product/{slug} (docs/product.md#2-pages): image, name, price, description, category, concentration,
// family, house and year, the notes pyramid (docs/decisions/034),
// quantity, Add to Cart, authenticity and delivery notes, a bar fixed to the bottom of small
// screens, and up to 4 'You Might Also Like' that can be bought (a sold-out perfume points to them).
// No star rating: the shop has no reviews, and shows none it did not receive. An unknown slug renders 'Product Not Found'
// with HTTP status 404 (returned, not thrown, so the storefront layout and its header stay).
import { CatalogueImage } from "../components/catalogue-image";
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
import { useMessages, useRootData, type RootData, messagesOf } from "../hooks/use-root-data";
import { format } from "../i18n";
import { MAX_LINE_QUANTITY } from "../shared/prices";
import { isSoldOut, type Product } from "../shared/catalogue";
import { NOTE_TIERS } from "../shared/perfume-attributes";
import { productToCartItem } from "../shared/cart";
import { toDecimalString } from "../shared/money";
import { usePrice, useLocale } from "../hooks/use-locale";
import { relatedProducts } from "../shared/product-list";
import { localeOfPath, localizePath } from "../shared/locale";
import type { Locale } from "../i18n";
import { seoMeta } from "../shared/seo";
import { deliveryClaimsOf, useDeliveryClaims } from "../hooks/use-delivery-claims";

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
  const locale = localeOfPath(new URL(request.url).pathname);
  const { catalogue } = context.services;
  const { products } = await catalogue.get(locale);
  const product = products.find((p) => p.slug === params.slug);
  if (!product) {
    // A renamed perfume's old address keeps working: permanently, for search engines.
    const current = await catalogue.redirect(params.slug);
    if (current) throw redirect(localizePath(`/product/${encodeURIComponent(current)}`, locale), 301);
    return data({ product: null, related: [] as Product[] }, { status: 404 });
  }
  return data({ product, related: relatedProducts(product, products) });
}

export function meta({ data: loaded, matches, params }: Route.MetaArgs) {
  const root = matches[0]?.data as RootData | undefined;
  const t = messagesOf(root).seo;
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
  return [
    ...seoMeta(matches, {
      title: format(t.product.title, { name: product.name, brand }),
      description: format(deliveryClaimsOf(root).seo.product, { name: product.name, notes: product.notes || product.category }),
      path: `/product/${product.slug}`,
      image: product.image,
    }),
    // Open Graph product price, read by link previews that show one.
    { property: "product:price:amount", content: toDecimalString(product.price) },
    { property: "product:price:currency", content: "QAR" },
  ];
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, related } = loaderData;
  if (!product) return <ProductNotFound />;
  // Keyed so that moving to another perfume starts again at quantity 1.
  return <ProductDetail key={product.id} product={product} related={related} />;
}

function ProductNotFound() {
  const t = useMessages().product;
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

/** schema.org Product with the offer in QAR; no aggregateRating, as the shop has no reviews. */
function productJsonLd(product: Product, origin: string, brand: string, locale: Locale) {
  const url = `${origin}${localizePath(`/product/${product.slug}`, locale)}`;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: product.description,
    image: new URL(product.image, origin).href,
    sku: product.id,
    category: product.category,
    ...(product.brand && { brand: { "@type": "Brand", name: product.brand } }),
    // Concentration, families and notes have no schema.org property of their own: PropertyValue
    // pairs are how schema.org (and Google's merchant listings) take such attributes.
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
    url,
    offers: {
      "@type": "Offer",
      url,
      price: toDecimalString(product.price),
      priceCurrency: "QAR",
      availability: isSoldOut(product) ? "https://schema.org/OutOfStock" : "https://schema.org/InStock",
      itemCondition: "https://schema.org/NewCondition",
      seller: { "@type": "Organization", name: brand },
    },
  };
}

/** JSON inside <script> must not be able to close the tag. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

function ProductDetail({ product, related }: { product: Product; related: Product[] }) {
  const price = usePrice();
  const messages = useMessages();
  const t = messages.product;
  const deliveryLine = useDeliveryClaims().productLine;
  const { origin, store } = useRootData();
  const locale = useLocale();
  const { add } = useCart();
  const [quantity, setQuantity] = useState(1);
  const soldOut = isSoldOut(product);
  const addToCart = () => add(productToCartItem(product), quantity);
  const label = "text-xs font-medium tracking-[0.18em] text-ink/70 uppercase";
  const pyramidHeading = useId();
  const tp = messages.perfume;
  const eyebrow = [product.brand, product.concentration ? tp.concentrations[product.concentration] : null].filter((part) => part);

  return (
    <main className="mx-auto max-w-7xl px-4 pt-8 sm:px-6 md:pt-12 md:pb-24 lg:px-8">
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: scriptSafeJson(productJsonLd(product, origin, store.brand, locale)) }}
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
        <div className="self-start overflow-hidden rounded-sm bg-sand md:sticky md:top-28">
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
        </div>

        <div className="flex flex-col">
          <p className="text-[0.7rem] font-medium tracking-[0.24em] text-gold-dark uppercase">
            {[...eyebrow, messages.common.categories[product.category]].join(" · ")}
          </p>
          <h1 className="mt-3 font-display text-4xl leading-[1.1] font-medium md:text-5xl lg:text-6xl">{product.name}</h1>

          <p className="mt-5 font-display text-3xl font-semibold text-gold-dark tabular-nums">{price(product.price)}</p>

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
              maxNote={format(messages.cart.maxPerLine, { max: MAX_LINE_QUANTITY })}
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
            {price(product.price * quantity)}
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
