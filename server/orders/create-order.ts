// Places an order: validates and prices it from the catalogue, then stores order, items and the
// idempotency key in one transaction, so a retried request can never make a second order.
import { createHash, randomUUID } from "node:crypto";
import type { Catalogue } from "../../app/lib/catalogue";
import { INITIAL_STATUS, PAYMENT_METHOD, type Order } from "../../app/lib/order";
import type { OrderRequest } from "../../app/lib/order-schema";
import { toE164 } from "../../app/lib/phone";
import type { Db } from "../db/database";
import { findOrder, insertOrder } from "./order-store";
import { priceOrder, type FieldError } from "./pricing";

export type CreateOrderResult =
  | { kind: "created"; order: Order }
  | { kind: "replayed"; order: Order }
  | { kind: "invalid"; errors: FieldError[] }
  | { kind: "key-reused" };

/** Thrown inside the transaction when a concurrent request with the same key won the race. */
class KeyTaken extends Error {}

export function fingerprint(request: OrderRequest): string {
  return createHash("sha256").update(JSON.stringify(request)).digest("hex");
}

export async function createOrder(
  db: Db,
  catalogue: Catalogue,
  request: OrderRequest,
  options: { idempotencyKey?: string; now?: Date } = {},
): Promise<CreateOrderResult> {
  const priced = priceOrder(request.items, catalogue);
  if (!priced.ok) return { kind: "invalid", errors: priced.errors };

  const key = options.idempotencyKey;
  const print = fingerprint(request);
  const at = (options.now ?? new Date()).toISOString();
  const { customer } = request;
  const order: Order = {
    id: randomUUID(),
    createdAt: at,
    updatedAt: at,
    status: INITIAL_STATUS,
    paymentMethod: PAYMENT_METHOD,
    customer: {
      name: customer.name,
      email: customer.email ?? null,
      phone: customer.phone,
      phoneNumber: toE164(customer.phone),
      address: customer.address,
      city: customer.city,
      notes: customer.notes ?? null,
    },
    ...priced.order,
  };

  const replay = async (): Promise<CreateOrderResult> => {
    const existing = await db.kysely
      .selectFrom("idempotency_keys")
      .select(["fingerprint", "order_id"])
      .where("key", "=", key!)
      .executeTakeFirst();
    if (!existing) throw new Error("idempotency key vanished");
    if (existing.fingerprint !== print) return { kind: "key-reused" };
    const first = await findOrder(db, existing.order_id);
    if (!first) throw new Error("idempotent order vanished");
    return { kind: "replayed", order: first };
  };

  try {
    await db.kysely.transaction().execute(async (trx) => {
      if (key) {
        const seen = await trx.selectFrom("idempotency_keys").select("key").where("key", "=", key).executeTakeFirst();
        if (seen) throw new KeyTaken();
      }
      await insertOrder(trx, order);
      if (key) {
        // On PostgreSQL a concurrent transaction holding the same key makes this wait for it
        // to commit; then nothing is inserted, and this transaction (and its order) rolls back.
        const inserted = await trx
          .insertInto("idempotency_keys")
          .values({ key, fingerprint: print, order_id: order.id, created_at: at })
          .onConflict((oc) => oc.column("key").doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) throw new KeyTaken();
      }
    });
  } catch (error) {
    if (error instanceof KeyTaken) return replay();
    throw error;
  }
  return { kind: "created", order };
}
