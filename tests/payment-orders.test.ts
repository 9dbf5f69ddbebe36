// Online orders on both engines (docs/decisions/040): "Pay Online" taken only with a provider, the
// order placed as "Awaiting payment" holding its stock, and given back when the provider cannot
// start the payment.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../server/app";
import { createPaymentsService } from "../server/payments/service";
import { createSandboxProvider, type SandboxProvider } from "../server/payments/sandbox";
import { ProviderError, type FetchLike } from "../server/payments/provider";
import type { AppServices } from "../server/services";
import { createTestDb, engines, testServices, type TestDb } from "./support/test-db";
import { orderBody, postOrder } from "./support/orders";
import { expireUnpaidOrders } from "../server/orders/payment-expiry";

const ORIGIN = "http://shop.test";

describe.each(engines)("online orders on %s", (engine) => {
  let t: TestDb;
  let services: AppServices;
  let app: ReturnType<typeof createApp>;
  let sandbox: SandboxProvider;
  let providerDown = false;

  const loopback: FetchLike = async (url, init) => {
    const u = new URL(url);
    return app.request(u.pathname + u.search, init);
  };

  beforeAll(async () => {
    t = await createTestDb(engine);
    services = testServices(t.db);
    sandbox = createSandboxProvider({
      db: t.db,
      log: services.log,
      origin: ORIGIN,
      secret: "sandbox-test-secret-1234",
      fetch: loopback,
      expiryMs: 30 * 60_000,
    });
    // The sandbox as is, but one that cannot start a payment while the test says it is down.
    const provider = {
      ...sandbox,
      name: sandbox.name,
      createPayment: async (request: Parameters<SandboxProvider["createPayment"]>[0]) => {
        if (providerDown) throw new ProviderError("connect ECONNREFUSED");
        return sandbox.createPayment(request);
      },
    };
    services.sandbox = sandbox;
    services.payments = createPaymentsService({ db: t.db, log: services.log, origin: ORIGIN, provider });
    app = createApp(services);
  });
  afterAll(async () => {
    await t.cleanup();
  });

  const setStock = async (productId: string, stock: number) => {
    await t.db.kysely.updateTable("product_variants").set({ stock }).where("product_id", "=", productId).execute();
    services.catalogue.invalidate();
  };
  const stockOf = async (productId: string) =>
    (
      await t.db.kysely
        .selectFrom("product_variants")
        .select("stock")
        .where("product_id", "=", productId)
        .executeTakeFirstOrThrow()
    ).stock;
  const statusOf = async (id: string) =>
    (await t.db.kysely.selectFrom("orders").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status;

  it("places a Pay Online order as Awaiting payment, holding its stock, with the hosted page's address", async () => {
    await setStock("2", 5);
    const res = await postOrder(
      app,
      orderBody({ paymentMethod: "Pay Online", items: [{ type: "product", productId: "2", quantity: 2 }] }),
    );
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: string; status: string; paymentMethod: string; payment: { url: string } };
    expect(body.status).toBe("Awaiting payment");
    expect(body.paymentMethod).toBe("Pay Online");
    expect(new URL(body.payment.url).pathname).toMatch(/^\/sandbox-pay\/sbx_/);
    expect(await statusOf(body.id)).toBe("Awaiting payment");
    expect(await stockOf("2")).toBe(3);
    const payments = await services.payments!.ofOrder(body.id);
    expect(payments.map((p) => p.state)).toEqual(["pending"]);
  });

  it("answers 503 when the provider cannot start, the order Payment failed and its stock given back", async () => {
    await setStock("3", 4);
    providerDown = true;
    try {
      const res = await postOrder(
        app,
        orderBody({ paymentMethod: "Pay Online", items: [{ type: "product", productId: "3", quantity: 1 }] }),
      );
      expect(res.status).toBe(503);
      const problem = (await res.json()) as { code: string; title: string };
      expect(problem.code).toBe("payment_unavailable");
      expect(problem.title).toBe("Online payment is unavailable.");
    } finally {
      providerDown = false;
    }
    const order = await t.db.kysely
      .selectFrom("orders")
      .select(["id", "status"])
      .orderBy("created_at", "desc")
      .executeTakeFirstOrThrow();
    expect(order.status).toBe("Payment failed");
    expect(await stockOf("3")).toBe(4);
    const history = await t.db.kysely.selectFrom("order_status_history").selectAll().where("order_id", "=", order.id).execute();
    expect(history.map((h) => [h.from_status, h.status, h.changed_by])).toEqual([
      ["Awaiting payment", "Payment failed", "payment:sandbox"],
    ]);
  });

  it("counts the new statuses in the per-day totals", async () => {
    // Placed before the webhook tests below: one awaiting, one failed.
    const row = await t.db.kysely
      .selectFrom("order_daily_stats")
      .select((eb) => [
        eb.fn.sum<number>("awaiting_payment").as("awaiting"),
        eb.fn.sum<number>("payment_failed").as("failed"),
        eb.fn.sum<number>("other").as("other"),
      ])
      .executeTakeFirstOrThrow();
    expect(Number(row.awaiting)).toBe(1);
    expect(Number(row.failed)).toBe(1);
    expect(Number(row.other)).toBe(0);
  });

  const placeOnline = async (productId: string, quantity = 1) => {
    const res = await postOrder(
      app,
      orderBody({ paymentMethod: "Pay Online", items: [{ type: "product", productId, quantity }] }),
    );
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: string; payment: { url: string } };
    return { id: body.id, path: new URL(body.payment.url).pathname };
  };
  const submit = (path: string, fields: Record<string, string>) =>
    app.request(path, { method: "POST", body: new URLSearchParams(fields) });
  const historyOf = async (id: string) =>
    (
      await t.db.kysely.selectFrom("order_status_history").selectAll().where("order_id", "=", id).orderBy("changed_at").execute()
    ).map((h) => [h.from_status, h.status, h.changed_by]);

  it("4242 pays: the return marks nothing, the verified webhook makes the order Paid once", async () => {
    await setStock("4", 5);
    const { id, path } = await placeOnline("4", 2);
    expect((await submit(path, { card: "4242 4242 4242 4242" })).status).toBe(303);
    // Back on the confirmation before the webhook: still awaiting payment.
    expect(await statusOf(id)).toBe("Awaiting payment");
    expect(await sandbox.deliverDue()).toBe(1);
    expect(await statusOf(id)).toBe("Paid");
    expect(await stockOf("4")).toBe(3);
    expect(await historyOf(id)).toEqual([["Awaiting payment", "Paid", "payment:sandbox"]]);
    // The same webhook again (the provider's retry): nothing changes, no second history row.
    const events = await t.db.kysely.selectFrom("payment_events").selectAll().execute();
    expect(events.length).toBeGreaterThan(0);
    await t.db.kysely
      .updateTable("sandbox_webhooks")
      .set({ delivered_at: null, next_attempt_at: new Date(0).toISOString() })
      .execute();
    await sandbox.deliverDue();
    expect(await statusOf(id)).toBe("Paid");
    expect(await historyOf(id)).toEqual([["Awaiting payment", "Paid", "payment:sandbox"]]);
    // A declined card afterwards changes nothing.
    await submit(path, { card: "4000000000000002" });
    await sandbox.deliverDue();
    expect(await statusOf(id)).toBe("Paid");
  });

  it("a declined card makes the order Payment failed and gives its stock back", async () => {
    await setStock("5", 5);
    const { id, path } = await placeOnline("5", 2);
    expect(await stockOf("5")).toBe(3);
    expect((await submit(path, { card: "4000000000000002" })).status).toBe(402);
    await sandbox.deliverDue();
    expect(await statusOf(id)).toBe("Payment failed");
    expect(await stockOf("5")).toBe(5);
    expect(await historyOf(id)).toEqual([["Awaiting payment", "Payment failed", "payment:sandbox"]]);
  });

  it("nothing but a verified webhook marks an order Paid", async () => {
    const { id } = await placeOnline("6");
    const forged = await app.request("/api/payments/webhook/sandbox", {
      method: "POST",
      headers: { "content-type": "application/json", "sandbox-signature": "t=1,v1=00" },
      body: JSON.stringify({ id: "evt_forged", type: "charge.paid" }),
    });
    expect(forged.status).toBe(401);
    expect(await statusOf(id)).toBe("Awaiting payment");
  });

  it("expires an abandoned order after 30 minutes, giving its stock back, but not one the provider reports paid", async () => {
    await setStock("7", 5);
    const abandoned = await placeOnline("7", 2);
    const paid = await placeOnline("7", 1);
    // Paid on the provider's page, its webhook not delivered yet.
    expect((await submit(paid.path, { card: "4242 4242 4242 4242" })).status).toBe(303);
    expect(await stockOf("7")).toBe(2);
    const soon = new Date(Date.now() + 29 * 60_000);
    expect(await expireUnpaidOrders(t.db, services.payments!, services.log, soon)).toBe(0);
    expect(await statusOf(abandoned.id)).toBe("Awaiting payment");
    const later = new Date(Date.now() + 31 * 60_000);
    // This one and the two left awaiting by the tests above; not the one paid.
    expect(await expireUnpaidOrders(t.db, services.payments!, services.log, later)).toBe(3);
    expect(await statusOf(abandoned.id)).toBe("Payment failed");
    expect(await historyOf(abandoned.id)).toEqual([["Awaiting payment", "Payment failed", "payment:expiry"]]);
    expect(await statusOf(paid.id)).toBe("Awaiting payment");
    expect(await stockOf("7")).toBe(4);
    // The missed webhook comes: Paid, holding its stock still.
    await sandbox.deliverDue();
    expect(await statusOf(paid.id)).toBe("Paid");
    expect(await stockOf("7")).toBe(4);
    expect(await expireUnpaidOrders(t.db, services.payments!, services.log, later)).toBe(0);
  });

  it("refuses Pay Online with 422 naming paymentMethod when no provider is configured", async () => {
    const off = createApp({ ...services, payments: null, sandbox: null });
    const res = await postOrder(off, orderBody({ paymentMethod: "Pay Online" }));
    expect(res.status).toBe(422);
    const problem = (await res.json()) as { errors: { field: string }[] };
    expect(problem.errors.map((e) => e.field)).toContain("paymentMethod");
  });
});
