// POST /api/payments/webhook/:provider on both engines (docs/decisions/040): a verified event moves
// a payment once; duplicates, replays, late failures, tampered, unsigned or stale deliveries, and
// fifty deliveries at once, change it no further.
import { createHmac } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../server/app";
import { createPaymentsService } from "../server/payments/service";
import { createTapProvider } from "../server/payments/tap";
import { signSandbox, SIGNATURE_HEADER } from "../server/payments/sandbox";
import type { FetchLike } from "../server/payments/provider";
import type { AppServices } from "../server/services";
import { createTestDb, engines, testServices, type TestDb } from "./support/test-db";

const KEY = "sk_test_XKokBfNWv6FIYuTMg5sLPjhJ";
const SANDBOX_SECRET = "a-sandbox-secret-for-tests";
const fixture = (name: string) =>
  (
    JSON.parse(fs.readFileSync(path.join(import.meta.dirname, "fixtures/payments", name), "utf8")) as {
      response: Record<string, unknown>;
    }
  ).response;
const INITIATED = fixture("tap-charge-qpay-initiated.json");
const CAPTURED = fixture("tap-charge-qpay-captured.json");

/** Tap's documented hashstring (docs/webhook), computed here from the charge's own fields. */
function hashstring(charge: {
  id: string;
  amount: number;
  currency: string;
  status: string;
  reference: { gateway?: string; payment?: string };
  transaction: { created: string };
}) {
  const input = `x_id${charge.id}x_amount${charge.amount.toFixed(2)}x_currency${charge.currency}x_gateway_reference${charge.reference.gateway ?? ""}x_payment_reference${charge.reference.payment ?? ""}x_status${charge.status}x_created${charge.transaction.created}`;
  return createHmac("sha256", KEY).update(input).digest("hex");
}

/** The documented captured QPay charge, as Tap would post it for our charge `id`. */
function tapWebhook(id: string, overrides: { status?: string; amount?: number } = {}) {
  const charge = { ...CAPTURED, id, ...overrides } as Parameters<typeof hashstring>[0];
  return { body: JSON.stringify(charge), signature: hashstring(charge) };
}

describe.each(engines)("payment webhooks on %s", (engine) => {
  let t: TestDb;
  let services: AppServices;
  let app: ReturnType<typeof createApp>;
  let charges = 0;

  // Tap answers each create request with the documented INITIATED charge, under a fresh id.
  const tapFetch: FetchLike = async () =>
    new Response(JSON.stringify({ ...INITIATED, id: `chg_test_${engine}_${++charges}` }), { status: 200 });

  beforeAll(async () => {
    t = await createTestDb(engine, { seed: false });
    services = testServices(t.db, { PAYMENT_PROVIDER: "sandbox", PAYMENT_WEBHOOK_SECRET: SANDBOX_SECRET });
    app = createApp(services);
  });
  afterAll(async () => {
    await t.cleanup();
  });

  const useTap = () => {
    services.payments = createPaymentsService({
      db: t.db,
      log: services.log,
      origin: "https://shop.example",
      provider: createTapProvider({ secretKey: KEY, fetch: tapFetch }),
    });
  };
  const start = async (amount = 100) =>
    (
      await services.payments!.start({
        orderId: "ord_1",
        amount,
        description: "Order 1",
        customer: { name: "Test Shopper", email: null, phone: "55123456" },
        returnUrl: "https://shop.example/order/1",
      })
    ).payment;
  const post = (provider: string, body: string, headers: Record<string, string>) =>
    app.request(`/api/payments/webhook/${provider}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body,
    });
  const events = (paymentId?: string) => {
    let q = t.db.kysely.selectFrom("payment_events").selectAll();
    if (paymentId) q = q.where("payment_id", "=", paymentId);
    return q.execute();
  };
  const stateOf = async (id: string) => (await services.payments!.find(id))?.state;

  describe("Tap", () => {
    beforeAll(useTap);

    it("stores the attempt with Tap's charge and hosted page before any webhook", async () => {
      const payment = await start();
      expect(payment).toMatchObject({
        provider: "tap",
        state: "pending",
        amount: 100,
        currency: "QAR",
        url: INITIATED.transaction && (INITIATED.transaction as { url: string }).url,
      });
      expect(payment.providerRef).toMatch(/^chg_test_/);
    });

    it("marks paid on a signed CAPTURED webhook, once: the same delivery again is a duplicate", async () => {
      const payment = await start();
      const hook = tapWebhook(payment.providerRef!);
      const first = await post("tap", hook.body, { hashstring: hook.signature });
      expect(first.status).toBe(200);
      expect(await first.json()).toEqual({ outcome: "applied", state: "paid" });
      const again = await post("tap", hook.body, { hashstring: hook.signature });
      expect(again.status).toBe(200);
      expect(await again.json()).toEqual({ outcome: "duplicate" });
      expect(await stateOf(payment.id)).toBe("paid");
      const rows = await events(payment.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ provider: "tap", kind: "paid", outcome: "applied", state_after: "paid", amount: 100 });
    });

    it("records a late failure after paid and ignores it", async () => {
      const payment = await start();
      const paid = tapWebhook(payment.providerRef!);
      await post("tap", paid.body, { hashstring: paid.signature });
      const late = tapWebhook(payment.providerRef!, { status: "DECLINED" });
      const res = await post("tap", late.body, { hashstring: late.signature });
      expect(await res.json()).toEqual({ outcome: "ignored", state: "paid" });
      expect(await stateOf(payment.id)).toBe("paid");
      expect((await events(payment.id)).map((e) => [e.kind, e.outcome]).sort()).toEqual([
        ["failed", "ignored"],
        ["paid", "applied"],
      ]);
    });

    it("moves a refund's own row when Tap's refund webhook confirms or refuses it, once", async () => {
      const payment = await start();
      const paid = tapWebhook(payment.providerRef!);
      await post("tap", paid.body, { hashstring: paid.signature });
      // Two refunds asked for by staff (server/payments/admin-payments.ts): 30 and 40 dirhams
      // reserved; the second's first answer from Tap not stored yet, so only our id names it.
      const at = new Date().toISOString();
      const row = { payment_id: payment.id, order_id: "ord_1", reason: "Returned", requested_by: "owner" };
      await t.db.kysely
        .insertInto("refunds")
        .values([
          {
            ...row,
            id: `rf_a_${engine}`,
            amount: 30,
            status: "requested",
            provider_ref: `re_a_${engine}`,
            created_at: at,
            updated_at: at,
          },
          { ...row, id: `rf_b_${engine}`, amount: 40, status: "requested", provider_ref: null, created_at: at, updated_at: at },
        ])
        .execute();
      await t.db.kysely.updateTable("payments").set({ refund_requested: 70 }).where("id", "=", payment.id).execute();
      const refundHook = (id: string, status: string, amount: number, merchant?: string) => {
        const refund = {
          id,
          object: "refund",
          status,
          amount: amount / 100,
          currency: "QAR",
          charge_id: payment.providerRef!,
          created: "1718796790000",
          ...(merchant && { reference: { merchant } }),
        };
        const input = `x_id${id}x_amount${(amount / 100).toFixed(2)}x_currencyQARx_gateway_referencex_payment_referencex_status${status}x_created${refund.created}`;
        return { body: JSON.stringify(refund), signature: createHmac("sha256", KEY).update(input).digest("hex") };
      };
      const refunds = () =>
        t.db.kysely
          .selectFrom("refunds")
          .select(["id", "status", "provider_ref"])
          .where("payment_id", "=", payment.id)
          .orderBy("id")
          .execute();
      const reserved = async () =>
        (
          await t.db.kysely
            .selectFrom("payments")
            .select("refund_requested")
            .where("id", "=", payment.id)
            .executeTakeFirstOrThrow()
        ).refund_requested;

      const pending = refundHook(`re_a_${engine}`, "PENDING", 30);
      expect(await (await post("tap", pending.body, { hashstring: pending.signature })).json()).toEqual({ outcome: "noted" });
      const done = refundHook(`re_a_${engine}`, "REFUNDED", 30);
      expect(await (await post("tap", done.body, { hashstring: done.signature })).json()).toEqual({
        outcome: "applied",
        state: "partially_refunded",
      });
      const refused = refundHook(`re_b_${engine}`, "DECLINED", 40, `rf_b_${engine}`);
      expect(await (await post("tap", refused.body, { hashstring: refused.signature })).json()).toEqual({
        outcome: "ignored",
        state: "partially_refunded",
      });
      expect(await refunds()).toEqual([
        { id: `rf_a_${engine}`, status: "refunded", provider_ref: `re_a_${engine}` },
        { id: `rf_b_${engine}`, status: "failed", provider_ref: `re_b_${engine}` },
      ]);
      // The refused refund's 40 given back once, however often Tap says so.
      expect(await reserved()).toBe(30);
      expect(await (await post("tap", refused.body, { hashstring: refused.signature })).json()).toEqual({ outcome: "duplicate" });
      expect(await (await post("tap", done.body, { hashstring: done.signature })).json()).toEqual({ outcome: "duplicate" });
      expect(await reserved()).toBe(30);
      expect((await services.payments!.find(payment.id))?.refunded).toBe(30);
    });

    it("refuses a tampered, an unsigned or a wrongly signed webhook with 401, and nothing changes", async () => {
      const payment = await start();
      const hook = tapWebhook(payment.providerRef!);
      const tampered = hook.body
        .replace('"status":"CAPTURED"', '"status":"CAPTURED","extra":1')
        .replace('"amount":1,', '"amount":1.5,');
      expect(tampered).not.toBe(hook.body);
      for (const [body, headers] of [
        [tampered, { hashstring: hook.signature }],
        [hook.body, {}],
        [hook.body, { hashstring: "0".repeat(64) }],
      ] as const) {
        const res = await post("tap", body, headers);
        expect(res.status).toBe(401);
        expect(res.headers.get("content-type")).toContain("application/problem+json");
      }
      expect(await stateOf(payment.id)).toBe("pending");
      expect(await events(payment.id)).toHaveLength(0);
      expect((await events()).filter((e) => e.payment_id === "")).toHaveLength(0);
    });

    it("refuses a signed webhook whose amount differs from the attempt (422), and records nothing", async () => {
      const payment = await start();
      const hook = tapWebhook(payment.providerRef!, { amount: 2 });
      const res = await post("tap", hook.body, { hashstring: hook.signature });
      expect(res.status).toBe(422);
      expect(await stateOf(payment.id)).toBe("pending");
      expect(await events(payment.id)).toHaveLength(0);
    });

    it("answers 404 for a charge it does not know, without recording the event, so Tap's retry can apply it", async () => {
      const hook = tapWebhook("chg_nobody_knows");
      expect((await post("tap", hook.body, { hashstring: hook.signature })).status).toBe(404);
      expect(
        (await t.db.kysely.selectFrom("payment_events").where("event_id", "=", "chg_nobody_knows:CAPTURED").selectAll().execute())
          .length,
      ).toBe(0);
    });

    it("answers 404 for a provider the shop does not use", async () => {
      const hook = tapWebhook("chg_x");
      expect((await post("stripe", hook.body, { hashstring: hook.signature })).status).toBe(404);
    });

    it("turns 50 concurrent deliveries of the same webhook into one paid record", async () => {
      const payment = await start();
      const hook = tapWebhook(payment.providerRef!);
      const answers = await Promise.all(Array.from({ length: 50 }, () => post("tap", hook.body, { hashstring: hook.signature })));
      expect(answers.map((r) => r.status)).toEqual(Array(50).fill(200));
      const outcomes = await Promise.all(answers.map(async (r) => ((await r.json()) as { outcome: string }).outcome));
      expect(outcomes.filter((o) => o === "applied")).toHaveLength(1);
      expect(outcomes.filter((o) => o === "duplicate")).toHaveLength(49);
      expect(await stateOf(payment.id)).toBe("paid");
      expect(await events(payment.id)).toHaveLength(1);
    });

    it("ends paid whatever order 50 concurrent CAPTURED and DECLINED deliveries arrive in", async () => {
      const payment = await start();
      const paid = tapWebhook(payment.providerRef!);
      const failed = tapWebhook(payment.providerRef!, { status: "DECLINED" });
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          i % 2
            ? post("tap", paid.body, { hashstring: paid.signature })
            : post("tap", failed.body, { hashstring: failed.signature }),
        ),
      );
      expect(answers.every((r) => r.status === 200)).toBe(true);
      expect(await stateOf(payment.id)).toBe("paid");
      const rows = await events(payment.id);
      expect(rows.map((e) => e.kind).sort()).toEqual(["failed", "paid"]);
      expect(rows.find((e) => e.kind === "paid")?.outcome).toBe("applied");
    });
  });

  describe("sandbox signatures", () => {
    it("applies a fresh signed event, refuses a stale one, and treats a replay of the same event as a duplicate", async () => {
      services.payments = createPaymentsService({
        db: t.db,
        log: services.log,
        origin: "https://shop.example",
        provider: services.sandbox!,
      });
      const payment = await start(12_345);
      const body = JSON.stringify({
        id: "evt_replayed",
        charge_id: payment.providerRef,
        status: "CAPTURED",
        amount: "123.45",
        currency: "QAR",
        created: new Date().toISOString(),
      });

      const stale = await post("sandbox", body, {
        [SIGNATURE_HEADER]: signSandbox(SANDBOX_SECRET, body, new Date(Date.now() - 10 * 60_000)),
      });
      expect(stale.status).toBe(401);
      expect(await stale.json()).toMatchObject({ code: "stale" });
      expect(await stateOf(payment.id)).toBe("pending");

      const wrongKey = await post("sandbox", body, {
        [SIGNATURE_HEADER]: signSandbox("another-secret-entirely", body, new Date()),
      });
      expect(await wrongKey.json()).toMatchObject({ status: 401, code: "bad-signature" });

      const fresh = await post("sandbox", body, { [SIGNATURE_HEADER]: signSandbox(SANDBOX_SECRET, body, new Date()) });
      expect(await fresh.json()).toEqual({ outcome: "applied", state: "paid" });
      const replay = await post("sandbox", body, { [SIGNATURE_HEADER]: signSandbox(SANDBOX_SECRET, body, new Date()) });
      expect(await replay.json()).toEqual({ outcome: "duplicate" });
      expect(await events(payment.id)).toHaveLength(1);
    });
  });
});
