// Staff delete an order: what it holds is given back (unless cancelling or a failed payment did
// already: server/orders/holds.ts), and the customer's first and last order dates are read again;
// the order event is written in the same transaction (see change-status.ts). An order with a
// return is kept: its goods and money came back through the return (decision 050).
import type { Transaction } from "kysely";
import type { Order } from "../../app/shared/order";
import type { Db } from "../db/database";
import type { Database } from "../db/schema";
import { insertEvent } from "../realtime/event-store";
import { rereadCustomerDates } from "../customers/customer-list";
import { findOrder } from "./order-store";
import { hasReturn, releaseHolds } from "./holds";

/**
 * Deletes an order with its items and history; returns what it was (for the audit), null when not
 * found, or "returned" (nothing changed) when it has a return.
 */
export async function deleteOrder(
  db: Db,
  id: string,
  now = new Date(),
  onDeleted?: (trx: Transaction<Database>, order: Order) => Promise<void>,
): Promise<Order | null | "returned"> {
  const deleted = await db.kysely.transaction().execute(async (trx) => {
    const order = await findOrder(trx, id);
    if (!order) return null;
    if (await hasReturn(trx, id)) return "returned" as const;
    await releaseHolds(trx, id, now);
    const result = await trx.deleteFrom("orders").where("id", "=", id).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) return null;
    await insertEvent(trx, db.engine, { type: "deleted", orderId: id }, now);
    await onDeleted?.(trx, order);
    return order;
  });
  if (deleted === "returned") return deleted;
  if (deleted?.customer.phoneNumber) await rereadCustomerDates(db, deleted.customer.phoneNumber);
  return deleted;
}
