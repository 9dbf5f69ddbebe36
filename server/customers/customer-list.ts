// The Customers section's list: customers by phone number with their figures, searched
// by the start of a number or a name, paged on the server. It reads the customers table the
// database keeps from the orders (migration 018, docs/decisions/022): a page is an index range
// and 50 rows, and the unsearched total is a sum over days, so it costs the same at a million.
import { sql } from "kysely";
import type { CustomerSummary, CustomersPage } from "../../app/admin/customers/customers-contract";
import { CUSTOMER_COUNT_CAP, type CustomerSearch } from "../../app/shared/customer-search";
import { RISKY_CANCELLATIONS } from "../../app/shared/customer-risk";
import type { Db } from "../db/database";
import { phoneScope } from "./customer-history";

export async function listCustomers(db: Db, search: CustomerSearch, page: number, pageSize: number): Promise<CustomersPage> {
  const k = db.kysely;
  let rows = k
    .selectFrom("customers as c")
    .leftJoin("blocked_phones as b", "b.phone", "c.phone_number")
    .leftJoin("trusted_phones as t", "t.phone", "c.phone_number")
    .selectAll("c")
    .select([sql<string | null>`b.phone`.as("blocked"), sql<string | null>`t.phone`.as("trusted")]);
  let total: Promise<{ total: number; totalCapped: boolean }>;
  if (search.kind === "all") {
    // Newest customers first; the total is each customer counted on their first order's day.
    rows = rows.orderBy("c.last_order_at", "desc").orderBy("c.phone_number", "desc");
    total = k
      .selectFrom("order_daily_stats")
      .select((eb) => eb.fn.sum<number | string | null>("new_customers").as("n"))
      .executeTakeFirstOrThrow()
      .then((r) => ({ total: Number(r.n ?? 0), totalCapped: false }));
  } else {
    const column = search.kind === "phone" ? "phone_number" : "name_key";
    rows = rows
      .where(`c.${column}`, ">=", search.from)
      .where(`c.${column}`, "<", search.to)
      .orderBy(`c.${column}`)
      .orderBy("c.phone_number");
    total = k
      .selectFrom((eb) =>
        eb
          .selectFrom("customers")
          .select("phone_number")
          .where(column, ">=", search.from)
          .where(column, "<", search.to)
          .limit(CUSTOMER_COUNT_CAP + 1)
          .as("m"),
      )
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .executeTakeFirstOrThrow()
      .then((r) => {
        const n = Number(r.n);
        return { total: Math.min(n, CUSTOMER_COUNT_CAP), totalCapped: n > CUSTOMER_COUNT_CAP };
      });
  }
  const [found, counted] = await Promise.all([
    rows
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    total,
  ]);
  const customers: CustomerSummary[] = found.map((r) => ({
    phone: r.phone_number,
    name: r.name,
    orders: r.orders,
    delivered: r.delivered,
    cancelled: r.cancelled,
    refused: r.refused,
    totalSpent: Number(r.spent),
    firstOrderAt: r.first_order_at,
    lastOrderAt: r.last_order_at,
    risky: r.cancelled >= RISKY_CANCELLATIONS,
    blocked: r.blocked !== null,
    trusted: r.trusted !== null,
  }));
  return { customers, ...counted, page, pageSize };
}

/**
 * SQLite: after an order is deleted, re-reads its customer's first and last order dates, which the
 * database's triggers cannot re-read there without a phone index (PostgreSQL's triggers do).
 */
export async function rereadCustomerDates(db: Db, phone: string): Promise<void> {
  if (db.engine === "postgres") return;
  const byPhone = await phoneScope(db, phone);
  const dates = await byPhone(db.kysely.selectFrom("orders"))
    .select((eb) => [eb.fn.min<string | null>("created_at").as("first"), eb.fn.max<string | null>("created_at").as("last")])
    .executeTakeFirstOrThrow();
  if (!dates.first || !dates.last) return;
  await db.kysely
    .updateTable("customers")
    .set({ first_order_at: dates.first, last_order_at: dates.last })
    .where("phone_number", "=", phone)
    .execute();
}
