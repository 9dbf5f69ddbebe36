// One process's mail sender with a given phone transport, writing mail files to `dir`: for tests
// where a message outlives a process whose phone gateway was down.
import type { Db } from "../../server/db/database";
import { createLogger } from "../../server/log";
import { createMailSender, type MailSender } from "../../server/mail/mail-sender";
import { createMailTransport } from "../../server/mail/transport";
import type { PhoneTransport } from "../../server/messages/phone-transport";

const shop = {
  brand: "Al Maha Parfums",
  email: "care@almahaparfums.qa",
  phone: "+974 4000 1234",
  whatsapp: "97450001234",
  publicOrigin: null,
};
const from = { name: "Al Maha Parfums", address: "care@almahaparfums.qa" };

/** A sender that takes every due message at once; a failed send is retried a millisecond on. */
export function phoneSender(db: Db, dir: string, phone: PhoneTransport): MailSender {
  return createMailSender({
    db,
    log: createLogger("test"),
    transport: createMailTransport({ outboxDir: dir }),
    phone,
    shop,
    from,
    firstRetryMs: 1,
    busyShare: 1,
  });
}

/** Runs one sender until it has nothing due, then stops it: a process that came and went. */
export async function runOnce(sender: MailSender) {
  sender.start();
  await sender.drain();
  await sender.close();
}

/**
 * Time passes: a message waiting out a retry becomes due. The first sender retried with ever longer
 * waits until one outlasted its loop; how long that last wait is depends on the machine's speed.
 */
export async function makeDue(db: Db, recipient: string) {
  await db.kysely
    .updateTable("mail_outbox")
    .set({ next_attempt_at: new Date(Date.now() - 1000).toISOString() })
    .where("recipient", "=", recipient)
    .where("status", "=", "pending")
    .execute();
}
