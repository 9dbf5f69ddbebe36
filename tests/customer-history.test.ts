// A customer's history by phone on both engines, against figures worked out by hand:
// orders, delivered, cancelled, refused, spent, first order; the risk badge after two cancellations
// and for a repeat of the same items within 30 minutes.
import { describe, expect, it } from "vitest";
import type { CustomerHistory } from "../app/admin/customers/customers-contract";
import type { Order } from "../app/shared/order";
import { engines } from "./support/test-db";
import { useAdminApp } from "./support/admin-app";
import { orderBody, postOrder } from "./support/orders";
import { TEST_ORIGIN } from "./support/admin";

describe.each(engines)("customer history on %s", (engine) => {
  const h = useAdminApp(engine);
  const { send } = h;
  const place = async (phone: string, items: unknown[]) =>
    (await (await postOrder(h.app, orderBody({ customer: { ...orderBody().customer, phone }, items }))).json()) as Order;
  const history = async (phone: string, order?: string) => {
    const res = await send("GET", `/api/admin/customers/${encodeURIComponent(phone)}${order ? `?order=${order}` : ""}`);
    expect(res.status).toBe(200);
    return (await res.json()) as CustomerHistory;
  };

  it("adds up a customer's orders by what became of them", async () => {
    const phone = "+974 3300 1111";
    const a = await place(phone, [{ type: "product", productId: "1", quantity: 2 }]);
    const b = await place(phone, [{ type: "product", productId: "2", quantity: 1 }]);
    const c = await place(phone, [{ type: "product", productId: "3", quantity: 1 }]);
    await place("+974 3300 2222", [{ type: "product", productId: "1", quantity: 1 }]);
    expect((await send("PATCH", `/api/admin/orders/${a.id}/status`, { status: "Delivered" })).status).toBe(200);
    expect((await send("PATCH", `/api/admin/orders/${b.id}/status`, { status: "Cancelled", reason: "refused" })).status).toBe(
      200,
    );

    let h = await history("33001111");
    expect(h).toMatchObject({ phone: "+97433001111", orders: 3, delivered: 1, cancelled: 1, refused: 1, totalSpent: a.total });
    expect(h.firstOrderAt).toBe(a.createdAt);
    expect(h.recent.map((o) => o.orderNumber)).toEqual([c.orderNumber, b.orderNumber, a.orderNumber]);
    expect(h.risky).toBe(false);

    expect((await send("PATCH", `/api/admin/orders/${c.id}/status`, { status: "Cancelled", reason: "unreachable" })).status).toBe(
      200,
    );
    h = await history("+97433001111");
    expect(h).toMatchObject({ cancelled: 2, refused: 1, risky: true });
  });

  it("flags the same items ordered again within 30 minutes", async () => {
    const phone = "+974 3300 3333";
    const items = [
      { type: "product", productId: "4", quantity: 1 },
      { type: "bundle", bundleId: "bundle1", quantity: 1 },
    ];
    const first = await place(phone, items);
    const again = await place(phone, [...items].reverse());
    const other = await place(phone, [{ type: "product", productId: "4", quantity: 2 }]);
    const h = await history(phone, again.id);
    expect(h.duplicates.map((o) => o.id)).toEqual([first.id]);
    expect(h.risky).toBe(true);
    expect((await history(phone, other.id)).duplicates).toEqual([]);
  });

  it("answers 404 for a number with no orders or no number at all, and 401 without a session", async () => {
    expect((await send("GET", "/api/admin/customers/%2B97433009999")).status).toBe(404);
    expect((await send("GET", "/api/admin/customers/not-a-number")).status).toBe(404);
    expect((await h.app.request("/api/admin/customers/%2B97433001111", { headers: { origin: TEST_ORIGIN } })).status).toBe(401);
  });
});
