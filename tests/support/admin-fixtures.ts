// Orders with chosen times, customers and statuses for the admin data tests, and the admin routers
// mounted the way server/api/admin/index.ts mounts them, behind a stand-in for the session guard.
import { Hono } from "hono";
import { readCatalogue } from "../../server/catalogue/catalogue";
import { createOrder } from "../../server/orders/create-order";
import type { Db } from "../../server/db/database";
import type { City, OrderItemRequest } from "../../app/shared/order-schema";
import type { Order, OrderStatus } from "../../app/shared/order";
import type { AppServices } from "../../server/services";
import type { AdminEnv } from "../../server/api/admin/env";
import { adminOrdersApi } from "../../server/api/admin/orders";
import { adminStatsApi } from "../../server/api/admin/stats";
import { adminEventsApi } from "../../server/api/admin/events";
import { validCustomer } from "./orders";

export const TESTER = { id: "u1", username: "tester", role: "owner" as const };

export interface PlaceOptions {
  at: string;
  customer?: { name?: string; email?: string | null; phone?: string; address?: string; city?: City; notes?: string | null };
  items?: OrderItemRequest[];
  /** Set after placing, straight in the table (as a payment provider or old data would). */
  status?: OrderStatus;
}

/** Places an order through the real order service at a chosen time. */
export async function placeOrder(db: Db, options: PlaceOptions): Promise<Order> {
  const catalogue = await readCatalogue(db);
  const c = { ...validCustomer, ...options.customer };
  const result = await createOrder(
    db,
    catalogue,
    {
      customer: {
        name: c.name,
        email: c.email ?? undefined,
        phone: c.phone,
        address: c.address,
        city: c.city as City,
        notes: c.notes ?? undefined,
      },
      items: options.items ?? [{ type: "product", productId: "1", quantity: 1 }],
    },
    { now: new Date(options.at) },
  );
  if (result.kind !== "created") throw new Error(`order not created: ${result.kind}`);
  if (options.status && options.status !== result.order.status) {
    await db.kysely.updateTable("orders").set({ status: options.status }).where("id", "=", result.order.id).execute();
    return { ...result.order, status: options.status };
  }
  return result.order;
}

/** The admin routers behind a guard stand-in that signs every request in as TESTER. */
export function adminTestApp(services: AppServices, now?: () => Date) {
  const app = new Hono<AdminEnv>();
  app.use("*", async (c, next) => {
    c.set("admin", TESTER);
    await next();
  });
  app.route("/orders", adminOrdersApi(services, { now }));
  app.route("/stats", adminStatsApi(services, { now }));
  app.route("/events", adminEventsApi(services));
  return app;
}

export const jsonRequest = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});
