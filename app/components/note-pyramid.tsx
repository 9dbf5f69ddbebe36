// A perfume's notes as a pyramid (docs/decisions/034): top, heart and base, each tier with its
// name and what it means, drawn as a widening gold rule so the shape reads at a glance. Tiers the
// owner left empty are not shown. Right to left in Arabic like the rest of the page.
import type { Product } from "../shared/catalogue";
import { NOTE_TIERS } from "../shared/perfume-attributes";
import { catalogueEn } from "../i18n/catalogue.en";
import { useTexts } from "../i18n/parts";

/** The rule under each tier widens from top to base. */
const RULE_WIDTH = { top: "w-1/3", heart: "w-2/3", base: "w-full" } as const;

export function NotePyramid({ pyramid, headingId }: { pyramid: Product["pyramid"]; headingId: string }) {
  const t = useTexts(catalogueEn).perfume;
  const tiers = NOTE_TIERS.filter((tier) => pyramid[tier].length > 0);
  if (tiers.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      data-testid="note-pyramid"
      className="rounded-sm border border-gold/30 bg-white/50 px-5 py-6 sm:px-7"
    >
      <h2 id={headingId} className="text-center text-xs font-medium tracking-[0.24em] text-gold-dark uppercase">
        {t.pyramid}
      </h2>
      <ol className="mt-5 grid gap-5">
        {tiers.map((tier) => (
          <li key={tier} className="grid gap-1.5 text-center">
            <p className="font-display text-lg leading-none font-medium">
              {t.tiers[tier]}
              <span className="ms-2 font-sans text-xs font-normal tracking-wide text-ink/70">{t.tierHints[tier]}</span>
            </p>
            <ul className="flex flex-wrap justify-center gap-x-2 text-sm leading-relaxed text-ink/80 [&>li+li]:before:me-2 [&>li+li]:before:text-gold-dark [&>li+li]:before:content-['·']">
              {pyramid[tier].map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
            <span aria-hidden="true" className={`mx-auto mt-1 block h-px bg-gold/60 ${RULE_WIDTH[tier]}`} />
          </li>
        ))}
      </ol>
    </section>
  );
}
