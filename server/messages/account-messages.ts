// What the shop says to a shopper about their account, in their language (docs/decisions/044):
// today the one-time sign-in code, by e-mail or to a phone. The outbox row carries the message's
// body (the code and the language) until it is sent or given up on; the words are made here when
// it is sent, as order mails are (server/mail/order-mail.ts).
import { z } from "zod";
import { CODE_LIFETIME_MINUTES } from "../../app/shared/account";
import { COLORS, escapeHtml, HEADING_FONT, mailDocument } from "../mail/mail-layout";

/**
 * The messages not rendered from an order, each by e-mail or to a phone: the sign-in code, and the
 * abandoned cart's reminder (./cart-messages.ts, docs/decisions/049-abandoned-carts.md).
 */
const ACCOUNT_MESSAGE_KINDS = ["sign-in-code", "cart-reminder"] as const;
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
