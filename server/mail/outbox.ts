// The mail outbox's rows (migration 012, docs/decisions/021): which messages an order and a status
// change cause (written in their own transaction by their callers), claiming due messages for a
// sender, recording each attempt, and what staff see of it.
import { sql, type Kysely, type Selectable, type Transaction } from "kysely";
import type { MailKind, MessageHealth, MessageStatus, OrderMessage } from "../../app/admin/orders/orders-contract";
import type { OrderStatus } from "../../app/shared/order";
import type { Db } from "../db/database";
import type { Database, MailOutboxTable } from "../db/schema";
import { templateInsert, type Statement } from "../db/insert-template";
import { newOrderId as timeOrderedId } from "../orders/order-id";
import type { AccountMessageKind } from "../messages/account-messages";

type Executor = Kysely<Database> | Transaction<Database>;
type OutboxRow = Omit<Selectable<MailOutboxTable>, "status" | "attempts" | "channel" | "body"> & {
  channel?: MessageChannel;
  body?: string | null;
};

/** Where a message goes: an e-mail address, or a phone (server/messages, docs/decisions/044). */
export type MessageChannel = "email" | "phone";

/** The shopper's message for each status: null where none is sent. */
const STATUS_MAIL = {
  Pending: null,
  // Online payment (docs/decisions/040): the receipt at placing says the order waits for it.
  "Awaiting payment": null,
  "Payment failed": "payment-failed",
  Paid: "payment-received",
  Processing: null,
  Shipped: "order-shipped",
  Delivered: "order-delivered",
  Cancelled: "order-cancelled",
} satisfies Record<OrderStatus, MailKind | null>;

const row = (
  orderId: string,
  kind: MailKind | AccountMessageKind,
  recipient: string,
  at: string,
  amount: number | null = null,
): OutboxRow => ({
  // Time-ordered like order ids, for the same reason: each commit's rows side by side in the
  // indexes (decision 010), not one scattered page each.
  id: timeOrderedId(new Date(at)),
  order_id: orderId,
  kind,
  recipient,
  created_at: at,
  next_attempt_at: at,
  claimed_until: null,
  last_attempt_at: null,
  sent_at: null,
  last_error: null,
  amount,
});

/** A new order's messages: the shopper's receipt when they gave an address, and staff's alert. */
export function newOrderMessages(orderId: string, email: string | null, staffEmail: string | null, at: string): OutboxRow[] {
  const rows: OutboxRow[] = [];
  if (email) rows.push(row(orderId, "order-received", email, at));
  if (staffEmail) rows.push(row(orderId, "staff-new-order", staffEmail, at));
  return rows;
}

/**
 * A message about an account rather than an order (a sign-in code): no order (an empty order_id),
 * and what it says in `body` until it is sent or given up on.
 */
export function accountMessage(
  kind: AccountMessageKind,
  channel: MessageChannel,
  recipient: string,
  body: unknown,
  at: string,
): OutboxRow {
  return { ...row("", kind, recipient, at), channel, body: JSON.stringify(body) };
}

/** Stores messages in the caller's transaction. */
export async function enqueue(trx: Executor, rows: OutboxRow[]): Promise<void> {
  if (rows.length) await trx.insertInto("mail_outbox").values(rows).execute();
}

/** Stores the shopper's message for an order's new status, if that status has one and they gave an address. */
export async function enqueueStatusMessage(
  trx: Executor,
  orderId: string,
  email: string | null,
  status: OrderStatus,
  at: string,
): Promise<void> {
  const kind = STATUS_MAIL[status];
  if (kind && email) await enqueue(trx, [row(orderId, kind, email, at)]);
}

/** Stores the shopper's refund message: how much was given back (dirhams), if they gave an address. */
export async function enqueueRefundMessage(trx: Executor, orderId: string, email: string | null, amount: number, at: string) {
  if (email) await enqueue(trx, [row(orderId, "payment-refunded", email, at, amount)]);
}

/** The invitation to review a delivered order's perfumes (docs/decisions/045-reviews-from-buyers.md). */
export async function enqueueReviewInvitation(trx: Executor, orderId: string, email: string | null, at: string): Promise<void> {
  if (email) await enqueue(trx, [row(orderId, "review-invitation", email, at)]);
}

export interface ClaimedMessage {
  id: string;
  /** "" for a message about an account. */
  orderId: string;
  kind: MailKind | AccountMessageKind;
  channel: MessageChannel;
  body: string | null;
  recipient: string;
  attempts: number;
  createdAt: string;
  /** Dirhams the message is about (a refund's); null for the others. */
  amount: number | null;
}

/**
 * Takes up to `limit` due messages for this sender until `leaseMs` from now. On PostgreSQL rows
 * another process is claiming are skipped (FOR UPDATE SKIP LOCKED) and those it claimed carry its
 * lease, so two processes never send one message; a sender that dies lets go when its lease ends.
 */
export async function claimDue(db: Db, now: Date, limit: number, leaseMs: number): Promise<ClaimedMessage[]> {
  const at = now.toISOString();
  return db.kysely.transaction().execute(async (trx) => {
    let due = trx
      .selectFrom("mail_outbox")
      .select("id")
      .where("status", "=", "pending")
      .where("next_attempt_at", "<=", at)
      .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<", at)]))
      .orderBy("next_attempt_at")
      .limit(limit);
    if (db.engine === "postgres") due = due.forUpdate().skipLocked();
    const ids = (await due.execute()).map((r) => r.id);
    if (ids.length === 0) return [];
    const rows = await trx
      .updateTable("mail_outbox")
      .set({ claimed_until: new Date(now.getTime() + leaseMs).toISOString() })
      .where("id", "in", ids)
      .returning(["id", "order_id", "kind", "recipient", "attempts", "created_at", "amount", "channel", "body"])
      .execute();
    return rows.map((r) => ({
      id: r.id,
      orderId: r.order_id,
      kind: r.kind as MailKind | AccountMessageKind,
      channel: r.channel as MessageChannel,
      body: r.body,
      recipient: r.recipient,
      attempts: r.attempts,
      createdAt: r.created_at,
      amount: r.amount === null ? null : Number(r.amount),
    }));
  });
}

/**
 * Keeps messages this sender holds claimed for another `leaseMs`: they were handed to the mail
 * server and their outcome is not written yet, so no sender may take them again meanwhile.
 */
export async function holdClaims(db: Db, ids: string[], now: Date, leaseMs: number): Promise<void> {
  if (ids.length === 0) return;
  await db.kysely
    .updateTable("mail_outbox")
    .set({ claimed_until: new Date(now.getTime() + leaseMs).toISOString() })
    .where("id", "in", ids)
    .where("status", "=", "pending")
    .execute();
}

/** A single-process shop (SQLite) lets go of claims a stopped sender left behind, at start. */
export async function releaseClaims(db: Db): Promise<void> {
  await db.kysely.updateTable("mail_outbox").set({ claimed_until: null }).where("status", "=", "pending").execute();
}

export type AttemptOutcome =
  | { id: string; at: Date; sent: true }
  /** `retryAt` null: given up on. */
  | { id: string; at: Date; sent: false; error: string; retryAt: Date | null }
  /** Not sent, on purpose (docs/decisions/027): why, for staff. */
  | { id: string; at: Date; skipped: string };

/** Records a batch's attempts in one transaction. */
export async function recordAttempts(db: Db, outcomes: AttemptOutcome[]): Promise<void> {
  if (outcomes.length === 0) return;
  await db.kysely.transaction().execute(async (trx) => {
    for (const outcome of outcomes) {
      const at = outcome.at.toISOString();
      if ("skipped" in outcome) {
        await trx
          .updateTable("mail_outbox")
          .set({ status: "skipped", last_error: outcome.skipped, claimed_until: null, body: null })
          .where("id", "=", outcome.id)
          .execute();
        continue;
      }
      const update = trx
        .updateTable("mail_outbox")
        .set((eb) => ({ attempts: eb("attempts", "+", 1), last_attempt_at: at, claimed_until: null }))
        .where("id", "=", outcome.id);
      // A sent or given-up message's body (a sign-in code) is not kept: it has done its work.
      if (outcome.sent) await update.set({ status: "sent", sent_at: at, last_error: null, body: null }).execute();
      else
        await update
          .set({
            ...(outcome.retryAt ? {} : { body: null }),
            status: outcome.retryAt ? "pending" : "failed",
            next_attempt_at: (outcome.retryAt ?? outcome.at).toISOString(),
            last_error: outcome.error,
          })
          .execute();
      await trx
        .insertInto("mail_attempts")
        .values({
          message_id: outcome.id,
          attempted_at: at,
          outcome: outcome.sent ? "sent" : "failed",
          error: outcome.sent ? null : outcome.error,
        })
        .execute();
    }
  });
}

const RECEIPT: MailKind = "order-received";
const HOUR_MS = 60 * 60 * 1000;

/**
 * Whether a shopper's receipt goes to an address that had one within the hour before it for an
 * order from another phone (docs/decisions/027): the shop cannot tell the address is the
 * shopper's, so the second phone's receipt is not sent. Receipts skipped or given up on do not
 * count, nor does a receipt staff send again (the order had one before).
 */
export async function isReceiptFromAnotherPhone(db: Db, message: ClaimedMessage, phone: string): Promise<boolean> {
  if (message.kind !== RECEIPT) return false;
  const resent = await db.kysely
    .selectFrom("mail_outbox")
    .select("id")
    .where("order_id", "=", message.orderId)
    .where("kind", "=", RECEIPT)
    .where("id", "<", message.id)
    .limit(1)
    .executeTakeFirst();
  if (resent) return false;
  const since = new Date(new Date(message.createdAt).getTime() - HOUR_MS).toISOString();
  const earlier = await db.kysely
    .selectFrom("mail_outbox as m")
    .innerJoin("orders as o", "o.id", "m.order_id")
    .select("m.id")
    // As the partial index mail_outbox_receipts (migration 024) is written, so both engines use it.
    .where(sql<string>`lower(m.recipient)`, "=", message.recipient.toLowerCase())
    .where("m.kind", "=", sql.lit(RECEIPT))
    .where("m.created_at", ">=", since)
    .where((eb) =>
      eb.or([
        eb("m.created_at", "<", message.createdAt),
        eb.and([eb("m.created_at", "=", message.createdAt), eb("m.id", "<", message.id)]),
      ]),
    )
    .where("m.status", "in", ["pending", "sent"])
    .where(sql<string>`coalesce(o.phone_number, o.customer_phone)`, "<>", phone)
    .limit(1)
    .executeTakeFirst();
  return earlier !== undefined;
}

const toMessage = (r: Omit<OutboxRow, "amount" | "channel" | "body"> & { status: string; attempts: number }): OrderMessage => ({
  id: r.id,
  kind: r.kind as MailKind,
  recipient: r.recipient,
  createdAt: r.created_at,
  status: r.status as MessageStatus,
  attempts: r.attempts,
  lastAttemptAt: r.last_attempt_at,
  sentAt: r.sent_at,
  lastError: r.last_error,
});

/** An order's messages, oldest first. */
export async function orderMessages(db: Db, orderId: string): Promise<OrderMessage[]> {
  const rows = await db.kysely
    .selectFrom("mail_outbox")
    .selectAll()
    .where("order_id", "=", orderId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map(toMessage);
}

/** Sends a message again: a new message with the same kind, order and recipient, due now. */
export async function resendMessage(db: Db, id: string, now = new Date()): Promise<OrderMessage | null> {
  const original = await db.kysely
    .selectFrom("mail_outbox")
    .select(["order_id", "kind", "recipient", "amount"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!original) return null;
  const copy = row(original.order_id, original.kind as MailKind, original.recipient, now.toISOString(), original.amount);
  await enqueue(db.kysely, [copy]);
  return toMessage({ ...copy, status: "pending", attempts: 0 });
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** What the overview warns about: messages given up on this week, and those being retried. */
export async function messageHealth(db: Db, now = new Date()): Promise<MessageHealth> {
  const since = new Date(now.getTime() - WEEK_MS).toISOString();
  const troubled = db.kysely
    .selectFrom("mail_outbox")
    .where((eb) =>
      eb.or([
        eb.and([eb("status", "=", "failed"), eb("next_attempt_at", ">=", since)]),
        eb.and([eb("status", "=", "pending"), eb("attempts", ">", 0)]),
      ]),
    );
  const [counts, last] = await Promise.all([
    troubled
      .select((eb) => ["status", eb.fn.countAll<number | string>().as("n")])
      .groupBy("status")
      .execute(),
    troubled.select("last_error").orderBy("last_attempt_at", "desc").limit(1).executeTakeFirst(),
  ]);
  const count = (status: string) => Number(counts.find((c) => c.status === status)?.n ?? 0);
  return { failed: count("failed"), retrying: count("pending"), lastError: last?.last_error ?? null };
}

/** The same insert as a write-thread statement (SQLite orders, server/orders/create-order.ts). */
export function outboxStatement(kysely: Kysely<Database>, rows: OutboxRow[]): Statement {
  return templateInsert(kysely, "mail_outbox", rows, () => kysely.insertInto("mail_outbox").values(rows).compile());
}
