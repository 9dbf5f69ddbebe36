// Staff record that they confirmed an order with the customer before dispatch, with its order
// event in the same transaction (see change-status.ts).
import type { Transaction } from "kysely";
import type { Order } from "../../app/shared/order";
import type { ConfirmChannel } from "../../app/shared/order-review";
import type { Db } from "../db/database";
import type { Database } from "../db/schema";
import { insertEvent } from "../realtime/event-store";
import { findOrder } from "./order-store";

export type ConfirmResult = { kind: "confirmed"; order: Order } | { kind: "not-found" };

/**
 * Records that staff confirmed the order with the customer: who, when and how. A second
 * confirmation replaces the first (staff called again); the audit log keeps both.
 */
export async function confirmOrder(
  db: Db,
  id: string,
  by: string,
  via: ConfirmChannel,
  now = new Date(),
  onConfirmed?: (trx: Transaction<Database>) => Promise<void>,
): Promise<ConfirmResult> {
  const at = now.toISOString();
  const found = await db.kysely.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("orders")
      .set({ confirmed_at: at, confirmed_by: by, confirmed_via: via, updated_at: at })
      .where("id", "=", id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await insertEvent(trx, db.engine, { type: "updated", orderId: id }, now);
    await onConfirmed?.(trx);
    return true;
  });
  const order = found ? await findOrder(db, id) : null;
  return order ? { kind: "confirmed", order } : { kind: "not-found" };
}
