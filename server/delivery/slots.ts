// Delivery slots that never take more orders than their capacity, the way stock never
// oversells (server/orders/stock.ts): an order books its slot with a guarded upsert in its own
// transaction (`booked + 1 ... WHERE booked < capacity` changes no row when the slot is full, and
// the whole order is undone). A cancelled or deleted order frees its place; a restored one takes
// it again under the same guard, or is refused (server/orders/holds.ts).
import { sql, type Kysely, type Transaction } from "kysely";
import type { Db } from "../db/database";
import type { Database } from "../db/schema";
import type { WriteStatement } from "../db/write-thread";
import { parseDeliverySettings, type SlotChoice } from "../../app/shared/delivery";
import { DELIVERY_SETTINGS_KEY } from "../catalogue/catalogue";

type Executor = Kysely<Database> | Transaction<Database>;

const windowOf = (slot: Pick<SlotChoice, "from" | "to">) => `${slot.from}-${slot.to}`;

const bookQuery = (k: Executor, slot: SlotChoice, guarded: boolean) => {
  const row = { day: slot.day, slot: windowOf(slot), booked: 1 };
  return k
    .insertInto("slot_bookings")
    .values(row)
    .onConflict((oc) => {
      const update = oc.columns(["day", "slot"]).doUpdateSet({ booked: sql<number>`slot_bookings.booked + 1` });
      return guarded ? update.where("slot_bookings.booked", "<", slot.capacity) : update;
    });
};

/** SQLite: the write thread's statement; a full slot undoes the whole order. */
export function slotStatements(k: Kysely<Database>, slot: SlotChoice | null): WriteStatement[] {
  if (!slot) return [];
  const { sql: text, parameters } = bookQuery(k, slot, true).compile();
  return [{ sql: text, parameters: [...parameters], mustChange: true }];
}

export class SlotFull extends Error {}

/** PostgreSQL: inside the order's transaction; throws SlotFull when the slot has no place left. */
export async function bookSlot(trx: Transaction<Database>, slot: SlotChoice | null): Promise<void> {
  if (!slot) return;
  const result = await bookQuery(trx, slot, true).executeTakeFirst();
  if (Number(result.numInsertedOrUpdatedRows ?? 0n) === 0) throw new SlotFull();
}

/** Whether the slot is full now (read after a refused order, to say why). */
export async function slotIsFull(db: Db, slot: SlotChoice | null): Promise<boolean> {
  if (!slot) return false;
  const row = await db.kysely
    .selectFrom("slot_bookings")
    .select("booked")
    .where("day", "=", slot.day)
    .where("slot", "=", windowOf(slot))
    .executeTakeFirst();
  return (row?.booked ?? 0) >= slot.capacity;
}

/** Orders booked per window on these days: "2026-11-26 14:00-18:00" → count. */
export async function bookedSlots(db: Db, days: string[]): Promise<Map<string, number>> {
  if (days.length === 0) return new Map();
  const rows = await db.kysely.selectFrom("slot_bookings").selectAll().where("day", "in", days).execute();
  return new Map(rows.map((r) => [`${r.day} ${r.slot}`, r.booked]));
}

/** Frees the place of an order that gives back what it holds (cancelled, deleted, payment failed). */
export async function freeSlotBooking(trx: Executor, orderId: string): Promise<void> {
  const order = await trx
    .selectFrom("orders")
    .select(["delivery_date", "delivery_slot"])
    .where("id", "=", orderId)
    .executeTakeFirst();
  if (!order?.delivery_date || !order.delivery_slot) return;
  await trx
    .updateTable("slot_bookings")
    .set({ booked: sql<number>`booked - 1` })
    .where("day", "=", order.delivery_date)
    .where("slot", "=", order.delivery_slot)
    .where("booked", ">", 0)
    .execute();
}

/**
 * Takes a released order's place again (server/orders/holds.ts), within the capacity its window
 * has in today's settings; false when the slot is full. A window the owner has removed since has
 * no capacity left to guard: the order keeps its place.
 */
export async function rebookSlot(trx: Executor, day: string, window: string): Promise<boolean> {
  const settings = await trx
    .selectFrom("shop_settings")
    .select("value")
    .where("key", "=", DELIVERY_SETTINGS_KEY)
    .executeTakeFirst();
  const [from, to] = window.split("-");
  const capacity = parseDeliverySettings(settings?.value).slots.windows.find((w) => w.from === from && w.to === to)?.capacity;
  const result = await bookQuery(
    trx,
    { id: "", day, from, to, capacity: capacity ?? 0 },
    capacity !== undefined,
  ).executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}
