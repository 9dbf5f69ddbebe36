// /about (docs/product.md#2-pages, About): hero, Our Story, Our Mission with its four goals, and Get In
// Touch with the configured e-mail, phone and the support hours.
import { LocalLink } from "../components/local-link";
import type { Route } from "./+types/about";
import { infoAr } from "../i18n/info.ar";
import { arabicTexts, textsOnlyClientLoader, useTexts } from "../i18n/parts";
import { ContactList, RichText, SectionBody, contentPageMeta, useStoreContacts, usePages } from "../components/content-page";
import { infoEn } from "../i18n/info.en";
import type { PageSection } from "../content/pages.en";

// The page's own texts in Arabic (in English they are in its script): app/i18n/parts.ts.
export const loader = ({ request }: Route.LoaderArgs) => ({ texts: arabicTexts(request, infoAr) });
export const clientLoader = textsOnlyClientLoader;

export function meta({ matches }: Route.MetaArgs) {
  return contentPageMeta(matches, "about", "/about");
}

/** "Authenticity without question: only 100% genuine..." → a title and its explanation. */
function splitGoal(goal: string): { title: string; text: string } {
  const at = goal.indexOf(": ");
  if (at === -1) return { title: goal, text: "" };
  const text = goal.slice(at + 2);
  return { title: goal.slice(0, at), text: text.charAt(0).toLocaleUpperCase() + text.slice(1) };
}

export default function AboutPage() {
  const page = usePages().about;
  const [story, mission, contact] = page.sections as [PageSection, PageSection, PageSection];

  return (
    <main>
      <section aria-labelledby="about-heading" className="relative isolate overflow-hidden bg-ink text-ivory">
        <img
          src="/images/hero.svg"
          alt=""
          width={1600}
          height={900}
          fetchPriority="high"
          decoding="async"
          className="absolute inset-0 -z-20 h-full w-full object-cover object-[80%_50%] opacity-70 rtl:-scale-x-100"
        />
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-linear-to-t from-ink via-ink/75 to-ink/30 md:bg-linear-to-r rtl:md:bg-linear-to-l"
        />
        <div className="mx-auto max-w-6xl px-5 py-24 sm:px-6 md:py-32 lg:px-8">
          <div className="max-w-2xl">
            <h1 id="about-heading">
              <span className="block text-xs font-semibold tracking-[0.35em] text-gold-light uppercase">{page.title}</span>
              <span className="mt-5 block font-display text-5xl leading-[1.05] font-medium text-balance sm:text-6xl">
                {page.tagline}
              </span>
            </h1>
            <p className="mt-7 max-w-xl text-base leading-relaxed text-ivory/80 md:text-lg">
              <RichText text={page.intro} />
            </p>
          </div>
        </div>
      </section>

      <section
        aria-labelledby="story-heading"
        className="mx-auto grid max-w-6xl items-center gap-12 px-5 py-20 sm:px-6 md:grid-cols-2 md:py-28 lg:gap-20 lg:px-8"
      >
        <div className="min-w-0">
          <span aria-hidden="true" className="mb-6 block h-px w-12 bg-gold" />
          <h2 id="story-heading" className="font-display text-4xl font-medium text-ink md:text-5xl">
            {story.heading}
          </h2>
          <SectionBody section={story} />
        </div>
        <img
          src="/images/bundles/bundle1.svg"
          alt=""
          width={600}
          height={600}
          loading="lazy"
          decoding="async"
          sizes="(min-width: 768px) 45vw, 100vw"
          className="aspect-square h-auto w-full bg-sand object-cover shadow-[0_30px_60px_-40px_rgba(15,13,11,0.6)]"
        />
      </section>

      <section aria-labelledby="mission-heading" className="bg-sand/60">
        <div className="mx-auto max-w-6xl px-5 py-20 sm:px-6 md:py-28 lg:px-8">
          <div className="mx-auto max-w-2xl text-center">
            <span aria-hidden="true" className="mx-auto mb-6 block h-px w-12 bg-gold" />
            <h2 id="mission-heading" className="font-display text-4xl font-medium text-ink md:text-5xl">
              {mission.heading}
            </h2>
            {mission.paragraphs.map((p, i) => (
              <p key={i} className="mt-5 leading-relaxed text-ink/75">
                <RichText text={p} />
              </p>
            ))}
          </div>
          <ol className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {(mission.list ?? []).map((goal, i) => {
              const { title, text } = splitGoal(goal);
              return (
                <li key={title} className="flex flex-col bg-white p-7 ring-1 ring-ink/5">
                  <span aria-hidden="true" className="font-display text-4xl font-medium text-gold-dark">
                    {String(i + 1).padStart(2, "0")}
                  </span>
                  <h3 className="mt-4 font-display text-2xl leading-tight font-semibold text-ink">{title}</h3>
                  {text && <p className="mt-3 text-sm leading-relaxed text-ink/70">{text}</p>}
                </li>
              );
            })}
          </ol>
        </div>
      </section>

      <GetInTouch section={contact} />
    </main>
  );
}

function GetInTouch({ section }: { section: PageSection }) {
  const t = useTexts(infoEn).about;
  const contacts = useStoreContacts(t.contact);
  return (
    <section aria-labelledby="contact-heading" className="mx-auto max-w-6xl px-5 py-20 sm:px-6 md:py-28 lg:px-8">
      <div className="grid gap-12 md:grid-cols-2 lg:gap-20">
        <div className="min-w-0">
          <span aria-hidden="true" className="mb-6 block h-px w-12 bg-gold" />
          <h2 id="contact-heading" className="font-display text-4xl font-medium text-ink md:text-5xl">
            {section.heading}
          </h2>
          <SectionBody section={section} />
          <LocalLink
            to="/products"
            className="mt-9 inline-flex min-h-12 items-center justify-center rounded-full bg-ink px-8 py-3 text-xs font-semibold tracking-[0.2em] text-ivory uppercase transition-colors hover:bg-gold hover:text-ink"
          >
            {t.shopCta}
          </LocalLink>
        </div>
        <ContactList className="h-fit" items={[contacts.email, contacts.phone, contacts.hours]} />
      </div>
    </section>
  );
}
