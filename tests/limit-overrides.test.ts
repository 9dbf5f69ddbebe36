// Order limits staff can see and lift on both engines: refused orders are counted per
// day and reason for the overview, and lifting one number's limit lets that trusted customer order
// again while everyone else stays limited.
import { describe, expect, it } from "vitest";
import type { TrustedPhones } from "../app/admin/customers/customers-contract";
import type { Refusals } from "../app/admin/overview/overview-contract";
import { engines } from "./support/test-db";
import { useAdminApp } from "./support/admin-app";
import { orderBody, postOrder } from "./support/orders";
import { TEST_ORIGIN } from "./support/admin";

describe.each(engines)("order limits staff can see and lift on %s", (engine) => {
  const h = useAdminApp(engine, { ORDER_LIMIT_PER_PHONE: "2" });
  const { send } = h;
  const orderFrom = async (phone: string) =>
    (await postOrder(h.app, orderBody({ customer: { ...orderBody().customer, phone } }))).status;
  const refusals = async () => (await (await send("GET", "/api/admin/stats/refusals?range=today")).json()) as Refusals;

  it("counts refused orders by reason, and a trusted number orders past its limit", async () => {
    const phone = "+974 3344 5566";
    expect([await orderFrom(phone), await orderFrom(phone)]).toEqual([201, 201]);
    expect(await orderFrom(phone)).toBe(429);
    expect(await orderFrom(phone)).toBe(429);
    expect(await refusals()).toEqual({ total: 2, byReason: { "phone-limit": 2, "address-limit": 0, blocked: 0 } });

    expect((await send("POST", "/api/admin/trusted-phones", { phone: "33445566" })).status).toBe(201);
    const { trusted } = (await (await send("GET", "/api/admin/trusted-phones")).json()) as TrustedPhones;
    expect(trusted).toEqual([expect.objectContaining({ phone: "+97433445566", trustedBy: "admin" })]);
    expect(await orderFrom(phone)).toBe(201);
    // Everyone else keeps the limit.
    const other = "+974 3344 7788";
    expect([await orderFrom(other), await orderFrom(other), await orderFrom(other)]).toEqual([201, 201, 429]);

    expect((await send("DELETE", "/api/admin/trusted-phones/%2B97433445566")).status).toBe(204);
    expect((await send("DELETE", "/api/admin/trusted-phones/%2B97433445566")).status).toBe(404);
    expect(await orderFrom(phone)).toBe(429);

    expect((await send("POST", "/api/admin/blocked-phones", { phone: "+974 3344 9900", reason: "Fake orders" })).status).toBe(
      201,
    );
    expect(await orderFrom("+974 3344 9900")).toBe(403);
    expect(await refusals()).toEqual({ total: 5, byReason: { "phone-limit": 4, "address-limit": 0, blocked: 1 } });
    // Another day's range counts none of today's.
    const yesterday = await (await send("GET", "/api/admin/stats/refusals?range=custom&from=2020-01-01&to=2020-01-02")).json();
    expect(yesterday).toEqual({ total: 0, byReason: { "phone-limit": 0, "address-limit": 0, blocked: 0 } });

    const audit = await h.t.db.kysely
      .selectFrom("audit_log")
      .select("action")
      .where("action", "in", ["phone.trust", "phone.distrust"])
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual(["phone.distrust", "phone.trust"]);
  });

  it("refuses the trusted-number endpoints without a session", async () => {
    for (const [method, url] of [
      ["GET", "/api/admin/trusted-phones"],
      ["POST", "/api/admin/trusted-phones"],
      ["DELETE", "/api/admin/trusted-phones/%2B97433445566"],
      ["GET", "/api/admin/stats/refusals"],
    ]) {
      const res = await h.app.request(url, {
        method,
        headers: { origin: TEST_ORIGIN, "content-type": "application/json" },
        body: method === "POST" ? "{}" : undefined,
      });
      expect(res.status, `${method} ${url}`).toBe(401);
    }
  });
});
