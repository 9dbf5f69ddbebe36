// Drivers and dispatch: the shop's drivers, giving an order to one (which sends an
// order awaiting dispatch out for delivery), the order's dispatch history, and a driver's run
// sheet: what they have out now and what to collect.
import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Driver, RunSheet } from "../../app/admin/delivery/delivery-contract";
import { groupStops } from "./run-sheet-stops";
import type { Assignment } from "../../app/admin/orders/orders-contract";
import { AWAITING_DISPATCH, CARD, isOpenStatus, OPEN_STATUSES, type Order, type OrderStatus } from "../../app/shared/order";
import { qatarDay } from "../../app/shared/qatar-days";
import type { Db } from "../db/database";
import type { Database } from "../db/schema";
import { insertEvent } from "../realtime/event-store";
import { changeStatus } from "../orders/change-status";
import type { HoldShortage } from "../../app/shared/order-holds";
import { findOrder, nameDrivers, rowsToOrder } from "../orders/order-store";
import { driverPickups } from "../returns/return-store";

type Executor = Kysely<Database> | Transaction<Database>;
type DriverRow = Database["drivers"];

const toDriver = (r: DriverRow): Driver => ({
  id: r.id,
  name: r.name,
  phone: r.phone,
  active: r.active !== 0,
  createdAt: r.created_at,
});

/** Active drivers first, then by name. */
export async function listDrivers(db: Db): Promise<Driver[]> {
  const rows = await db.kysely.selectFrom("drivers").selectAll().orderBy("active", "desc").orderBy("name").execute();
  return rows.map(toDriver);
}

export async function findDriver(k: Executor, id: string): Promise<Driver | null> {
  const row = await k.selectFrom("drivers").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toDriver(row) : null;
}

export async function addDriver(k: Executor, input: { name: string; phone: string }, now = new Date()): Promise<Driver> {
  const row: DriverRow = { id: randomUUID(), name: input.name, phone: input.phone, active: 1, created_at: now.toISOString() };
  await k.insertInto("drivers").values(row).execute();
  return toDriver(row);
}

export async function updateDriver(
  k: Executor,
  id: string,
  patch: { name?: string; phone?: string; active?: boolean },
): Promise<Driver | null> {
  const set = {
    ...(patch.name !== undefined ? { name: patch.name } : {}),
    ...(patch.phone !== undefined ? { phone: patch.phone } : {}),
    ...(patch.active !== undefined ? { active: patch.active ? 1 : 0 } : {}),
  };
  if (Object.keys(set).length > 0) await k.updateTable("drivers").set(set).where("id", "=", id).execute();
  return findDriver(k, id);
}

export type AssignResult =
  | { kind: "assigned"; order: Order; driver: Driver | null; from: string | null }
  | { kind: "unchanged"; order: Order }
  | { kind: "not-found" }
  /** Delivered or cancelled: nothing left to take out. */
  | { kind: "closed"; status: OrderStatus }
  /** No such driver, or not active. */
  | { kind: "unknown-driver" }
  /** Not paid for, or what it held ran out since it was released: it cannot go out (server/orders/change-status.ts). */
  | { kind: "refused"; refusal: "unpaid" | HoldShortage };

/** The order's driver changed between reading it and writing the new one (rolls the change back). */
class AssignedMeanwhile extends Error {}

/**
 * Gives the order to a driver (or takes it back: null). An order awaiting dispatch goes out for
 * delivery with it (Shipped, by the same person, e-mailing the customer as any Shipped does); the
 * assignment, its history row and the status change commit together.
 */
export async function assignDriver(
  db: Db,
  id: string,
  driverId: string | null,
  by: string,
  now = new Date(),
  /** Runs inside the transaction (the audit row). */
  onAssigned?: (trx: Transaction<Database>) => Promise<void>,
): Promise<AssignResult> {
  const row = await db.kysely.selectFrom("orders").select(["status", "driver_id"]).where("id", "=", id).executeTakeFirst();
  if (!row) return { kind: "not-found" };
  if (!isOpenStatus(row.status)) return { kind: "closed", status: row.status };
  const driver = driverId ? await findDriver(db.kysely, driverId) : null;
  if (driverId && !driver?.active) return { kind: "unknown-driver" };
  if ((row.driver_id ?? null) === driverId) {
    const order = await findOrder(db, id);
    return order ? { kind: "unchanged", order } : { kind: "not-found" };
  }
  const at = now.toISOString();
  // The driver read above must still be the order's when the change is written: two staff
  // assigning the same order at once record one assignment, and the other hears "unchanged".
  const record = async (trx: Transaction<Database>) => {
    const previous = row.driver_id ?? null;
    const updated = await trx
      .updateTable("orders")
      .set({
        driver_id: driverId,
        assigned_at: driverId ? at : null,
        assigned_day: driverId ? qatarDay(now) : null,
        assigned_by: driverId ? by : null,
        updated_at: at,
      })
      .where("id", "=", id)
      .where("driver_id", previous === null ? "is" : "=", previous)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw new AssignedMeanwhile();
    await trx
      .insertInto("order_assignments")
      .values({
        id: randomUUID(),
        order_id: id,
        driver_id: driverId,
        driver_name: driver?.name ?? null,
        assigned_by: by,
        assigned_at: at,
      })
      .execute();
    await onAssigned?.(trx);
  };
  const unchanged = async (): Promise<AssignResult> => {
    const order = await findOrder(db, id);
    return order ? { kind: "unchanged", order } : { kind: "not-found" };
  };
  try {
    if (driverId && (AWAITING_DISPATCH as readonly string[]).includes(row.status)) {
      const changed = await changeStatus(db, id, "Shipped", by, now, (trx) => record(trx));
      if (changed.kind === "not-found" || changed.kind === "returned") return { kind: "not-found" };
      if (changed.kind === "short") return { kind: "refused", refusal: changed.short };
      if (changed.kind === "unpaid") return { kind: "refused", refusal: "unpaid" };
      // Someone else sent it out meanwhile: this request recorded nothing.
      if (changed.kind === "unchanged") return await unchanged();
    } else {
      await db.kysely.transaction().execute(async (trx) => {
        await record(trx);
        await insertEvent(trx, db.engine, { type: "updated", orderId: id }, now);
      });
    }
  } catch (error) {
    if (error instanceof AssignedMeanwhile) return unchanged();
    throw error;
  }
  const order = await findOrder(db, id);
  return order ? { kind: "assigned", order, driver, from: row.driver_id ?? null } : { kind: "not-found" };
}

/** Who took the order out and when, oldest first. */
export async function assignmentHistory(db: Db, orderId: string): Promise<Assignment[]> {
  const rows = await db.kysely
    .selectFrom("order_assignments")
    .select(["driver_id", "driver_name", "assigned_by", "assigned_at"])
    .where("order_id", "=", orderId)
    .orderBy("assigned_at")
    .orderBy("id")
    .execute();
  return rows.map((r) => ({
    driverId: r.driver_id,
    driverName: r.driver_name,
    assignedBy: r.assigned_by,
    assignedAt: r.assigned_at,
  }));
}

/** The orders out with a driver now (neither delivered nor cancelled) by area, with their items, and what to collect. */
export async function runSheet(db: Db, driver: Driver): Promise<RunSheet> {
  const rows = await db.kysely
    .selectFrom("orders")
    .selectAll()
    .where("driver_id", "=", driver.id)
    .where("status", "in", OPEN_STATUSES)
    .orderBy("assigned_at")
    .orderBy("id")
    .execute();
  const items = rows.length
    ? await db.kysely
        .selectFrom("order_items")
        .selectAll()
        .where(
          "order_id",
          "in",
          rows.map((r) => r.id),
        )
        .execute()
    : [];
  const orders = await nameDrivers(
    db.kysely,
    rows.map((r) =>
      rowsToOrder(
        r,
        items.filter((i) => i.order_id === r.id),
      ),
    ),
  );
  const sum = (card: boolean) => orders.filter((o) => (o.paymentMethod === CARD) === card).reduce((n, o) => n + o.total, 0);
  // Returns to collect (decision 050): the cash to give back is what the lines are worth, for a cash refund.
  const pickups = (await driverPickups(db, driver.id)).map((r) => ({
    returnId: r.id,
    orderNumber: r.orderNumber,
    day: r.pickupDay ?? "",
    customerName: r.customerName,
    lines: r.lines.map((l) => ({ name: l.name, quantity: l.quantity })),
    cashToGive: r.refundChoice === "cash" ? r.value : 0,
  }));
  return {
    driver,
    stops: groupStops(orders),
    cashToCollect: sum(false),
    cardToCollect: sum(true),
    pickups,
    cashToGiveBack: pickups.reduce((n, p) => n + p.cashToGive, 0),
  };
}
