// Staff delete an order: its stock and slot are given back (unless cancelling did already), and
// the customer's first and last order dates are read again; the order event is written in the
// same transaction (see change-status.ts).
import type { Transaction } from "kysely";
import type { Order } from "../../app/shared/order";
import type { Db } from "../db/database";
import type { Database } from "../db/schema";
import { insertEvent } from "../realtime/event-store";
import { rereadCustomerDates } from "../customers/customer-list";
import { findOrder } from "./order-store";
import { giveBackStock } from "./stock";
import { moveSlotBooking } from "../delivery/slots";

/** Deletes an order with its items and history; returns what it was (for the audit), or null. */
export async function deleteOrder(
  db: Db,
  id: string,
  now = new Date(),
  onDeleted?: (trx: Transaction<Database>, order: Order) => Promise<void>,
): Promise<Order | null> {
  const deleted = await db.kysely.transaction().execute(async (trx) => {
    const order = await findOrder(trx, id);
    if (!order) return null;
    // A cancelled order gave its stock and its slot back already.
    if (order.status !== "Cancelled") {
      await giveBackStock(trx, id);
      await moveSlotBooking(trx, id, -1);
    }
    const result = await trx.deleteFrom("orders").where("id", "=", id).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) return null;
    await insertEvent(trx, db.engine, { type: "deleted", orderId: id }, now);
    await onDeleted?.(trx, order);
    return order;
  });
  if (deleted?.customer.phoneNumber) await rereadCustomerDates(db, deleted.customer.phoneNumber);
  return deleted;
}
