// The order event log: every create, update and delete gets a row numbered in commit order, which
// is the SSE event id a reconnecting dashboard resumes from (Last-Event-ID).
//
// Commit order matters: on PostgreSQL two concurrent transactions may take ids 10 and 11 and commit
// 11 first; a reader that saw 11 and moved its cursor past 10 would never see 10. A transaction-
// scoped advisory lock taken before the id is drawn serialises event writers until commit, so ids
// become visible strictly in order. SQLite has a single writer, so its order is already right.
import { sql, type Kysely, type Transaction } from "kysely";
import type { Db, Engine } from "../db/database";
import type { Database } from "../db/schema";
import type { OrderEvent } from "../../app/admin/orders/orders-contract";

export interface StoredOrderEvent extends OrderEvent {
  id: number;
  at: string;
}

type Executor = Kysely<Database> | Transaction<Database>;

/** NOTIFY channel: per schema, so shops (or test runs) sharing one database do not wake each other. */
const CHANNEL_PREFIX = "order_events:";
const channelSql = sql`${CHANNEL_PREFIX} || current_schema()`;

/** The row of an event; on SQLite the whole of recording it (its single writer keeps commit order). */
export function eventInsert(kysely: Executor, event: OrderEvent, at = new Date()) {
  return kysely.insertInto("order_events").values(eventRow(event, at));
}

export const eventRow = (event: OrderEvent, at = new Date()) => ({
  type: event.type,
  order_id: event.orderId,
  created_at: at.toISOString(),
});

/**
 * Records an event inside the caller's transaction (PostgreSQL also sends NOTIFY, delivered at
 * commit). Must run in a transaction on PostgreSQL so the advisory lock lasts until commit.
 */
export async function insertEvent(trx: Executor, engine: Engine, event: OrderEvent, at = new Date()): Promise<number> {
  if (engine === "postgres") {
    await sql`select pg_advisory_xact_lock(hashtext(${channelSql}))`.execute(trx);
  }
  const row = await eventInsert(trx, event, at).returning("id").executeTakeFirstOrThrow();
  if (engine === "postgres") {
    await sql`select pg_notify(${channelSql}, ${String(row.id)})`.execute(trx);
  }
  return Number(row.id);
}

/** Records one event in a transaction of its own (for changes made elsewhere, like a new order). */
export function recordEvent(db: Db, event: OrderEvent, at = new Date()): Promise<number> {
  return db.kysely.transaction().execute((trx) => insertEvent(trx, db.engine, event, at));
}

export async function eventsAfter(db: Db, afterId: number, limit: number): Promise<StoredOrderEvent[]> {
  // The order's number rides along for the live toast (a deleted order has none any more).
  const rows = await db.kysely
    .selectFrom("order_events")
    .leftJoin("orders", "orders.id", "order_events.order_id")
    .select(["order_events.id", "order_events.type", "order_events.order_id", "order_events.created_at", "orders.number"])
    .where("order_events.id", ">", afterId)
    .orderBy("order_events.id")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    type: r.type as OrderEvent["type"],
    orderId: r.order_id,
    ...(r.number ? { orderNumber: Number(r.number) } : {}),
    at: r.created_at,
  }));
}

export async function latestEventId(db: Db): Promise<number> {
  const row = await db.kysely
    .selectFrom("order_events")
    .select((eb) => eb.fn.max("id").as("id"))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** Forgets events older than `before`: a dashboard away longer than that reloads everything anyway. */
export async function pruneEvents(db: Db, before: Date): Promise<number> {
  const result = await db.kysely.deleteFrom("order_events").where("created_at", "<", before.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The channel name the current connection's NOTIFYs go to. */
export async function channelName(db: Db): Promise<string> {
  const { rows } = await sql<{ channel: string }>`select ${channelSql} as channel`.execute(db.kysely);
  return rows[0].channel;
}
