// Staff record that they confirmed an order with the customer before dispatch, with its order
// event in the same transaction (see change-status.ts).
import type { Transaction } from "kysely";
import { AWAITING_DISPATCH, type Order, type OrderStatus } from "../../app/shared/order";
import type { ConfirmChannel } from "../../app/shared/order-review";
import type { Db } from "../db/database";
import type { Database } from "../db/schema";
import { insertEvent } from "../realtime/event-store";
import { findOrder } from "./order-store";

export type ConfirmResult =
  | { kind: "confirmed"; order: Order }
  | { kind: "not-found" }
  /** Only with `firstOnly`: confirmed already, or no longer awaiting dispatch (its status). */
  | { kind: "already-confirmed" }
  | { kind: "closed"; status: OrderStatus };

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
  /**
   * Confirm only an order awaiting dispatch that nobody confirmed yet (a bulk confirmation): the
   * condition is part of the update, so two staff confirming the same orders at once confirm each once.
   */
  firstOnly = false,
): Promise<ConfirmResult> {
  const at = now.toISOString();
  const outcome = await db.kysely.transaction().execute(async (trx): Promise<ConfirmResult | null> => {
    let update = trx
      .updateTable("orders")
      .set({ confirmed_at: at, confirmed_by: by, confirmed_via: via, updated_at: at })
      .where("id", "=", id);
    if (firstOnly) update = update.where("confirmed_at", "is", null).where("status", "in", AWAITING_DISPATCH);
    const result = await update.executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) {
      const row = await trx.selectFrom("orders").select(["status", "confirmed_at"]).where("id", "=", id).executeTakeFirst();
      if (!row) return { kind: "not-found" };
      return AWAITING_DISPATCH.includes(row.status) ? { kind: "already-confirmed" } : { kind: "closed", status: row.status };
    }
    await insertEvent(trx, db.engine, { type: "updated", orderId: id }, now);
    await onConfirmed?.(trx);
    return null;
  });
  if (outcome) return outcome;
  const order = await findOrder(db, id);
  return order ? { kind: "confirmed", order } : { kind: "not-found" };
}
