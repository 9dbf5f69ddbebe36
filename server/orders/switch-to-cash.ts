// Staff switch an online order that is not paid (Awaiting payment, Payment failed) to Cash on
// Delivery, when the shopper says so on the phone: the only way such an order reaches dispatch or
// delivery (server/orders/change-status.ts refuses it otherwise; decision 040). The order becomes
// Pending, holding its stock, slot, uses and credit again under a new order's guards if its failure
// had given them back; the history row names the staff member and the caller's audit row is written
// in the same transaction. The Cash on Delivery limit is the checkout's: staff decide here.
import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import { CASH, PAY_ONLINE, UNPAID_STATUSES, type Order, type OrderStatus } from "../../app/shared/order";
import type { HoldShortage } from "../../app/shared/order-holds";
import type { Db } from "../db/database";
import type { Database } from "../db/schema";
import { insertEvent } from "../realtime/event-store";
import { findOrder } from "./order-store";
import { retakeHolds } from "./holds";

export type SwitchToCashResult =
  | { kind: "changed"; order: Order; from: OrderStatus; stockChanged: boolean }
  | { kind: "not-found" }
  /** Not an online order waiting for its money (paid, cash already, or closed): nothing to switch. */
  | { kind: "not-unpaid"; status: OrderStatus }
  | { kind: "short"; short: HoldShortage };

class Short extends Error {
  constructor(readonly short: HoldShortage) {
    super(short);
  }
}

export async function switchToCash(
  db: Db,
  id: string,
  by: string,
  now = new Date(),
  onChanged?: (trx: Transaction<Database>, from: OrderStatus) => Promise<void>,
): Promise<SwitchToCashResult> {
  const at = now.toISOString();
  let outcome;
  try {
    outcome = await db.kysely.transaction().execute(async (trx) => {
      let current = trx.selectFrom("orders").select(["status", "payment_method"]).where("id", "=", id);
      if (db.engine === "postgres") current = current.forUpdate();
      const row = await current.executeTakeFirst();
      if (!row) return { kind: "not-found" as const };
      if (row.payment_method !== PAY_ONLINE || !UNPAID_STATUSES.includes(row.status)) {
        return { kind: "not-unpaid" as const, status: row.status };
      }
      const retake = await retakeHolds(trx, id, now);
      if (!retake.ok) throw new Short(retake.short);
      const to: OrderStatus = "Pending";
      await trx.updateTable("orders").set({ status: to, payment_method: CASH, updated_at: at }).where("id", "=", id).execute();
      await trx
        .insertInto("order_status_history")
        .values({ id: randomUUID(), order_id: id, from_status: row.status, status: to, changed_by: by, changed_at: at })
        .execute();
      await insertEvent(trx, db.engine, { type: "updated", orderId: id }, now);
      await onChanged?.(trx, row.status);
      return { kind: "changed" as const, from: row.status, stockChanged: retake.stockChanged };
    });
  } catch (error) {
    if (error instanceof Short) return { kind: "short", short: error.short };
    throw error;
  }
  if (outcome.kind !== "changed") return outcome;
  const order = await findOrder(db, id);
  return order ? { ...outcome, order } : { kind: "not-found" };
}
