// /offers (docs/product.md#2-pages, Offers and Bundles): the curated bundles, each with Add to Cart, and
// the custom trio creator. /offers#custom-bundle scrolls smoothly to the creator, whether the page
// was loaded with the fragment or reached by a link inside the shop.
import { useEffect } from "react";
import { useLocation } from "react-router";
import type { Route } from "./+types/offers";
import { BundleCard } from "../components/bundle-card";
import type { ChatButtonHandle } from "../components/chat-button";
import { CustomTrioCreator } from "../components/custom-trio-creator";
import { useCatalogue, type RootData } from "../hooks/use-root-data";
import { format } from "../i18n";
import { deliveryAr } from "../i18n/delivery.ar";
import { offersAr } from "../i18n/offers.ar";
import { offersEn } from "../i18n/offers.en";
import { arabicTexts, textsIn, textsOnlyClientLoader, useTexts } from "../i18n/parts";
import { seoMeta } from "../shared/seo";
import { deliveryClaimsIn, useDeliveryClaims } from "../hooks/use-delivery-claims";

// The page's own texts in Arabic (in English they are in its script): app/i18n/parts.ts.
export const loader = ({ request }: Route.LoaderArgs) => ({ texts: arabicTexts(request, offersAr, deliveryAr) });
export const clientLoader = textsOnlyClientLoader;

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.data as RootData | undefined;
  const t = textsIn(matches, offersEn).seo.offers;
  const brand = root?.store.brand ?? "";
  return seoMeta(matches, {
    title: format(t.title, { brand }),
    description: format(deliveryClaimsIn(matches).seo.offers, { brand }),
    path: "/offers",
  });
}

/** The trio creator's bar is fixed to the bottom of small screens: the chat button moves above it. */
export const handle: ChatButtonHandle = { mobileActionBar: true };

/**
 * React Router's own fragment handling jumps before lazy content has settled and does nothing when
 * the same link is followed twice; this brings the target into view after every navigation to it
 * (location.key changes each time), smoothly unless the shopper prefers reduced motion.
 */
function useScrollToFragment() {
  const { hash, key } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    const target = document.getElementById(id);
    if (!target) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const frame = requestAnimationFrame(() => target.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" }));
    return () => cancelAnimationFrame(frame);
  }, [hash, key]);
}

export default function OffersPage() {
  const { products, bundles } = useCatalogue();
  const t = useTexts(offersEn).offers;
  // The delivery perk follows the shop's delivery settings; the others are the page's own.
  const perks = [useDeliveryClaims().perk, ...t.perks];
  useScrollToFragment();

  return (
    <main>
      <header className="border-b border-gold/20 bg-sand/60">
        <div className="mx-auto max-w-4xl px-5 py-16 text-center sm:px-6 md:py-24">
          <span aria-hidden="true" className="mx-auto mb-6 block h-px w-12 bg-gold" />
          <h1 className="font-display text-5xl leading-[1.05] font-medium text-balance text-ink md:text-6xl">{t.heading}</h1>
          <p className="mx-auto mt-5 max-w-xl text-base leading-relaxed text-ink/70 md:text-lg">{t.subheading}</p>
          <ul
            role="list"
            className="mt-9 flex flex-wrap justify-center gap-x-8 gap-y-3 text-[0.7rem] font-semibold tracking-[0.2em] text-ink/80 uppercase"
          >
            {perks.map((perk) => (
              <li key={perk} className="flex items-center gap-2">
                <span aria-hidden="true" className="size-1.5 rotate-45 bg-gold" />
                {perk}
              </li>
            ))}
          </ul>
        </div>
      </header>

      {bundles.length > 0 && (
        <section aria-labelledby="curated-heading" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 md:py-28 lg:px-8">
          <div className="mx-auto mb-12 max-w-2xl text-center md:mb-16">
            <h2 id="curated-heading" className="font-display text-4xl leading-tight font-medium text-ink md:text-5xl">
              {t.curated.heading}
            </h2>
            <p className="mt-4 leading-relaxed text-ink/70">{t.curated.subheading}</p>
          </div>
          <ul role="list" className="mx-auto grid max-w-5xl gap-8 md:grid-cols-2">
            {bundles.map((bundle) => (
              <li key={bundle.id} className="min-w-0">
                <BundleCard bundle={bundle} actionLabel={t.curated.add} />
              </li>
            ))}
          </ul>
        </section>
      )}

      <CustomTrioCreator products={products} />
    </main>
  );
}
