// Staff change an order's status: stamping updated_at, writing the history row, giving stock and
// the slot back or taking them again, recording the cash on delivery, and queueing the shopper's
// e-mail; and the history read back. The order event is written in the same transaction, so a
// dashboard never hears of a change that rolled back and never misses one that committed.
import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import type { Order, OrderStatus } from "../../app/shared/order";
import type { Db } from "../db/database";
import type { Database } from "../db/schema";
import { insertEvent } from "../realtime/event-store";
import { findOrder } from "./order-store";
import type { StatusChange } from "../../app/admin/orders/orders-contract";
import type { CancelReason } from "../../app/shared/order-review";
import { enqueueReviewInvitation, enqueueStatusMessage } from "../mail/outbox";
import { inviteForOrder } from "../reviews/review-store";
import { giveBackStock, retakeStock } from "./stock";
import { moveSlotBooking } from "../delivery/slots";
import { qatarDay } from "../../app/shared/qatar-days";
import { setUsesCounted } from "../promotions/order-promotions";
import { giveBackOrderCredit, retakeOrderCredit } from "../store-credit/ledger";
export type ChangeStatusResult =
  /** `stockChanged`: stock was given back or taken again (the catalogue must be read afresh). */
  | { kind: "changed"; order: Order; from: OrderStatus; stockChanged: boolean }
  | { kind: "unchanged"; order: Order }
  | { kind: "not-found" }
  /** Restoring a cancelled order needs stock that is no longer there; nothing changed. */
  | { kind: "out-of-stock" };

/** Rolls the status change back when a restored order's stock cannot be taken again. */
class RestoreShort extends Error {}

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
        .select(["status", "customer_email", "final_total", "driver_id"])
        .where("id", "=", id);
      if (db.engine === "postgres") current = current.forUpdate();
      const row = await current.executeTakeFirst();
      if (!row) return { kind: "not-found" as const };
      if (row.status === status) return { kind: "unchanged" as const };
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
      // A cancelled order gives its stock back; restoring it takes the stock again, if it is there.
      let stockChanged = false;
      if (status === "Cancelled") {
        stockChanged = await releaseHeld(trx, id, now);
      } else if (row.status === "Cancelled") {
        if (!(await retakeHeld(trx, id, now))) throw new RestoreShort();
        stockChanged = true;
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
    if (error instanceof RestoreShort) return { kind: "out-of-stock" };
    throw error;
  }
  if (outcome.kind === "not-found") return outcome;
  const order = await findOrder(db, id);
  // Deleted between the commit and this read: for the caller it is gone.
  if (!order) return { kind: "not-found" };
  return outcome.kind === "changed"
    ? { kind: "changed", order, from: outcome.from, stockChanged: outcome.stockChanged }
    : { kind: "unchanged", order };
}

/**
 * Gives back what a placed order holds: its stock per size, its delivery slot, its promotions'
 * uses (decision 035) and the store credit it paid with (decision 051). For a cancelled order, and
 * an online order whose payment failed (decision 040). True when stock was given back.
 */
export async function releaseHeld(trx: Transaction<Database>, id: string, now = new Date()): Promise<boolean> {
  const stockChanged = await giveBackStock(trx, id);
  await moveSlotBooking(trx, id, -1);
  await setUsesCounted(trx, id, false);
  await giveBackOrderCredit(trx, id, now);
  return stockChanged;
}

/**
 * Takes again what releaseHeld gave back; false (and nothing taken: the caller rolls back) when the
 * stock or the store credit is short.
 */
export async function retakeHeld(trx: Transaction<Database>, id: string, now = new Date()): Promise<boolean> {
  if (!(await retakeStock(trx, id))) return false;
  await moveSlotBooking(trx, id, 1);
  await setUsesCounted(trx, id, true);
  return retakeOrderCredit(trx, id, now);
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
