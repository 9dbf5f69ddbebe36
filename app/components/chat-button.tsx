// The floating chat button (docs/product.md#1-what-the-shop-is): a WhatsApp deep link to the configured number with
// the prefilled greeting. A plain link, so it works without JavaScript and opens the app on phones.
// It never hides a control the shopper cannot scroll free: smaller on phones, above the pages'
// bottom bars, and the footer ends with room for it (e2e/chat-button.spec.ts).
import { useMatches } from "react-router";
import { format } from "../i18n";
import { whatsAppHref } from "../shared/phone-links";
import { useMessages, useStore } from "../hooks/use-root-data";
import { WhatsAppIcon } from "./layout-icons";

/**
 * A route whose page has its own bar fixed to the bottom of small screens (the product page's
 * "Add (n)" bar) exports `handle = { mobileActionBar: true }`; the button then sits above that bar
 * instead of covering it.
 *
 * A page that is one long form on phones (the checkout) exports `handle = { formPage: true }`: a
 * floating button would sit on its fields there (Building, at 390 px), so phones do without it on
 * that page (the checkout names WhatsApp where it is needed); from md up it stays in its corner.
 */
export interface ChatButtonHandle {
  mobileActionBar?: boolean;
  formPage?: boolean;
}

export function ChatButton() {
  const store = useStore();
  const t = useMessages().layout;
  const handles = useMatches().map((m) => m.handle as ChatButtonHandle | undefined);
  const raised = handles.some((h) => h?.mobileActionBar);
  const formPage = handles.some((h) => h?.formPage);
  const greeting = format(t.chat.greeting, { brand: store.brand });

  // In a labelled landmark of its own, so no page content sits outside landmarks.
  return (
    <aside aria-label={t.chat.label}>
      <a
        href={whatsAppHref(store.whatsapp, greeting)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${t.chat.label} ${t.opensInNewTab}`}
        title={t.chat.label}
        data-testid="chat-button"
        className={`fixed end-3 z-30 ${formPage ? "hidden md:inline-flex" : "inline-flex"} size-12 items-center justify-center rounded-full border border-ink/10 bg-gold text-ink shadow-[0_10px_30px_-8px_rgba(15,13,11,0.6)] transition hover:scale-105 hover:bg-gold-light focus-visible:outline-gold-dark sm:end-6 sm:size-14 ${
          raised ? "bottom-24 md:bottom-6" : "bottom-3 sm:bottom-6"
        }`}
      >
        <WhatsAppIcon className="size-6 sm:size-7" />
      </a>
    </aside>
  );
}
