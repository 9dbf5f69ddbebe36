// Building blocks of the long-form pages (/about, /privacy, /terms, /faq, /contact): the page
// header, sections with headings, paragraphs and lists, and text whose {email}/{phone} placeholders
// become working mailto:/tel: links. The words come from app/content/pages.<locale>.ts; the store's
// identity from configuration.
import { Fragment, useMemo, type ReactNode } from "react";
import {
  deliveryVariants as deliveryEn,
  pages as pagesEn,
  type DeliveryVariant,
  type LegalPage,
  type PageSection,
  type Pages,
} from "../content/pages.en";
import { deliveryVariants as deliveryAr, pages as pagesAr } from "../content/pages.ar";
import { pagesForDelivery } from "../i18n/delivery";
import { infoEn } from "../i18n/info.en";
import { textsIn, useTexts } from "../i18n/parts";
import { format, type Locale } from "../i18n";
import { useMessages, useRootData, useStore } from "../hooks/use-root-data";
import type { RootData } from "../hooks/use-root-data";
import { deliveryPromise } from "../shared/delivery-promise";
import { formatPrice } from "../shared/money";
import { telHref } from "../shared/phone-links";
import { seoMeta } from "../shared/seo";
import { MailIcon, PhoneIcon } from "./layout-icons";

const pagesByLocale: Record<Locale, { pages: Pages; delivery: readonly DeliveryVariant[] }> = {
  en: { pages: pagesEn, delivery: deliveryEn },
  ar: { pages: pagesAr, delivery: deliveryAr },
};

/** The pages in the shopper's language, their delivery sentences as the shop's settings allow. */
export function usePages(): Pages {
  const { locale, catalogue } = useRootData();
  const { pages, delivery } = pagesByLocale[locale] ?? pagesByLocale.en;
  return useMemo(
    () => pagesForDelivery(pages, delivery, deliveryPromise(catalogue.delivery), (dirhams) => formatPrice(dirhams, locale)),
    [pages, delivery, catalogue.delivery, locale],
  );
}

/** "Information We Collect" → "information-we-collect", for in-page links. Arabic headings keep
 * their letters ("المعلومات التي نجمعها" → "المعلومات-التي-نجمعها"); a heading with no letters at
 * all falls back to "section", so an id is never empty. */
const sectionId = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-|-$/g, "") || "section";

type MetaMatches = Parameters<typeof seoMeta>[0];
type SeoKey = "about" | "privacy" | "terms" | "faq" | "contact";

/** Title, description, canonical and Open Graph tags of a content page. */
export function contentPageMeta(matches: MetaMatches, key: SeoKey, path: string) {
  const root = matches.find((m) => m?.id === "root")?.data as RootData | undefined;
  const t = textsIn(matches, infoEn).seo[key];
  const brand = root?.store.brand ?? "";
  return seoMeta(matches, { title: format(t.title, { brand }), description: format(t.description, { brand }), path });
}

// Ink with a gold underline: gold text would fall below contrast on the sand panels.
const inlineLink =
  "font-medium text-ink underline decoration-gold underline-offset-4 hover:text-gold-dark hover:decoration-gold-dark";

/** The values content text may refer to, as strings. */
export function useContentVars(): Record<string, string> {
  const store = useStore();
  const messages = useMessages();
  return { brand: store.brand, email: store.email, phone: store.phone, hours: messages.common.supportHours };
}

/** Fills a content template; {email} and {phone} become links, other placeholders plain text. */
export function RichText({ text }: { text: string }) {
  const vars = useContentVars();
  const parts = text.split(/(\{\w+\})/g);
  return (
    <>
      {parts.map((part, i) => {
        const key = /^\{(\w+)\}$/.exec(part)?.[1];
        if (!key || !Object.hasOwn(vars, key)) return <Fragment key={i}>{part}</Fragment>;
        const value = vars[key];
        if (key === "email")
          return (
            <a key={i} href={`mailto:${value}`} className={inlineLink}>
              {value}
            </a>
          );
        if (key === "phone")
          return (
            <a key={i} href={telHref(value)} className={`${inlineLink} whitespace-nowrap`} dir="ltr">
              {value}
            </a>
          );
        return <Fragment key={i}>{value}</Fragment>;
      })}
    </>
  );
}

interface PageHeaderProps {
  title: string;
  intro: string;
  /** Small line under the title, e.g. "Last updated May 31, 2025". */
  note?: string;
}

export function PageHeader({ title, intro, note }: PageHeaderProps) {
  return (
    <header className="border-b border-gold/20 bg-sand/60">
      <div className="mx-auto max-w-3xl px-5 py-16 text-center sm:px-6 md:py-24">
        <span aria-hidden="true" className="mx-auto mb-6 block h-px w-12 bg-gold" />
        <h1 className="font-display text-5xl leading-[1.05] font-medium text-balance text-ink md:text-6xl">{title}</h1>
        {note && <p className="mt-4 text-xs font-semibold tracking-[0.2em] text-ink/75 uppercase">{note}</p>}
        <p className="mx-auto mt-6 max-w-2xl text-base leading-relaxed text-ink/75 md:text-lg">
          <RichText text={intro} />
        </p>
      </div>
    </header>
  );
}

export function SectionBody({ section }: { section: PageSection }) {
  return (
    <>
      {section.paragraphs.map((p, i) => (
        <p key={i} className="mt-4 leading-[1.8] text-ink/80">
          <RichText text={p} />
        </p>
      ))}
      {section.list && (
        <ul className="mt-5 space-y-3">
          {section.list.map((item, i) => (
            <li key={i} className="flex gap-3 leading-[1.7] text-ink/80">
              <span aria-hidden="true" className="mt-[0.7em] size-1.5 shrink-0 rotate-45 bg-gold" />
              <span className="min-w-0">
                <RichText text={item} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** A document of titled sections with an "On this page" index (the legal pages). */
function DocumentSections({ sections, indexLabel }: { sections: PageSection[]; indexLabel: string }) {
  return (
    <div className="mx-auto grid max-w-6xl gap-12 px-5 py-16 sm:px-6 md:py-20 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-16 lg:px-8">
      <nav aria-label={indexLabel} className="lg:sticky lg:top-28 lg:h-fit">
        <h2 className="text-xs font-semibold tracking-[0.22em] text-gold-dark uppercase">{indexLabel}</h2>
        <ol className="mt-4 space-y-1 border-s border-ink/10">
          {sections.map((s) => (
            <li key={s.heading}>
              <a
                href={`#${sectionId(s.heading)}`}
                className="-ms-px block border-s border-transparent py-1.5 ps-4 text-sm text-ink/70 transition-colors hover:border-gold hover:text-ink"
              >
                {s.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="max-w-3xl min-w-0">
        {sections.map((s) => (
          <section
            key={s.heading}
            id={sectionId(s.heading)}
            aria-labelledby={`${sectionId(s.heading)}-heading`}
            className="scroll-mt-24 border-t border-ink/10 py-10 first:border-t-0 first:pt-0"
          >
            <h2 id={`${sectionId(s.heading)}-heading`} className="font-display text-3xl font-medium text-ink">
              {s.heading}
            </h2>
            <SectionBody section={s} />
          </section>
        ))}
      </div>
    </div>
  );
}

/** A bordered panel used for contact details and calls to action. */
function Panel({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <div className={`border border-ink/10 bg-white p-6 shadow-[0_18px_50px_-34px_rgba(15,13,11,0.45)] sm:p-8 ${className}`}>
      {children}
    </div>
  );
}

export interface ContactItem {
  icon: ReactNode;
  label: string;
  value: ReactNode;
}

/** The store's ways to be reached, as a labelled list inside a panel. */
export function ContactList({ items, className = "" }: { items: ContactItem[]; className?: string }) {
  return (
    <Panel className={className}>
      <dl className="divide-y divide-ink/10">
        {items.map((item) => (
          <div key={item.label} className="py-5 first:pt-0 last:pb-0">
            <dt className="flex items-center gap-4 text-xs font-semibold tracking-[0.2em] text-ink/70 uppercase">
              <span className="shrink-0 text-gold-dark">{item.icon}</span>
              {item.label}
            </dt>
            <dd className="mt-1 ps-9 break-words text-ink">{item.value}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}

export const contactLink =
  "text-ink underline decoration-gold/50 underline-offset-4 hover:text-gold-dark hover:decoration-gold-dark";

/** The e-mail, phone and support-hours entries both /about and /contact list, under their labels. */
export function useStoreContacts(labels: { email: string; phone: string; hours: string }) {
  const store = useStore();
  const messages = useMessages();
  const email: ContactItem = {
    icon: <MailIcon className="size-5" />,
    label: labels.email,
    value: (
      <a href={`mailto:${store.email}`} className={contactLink}>
        {store.email}
      </a>
    ),
  };
  const phone: ContactItem = {
    icon: <PhoneIcon className="size-5" />,
    label: labels.phone,
    value: (
      <a href={telHref(store.phone)} dir="ltr" className={contactLink}>
        {store.phone}
      </a>
    ),
  };
  const hours: ContactItem = { icon: <ClockIcon />, label: labels.hours, value: messages.common.supportHours };
  return { email, phone, hours };
}

function ClockIcon({ className = "size-5" }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
    >
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** A dated policy document (privacy, terms): its header with the last-updated date, then its sections. */
export function LegalDocument({ page }: { page: LegalPage }) {
  const t = useTexts(infoEn).content;
  return (
    <main>
      <PageHeader title={page.title} intro={page.intro} note={format(t.lastUpdated, { date: page.lastUpdated })} />
      <DocumentSections sections={page.sections} indexLabel={t.onThisPage} />
    </main>
  );
}
