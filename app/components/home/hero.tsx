// The home hero: brand, headline, promise, and the two calls to action (docs/product.md#2-pages).
// While the owner's hero banner is live (decision 039) its heading, text, photo and link take the
// place of today's; what it leaves empty keeps today's.
import { LocalLink } from "../local-link";
import { CatalogueImage } from "../catalogue-image";
import type { HeroBanner } from "../../shared/storefront-content";
import { useStore } from "../../hooks/use-root-data";
import { homeEn } from "../../i18n/home.en";
import { useTexts } from "../../i18n/parts";
import { ghostLightButton, goldButton } from "./button-styles";

interface HeroProps {
  /** The id of the bundles section on this page; without one the button goes to /offers. */
  bundlesAnchor: string | null;
  /** The promise under the headline: its delivery claim follows the shop's settings. */
  subheading: string;
  /** The owner's banner while it is live; null: today's hero. */
  banner?: HeroBanner | null;
}

const imageClass = "absolute inset-x-0 top-0 -z-20 h-[21rem] w-full object-cover sm:h-[27rem] lg:inset-0 lg:h-full";

export function Hero({ bundlesAnchor, subheading, banner = null }: HeroProps) {
  const store = useStore();
  const t = useTexts(homeEn).home.hero;
  const mainLabel = (banner?.link && banner.linkLabel) || t.shopAll;
  const mainLink = banner?.link || "/products";
  return (
    <section aria-labelledby="hero-heading" className="relative isolate overflow-hidden bg-ink text-ivory">
      {/* The illustration is decorative; its dark side sits behind the text, mirrored for RTL. */}
      {banner?.image ? (
        <CatalogueImage
          image={banner.image}
          imageSet={banner.imageSet}
          alt=""
          width={1600}
          height={900}
          sizes="100vw"
          fetchPriority="high"
          decoding="async"
          data-testid="hero-photo"
          className={`${imageClass} object-center`}
        />
      ) : (
        <img
          src="/images/hero.svg"
          alt=""
          width={1600}
          height={900}
          fetchPriority="high"
          decoding="async"
          className={`${imageClass} object-[88%_50%] sm:object-[80%_50%] lg:object-[72%_50%] rtl:-scale-x-100`}
        />
      )}
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-[21rem] bg-linear-to-t from-ink via-ink/20 to-transparent sm:h-[27rem] lg:inset-0 lg:h-full lg:bg-linear-to-r lg:from-ink/85 lg:via-ink/35 lg:to-transparent rtl:lg:bg-linear-to-l"
      />
      <div className="mx-auto flex max-w-7xl items-end px-5 pt-[18rem] pb-16 sm:px-6 sm:pt-[24rem] lg:min-h-[44rem] lg:items-center lg:px-8 lg:py-28">
        <div className="max-w-xl">
          <h1 id="hero-heading">
            <span className="block text-xs font-semibold tracking-[0.35em] text-gold-light uppercase">{store.brand}</span>
            <span className="mt-5 block font-display text-5xl leading-[1.05] font-medium text-balance sm:text-6xl lg:text-7xl">
              {banner?.title || t.heading}
            </span>
          </h1>
          <p className="mt-6 max-w-lg text-base leading-relaxed text-ivory/80 sm:text-lg">{banner?.text || subheading}</p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:gap-4">
            {mainLink.startsWith("/") ? (
              <LocalLink to={mainLink} className={goldButton}>
                {mainLabel}
              </LocalLink>
            ) : (
              <a href={mainLink} className={goldButton} rel="noopener">
                {mainLabel}
              </a>
            )}
            {bundlesAnchor ? (
              <a href={`#${bundlesAnchor}`} className={ghostLightButton}>
                {t.exploreBundles}
              </a>
            ) : (
              <LocalLink to="/offers" className={ghostLightButton}>
                {t.exploreBundles}
              </LocalLink>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
