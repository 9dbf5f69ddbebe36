// /faq: answers to what shoppers ask before ordering (delivery, Cash on Delivery, authenticity,
// returns, bundles). Native <details> so every answer opens by keyboard and without JavaScript,
// and FAQPage structured data so search engines can show the answers.
import type { Route } from "./+types/faq";
import { infoAr } from "../i18n/info.ar";
import { arabicTexts, textsOnlyClientLoader } from "../i18n/parts";
import { PageHeader, RichText, SectionBody, contentPageMeta, useContentVars, usePages } from "../components/content-page";
import { format } from "../i18n";

// The page's own texts in Arabic (in English they are in its script): app/i18n/parts.ts.
export const loader = ({ request }: Route.LoaderArgs) => ({ texts: arabicTexts(request, infoAr) });
export const clientLoader = textsOnlyClientLoader;

export function meta({ matches }: Route.MetaArgs) {
  return contentPageMeta(matches, "faq", "/faq");
}

function FaqJsonLd({ items }: { items: { question: string; answer: string }[] }) {
  const vars = useContentVars();
  const data = {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: format(item.question, vars),
      acceptedAnswer: { "@type": "Answer", text: format(item.answer, vars) },
    })),
  };
  // "<" is escaped so no configured text can close the script element early.
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

export default function FaqPage() {
  const page = usePages().faq;
  return (
    <main>
      <FaqJsonLd items={page.items} />
      <PageHeader title={page.title} intro={page.intro} />
      <div className="mx-auto max-w-3xl px-5 py-16 sm:px-6 md:py-20">
        <div className="divide-y divide-ink/10 border-y border-ink/10">
          {page.items.map((item) => (
            <details key={item.question} className="group">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-6 py-6 font-display text-xl leading-snug font-semibold text-ink marker:content-none hover:text-gold-dark md:text-2xl [&::-webkit-details-marker]:hidden">
                <RichText text={item.question} />
                <span
                  aria-hidden="true"
                  className="relative size-4 shrink-0 before:absolute before:inset-x-0 before:top-1/2 before:h-px before:-translate-y-1/2 before:bg-current after:absolute after:inset-y-0 after:start-1/2 after:w-px after:-translate-x-1/2 after:bg-current after:transition-transform group-open:after:scale-y-0"
                />
              </summary>
              <p className="pe-10 pb-7 leading-[1.8] text-ink/80">
                <RichText text={item.answer} />
              </p>
            </details>
          ))}
        </div>

        {page.sections.map((s) => (
          <section key={s.heading} aria-labelledby="faq-more-heading" className="mt-16 bg-sand/60 p-8 text-center md:p-10">
            <h2 id="faq-more-heading" className="font-display text-3xl font-medium text-ink">
              {s.heading}
            </h2>
            <SectionBody section={s} />
          </section>
        ))}
      </div>
    </main>
  );
}
