// Where messages to phones go (docs/decisions/044-shopper-accounts.md), beside the e-mail transport
// (server/mail/transport.ts) and fed by the same outbox. With MESSAGE_PROVIDER=whatsapp: Meta's
// WhatsApp Business Cloud API (./whatsapp.ts). Otherwise (the default): each message is written as
// a text file into MAIL_OUTBOX_DIR naming its recipient, so a new shop sends nothing by accident
// and a newcomer (or a browser test) can read exactly what would have gone out.
import fs from "node:fs/promises";
import path from "node:path";
import { sendTemplate, WhatsAppError, type WhatsAppSettings } from "./whatsapp";

interface PhoneMessage {
  /** E.164: "+97455551234". */
  to: string;
  /** The whole text, as the shopper would read it (the file transport writes it). */
  text: string;
  /**
   * The sign-in code, the approved template's parameter (the WhatsApp transport sends it). Absent:
   * a message with no approved template yet (a cart reminder), which WhatsApp refuses outside a
   * conversation the shopper opened, so it is not sent that way (docs/decisions/049).
   */
  code?: string;
  language: "en" | "ar";
  /** Names the file: the moment, the kind and the outbox id. */
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
        if (message.code === undefined)
          throw new WhatsAppError("No approved WhatsApp template for this message; it is not sent by WhatsApp.", true, null);
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
      await fs.mkdir(dir, { recursive: true });
      const file = path.join(dir, `${message.fileName}.txt`);
      // Written whole, then renamed, as the e-mail files: a reader never finds half a message.
      const partial = `${file}.partial`;
      await fs.writeFile(partial, `To: ${message.to}\n\n${message.text}\n`);
      await fs.rename(partial, file);
    },
  };
}
