// Staff change an order's status: stamping updated_at, writing the history row, giving back or
// taking again what the order holds (server/orders/holds.ts), recording the cash on delivery, and
// queueing the shopper's e-mail; and the history read back. The order event is written in the same
// transaction, so a dashboard never hears of a change that rolled back and never misses one that
// committed.
import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import { PAY_ONLINE, type Order, type OrderStatus } from "../../app/shared/order";
import type { Db } from "../db/database";
import type { Database } from "../db/schema";
import { insertEvent } from "../realtime/event-store";
import { findOrder } from "./order-store";
import type { StatusChange } from "../../app/admin/orders/orders-contract";
import type { CancelReason } from "../../app/shared/order-review";
import { enqueueReviewInvitation, enqueueStatusMessage } from "../mail/outbox";
import { inviteForOrder } from "../reviews/review-store";
import { qatarDay } from "../../app/shared/qatar-days";
import { isRefundable, type PaymentState } from "../../app/shared/payments/state";
import { hasReturn, releaseHolds, retakeHolds } from "./holds";
import type { HoldShortage } from "../../app/shared/order-holds";
export type ChangeStatusResult =
  /** `stockChanged`: stock was given back or taken again (the catalogue must be read afresh). */
  | { kind: "changed"; order: Order; from: OrderStatus; stockChanged: boolean }
  | { kind: "unchanged"; order: Order }
  | { kind: "not-found" }
  /** Leaving a released status needs what the order held, and `short` ran out; nothing changed. */
  | { kind: "short"; short: HoldShortage }
  /** An online order not paid for is not fulfilled until staff switch it to cash (decision 040). */
  | { kind: "unpaid" }
  /** Goods came back through a return: cancelling would give them and their money back twice (decision 050). */
  | { kind: "returned" };

/** Rolls the status change back when what the order held cannot be taken again. */
class RestoreShort extends Error {
  constructor(readonly short: HoldShortage) {
    super(short);
  }
}

export async function changeStatus(
  db: Db,
  id: string,
  status: OrderStatus,
  changedBy: string,
  now = new Date(),
  /** Runs inside the transaction after the change (the audit row), so both commit or neither. */
  onChanged?: (trx: Transaction<Database>, from: OrderStatus) => Promise<void>,
  /** Why, when the new status is Cancelled; leaving Cancelled clears it. */
  cancellation?: { reason: CancelReason; note: string | null },
  /** What the driver collected, when the new status is Delivered: the total if absent. */
  collection?: { amount: number | null; note: string | null },
): Promise<ChangeStatusResult> {
  const at = now.toISOString();
  const run = () =>
    db.kysely.transaction().execute(async (trx) => {
      // FOR UPDATE (PostgreSQL) so two staff changing one order record each other's status as "from".
      let current = trx
        .selectFrom("orders")
        .select(["status", "customer_email", "final_total", "driver_id", "payment_method", "payment_state"])
        .where("id", "=", id);
      if (db.engine === "postgres") current = current.forUpdate();
      const row = await current.executeTakeFirst();
      if (!row) return { kind: "not-found" as const };
      if (row.status === status) return { kind: "unchanged" as const };
      if (status === "Cancelled" && (await hasReturn(trx, id))) return { kind: "returned" as const };
      // Not paid for (never, or all given back): only cancelling, until staff switch it to Cash on
      // Delivery (switchToCash), which is audited.
      if (
        row.payment_method === PAY_ONLINE &&
        status !== "Cancelled" &&
        !isRefundable((row.payment_state ?? "pending") as PaymentState)
      )
        return { kind: "unpaid" as const };
      const reason =
        status === "Cancelled"
          ? { cancel_reason: cancellation?.reason ?? null, cancel_note: cancellation?.note ?? null }
          : { cancel_reason: null, cancel_note: null };
      // Delivered records what came back and who brought it (the Cash section's figures); leaving
      // Delivered takes that back, so the cash is never counted for an order not delivered.
      const collected =
        status === "Delivered"
          ? {
              collected: collection?.amount ?? row.final_total,
              collected_by: row.driver_id ?? null,
              collection_note: collection?.note ?? null,
              delivered_at: at,
              delivered_day: qatarDay(now),
            }
          : { collected: null, collected_by: null, collection_note: null, delivered_at: null, delivered_day: null };
      await trx
        .updateTable("orders")
        .set({ status, updated_at: at, ...reason, ...collected })
        .where("id", "=", id)
        .execute();
      await trx
        .insertInto("order_status_history")
        .values({ id: randomUUID(), order_id: id, from_status: row.status, status, changed_by: changedBy, changed_at: at })
        .execute();
      // Cancelling gives back what the order holds (once); any other status holds it, taken again
      // under a new order's guards if it was released (a cancelled or failed order restored).
      let stockChanged = false;
      if (status === "Cancelled") {
        stockChanged = (await releaseHolds(trx, id, now)).stockChanged;
      } else {
        const retake = await retakeHolds(trx, id, now);
        if (!retake.ok) throw new RestoreShort(retake.short);
        stockChanged = retake.stockChanged;
      }
      // The shopper hears of it by e-mail (server/mail), if this status has a message.
      await enqueueStatusMessage(trx, id, row.customer_email, status, at);
      // Delivered invites the buyer to review each perfume, once per perfume and order
      // (docs/decisions/045-reviews-from-buyers.md): the e-mail only when something new was invited.
      if (status === "Delivered" && (await inviteForOrder(trx, id, at)) > 0) {
        await enqueueReviewInvitation(trx, id, row.customer_email, at);
      }
      await insertEvent(trx, db.engine, { type: "updated", orderId: id }, now);
      await onChanged?.(trx, row.status);
      return { kind: "changed" as const, from: row.status, stockChanged };
    });
  let outcome: Awaited<ReturnType<typeof run>>;
  try {
    outcome = await run();
  } catch (error) {
    if (error instanceof RestoreShort) return { kind: "short", short: error.short };
    throw error;
  }
  if (outcome.kind === "not-found" || outcome.kind === "unpaid" || outcome.kind === "returned") return outcome;
  const order = await findOrder(db, id);
  // Deleted between the commit and this read: for the caller it is gone.
  if (!order) return { kind: "not-found" };
  return outcome.kind === "changed"
    ? { kind: "changed", order, from: outcome.from, stockChanged: outcome.stockChanged }
    : { kind: "unchanged", order };
}

/**
 * The order's status history, oldest first: its placing (status before the first staff change,
 * by nobody) and then every change by staff.
 */
export async function statusHistory(db: Db, order: Order): Promise<StatusChange[]> {
  const rows = await db.kysely
    .selectFrom("order_status_history")
    .select(["from_status", "status", "changed_by", "changed_at"])
    .where("order_id", "=", order.id)
    .orderBy("changed_at")
    .orderBy("id")
    .execute();
  const placed: StatusChange = {
    status: rows[0]?.from_status ?? order.status,
    changedBy: null,
    changedAt: order.createdAt,
  };
  return [placed, ...rows.map((r) => ({ status: r.status, changedBy: r.changed_by, changedAt: r.changed_at }))];
}
