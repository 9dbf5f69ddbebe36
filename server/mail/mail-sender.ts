// Sends what the outbox holds (docs/decisions/021): claims due messages in small batches, renders
// each from its order as it is now, hands it to the transport and records the attempt. A failure
// is tried again later (backoff.ts); a mail server's permanent refusal (5xx) or a deleted order
// ends a message at once. Runs in the background of every server process: a poke after each
// order and status change, and a poll for retries and for messages other processes wrote.
import { performance } from "node:perf_hooks";
import type { Db } from "../db/database";
import { outageOf } from "../db/availability";
import type { Logger } from "../log";
import { findOrder } from "../orders/order-store";
import type { Order } from "../../app/shared/order";
import { nextAttemptAt } from "./backoff";
import { isReturnMail, renderOrderMail, type MailShop, type ReviewLink } from "./order-mail";
import { returnMailInfo } from "../returns/return-store";
import { reviewInvitations } from "../reviews/review-invitations";
import {
  claimDue,
  holdClaims,
  isReceiptFromAnotherPhone,
  recordAttempts,
  type AttemptOutcome,
  type ClaimedMessage,
} from "./outbox";
import { messageFileName, type MailAddress, type MailTransport } from "./transport";
import { deliverAccountMessage } from "../messages/message-sender";
import { isAccountMessage } from "../messages/account-messages";
import type { PhoneTransport } from "../messages/phone-transport";

export interface MailSenderOptions {
  db: Db;
  transport: MailTransport;
  /** Where messages to phones go (server/messages); absent: they wait in the outbox. */
  phone?: PhoneTransport;
  shop: MailShop;
  /**
   * The support contacts as they are when a message is sent (the owner's, decision 039), over
   * `shop`'s; absent: `shop`'s own.
   */
  contacts?: () => Promise<Pick<MailShop, "phone" | "whatsapp" | "email">>;
  /** The From header: MAIL_FROM, or the shop's name and e-mail. */
  from: MailAddress;
  log: Logger;
  /** The wait after a first failure; it doubles from there (backoff.ts). */
  firstRetryMs?: number;
  /** How often the outbox is looked at without a poke. */
  pollMs?: number;
  /** How long a claimed message is this sender's; far longer than the transport's timeouts. */
  leaseMs?: number;
  batchSize?: number;
  /** The event loop's busy share above which sending waits (tests that fill it themselves: 1). */
  busyShare?: number;
  /** The wait after recording a batch's outcome failed; it doubles, up to a third of the lease. */
  recordRetryMs?: number;
}

export interface MailSender {
  /** Begins sending: at once, after every poke, and every poll. Before it, messages only wait. */
  start(): void;
  /** Something was written to the outbox: send it now. */
  poke(): void;
  /** Where mail goes, for the start-up log. */
  readonly description: string;
  /** Resolves once nothing is due (tests; a retry waiting for later does not count). */
  drain(): Promise<void>;
  close(): Promise<void>;
}

const ERROR_LENGTH = 500;
/** Why a receipt was not sent (docs/decisions/027), as staff read it beside the message. */
export const RECEIPT_NOT_SENT =
  "Not sent: this address had a receipt for an order from another phone within the hour, and e-mail addresses are not verified. Resend sends it.";
const LONGEST_RECORD_WAIT_MS = 30_000;

// Checkouts come first (decision 021): before each batch the sender pauses briefly and looks at
// what happened meanwhile. While orders arrive in a rush (two or more in the pause: 40 a second,
// far past any real shop's peak) or requests keep the event loop over half busy, it waits, but
// never more than a few seconds, so mail still trickles out under a long rush.
const PROBE_MS = 50;
const RUSH_POKES = 2;
const LONGEST_YIELD_MS = 3_000;

/** What went wrong, as the mail server said it, without anything a log must not hold. */
function describe(error: unknown): { text: string; permanent: boolean } {
  const e = error as { response?: string; responseCode?: number; code?: string; message?: string; permanent?: boolean };
  const text = (e.response ?? ([e.code, e.message].filter(Boolean).join(": ") || String(error))).slice(0, ERROR_LENGTH);
  // 5xx is the server's final word on this message (unknown mailbox, refused sender); a phone
  // provider says for itself (server/messages/whatsapp.ts).
  const permanent = e.permanent === true || (typeof e.responseCode === "number" && e.responseCode >= 500 && e.responseCode < 600);
  return { text: text || "Unknown error", permanent };
}

export function createMailSender(options: MailSenderOptions): MailSender {
  const { db, transport, shop, from, log } = options;
  const firstRetryMs = options.firstRetryMs ?? 30_000;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const batchSize = options.batchSize ?? 20;
  const busyShare = options.busyShare ?? 0.5;
  const recordRetryMs = options.recordRetryMs ?? 1_000;
  // Waits stay well inside the lease, so each retry renews the claim before anyone could take it.
  const longestRecordWaitMs = Math.min(LONGEST_RECORD_WAIT_MS, leaseMs / 3);
  const domain = from.address.split("@")[1];
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;
  let started = false;
  let signalClose = () => {};
  const closing = new Promise<void>((resolve) => (signalClose = resolve));
  /** Pokes so far: how fast orders are arriving. */
  let pokes = 0;

  /** The shop as the message tells it: the contacts as they are now. */
  async function shopNow(): Promise<MailShop> {
    if (!options.contacts) return shop;
    const { phone, whatsapp, email } = await options.contacts();
    return { ...shop, phone, whatsapp, email };
  }

  /** The invitation's perfumes not reviewed yet, each with its signed link (decision 045). */
  const reviewLinks = async (order: Order): Promise<ReviewLink[]> =>
    (await reviewInvitations(db, order)).filter((i) => !i.reviewed);
  /** A message about an account (server/messages): no order to read, the body says it all. */
  async function attemptAccountMessage(message: ClaimedMessage): Promise<AttemptOutcome> {
    const at = () => new Date();
    try {
      await deliverAccountMessage(message, { mail: transport, phone: options.phone ?? null, from, domain, brand: shop.brand });
      return { id: message.id, at: at(), sent: true };
    } catch (error) {
      const { text, permanent } = describe(error);
      const now = at();
      const retryAt = permanent ? null : nextAttemptAt(new Date(message.createdAt), message.attempts + 1, now, firstRetryMs);
      log.warn(`${message.channel} message ${message.kind} failed${retryAt ? ", will retry" : ""}`, { error: text });
      return { id: message.id, at: now, sent: false, error: text, retryAt };
    }
  }

  async function attempt(message: ClaimedMessage): Promise<AttemptOutcome> {
    if (isAccountMessage(message.kind)) return attemptAccountMessage(message);
    const at = () => new Date();
    const order = await findOrder(db, message.orderId);
    if (!order) return { id: message.id, at: at(), sent: false, error: "The order was deleted.", retryAt: null };
    try {
      if (await isReceiptFromAnotherPhone(db, message, order.customer.phoneNumber ?? order.customer.phone)) {
        log.info(`receipt for order #${order.orderNumber} not sent: its address had one for another phone within the hour`);
        return { id: message.id, at: at(), skipped: RECEIPT_NOT_SENT };
      }
      const mail = await renderOrderMail(
        message.kind,
        order,
        await shopNow(),
        message.amount,
        message.kind === "review-invitation" ? await reviewLinks(order) : [],
        isReturnMail(message.kind) ? await returnMailInfo(db, order.id, message.createdAt) : null,
      );
      await transport.send({
        ...mail,
        messageId: `<${message.id}@${domain}>`,
        from,
        to: message.recipient,
        fileName: messageFileName(message.createdAt, `order-${order.orderNumber}-${message.kind}`, message.id),
      });
      return { id: message.id, at: at(), sent: true };
    } catch (error) {
      const { text, permanent } = describe(error);
      const now = at();
      const retryAt = permanent ? null : nextAttemptAt(new Date(message.createdAt), message.attempts + 1, now, firstRetryMs);
      log.warn(`mail to ${message.kind} for order #${order.orderNumber} failed${retryAt ? ", will retry" : ""}`, { error: text });
      return { id: message.id, at: now, sent: false, error: text, retryAt };
    }
  }

  async function yieldToRequests() {
    if (busyShare >= 1) return;
    const started = Date.now();
    while (!closed && Date.now() - started < LONGEST_YIELD_MS) {
      const before = performance.eventLoopUtilization();
      const pokedBefore = pokes;
      await new Promise((resolve) => setTimeout(resolve, PROBE_MS));
      const rush = pokes - pokedBefore >= RUSH_POKES;
      if (!rush && performance.eventLoopUtilization(before).utilization < busyShare) return;
    }
  }

  /** One batch; resolves to how many messages it took. */
  async function sendBatch(): Promise<number> {
    await yieldToRequests();
    if (closed) return 0;
    const claimed = await claimDue(db, new Date(), batchSize, leaseMs);
    if (claimed.length === 0) return 0;
    const outcomes = await Promise.all(claimed.map(attempt));
    await recordUntilWritten(outcomes);
    return claimed.length;
  }

  /**
   * Writes a batch's outcomes, trying again until the database takes them (docs/decisions/027): a
   * message the mail server accepted is never sent again because its record failed (a full disk).
   * Meanwhile its claim is renewed, so no other sender takes it, and this sender's loop waits here,
   * so it does not take it either. Only a stop gives up: the messages are sent again after the
   * restart, with the same Message-ID.
   */
  async function recordUntilWritten(outcomes: AttemptOutcome[]) {
    const ids = outcomes.map((o) => o.id);
    let wait = recordRetryMs;
    for (;;) {
      try {
        await recordAttempts(db, outcomes);
        return;
      } catch (error) {
        if (closed) {
          log.error("mail was sent but not recorded before the stop; it will be sent again", error, { ids });
          throw error;
        }
        log.error("recording sent mail failed; holding the messages and trying again", error, { ids, retryInMs: wait });
        await holdClaims(db, ids, new Date(), leaseMs).catch(() => {});
        let timeout: NodeJS.Timeout | undefined;
        await Promise.race([new Promise((resolve) => (timeout = setTimeout(resolve, wait))), closing]);
        clearTimeout(timeout);
        wait = Math.min(wait * 2, longestRecordWaitMs);
      }
    }
  }

  function poke() {
    pokes += 1;
    if (closed || !started) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      try {
        do {
          again = false;
          let sent = 1;
          while (!closed && sent > 0) sent = await sendBatch();
        } while (again && !closed);
      } catch (error) {
        // The database is away (reported once, server/db/availability.ts): the poll tries again.
        if (!outageOf(error)) log.error("sending mail failed", error);
      } finally {
        running = null;
      }
    })();
  }

  let timer: NodeJS.Timeout | undefined;
  const idle = async () => {
    while (running) await running;
  };

  return {
    description: transport.description,
    start() {
      if (started || closed) return;
      started = true;
      timer = setInterval(poke, options.pollMs ?? 5_000);
      timer.unref();
      poke();
    },
    poke,
    async drain() {
      await idle();
      poke();
      await idle();
    },
    async close() {
      closed = true;
      signalClose();
      clearInterval(timer);
      await idle();
      transport.close();
    },
  };
}
