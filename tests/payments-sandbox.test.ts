// The sandbox provider end to end on both engines (docs/decisions/040): its hosted page and test
// cards, its signed webhooks queued, posted to our endpoint and retried when it fails, and refunds,
// all with no network: the sender's fetch is answered by the app itself.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../server/app";
import { createPaymentsService, RefundNotAllowed } from "../server/payments/service";
import { createSandboxProvider, type SandboxProvider } from "../server/payments/sandbox";
import type { FetchLike } from "../server/payments/provider";
import type { AppServices } from "../server/services";
import { createTestDb, engines, testServices, type TestDb } from "./support/test-db";

const ORIGIN = "http://shop.test";
const HOUR = 60 * 60_000;

describe.each(engines)("sandbox payments on %s", (engine) => {
  let t: TestDb;
  let services: AppServices;
  let app: ReturnType<typeof createApp>;
  let sandbox: SandboxProvider;
  /** Whether our webhook endpoint is reachable; a test turns it off to see the retries. */
  let endpointDown = false;

  // The sender's requests go to this same app, as they would over loopback.
  const loopback: FetchLike = async (url, init) => {
    if (endpointDown) throw new Error("connect ECONNREFUSED");
    const u = new URL(url);
    return app.request(u.pathname + u.search, init);
  };

  beforeAll(async () => {
    t = await createTestDb(engine, { seed: false });
    services = testServices(t.db);
    sandbox = createSandboxProvider({
      db: t.db,
      log: services.log,
      origin: ORIGIN,
      secret: "sandbox-test-secret-1234",
      fetch: loopback,
      expiryMs: 30 * 60_000,
    });
    services.sandbox = sandbox;
    services.payments = createPaymentsService({ db: t.db, log: services.log, origin: ORIGIN, provider: sandbox });
    app = createApp(services);
  });
  afterAll(async () => {
    await t.cleanup();
  });

  const start = async (amount = 12_345) => {
    const { payment, url } = await services.payments!.start({
      orderId: "ord_1",
      amount,
      description: "Al Maha order 1042",
      customer: { name: "Test Shopper", email: null, phone: "55123456" },
      returnUrl: `${ORIGIN}/order/1042`,
    });
    return { payment, path: new URL(url).pathname };
  };
  const submit = (path: string, fields: Record<string, string>) =>
    app.request(path, { method: "POST", body: new URLSearchParams(fields) });
  const stateOf = async (id: string) => (await services.payments!.find(id))!;

  it("shows the hosted page with the amount and the test cards", async () => {
    const { path } = await start();
    expect(path).toMatch(/^\/sandbox-pay\/sbx_/);
    const res = await app.request(path);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain("QAR 123.45");
    expect(text).toContain("Al Maha order 1042");
    for (const card of ["4242 4242 4242 4242", "4000 0000 0000 0002", "4000 0000 0000 3220", "4000 0000 0000 0119"])
      expect(text).toContain(card);
    expect((await app.request("/sandbox-pay/sbx_nothing")).status).toBe(404);
  });

  it("4242 pays: the shopper goes back, and only the webhook marks the payment paid", async () => {
    const { payment, path } = await start();
    const res = await submit(path, { card: "4242 4242 4242 4242" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`${ORIGIN}/order/1042?payment_ref=${payment.providerRef}`);
    expect((await stateOf(payment.id)).state).toBe("pending");
    expect(await sandbox.deliverDue()).toBe(1);
    expect((await stateOf(payment.id)).state).toBe("paid");
    expect(await sandbox.deliverDue()).toBe(0);
    // The page now says it is paid, and another card changes nothing.
    expect(await (await app.request(path)).text()).toContain("was paid");
    await submit(path, { card: "4000000000000002" });
    expect(await sandbox.deliverDue()).toBe(0);
    expect((await stateOf(payment.id)).state).toBe("paid");
  });

  it("0002 is declined: the payment fails", async () => {
    const { payment, path } = await start();
    const res = await submit(path, { card: "4000000000000002" });
    expect(res.status).toBe(402);
    expect(await res.text()).toContain("declined");
    await sandbox.deliverDue();
    expect((await stateOf(payment.id)).state).toBe("failed");
  });

  it("3220 asks for 3-D Secure first: requires_action, then paid on confirm", async () => {
    const { payment, path } = await start();
    const res = await submit(path, { card: "4000000000003220" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`${path}/3ds`);
    const confirm = await app.request(`${path}/3ds`);
    expect(await confirm.text()).toContain("Confirm it is you");
    await sandbox.deliverDue();
    expect((await stateOf(payment.id)).state).toBe("requires_action");
    const done = await submit(`${path}/3ds`, { decision: "approve" });
    expect(done.status).toBe(303);
    await sandbox.deliverDue();
    expect((await stateOf(payment.id)).state).toBe("paid");
  });

  it("3220 with failed authentication ends failed", async () => {
    const { payment, path } = await start();
    await submit(path, { card: "4000000000003220" });
    expect((await submit(`${path}/3ds`, { decision: "reject" })).status).toBe(402);
    await sandbox.deliverDue();
    expect((await stateOf(payment.id)).state).toBe("failed");
  });

  it("0119 times out: nothing is said until the charge expires, then it is expired", async () => {
    const { payment, path } = await start();
    expect(await (await submit(path, { card: "4000000000000119" })).text()).toContain("did not answer");
    expect(await sandbox.deliverDue()).toBe(0);
    expect((await stateOf(payment.id)).state).toBe("pending");
    expect(await sandbox.deliverDue(new Date(Date.now() + 31 * 60_000))).toBe(1);
    expect((await stateOf(payment.id)).state).toBe("expired");
  });

  it("refuses any other card number", async () => {
    const { payment, path } = await start();
    const res = await submit(path, { card: "4111 1111 1111 1111" });
    expect(res.status).toBe(422);
    expect(await res.text()).toContain("only the test cards");
    expect(await sandbox.deliverDue()).toBe(0);
    expect((await stateOf(payment.id)).state).toBe("pending");
  });

  it("sends a webhook again when our endpoint was down, and it applies once", async () => {
    const { payment, path } = await start();
    await submit(path, { card: "4242424242424242" });
    endpointDown = true;
    expect(await sandbox.deliverDue()).toBe(0);
    const [queued] = await t.db.kysely
      .selectFrom("sandbox_webhooks")
      .selectAll()
      .where("body", "like", `%${payment.providerRef}%`)
      .execute();
    expect(queued).toMatchObject({ attempts: 1, delivered_at: null, last_error: "connect ECONNREFUSED" });
    expect(Date.parse(queued.next_attempt_at)).toBeGreaterThan(Date.now());
    expect((await stateOf(payment.id)).state).toBe("pending");
    endpointDown = false;
    expect(await sandbox.deliverDue()).toBe(0); // not due yet
    expect(await sandbox.deliverDue(new Date(Date.now() + HOUR))).toBe(1);
    expect((await stateOf(payment.id)).state).toBe("paid");
    const [sent] = await t.db.kysely.selectFrom("sandbox_webhooks").selectAll().where("id", "=", queued.id).execute();
    expect(sent.attempts).toBe(2);
    expect(sent.delivered_at).not.toBeNull();
  });

  it("refunds part, then the rest, through the provider and its webhooks; never more than was paid", async () => {
    const { payment, path } = await start(10_000);
    await submit(path, { card: "4242424242424242" });
    await sandbox.deliverDue();
    expect(await services.payments!.refund(payment.id, 2_500, "One bottle returned")).toMatchObject({ status: "pending" });
    expect((await stateOf(payment.id)).state).toBe("paid"); // until the provider's webhook says so
    await sandbox.deliverDue();
    expect(await stateOf(payment.id)).toMatchObject({ state: "partially_refunded", refunded: 2_500 });
    await expect(services.payments!.refund(payment.id, 7_501, "Too much")).rejects.toThrow(RefundNotAllowed);
    await services.payments!.refund(payment.id, 7_500, "The rest");
    await sandbox.deliverDue();
    expect(await stateOf(payment.id)).toMatchObject({ state: "refunded", refunded: 10_000 });
    await expect(services.payments!.refund(payment.id, 1, "Again")).rejects.toThrow(RefundNotAllowed);
  });

  it("refuses to refund a payment that was never paid", async () => {
    const { payment } = await start();
    await expect(services.payments!.refund(payment.id, 100, "No")).rejects.toThrow(RefundNotAllowed);
  });

  it("creates one sandbox charge per attempt even when asked twice (idempotent on our attempt id)", async () => {
    const request = {
      paymentId: "pay_twice",
      orderId: "ord_2",
      amount: 500,
      currency: "QAR" as const,
      description: "x",
      customer: { name: "A", email: null, phone: "55123456" },
      returnUrl: `${ORIGIN}/r`,
      webhookUrl: `${ORIGIN}/api/payments/webhook/sandbox`,
    };
    const made = await Promise.all([sandbox.createPayment(request), sandbox.createPayment(request)]);
    expect(made[0]).toEqual(made[1]);
    expect(
      await t.db.kysely.selectFrom("sandbox_charges").where("reference", "=", "pay_twice").selectAll().execute(),
    ).toHaveLength(1);
  });
});
