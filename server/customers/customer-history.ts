// A customer's record with the shop, by phone number: how many orders, delivered,
// cancelled and refused, what they spent, since when; their latest orders; and whether the order
// being looked at repeats one placed just before (the same items within 30 minutes). It costs the
// same at a million orders: on PostgreSQL through orders_phone_number_idx (migration 015); on
// SQLite through the search index, which follows the orders off the order's write (decision 009),
// so checkout pays for no extra index on the write thread.
import type { SelectQueryBuilder } from "kysely";
import type { CustomerHistory, CustomerOrder } from "../../app/admin/customers/customers-contract";
import type { Db } from "../db/database";
import type { Database } from "../db/schema";
import { planSearch } from "../orders/order-search";
import { RISKY_CANCELLATIONS } from "../../app/shared/customer-risk";
import { nationalDigits } from "../../app/shared/phone";

type OrdersQuery<O> = SelectQueryBuilder<Database, "orders", O>;
type PhoneScope = <O>(query: OrdersQuery<O>) => OrdersQuery<O>;

/** Narrows a query of orders to this phone number's, by the quickest way the engine has. */
export async function phoneScope(db: Db, phone: string): Promise<PhoneScope> {
  if (db.engine === "postgres") return (query) => query.where("phone_number", "=", phone);
  // The search index finds the orders whose phone has these digits (a few); the exact number
  // then picks this customer's among them.
  const digits = nationalDigits(phone);
  const plan = await planSearch(db, { text: digits, digits, wordStart: false });
  if (plan.kind === "ids") {
    const ids = plan.ids.length ? plan.ids : [""];
    return (query) => query.where("id", "in", ids).where("phone_number", "=", phone);
  }
  return (query) => query.where(plan.condition).where("phone_number", "=", phone);
}

const RECENT = 20;
const DUPLICATE_WINDOW_MS = 30 * 60 * 1000;

export async function customerHistory(db: Db, phone: string, orderId?: string): Promise<CustomerHistory | null> {
  const k = db.kysely;
  const byPhone = await phoneScope(db, phone);
  const totals = await byPhone(k.selectFrom("orders"))
    .select((eb) => [
      eb.fn.countAll<number | string>().as("orders"),
      eb.fn.sum<number | string | null>(eb.case().when("status", "=", "Delivered").then(1).else(0).end()).as("delivered"),
      eb.fn.sum<number | string | null>(eb.case().when("status", "=", "Cancelled").then(1).else(0).end()).as("cancelled"),
      eb.fn
        .sum<number | string | null>(
          eb
            .case()
            .when(eb.and([eb("status", "=", "Cancelled"), eb("cancel_reason", "=", "refused")]))
            .then(1)
            .else(0)
            .end(),
        )
        .as("refused"),
      eb.fn
        .sum<number | string | null>(eb.case().when("status", "=", "Delivered").then(eb.ref("final_total")).else(0).end())
        .as("spent"),
      eb.fn.min<string | null>("created_at").as("first"),
    ])
    .executeTakeFirstOrThrow();
  if (Number(totals.orders) === 0) return null;

  const rows = await byPhone(k.selectFrom("orders"))
    .select(["id", "number", "created_at", "status", "final_total", "customer_name"])
    .orderBy("created_at", "desc")
    .limit(RECENT)
    .execute();
  const toOrder = (r: (typeof rows)[number]): CustomerOrder => ({
    id: r.id,
    orderNumber: r.number ?? 0,
    createdAt: r.created_at,
    status: r.status,
    total: r.final_total,
  });
  const duplicates = orderId ? await likelyDuplicates(db, byPhone, orderId) : [];
  const cancelled = Number(totals.cancelled ?? 0);
  return {
    phone,
    name: rows[0].customer_name,
    orders: Number(totals.orders),
    delivered: Number(totals.delivered ?? 0),
    cancelled,
    refused: Number(totals.refused ?? 0),
    totalSpent: Number(totals.spent ?? 0),
    firstOrderAt: totals.first ?? rows[rows.length - 1].created_at,
    recent: rows.map(toOrder),
    duplicates,
    risky: cancelled >= RISKY_CANCELLATIONS || duplicates.length > 0,
  };
}

/** The customer's other orders within 30 minutes of this one with exactly its items. */
async function likelyDuplicates(db: Db, byPhone: PhoneScope, orderId: string): Promise<CustomerOrder[]> {
  const k = db.kysely;
  const order = await k.selectFrom("orders").select("created_at").where("id", "=", orderId).executeTakeFirst();
  if (!order) return [];
  const at = Date.parse(order.created_at);
  const near = await byPhone(k.selectFrom("orders"))
    .select(["id", "number", "created_at", "status", "final_total"])
    .where("created_at", ">=", new Date(at - DUPLICATE_WINDOW_MS).toISOString())
    .where("created_at", "<=", new Date(at + DUPLICATE_WINDOW_MS).toISOString())
    .where("id", "!=", orderId)
    .execute();
  if (near.length === 0) return [];
  const items = await k
    .selectFrom("order_items")
    .select(["order_id", "item_type", "item_ref", "quantity", "products"])
    .where("order_id", "in", [orderId, ...near.map((o) => o.id)])
    .execute();
  const signature = (id: string) =>
    items
      .filter((i) => i.order_id === id)
      .map((i) => `${i.item_type}|${i.item_ref ?? ""}|${i.quantity}|${i.products ?? ""}`)
      .sort()
      .join("\n");
  const mine = signature(orderId);
  return near
    .filter((o) => signature(o.id) === mine)
    .map((r) => ({ id: r.id, orderNumber: r.number ?? 0, createdAt: r.created_at, status: r.status, total: r.final_total }));
}
