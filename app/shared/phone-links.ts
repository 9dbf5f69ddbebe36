// Links that call or message a number: `tel:` for the phone app, https://wa.me/ for WhatsApp. Apart
// from phone.ts, whose libphonenumber the storefront's pages need not load to show a link.

/** "+974 4000 1234" → "tel:+97440001234": the digits and the plus sign, nothing else. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

/**
 * A WhatsApp chat with a number written with its country code ("97450001234", "+974 5000 1234"),
 * the message begun with `text` when given.
 */
export function whatsAppHref(number: string, text?: string): string {
  const chat = `https://wa.me/${number.replace(/\D/g, "")}`;
  return text === undefined ? chat : `${chat}?text=${encodeURIComponent(text)}`;
}
