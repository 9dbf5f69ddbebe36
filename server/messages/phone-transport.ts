// Where messages to phones go (docs/decisions/044-shopper-accounts.md), beside the e-mail transport
// (server/mail/transport.ts) and fed by the same outbox. With MESSAGE_PROVIDER=whatsapp: Meta's
// WhatsApp Business Cloud API (./whatsapp.ts). Otherwise (the default): each message is written as
// a text file into MAIL_OUTBOX_DIR naming its recipient, so a new shop sends nothing by accident
// and a newcomer (or a browser test) can read exactly what would have gone out.
import path from "node:path";
import { writeMessageFile } from "../mail/transport";
import { sendTemplate, WhatsAppError, type WhatsAppSettings } from "./whatsapp";

interface PhoneMessage {
  /** E.164: "+97455551234". */
  to: string;
  /** The whole text, as the shopper would read it (the file transport writes it). */
  text: string;
  /**
   * The sign-in code, the approved template's parameter (the WhatsApp transport sends it); null
   * for a message without a code (back in stock), which WhatsApp has no approved template for yet
   * (docs/decisions/048-wishlist-and-back-in-stock.md).
   */
  code: string | null;
  language: "en" | "ar";
  /** Names the file: the moment, the kind, the outbox id (whole) and the recipient's digits. */
  fileName: string;
}

export interface PhoneTransport {
  send(message: PhoneMessage): Promise<void>;
  readonly description: string;
}

export type PhoneTransportSettings =
  | { provider: "file"; outboxDir: string }
  | ({ provider: "whatsapp" } & WhatsAppSettings & { languageCodes: Record<"en" | "ar", string> });

export function createPhoneTransport(settings: PhoneTransportSettings): PhoneTransport {
  if (settings.provider === "whatsapp") {
    return {
      description: `WhatsApp Cloud API, phone number ${settings.phoneNumberId}`,
      async send(message) {
        if (message.code === null)
          throw new WhatsAppError("No WhatsApp template is set up for this message; it was not sent.", true, null);
        await sendTemplate(settings, {
          // Meta's examples give the number as digits with the country code and no "+".
          to: message.to.replace(/^\+/, ""),
          template: settings.codeTemplate,
          languageCode: settings.languageCodes[message.language],
          code: message.code,
        });
      },
    };
  }
  const dir = path.resolve(settings.outboxDir);
  return {
    description: `files in ${dir}`,
    async send(message) {
      // As the e-mail files: one file per message, whole, never written over.
      await writeMessageFile(dir, `${message.fileName}.txt`, `To: ${message.to}\n\n${message.text}\n`);
    },
  };
}
