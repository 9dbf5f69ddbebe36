// Exclusive Bundles on the home page: each curated bundle with Add Bundle, then the trio card.
import type { Bundle } from "../../shared/catalogue";
import { homeEn } from "../../i18n/home.en";
import { useTexts } from "../../i18n/parts";
import { BundleCard } from "../bundle-card";
import { SectionHeading } from "./section-heading";
import { TrioCard } from "./trio-card";

export function BundlesSection({ id, bundles }: { id: string; bundles: Bundle[] }) {
  const t = useTexts(homeEn).home.bundles;
  const headingId = `${id}-heading`;
  // Two columns on tablets: after an even number of bundles the trio card would sit alone.
  const wide = bundles.length % 2 === 0;
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-24 bg-sand/60 py-20 md:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id={headingId} title={t.heading} subtitle={t.subheading} />
        <ul role="list" className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {bundles.map((bundle) => (
            <li key={bundle.id} className="min-w-0">
              <BundleCard bundle={bundle} actionLabel={t.add} />
            </li>
          ))}
          <li className={`min-w-0 ${wide ? "md:col-span-2 lg:col-span-1" : ""}`}>
            <TrioCard wide={wide} />
          </li>
        </ul>
      </div>
    </section>
  );
}
