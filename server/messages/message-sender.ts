// Sends one outbox message about an account (docs/decisions/044-shopper-accounts.md): to a phone
// through the phone transport, or by e-mail through the mail transport. The outbox's sender
// (server/mail/mail-sender.ts) claims it, calls this, and records the attempt with the same
// retries and backoff as an order's e-mail; a thrown error with `permanent` ends the message.
import type { ClaimedMessage } from "../mail/outbox";
import type { MailAddress, MailTransport } from "../mail/transport";
import { logoAttachment } from "../mail/order-mail";
import { codeBodySchema, codeMail, codeText } from "./account-messages";
import { cartReminderBodySchema, cartReminderMail, cartReminderText } from "./cart-messages";
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

export async function deliverAccountMessage(message: ClaimedMessage, transports: Transports): Promise<void> {
  if (message.kind === "cart-reminder") return deliverCartReminder(message, transports);
  const parsed = codeBodySchema.safeParse(message.body ? JSON.parse(message.body) : null);
  if (!parsed.success) throw new UnsendableMessage("The message has nothing to say (its body is gone).");
  const body = parsed.data;
  const fileName = `${message.createdAt.replace(/[-:]|\.\d+/g, "")}-${message.kind}-${message.id.slice(0, 8)}`;
  if (message.channel === "phone") {
    if (!transports.phone) throw new Error("No phone transport is configured.");
    await transports.phone.send({
      to: message.recipient,
      text: codeText(body, transports.brand),
      code: body.code,
      language: body.language,
      fileName: `${fileName}-${message.recipient.replace(/\D/g, "")}`,
    });
    return;
  }
  const mail = codeMail(body, transports.brand);
  await transports.mail.send({
    ...mail,
    attachments: [await logoAttachment()],
    messageId: `<${message.id}@${transports.domain}>`,
    from: transports.from,
    to: message.recipient,
    fileName,
  });
}

/** An abandoned cart's reminder (docs/decisions/049-abandoned-carts.md). */
async function deliverCartReminder(message: ClaimedMessage, transports: Transports): Promise<void> {
  const parsed = cartReminderBodySchema.safeParse(message.body ? JSON.parse(message.body) : null);
  if (!parsed.success) throw new UnsendableMessage("The message has nothing to say (its body is gone).");
  const body = parsed.data;
  const fileName = `${message.createdAt.replace(/[-:]|\.\d+/g, "")}-${message.kind}-${message.id.slice(0, 8)}`;
  if (message.channel === "phone") {
    if (!transports.phone) throw new Error("No phone transport is configured.");
    await transports.phone.send({
      to: message.recipient,
      text: cartReminderText(body, transports.brand),
      language: body.language,
      fileName: `${fileName}-${message.recipient.replace(/\D/g, "")}`,
    });
    return;
  }
  const mail = cartReminderMail(body, transports.brand);
  await transports.mail.send({
    ...mail,
    attachments: [await logoAttachment()],
    messageId: `<${message.id}@${transports.domain}>`,
    from: transports.from,
    to: message.recipient,
    fileName,
  });
}
