// How many Cash on Delivery orders one phone number and one client address may place
// (docs/decisions/011). Every accepted order leaves a row per limit in order_limit_hits, inserted
// in the order's own transaction by a guarded INSERT that adds the row only while the bucket is
// under its limit: the count and the insert are one statement, run where writes are serialised
// (the SQLite write thread's batch, or a PostgreSQL transaction holding the bucket's advisory
// lock), so N simultaneous orders from one phone store exactly `limit` of them.
import { sql, type Kysely } from "kysely";
import type { Db } from "../db/database";
import type { Database } from "../db/schema";
import type { WriteStatement } from "../db/write-thread";
import { rateLimitKey } from "../auth/client-address";

export interface OrderLimitSettings {
  /** Orders per phone number in `phoneWindowMs`; 0 = no limit. */
  perPhone: number;
  /** Orders per client address in `addressWindowMs`; 0 = no limit. */
  perAddress: number;
}

const PHONE_WINDOW_MS = 24 * 60 * 60 * 1000;
const ADDRESS_WINDOW_MS = 60 * 60 * 1000;
const LONGEST_WINDOW_MS = Math.max(PHONE_WINDOW_MS, ADDRESS_WINDOW_MS);

type LimitScope = "phone" | "address";

export interface LimitBucket {
  scope: LimitScope;
  key: string;
  limit: number;
  windowMs: number;
}

export interface LimitRefusal {
  scope: LimitScope;
  retryAfterSeconds: number;
}

/** The buckets an order counts toward; phone first, the order advisory locks are taken in. */
export function limitBuckets(settings: OrderLimitSettings, phoneE164: string | null, address: string): LimitBucket[] {
  const buckets: LimitBucket[] = [];
  if (settings.perPhone > 0 && phoneE164) {
    buckets.push({ scope: "phone", key: `phone:${phoneE164}`, limit: settings.perPhone, windowMs: PHONE_WINDOW_MS });
  }
  // An unknown address (an in-process request) is not a client anyone can be limited by.
  if (settings.perAddress > 0 && address !== "unknown") {
    const key = rateLimitKey(address);
    buckets.push({ scope: "address", key: `address:${key}`, limit: settings.perAddress, windowMs: ADDRESS_WINDOW_MS });
  }
  return buckets;
}

const windowStart = (bucket: LimitBucket, now: Date) => new Date(now.getTime() - bucket.windowMs).toISOString();

/**
 * The first bucket that is full, with the seconds until its oldest counted order leaves the
 * window; null when every bucket has room. A read only: the guarded insert decides.
 */
export async function findRefusal(db: Db, buckets: LimitBucket[], now: Date): Promise<LimitRefusal | null> {
  for (const bucket of buckets) {
    // The limit-th newest order in the window: once it leaves, there is room again.
    const row = await db.kysely
      .selectFrom("order_limit_hits")
      .select("at")
      .where("bucket", "=", bucket.key)
      .where("at", ">", windowStart(bucket, now))
      .orderBy("at", "desc")
      .limit(1)
      .offset(bucket.limit - 1)
      .executeTakeFirst();
    if (row) {
      const seconds = Math.ceil((Date.parse(row.at) + bucket.windowMs - now.getTime()) / 1000);
      return { scope: bucket.scope, retryAfterSeconds: Math.max(1, seconds) };
    }
  }
  return null;
}

/** INSERT … SELECT that adds the order's row only while its bucket holds fewer than `limit`. */
function guardedInsert(kysely: Kysely<Database>, bucket: LimitBucket, orderId: string, now: Date) {
  const at = now.toISOString();
  return kysely
    .insertInto("order_limit_hits")
    .columns(["bucket", "at", "order_id"])
    .expression(
      kysely
        .selectNoFrom([
          sql<string>`${bucket.key}`.as("bucket"),
          sql<string>`${at}`.as("at"),
          sql<string>`${orderId}`.as("order_id"),
        ])
        .where(
          (eb) =>
            eb
              .selectFrom("order_limit_hits")
              .select(eb.fn.countAll().as("n"))
              .where("bucket", "=", bucket.key)
              .where("at", ">", windowStart(bucket, now)),
          "<",
          bucket.limit,
        ),
    );
}

/** The write thread's statements: a full bucket changes no row, which undoes the unit. */
export function limitStatements(kysely: Kysely<Database>, buckets: LimitBucket[], orderId: string, now: Date): WriteStatement[] {
  return buckets.map((bucket) => {
    const { sql: text, parameters } = guardedInsert(kysely, bucket, orderId, now).compile();
    return { sql: text, parameters, mustChange: true };
  });
}

/** Thrown inside an order's transaction when a bucket is full, so the order rolls back. */
export class LimitReached extends Error {}

/** Inside an order's transaction (PostgreSQL, in-memory SQLite). */
export async function insertLimitHits(
  trx: Kysely<Database>,
  engine: Db["engine"],
  buckets: LimitBucket[],
  orderId: string,
  now: Date,
) {
  for (const bucket of buckets) {
    // Serialises the orders of one bucket across connections and processes until commit; phone
    // before address in every transaction, so two orders never wait for each other's lock.
    if (engine === "postgres") await sql`select pg_advisory_xact_lock(hashtextextended(${bucket.key}, 0))`.execute(trx);
    const result = await guardedInsert(trx, bucket, orderId, now).executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0n) === 0) throw new LimitReached();
  }
}

/** Drops rows no window can count any more. */
export async function pruneLimitHits(db: Db, now: Date = new Date()): Promise<void> {
  const before = new Date(now.getTime() - LONGEST_WINDOW_MS).toISOString();
  await db.kysely.deleteFrom("order_limit_hits").where("at", "<", before).execute();
}
