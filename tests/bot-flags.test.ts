// Orders that look placed by a bot on both engines: the checkout's hidden field filled
// in, or the checkout sent within three seconds. They are stored and answered like any order (the
// answer tells nothing), flagged for staff; a script sending a proper order is not flagged.
import { describe, expect, it } from "vitest";
import type { OrderDetail } from "../app/admin/orders/orders-contract";
import type { Order } from "../app/shared/order";
import { engines } from "./support/test-db";
import { useAdminApp } from "./support/admin-app";
import { orderBody, postOrder } from "./support/orders";

describe.each(engines)("bot flags on %s", (engine) => {
  const h = useAdminApp(engine);
  const { send } = h;
  const flagOf = async (res: Response) => {
    expect(res.status).toBe(201);
    const order = (await res.json()) as Order;
    // The shopper's answer says nothing of it.
    expect(order).not.toHaveProperty("review");
    const row = await h.t.db.kysely.selectFrom("orders").select("bot_flag").where("id", "=", order.id).executeTakeFirstOrThrow();
    const detail = (await (await send("GET", `/api/admin/orders/${order.id}`)).json()) as OrderDetail;
    expect(detail.order.review?.botFlag ?? null).toBe(row.bot_flag ?? null);
    return row.bot_flag ?? null;
  };

  it("flags a filled-in hidden field and a checkout sent within three seconds", async () => {
    expect(await flagOf(await postOrder(h.app, orderBody({ website: "https://cheap-pills.example" })))).toBe("honeypot");
    expect(await flagOf(await postOrder(h.app, orderBody(), { "X-Checkout-Time": "800" }))).toBe("too-fast");
  });

  it("leaves people and proper scripts alone", async () => {
    expect(await flagOf(await postOrder(h.app, orderBody(), { "X-Checkout-Time": "45000" }))).toBeNull();
    expect(await flagOf(await postOrder(h.app, orderBody()))).toBeNull();
    expect(await flagOf(await postOrder(h.app, orderBody(), { "X-Checkout-Time": "soon" }))).toBeNull();
  });
});
