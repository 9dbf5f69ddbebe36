// An online order's status follows its payment (docs/decisions/040): "Awaiting payment" when
// placed, "Paid" when a verified webhook says the money was taken, "Payment failed" when the
// provider could not start, the payment failed or it expired. Only the payment side calls these;
// staff cannot set any of the three. Each change is written like a staff change (history row,
// order event) with the provider as its actor, and releases or takes again what the order holds
// with the same code as cancelling and restoring (server/orders/change-status.ts).
import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import type { OrderStatus } from "../../app/shared/order";
import type { Db } from "../db/database";
import type { Database } from "../db/schema";
import { insertEvent } from "../realtime/event-store";
import { releaseHolds, retakeHolds } from "./holds";
import type { HoldShortage } from "../../app/shared/order-holds";
import { enqueueStatusMessage } from "../mail/outbox";

export type PaymentOutcome = "paid" | "failed";

/** The statuses a payment's outcome may move an order from; any other is left as staff set it. */
const MOVES_FROM: Record<PaymentOutcome, readonly OrderStatus[]> = {
  // A payment that succeeds after it was given up for failed or expired is money taken: the order is Paid.
  paid: ["Awaiting payment", "Payment failed"],
  // Never from Paid: a late "failed" does not undo a payment.
  failed: ["Awaiting payment"],
};

export type PaymentStatusChange =
  /** `mailed`: the shopper's message was queued (the sender must be woken after the commit). */
  /**
   * `short`: paid after its holds were given back, and one of them has run out meanwhile: the order
   * is Paid (the money is taken) but holds nothing until staff restore it or refund (decision 040).
   */
  | { kind: "changed"; from: OrderStatus; to: OrderStatus; stockChanged: boolean; short?: HoldShortage; mailed: boolean }
  | { kind: "unchanged"; status: OrderStatus | null };

/**
 * Moves the order to Paid or Payment failed inside the caller's transaction (the webhook's, the
 * expiry's), when its status allows it; the same outcome twice changes nothing.
 */
export async function applyPaymentOutcome(
  trx: Transaction<Database>,
  engine: Db["engine"],
  orderId: string,
  outcome: PaymentOutcome,
  actor: string,
  now: Date,
  /** False when the shopper learns it on the page (the payment could not start at checkout). */
  mail = true,
): Promise<PaymentStatusChange> {
  let current = trx.selectFrom("orders").select(["status", "customer_email"]).where("id", "=", orderId);
  if (engine === "postgres") current = current.forUpdate();
  const row = await current.executeTakeFirst();
  if (!row) return { kind: "unchanged", status: null };
  const from = row.status;
  if (!MOVES_FROM[outcome].includes(from)) return { kind: "unchanged", status: from };
  const to: OrderStatus = outcome === "paid" ? "Paid" : "Payment failed";
  const at = now.toISOString();
  await trx.updateTable("orders").set({ status: to, updated_at: at }).where("id", "=", orderId).execute();
  await trx
    .insertInto("order_status_history")
    .values({ id: randomUUID(), order_id: orderId, from_status: from, status: to, changed_by: actor, changed_at: at })
    .execute();
  let stockChanged = false;
  let short: HoldShortage | undefined;
  if (to === "Payment failed") stockChanged = (await releaseHolds(trx, orderId, now)).stockChanged;
  else {
    // Paid after all: take its stock, slot, uses and credit again under a new order's guards. If
    // one ran out meanwhile the order is Paid still (the money is taken) but holds nothing, so
    // staff can neither ship it nor have its code counted twice until they restore it or refund.
    const retake = await retakeHolds(trx, orderId, now);
    if (retake.ok) stockChanged = retake.stockChanged;
    else short = retake.short;
  }
  // "Payment received" or "Your payment did not go through", in the order's language (server/mail).
  const mailed = mail && row.customer_email !== null;
  if (mailed) await enqueueStatusMessage(trx, orderId, row.customer_email, to, at);
  await insertEvent(trx, engine, { type: "updated", orderId }, now);
  return { kind: "changed", from, to, stockChanged, mailed, ...(short ? { short } : {}) };
}

/** The provider could not start the payment: the order is Payment failed and gives back what it held. */
export async function failUnstartedPayment(
  db: Db,
  orderId: string,
  actor: string,
  now = new Date(),
): Promise<PaymentStatusChange> {
  return db.kysely.transaction().execute((trx) => applyPaymentOutcome(trx, db.engine, orderId, "failed", actor, now, false));
}
