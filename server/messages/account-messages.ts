// What the shop says to a shopper about their account, in their language (docs/decisions/044):
// the one-time sign-in code and, once, that a sold-out size is back (docs/decisions/048), by
// e-mail or to a phone. The outbox row carries the message's
// body (the code and the language) until it is sent or given up on; the words are made here when
// it is sent, as order mails are (server/mail/order-mail.ts).
import { z } from "zod";
import { CODE_LIFETIME_MINUTES } from "../../app/shared/account";
import { formatSize } from "../../app/shared/variants";
import { COLORS, escapeHtml, HEADING_FONT, mailDocument } from "../mail/mail-layout";

/**
 * The messages not rendered from an order, each by e-mail or to a phone: the sign-in code, a size
 * back in stock (docs/decisions/048), and the abandoned cart's reminder and the confirmation asked
 * of its recipient first (./cart-messages.ts, docs/decisions/049-abandoned-carts.md).
 */
const ACCOUNT_MESSAGE_KINDS = ["sign-in-code", "back-in-stock", "cart-reminder", "cart-confirmation"] as const;
export type AccountMessageKind = (typeof ACCOUNT_MESSAGE_KINDS)[number];
export const isAccountMessage = (kind: string): kind is AccountMessageKind =>
  (ACCOUNT_MESSAGE_KINDS as readonly string[]).includes(kind);

export const codeBodySchema = z.object({ code: z.string().regex(/^\d{6}$/), language: z.enum(["en", "ar"]) });
export type CodeBody = z.infer<typeof codeBodySchema>;

const TEXTS = {
  en: {
    subject: "Your {brand} sign-in code",
    line: "{code} is your {brand} sign-in code.",
    expires: `It expires in ${CODE_LIFETIME_MINUTES} minutes. Do not share it with anyone; we never ask for it.`,
    notYou: "If you did not ask for it, ignore this message: nobody can sign in without the code.",
  },
  ar: {
    subject: "رمز الدخول إلى {brand}",
    line: "{code} هو رمز الدخول إلى حسابك في {brand}.",
    expires: `ينتهي خلال ${CODE_LIFETIME_MINUTES} دقائق. لا تشاركه مع أحد؛ نحن لا نطلبه أبداً.`,
    notYou: "إن لم تطلبه فتجاهل هذه الرسالة: لا يمكن لأحد الدخول دون الرمز.",
  },
} as const;

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (m, key: string) => values[key] ?? m);
// The code is digits: in Arabic text it is isolated left to right, as order mails do with numbers.
const isolated = (text: string, language: "en" | "ar") => (language === "ar" ? `\u2066${text}\u2069` : text);

/** The code's words as plain text: a phone message, or the e-mail's text part. */
export function codeText(body: CodeBody, brand: string): string {
  const t = TEXTS[body.language];
  const code = isolated(body.code, body.language);
  return [fill(t.line, { code, brand }), t.expires, t.notYou].join("\n");
}

/** The code as an e-mail. */
export function codeMail(body: CodeBody, brand: string) {
  const t = TEXTS[body.language];
  const subject = fill(t.subject, { brand });
  const html = mailDocument({
    language: body.language,
    title: subject,
    brand,
    logoCid: "logo@shop",
    body: `<p style="margin:0 0 12px;">${escapeHtml(fill(t.line, { code: "", brand })).replace(/^\s+/, "")}</p>
<div dir="ltr" style="font-family:${HEADING_FONT};font-size:34px;letter-spacing:8px;color:${COLORS.ink};margin:8px 0 16px;">${escapeHtml(body.code)}</div>
<p style="margin:0 0 12px;">${escapeHtml(t.expires)}</p>`,
    footer: escapeHtml(t.notYou),
  });
  return { subject, html, text: codeText(body, brand) };
}

/** What a back-in-stock message says: the perfume, its size and its page, in the shopper's language. */
export const backInStockBodySchema = z.object({
  name: z.string().min(1),
  sizeMl: z.number().int().positive(),
  url: z.string().min(1),
  language: z.enum(["en", "ar"]),
});
export type BackInStockBody = z.infer<typeof backInStockBodySchema>;

const BACK_TEXTS = {
  en: {
    subject: "{name} is back at {brand}",
    line: "Good news: {name} ({size}) is back in stock at {brand}.",
    link: "Order it here: {url}",
    once: "You asked us to tell you when it was back; this is the only message we send about it.",
  },
  ar: {
    subject: "عاد {name} إلى {brand}",
    line: "خبر سار: عاد {name} ({size}) إلى المخزون في {brand}.",
    link: "اطلبه من هنا: {url}",
    once: "طلبت أن نخبرك حين يعود؛ هذه الرسالة الوحيدة التي نرسلها بشأنه.",
  },
} as const satisfies Record<"en" | "ar", Record<string, string>>;

/** The back-in-stock words as plain text: a phone message, or the e-mail's text part. */
export function backInStockText(body: BackInStockBody, brand: string): string {
  const t = BACK_TEXTS[body.language];
  const size = isolated(formatSize(body.sizeMl, body.language), body.language);
  return [fill(t.line, { name: body.name, size, brand }), fill(t.link, { url: body.url }), t.once].join("\n");
}

/** The back-in-stock message as an e-mail, its link a button. */
export function backInStockMail(body: BackInStockBody, brand: string) {
  const t = BACK_TEXTS[body.language];
  const subject = fill(t.subject, { name: body.name, brand });
  const size = formatSize(body.sizeMl, body.language);
  const html = mailDocument({
    language: body.language,
    title: subject,
    brand,
    logoCid: "logo@shop",
    body: `<p style="margin:0 0 16px;">${escapeHtml(fill(t.line, { name: body.name, size, brand }))}</p>
<p style="margin:0 0 16px;"><a href="${escapeHtml(body.url)}" style="color:${COLORS.ink};font-family:${HEADING_FONT};">${escapeHtml(body.name)}</a></p>`,
    footer: escapeHtml(t.once),
  });
  return { subject, html, text: backInStockText(body, brand) };
}
