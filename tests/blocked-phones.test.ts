// Blocked phone numbers on both engines: staff block a number with a reason, its orders
// are refused with 403 and nothing is written, unblocking lets it order again, and both are audited.
import { describe, expect, it } from "vitest";
import type { BlockedPhones } from "../app/admin/customers/customers-contract";
import { engines } from "./support/test-db";
import { useAdminApp } from "./support/admin-app";
import { orderBody, postOrder } from "./support/orders";
import { TEST_ORIGIN } from "./support/admin";

describe.each(engines)("blocked phone numbers on %s", (engine) => {
  const h = useAdminApp(engine);
  const { send } = h;
  const orderFrom = (phone: string) => postOrder(h.app, orderBody({ customer: { ...orderBody().customer, phone } }));
  const ordersFrom = async (e164: string) =>
    Number(
      (
        await h.t.db.kysely
          .selectFrom("orders")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("phone_number", "=", e164)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("refuses a blocked number's orders until it is unblocked", async () => {
    expect((await orderFrom("+974 3312 4455")).status).toBe(201);
    // Written as the shopper types it; kept in E.164.
    const blocked = await send("POST", "/api/admin/blocked-phones", { phone: "3312 4455", reason: "Three fake orders" });
    expect(blocked.status).toBe(201);
    const list = (await (await send("GET", "/api/admin/blocked-phones")).json()) as BlockedPhones;
    expect(list.blocked).toEqual([
      expect.objectContaining({ phone: "+97433124455", reason: "Three fake orders", blockedBy: "admin" }),
    ]);

    const refused = await orderFrom("00974 3312-4455");
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { detail: string }).detail).toMatch(/contact us/);
    expect(await ordersFrom("+97433124455")).toBe(1);
    // Others order as before.
    expect((await orderFrom("+974 3312 4456")).status).toBe(201);

    expect((await send("DELETE", "/api/admin/blocked-phones/%2B97433124455")).status).toBe(204);
    expect((await send("DELETE", "/api/admin/blocked-phones/%2B97433124455")).status).toBe(404);
    expect((await orderFrom("+974 3312 4455")).status).toBe(201);
    expect(await ordersFrom("+97433124455")).toBe(2);

    const audit = await h.t.db.kysely
      .selectFrom("audit_log")
      .select(["action", "actor", "target"])
      .where("action", "in", ["phone.block", "phone.unblock"])
      .orderBy("at")
      .execute();
    expect(audit).toEqual([
      { action: "phone.block", actor: "admin", target: "+97433124455" },
      { action: "phone.unblock", actor: "admin", target: "+97433124455" },
    ]);
  });

  it("answers 422 for a number that is not a Qatar number, or no reason", async () => {
    const bad = await send("POST", "/api/admin/blocked-phones", { phone: "12345", reason: "x" });
    expect(bad.status).toBe(422);
    const noReason = await send("POST", "/api/admin/blocked-phones", { phone: "+974 3312 4455", reason: " " });
    expect(noReason.status).toBe(422);
    expect(((await noReason.json()) as { errors: { field: string }[] }).errors[0].field).toBe("reason");
  });

  it("is refused without a session", async () => {
    for (const [method, url] of [
      ["GET", "/api/admin/blocked-phones"],
      ["POST", "/api/admin/blocked-phones"],
      ["DELETE", "/api/admin/blocked-phones/%2B97433124455"],
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
