// What a placed order holds, tracked in one place: its stock per size (decision 017), its delivery
// slot (025), its promotions' uses (035) and the store credit it paid with (051). They are taken
// when the order is placed and given back together when it is cancelled, deleted, or its online
// payment fails (040); `orders.held` (migration 054) says which of the two the order is in, and
// every transition goes through the two functions below:
// - releaseHolds gives everything back once: a second release (a failed order cancelled, then
//   deleted) gives nothing.
// - retakeHolds takes everything again under the same guards as a new order (stock left, the
//   slot's capacity, each promotion's limits and first-order rule, the credit balance), all or
//   nothing: a savepoint undoes what was taken before the first refusal, and the refusal names what
//   ran out. An order that holds already takes nothing.
import { PostgresAdapter, sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "../db/schema";
import { definitionOf } from "../promotions/promotion-store";
import { giveBackStock, retakeStock } from "./stock";
import { freeSlotBooking, rebookSlot } from "../delivery/slots";
import { giveBackOrderCredit, retakeOrderCredit } from "../store-credit/ledger";
import { COUNTED_STATUSES } from "../../app/shared/returns";

type Executor = Kysely<Database> | Transaction<Database>;

import type { HoldShortage } from "../../app/shared/order-holds";

export type RetakeOutcome = { ok: true; retaken: boolean; stockChanged: boolean } | { ok: false; short: HoldShortage };

const isPostgres = (k: Executor) => k.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Gives back what the order holds, once: the conditional UPDATE of `held` decides, so two releases
 * (or a release racing a retake, the order row being locked by the caller on PostgreSQL) give back
 * once. `stockChanged`: stock was given back (the catalogue must be read afresh).
 */
export async function releaseHolds(
  trx: Transaction<Database>,
  orderId: string,
  now = new Date(),
): Promise<{ released: boolean; stockChanged: boolean }> {
  const result = await trx
    .updateTable("orders")
    .set({ held: 0 })
    .where("id", "=", orderId)
    .where("held", "=", 1)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return { released: false, stockChanged: false };
  const stockChanged = await giveBackStock(trx, orderId);
  await freeSlotBooking(trx, orderId);
  await trx.updateTable("order_promotions").set({ counted: 0 }).where("order_id", "=", orderId).execute();
  await giveBackOrderCredit(trx, orderId, now);
  return { released: true, stockChanged };
}

class Short extends Error {
  constructor(readonly short: HoldShortage) {
    super(short);
  }
}

/**
 * Takes again what releaseHolds gave back, under a new order's guards; nothing is taken when any
 * of them refuses. Inside the caller's transaction, after it has locked the order row (PostgreSQL).
 */
export async function retakeHolds(trx: Transaction<Database>, orderId: string, now = new Date()): Promise<RetakeOutcome> {
  const order = await trx
    .selectFrom("orders")
    .select(["held", "delivery_date", "delivery_slot", "phone_number"])
    .where("id", "=", orderId)
    .executeTakeFirst();
  if (!order) return { ok: false, short: "stock" };
  if (Number(order.held ?? 1) === 1) return { ok: true, retaken: false, stockChanged: false };
  await sql`savepoint order_holds`.execute(trx);
  try {
    if (!(await retakeStock(trx, orderId))) throw new Short("stock");
    if (order.delivery_date && order.delivery_slot && !(await rebookSlot(trx, order.delivery_date, order.delivery_slot)))
      throw new Short("slot");
    if (!(await retakeUses(trx, orderId, order.phone_number))) throw new Short("promotion");
    if (!(await retakeOrderCredit(trx, orderId, now))) throw new Short("credit");
    await trx.updateTable("orders").set({ held: 1 }).where("id", "=", orderId).execute();
    await sql`release savepoint order_holds`.execute(trx);
    const tracked = await trx
      .selectFrom("order_variant_stock")
      .select("order_id")
      .where("order_id", "=", orderId)
      .executeTakeFirst();
    return { ok: true, retaken: true, stockChanged: tracked !== undefined };
  } catch (error) {
    if (!(error instanceof Short)) throw error;
    await sql`rollback to savepoint order_holds`.execute(trx);
    await sql`release savepoint order_holds`.execute(trx);
    return { ok: false, short: error.short };
  }
}

/**
 * Counts the order's promotion uses again, each only while its limits have room (uses in all, of
 * the code, by this phone) and, for a first-order promotion, while the phone has no other order:
 * the guards of a new order (server/promotions/order-promotions.ts), as one conditional UPDATE per
 * promotion under the promotion's advisory lock on PostgreSQL.
 */
async function retakeUses(trx: Transaction<Database>, orderId: string, phone: string | null): Promise<boolean> {
  const uses = await trx
    .selectFrom("order_promotions")
    .leftJoin("promotions", "promotions.id", "order_promotions.promotion_id")
    .leftJoin("promotion_codes", "promotion_codes.code", "order_promotions.code")
    .select([
      "order_promotions.promotion_id",
      "order_promotions.code",
      "promotions.definition",
      "promotions.usage_limit",
      "promotions.usage_limit_per_phone",
      "promotion_codes.max_uses",
    ])
    .where("order_promotions.order_id", "=", orderId)
    .where("order_promotions.counted", "=", 0)
    .orderBy("order_promotions.promotion_id")
    .execute();
  const postgres = isPostgres(trx);
  const firstOrderOnly = (use: (typeof uses)[number]) =>
    use.definition !== null && definitionOf({ definition: use.definition }).firstOrderOnly === true;
  if (postgres && phone && uses.some(firstOrderOnly)) await lockFirstOrder(trx, phone);
  for (const use of uses) {
    if (postgres) await sql`select pg_advisory_xact_lock(hashtextextended(${`promotion:${use.promotion_id}`}, 0))`.execute(trx);
    const counted = () =>
      trx
        .selectFrom("order_promotions as o")
        .select((eb) => eb.fn.countAll().as("n"))
        .where("o.counted", "=", 1);
    const result = await trx
      .updateTable("order_promotions")
      .set({ counted: 1 })
      .where("order_id", "=", orderId)
      .where("promotion_id", "=", use.promotion_id)
      .where((eb) =>
        eb.and([
          eb("counted", "=", 0),
          ...(use.usage_limit !== null
            ? [eb(counted().where("o.promotion_id", "=", use.promotion_id), "<", use.usage_limit)]
            : []),
          ...(use.code !== null && use.max_uses !== null
            ? [eb(counted().where("o.code", "=", use.code), "<", use.max_uses)]
            : []),
          ...(use.usage_limit_per_phone !== null && phone
            ? [
                eb(
                  counted().where("o.promotion_id", "=", use.promotion_id).where("o.phone", "=", phone),
                  "<",
                  use.usage_limit_per_phone,
                ),
              ]
            : []),
          ...(firstOrderOnly(use) && phone ? [eb.not(eb.exists(otherOrdersOf(trx, phone, orderId)))] : []),
        ]),
      )
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
  }
  return true;
}

/** The phone's other orders that count as "has ordered" for a first-order promotion (decision 035). */
export const otherOrdersOf = (k: Executor, phone: string, orderId: string) =>
  k
    .selectFrom("orders as other")
    .select("other.id")
    .where("other.phone_number", "=", phone)
    .where("other.id", "!=", orderId)
    .where("other.status", "!=", "Cancelled");

/**
 * PostgreSQL: one transaction at a time decides a phone's first order; taken before any
 * promotion's lock, so two orders never wait for each other in opposite orders.
 */
export async function lockFirstOrder(trx: Executor, phone: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`first-order:${phone}`}, 0))`.execute(trx);
}

/**
 * Whether goods of the order came back (or are coming back) through a return not refused: such an
 * order is neither cancelled nor deleted, which would give its stock and money back a second time
 * (decision 050).
 */
export async function hasReturn(k: Executor, orderId: string): Promise<boolean> {
  const row = await k
    .selectFrom("returns")
    .select("id")
    .where("order_id", "=", orderId)
    .where("status", "in", COUNTED_STATUSES)
    .executeTakeFirst();
  return row !== undefined;
}
