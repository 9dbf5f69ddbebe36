// The Cash section's figures, computed from the orders and the handovers every time,
// so they never drift from what happened: per Qatar day and driver, the Cash on Delivery orders
// given out, what came back (cash, card, refused, returned, still out), what was handed over to
// the shop, and what each driver still holds (everything collected in cash up to the day's end
// less everything handed over up to then). The day columns are written by the server
// (migration 022), so the grouping is plain text on both engines.
import { randomUUID } from "node:crypto";
import type { CashFigure, CashReport, CashRow, Handover } from "../../app/admin/delivery/delivery-contract";
import { CARD, isOpenStatus } from "../../app/shared/order";
import type { Db } from "../db/database";
import { cashRefunds } from "../returns/return-store";

const NONE: CashFigure = { count: 0, amount: 0 };
const add = (a: CashFigure, count: number, amount: number): CashFigure => ({ count: a.count + count, amount: a.amount + amount });
const emptyRow = (day: string, driverId: string | null): CashRow => ({
  day,
  driverId,
  driverName: null,
  assigned: NONE,
  collected: NONE,
  card: NONE,
  handedOver: 0,
  refused: NONE,
  returned: NONE,
  stillOut: NONE,
  refundsPaid: NONE,
  outstanding: 0,
});

export async function cashReport(db: Db, from: string, to: string): Promise<CashReport> {
  const k = db.kysely;
  const [given, delivered, handed, collectedBefore, handedBefore, drivers, handovers, refunds, refundsBefore] = await Promise.all(
    [
      // Orders given to a driver on the day, by what became of them.
      k
        .selectFrom("orders")
        .select(["assigned_day", "driver_id", "payment_method", "status", "cancel_reason"])
        .select((eb) => [eb.fn.countAll<number>().as("n"), eb.fn.sum<number>("final_total").as("amount")])
        .where("assigned_day", ">=", from)
        .where("assigned_day", "<=", to)
        .where("driver_id", "is not", null)
        .groupBy(["assigned_day", "driver_id", "payment_method", "status", "cancel_reason"])
        .execute(),
      // Deliveries of the day, by the driver who collected and how the customer paid.
      k
        .selectFrom("orders")
        .select(["delivered_day", "collected_by", "payment_method"])
        .select((eb) => [eb.fn.countAll<number>().as("n"), eb.fn.sum<number>("collected").as("amount")])
        .where("delivered_day", ">=", from)
        .where("delivered_day", "<=", to)
        .groupBy(["delivered_day", "collected_by", "payment_method"])
        .execute(),
      k
        .selectFrom("cash_handovers")
        .select(["day", "driver_id"])
        .select((eb) => eb.fn.sum<number>("amount").as("amount"))
        .where("day", ">=", from)
        .where("day", "<=", to)
        .groupBy(["day", "driver_id"])
        .execute(),
      // What each driver held when the range began: the per-day sums the database keeps
      // (migration 022), not every delivered order of the shop's history.
      k
        .selectFrom("driver_cash_daily")
        .select("driver_id as collected_by")
        .select((eb) => eb.fn.sum<number>("collected").as("amount"))
        .where("day", "<", from)
        .groupBy("driver_id")
        .execute(),
      k
        .selectFrom("cash_handovers")
        .select("driver_id")
        .select((eb) => eb.fn.sum<number>("amount").as("amount"))
        .where("day", "<", from)
        .groupBy("driver_id")
        .execute(),
      k.selectFrom("drivers").select(["id", "name"]).execute(),
      k
        .selectFrom("cash_handovers")
        .selectAll()
        .where("day", ">=", from)
        .where("day", "<=", to)
        .orderBy("day")
        .orderBy("created_at")
        .execute(),
      // Cash drivers gave back for returns (decision 050): money out of what they hold.
      cashRefunds(db, { from, to }),
      cashRefunds(db, { before: from }),
    ],
  );

  const names = new Map(drivers.map((d) => [d.id, d.name]));
  const rows = new Map<string, CashRow>();
  const rowOf = (day: string, driverId: string | null) => {
    const key = `${day}|${driverId ?? ""}`;
    let row = rows.get(key);
    if (!row) rows.set(key, (row = emptyRow(day, driverId)));
    return row;
  };

  for (const g of given) {
    const row = rowOf(g.assigned_day!, g.driver_id ?? null);
    const n = Number(g.n);
    const amount = Number(g.amount ?? 0);
    if (g.payment_method !== CARD) row.assigned = add(row.assigned, n, amount);
    if (g.status === "Cancelled") {
      if (g.cancel_reason === "refused") row.refused = add(row.refused, n, amount);
      else row.returned = add(row.returned, n, amount);
    } else if (isOpenStatus(g.status)) row.stillOut = add(row.stillOut, n, amount);
  }
  for (const d of delivered) {
    const row = rowOf(d.delivered_day!, d.collected_by ?? null);
    if (d.payment_method === CARD) row.card = add(row.card, Number(d.n), Number(d.amount ?? 0));
    else row.collected = add(row.collected, Number(d.n), Number(d.amount ?? 0));
  }
  for (const h of handed) rowOf(h.day, h.driver_id).handedOver += Number(h.amount ?? 0);
  for (const r of refunds) {
    const row = rowOf(r.day, r.driverId);
    row.refundsPaid = add(row.refundsPaid, r.count, r.amount);
  }

  // What each driver holds, carried day by day: cash collected less cash handed over. Deliveries
  // without a driver were made by the shop itself: nothing is outstanding for them.
  const holding = new Map<string, number>();
  for (const c of collectedBefore) holding.set(c.collected_by, Number(c.amount ?? 0));
  for (const h of handedBefore) holding.set(h.driver_id, (holding.get(h.driver_id) ?? 0) - Number(h.amount ?? 0));
  for (const r of refundsBefore) holding.set(r.driverId, (holding.get(r.driverId) ?? 0) - r.amount);
  const sorted = [...rows.values()].sort(
    (a, b) =>
      a.day.localeCompare(b.day) ||
      (names.get(a.driverId ?? "") ?? "\uffff").localeCompare(names.get(b.driverId ?? "") ?? "\uffff") ||
      (a.driverId ?? "").localeCompare(b.driverId ?? ""),
  );
  for (const row of sorted) {
    row.driverName = row.driverId ? (names.get(row.driverId) ?? null) : null;
    if (!row.driverId) continue;
    const held = (holding.get(row.driverId) ?? 0) + row.collected.amount - row.handedOver - row.refundsPaid.amount;
    holding.set(row.driverId, held);
    row.outstanding = held;
  }

  const sum = (pick: (r: CashRow) => CashFigure) => sorted.reduce((t, r) => add(t, pick(r).count, pick(r).amount), NONE);
  return {
    from,
    to,
    rows: sorted,
    totals: {
      assigned: sum((r) => r.assigned),
      collected: sum((r) => r.collected),
      card: sum((r) => r.card),
      handedOver: sorted.reduce((n, r) => n + r.handedOver, 0),
      refused: sum((r) => r.refused),
      returned: sum((r) => r.returned),
      stillOut: sum((r) => r.stillOut),
      refundsPaid: sum((r) => r.refundsPaid),
      outstanding: [...holding.values()].reduce((n, v) => n + v, 0),
    },
    handovers: handovers.map((h) => ({
      id: h.id,
      driverId: h.driver_id,
      driverName: names.get(h.driver_id) ?? "",
      day: h.day,
      amount: h.amount,
      receivedBy: h.received_by,
      note: h.note,
      createdAt: h.created_at,
    })),
  };
}

/**
 * Cash the drivers hold now: all they collected in cash less all they handed over. Two sums over
 * the per-day totals and the handovers (a row per driver and day), never the orders.
 */
export async function cashWithDrivers(db: Db): Promise<number> {
  const [collected, handed, refunded] = await Promise.all([
    db.kysely
      .selectFrom("driver_cash_daily")
      .select((eb) => eb.fn.sum<number>("collected").as("amount"))
      .executeTakeFirst(),
    db.kysely
      .selectFrom("cash_handovers")
      .select((eb) => eb.fn.sum<number>("amount").as("amount"))
      .executeTakeFirst(),
    // Cash given back to shoppers for returns (decision 050).
    db.kysely
      .selectFrom("returns")
      .select((eb) => eb.fn.sum<number>("refund_amount").as("amount"))
      .where("refund_kind", "=", "cash")
      .where("driver_id", "is not", null)
      .executeTakeFirst(),
  ]);
  return Number(collected?.amount ?? 0) - Number(handed?.amount ?? 0) - Number(refunded?.amount ?? 0);
}

export async function recordHandover(
  db: Db,
  input: { driverId: string; driverName: string; day: string; amount: number; receivedBy: string; note: string | null },
  now = new Date(),
): Promise<Handover> {
  const row = {
    id: randomUUID(),
    driver_id: input.driverId,
    day: input.day,
    amount: input.amount,
    received_by: input.receivedBy,
    note: input.note,
    created_at: now.toISOString(),
  };
  await db.kysely.insertInto("cash_handovers").values(row).execute();
  return {
    id: row.id,
    driverId: row.driver_id,
    driverName: input.driverName,
    day: row.day,
    amount: row.amount,
    receivedBy: row.received_by,
    note: row.note,
    createdAt: row.created_at,
  };
}
