// What an order has given back, every way together (docs/decisions/050-returns.md): its returns
// refunded as cash or store credit, and its online payments' refunds (`refund_requested`: asked for
// a return or by the owner, or made on the provider's dashboard, decision 040). Together never more
// than the order was paid: what was left to pay (online or at the door) and the store credit it
// used. Every refund checks it inside its own transaction after `lockOrderRefunds`, so two refunds
// at once are checked one after the other.
import type { Kysely, Transaction } from "kysely";
import type { Engine } from "../db/database";
import type { Database } from "../db/schema";

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Holds the order's refunds until the transaction ends. SQLite's write transactions already run one
 * at a time (BEGIN IMMEDIATE); PostgreSQL locks the order's payment rows and then the order's row,
 * in the order a provider's webhook takes them (the payment row, then the order through its
 * trigger), so the two never wait on each other.
 */
export async function lockOrderRefunds(trx: Transaction<Database>, engine: Engine, orderId: string): Promise<void> {
  if (engine !== "postgres") return;
  await trx.selectFrom("payments").select("id").where("order_id", "=", orderId).orderBy("id").forUpdate().execute();
  await trx.selectFrom("orders").select("id").where("id", "=", orderId).forUpdate().executeTakeFirst();
}

export interface RefundRoom {
  /** What the order was paid: its total left to pay and the store credit it used. */
  paid: number;
  /** What it gave back so far, every way. */
  given: number;
  left: number;
}

/** The order's room for refunds; null when the order is gone (deleted by staff). */
export async function orderRefundRoom(k: Executor, orderId: string): Promise<RefundRoom | null> {
  const order = await k.selectFrom("orders").select(["final_total", "store_credit"]).where("id", "=", orderId).executeTakeFirst();
  if (!order) return null;
  const returned = await k
    .selectFrom("returns")
    .select((eb) => eb.fn.sum<number>("refund_amount").as("amount"))
    .where("order_id", "=", orderId)
    .where("status", "=", "refunded")
    // A card refund is the payment's (below), from the moment it is asked for.
    .where("refund_kind", "in", ["cash", "store_credit"])
    .executeTakeFirst();
  const card = await k
    .selectFrom("payments")
    .select((eb) => eb.fn.sum<number>("refund_requested").as("amount"))
    .where("order_id", "=", orderId)
    .executeTakeFirst();
  const paid = Number(order.final_total) + Number(order.store_credit ?? 0);
  const given = Number(returned?.amount ?? 0) + Number(card?.amount ?? 0);
  return { paid, given, left: Math.max(0, paid - given) };
}
