// A notice that only the shop can resolve (an order over the Cash on Delivery maximum, a phone or
// network over its order limit): what happened, and a WhatsApp link to the shop to carry on.
import { useMessages, useStore } from "../hooks/use-root-data";
import { cartEn } from "../i18n/cart.en";
import { useTexts } from "../i18n/parts";
import { format } from "../i18n";
import { whatsAppHref } from "../shared/phone-links";
import { WhatsAppIcon } from "./layout-icons";

export function WhatsAppNotice({ text, testId }: { text: string; testId?: string }) {
  const store = useStore();
  const messages = useMessages();
  const cart = useTexts(cartEn).cart;
  const greeting = format(messages.layout.chat.greeting, { brand: store.brand });
  return (
    <div
      role="alert"
      data-testid={testId}
      className="rounded-sm border border-gold/50 bg-sand/60 p-4 text-sm leading-relaxed text-ink"
    >
      <p>{text}</p>
      <a
        href={whatsAppHref(store.whatsapp, greeting)}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-3 inline-flex items-center gap-2 font-semibold text-gold-dark underline-offset-4 hover:underline"
      >
        <WhatsAppIcon className="size-4" />
        {cart.codMaxLink}
        <span className="sr-only"> {messages.layout.opensInNewTab}</span>
      </a>
    </div>
  );
}
