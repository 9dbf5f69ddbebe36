// The abandoned-cart reminder's words, in the shopper's language (docs/decisions/049-abandoned-carts.md):
// a phone text, or a small e-mail; and the one message before any reminder to a recipient who has
// not proved their consent, asking them to confirm it. The outbox row's body carries the links and
// the language until the message is sent; the words are made here when it is sent, as the sign-in
// code's are.
import { z } from "zod";
import { button, escapeHtml, mailDocument } from "../mail/mail-layout";

export const cartReminderBodySchema = z.object({
  language: z.enum(["en", "ar"]),
  restoreUrl: z.url(),
  stopUrl: z.url(),
  items: z.number().int().min(1),
  /** 1 or 2: the second and last says it is the last. */
  reminder: z.union([z.literal(1), z.literal(2)]),
});
export type CartReminderBody = z.infer<typeof cartReminderBodySchema>;

const TEXTS = {
  en: {
    subject: "Your {brand} cart is waiting",
    line: "You left {items} in your {brand} cart. It is kept for you: open it here and finish your order whenever you like.",
    items: { one: "1 item", other: "{n} items" },
    open: "Open my cart",
    last: "This is the last reminder about this cart.",
    stop: "Stop reminders",
    reply: "Or reply to this message and we will not remind you again.",
  },
  ar: {
    subject: "سلتك في {brand} بانتظارك",
    line: "تركت {items} في سلتك في {brand}. احتفظنا بها لك: افتحها من هنا وأكمل طلبك متى شئت.",
    items: { one: "منتجاً واحداً", other: "{n} منتجات" },
    open: "افتح سلتي",
    last: "هذا آخر تذكير بهذه السلة.",
    stop: "إيقاف التذكيرات",
    reply: "أو رد على هذه الرسالة ولن نذكرك مرة أخرى.",
  },
} as const;

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (m, key: string) => values[key] ?? m);

function words(body: CartReminderBody, brand: string) {
  const t = TEXTS[body.language];
  const count = new Intl.NumberFormat(body.language === "ar" ? "ar-QA" : "en-QA").format(body.items);
  const items = body.items === 1 ? t.items.one : fill(t.items.other, { n: count });
  return { t, subject: fill(t.subject, { brand }), line: fill(t.line, { items, brand }) };
}

/** The reminder as plain text: a phone message, or the e-mail's text part. */
export function cartReminderText(body: CartReminderBody, brand: string): string {
  const { t, line } = words(body, brand);
  return [
    line,
    `${t.open}: ${body.restoreUrl}`,
    ...(body.reminder === 2 ? [t.last] : []),
    `${t.stop}: ${body.stopUrl}`,
    t.reply,
  ].join("\n");
}

/** The reminder as an e-mail. */
export function cartReminderMail(body: CartReminderBody, brand: string) {
  const { t, subject, line } = words(body, brand);
  const html = mailDocument({
    language: body.language,
    title: subject,
    brand,
    logoCid: "logo@shop",
    body: `<p style="margin:0 0 16px;">${escapeHtml(line)}</p>
${button(body.restoreUrl, t.open)}
${body.reminder === 2 ? `<p style="margin:0 0 12px;">${escapeHtml(t.last)}</p>` : ""}`,
    footer: `<a href="${escapeHtml(body.stopUrl)}">${escapeHtml(t.stop)}</a>`,
  });
  return { subject, html, text: cartReminderText(body, brand) };
}

/** The confirmation asked of a recipient before any reminder: its link confirms, nothing else does. */
export const cartConfirmationBodySchema = z.object({
  language: z.enum(["en", "ar"]),
  confirmUrl: z.url(),
});
export type CartConfirmationBody = z.infer<typeof cartConfirmationBodySchema>;

const CONFIRM_TEXTS = {
  en: {
    subject: "Confirm your {brand} cart reminders",
    line: "At checkout on {brand}, someone asked us to remind this number or address about a cart left behind. If it was you, confirm here and we will send at most two reminders:",
    confirm: "Confirm reminders",
    notYou: "If it was not you, ignore this message: nothing more will come.",
  },
  ar: {
    subject: "أكّد تذكيرات سلتك في {brand}",
    line: "عند إتمام الطلب في {brand} طلب أحدهم أن نذكّر هذا الرقم أو العنوان بسلة تُركت. إن كنت أنت فأكّد من هنا، وسنرسل تذكيرين على الأكثر:",
    confirm: "تأكيد التذكيرات",
    notYou: "إن لم تكن أنت فتجاهل هذه الرسالة: لن يصلك شيء آخر.",
  },
} as const satisfies Record<"en" | "ar", Record<string, string>>;

/** The confirmation as plain text: a phone message, or the e-mail's text part. */
export function cartConfirmationText(body: CartConfirmationBody, brand: string): string {
  const t = CONFIRM_TEXTS[body.language];
  return [fill(t.line, { brand }), `${t.confirm}: ${body.confirmUrl}`, t.notYou].join("\n");
}

/** The confirmation as an e-mail, its link a button. */
export function cartConfirmationMail(body: CartConfirmationBody, brand: string) {
  const t = CONFIRM_TEXTS[body.language];
  const subject = fill(t.subject, { brand });
  const html = mailDocument({
    language: body.language,
    title: subject,
    brand,
    logoCid: "logo@shop",
    body: `<p style="margin:0 0 16px;">${escapeHtml(fill(t.line, { brand }))}</p>
${button(body.confirmUrl, t.confirm)}`,
    footer: escapeHtml(t.notYou),
  });
  return { subject, html, text: cartConfirmationText(body, brand) };
}
