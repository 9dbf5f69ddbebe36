// The home page (docs/product.md#2-pages, Home): hero, launch countdown, Shop by Fragrance, Exclusive
// Bundles with the trio card, Best Sellers, New Arrivals, trust badges, testimonials, VIP Club.
// Everything comes from the root loader's catalogue (and this route's testimonials), so the page renders fully on the server.
import { useLoaderData } from "react-router";
import { LocalLink } from "../components/local-link";
import type { Route } from "./+types/home";
import { BundlesSection } from "../components/home/bundles-section";
import { ghostDarkButton } from "../components/home/button-styles";
import { CountdownBanner } from "../components/home/countdown-banner";
import { Hero } from "../components/home/hero";
import { ProductGridSection } from "../components/home/product-grid-section";
import { TestimonialsCarousel } from "../components/home/testimonials-carousel";
import { TrustBadges } from "../components/home/trust-badges";
import { VipClubForm } from "../components/home/vip-club-form";
import { localeOfPath } from "../shared/locale";
import { useCatalogue, type RootData } from "../hooks/use-root-data";
import { format } from "../i18n";
import { seoMeta } from "../shared/seo";
import { deliveryClaims } from "../i18n/delivery";
import { deliveryAr } from "../i18n/delivery.ar";
import { deliveryEn } from "../i18n/delivery.en";
import { homeAr } from "../i18n/home.ar";
import { homeEn } from "../i18n/home.en";
import { arabicTexts, partIn, textsIn, useTexts } from "../i18n/parts";
import { deliveryPromise } from "../shared/delivery-promise";
import { formatPrice } from "../shared/money";
import { countdownOf, heroOf, storeOf, testimonialsOf } from "../shared/storefront-content";

const BUNDLES_ID = "bundles";
const VIP_ID = "vip-club";
const VIP_FIELD_ID = "vip-email";
/** Best Sellers and New Arrivals show the first four perfumes the owner flags for them. */
const HOME_SECTION_SIZE = 4;

// The owner's content (hero banner, countdown, testimonials: docs/decisions/039) comes from the
// server in the page's language: none of it rides in the JavaScript bundle (the home page has a
// 155 KB script budget). The page cache renders the page again when a banner starts or ends.
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { config, catalogue } = context.services;
  const locale = localeOfPath(url.pathname);
  const { content } = await catalogue.stored();
  const now = Date.now();
  // What the page may promise about delivery under the shop's settings, worked out here
  // for the same reason as the testimonials.
  const claims = deliveryClaims(
    partIn(locale, deliveryEn, deliveryAr),
    deliveryPromise((await catalogue.get(locale)).delivery),
    (dirhams) => formatPrice(dirhams, locale),
  );
  return {
    testimonials: testimonialsOf(content, locale),
    hero: heroOf(content, locale, now),
    countdown: countdownOf(content, config.store, locale),
    delivery: { hero: claims.heroSubheading, trustBadge: claims.trustBadge, description: claims.seo.home },
    // The countdown's first figures, the same on the server and in the first client render.
    renderedAt: now,
    // Made here, on the server only: its code costs the page's script budget nothing.
    storeJsonLd: storeJsonLd(storeOf(content, config.store), config.publicOrigin ?? url.origin),
    // The page's own texts in Arabic (in English they are in its script): app/i18n/parts.ts.
    texts: arabicTexts(request, homeAr),
  };
}

/** The shop and its search for search engines: the header search lands on /products?q=. */
function storeJsonLd(store: RootData["store"], origin: string): string {
  const data = {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "WebSite",
        name: store.brand,
        url: `${origin}/`,
        potentialAction: {
          "@type": "SearchAction",
          target: `${origin}/products?q={search_term_string}`,
          "query-input": "required name=search_term_string",
        },
      },
      {
        "@type": "OnlineStore",
        name: store.brand,
        url: `${origin}/`,
        email: store.email,
        telephone: store.phone,
        sameAs: [store.socialUrl],
        areaServed: { "@type": "Country", name: "Qatar" },
        currenciesAccepted: "QAR",
        paymentAccepted: "Cash",
      },
    ],
  };
  // "<" is escaped so no configured text can close the script element early.
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

export function meta({ data, matches }: Route.MetaArgs) {
  const root = matches[0]?.data as RootData | undefined;
  const t = textsIn(matches, homeEn).seo.home;
  return seoMeta(matches, {
    title: format(t.title, { brand: root?.store.brand ?? "" }),
    description: data?.delivery.description ?? "",
    path: "/",
  });
}

export default function Home() {
  const { products, bundles } = useCatalogue();
  const t = useTexts(homeEn).home;
  const { testimonials, renderedAt, storeJsonLd, delivery, hero, countdown } = useLoaderData<typeof loader>();

  return (
    <main>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: storeJsonLd }} />
      <Hero bundlesAnchor={BUNDLES_ID} subheading={delivery.hero} banner={hero} />
      <CountdownBanner
        target={countdown.target}
        title={countdown.title}
        text={countdown.text}
        renderedAt={renderedAt}
        formSectionId={VIP_ID}
        formFieldId={VIP_FIELD_ID}
      />
      <ProductGridSection
        id="shop-by-fragrance"
        title={t.shopByFragrance.heading}
        subtitle={t.shopByFragrance.subheading}
        products={products.slice(0, 8)}
        footer={
          <LocalLink to="/products" className={ghostDarkButton}>
            {t.shopByFragrance.viewAll}
          </LocalLink>
        }
      />
      <BundlesSection id={BUNDLES_ID} bundles={bundles} />
      <ProductGridSection
        id="best-sellers"
        title={t.bestSellers.heading}
        subtitle={t.bestSellers.subheading}
        products={products.filter((p) => p.bestSeller).slice(0, HOME_SECTION_SIZE)}
      />
      <ProductGridSection
        id="new-arrivals"
        title={t.newArrivals.heading}
        subtitle={t.newArrivals.subheading}
        products={products.filter((p) => p.newArrival).slice(0, HOME_SECTION_SIZE)}
        divided
      />
      <TrustBadges delivery={delivery.trustBadge} />
      <TestimonialsCarousel testimonials={testimonials} />
      <VipClubForm sectionId={VIP_ID} fieldId={VIP_FIELD_ID} />
    </main>
  );
}
