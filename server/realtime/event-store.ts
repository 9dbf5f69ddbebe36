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
 * PostgreSQL's recording of an event: the lock, the row and the NOTIFY (delivered at commit) in one
 * statement. The lock lasts until the statement's transaction ends; every round trip it waited for
 * was time in which no other order's event could be recorded (docs/decisions/056).
 */
const lockedEventInsert = (event: OrderEvent, at: Date) => {
  const row = eventRow(event, at);
  return sql<{ id: string | number }>`with locked as (select pg_advisory_xact_lock(hashtext(${channelSql}))),
    inserted as (insert into order_events (type, order_id, created_at) select ${row.type}, ${row.order_id}, ${row.created_at} from locked returning id)
    select id, pg_notify(${channelSql}, id::text) from inserted`;
};

/**
 * Records an event inside the caller's transaction (PostgreSQL also sends NOTIFY, delivered at
 * commit); the advisory lock lasts until that commit. Given the shop's Kysely instead, the statement
 * is a transaction of its own.
 */
export async function insertEvent(trx: Executor, engine: Engine, event: OrderEvent, at = new Date()): Promise<number> {
  if (engine === "postgres") {
    const { rows } = await lockedEventInsert(event, at).execute(trx);
    return Number(rows[0].id);
  }
  const row = await eventInsert(trx, event, at).returning("id").executeTakeFirstOrThrow();
  return Number(row.id);
}

/**
 * Records one event in a transaction of its own (for changes made elsewhere, like a new order). On
 * PostgreSQL that is the one statement's own transaction: the lock is held for its commit only.
 */
export function recordEvent(db: Db, event: OrderEvent, at = new Date()): Promise<number> {
  if (db.engine === "postgres") return insertEvent(db.kysely, db.engine, event, at);
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
