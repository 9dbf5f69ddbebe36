// What a shopper may do about an online order's payment after checkout (docs/decisions/040): try
// again after it failed or expired (the order takes its stock, slot and promotion uses again, if
// they are still there, and waits for the new payment for 30 more minutes), or pay on delivery
// instead (Cash on Delivery, within its limit). Only from "Payment failed": while a payment is
// going on, or once it is paid, the order is left as it is. Each change is written like a staff
// change (history row with the shopper as its actor, order event) in one transaction, the order
// row locked on PostgreSQL, so that fifty clicks at once make one change.
import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import { CASH, PAY_ONLINE, type OrderStatus } from "../../app/shared/order";
import { exceedsCodMax } from "../../app/shared/prices";
import type { Db } from "../db/database";
import type { Database } from "../db/schema";
import { insertEvent } from "../realtime/event-store";
import { enqueue, newOrderMessages } from "../mail/outbox";
import { retakeHolds } from "./holds";
import type { HoldShortage } from "../../app/shared/order-holds";

/** The history rows' actor for what the shopper did. */
const SHOPPER_ACTOR = "shopper";

export type ShopperPaymentChange =
  | { kind: "changed"; mailed: boolean }
  /** Not an online order, or not (or no longer) failed: nothing to do. */
  | { kind: "not-failed"; status: OrderStatus }
  /** A perfume, the slot, a promotion's use or the store credit is no longer there; nothing changed. */
  | { kind: "short"; short: HoldShortage }
  /** Cash on Delivery is capped (STORE_COD_MAX_ORDER); nothing changed. */
  | { kind: "over-cod-max" }
  | { kind: "not-found" };

class Short extends Error {
  constructor(readonly short: HoldShortage) {
    super(short);
  }
}

/** Takes again what the failure gave back, under a new order's guards, or rolls the change back. */
async function retake(trx: Transaction<Database>, orderId: string, now: Date): Promise<void> {
  const outcome = await retakeHolds(trx, orderId, now);
  if (!outcome.ok) throw new Short(outcome.short);
}

async function fromFailed(
  db: Db,
  orderId: string,
  now: Date,
  change: (
    trx: Transaction<Database>,
    row: { status: OrderStatus; final_total: number; customer_email: string | null },
  ) => Promise<{ to: OrderStatus; mailed: boolean } | "over-cod-max">,
): Promise<ShopperPaymentChange> {
  const at = now.toISOString();
  try {
    return await db.kysely.transaction().execute(async (trx) => {
      let current = trx
        .selectFrom("orders")
        .select(["status", "payment_method", "final_total", "customer_email"])
        .where("id", "=", orderId);
      if (db.engine === "postgres") current = current.forUpdate();
      const row = await current.executeTakeFirst();
      if (!row) return { kind: "not-found" as const };
      if (row.status !== "Payment failed" || row.payment_method !== PAY_ONLINE) {
        return { kind: "not-failed" as const, status: row.status };
      }
      const done = await change(trx, row);
      if (done === "over-cod-max") return { kind: "over-cod-max" as const };
      // A second request reads the status only once this commits: the row is locked on
      // PostgreSQL, and SQLite runs one transaction at a time.
      await trx.updateTable("orders").set({ status: done.to, updated_at: at }).where("id", "=", orderId).execute();
      await trx
        .insertInto("order_status_history")
        .values({
          id: randomUUID(),
          order_id: orderId,
          from_status: row.status,
          status: done.to,
          changed_by: SHOPPER_ACTOR,
          changed_at: at,
        })
        .execute();
      await insertEvent(trx, db.engine, { type: "updated", orderId }, now);
      return { kind: "changed" as const, mailed: done.mailed };
    });
  } catch (error) {
    if (error instanceof Short) return { kind: "short", short: error.short };
    throw error;
  }
}

/**
 * A new try: the order takes again what its failure gave back and is "Awaiting payment" once
 * more; the caller then starts the new payment (after this commit, as at checkout).
 */
export function retryFailedPayment(db: Db, orderId: string, now = new Date()): Promise<ShopperPaymentChange> {
  return fromFailed(db, orderId, now, async (trx) => {
    await retake(trx, orderId, now);
    return { to: "Awaiting payment", mailed: false };
  });
}

/**
 * Pay on delivery instead: Cash on Delivery (within `codMaxOrder`, dirhams; 0 = no limit), "Pending"
 * like any new cash order, holding its stock, slot and uses again; the shopper's receipt is sent
 * again, now saying they pay in cash.
 */
export function payFailedOnDelivery(
  db: Db,
  orderId: string,
  codMaxOrder: number,
  now = new Date(),
): Promise<ShopperPaymentChange> {
  return fromFailed(db, orderId, now, async (trx, row) => {
    if (exceedsCodMax(row.final_total, codMaxOrder)) return "over-cod-max";
    await retake(trx, orderId, now);
    await trx.updateTable("orders").set({ payment_method: CASH }).where("id", "=", orderId).execute();
    const messages = newOrderMessages(orderId, row.customer_email, null, now.toISOString());
    await enqueue(trx, messages);
    return { to: "Pending", mailed: messages.length > 0 };
  });
}
