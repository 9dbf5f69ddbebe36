// What the admin dashboard reads, computed by the database: one page of orders with a count of the
// filtered list, stats and the per-day series. Nothing here loads every order.
// - Pages: the ids are found on the (status,) created_at index first (covering, so OFFSET skips
//   index entries only), then just that page's rows and items are read: two more queries, no N+1.
// - Counts without a search, stats and the daily series read order_daily_stats (a row per Qatar day
//   kept by triggers), because every date filter is whole Qatar days.
import type { Db } from "../db/database";
import type { Database, OrderItemsTable, OrdersTable } from "../db/schema";
import type { OrderFilter, Paging } from "./admin-params";
import { nameDrivers, rowsToOrder } from "./order-store";
import { readOrderPromotions } from "../promotions/order-promotions";
import { sql, type SqlBool } from "kysely";
import { planSearch, searchTerms, type SearchPlan } from "./order-search";
import { UNINDEXED } from "../db/search-index";
import { addDays, eachDay, qatarDay, rangeInstants, type DayRange } from "../../app/shared/qatar-days";
import type { DayTotals, Stats, TodayFigures } from "../../app/admin/overview/overview-contract";
import { AWAITING_DISPATCH, UNPAID_STATUSES, type Order, type OrderStatus } from "../../app/shared/order";
import { PAYMENT_FILTER_STATES } from "../../app/shared/payments/payment-filter";
import type { PaymentState } from "../../app/shared/payments/state";

/** Each status's counter in order_daily_stats (kept by the triggers of migration 003). */
const STATUS_COLUMNS = {
  Pending: "pending",
  "Awaiting payment": "awaiting_payment",
  "Payment failed": "payment_failed",
  Paid: "paid",
  Processing: "processing",
  Shipped: "shipped",
  Delivered: "delivered",
  Cancelled: "cancelled",
} as const satisfies Record<OrderStatus, keyof Database["order_daily_stats"]>;

const ORDER_COLUMNS = [
  "id",
  "created_at",
  "updated_at",
  "customer_name",
  "customer_email",
  "customer_phone",
  "phone_number",
  "customer_address",
  "customer_city",
  "order_notes",
  "total_amount",
  "shipping_cost",
  "final_total",
  "status",
  "payment_method",
  "language",
  "number",
  "address_zone",
  "address_street",
  "address_building",
  "confirmed_at",
  "confirmed_by",
  "confirmed_via",
  "cancel_reason",
  "cancel_note",
  "bot_flag",
  "delivery_date",
  "delivery_slot",
  "driver_id",
  "assigned_at",
  "assigned_by",
  "collected",
  "collected_by",
  "collection_note",
  "delivered_at",
  "gift",
  "discount",
  "payment_state",
  "payment_ref",
] as const satisfies readonly (keyof OrdersTable)[];

/** "1001" or "#1001": an order's number, as a shopper reads it out. */
const ORDER_NUMBER = /^#?(\d{1,9})$/;

/** How the filter's search text will be matched (null: no search); worked out once per request. */
export async function prepareSearch(db: Db, filter: OrderFilter): Promise<SearchPlan | null> {
  const q = filter.q.trim();
  const numbered = ORDER_NUMBER.exec(q);
  const byNumber = numbered
    ? await db.kysely.selectFrom("orders").select("id").where("number", "=", Number(numbered[1])).executeTakeFirst()
    : undefined;
  // "#1001" means the order's number and nothing else.
  if (numbered && q.startsWith("#")) return { kind: "ids", ids: byNumber ? [byNumber.id] : [] };
  const terms = searchTerms(q);
  const plan = terms ? await planSearch(db, terms) : null;
  if (!byNumber || !plan) return plan;
  // Digits alone may be a number or part of a phone: both match, the numbered order first.
  if (plan.kind === "ids") return { kind: "ids", ids: [byNumber.id, ...plan.ids.filter((id) => id !== byNumber.id)] };
  return { ...plan, condition: sql<SqlBool>`(${plan.condition} or orders.id = ${byNumber.id})` };
}

const reviewed = (filter: OrderFilter) => filter.review === "unconfirmed" || filter.review === "ready";

const hasStatusOrDates = (filter: OrderFilter) =>
  filter.status !== "All" || reviewed(filter) || filter.days.fromDay !== null || filter.days.toDay !== null;

/** The orders matching a filter, as a query to select from. */
function filteredOrders(db: Db, filter: OrderFilter, search: SearchPlan | null) {
  let query = db.kysely.selectFrom("orders");
  if (filter.status !== "All") query = query.where("orders.status", "=", filter.status);
  if (filter.review === "unconfirmed")
    query = query.where("orders.confirmed_at", "is", null).where("orders.status", "in", AWAITING_DISPATCH);
  if (filter.review === "ready")
    query = query.where("orders.confirmed_at", "is not", null).where("orders.status", "in", AWAITING_DISPATCH);
  const { start, end } = rangeInstants(filter.days);
  if (start) query = query.where("orders.created_at", ">=", start);
  if (end) query = query.where("orders.created_at", "<", end);
  if (filter.driver) query = query.where("orders.driver_id", "=", filter.driver);
  if (filter.deliveryDay) query = query.where("orders.delivery_date", "=", filter.deliveryDay);
  if (filter.slot) query = query.where("orders.delivery_slot", "=", filter.slot);
  if (filter.area) query = query.where("orders.customer_city", "=", filter.area);
  // On orders.payment_state, indexed with created_at (migration 042): null is no online payment.
  if (filter.payment === "cash") query = query.where("orders.payment_state", "is", null);
  else if (filter.payment) query = query.where("orders.payment_state", "in", PAYMENT_FILTER_STATES[filter.payment]);
  if (search?.kind === "ids") {
    query = search.ids.length ? query.where("orders.id", "in", search.ids) : query.where(sql<boolean>`1 = 0`);
  } else if (search) {
    query = query.where(search.condition);
  }
  return query;
}

/** Full orders (with items) for some ids, in the order of `ids`; ids no longer there are skipped. */
async function loadOrders(db: Db, ids: readonly string[]): Promise<Order[]> {
  if (ids.length === 0) return [];
  const rows = await db.kysely.selectFrom("orders").select(ORDER_COLUMNS).where("id", "in", ids).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return withItems(
    db,
    ids.flatMap((id) => byId.get(id) ?? []),
  );
}

type OrderRow = Pick<OrdersTable, (typeof ORDER_COLUMNS)[number]>;

/**
 * The orders of some rows, in their order, each with its items and the promotions applied to it
 * (one query for all the items, one for all the promotions, on the order_promotions primary key).
 */
async function withItems(db: Db, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [items, promotions] = await Promise.all([
    db.kysely.selectFrom("order_items").selectAll().where("order_id", "in", ids).execute(),
    readOrderPromotions(db.kysely, ids),
  ]);
  const itemsByOrder = new Map<string, OrderItemsTable[]>();
  for (const item of items) {
    const list = itemsByOrder.get(item.order_id);
    if (list) list.push(item);
    else itemsByOrder.set(item.order_id, [item]);
  }
  return nameDrivers(
    db.kysely,
    rows.map((row) => {
      const order = rowsToOrder(row, itemsByOrder.get(row.id) ?? []);
      if (row.payment_state)
        order.onlinePayment = { state: row.payment_state as PaymentState, reference: row.payment_ref ?? null };
      const applied = promotions.get(row.id);
      if (applied) order.promotions = applied;
      return order;
    }),
  );
}

export async function listOrders(db: Db, filter: OrderFilter, paging: Paging): Promise<{ orders: Order[]; total: number }> {
  const search = await prepareSearch(db, filter);
  const offset = (paging.page - 1) * paging.pageSize;
  // PostgreSQL counts on a connection of its own while the page is read: a search's count (a
  // trigram index scan and its recheck) is most of such a request's time. SQLite has one
  // connection, so there the count runs only when the page cannot tell it.
  const counting = db.engine === "postgres" ? countOrders(db, filter, search) : null;
  counting?.catch(() => {});
  const idRows = await filteredOrders(db, filter, search)
    .select("orders.id")
    .orderBy("orders.created_at", "desc")
    .orderBy("orders.id", "desc")
    .limit(paging.pageSize)
    .offset(offset)
    .execute();
  // A page that is not full ends the list, so it already says how many there are (an empty page
  // says so only on page 1: later, the list may have ended before it).
  const ended = idRows.length < paging.pageSize && (idRows.length > 0 || offset === 0);
  const total = ended ? offset + idRows.length : await (counting ?? countOrders(db, filter, search));
  return {
    orders: await loadOrders(
      db,
      idRows.map((r) => r.id),
    ),
    total,
  };
}

/** Each day's orders awaiting dispatch, from the per-status counters. */
const AWAITING_DISPATCH_COLUMNS = AWAITING_DISPATCH.map((status) => STATUS_COLUMNS[status]);

/**
 * Orders per filter from the per-day totals (exact: filters are whole days). Ready ones are those
 * awaiting dispatch less the unconfirmed ones (only with every status: `unconfirmed` is not per status).
 */
async function countFromDays(db: Db, filter: OrderFilter): Promise<number> {
  if (filter.review === "ready") {
    const row = await dailyRows(db, filter.days)
      .select((eb) => [
        ...AWAITING_DISPATCH_COLUMNS.map((column) => eb.fn.sum<number>(column).as(column)),
        eb.fn.sum<number>("unconfirmed").as("unconfirmed"),
      ])
      .executeTakeFirst();
    const values = (row ?? {}) as Record<string, unknown>;
    return AWAITING_DISPATCH_COLUMNS.reduce((n, column) => n + Number(values[column] ?? 0), 0) - Number(values.unconfirmed ?? 0);
  }
  const column =
    filter.review === "unconfirmed" ? "unconfirmed" : filter.status === "All" ? "orders" : STATUS_COLUMNS[filter.status];
  const row = await dailyRows(db, filter.days)
    .select((eb) => eb.fn.sum<number>(column).as("n"))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function countOrders(db: Db, filter: OrderFilter, search?: SearchPlan | null): Promise<number> {
  const plan = search === undefined ? await prepareSearch(db, filter) : search;
  // The per-day totals count unconfirmed orders across the statuses awaiting dispatch, not per
  // status, and know nothing of drivers, delivery days and areas.
  const dispatchFilter = Boolean(filter.driver || filter.deliveryDay || filter.slot || filter.area || filter.payment);
  if (!plan && !dispatchFilter && (!reviewed(filter) || filter.status === "All")) return countFromDays(db, filter);
  if (!dispatchFilter && plan?.kind === "condition" && plan.matches !== null && plan.ftsMatch !== null) {
    // A common term on SQLite: check whichever set is smaller, the orders the status and dates
    // allow (walking their index) or the orders the text matches (walking the FTS index).
    if (!hasStatusOrDates(filter)) return plan.matches;
    if ((await countFromDays(db, filter)) > plan.matches) {
      // Both sets counted in one statement, so in one snapshot (order-search.ts says why).
      const indexed = filteredOrders(db, filter, null)
        .innerJoin(sql<{ order_id: string }>`order_search_keys`.as("k"), (join) => join.onRef("k.order_id", "=", "orders.id"))
        .innerJoin(sql<{ rowid: number }>`orders_fts`.as("orders_fts"), (join) =>
          join.onRef("orders_fts.rowid", "=", sql.ref("k.key")),
        )
        .where(sql<boolean>`orders_fts match ${plan.ftsMatch}`)
        .select((eb) => eb.fn.countAll<number>().as("n"));
      // And the few the index has not reached yet (order-search.ts), by their text.
      const waiting = filteredOrders(db, filter, plan)
        .innerJoin(sql<{ key: number; order_id: string }>`order_search_keys`.as("k"), (join) =>
          join.onRef("k.order_id", "=", "orders.id"),
        )
        .where(UNINDEXED)
        .select((eb) => eb.fn.countAll<number>().as("n"));
      const { rows } = await sql<{ n: number }>`select (${indexed}) + (${waiting}) as n`.execute(db.kysely);
      return Number(rows[0]?.n ?? 0);
    }
  }
  const row = await filteredOrders(db, filter, plan)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

function dailyRows(db: Db, days: DayRange) {
  let query = db.kysely.selectFrom("order_daily_stats");
  if (days.fromDay) query = query.where("day", ">=", days.fromDay);
  if (days.toDay) query = query.where("day", "<=", days.toDay);
  return query;
}

/**
 * The final totals of the online orders whose money was never taken ("Awaiting payment", "Payment
 * failed"), per Qatar day: no revenue (docs/decisions/040). Read from the orders themselves (the
 * per-day totals count them, but sum every order's total): few rows, found on the (status,
 * created_at) index.
 */
async function unpaidByDay(db: Db, days: DayRange): Promise<Map<string, { orders: number; revenue: number }>> {
  const { start, end } = rangeInstants(days);
  let query = db.kysely.selectFrom("orders").select(["created_at", "final_total"]).where("status", "in", UNPAID_STATUSES);
  if (start) query = query.where("created_at", ">=", start);
  if (end) query = query.where("created_at", "<", end);
  const byDay = new Map<string, { orders: number; revenue: number }>();
  for (const row of await query.execute()) {
    const day = qatarDay(new Date(row.created_at));
    const entry = byDay.get(day) ?? { orders: 0, revenue: 0 };
    entry.orders += 1;
    entry.revenue += Number(row.final_total);
    byDay.set(day, entry);
  }
  return byDay;
}

const unpaidTotal = (byDay: Map<string, { orders: number; revenue: number }>) =>
  [...byDay.values()].reduce((sum, d) => sum + d.revenue, 0);

/**
 * The product's dashboard stats over some days: revenue is the sum of final totals of every order,
 * and without the cancelled ones; neither counts an online order not paid.
 */
export async function readStats(db: Db, days: DayRange): Promise<Stats> {
  const statuses = Object.entries(STATUS_COLUMNS);
  const unpaid = unpaidByDay(db, days);
  const row = await dailyRows(db, days)
    .select((eb) => [
      eb.fn.sum<number>("orders").as("orders"),
      eb.fn.sum<number>("revenue").as("revenue"),
      eb.fn.sum<number>("cancelled_revenue").as("cancelled_revenue"),
      eb.fn.sum<number>("confirmed").as("confirmed"),
      eb.fn.sum<number>("refused").as("refused"),
      ...statuses.map(([, column]) => eb.fn.sum<number>(column).as(column)),
    ])
    .executeTakeFirst();
  const totalOrders = Number(row?.orders ?? 0);
  const unpaidDays = await unpaid;
  const unpaidOrders = [...unpaidDays.values()].reduce((n, d) => n + d.orders, 0);
  const totalRevenue = Number(row?.revenue ?? 0) - unpaidTotal(unpaidDays);
  const values = (row ?? {}) as Record<string, unknown>;
  const paidOrders = totalOrders - unpaidOrders;
  return {
    totalRevenue,
    revenueWithoutCancelled: totalRevenue - Number(row?.cancelled_revenue ?? 0),
    totalOrders,
    avgOrderValue: paidOrders > 0 ? Math.round(totalRevenue / paidOrders) : 0,
    byStatus: Object.fromEntries(statuses.map(([status, column]) => [status, Number(values[column] ?? 0)])) as Record<
      OrderStatus,
      number
    >,
    review: { confirmed: Number(row?.confirmed ?? 0), refused: Number(row?.refused ?? 0) },
  };
}

/**
 * The overview's day (docs/architecture.md, "Overview"): today's orders and their revenue without
 * cancelled (and refused) ones, and where the open orders stand. All from the per-day totals: a few
 * thousand rows at most (one per day of the shop's life), never the orders themselves.
 */
export async function readToday(db: Db, today: string): Promise<Omit<TodayFigures, "cashWithDrivers">> {
  const [day, open, unpaid] = await Promise.all([
    dailyRows(db, { fromDay: today, toDay: today }).select(["orders", "revenue", "cancelled_revenue"]).executeTakeFirst(),
    db.kysely
      .selectFrom("order_daily_stats")
      .select((eb) => [
        ...AWAITING_DISPATCH_COLUMNS.map((column) => eb.fn.sum<number>(column).as(column)),
        eb.fn.sum<number>("unconfirmed").as("unconfirmed"),
        eb.fn.sum<number>("shipped").as("shipped"),
      ])
      .executeTakeFirst(),
    unpaidByDay(db, { fromDay: today, toDay: today }),
  ]);
  const values = (open ?? {}) as Record<string, unknown>;
  const awaiting = AWAITING_DISPATCH_COLUMNS.reduce((n, column) => n + Number(values[column] ?? 0), 0);
  const unconfirmed = Number(values.unconfirmed ?? 0);
  return {
    day: today,
    ordersToday: Number(day?.orders ?? 0),
    revenueToday: Number(day?.revenue ?? 0) - Number(day?.cancelled_revenue ?? 0) - unpaidTotal(unpaid),
    awaitingConfirmation: unconfirmed,
    awaitingDispatch: awaiting - unconfirmed,
    outWithDrivers: Number(values.shipped ?? 0),
  };
}

/** Longest series drawn: an open or absurd custom range is cut to the days that have orders. */
const MAX_SERIES_DAYS = 3700;

/**
 * Revenue and orders per Qatar day, every day of the range present (zero when quiet). An open start
 * begins at the first day with orders; an open end stops at today.
 */
export async function readDailySeries(db: Db, days: DayRange, today: string): Promise<DayTotals[]> {
  const [rows, unpaid] = await Promise.all([
    dailyRows(db, days).select(["day", "orders", "revenue"]).where("orders", ">", 0).orderBy("day").execute(),
    unpaidByDay(db, days),
  ]);
  const first = rows[0]?.day ?? null;
  const last = rows.at(-1)?.day ?? null;
  let from = days.fromDay ?? first;
  let to = days.toDay ?? (last && last > today ? last : today);
  if (!from || from > to) return [];
  if (eachDaySpan(from, to) > MAX_SERIES_DAYS) {
    if (first && first > from) from = first;
    if (last && last < to) to = last;
    if (eachDaySpan(from, to) > MAX_SERIES_DAYS) from = addDays(to, -(MAX_SERIES_DAYS - 1));
  }
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return eachDay(from, to).map((day) => {
    const row = byDay.get(day);
    return { day, revenue: Number(row?.revenue ?? 0) - (unpaid.get(day)?.revenue ?? 0), orders: Number(row?.orders ?? 0) };
  });
}

const eachDaySpan = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** Whether any order matches the filter (before an export starts: "There are no orders to export."). */
export async function hasOrders(db: Db, filter: OrderFilter): Promise<boolean> {
  const search = await prepareSearch(db, filter);
  return (await filteredOrders(db, filter, search).select("orders.id").limit(1).executeTakeFirst()) !== undefined;
}

/**
 * Every matching order, newest first, in batches: keyset pagination on (created_at, id), so each
 * batch is an index range read and memory stays flat however many orders match. Each batch is two
 * queries (the orders' rows, then their items). With `readAhead` the next batch is read while the
 * caller works on this one (on PostgreSQL over another pooled connection), so the database and the
 * CSV formatting overlap instead of taking turns.
 */
export async function* orderBatches(
  db: Db,
  filter: OrderFilter,
  { batchSize = 1000, readAhead = true }: { batchSize?: number; readAhead?: boolean } = {},
): AsyncGenerator<Order[]> {
  const search = await prepareSearch(db, filter);
  type Key = { created_at: string; id: string };
  const read = async (after: Key | null) => {
    let query = filteredOrders(db, filter, search).select(ORDER_COLUMNS);
    if (after) {
      const { created_at, id } = after;
      query = query.where((eb) => eb(eb.refTuple("created_at", "id"), "<", eb.tuple(created_at, id)));
    }
    const rows = await query.orderBy("created_at", "desc").orderBy("id", "desc").limit(batchSize).execute();
    const last = rows.at(-1);
    return { orders: await withItems(db, rows), more: rows.length === batchSize && last ? last : null };
  };
  let batch = await read(null);
  while (batch.orders.length) {
    const more = batch.more;
    const next = more && readAhead ? read(more) : null;
    // Not awaited if the caller stops early; its failure is reported when it is awaited.
    next?.catch(() => {});
    yield batch.orders;
    if (!more) return;
    batch = await (next ?? read(more));
  }
}
