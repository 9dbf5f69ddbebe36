// The payments table and its events (migration 036, docs/decisions/040): an attempt is stored before
// the provider is asked, and every verified webhook event is applied through the state machine in
// one transaction that first stores the event under its unique key, so a duplicate, a replay or
// fifty deliveries at once change the payment once.
import type { Selectable, Transaction } from "kysely";
import { applyPaymentEvent, type PaymentState } from "../../app/shared/payments/state";
import type { Db } from "../db/database";
import type { Database, PaymentsTable } from "../db/schema";
import type { PaymentEvent, ProviderName } from "./provider";
import { applyPaymentOutcome, type PaymentOutcome, type PaymentStatusChange } from "../orders/payment-status";

export interface Payment {
  id: string;
  orderId: string;
  provider: ProviderName;
  providerRef: string | null;
  state: PaymentState;
  /** Dirhams. */
  amount: number;
  currency: string;
  refunded: number;
  /** The provider's hosted page, once it answered. */
  url: string | null;
  createdAt: string;
  updatedAt: string;
}

const toPayment = (r: Selectable<PaymentsTable>): Payment => ({
  id: r.id,
  orderId: r.order_id,
  provider: r.provider as ProviderName,
  providerRef: r.provider_ref,
  state: r.state as PaymentState,
  amount: r.amount,
  currency: r.currency,
  refunded: r.refunded,
  url: r.url,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

export async function insertPayment(
  db: Db,
  p: { id: string; orderId: string; provider: ProviderName; amount: number; currency: string; at: string },
): Promise<void> {
  await db.kysely
    .insertInto("payments")
    .values({
      id: p.id,
      order_id: p.orderId,
      provider: p.provider,
      amount: p.amount,
      currency: p.currency,
      created_at: p.at,
      updated_at: p.at,
    })
    .execute();
}

/** What the provider answered to the create request. */
export async function recordCreated(db: Db, id: string, providerRef: string, url: string, at: string): Promise<void> {
  await db.kysely.updateTable("payments").set({ provider_ref: providerRef, url, updated_at: at }).where("id", "=", id).execute();
}

/** The create request failed: the attempt can never be paid. */
export async function recordNotStarted(db: Db, id: string, at: string): Promise<void> {
  await db.kysely
    .updateTable("payments")
    .set({ state: "failed", updated_at: at })
    .where("id", "=", id)
    .where("state", "=", "pending")
    .execute();
}

export async function findPayment(db: Db, id: string): Promise<Payment | null> {
  const row = await db.kysely.selectFrom("payments").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toPayment(row) : null;
}

export async function paymentsOfOrder(db: Db, orderId: string): Promise<Payment[]> {
  const rows = await db.kysely
    .selectFrom("payments")
    .selectAll()
    .where("order_id", "=", orderId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map(toPayment);
}

export type ApplyOutcome =
  /** `order`: what the event did to the order (its caller wakes dashboards and the mail sender). */
  | { outcome: "applied" | "ignored" | "over-refund"; payment: Payment; order?: PaymentStatusChange }
  | { outcome: "duplicate" }
  | { outcome: "unknown-payment" }
  | { outcome: "mismatch"; payment: Payment };

/** What a payment's new state means for its order; null: nothing (still going, or a refund). */
const ORDER_OUTCOME: Record<PaymentState, PaymentOutcome | null> = {
  pending: null,
  requires_action: null,
  authorised: null,
  paid: "paid",
  failed: "failed",
  expired: "failed",
  partially_refunded: null,
  refunded: null,
};

/**
 * The refund row the provider's webhook speaks of follows it (decision 040): confirmed, it is
 * "refunded"; refused, it is "failed" and its amount's reservation is given back, so it may be asked
 * again. Only a "requested" row moves, so a duplicate or a refusal already recorded when the
 * provider first answered changes nothing twice. The row is found by our id when the provider
 * echoes it (its webhook may come before its first answer was stored), else by its reference.
 */
async function settleRefund(
  trx: Transaction<Database>,
  payment: Payment,
  status: "refunded" | "failed",
  refund: NonNullable<PaymentEvent["refund"]>,
  at: string,
): Promise<boolean> {
  const moved = await trx
    .updateTable("refunds")
    .set((eb) => ({ status, provider_ref: eb.fn.coalesce("provider_ref", eb.val(refund.ref)), updated_at: at }))
    // On the order's refunds index: an order has a few.
    .where("order_id", "=", payment.orderId)
    .where("payment_id", "=", payment.id)
    .where("status", "=", "requested")
    .where((eb) =>
      refund.ours
        ? eb.or([eb("id", "=", refund.ours), eb("provider_ref", "=", refund.ref)])
        : eb("provider_ref", "=", refund.ref),
    )
    .returning(["amount"])
    .executeTakeFirst();
  if (moved && status === "failed") {
    await trx
      .updateTable("payments")
      .set((eb) => ({ refund_requested: eb("refund_requested", "-", moved.amount) }))
      .where("id", "=", payment.id)
      .execute();
  }
  return moved !== undefined;
}

/** Thrown inside the transaction to roll back the event's row: a retry may then apply it. */
class Rollback extends Error {
  constructor(readonly result: ApplyOutcome) {
    super(result.outcome);
  }
}

/**
 * Applies a verified event. The event's row goes in first, under its unique (provider, event_id): a
 * second delivery finds it (or, arriving at the same moment, waits for the first to commit on
 * PostgreSQL) and stops as a duplicate. The payment row is then locked (PostgreSQL) so that two
 * different events for one payment move it one after the other.
 */
export async function applyEvent(db: Db, provider: ProviderName, event: PaymentEvent, now: Date): Promise<ApplyOutcome> {
  const at = now.toISOString();
  try {
    return await db.kysely.transaction().execute(async (trx) => {
      const stored = await trx
        .insertInto("payment_events")
        .values({
          provider,
          event_id: event.eventId,
          payment_id: "",
          kind: event.kind,
          amount: event.amount,
          outcome: "pending",
          state_after: "",
          received_at: at,
        })
        .onConflict((oc) => oc.columns(["provider", "event_id"]).doNothing())
        .returning("event_id")
        .executeTakeFirst();
      if (!stored) return { outcome: "duplicate" } as const;

      let select = trx
        .selectFrom("payments")
        .selectAll()
        .where("provider", "=", provider)
        .where("provider_ref", "=", event.providerRef);
      if (db.engine === "postgres") select = select.forUpdate();
      const row = await select.executeTakeFirst();
      if (!row) throw new Rollback({ outcome: "unknown-payment" });
      const payment = toPayment(row);
      // A charge's amount must be what we asked for; a refund's is checked by the state machine.
      const aboutRefund = event.kind === "refunded" || event.kind === "refund_failed";
      if (event.currency !== payment.currency || (!aboutRefund && event.amount !== payment.amount)) {
        throw new Rollback({ outcome: "mismatch", payment });
      }
      const settled = event.refund
        ? await settleRefund(trx, payment, event.kind === "refunded" ? "refunded" : "failed", event.refund, at)
        : false;

      const move = applyPaymentEvent(payment, { kind: event.kind, refundAmount: event.amount });
      const next = move.applied ? { ...payment, state: move.next.state, refunded: move.next.refunded, updatedAt: at } : payment;
      let order: PaymentStatusChange | undefined;
      if (move.applied) {
        // A refund the provider confirmed that no refund of ours awaited (made on its dashboard, or
        // one we had given up on) is money given back all the same: what is left to refund counts it.
        const outside = event.kind === "refunded" && !settled ? event.amount : 0;
        await trx
          .updateTable("payments")
          .set((eb) => ({
            state: next.state,
            refunded: next.refunded,
            updated_at: at,
            ...(outside > 0 ? { refund_requested: eb("refund_requested", "+", outside) } : {}),
          }))
          .where("id", "=", payment.id)
          .execute();
        // The order follows, in this transaction: Paid, or Payment failed with what it held given
        // back; a late failure never undoes Paid (server/orders/payment-status.ts, decision 040).
        const result = ORDER_OUTCOME[next.state];
        if (result) order = await applyPaymentOutcome(trx, db.engine, payment.orderId, result, `payment:${provider}`, now);
      }
      const outcome = move.applied ? "applied" : move.reason === "over-refund" ? "over-refund" : "ignored";
      await trx
        .updateTable("payment_events")
        .set({ payment_id: payment.id, outcome, state_after: next.state })
        .where("provider", "=", provider)
        .where("event_id", "=", event.eventId)
        .execute();
      return { outcome, payment: next, ...(order ? { order } : {}) };
    });
  } catch (error) {
    if (error instanceof Rollback) return error.result;
    throw error;
  }
}
