// /contact: the footer's Contact Support page. The ways to reach the store (e-mail, phone,
// WhatsApp with the same greeting as the chat button, the social profile) come from configuration;
// hours, delivery area and what to include when asking about an order come from the content file.
import type { Route } from "./+types/contact";
import { infoAr } from "../i18n/info.ar";
import { arabicTexts, textsOnlyClientLoader, useTexts } from "../i18n/parts";
import { infoEn } from "../i18n/info.en";
import { whatsAppHref } from "../shared/phone-links";
import {
  ContactList,
  PageHeader,
  SectionBody,
  contactLink,
  contentPageMeta,
  useStoreContacts,
  usePages,
} from "../components/content-page";
import { ProfileIcon, WhatsAppIcon } from "../components/layout-icons";
import { useMessages, useStore } from "../hooks/use-root-data";
import { format } from "../i18n";

// The page's own texts in Arabic (in English they are in its script): app/i18n/parts.ts.
export const loader = ({ request }: Route.LoaderArgs) => ({ texts: arabicTexts(request, infoAr) });
export const clientLoader = textsOnlyClientLoader;

export function meta({ matches }: Route.MetaArgs) {
  return contentPageMeta(matches, "contact", "/contact");
}

export default function ContactPage() {
  const page = usePages().contact;
  const store = useStore();
  const messages = useMessages();
  const labels = useTexts(infoEn).contactPage;
  const contacts = useStoreContacts(labels);
  const newTab = { target: "_blank", rel: "noopener noreferrer" } as const;

  return (
    <main>
      <PageHeader title={page.title} intro={page.intro} />
      <div className="mx-auto grid max-w-6xl gap-12 px-5 py-16 sm:px-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)] md:py-20 lg:gap-20 lg:px-8">
        <ContactList
          className="h-fit md:sticky md:top-28"
          items={[
            contacts.email,
            contacts.phone,
            {
              icon: <WhatsAppIcon className="size-5" />,
              label: labels.whatsapp,
              value: (
                <a
                  href={whatsAppHref(store.whatsapp, format(messages.layout.chat.greeting, { brand: store.brand }))}
                  {...newTab}
                  className={contactLink}
                >
                  {labels.whatsappCta}
                  <span className="sr-only"> {messages.layout.opensInNewTab}</span>
                </a>
              ),
            },
            {
              icon: <ProfileIcon className="size-5" />,
              label: labels.social,
              value: (
                <a href={store.socialUrl} {...newTab} className={contactLink}>
                  {format(messages.layout.footer.support.socialProfile, { network: store.socialLabel })}
                  <span className="sr-only"> {messages.layout.opensInNewTab}</span>
                </a>
              ),
            },
            contacts.hours,
          ]}
        />
        <div className="min-w-0">
          {page.sections.map((s, i) => (
            <section
              key={s.heading}
              aria-labelledby={`contact-section-${i}`}
              className="border-t border-ink/10 py-10 first:border-t-0 first:pt-0"
            >
              <h2 id={`contact-section-${i}`} className="font-display text-3xl font-medium text-ink">
                {s.heading}
              </h2>
              <SectionBody section={s} />
            </section>
          ))}
        </div>
      </div>
    </main>
  );
}
