// The "Create Your Own Trio" card beside the bundles: leads to the trio creator on /offers.
// It mirrors the bundle cards' structure (image, text, list, price row) so the row reads as a set.
import { CUSTOM_TRIO_HREF } from "../../shared/custom-trio";
import { LocalLink } from "../local-link";
import { format } from "../../i18n";
import { useCatalogue } from "../../hooks/use-root-data";
import { homeEn } from "../../i18n/home.en";
import { useTexts } from "../../i18n/parts";
import { usePrice } from "../../hooks/use-locale";
import { goldButtonCompact } from "./button-styles";
import { useTrioBadge } from "../../hooks/use-trio-badge";

/** `wide`: on two-column tablets the card takes a whole row, image beside the text. */
export function TrioCard({ wide = false }: { wide?: boolean }) {
  const price = usePrice();
  const t = useTexts(homeEn).home.customTrio;
  const { customTrioPrice } = useCatalogue();
  const badge = useTrioBadge(t);
  return (
    <article
      aria-labelledby="trio-card-heading"
      className={`flex h-full flex-col overflow-hidden bg-ink text-ivory shadow-xl ${wide ? "md:flex-row lg:flex-col" : ""}`}
    >
      <div className={`relative ${wide ? "md:w-1/2 md:shrink-0 lg:w-auto" : ""}`}>
        <img
          src="/images/custom-trio.svg"
          alt=""
          width={600}
          height={600}
          loading="lazy"
          decoding="async"
          sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"
          className={`aspect-[5/4] w-full object-cover object-[50%_75%] ${wide ? "md:h-full md:object-center lg:h-auto lg:object-[50%_75%]" : ""}`}
        />
        {badge && (
          <span className="absolute start-4 top-4 rounded-full bg-gold px-3 py-1 text-xs font-bold tracking-[0.15em] text-ink">
            {badge}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col p-6 sm:p-7 md:p-8">
        <h3 id="trio-card-heading" className="font-display text-3xl leading-tight font-medium">
          {t.heading}
        </h3>
        <p className="mt-3 text-sm leading-relaxed text-ivory/75">{format(t.text, { price: price(customTrioPrice) })}</p>
        <div className="mt-6">
          <p className="text-[0.7rem] font-semibold tracking-[0.2em] text-gold-light uppercase">{t.stepsLabel}</p>
          <ol className="mt-3 space-y-2.5">
            {t.steps.map((step, i) => (
              <li key={step} className="flex items-center gap-3 text-sm text-ivory/85">
                <span
                  aria-hidden="true"
                  className="flex size-10 shrink-0 items-center justify-center rounded-full border border-gold/50 font-display text-lg text-gold-light lining-nums"
                >
                  {i + 1}
                </span>
                {step}
              </li>
            ))}
          </ol>
        </div>
        <div className="mt-auto pt-7">
          <div className="flex flex-wrap items-end justify-between gap-4 border-t border-ivory/15 pt-6">
            <p className="flex flex-col">
              <span className="text-[0.7rem] tracking-[0.2em] text-ivory/65 uppercase">{t.priceLabel}</span>
              <span className="font-display text-3xl font-semibold text-gold-light tabular-nums">{price(customTrioPrice)}</span>
            </p>
            <LocalLink to={CUSTOM_TRIO_HREF} className={goldButtonCompact}>
              {t.cta}
            </LocalLink>
          </div>
        </div>
      </div>
    </article>
  );
}
