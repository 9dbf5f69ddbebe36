// The admin side of online payments (docs/decisions/040, "The admin"): an order's attempts and
// refunds, refunding (never above what was paid, even when two owners press at once), the Card
// payments days and the reconciliation of a provider's settlement report. Figures are the
// database's: grouped by Qatar day in SQL, never every payment loaded.
import { randomBytes } from "node:crypto";
import { sql, type Selectable, type Transaction } from "kysely";
import type {
  CardPaymentDay,
  CardPaymentsReport,
  OrderPayments,
  PaymentAttempt,
  ReconcileOutcome,
  ReconcileRow,
  Reconciliation,
  Refund,
} from "../../app/admin/payments/payments-contract";
import type { PaymentState } from "../../app/shared/payments/state";
import { rangeInstants } from "../../app/shared/qatar-days";
import type { Db } from "../db/database";
import type { Database, PaymentsTable, RefundsTable } from "../db/schema";
import { lockOrderRefunds, orderRefundRoom } from "../returns/order-refunds";
import type { Logger } from "../log";
import type { PaymentsService } from "./service";

/** States a refund may start from: money taken and not all given back. */
const REFUNDABLE: PaymentState[] = ["paid", "partially_refunded"];
/** States in which money was taken. */
const TAKEN: PaymentState[] = [...REFUNDABLE, "refunded"];

const toAttempt = (r: Selectable<PaymentsTable>): PaymentAttempt => ({
  id: r.id,
  provider: r.provider,
  providerRef: r.provider_ref,
  state: r.state as PaymentState,
  amount: r.amount,
  refunded: r.refunded,
  refundRequested: r.refund_requested,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

const toRefund = (r: Selectable<RefundsTable>): Refund => ({
  id: r.id,
  paymentId: r.payment_id,
  amount: r.amount,
  reason: r.reason,
  status: r.status,
  providerRef: r.provider_ref,
  requestedBy: r.requested_by,
  createdAt: r.created_at,
});

/** The attempt a refund goes to: the newest that took money and has some left to give back. */
const refundable = (attempts: PaymentAttempt[]) =>
  attempts.filter((a) => REFUNDABLE.includes(a.state) && a.refundRequested < a.amount && a.providerRef).at(-1) ?? null;

export async function orderPayments(db: Db, orderId: string): Promise<OrderPayments> {
  const [rows, refunds, room] = await Promise.all([
    db.kysely.selectFrom("payments").selectAll().where("order_id", "=", orderId).orderBy("created_at").orderBy("id").execute(),
    db.kysely
      .selectFrom("refunds")
      .selectAll()
      .where("order_id", "=", orderId)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .execute(),
    orderRefundRoom(db.kysely, orderId),
  ]);
  const attempts = rows.map(toAttempt);
  const target = refundable(attempts);
  // What the payment has left (refund_requested counts the provider's own refunds too), and never
  // more than the order has left once its returns' cash and store credit are counted.
  const left = target ? Math.min(target.amount - target.refundRequested, room?.left ?? 0) : 0;
  return {
    attempts,
    refunds: refunds.map(toRefund),
    refundable: target && left > 0 ? { paymentId: target.id, left } : null,
  };
}

export type RefundOutcome =
  | { ok: true; refund: Refund; payment: PaymentAttempt }
  | { ok: false; reason: "no-payment" }
  | { ok: false; reason: "too-much"; left: number }
  | { ok: false; reason: "provider"; refund: Refund };

/** A refund's amount held on its payment, its row written, the provider not asked yet. */
export interface RefundReservation {
  id: string;
  paymentId: string;
  amount: number;
  reason: string;
}

type ReserveOutcome =
  { ok: true; reservation: RefundReservation } | Extract<RefundOutcome, { ok: false; reason: "no-payment" | "too-much" }>;

/**
 * Holds `amount` dirhams of the order's refundable attempt for a refund, inside the caller's
 * transaction, which has taken `lockOrderRefunds` and read the order's room (`orderLeft`): never
 * more than the order has left, and one conditional UPDATE (refund_requested + amount <= amount)
 * so that the payment never gives back more than it took, on either engine. The refund's row goes
 * in with it; the provider is asked after the commit (`askProvider`).
 */
export async function reserveRefund(
  trx: Transaction<Database>,
  input: { orderId: string; amount: number; reason: string; by: string; orderLeft: number },
  now: Date,
): Promise<ReserveOutcome> {
  const attempts = (
    await trx
      .selectFrom("payments")
      .selectAll()
      .where("order_id", "=", input.orderId)
      .orderBy("created_at")
      .orderBy("id")
      .execute()
  ).map(toAttempt);
  // Else the newest that took money: all asked back already, which the reservation then says.
  const target = refundable(attempts) ?? attempts.filter((a) => TAKEN.includes(a.state) && a.providerRef).at(-1) ?? null;
  if (!target) return { ok: false, reason: "no-payment" };
  const left = () => Math.max(0, Math.min(target.amount - target.refundRequested, input.orderLeft));
  if (input.amount > input.orderLeft) return { ok: false, reason: "too-much", left: left() };
  const at = now.toISOString();
  const id = `rf_${randomBytes(12).toString("hex")}`;
  const taken = await trx
    .updateTable("payments")
    .set((eb) => ({ refund_requested: eb("refund_requested", "+", input.amount) }))
    .where("id", "=", target.id)
    .where("state", "in", REFUNDABLE)
    .where((eb) => eb(eb("refund_requested", "+", input.amount), "<=", eb.ref("amount")))
    .returning("id")
    .executeTakeFirst();
  if (!taken) {
    const fresh = await trx
      .selectFrom("payments")
      .select(["amount", "refund_requested"])
      .where("id", "=", target.id)
      .executeTakeFirstOrThrow();
    return {
      ok: false,
      reason: "too-much",
      left: Math.max(0, Math.min(fresh.amount - fresh.refund_requested, input.orderLeft)),
    };
  }
  await trx
    .insertInto("refunds")
    .values({
      id,
      payment_id: target.id,
      order_id: input.orderId,
      amount: input.amount,
      reason: input.reason,
      status: "requested",
      provider_ref: null,
      requested_by: input.by,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return { ok: true, reservation: { id, paymentId: target.id, amount: input.amount, reason: input.reason } };
}

/**
 * Asks the provider for a reserved refund, after its transaction committed (no transaction held
 * open over the network), with the refund row's id as its idempotency key; a refusal or an
 * unreachable provider marks the row failed and gives the reservation back.
 */
export async function askProvider(
  db: Db,
  payments: PaymentsService,
  log: Logger,
  reservation: RefundReservation,
): Promise<Exclude<RefundOutcome, { ok: false; reason: "no-payment" | "too-much" }>> {
  const { id, paymentId, amount } = reservation;
  let providerRef: string | null = null;
  try {
    const result = await payments.refund(paymentId, amount, reservation.reason, id);
    if (result.status !== "failed") providerRef = result.refundRef;
  } catch (error) {
    log.error("refund request failed", error, { refund: id, payment: paymentId });
  }
  const later = new Date().toISOString();
  if (providerRef === null) {
    const refund = await db.kysely.transaction().execute(async (trx) => {
      // Only a row still "requested" gives its reservation back: a refusal the provider's webhook
      // already recorded (server/payments/payment-store.ts) gave it back once.
      const failed = await trx
        .updateTable("refunds")
        .set({ status: "failed", updated_at: later })
        .where("id", "=", id)
        .where("status", "=", "requested")
        .returningAll()
        .executeTakeFirst();
      if (failed) {
        await trx
          .updateTable("payments")
          .set((eb) => ({ refund_requested: eb("refund_requested", "-", amount) }))
          .where("id", "=", paymentId)
          .execute();
      }
      return failed ?? trx.selectFrom("refunds").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    });
    return { ok: false, reason: "provider", refund: toRefund(refund) };
  }
  // The provider's reference only: its webhook may already have moved the row's status.
  const refund = await db.kysely
    .updateTable("refunds")
    .set({ provider_ref: providerRef, updated_at: later })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
  const payment = await db.kysely.selectFrom("payments").selectAll().where("id", "=", paymentId).executeTakeFirstOrThrow();
  return { ok: true, refund: toRefund(refund), payment: toAttempt(payment) };
}

/**
 * Asks for a refund of `amount` dirhams on the order's refundable attempt (the owner's refund in
 * the order's dialog): reserved in one transaction with the order's refunds held, so that two
 * refunds at once, or a refund and a return's, are checked one after the other and together never
 * give back more than the order was paid; then the provider is asked.
 */
export async function requestRefund(
  db: Db,
  payments: PaymentsService,
  log: Logger,
  input: { orderId: string; amount: number; reason: string; by: string },
  now = new Date(),
): Promise<RefundOutcome> {
  const reserved = await db.kysely.transaction().execute(async (trx) => {
    await lockOrderRefunds(trx, db.engine, input.orderId);
    const room = await orderRefundRoom(trx, input.orderId);
    return reserveRefund(trx, { ...input, orderLeft: room?.left ?? 0 }, now);
  });
  if (!reserved.ok) return reserved;
  return askProvider(db, payments, log, reserved.reservation);
}

/** A Qatar day (UTC+3 all year) of an ISO instant column, as YYYY-MM-DD, on either engine. */
const qatarDayOf = (db: Db, column: string) =>
  db.engine === "postgres"
    ? sql<string>`to_char(${sql.ref(column)}::timestamp + interval '3 hours', 'YYYY-MM-DD')`
    : sql<string>`date(${sql.ref(column)}, '+3 hours')`;

/**
 * Paid and refunded per Qatar day, from the provider's verified events as they were applied
 * (payment_events: a duplicate or an ignored event is not counted), on the received_at index.
 */
export async function cardPaymentsReport(db: Db, from: string, to: string): Promise<CardPaymentsReport> {
  const { start, end } = rangeInstants({ fromDay: from, toDay: to });
  const day = qatarDayOf(db, "received_at");
  const rows = await db.kysely
    .selectFrom("payment_events")
    .select((eb) => [day.as("day"), "kind", eb.fn.countAll<number>().as("n"), eb.fn.sum<number>("amount").as("amount")])
    .where("received_at", ">=", start!)
    .where("received_at", "<", end!)
    .where("outcome", "=", "applied")
    .where("kind", "in", ["paid", "refunded"])
    .groupBy([day, "kind"])
    .execute();
  const byDay = new Map<string, CardPaymentDay>();
  for (const row of rows) {
    const entry = byDay.get(row.day) ?? {
      day: row.day,
      paid: { count: 0, amount: 0 },
      refunded: { count: 0, amount: 0 },
      net: 0,
    };
    const figure = row.kind === "paid" ? entry.paid : entry.refunded;
    figure.count += Number(row.n);
    figure.amount += Number(row.amount);
    entry.net = entry.paid.amount - entry.refunded.amount;
    byDay.set(row.day, entry);
  }
  const days = [...byDay.values()].sort((a, b) => b.day.localeCompare(a.day));
  const totals = days.reduce(
    (sum, d) => ({
      paid: { count: sum.paid.count + d.paid.count, amount: sum.paid.amount + d.paid.amount },
      refunded: { count: sum.refunded.count + d.refunded.count, amount: sum.refunded.amount + d.refunded.amount },
      net: sum.net + d.net,
    }),
    { paid: { count: 0, amount: 0 }, refunded: { count: 0, amount: 0 }, net: 0 },
  );
  return { from, to, days, totals };
}

/** One line of a settlement report, read and checked (server/payments/settlement-csv.ts). */
export interface SettlementLine {
  chargeId: string;
  /** Dirhams. */
  amount: number;
  fee: number;
  day: string;
}

/**
 * A settlement report against our records for the days it covers: every payment the provider's
 * webhook made paid on those Qatar days (by its paid event), and every charge the report names.
 */
export async function reconcile(db: Db, lines: SettlementLine[]): Promise<Reconciliation> {
  const days = lines.map((l) => l.day).sort();
  const from = days[0];
  const to = days.at(-1)!;
  const { start, end } = rangeInstants({ fromDay: from, toDay: to });
  const day = qatarDayOf(db, "e.received_at");
  const paidThen = db.kysely
    .selectFrom("payment_events as e")
    .innerJoin("payments as p", "p.id", "e.payment_id")
    .innerJoin("orders as o", "o.id", "p.order_id")
    .select(["p.provider_ref as ref", "p.amount", "o.id as orderId", "o.number", day.as("day")])
    .where("e.received_at", ">=", start!)
    .where("e.received_at", "<", end!)
    .where("e.kind", "=", "paid")
    .where("e.outcome", "=", "applied");
  const refs = [...new Set(lines.map((l) => l.chargeId))];
  const named = refs.length
    ? db.kysely
        .selectFrom("payments as p")
        .innerJoin("orders as o", "o.id", "p.order_id")
        .select(["p.provider_ref as ref", "p.amount", "o.id as orderId", "o.number", sql<string | null>`null`.as("day")])
        .where("p.provider_ref", "in", refs)
    : null;
  const [ours, known] = await Promise.all([paidThen.execute(), named ? named.execute() : Promise.resolve([])]);
  const record = new Map<string, { amount: number; orderId: string; number: number | null; day: string | null }>();
  for (const r of [...known, ...ours]) {
    if (!r.ref) continue;
    const before = record.get(r.ref);
    record.set(r.ref, { amount: r.amount, orderId: r.orderId, number: r.number ?? null, day: r.day ?? before?.day ?? null });
  }

  const rows: ReconcileRow[] = [];
  const reported = new Map<string, SettlementLine>();
  for (const line of lines) {
    const seen = reported.get(line.chargeId);
    // A charge on two lines of one report: their amounts and fees together.
    reported.set(line.chargeId, seen ? { ...seen, amount: seen.amount + line.amount, fee: seen.fee + line.fee } : line);
  }
  for (const line of reported.values()) {
    const mine = record.get(line.chargeId);
    rows.push({
      chargeId: line.chargeId,
      outcome: !mine ? "unknown" : mine.amount === line.amount ? "matched" : "mismatch",
      orderId: mine?.orderId ?? null,
      orderNumber: mine?.number ?? null,
      ours: mine?.amount ?? null,
      reported: line.amount,
      fee: line.fee,
      day: mine?.day ?? line.day,
    });
  }
  for (const r of ours) {
    if (!r.ref || reported.has(r.ref)) continue;
    rows.push({
      chargeId: r.ref,
      outcome: "missing",
      orderId: r.orderId,
      orderNumber: r.number ?? null,
      ours: r.amount,
      reported: null,
      fee: null,
      day: r.day,
    });
  }
  const rank: Record<ReconcileOutcome, number> = { mismatch: 0, missing: 1, unknown: 2, matched: 3 };
  rows.sort((a, b) => rank[a.outcome] - rank[b.outcome] || a.day.localeCompare(b.day) || a.chargeId.localeCompare(b.chargeId));
  const counts: Record<ReconcileOutcome, number> = { matched: 0, mismatch: 0, missing: 0, unknown: 0 };
  for (const row of rows) counts[row.outcome]++;
  return { from, to, counts, fees: lines.reduce((n, l) => n + l.fee, 0), rows };
}
