// Returns (docs/decisions/050-returns.md): the owner's window and policy, what a delivered order can
// still send back, a shopper's request, and each step staff take. Every step is one conditional
// UPDATE on the status it read (`where status = <read>`) in one transaction with its side effects
// (restock, refund row, message, audit): two staff pressing at once move a return once, so nothing
// is restocked or refunded twice, on either engine.
import { issueStoreCredit } from "../store-credit/ledger";
import { reserveRefund, type RefundReservation } from "../payments/admin-payments";
import { lockOrderRefunds, orderRefundRoom } from "./order-refunds";
import { paidByLine, paidForUnits, refundCap, refundDue } from "../../app/shared/refund-amounts";
import { formatQR } from "../../app/shared/money";
import { toE164 } from "../../app/shared/phone";
import { randomUUID } from "node:crypto";
import { sql, type Kysely, type Selectable, type Transaction } from "kysely";
import type { AdminReturn, AdminReturnLine, AdminReturnList, ReturnFigures } from "../../app/admin/returns/returns-contract";
import type { MailKind } from "../../app/admin/orders/orders-contract";
import type { Order, OrderItem } from "../../app/shared/order";
import { qatarDay } from "../../app/shared/qatar-days";
import {
  COUNTED_STATUSES,
  DEFAULT_RETURN_SETTINGS,
  REFUND_KINDS,
  RETURN_REASONS,
  refundKindsFor,
  returnSettingsSchema,
  returnWindowEnd,
  withinReturnWindow,
  type RefundKind,
  type ReturnFilters,
  type ReturnOptions,
  type ReturnRequest,
  type ReturnSettings,
  type ReturnStatus,
  type ReturnableLine,
  type ShopperReturn,
} from "../../app/shared/returns";
import type { Db } from "../db/database";
import type { Database, ReturnsTable } from "../db/schema";
import { enqueue } from "../mail/outbox";
import { newOrderId as timeOrderedId } from "../orders/order-id";
import { findOrder } from "../orders/order-store";
import type { ReturnMailInfo } from "../mail/order-mail";

type Executor = Kysely<Database> | Transaction<Database>;

const RETURN_SETTINGS_KEY = "returns";
const PAGE_SIZE = 20;

export async function returnSettings(k: Executor): Promise<ReturnSettings> {
  const row = await k.selectFrom("shop_settings").select("value").where("key", "=", RETURN_SETTINGS_KEY).executeTakeFirst();
  if (!row) return DEFAULT_RETURN_SETTINGS;
  const parsed = returnSettingsSchema.safeParse(JSON.parse(row.value));
  return parsed.success ? parsed.data : DEFAULT_RETURN_SETTINGS;
}

export async function saveReturnSettings(k: Executor, settings: ReturnSettings): Promise<void> {
  const value = JSON.stringify(settings);
  await k
    .insertInto("shop_settings")
    .values({ key: RETURN_SETTINGS_KEY, value })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
    .execute();
}

/** Units of each order line that returns (other than refused ones) hold already. */
async function heldByLine(k: Executor, orderId: string): Promise<Map<number, number>> {
  const rows = await k
    .selectFrom("return_lines")
    .innerJoin("returns", "returns.id", "return_lines.return_id")
    .select(["return_lines.line", (eb) => eb.fn.sum<number>("return_lines.quantity").as("n")])
    .where("returns.order_id", "=", orderId)
    .where("returns.status", "in", COUNTED_STATUSES)
    .groupBy("return_lines.line")
    .execute();
  return new Map(rows.map((r) => [Number(r.line), Number(r.n)]));
}

const returnableLines = (order: Order, held: Map<number, number>): ReturnableLine[] =>
  order.items.map((item, line) => ({
    line,
    name: item.name,
    sizeMl: item.variant?.sizeMl ?? null,
    bought: item.quantity,
    returnable: Math.max(0, item.quantity - (held.get(line) ?? 0)),
    unitPrice: item.unitPrice,
  }));

const deliveredAt = (order: Order) => (order.status === "Delivered" ? (order.dispatch?.deliveredAt ?? order.updatedAt) : null);

export async function returnOptions(db: Db, order: Order, now: Date): Promise<ReturnOptions> {
  const settings = await returnSettings(db.kysely);
  const lines = returnableLines(order, await heldByLine(db.kysely, order.id));
  const delivered = deliveredAt(order);
  const closedBecause =
    delivered === null
      ? "not-delivered"
      : !withinReturnWindow(delivered, settings.windowDays, now)
        ? "window-over"
        : lines.every((l) => l.returnable === 0)
          ? "nothing-left"
          : null;
  return {
    open: closedBecause === null,
    closedBecause,
    until: delivered ? returnWindowEnd(delivered, settings.windowDays) : null,
    windowDays: settings.windowDays,
    policy: settings.policy,
    refundKinds: refundKindsFor(order.paymentMethod),
    lines,
    returns: await shopperReturns(db, order.id),
  };
}

async function shopperReturns(db: Db, orderId: string): Promise<ShopperReturn[]> {
  const rows = await db.kysely.selectFrom("returns").selectAll().where("order_id", "=", orderId).orderBy("created_at").execute();
  const lines = await linesOf(
    db.kysely,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    status: r.status,
    refund: r.refund_choice,
    createdAt: r.created_at,
    pickupDay: r.pickup_day,
    message: r.message,
    refundAmount: r.refund_amount,
    lines: (lines.get(r.id) ?? []).map((l) => ({ line: l.line, name: l.name, quantity: l.quantity })),
  }));
}

/**
 * What each line of the order was paid (app/shared/refund-amounts.ts): the order's discount less
 * what its free-delivery promotions took off the delivery, spread over the lines by their totals.
 */
async function paidOfLines(k: Executor, order: Order): Promise<number[]> {
  const applied = order.promotions ?? [];
  const rows = applied.length
    ? await k
        .selectFrom("promotions")
        .select(["id", "definition"])
        .where(
          "id",
          "in",
          applied.map((p) => p.promotionId),
        )
        .execute()
    : [];
  // Only the type is read, without the full definition's rules: a definition stored under older
  // rules must not stop a return.
  const typeOf = (definition: string): unknown => {
    try {
      return (JSON.parse(definition) as { type?: unknown }).type;
    } catch {
      return null;
    }
  };
  const freeDelivery = new Set(rows.filter((r) => typeOf(r.definition) === "free_delivery").map((r) => r.id));
  return paidByLine({
    lineTotals: order.items.map((item) => item.lineTotal),
    shippingCost: order.shippingCost,
    discount: order.discount ?? 0,
    deliveryDiscount: applied.reduce((n, p) => n + (freeDelivery.has(p.promotionId) ? p.amount : 0), 0),
  });
}

export type CreateReturnResult =
  { kind: "created"; id: string } | { kind: "invalid"; errors: { field: string; message: string }[] };

/**
 * A shopper's request, checked against the order as it is now: delivered, within the window, each
 * line one of the order's and no more than bought less what other returns hold. On PostgreSQL the
 * order's row is locked first, so two requests at once cannot both take the last units.
 */
export async function createReturn(db: Db, order: Order, request: ReturnRequest, now: Date): Promise<CreateReturnResult> {
  const settings = await returnSettings(db.kysely);
  const delivered = deliveredAt(order);
  if (delivered === null) {
    return { kind: "invalid", errors: [{ field: "orderNumber", message: "This order is not delivered yet." }] };
  }
  if (!withinReturnWindow(delivered, settings.windowDays, now)) {
    return {
      kind: "invalid",
      errors: [{ field: "orderNumber", message: `Returns are accepted within ${settings.windowDays} days of delivery.` }],
    };
  }
  if (!refundKindsFor(order.paymentMethod).includes(request.refund)) {
    return { kind: "invalid", errors: [{ field: "refund", message: "A card refund is only for orders paid online." }] };
  }
  const paid = await paidOfLines(db.kysely, order);
  return db.kysely.transaction().execute(async (trx): Promise<CreateReturnResult> => {
    if (db.engine === "postgres") {
      await trx.selectFrom("orders").select("id").where("id", "=", order.id).forUpdate().executeTakeFirst();
    }
    const held = await heldByLine(trx, order.id);
    const errors: { field: string; message: string }[] = [];
    request.lines.forEach((requested, index) => {
      const item = order.items[requested.line];
      if (!item) {
        errors.push({ field: `lines.${index}.line`, message: "This order has no such line." });
        return;
      }
      const left = item.quantity - (held.get(requested.line) ?? 0);
      if (requested.quantity > left) {
        errors.push({
          field: `lines.${index}.quantity`,
          message: left === 0 ? "This item is already being returned." : `At most ${left} of this item can be returned.`,
        });
      }
    });
    if (errors.length) return { kind: "invalid", errors };
    const id = randomUUID();
    const at = now.toISOString();
    await trx
      .insertInto("returns")
      .values({
        id,
        order_id: order.id,
        order_number: order.orderNumber,
        status: "requested",
        reason: request.reason,
        refund_choice: request.refund,
        message: null,
        driver_id: null,
        pickup_day: null,
        refund_kind: null,
        refund_amount: null,
        refund_ref: null,
        refund_day: null,
        refunded_by: null,
        refunded_at: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    await trx
      .insertInto("return_lines")
      .values(
        request.lines.map((l) => {
          const item = order.items[l.line];
          return {
            return_id: id,
            line: l.line,
            product_id: item.type === "product" ? item.ref : null,
            name: item.name,
            unit_price: item.unitPrice,
            quantity: l.quantity,
            received: null,
            damaged: null,
            // What these units were paid, as the order was paid (its discount spread over its lines).
            paid: paidForUnits(paid[l.line], item.quantity, l.quantity),
          };
        }),
      )
      .execute();
    await returnMessage(trx, order, "return-requested", null, now);
    return { kind: "created", id };
  });
}

/** The shopper's message for a step, in the order's language through the outbox, when they gave an address. */
async function returnMessage(trx: Executor, order: Order, kind: MailKind, amount: number | null, now: Date) {
  if (!order.customer.email) return;
  const at = now.toISOString();
  await enqueue(trx, [
    {
      id: timeOrderedId(now),
      order_id: order.id,
      kind,
      recipient: order.customer.email,
      created_at: at,
      next_attempt_at: at,
      claimed_until: null,
      last_attempt_at: null,
      sent_at: null,
      last_error: null,
      amount,
    },
  ]);
}

async function linesOf(k: Executor, ids: string[]): Promise<Map<string, AdminReturnLine[]>> {
  const map = new Map<string, AdminReturnLine[]>();
  if (ids.length === 0) return map;
  const rows = await k.selectFrom("return_lines").selectAll().where("return_id", "in", ids).orderBy("line").execute();
  for (const r of rows) {
    const list = map.get(r.return_id) ?? [];
    list.push({
      line: Number(r.line),
      productId: r.product_id,
      name: r.name,
      unitPrice: Number(r.unit_price),
      quantity: Number(r.quantity),
      received: r.received === null ? null : Number(r.received),
      damaged: r.damaged === null ? null : Number(r.damaged),
      restocked: Number(r.restocked),
      paid: Number(r.paid),
    });
    map.set(r.return_id, list);
  }
  return map;
}

/** What the units asked back were paid: the cash a driver gives back for them. */
const lineValue = (lines: AdminReturnLine[]) => lines.reduce((n, l) => n + l.paid, 0);

async function toAdminReturns(k: Executor, rows: Selectable<ReturnsTable>[]): Promise<AdminReturn[]> {
  if (rows.length === 0) return [];
  const lines = await linesOf(
    k,
    rows.map((r) => r.id),
  );
  const orders = await k
    .selectFrom("orders")
    .select(["id", "customer_name", "payment_method"])
    .where(
      "id",
      "in",
      rows.map((r) => r.order_id),
    )
    .execute();
  const driverIds = [...new Set(rows.map((r) => r.driver_id).filter((id): id is string => id !== null))];
  const drivers = driverIds.length
    ? await k.selectFrom("drivers").select(["id", "name"]).where("id", "in", driverIds).execute()
    : [];
  const orderOf = new Map(orders.map((o) => [o.id, o]));
  const driverOf = new Map(drivers.map((d) => [d.id, d.name]));
  return rows.map((r) => {
    const own = lines.get(r.id) ?? [];
    return {
      id: r.id,
      orderId: r.order_id,
      orderNumber: Number(r.order_number),
      status: r.status,
      reason: r.reason,
      refundChoice: r.refund_choice,
      paymentMethod: orderOf.get(r.order_id)?.payment_method ?? "",
      customerName: orderOf.get(r.order_id)?.customer_name ?? "",
      message: r.message,
      driverId: r.driver_id,
      driverName: r.driver_id ? (driverOf.get(r.driver_id) ?? null) : null,
      pickupDay: r.pickup_day,
      value: lineValue(own),
      refundKind: r.refund_kind ?? null,
      refundAmount: r.refund_amount === null ? null : Number(r.refund_amount),
      refundedBy: r.refunded_by,
      refundedAt: r.refunded_at,
      createdAt: r.created_at,
      updatedAt: r.updated_at,
      lines: own,
    };
  });
}

export async function findReturn(k: Executor, id: string): Promise<AdminReturn | null> {
  const row = await k.selectFrom("returns").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? ((await toAdminReturns(k, [row]))[0] ?? null) : null;
}

export async function listReturns(db: Db, filters: ReturnFilters): Promise<AdminReturnList> {
  let query = db.kysely.selectFrom("returns");
  if (filters.status) query = query.where("status", "=", filters.status);
  if (filters.order) query = query.where("order_id", "=", filters.order);
  const [{ n }, rows, counts] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
    query
      .selectAll()
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(PAGE_SIZE)
      .offset((filters.page - 1) * PAGE_SIZE)
      .execute(),
    db.kysely
      .selectFrom("returns")
      .select(["status", (eb) => eb.fn.countAll<number>().as("n")])
      .groupBy("status")
      .execute(),
  ]);
  const total = Number(n);
  return {
    returns: await toAdminReturns(db.kysely, rows),
    total,
    page: filters.page,
    pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    counts: Object.fromEntries(counts.map((c) => [c.status, Number(c.n)])),
  };
}

export type StepResult =
  | { kind: "done"; before: AdminReturn; after: AdminReturn }
  | { kind: "not-found" }
  /** Not allowed from its status now (another person moved it first, or it is the wrong step). */
  | { kind: "conflict"; status: ReturnStatus }
  | { kind: "invalid"; errors: { field: string; message: string }[] };

/** Moves a return from the status read to `to` with `set`, guarded by that status; false if someone moved it first. */
async function move(
  trx: Transaction<Database>,
  id: string,
  from: ReturnStatus,
  set: Partial<Omit<ReturnsTable, "id">>,
  now: Date,
): Promise<boolean> {
  const result = await trx
    .updateTable("returns")
    .set({ ...set, updated_at: now.toISOString() })
    .where("id", "=", id)
    .where("status", "=", from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Lost the race: the guarded UPDATE changed nothing. Rolls the step's transaction back. */
class MovedMeanwhile extends Error {}

interface StepContext {
  db: Db;
  id: string;
  now: Date;
  /** Runs inside the step's transaction (the audit row). */
  onDone?: (trx: Transaction<Database>, before: AdminReturn, after: AdminReturn) => Promise<void>;
}

async function step(
  ctx: StepContext,
  allowed: readonly ReturnStatus[],
  run: (trx: Transaction<Database>, current: AdminReturn, order: Order | null) => Promise<StepResult | null>,
): Promise<StepResult> {
  const { db, id } = ctx;
  const before = await findReturn(db.kysely, id);
  if (!before) return { kind: "not-found" };
  if (!allowed.includes(before.status)) return { kind: "conflict", status: before.status };
  const order = await findOrder(db, before.orderId);
  try {
    return await db.kysely.transaction().execute(async (trx) => {
      const refused = await run(trx, before, order);
      if (refused) return refused;
      const after = (await findReturn(trx, id))!;
      await ctx.onDone?.(trx, before, after);
      return { kind: "done", before, after };
    });
  } catch (error) {
    if (error instanceof MovedMeanwhile) {
      const now = await findReturn(db.kysely, id);
      return now ? { kind: "conflict", status: now.status } : { kind: "not-found" };
    }
    throw error;
  }
}

export function approveReturn(ctx: StepContext, message: string | null): Promise<StepResult> {
  return step(ctx, ["requested"], async (trx, current, order) => {
    if (!(await move(trx, current.id, current.status, { status: "approved", message }, ctx.now))) throw new MovedMeanwhile();
    if (order) await returnMessage(trx, order, "return-approved", null, ctx.now);
    return null;
  });
}

export function refuseReturn(ctx: StepContext, message: string): Promise<StepResult> {
  return step(ctx, ["requested", "approved"], async (trx, current, order) => {
    if (!(await move(trx, current.id, current.status, { status: "refused", message }, ctx.now))) throw new MovedMeanwhile();
    if (order) await returnMessage(trx, order, "return-refused", null, ctx.now);
    return null;
  });
}

/** A driver collects it on a day: it shows on their run sheet (with the cash to give back, for a cash refund). */
export function schedulePickup(ctx: StepContext, driverId: string, day: string): Promise<StepResult> {
  return step(ctx, ["approved", "pickup_scheduled"], async (trx, current, order) => {
    const driver = await trx.selectFrom("drivers").select(["id", "active"]).where("id", "=", driverId).executeTakeFirst();
    if (!driver || driver.active === 0)
      return { kind: "invalid", errors: [{ field: "driverId", message: "Choose an active driver." }] };
    if (day < qatarDay(ctx.now)) return { kind: "invalid", errors: [{ field: "day", message: "Choose today or a later day." }] };
    const moved = await move(
      trx,
      current.id,
      current.status,
      { status: "pickup_scheduled", driver_id: driverId, pickup_day: day },
      ctx.now,
    );
    if (!moved) throw new MovedMeanwhile();
    if (order) await returnMessage(trx, order, "return-pickup", null, ctx.now);
    return null;
  });
}

/**
 * What came back: per line, received and damaged. Only the undamaged units go back to stock, to
 * the size that was sold (a bundle's or trio's to each perfume's size inside it), and only to sizes
 * whose stock is tracked; in the same transaction as the move, so it happens once.
 */
export function receiveReturn(
  ctx: StepContext,
  lines: { line: number; received: number; damaged: number }[],
): Promise<StepResult> {
  return step(ctx, ["approved", "pickup_scheduled"], async (trx, current, order) => {
    const byLine = new Map(current.lines.map((l) => [l.line, l]));
    const errors: { field: string; message: string }[] = [];
    lines.forEach((l, index) => {
      const own = byLine.get(l.line);
      if (!own) errors.push({ field: `lines.${index}.line`, message: "This return has no such line." });
      else if (l.received > own.quantity)
        errors.push({ field: `lines.${index}.received`, message: `At most ${own.quantity} were sent back.` });
    });
    if (errors.length) return { kind: "invalid", errors };
    if (!(await move(trx, current.id, current.status, { status: "received" }, ctx.now))) throw new MovedMeanwhile();
    const given = new Map(lines.map((l) => [l.line, l]));
    for (const own of current.lines) {
      const got = given.get(own.line) ?? { received: 0, damaged: 0 };
      const undamaged = got.received - got.damaged;
      const item = order?.items[own.line];
      const restocked = item && undamaged > 0 ? await restock(trx, item, undamaged) : 0;
      await trx
        .updateTable("return_lines")
        .set({ received: got.received, damaged: got.damaged, restocked })
        .where("return_id", "=", current.id)
        .where("line", "=", own.line)
        .execute();
    }
    if (order) await returnMessage(trx, order, "return-received", null, ctx.now);
    return null;
  });
}

/** Puts `units` of a line back on its sizes' stock; the units of the line restocked (0 when its size is not tracked). */
async function restock(trx: Executor, item: OrderItem, units: number): Promise<number> {
  const sizes =
    item.type === "product"
      ? item.variant
        ? [{ variantId: item.variant.id, each: 1 }]
        : []
      : item.products.flatMap((p) => (p.variantId ? [{ variantId: p.variantId, each: p.quantity }] : []));
  let any = false;
  for (const { variantId, each } of sizes) {
    const result = await trx
      .updateTable("product_variants")
      .set({ stock: sql<number>`stock + ${each * units}` })
      .where("id", "=", variantId)
      .where("stock", "is not", null)
      .executeTakeFirst();
    any ||= Number(result.numUpdatedRows) > 0;
  }
  return any ? units : 0;
}

/** How staff refund a received return. */
export interface RefundOptions {
  kind: RefundKind;
  amount: number | null;
  by: string;
  /**
   * The card refund through the payment provider (decision 040), null while online payment is off.
   * Its amount is held on the payment in the move's transaction; the provider is asked once the
   * return is marked refunded (committed), so only the request that moved it asks; a refusal gives
   * the hold back (it is this function's) and moves the return back.
   */
  refundCard:
    ((reservation: RefundReservation) => Promise<{ ok: true; refundId: string } | { ok: false; message: string }>) | null;
}

const invalid = (field: string, message: string): StepResult => ({ kind: "invalid", errors: [{ field, message }] });

/**
 * The refund of a received return: store credit, cash the driver handed over at the pickup (money
 * out in the Cash section, on the refund's day and the pickup's driver), the card through the
 * provider, or an exchange (no money). By default what the undamaged units received were paid,
 * at most what every unit received was paid, and never more than the order has left: its refunds
 * of every kind are held (`lockOrderRefunds`) and counted in the move's transaction, so two at
 * once never give back more than the order was paid. Guarded by the status like every step: a
 * second press finds it refunded and refunds nothing.
 */
export async function refundReturn(ctx: StepContext, options: RefundOptions): Promise<StepResult> {
  const kind = options.kind;
  let reservation: RefundReservation | null = null;
  const result = await step(ctx, ["received"], async (trx, current, order) => {
    if (kind === "card" && current.paymentMethod !== "Pay Online")
      return invalid("kind", "A card refund is only for orders paid online.");
    if (kind === "card" && !options.refundCard)
      return invalid("kind", "Online payment is off: there is no provider to refund through.");
    if (kind === "cash" && !current.driverId) {
      return invalid("kind", "A cash refund is handed over by the pickup's driver: schedule a pickup first.");
    }
    await lockOrderRefunds(trx, ctx.db.engine, current.orderId);
    // An order staff deleted has no total left to count against: what came back caps it alone.
    const room = await orderRefundRoom(trx, current.orderId);
    const due = refundDue(current.lines);
    const cap = refundCap(current.lines);
    const most = Math.min(cap, room?.left ?? cap);
    const amount = kind === "exchange" ? 0 : (options.amount ?? Math.min(due, most));
    if (amount > most || (kind !== "exchange" && options.amount === null && amount === 0 && due > 0)) {
      return invalid(
        "amount",
        most < cap && most === 0
          ? "Everything paid for this order has already been given back."
          : most < cap
            ? `At most ${formatQR(most)} is left to give back on this order.`
            : `At most ${formatQR(most)}: what was paid for what came back.`,
      );
    }
    if (kind === "card" && amount > 0) {
      const reserved = await reserveRefund(
        trx,
        { orderId: current.orderId, amount, reason: `Return of order #${current.orderNumber}`, by: options.by, orderLeft: most },
        ctx.now,
      );
      if (!reserved.ok) {
        return invalid(
          reserved.reason === "no-payment" ? "kind" : "amount",
          reserved.reason === "no-payment"
            ? "This order has no online payment to refund."
            : `At most ${formatQR(reserved.left)} is left to refund to the card.`,
        );
      }
      reservation = reserved.reservation;
    }
    const moved = await move(
      trx,
      current.id,
      current.status,
      {
        status: kind === "exchange" ? "exchanged" : "refunded",
        refund_kind: kind,
        refund_amount: amount,
        refund_day: qatarDay(ctx.now),
        refunded_by: options.by,
        refunded_at: ctx.now.toISOString(),
      },
      ctx.now,
    );
    if (!moved) throw new MovedMeanwhile();
    if (kind === "store_credit" && amount > 0) {
      // In the refund's own transaction: the credit exists exactly when the return says so
      // (docs/decisions/051-store-credit.md).
      await issueStoreCredit(trx, {
        phone: order?.customer.phoneNumber ?? toE164(order?.customer.phone ?? "") ?? "",
        amount,
        reason: `Return of order #${current.orderNumber}`,
        source: { kind: "return", id: current.id },
        at: ctx.now,
      });
    }
    // A card refund's message comes with the provider's confirmation (decision 040).
    if (order && kind !== "card") await returnMessage(trx, order, "return-refunded", amount > 0 ? amount : null, ctx.now);
    return null;
  });
  const held = reservation as RefundReservation | null;
  if (result.kind !== "done" || !held || !options.refundCard) return result;
  const card = await options.refundCard(held);
  if (card.ok) {
    await ctx.db.kysely.updateTable("returns").set({ refund_ref: card.refundId }).where("id", "=", ctx.id).execute();
    return { ...result, after: (await findReturn(ctx.db.kysely, ctx.id))! };
  }
  // Refused by the provider: the return waits for another way.
  await ctx.db.kysely
    .updateTable("returns")
    .set({ status: "received", refund_kind: null, refund_amount: null, refund_day: null, refunded_by: null, refunded_at: null })
    .where("id", "=", ctx.id)
    .where("status", "=", "refunded")
    .execute();
  return { kind: "invalid", errors: [{ field: "kind", message: card.message }] };
}

/** A driver's pickups to make (scheduled, not yet received), by day: the run sheet's returns. */
export async function driverPickups(db: Db, driverId: string): Promise<AdminReturn[]> {
  const rows = await db.kysely
    .selectFrom("returns")
    .selectAll()
    .where("driver_id", "=", driverId)
    .where("status", "=", "pickup_scheduled")
    .orderBy("pickup_day")
    .orderBy("created_at")
    .execute();
  return toAdminReturns(db.kysely, rows);
}

/** Cash refunds the drivers handed over, by Qatar day and driver, from `from` to `to` (or before `before`). */
export async function cashRefunds(db: Db, range: { from: string; to: string } | { before: string }) {
  let query = db.kysely
    .selectFrom("returns")
    .select([
      "refund_day",
      "driver_id",
      (eb) => eb.fn.countAll<number>().as("n"),
      (eb) => eb.fn.sum<number>("refund_amount").as("amount"),
    ])
    .where("refund_kind", "=", "cash")
    .where("driver_id", "is not", null);
  query =
    "before" in range
      ? query.where("refund_day", "<", range.before)
      : query.where("refund_day", ">=", range.from).where("refund_day", "<=", range.to);
  const rows = await query.groupBy(["refund_day", "driver_id"]).execute();
  return rows.map((r) => ({ day: r.refund_day!, driverId: r.driver_id!, count: Number(r.n), amount: Number(r.amount ?? 0) }));
}

/** Returns' figures for the Analytics section, grouped in SQL: by perfume, by reason, refunds by kind. */
export async function returnFigures(db: Db, from: string, to: string): Promise<ReturnFigures> {
  const start = `${from}T00:00:00.000Z`;
  const endDate = new Date(Date.parse(`${to}T00:00:00.000Z`) + 86_400_000).toISOString();
  const k = db.kysely;
  const [sold, returned, reasons, refunds] = await Promise.all([
    k
      .selectFrom("order_items")
      .innerJoin("orders", "orders.id", "order_items.order_id")
      .select([
        "order_items.item_ref",
        (eb) => eb.fn.max("order_items.name").as("name"),
        (eb) => eb.fn.sum<number>("order_items.quantity").as("n"),
      ])
      .where("order_items.item_type", "=", "product")
      .where("orders.status", "=", "Delivered")
      .where("orders.created_at", ">=", start)
      .where("orders.created_at", "<", endDate)
      .groupBy("order_items.item_ref")
      .execute(),
    k
      .selectFrom("return_lines")
      .innerJoin("returns", "returns.id", "return_lines.return_id")
      .select([
        "return_lines.product_id",
        (eb) => eb.fn.max("return_lines.name").as("name"),
        (eb) => eb.fn.sum<number>("return_lines.quantity").as("n"),
      ])
      .where("returns.status", "in", COUNTED_STATUSES)
      .where("returns.created_at", ">=", start)
      .where("returns.created_at", "<", endDate)
      .where("return_lines.product_id", "is not", null)
      .groupBy("return_lines.product_id")
      .execute(),
    k
      .selectFrom("returns")
      .select(["reason", (eb) => eb.fn.countAll<number>().as("n")])
      .where("created_at", ">=", start)
      .where("created_at", "<", endDate)
      .groupBy("reason")
      .execute(),
    k
      .selectFrom("returns")
      .select(["refund_kind", (eb) => eb.fn.countAll<number>().as("n"), (eb) => eb.fn.sum<number>("refund_amount").as("amount")])
      .where("refund_kind", "is not", null)
      .where("refund_day", ">=", from)
      .where("refund_day", "<=", to)
      .groupBy("refund_kind")
      .execute(),
  ]);
  const soldOf = new Map(sold.map((s) => [s.item_ref ?? "", { name: String(s.name ?? ""), n: Number(s.n) }]));
  const products = returned
    .map((r) => {
      const id = r.product_id ?? "";
      const units = soldOf.get(id)?.n ?? 0;
      const back = Number(r.n);
      return {
        productId: id,
        name: String(r.name ?? soldOf.get(id)?.name ?? ""),
        sold: units,
        returned: back,
        rate: units > 0 ? back / units : 0,
      };
    })
    .sort((a, b) => b.rate - a.rate || b.returned - a.returned);
  const reasonCount = new Map(reasons.map((r) => [r.reason, Number(r.n)]));
  const refundOf = new Map(refunds.map((r) => [r.refund_kind, { count: Number(r.n), amount: Number(r.amount ?? 0) }]));
  return {
    from,
    to,
    products,
    reasons: RETURN_REASONS.map((reason) => ({ reason, count: reasonCount.get(reason) ?? 0 })).filter((r) => r.count > 0),
    refunds: REFUND_KINDS.map((kind) => ({ kind, ...(refundOf.get(kind) ?? { count: 0, amount: 0 }) })),
  };
}

/**
 * What a return's message says: the order's return changed last at or before the message was
 * queued (a message is queued with the step), read when it is sent, so a resent copy says it too.
 */
export async function returnMailInfo(db: Db, orderId: string, queuedAt: string): Promise<ReturnMailInfo | null> {
  const row =
    (await db.kysely
      .selectFrom("returns")
      .selectAll()
      .where("order_id", "=", orderId)
      .where("updated_at", "<=", queuedAt)
      .orderBy("updated_at", "desc")
      .executeTakeFirst()) ??
    (await db.kysely
      .selectFrom("returns")
      .selectAll()
      .where("order_id", "=", orderId)
      .orderBy("updated_at", "desc")
      .executeTakeFirst());
  if (!row) return null;
  const lines = (await linesOf(db.kysely, [row.id])).get(row.id) ?? [];
  return {
    lines: lines.map((l) => ({ name: l.name, quantity: l.quantity })),
    message: row.message,
    pickupDay: row.pickup_day,
    refundKind: row.refund_kind ?? null,
  };
}
