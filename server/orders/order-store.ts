// Reading and writing orders with their items. Rows map to the API's Order shape here only.
import type { Kysely, Transaction } from "kysely";
import {
  DEFAULT_FIRST_ORDER_NUMBER,
  type Order,
  type OrderItem,
  type OrderItemProduct,
  type OrderItemType,
  type OrderItemVariant,
} from "../../app/shared/order";
import { LEGACY_SIZE_ML, type VariantKind } from "../../app/shared/variants";
import type { BotFlag } from "../../app/shared/bot-flags";
import { parseStoredGift } from "../../app/shared/gift";
import type { CancelReason, ConfirmChannel } from "../../app/shared/order-review";
import type { Db } from "../db/database";
import { templateInsert, type Statement } from "../db/insert-template";
import type { WriteStatement } from "../db/write-thread";
import type { Database, OrderItemsTable, OrdersTable } from "../db/schema";
import { readOrderPromotions } from "../promotions/order-promotions";

type Executor = Kysely<Database> | Transaction<Database>;

export function orderToRows(order: Order): { order: OrdersTable; items: OrderItemsTable[] } {
  return {
    order: {
      id: order.id,
      created_at: order.createdAt,
      updated_at: order.updatedAt,
      customer_name: order.customer.name,
      customer_email: order.customer.email,
      customer_phone: order.customer.phone,
      phone_number: order.customer.phoneNumber,
      customer_address: order.customer.address,
      customer_city: order.customer.city,
      order_notes: order.customer.notes,
      total_amount: order.subtotal,
      shipping_cost: order.shippingCost,
      final_total: order.total,
      status: order.status,
      payment_method: order.paymentMethod,
      // English is the column's default (migration 004), so it is left to the database: the same
      // writer then also works on a schema from before 004 (as migration tests build one).
      ...(order.language === "ar" ? { language: "ar" } : {}),
      // Left out when not given, like the language: the writer then works on a schema before 011.
      ...(order.customer.zone ? { address_zone: order.customer.zone } : {}),
      ...(order.customer.street ? { address_street: order.customer.street } : {}),
      ...(order.customer.building ? { address_building: order.customer.building } : {}),
      ...(order.review?.botFlag ? { bot_flag: order.review.botFlag } : {}),
      ...(order.delivery?.date ? { delivery_date: order.delivery.date } : {}),
      ...(order.delivery?.slot ? { delivery_slot: order.delivery.slot } : {}),
      ...(order.gift ? { gift: JSON.stringify(order.gift) } : {}),
      // Left out when none, like the language: the writer then works on a schema before 032.
      ...(order.discount ? { discount: order.discount } : {}),
      ...(order.storeCredit ? { store_credit: order.storeCredit } : {}),
    },
    items: order.items.map((item, position) => ({
      order_id: order.id,
      position,
      item_type: item.type,
      item_ref: item.ref,
      name: item.name,
      image: item.image,
      quantity: item.quantity,
      unit_price: item.unitPrice,
      line_total: item.lineTotal,
      products: item.products.length ? JSON.stringify(item.products) : null,
      variant_id: item.variant?.id ?? null,
      size_ml: item.variant?.sizeMl ?? null,
      variant_kind: item.variant?.kind ?? null,
      sku: item.variant?.sku ?? null,
    })),
  };
}

/**
 * The order's number, worked out inside its own INSERT on the write thread (one statement, no
 * trigger's second write; migration 010's trigger numbers any other insert). Orders are stored one
 * at a time there, so the numbers follow the commits.
 */
const NEXT_NUMBER = `(select coalesce(max("number") + 1, (select cast("value" as integer) from "shop_settings" where "key" = 'orderNumberStart'), ${DEFAULT_FIRST_ORDER_NUMBER}) from "orders")`;
const numbered = new Map<string, string>();
function withNumber(insert: Statement): Statement {
  let sql = numbered.get(insert.sql);
  if (sql === undefined) {
    // A one-row insert ends with its values list: the number is one more column and value.
    sql = insert.sql.replace(/\) values \(/, ', "number") values (').replace(/\)$/, `, ${NEXT_NUMBER}) returning "number"`);
    numbered.set(insert.sql, sql);
  }
  return { sql, parameters: insert.parameters };
}

/**
 * The statements that store an order with its items (SQLite's write thread runs them). The first
 * returns the number the order was given.
 */
export function orderInsertStatements(kysely: Kysely<Database>, order: Order): WriteStatement[] {
  const rows = orderToRows(order);
  const statements: WriteStatement[] = [
    {
      ...withNumber(
        templateInsert(kysely, "orders", [rows.order], () => kysely.insertInto("orders").values(rows.order).compile()),
      ),
      returns: true,
    },
  ];
  if (rows.items.length) {
    statements.push(
      templateInsert(kysely, "order_items", rows.items, () => kysely.insertInto("order_items").values(rows.items).compile()),
    );
  }
  return statements;
}

/** Stores the order and its items; resolves to the number the database gave it (migration 010), by RETURNING. */
export async function insertOrder(trx: Executor, order: Order): Promise<number> {
  const rows = orderToRows(order);
  const stored = await trx.insertInto("orders").values(rows.order).returning("number").executeTakeFirst();
  if (rows.items.length) await trx.insertInto("order_items").values(rows.items).execute();
  return stored?.number ?? 0;
}

function parseProducts(json: string | null): OrderItemProduct[] {
  if (!json) return [];
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? (value as OrderItemProduct[]) : [];
  } catch {
    return [];
  }
}

/** The size a line sold; a perfume's line stored before variants was its 100 ml bottle. */
function lineVariant(r: OrderItemsTable): OrderItemVariant | null {
  if (r.item_type !== "product") return null;
  if (r.variant_id && r.size_ml != null) {
    return { id: r.variant_id, sizeMl: r.size_ml, kind: (r.variant_kind ?? "bottle") as VariantKind, sku: r.sku ?? "" };
  }
  return r.item_ref ? { id: `${r.item_ref}-100`, sizeMl: LEGACY_SIZE_ML, kind: "bottle", sku: "" } : null;
}

export function rowsToOrder(row: OrdersTable, itemRows: OrderItemsTable[]): Order {
  const items: OrderItem[] = itemRows
    .slice()
    .sort((a, b) => a.position - b.position)
    .map((r) => ({
      type: r.item_type as OrderItemType,
      ref: r.item_ref,
      name: r.name,
      image: r.image,
      quantity: r.quantity,
      unitPrice: r.unit_price,
      lineTotal: r.line_total,
      isBundle: r.item_type !== "product",
      isCustomBundle: r.item_type === "custom-trio",
      products: parseProducts(r.products),
      variant: lineVariant(r),
    }));
  return {
    id: row.id,
    orderNumber: row.number ?? 0,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    status: row.status,
    paymentMethod: row.payment_method,
    language: row.language === "ar" ? "ar" : "en",
    customer: {
      name: row.customer_name,
      email: row.customer_email,
      phone: row.customer_phone,
      phoneNumber: row.phone_number,
      address: row.customer_address,
      city: row.customer_city,
      zone: row.address_zone ?? null,
      street: row.address_street ?? null,
      building: row.address_building ?? null,
      notes: row.order_notes,
    },
    items,
    subtotal: row.total_amount,
    shippingCost: row.shipping_cost ?? 0,
    // Present only on orders with a promotion, as the answer of their placing (decision 035).
    ...(row.discount ? { discount: row.discount } : {}),
    ...(row.store_credit ? { storeCredit: row.store_credit } : {}),
    total: row.final_total,
    review: {
      confirmedAt: row.confirmed_at ?? null,
      confirmedBy: row.confirmed_by ?? null,
      confirmedVia: (row.confirmed_via as ConfirmChannel | null | undefined) ?? null,
      cancelReason: (row.cancel_reason as CancelReason | null | undefined) ?? null,
      cancelNote: row.cancel_note ?? null,
      botFlag: (row.bot_flag as BotFlag | null | undefined) ?? null,
    },
    ...(row.delivery_date ? { delivery: { date: row.delivery_date, slot: row.delivery_slot ?? null } } : {}),
    gift: parseStoredGift(row.gift),
    dispatch: {
      driverId: row.driver_id ?? null,
      // Named by nameDrivers() (drivers can be renamed; the order keeps the id).
      driverName: null,
      assignedAt: row.assigned_at ?? null,
      assignedBy: row.assigned_by ?? null,
      collected: row.collected ?? null,
      collectedBy: row.collected_by ?? null,
      collectionNote: row.collection_note ?? null,
      deliveredAt: row.delivered_at ?? null,
    },
  };
}

/** Puts the drivers' current names on orders read for the admin (one read for the lot). */
export async function nameDrivers(k: Executor, orders: Order[]): Promise<Order[]> {
  const ids = new Set<string>();
  for (const o of orders) {
    if (o.dispatch?.driverId) ids.add(o.dispatch.driverId);
    if (o.dispatch?.collectedBy) ids.add(o.dispatch.collectedBy);
  }
  if (ids.size === 0) return orders;
  const rows = await k
    .selectFrom("drivers")
    .select(["id", "name"])
    .where("id", "in", [...ids])
    .execute();
  const names = new Map(rows.map((r) => [r.id, r.name]));
  for (const o of orders) {
    if (!o.dispatch) continue;
    o.dispatch.driverName = o.dispatch.driverId ? (names.get(o.dispatch.driverId) ?? null) : null;
    o.dispatch.collectedBy = o.dispatch.collectedBy ? (names.get(o.dispatch.collectedBy) ?? o.dispatch.collectedBy) : null;
  }
  return orders;
}

/** The order as its shopper may see it: without staff's review (who confirmed, why cancelled). */
export function shopperOrder(order: Order): Order {
  const { review: _review, dispatch: _dispatch, ...rest } = order;
  return rest;
}

export async function findOrder(db: Db | Executor, id: string): Promise<Order | null> {
  const k = "kysely" in db ? db.kysely : db;
  const row = await k.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  const items = await k.selectFrom("order_items").selectAll().where("order_id", "=", id).orderBy("position").execute();
  const [order] = await nameDrivers(k, [rowsToOrder(row, items)]);
  // The promotions applied, as applied (decision 035).
  const promotions = (await readOrderPromotions(k, [id])).get(id);
  if (promotions) order.promotions = promotions;
  return order;
}
