// The storefront footer (docs/product.md#2-pages): every footer link, the support links (e-mail, phone,
// social profile) from store configuration, the payments the checkout takes (the owner's delivery
// settings: cash, and card on delivery when switched on) and the copyright year.
import { telHref } from "../shared/phone-links";
import { QATAR_TIME_ZONE } from "../shared/qatar-days";
import { LanguageSwitch } from "./language-switch";
import { LocalLink } from "./local-link";
import { format } from "../i18n";
import { useCatalogue, useMessages, useStore } from "../hooks/use-root-data";
import { paymentMethods } from "../shared/delivery-promise";
import { CashIcon, MailIcon, PhoneIcon, ProfileIcon, TruckIcon } from "./layout-icons";

/** The year in Qatar, so a visitor and the server agree except in the first hours of 1 January. */
function currentYear(): string {
  return new Intl.DateTimeFormat("en", { year: "numeric", timeZone: QATAR_TIME_ZONE }).format(new Date());
}

const heading = "mb-5 text-xs font-semibold uppercase tracking-[0.22em] text-gold-light";
const link =
  "inline-flex items-center gap-3 py-1 text-sm text-ivory/80 transition-colors hover:text-gold-light focus-visible:outline-gold-light";

export function SiteFooter() {
  const store = useStore();
  const messages = useMessages();
  const t = messages.layout;
  const footer = t.footer;
  const { delivery } = useCatalogue();

  const shopLinks = [
    { to: "/products", label: footer.links.products },
    { to: "/offers", label: footer.links.offers },
    { to: "/about", label: footer.links.about },
  ];
  const careLinks = [
    { to: "/track", label: footer.links.track },
    { to: "/contact", label: footer.links.contact },
    { to: "/faq", label: footer.links.faq },
    { to: "/terms", label: footer.links.terms },
    { to: "/privacy", label: footer.links.privacy },
  ];

  return (
    <footer className="border-t border-gold/30 bg-ink text-ivory">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-12 px-5 py-16 sm:px-6 md:grid-cols-3 lg:grid-cols-[1.5fr_1fr_1fr_1.4fr] lg:gap-10 lg:px-8 lg:py-20">
        <div className="col-span-2 md:col-span-3 lg:col-span-1">
          <LocalLink
            to="/"
            className="font-display text-2xl font-medium tracking-[0.2em] text-ivory uppercase transition-colors hover:text-gold-light focus-visible:outline-gold-light"
          >
            {store.brand}
          </LocalLink>
          <p className="mt-5 max-w-xs text-sm leading-relaxed text-ivory/70">{footer.tagline}</p>
          <h2 className={`${heading} mt-8`}>{footer.headings.payments}</h2>
          <ul className="flex flex-wrap gap-2" data-testid="payments">
            {paymentMethods(delivery).map((method) => (
              <li key={method} className="rounded border border-ivory/20 px-2.5 py-1 text-xs tracking-wide text-ivory/80">
                {messages.common.paymentMethods[method]}
              </li>
            ))}
          </ul>
        </div>

        <LinkColumn title={footer.headings.shop} links={shopLinks} />

        <LinkColumn title={footer.headings.help} links={careLinks} />

        <div className="col-span-2 md:col-span-1">
          <h2 className={heading}>{footer.headings.support}</h2>
          <ul className="space-y-2">
            <li>
              <a
                href={`mailto:${store.email}`}
                className={link}
                aria-label={format(footer.support.emailLabel, { email: store.email })}
              >
                <MailIcon className="size-5 shrink-0 text-gold-light" />
                <span className="break-all">{store.email}</span>
              </a>
            </li>
            <li>
              <a
                href={telHref(store.phone)}
                className={link}
                aria-label={format(footer.support.phoneLabel, { phone: store.phone })}
              >
                <PhoneIcon className="size-5 shrink-0 text-gold-light" />
                <span dir="ltr">{store.phone}</span>
              </a>
            </li>
            <li>
              <a href={store.socialUrl} target="_blank" rel="noopener noreferrer" className={link}>
                <ProfileIcon className="size-5 shrink-0 text-gold-light" />
                <span>
                  {format(footer.support.socialProfile, { network: store.socialLabel })}
                  <span className="sr-only"> {t.opensInNewTab}</span>
                </span>
              </a>
            </li>
            <li className="flex items-center gap-3 py-1 text-sm text-ivory/80">
              <TruckIcon className="size-5 shrink-0 text-gold-light" />
              {footer.support.delivery}
            </li>
            <li className="flex items-center gap-3 py-1 text-sm text-ivory/80">
              <CashIcon className="size-5 shrink-0 text-gold-light" />
              {footer.support.cashOnDelivery}
            </li>
          </ul>
        </div>
      </div>

      <div className="border-t border-ivory/10">
        {/* The bottom padding is the floating chat button's room at the very end of every page. */}
        <div className="mx-auto flex max-w-7xl flex-col items-center gap-3 px-5 pt-6 pb-20 sm:flex-row sm:justify-between sm:px-6 sm:pb-24 lg:px-8">
          <p className="text-center text-xs tracking-wide text-ivory/60">
            <span suppressHydrationWarning>{format(footer.copyright, { year: currentYear(), brand: store.brand })}</span>
          </p>
          <LanguageSwitch className="inline-flex min-h-11 items-center text-sm text-ivory/80 underline-offset-4 transition-colors hover:text-gold-light hover:underline focus-visible:outline-gold-light" />
        </div>
      </div>
    </footer>
  );
}

function LinkColumn({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <nav aria-label={title}>
      <h2 className={heading}>{title}</h2>
      <ul className="space-y-2">
        {links.map((l) => (
          <li key={l.to}>
            <LocalLink to={l.to} className={link}>
              {l.label}
            </LocalLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
