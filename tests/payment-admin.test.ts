// The admin side of online payments on both engines (docs/decisions/040, "The admin"): an order's
// payment in its dialog's endpoint, refunds (full, partial, never above what was paid, not even by
// requests at once; owners only; audited), the list's filter by payment, the CSV's payment columns,
// the Card payments days and a settlement report's reconciliation. Paid orders are made as a
// shopper's are: placed "Pay Online", paid on the sandbox's page, its webhook delivered.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { createApp } from "../server/app";
import { createPaymentsService } from "../server/payments/service";
import { createSandboxProvider, SIGNATURE_HEADER, signSandbox, type SandboxProvider } from "../server/payments/sandbox";
import { formatProviderAmount } from "../app/shared/payments/amounts";
import { formatQR } from "../app/shared/money";
import type { FetchLike } from "../server/payments/provider";
import type { AppServices } from "../server/services";
import type { OrderPayments, Reconciliation, RefundRequested, CardPaymentsReport } from "../app/admin/payments/payments-contract";
import type { OrdersPage } from "../app/admin/orders/orders-contract";
import { qatarDay } from "../app/shared/qatar-days";
import { createTestDb, engines, testServices, type TestDb } from "./support/test-db";
import { orderBody, postOrder } from "./support/orders";
import { signIn, staffRequest, useFastAuth } from "./support/admin";

const ORIGIN = "http://shop.test";

describe.each(engines)("payments in the admin on %s", (engine) => {
  let t: TestDb;
  let services: AppServices;
  let app: ReturnType<typeof createApp>;
  let sandbox: SandboxProvider;
  let owner: Record<string, string>;
  let staff: Record<string, string>;
  let placed = 0;

  const loopback: FetchLike = async (url, init) => {
    const u = new URL(url);
    return app.request(u.pathname + u.search, init);
  };

  beforeAll(async () => {
    t = await createTestDb(engine);
    services = useFastAuth(testServices(t.db));
    sandbox = createSandboxProvider({
      db: t.db,
      log: services.log,
      origin: ORIGIN,
      secret: "sandbox-test-secret-1234",
      fetch: loopback,
    });
    services.sandbox = sandbox;
    services.payments = createPaymentsService({ db: t.db, log: services.log, origin: ORIGIN, provider: sandbox });
    app = createApp(services);
    owner = await signIn(app, services, "owner");
    staff = await signIn(app, services, "clerk", undefined, "staff");
  });
  afterAll(async () => {
    await t.cleanup();
  });

  const asOwner = (method: string, path: string, body?: unknown) => staffRequest(app, () => owner)(method, path, body);
  const asStaff = (method: string, path: string, body?: unknown) => staffRequest(app, () => staff)(method, path, body);

  /** A "Pay Online" order; paid with the test card unless told otherwise. Its id and the charge's. */
  async function onlineOrder(card: string | null = "4242424242424242") {
    placed++;
    const res = await postOrder(
      app,
      orderBody({
        paymentMethod: "Pay Online",
        customer: {
          name: "Noora Al-Kuwari",
          email: "noora@example.qa",
          phone: `+974 5566 ${String(1000 + placed)}`,
          address: `Building ${placed}, Street 12, Zone 40`,
          city: "Doha",
        },
      }),
    );
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: string; total: number; payment: { url: string } };
    const chargeId = new URL(body.payment.url).pathname.split("/").at(-1)!;
    if (card) {
      await sandbox.payWithCard(chargeId, card);
      await sandbox.deliverDue();
    }
    return { id: body.id, total: body.total, chargeId };
  }
  const paymentOf = async (orderId: string) =>
    (await (await asOwner("GET", `/api/admin/orders/${orderId}/payment`)).json()) as OrderPayments;
  const refund = (orderId: string, amount: unknown, reason: unknown = "Customer returned a bottle", as = asOwner) =>
    as("POST", `/api/admin/orders/${orderId}/refunds`, { amount, reason });

  it("shows an online order's payment: state, provider, reference, amount", async () => {
    const order = await onlineOrder();
    const res = await asStaff("GET", `/api/admin/orders/${order.id}/payment`);
    expect(res.status).toBe(200);
    const payment = (await res.json()) as OrderPayments;
    expect(payment.attempts).toHaveLength(1);
    expect(payment.attempts[0]).toMatchObject({
      provider: "sandbox",
      providerRef: order.chargeId,
      state: "paid",
      amount: order.total,
      refunded: 0,
    });
    expect(payment.refundable).toEqual({ paymentId: payment.attempts[0].id, left: order.total });
    expect(payment.refunds).toEqual([]);
  });

  it("refunds part, then the rest, the payment's state following the provider's webhooks, each refund audited", async () => {
    const order = await onlineOrder();
    const part = Math.floor(order.total / 4);
    const first = await refund(order.id, part);
    expect(first.status).toBe(201);
    const answer = (await first.json()) as RefundRequested;
    expect(answer.refund).toMatchObject({
      amount: part,
      reason: "Customer returned a bottle",
      status: "requested",
      requestedBy: "owner",
    });
    expect(answer.payment.refundRequested).toBe(part);
    await sandbox.deliverDue();
    let payment = await paymentOf(order.id);
    expect(payment.attempts[0]).toMatchObject({ state: "partially_refunded", refunded: part });
    expect(payment.refundable?.left).toBe(order.total - part);

    const rest = await refund(order.id, order.total - part, "Order cancelled after payment");
    expect(rest.status).toBe(201);
    await sandbox.deliverDue();
    payment = await paymentOf(order.id);
    expect(payment.attempts[0]).toMatchObject({ state: "refunded", refunded: order.total, refundRequested: order.total });
    expect(payment.refundable).toBeNull();
    expect(payment.refunds.map((r) => r.amount)).toEqual([order.total - part, part]);
    // Each refund's own row follows the provider's confirmation, not only the payment.
    expect(payment.refunds.map((r) => r.status)).toEqual(["refunded", "refunded"]);
    expect(payment.refunds.every((r) => r.providerRef?.startsWith("sbr_"))).toBe(true);
    expect((await sandbox.charge(order.chargeId))?.refunded).toBe(order.total);

    const audit = await t.db.kysely
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "order.refund")
      .where("target", "=", order.id)
      .orderBy("at")
      .execute();
    expect(audit.map((a) => [a.actor, JSON.parse(a.detail!).amount, JSON.parse(a.detail!).reason])).toEqual([
      ["owner", part, "Customer returned a bottle"],
      ["owner", order.total - part, "Order cancelled after payment"],
    ]);

    const more = await refund(order.id, 100);
    expect(more.status).toBe(422);
    expect(((await more.json()) as { errors: { field: string; detail: string }[] }).errors).toMatchObject([
      { field: "amount", detail: "Everything paid has already been refunded." },
    ]);
  });

  it("refuses a refund above what is left with 422 naming the amount, and bad amounts and reasons", async () => {
    const order = await onlineOrder();
    const over = await refund(order.id, order.total + 1);
    expect(over.status).toBe(422);
    const problem = (await over.json()) as { errors: { field: string; detail: string }[] };
    expect(problem.errors[0].field).toBe("amount");
    expect(problem.errors[0].detail).toMatch(/^At most QR /);
    for (const amount of [0, -5, 12.5, "100", null]) {
      const res = await refund(order.id, amount);
      expect(res.status).toBe(422);
      expect(((await res.json()) as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual(["amount"]);
    }
    const noReason = await refund(order.id, 100, "");
    expect(noReason.status).toBe(422);
    expect(((await noReason.json()) as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual(["reason"]);
    expect((await paymentOf(order.id)).refunds).toEqual([]);
    expect(
      await t.db.kysely
        .selectFrom("sandbox_webhooks")
        .select("id")
        .where("body", "like", `%${order.chargeId}%REFUNDED%`)
        .execute(),
    ).toEqual([]);
  });

  it("never refunds more than was paid when refunds are asked for at once", async () => {
    const order = await onlineOrder();
    const each = Math.ceil((order.total * 6) / 10);
    const answers = await Promise.all(Array.from({ length: 6 }, () => refund(order.id, each)));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 422, 422, 422, 422, 422]);
    await sandbox.deliverDue();
    const payment = await paymentOf(order.id);
    expect(payment.attempts[0]).toMatchObject({ refundRequested: each, refunded: each, state: "partially_refunded" });
    expect((await sandbox.charge(order.chargeId))?.refunded).toBe(each);
    const rows = await t.db.kysely.selectFrom("refunds").selectAll().where("order_id", "=", order.id).execute();
    expect(rows).toHaveLength(1);

    // Small ones at once: every one that fits, none beyond.
    const left = order.total - each;
    const small = Math.floor(left / 3) + 1;
    const more = await Promise.all(Array.from({ length: 5 }, () => refund(order.id, small)));
    expect(more.filter((r) => r.status === 201)).toHaveLength(2);
    await sandbox.deliverDue();
    const after = await paymentOf(order.id);
    expect(after.attempts[0].refunded).toBe(each + 2 * small);
    expect(after.attempts[0].refunded).toBeLessThanOrEqual(order.total);
  });

  it("counts a refund the provider reports that the shop did not ask for in what is left to refund", async () => {
    const order = await onlineOrder();
    // Someone refunds part on the provider's dashboard: the provider's charge says so, and its webhook.
    const outside = Math.floor(order.total / 3);
    await t.db.kysely.updateTable("sandbox_charges").set({ refunded: outside }).where("id", "=", order.chargeId).execute();
    const body = JSON.stringify({
      id: "evt_dashboard_refund",
      charge_id: order.chargeId,
      status: "REFUNDED",
      refund_id: "sbr_dashboard",
      amount: formatProviderAmount(outside, "QAR"),
      currency: "QAR",
      created: new Date().toISOString(),
    });
    const hook = await app.request("/api/payments/webhook/sandbox", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        [SIGNATURE_HEADER]: signSandbox("sandbox-test-secret-1234", body, new Date()),
      },
      body,
    });
    expect(hook.status).toBe(200);

    const payment = await paymentOf(order.id);
    expect(payment.attempts[0]).toMatchObject({ state: "partially_refunded", refunded: outside });
    expect(payment.refundable?.left).toBe(order.total - outside);
    const over = await refund(order.id, order.total - outside + 1);
    expect(over.status).toBe(422);
    expect(((await over.json()) as { errors: { detail: string }[] }).errors[0].detail).toBe(
      `At most ${formatQR(order.total - outside)} is left to refund.`,
    );
    expect((await refund(order.id, order.total - outside)).status).toBe(201);
    await sandbox.deliverDue();
    const after = await paymentOf(order.id);
    expect(after.attempts[0]).toMatchObject({ state: "refunded", refunded: order.total });
    expect(after.refundable).toBeNull();
  });

  it("lets only owners refund; staff and no session are refused", async () => {
    const order = await onlineOrder();
    const byStaff = await refund(order.id, 100, "Staff tries", asStaff);
    expect(byStaff.status).toBe(403);
    const anonymous = await app.request(`/api/admin/orders/${order.id}/refunds`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: owner.origin, "sec-fetch-site": "same-origin" },
      body: JSON.stringify({ amount: 100, reason: "Nobody" }),
    });
    expect(anonymous.status).toBe(401);
    expect((await paymentOf(order.id)).attempts[0].refundRequested).toBe(0);
  });

  it("answers 409 for an order with nothing paid online to refund", async () => {
    const unpaid = await onlineOrder(null);
    const res = await refund(unpaid.id, 100);
    expect(res.status).toBe(409);
    expect(((await res.json()) as { code: string }).code).toBe("nothing_to_refund");
  });

  it("filters the order list by payment in the database, and counts each", async () => {
    const awaiting = await onlineOrder(null);
    const declined = await onlineOrder("4000000000000002");
    const cash = (await (
      await postOrder(
        app,
        orderBody({ customer: { name: "Cash Customer", phone: "+974 5577 1234", address: "Villa 9, Zone 61", city: "Doha" } }),
      )
    ).json()) as {
      id: string;
    };
    const list = async (payment: string) => {
      const res = await asStaff("GET", `/api/admin/orders?payment=${payment}&pageSize=200`);
      expect(res.status).toBe(200);
      return (await res.json()) as OrdersPage;
    };
    const paid = await list("paid");
    const refunded = await list("refunded");
    const waiting = await list("awaiting");
    const failed = await list("failed");
    const cashOnly = await list("cash");
    expect(paid.orders.every((o) => o.onlinePayment?.state === "paid")).toBe(true);
    expect(paid.total).toBe(paid.orders.length);
    expect(refunded.orders.map((o) => o.onlinePayment?.state).sort()).toEqual(
      expect.arrayContaining(["partially_refunded", "refunded"]),
    );
    expect(waiting.orders.map((o) => o.id)).toContain(awaiting.id);
    expect(waiting.orders.every((o) => o.status === "Awaiting payment")).toBe(true);
    expect(failed.orders.map((o) => o.id)).toEqual([declined.id]);
    expect(failed.orders[0].onlinePayment).toEqual({ state: "failed", reference: declined.chargeId });
    expect(cashOnly.orders.map((o) => o.id)).toEqual([cash.id]);
    expect(cashOnly.orders[0].onlinePayment).toBeUndefined();
    const all = await list("all");
    expect(all.total).toBe(paid.total + refunded.total + waiting.total + failed.total + cashOnly.total);

    const bad = await asStaff("GET", "/api/admin/orders?payment=bitcoin");
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual(["payment"]);
  });

  it("filters on the orders' payment index", async () => {
    const query =
      "select id from orders where payment_state in ('partially_refunded', 'refunded') order by created_at desc, id desc limit 50";
    const plan =
      engine === "sqlite"
        ? (await sql.raw<{ detail: string }>(`explain query plan ${query}`).execute(t.db.kysely)).rows.map((r) => r.detail)
        : // A planner that sees a small table scans it: asked not to, it must have the index to use.
          await t.db.kysely.connection().execute(async (conn) => {
            await sql`set enable_seqscan = off`.execute(conn);
            const rows = (await sql.raw<{ "QUERY PLAN": string }>(`explain ${query}`).execute(conn)).rows.map(
              (r) => r["QUERY PLAN"],
            );
            await sql`reset enable_seqscan`.execute(conn);
            return rows;
          });
    expect(plan.join(" ")).toContain("orders_payment_created_idx");
  });

  it("ends the CSV with each order's payment state and reference", async () => {
    const res = await asOwner("GET", "/api/admin/orders/export.csv?payment=failed");
    expect(res.status).toBe(200);
    const lines = (await res.text()).split("\r\n");
    expect(lines[0].endsWith(",Promotion Code,Payment State,Payment Reference")).toBe(true);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/,failed,sbx_[0-9a-f]+$/);
  });

  it("adds up paid and refunded per Qatar day in the Card payments view", async () => {
    const res = await asStaff("GET", "/api/admin/card-payments");
    expect(res.status).toBe(200);
    const report = (await res.json()) as CardPaymentsReport;
    const today = qatarDay(new Date());
    expect(report.from).toBe(today);
    const events = await t.db.kysely.selectFrom("payment_events").selectAll().where("outcome", "=", "applied").execute();
    const sum = (kind: string) => events.filter((e) => e.kind === kind).reduce((n, e) => n + e.amount, 0);
    expect(report.days).toHaveLength(1);
    expect(report.days[0]).toMatchObject({
      day: today,
      paid: { count: events.filter((e) => e.kind === "paid").length, amount: sum("paid") },
      refunded: { count: events.filter((e) => e.kind === "refunded").length, amount: sum("refunded") },
      net: sum("paid") - sum("refunded"),
    });
    expect(report.totals.net).toBe(report.days[0].net);
    const empty = (await (
      await asStaff("GET", "/api/admin/card-payments?from=2020-01-01&to=2020-01-31")
    ).json()) as CardPaymentsReport;
    expect(empty.days).toEqual([]);
    expect((await asStaff("GET", "/api/admin/card-payments?from=2026-13-01")).status).toBe(422);
  });

  it("reconciles a settlement report: matched, amount mismatches, missing from it and unknown to us", async () => {
    const today = qatarDay(new Date());
    const paid = await t.db.kysely
      .selectFrom("payments")
      .select(["provider_ref", "amount"])
      .where("state", "in", ["paid", "partially_refunded", "refunded"])
      .orderBy("created_at")
      .execute();
    expect(paid.length).toBeGreaterThanOrEqual(4);
    const [a, b, ...rest] = paid;
    const qar = (dirhams: number) => (dirhams / 100).toFixed(2);
    const csv = [
      "date,charge_id,amount,fee,currency",
      `${today},${a.provider_ref},${qar(a.amount)},2.50,QAR`,
      `${today},${b.provider_ref},${qar(b.amount + 100)},1.00,QAR`,
      `${today},chg_not_ours,10.00,0.30,QAR`,
    ].join("\r\n");
    const res = await asOwner("POST", "/api/admin/card-payments/reconcile", { csv });
    expect(res.status).toBe(200);
    const result = (await res.json()) as Reconciliation;
    expect(result.counts).toEqual({ matched: 1, mismatch: 1, missing: rest.length, unknown: 1 });
    expect(result.fees).toBe(380);
    expect(result.rows[0]).toMatchObject({
      chargeId: b.provider_ref,
      outcome: "mismatch",
      ours: b.amount,
      reported: b.amount + 100,
    });
    expect(result.rows.find((r) => r.outcome === "matched")).toMatchObject({ chargeId: a.provider_ref, fee: 250 });
    expect(
      result.rows
        .filter((r) => r.outcome === "missing")
        .map((r) => r.chargeId)
        .sort(),
    ).toEqual(rest.map((r) => r.provider_ref).sort());
    expect(result.rows.find((r) => r.outcome === "unknown")).toMatchObject({
      chargeId: "chg_not_ours",
      orderId: null,
      reported: 1000,
    });

    const broken = await asOwner("POST", "/api/admin/card-payments/reconcile", {
      csv: "charge_id,amount,fee,date\nchg_1,12.345,0,2026-11-31\n",
    });
    expect(broken.status).toBe(422);
    expect(((await broken.json()) as { errors: { field: string; detail: string }[] }).errors).toMatchObject([
      { field: "csv", detail: "Line 2: amount is not an amount in QAR (123.45)." },
      { field: "csv", detail: "Line 2: date is not a day written YYYY-MM-DD." },
    ]);
    const noHeader = await asOwner("POST", "/api/admin/card-payments/reconcile", { csv: "chg_1,12.00,0,2026-11-20\n" });
    expect(noHeader.status).toBe(422);
    expect((await asStaff("POST", "/api/admin/card-payments/reconcile", { csv })).status).toBe(403);
  });
});
