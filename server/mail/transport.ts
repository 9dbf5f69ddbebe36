// Where mail goes (docs/decisions/021). With SMTP_URL: a real mail server through nodemailer
// (smtp:// upgrades with STARTTLS, smtps:// is TLS from the start). Without it: every message is
// written as an .eml file into MAIL_OUTBOX_DIR, so a new shop sends nothing anywhere by accident
// and a newcomer can open exactly what would have gone out.
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";

export interface MailAddress {
  name: string;
  address: string;
}

interface Mail {
  /** Stable per outbox message, so a receiving server can tell a repeat from a new message. */
  messageId: string;
  from: MailAddress;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments: { filename: string; content: Buffer; cid: string; contentType: string }[];
  /** Names the .eml file: the moment, the order's number, the kind of message and its whole id. */
  fileName: string;
}

export interface MailTransport {
  send(mail: Mail): Promise<void>;
  /** For the start-up log line: where mail goes, without credentials. */
  readonly description: string;
  close(): void;
}

export type TransportSettings = { smtpUrl: string } | { outboxDir: string };

// A mail server that does not answer must not hold a message past its sender's lease
// (server/mail/mail-sender.ts), so these are far below nodemailer's minutes-long defaults.
const TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 45_000 };

export function createMailTransport(settings: TransportSettings): MailTransport {
  if ("smtpUrl" in settings) {
    const transporter = nodemailer.createTransport({ url: settings.smtpUrl, ...TIMEOUTS });
    const url = new URL(settings.smtpUrl);
    return {
      description: `SMTP ${url.protocol}//${url.host}`,
      async send(mail) {
        await transporter.sendMail(message(mail));
      },
      close: () => transporter.close(),
    };
  }
  const dir = path.resolve(settings.outboxDir);
  // nodemailer builds the whole message (MIME, encodings) without sending it anywhere.
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    description: `files in ${dir}`,
    async send(mail) {
      const info = await builder.sendMail(message(mail));
      await writeMessageFile(dir, `${mail.fileName}.eml`, info.message as Buffer);
    },
    close: () => builder.close(),
  };
}

/**
 * A message file's name, without its extension: the moment it was written to the outbox (to the
 * second, so names sort by time), what it is, and the outbox message's whole id, which tells apart
 * messages of the same second and kind (its first eight characters are that second).
 */
export const messageFileName = (createdAt: string, what: string, id: string) =>
  `${createdAt.replace(/[-:]|\.\d+/g, "")}-${what}-${id}`;

/**
 * Writes one message's file for the file transports (this one and server/messages/phone-transport.ts).
 * Its name holds the message's whole id, so it is this message's alone. Written whole under a
 * name of its own, then linked into place, which fails rather than replaces when the name is taken:
 * a reader never finds half a message, and a file once written is never written over. A name
 * already taken is this very message sent again (a retry after a crash, decision 021): done.
 */
export async function writeMessageFile(dir: string, name: string, content: string | Buffer): Promise<void> {
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, name);
  const partial = `${file}.${randomBytes(6).toString("hex")}.partial`;
  await fs.writeFile(partial, content, { flag: "wx" });
  try {
    await fs.link(partial, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    await fs.rm(partial, { force: true });
  }
}

/** What nodemailer sends: everything but the file's name. */
const message = ({ fileName: _fileName, ...mail }: Mail) => mail;
