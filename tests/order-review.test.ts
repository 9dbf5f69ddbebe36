// Staff's review of Cash on Delivery orders on both engines: confirming an order with the
// customer (who, when, how), cancelling with a reason, both in the order's detail, the CSV and the
// audit log; a reason is required to cancel.
import { describe, expect, it } from "vitest";
import type { OrderDetail, OrderUpdated } from "../app/admin/orders/orders-contract";
import type { Stats } from "../app/admin/overview/overview-contract";
import type { Order } from "../app/shared/order";
import { engines } from "./support/test-db";
import { useAdminApp } from "./support/admin-app";
import { orderBody, postOrder } from "./support/orders";
import { TEST_ORIGIN } from "./support/admin";

describe.each(engines)("reviewing orders on %s", (engine) => {
  const h = useAdminApp(engine);
  const { send } = h;
  const place = async () => (await (await postOrder(h.app, orderBody())).json()) as Order;
  const detail = async (id: string) => ((await (await send("GET", `/api/admin/orders/${id}`)).json()) as OrderDetail).order;
  const fieldOf = async (res: Response) => ((await res.json()) as { errors: { field: string }[] }).errors.map((e) => e.field);

  it("records who confirmed an order with the customer, when and how", async () => {
    const order = await place();
    expect((await detail(order.id)).review).toMatchObject({ confirmedAt: null, confirmedBy: null });
    const res = await send("POST", `/api/admin/orders/${order.id}/confirm`, { via: "whatsapp" });
    expect(res.status).toBe(200);
    const { order: confirmed } = (await res.json()) as OrderUpdated;
    expect(confirmed.review).toMatchObject({ confirmedBy: "admin", confirmedVia: "whatsapp" });
    expect(Date.parse(confirmed.review!.confirmedAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect((await detail(order.id)).review?.confirmedVia).toBe("whatsapp");
    const audit = await h.t.db.kysely
      .selectFrom("audit_log")
      .select(["actor", "detail"])
      .where("action", "=", "order.confirm")
      .execute();
    expect(audit).toEqual([{ actor: "admin", detail: JSON.stringify({ orderNumber: order.orderNumber, via: "whatsapp" }) }]);

    expect(await fieldOf(await send("POST", `/api/admin/orders/${order.id}/confirm`, { via: "pigeon" }))).toEqual(["via"]);
    expect((await send("POST", `/api/admin/orders/no-such-order/confirm`, { via: "phone" })).status).toBe(404);
  });

  it("asks why an order is cancelled, keeps the reason, and clears it when the order is restored", async () => {
    const order = await place();
    expect(await fieldOf(await send("PATCH", `/api/admin/orders/${order.id}/status`, { status: "Cancelled" }))).toEqual([
      "reason",
    ]);
    expect(
      await fieldOf(await send("PATCH", `/api/admin/orders/${order.id}/status`, { status: "Cancelled", reason: "other" })),
    ).toEqual(["note"]);
    expect(
      await fieldOf(await send("PATCH", `/api/admin/orders/${order.id}/status`, { status: "Cancelled", reason: "changed-mind" })),
    ).toEqual(["reason"]);
    // Nothing changed by the refused requests.
    expect((await detail(order.id)).status).toBe("Pending");

    const res = await send("PATCH", `/api/admin/orders/${order.id}/status`, {
      status: "Cancelled",
      reason: "refused",
      note: "Refused at the door, said he ordered by mistake",
    });
    expect(res.status).toBe(200);
    expect((await detail(order.id)).review).toMatchObject({
      cancelReason: "refused",
      cancelNote: "Refused at the door, said he ordered by mistake",
    });
    const csv = await (await send("GET", `/api/admin/orders/export.csv?q=${order.orderNumber}`)).text();
    expect(csv).toContain("Refused at delivery,");
    expect(csv).toContain("Refused at the door, said he ordered by mistake");

    expect((await send("PATCH", `/api/admin/orders/${order.id}/status`, { status: "Pending" })).status).toBe(200);
    expect((await detail(order.id)).review).toMatchObject({ cancelReason: null, cancelNote: null });
  });

  it("lists the orders awaiting dispatch that nobody confirmed", async () => {
    const reem = async () =>
      (await (await postOrder(h.app, orderBody({ customer: { ...orderBody().customer, name: "Reem Qassim" } }))).json()) as Order;
    const [waiting, confirmed, shipped, cancelled] = [await reem(), await reem(), await reem(), await reem()];
    expect((await send("POST", `/api/admin/orders/${confirmed.id}/confirm`, { via: "phone" })).status).toBe(200);
    expect((await send("PATCH", `/api/admin/orders/${shipped.id}/status`, { status: "Shipped" })).status).toBe(200);
    const cancel = { status: "Cancelled", reason: "customer" };
    expect((await send("PATCH", `/api/admin/orders/${cancelled.id}/status`, cancel)).status).toBe(200);
    const page = async (query: string) =>
      (await (await send("GET", `/api/admin/orders?${query}`)).json()) as { orders: Order[]; total: number };

    const found = await page("q=Reem&review=unconfirmed");
    expect(found.orders.map((o) => o.id)).toEqual([waiting.id]);
    expect(found.total).toBe(1);
    expect((await page("q=Reem")).total).toBe(4);
    // The count without a search cannot come from the per-day totals: it is counted.
    const unconfirmed = await h.t.db.kysely
      .selectFrom("orders")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("confirmed_at", "is", null)
      .where("status", "in", ["Pending", "Paid", "Processing"])
      .executeTakeFirstOrThrow();
    const firstOfAll = await page("review=unconfirmed&pageSize=1");
    expect(firstOfAll.total).toBe(Number(unconfirmed.n));
    expect(firstOfAll.orders[0].review?.confirmedAt).toBeNull();
    expect((await send("GET", "/api/admin/orders?review=maybe")).status).toBe(422);
  });

  it("counts confirmed and refused orders for analytics' rates as staff work", async () => {
    const review = async () => ((await (await send("GET", "/api/admin/stats?range=today")).json()) as Stats).review;
    const before = await review();
    const [a, b, c] = [await place(), await place(), await place()];
    for (const o of [a, b, c])
      expect((await send("POST", `/api/admin/orders/${o.id}/confirm`, { via: "phone" })).status).toBe(200);
    // Confirming again counts once.
    expect((await send("POST", `/api/admin/orders/${a.id}/confirm`, { via: "whatsapp" })).status).toBe(200);
    expect((await send("PATCH", `/api/admin/orders/${b.id}/status`, { status: "Cancelled", reason: "refused" })).status).toBe(
      200,
    );
    expect((await send("PATCH", `/api/admin/orders/${c.id}/status`, { status: "Cancelled", reason: "fake" })).status).toBe(200);
    expect(await review()).toEqual({ confirmed: before.confirmed + 3, refused: before.refused + 1 });
    // Restored, the refusal goes; deleted, the confirmation goes.
    expect((await send("PATCH", `/api/admin/orders/${b.id}/status`, { status: "Pending" })).status).toBe(200);
    expect((await send("DELETE", `/api/admin/orders/${a.id}`)).status).toBe(204);
    expect(await review()).toEqual({ confirmed: before.confirmed + 2, refused: before.refused });
  });

  it("refuses confirmation without a session", async () => {
    const res = await h.app.request("/api/admin/orders/x/confirm", {
      method: "POST",
      headers: { origin: TEST_ORIGIN, "content-type": "application/json" },
      body: JSON.stringify({ via: "phone" }),
    });
    expect(res.status).toBe(401);
  });
});
