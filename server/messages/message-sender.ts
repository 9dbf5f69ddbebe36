// Sends one outbox message about an account (docs/decisions/044-shopper-accounts.md): to a phone
// through the phone transport, or by e-mail through the mail transport. The outbox's sender
// (server/mail/mail-sender.ts) claims it, calls this, and records the attempt with the same
// retries and backoff as an order's e-mail; a thrown error with `permanent` ends the message.
import type { ClaimedMessage } from "../mail/outbox";
import { messageFileName, type MailAddress, type MailTransport } from "../mail/transport";
import { logoAttachment } from "../mail/order-mail";
import { backInStockBodySchema, backInStockMail, backInStockText, codeBodySchema, codeMail, codeText } from "./account-messages";
import {
  cartConfirmationBodySchema,
  cartConfirmationMail,
  cartConfirmationText,
  cartReminderBodySchema,
  cartReminderMail,
  cartReminderText,
} from "./cart-messages";
import type { PhoneTransport } from "./phone-transport";

interface Transports {
  mail: MailTransport;
  phone: PhoneTransport | null;
  from: MailAddress;
  /** The From address's domain, for the Message-ID. */
  domain: string | undefined;
  brand: string;
}

class UnsendableMessage extends Error {
  readonly permanent = true;
}

/** The message's words: its text (for a phone) and its e-mail; null when its body is gone. */
function render(message: ClaimedMessage, brand: string) {
  const raw: unknown = message.body ? JSON.parse(message.body) : null;
  if (message.kind === "back-in-stock") {
    const parsed = backInStockBodySchema.safeParse(raw);
    if (!parsed.success) return null;
    return {
      text: backInStockText(parsed.data, brand),
      mail: backInStockMail(parsed.data, brand),
      language: parsed.data.language,
    };
  }
  if (message.kind === "cart-confirmation") {
    // The consent asked before an abandoned cart's first reminder (docs/decisions/049-abandoned-carts.md).
    const parsed = cartConfirmationBodySchema.safeParse(raw);
    if (!parsed.success) return null;
    return {
      text: cartConfirmationText(parsed.data, brand),
      mail: cartConfirmationMail(parsed.data, brand),
      language: parsed.data.language,
    };
  }
  if (message.kind === "cart-reminder") {
    // An abandoned cart's reminder (docs/decisions/049-abandoned-carts.md).
    const parsed = cartReminderBodySchema.safeParse(raw);
    if (!parsed.success) return null;
    return {
      text: cartReminderText(parsed.data, brand),
      mail: cartReminderMail(parsed.data, brand),
      language: parsed.data.language,
    };
  }
  const parsed = codeBodySchema.safeParse(raw);
  if (!parsed.success) return null;
  const body = parsed.data;
  return { text: codeText(body, brand), mail: codeMail(body, brand), language: body.language, code: body.code };
}

export async function deliverAccountMessage(message: ClaimedMessage, transports: Transports): Promise<void> {
  const rendered = render(message, transports.brand);
  if (!rendered) throw new UnsendableMessage("The message has nothing to say (its body is gone).");
  const fileName = messageFileName(message.createdAt, message.kind, message.id);
  if (message.channel === "phone") {
    if (!transports.phone) throw new Error("No phone transport is configured.");
    await transports.phone.send({
      to: message.recipient,
      text: rendered.text,
      code: rendered.code ?? null,
      language: rendered.language,
      fileName: `${fileName}-${message.recipient.replace(/\D/g, "")}`,
    });
    return;
  }
  await transports.mail.send({
    ...rendered.mail,
    attachments: [await logoAttachment()],
    messageId: `<${message.id}@${transports.domain}>`,
    from: transports.from,
    to: message.recipient,
    fileName,
  });
}
