// The abandoned-cart reminder job (docs/decisions/049-abandoned-carts.md). Every round it takes the
// confirmed carts (their recipient proved their consent) idle long enough for their next reminder (1 hour for the first, 24 for the second and
// last), drops those whose shopper ordered since, and writes each reminder into the outbox in the
// same transaction as the cart's count: a compare-and-set on that count (`reminders_sent = n`)
// lets exactly one process or round write it, however many run at once, on either engine. The
// outbox's sender then delivers it, with its retries, after a restart too.
import { sql } from "kysely";
import type { Config } from "../config";
import type { Db } from "../db/database";
import type { Logger } from "../log";
import { accountMessage, enqueue } from "../mail/outbox";
import { reminderRecipient, stop, restoreUrl, stopUrl } from "./cart-store";
import { FIRST_REMINDER_AFTER_MS, MAX_REMINDERS, SECOND_REMINDER_AFTER_MS } from "../../app/shared/abandoned-carts";
import type { CartReminderBody } from "../messages/cart-messages";

interface ReminderTiming {
  /** Idle time before the first reminder, and before the second (from the last activity). */
  firstAfterMs: number;
  secondAfterMs: number;
}

const DEFAULT_TIMING: ReminderTiming = { firstAfterMs: FIRST_REMINDER_AFTER_MS, secondAfterMs: SECOND_REMINDER_AFTER_MS };

interface ReminderOptions {
  origin: string;
  timing?: ReminderTiming;
  /** Whether reminders may go to phones (the file transport); else only to e-mail addresses. */
  phones?: boolean;
  batch?: number;
}

const BATCH = 100;

/**
 * Whether reminders (and the confirmations before them) go to phones: with the file transport. A
 * message outside a conversation the shopper opened needs an approved WhatsApp template, which
 * there is none of yet, so with MESSAGE_PROVIDER=whatsapp they go by e-mail.
 */
export const remindersByPhone = (config: Pick<Config, "messages">) => config.messages.provider === "file";

/** Writes the reminders due at `now` into the outbox; answers how many. Safe to run concurrently. */
export async function sendDueReminders(db: Db, now: Date, options: ReminderOptions): Promise<number> {
  const timing = options.timing ?? DEFAULT_TIMING;
  const phones = options.phones ?? true;
  const firstBefore = new Date(now.getTime() - timing.firstAfterMs).toISOString();
  const secondBefore = new Date(now.getTime() - timing.secondAfterMs).toISOString();
  const due = await db.kysely
    .selectFrom("abandoned_carts as c")
    .leftJoin("accounts as a", "a.id", "c.account_id")
    .select([
      "c.id",
      "c.token",
      "c.phone",
      "c.email",
      "c.language",
      "c.item_count",
      "c.started_at",
      "c.updated_at",
      "c.reminders_sent",
      "a.phone_number as account_phone",
      "a.email as account_email",
    ])
    // As the partial index abandoned_carts_due is written, so both engines use it.
    .where("c.stopped_at", "is", null)
    .where("c.consent", "=", 1)
    .where("c.item_count", ">", 0)
    // Only once the recipient proved their consent (their own session, or the confirmation link).
    .where("c.confirmed_at", "is not", null)
    .where((eb) =>
      eb.or([
        eb.and([eb("c.reminders_sent", "=", 0), eb("c.updated_at", "<=", firstBefore)]),
        eb.and([eb("c.reminders_sent", "=", 1), eb("c.updated_at", "<=", secondBefore)]),
      ]),
    )
    .orderBy("c.updated_at")
    .limit(options.batch ?? BATCH)
    .execute();

  let written = 0;
  for (const cart of due) {
    const cartPhones = [cart.phone, cart.account_phone].filter((p): p is string => !!p);
    const emails = [cart.email, cart.account_email].filter((e): e is string => !!e).map((e) => e.toLowerCase());
    if (await orderedSince(db, cartPhones, emails, cart.started_at)) {
      await stop(db, [cart.id], "ordered", now);
      continue;
    }
    // The cart's own recipient, whose consent was proved: never another contact of its account.
    const to = reminderRecipient(cart.phone, cart.email, phones);
    if (!to) continue;
    const sent = Number(cart.reminders_sent);
    if (sent >= MAX_REMINDERS) continue;
    const language = cart.language === "ar" ? "ar" : "en";
    const body: CartReminderBody = {
      language,
      restoreUrl: restoreUrl(options.origin, language, cart.token),
      stopUrl: stopUrl(options.origin, language, cart.token),
      items: Math.max(1, Number(cart.item_count)),
      reminder: sent === 0 ? 1 : 2,
    };
    const at = now.toISOString();
    const won = await db.kysely.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable("abandoned_carts")
        .set({ reminders_sent: sent + 1, last_reminded_at: at })
        .where("id", "=", cart.id)
        .where("reminders_sent", "=", sent)
        .where("updated_at", "=", cart.updated_at)
        .where("stopped_at", "is", null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return false;
      await enqueue(trx, [accountMessage("cart-reminder", to.channel, to.address, body, at)]);
      return true;
    });
    if (won) written++;
  }
  return written;
}

/** Whether an order came from these phones or e-mails since the cart began. */
async function orderedSince(db: Db, phones: string[], emails: string[], since: string): Promise<boolean> {
  if (phones.length) {
    const byPhone = await db.kysely
      .selectFrom("orders")
      .select("id")
      .where("phone_number", "in", phones)
      .where("created_at", ">=", since)
      .limit(1)
      .executeTakeFirst();
    if (byPhone) return true;
  }
  if (emails.length) {
    const byEmail = await db.kysely
      .selectFrom("orders")
      .select("id")
      // As the index orders_email_created (migration 049) is written.
      .where(sql<string>`lower(customer_email)`, "in", emails)
      .where("created_at", ">=", since)
      .limit(1)
      .executeTakeFirst();
    if (byEmail) return true;
  }
  return false;
}

/** The periodic job started with the server, as payment expiry is (server/orders/payment-expiry.ts). */
export function startCartReminders(
  db: Db,
  log: Logger,
  options: ReminderOptions & { everyMs: number },
  onWritten: () => void,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sendDueReminders(db, new Date(), options)
      .then((n) => {
        if (n > 0) onWritten();
      })
      .catch((error) => log.error("cart reminders failed", error))
      .finally(() => {
        running = false;
      });
  }, options.everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
