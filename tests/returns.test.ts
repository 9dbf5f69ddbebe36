// Returns (docs/decisions/050-returns.md) on both engines: the window and the policy the owner
// sets, partial returns and what is left to return, each step's message in the outbox, restocking
// only the undamaged quantity to the size sold, each refund kind (cash in the Cash section as money
// given back, the card through the sandbox provider, store credit and exchange on the return's
// row), and double presses at once never moving, restocking or refunding twice.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../server/app";
import { createPaymentsService } from "../server/payments/service";
import { createSandboxProvider, type SandboxProvider } from "../server/payments/sandbox";
import type { FetchLike } from "../server/payments/provider";
import type { AppServices } from "../server/services";
import type { AdminReturnList, ReturnChanged, ReturnFigures } from "../app/admin/returns/returns-contract";
import type { CashReport, RunSheet } from "../app/admin/delivery/delivery-contract";
import type { ReturnOptions } from "../app/shared/returns";
import { qatarDay } from "../app/shared/qatar-days";
import { DEFAULT_DELIVERY } from "../app/shared/delivery";
import { toE164 } from "../app/shared/phone";
import { issueStoreCredit, storeCreditView } from "../server/store-credit/ledger";
import { createTestDb, engines, testServices, type TestDb } from "./support/test-db";
import { orderBody, postOrder, validCustomer } from "./support/orders";
import { signIn, staffRequest, useFastAuth } from "./support/admin";
import { signInShopper } from "./support/shopper";

const ORIGIN = "http://shop.test";

describe.each(engines)("returns on %s", (engine) => {
  let t: TestDb;
  let services: AppServices;
  let app: ReturnType<typeof createApp>;
  let sandbox: SandboxProvider;
  let owner: Record<string, string>;
  let staff: Record<string, string>;
  let driverId: string;
  let placed = 0;
  let address = 0;

  const loopback: FetchLike = async (url, init) => {
    const u = new URL(url);
    return app.request(u.pathname + u.search, init);
  };
  const asOwner = (method: string, path: string, body?: unknown) => staffRequest(app, () => owner)(method, path, body);
  const asStaff = (method: string, path: string, body?: unknown) => staffRequest(app, () => staff)(method, path, body);
  const shopper = (path: string, body: unknown) =>
    app.request(path, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": `203.0.113.${++address % 250}` },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    t = await createTestDb(engine);
    services = useFastAuth(testServices(t.db, { TRUST_PROXY: "true" }));
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
    const driver = await asStaff("POST", "/api/admin/drivers", { name: "Ali", phone: "+974 5500 1111" });
    expect(driver.status).toBe(201);
    driverId = ((await driver.json()) as { id: string }).id;
  });
  afterAll(async () => t.cleanup());

  /**
   * A delivered order of two lines (perfume 1 × 2, perfume 2 × 1) unless told other items, its
   * number, phone, total and lines; paid online when asked, with a code or store credit when given.
   */
  async function deliveredOrder(
    online = false,
    extra: { items?: unknown[]; code?: string; storeCredit?: number; phone?: string; cookie?: string } = {},
  ) {
    placed++;
    const phone = extra.phone ?? `+974 5577 ${String(1000 + placed)}`;
    const res = await postOrder(
      app,
      orderBody({
        ...(online && { paymentMethod: "Pay Online" }),
        customer: { ...validCustomer, phone, address: `Building ${placed}, Street 9, Zone 40` },
        items: extra.items ?? [
          { type: "product", productId: "1", quantity: 2 },
          { type: "product", productId: "2", quantity: 1 },
        ],
        ...(extra.code && { code: extra.code }),
        ...(extra.storeCredit && { storeCredit: extra.storeCredit }),
      }),
      extra.cookie ? { cookie: extra.cookie } : {},
    );
    expect(res.status, await res.clone().text()).toBe(201);
    const body = (await res.json()) as {
      id: string;
      orderNumber: number;
      total: number;
      discount?: number;
      storeCredit?: number;
      items: { unitPrice: number; quantity: number; lineTotal: number }[];
      payment?: { url: string };
    };
    if (online) {
      const chargeId = new URL(body.payment!.url).pathname.split("/").at(-1)!;
      await sandbox.payWithCard(chargeId, "4242424242424242");
      await sandbox.deliverDue();
    }
    expect((await asStaff("PATCH", `/api/admin/orders/${body.id}/status`, { status: "Delivered" })).status).toBe(200);
    return {
      id: body.id,
      orderNumber: body.orderNumber,
      phone,
      total: body.total,
      discount: body.discount ?? 0,
      storeCredit: body.storeCredit ?? 0,
      items: body.items,
    };
  }
  type Placed = Awaited<ReturnType<typeof deliveredOrder>>;

  const request = (order: Placed, lines: { line: number; quantity: number }[], refund = "cash", reason = "changed_mind") =>
    shopper("/api/returns", { orderNumber: order.orderNumber, phone: order.phone, lines, reason, refund });
  const options = async (order: Placed) => {
    const res = await shopper("/api/returns/options", { orderNumber: order.orderNumber, phone: order.phone });
    expect(res.status).toBe(200);
    return (await res.json()) as ReturnOptions;
  };
  const returnOf = async (orderId: string) => {
    const res = await asStaff("GET", `/api/admin/returns?order=${orderId}`);
    expect(res.status).toBe(200);
    return ((await res.json()) as AdminReturnList).returns[0];
  };
  const mails = async (orderId: string) =>
    (
      await t.db.kysely
        .selectFrom("mail_outbox")
        .select("kind")
        .where("order_id", "=", orderId)
        .where("kind", "like", "return-%")
        .orderBy("created_at")
        .execute()
    ).map((r) => r.kind);
  const stockOf = async (orderId: string, line: number) => {
    const item = await t.db.kysely
      .selectFrom("order_items")
      .select("variant_id")
      .where("order_id", "=", orderId)
      .orderBy("position")
      .offset(line)
      .limit(1)
      .executeTakeFirstOrThrow();
    const row = await t.db.kysely
      .selectFrom("product_variants")
      .select("stock")
      .where("id", "=", item.variant_id!)
      .executeTakeFirstOrThrow();
    return { variantId: item.variant_id!, stock: row.stock };
  };
  /** Approve, book a pickup with Ali today, receive `received`/`damaged` of each line. */
  async function toReceived(id: string, lines: { line: number; received: number; damaged: number }[]) {
    expect((await asStaff("POST", `/api/admin/returns/${id}/approve`, {})).status).toBe(200);
    expect((await asStaff("POST", `/api/admin/returns/${id}/pickup`, { driverId, day: qatarDay(new Date()) })).status).toBe(200);
    const res = await asStaff("POST", `/api/admin/returns/${id}/receive`, { lines });
    expect(res.status).toBe(200);
    return ((await res.json()) as ReturnChanged).return;
  }

  it("shows the owner's window and policy, and refuses a request outside it or before delivery", async () => {
    const policy = (await (await app.request("/api/returns/policy")).json()) as {
      windowDays: number;
      policy: { en: string; ar: string };
    };
    expect(policy.windowDays).toBe(7);
    expect(policy.policy.en).toMatch(/unopened/);
    expect(policy.policy.ar.length).toBeGreaterThan(20);

    const set = await asOwner("PUT", "/api/admin/returns/settings", {
      windowDays: 3,
      policy: { en: "Unopened bottles within three days.", ar: "العبوات غير المفتوحة خلال ثلاثة أيام." },
    });
    expect(set.status).toBe(200);
    expect((await asStaff("PUT", "/api/admin/returns/settings", { windowDays: 9, policy: policy.policy })).status).toBe(403);
    expect((await asOwner("PUT", "/api/admin/returns/settings", { windowDays: 0, policy: policy.policy })).status).toBe(422);

    const order = await deliveredOrder();
    expect((await options(order)).policy.en).toBe("Unopened bottles within three days.");
    // Delivered four days ago: outside the three days.
    await t.db.kysely
      .updateTable("orders")
      .set({ delivered_at: new Date(Date.now() - 4 * 86_400_000).toISOString() })
      .where("id", "=", order.id)
      .execute();
    expect((await options(order)).closedBecause).toBe("window-over");
    const late = await request(order, [{ line: 0, quantity: 1 }]);
    expect(late.status).toBe(422);
    expect(JSON.stringify(await late.json())).toMatch(/within 3 days/);
    await asOwner("PUT", "/api/admin/returns/settings", { windowDays: 7, policy: policy.policy });
    expect((await request(order, [{ line: 0, quantity: 1 }])).status).toBe(201);

    // Not delivered yet.
    placed++;
    const phone = `+974 5577 ${String(1000 + placed)}`;
    const pending = (await (
      await postOrder(app, orderBody({ customer: { ...validCustomer, phone, address: `Building ${placed}, Street 9` } }))
    ).json()) as { orderNumber: number };
    const early = await shopper("/api/returns", {
      orderNumber: pending.orderNumber,
      phone,
      lines: [{ line: 0, quantity: 1 }],
      reason: "changed_mind",
      refund: "cash",
    });
    expect(early.status).toBe(422);
    // A wrong phone is the same 404 as an unknown number.
    expect((await request({ ...order, phone: "+974 5000 0000" }, [{ line: 0, quantity: 1 }])).status).toBe(404);
  });

  it("takes partial returns, never more than bought less what is held already, with field errors", async () => {
    const order = await deliveredOrder();
    const bad = await request(order, [
      { line: 0, quantity: 3 },
      { line: 5, quantity: 1 },
    ]);
    expect(bad.status).toBe(422);
    const problem = (await bad.json()) as { errors: { field: string }[] };
    expect(problem.errors.map((e) => e.field).sort()).toEqual(["lines.0.quantity", "lines.1.line"]);
    expect((await request(order, [{ line: 0, quantity: 1 }], "cash", "no-such-reason")).status).toBe(422);
    // A card refund needs an online payment.
    expect((await request(order, [{ line: 0, quantity: 1 }], "card")).status).toBe(422);

    expect((await request(order, [{ line: 0, quantity: 1 }])).status).toBe(201);
    let open = await options(order);
    expect(open.lines.map((l) => l.returnable)).toEqual([1, 1]);
    expect((await request(order, [{ line: 0, quantity: 2 }])).status).toBe(422);
    expect(
      (
        await request(
          order,
          [
            { line: 0, quantity: 1 },
            { line: 1, quantity: 1 },
          ],
          "store_credit",
        )
      ).status,
    ).toBe(201);
    open = await options(order);
    expect(open.closedBecause).toBe("nothing-left");
    expect(open.returns).toHaveLength(2);
    expect(await mails(order.id)).toEqual(["return-requested", "return-requested"]);

    // A refused return gives its quantities back to the order.
    const first = (await (
      await asStaff("GET", `/api/admin/returns?order=${order.id}&status=requested`)
    ).json()) as AdminReturnList;
    const both = first.returns.find((r) => r.lines.length === 2)!;
    const refusal = await asStaff("POST", `/api/admin/returns/${both.id}/refuse`, { message: "The cellophane was opened." });
    expect(refusal.status).toBe(200);
    expect((await asStaff("POST", `/api/admin/returns/${both.id}/refuse`, { message: "Again" })).status).toBe(409);
    expect((await options(order)).lines.map((l) => l.returnable)).toEqual([1, 1]);
    expect(await mails(order.id)).toContain("return-refused");
  });

  it("never takes the last units twice when two requests come at once", async () => {
    const order = await deliveredOrder();
    const answers = await Promise.all(Array.from({ length: 4 }, () => request(order, [{ line: 0, quantity: 2 }])));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 422, 422, 422]);
  });

  it("restocks only the undamaged quantity, to the size sold, once, and pays cash back through the driver", async () => {
    const order = await deliveredOrder();
    const { variantId } = await stockOf(order.id, 0);
    await t.db.kysely.updateTable("product_variants").set({ stock: 10 }).where("id", "=", variantId).execute();
    expect((await request(order, [{ line: 0, quantity: 2 }], "cash")).status).toBe(201);
    const pending = await returnOf(order.id);
    expect(pending).toMatchObject({ status: "requested", refundChoice: "cash", value: pending.lines[0].unitPrice * 2 });

    // Approving twice at once moves it once.
    const approvals = await Promise.all(
      [1, 2, 3].map(() => asStaff("POST", `/api/admin/returns/${pending.id}/approve`, { message: "Thank you" })),
    );
    expect(approvals.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const pickup = await asStaff("POST", `/api/admin/returns/${pending.id}/pickup`, { driverId, day: qatarDay(new Date()) });
    expect(pickup.status).toBe(200);
    const sheet = (await (await asStaff("GET", `/api/admin/drivers/${driverId}/run-sheet`)).json()) as RunSheet;
    const stop = sheet.pickups.find((p) => p.returnId === pending.id)!;
    expect(stop).toMatchObject({ orderNumber: order.orderNumber, cashToGive: pending.value });
    expect(sheet.cashToGiveBack).toBeGreaterThanOrEqual(pending.value);

    // Receiving twice at once restocks once: 2 back, 1 damaged → 1 to stock.
    const receipts = await Promise.all(
      [1, 2].map(() =>
        asStaff("POST", `/api/admin/returns/${pending.id}/receive`, { lines: [{ line: 0, received: 2, damaged: 1 }] }),
      ),
    );
    expect(receipts.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await stockOf(order.id, 0)).stock).toBe(11);
    const received = await returnOf(order.id);
    expect(received.lines[0]).toMatchObject({ received: 2, damaged: 1, restocked: 1 });

    const before = (await (await asOwner("GET", "/api/admin/cash")).json()) as CashReport;
    // Staff may not refund; two owners at once refund once.
    expect((await asStaff("POST", `/api/admin/returns/${pending.id}/refund`, {})).status).toBe(403);
    const refunds = await Promise.all([1, 2].map(() => asOwner("POST", `/api/admin/returns/${pending.id}/refund`, {})));
    expect(refunds.map((r) => r.status).sort()).toEqual([200, 409]);
    const done = await returnOf(order.id);
    expect(done).toMatchObject({ status: "refunded", refundKind: "cash", refundAmount: done.lines[0].unitPrice });
    const after = (await (await asOwner("GET", "/api/admin/cash")).json()) as CashReport;
    const row = after.rows.find((r) => r.driverId === driverId)!;
    expect(row.refundsPaid.amount - (before.rows.find((r) => r.driverId === driverId)?.refundsPaid.amount ?? 0)).toBe(
      done.refundAmount,
    );
    expect(after.totals.outstanding).toBe(before.totals.outstanding - done.refundAmount!);
    expect(await mails(order.id)).toEqual([
      "return-requested",
      "return-approved",
      "return-pickup",
      "return-received",
      "return-refunded",
    ]);
    const audit = await t.db.kysely.selectFrom("audit_log").select("action").where("target", "=", order.id).execute();
    expect(audit.map((a) => a.action).filter((a) => a.startsWith("return."))).toEqual([
      "return.approve",
      "return.pickup",
      "return.receive",
      "return.refund",
    ]);
  });

  it("refunds an online order to the card through the provider, once", async () => {
    const order = await deliveredOrder(true);
    expect((await request(order, [{ line: 1, quantity: 1 }], "card")).status).toBe(201);
    const pending = await returnOf(order.id);
    await toReceived(pending.id, [{ line: 1, received: 1, damaged: 0 }]);
    const refunds = await Promise.all([1, 2].map(() => asOwner("POST", `/api/admin/returns/${pending.id}/refund`, {})));
    expect(refunds.map((r) => r.status).sort()).toEqual([200, 409]);
    const done = await returnOf(order.id);
    expect(done).toMatchObject({ status: "refunded", refundKind: "card", refundAmount: pending.lines[0].unitPrice });
    const cardRefunds = await t.db.kysely.selectFrom("refunds").selectAll().where("order_id", "=", order.id).execute();
    expect(cardRefunds).toHaveLength(1);
    expect(cardRefunds[0]).toMatchObject({ amount: done.refundAmount, status: "requested" });
    await sandbox.deliverDue();
    const payment = await t.db.kysely
      .selectFrom("payments")
      .select(["refunded", "state"])
      .where("order_id", "=", order.id)
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ refunded: done.refundAmount, state: "partially_refunded" });
  });

  it("records store credit and exchanges on the return, and counts them in the figures", async () => {
    const credit = await deliveredOrder();
    expect((await request(credit, [{ line: 0, quantity: 1 }], "store_credit", "gift_duplicate")).status).toBe(201);
    const c = await returnOf(credit.id);
    await toReceived(c.id, [{ line: 0, received: 1, damaged: 0 }]);
    // Never more than what came back is worth.
    expect((await asOwner("POST", `/api/admin/returns/${c.id}/refund`, { amount: 10_000_000 })).status).toBe(422);
    expect((await asOwner("POST", `/api/admin/returns/${c.id}/refund`, {})).status).toBe(200);
    expect(await returnOf(credit.id)).toMatchObject({
      status: "refunded",
      refundKind: "store_credit",
      refundAmount: c.lines[0].unitPrice,
    });
    // The credit is on the order's phone, in the ledger, once.
    const ledger = await storeCreditView(t.db.kysely, toE164(credit.phone)!, new Date(), 10);
    expect(ledger.balance).toBe(c.lines[0].unitPrice);
    expect(ledger.entries.map((e) => [e.kind, e.amount])).toEqual([["issued", c.lines[0].unitPrice]]);

    const swap = await deliveredOrder();
    expect((await request(swap, [{ line: 1, quantity: 1 }], "exchange", "wrong_item")).status).toBe(201);
    const s = await returnOf(swap.id);
    await toReceived(s.id, [{ line: 1, received: 1, damaged: 0 }]);
    expect((await asOwner("POST", `/api/admin/returns/${s.id}/refund`, {})).status).toBe(200);
    expect(await returnOf(swap.id)).toMatchObject({ status: "exchanged", refundKind: "exchange", refundAmount: 0 });

    const figures = (await (await asStaff("GET", "/api/admin/returns/figures")).json()) as ReturnFigures;
    expect(figures.reasons.find((r) => r.reason === "gift_duplicate")?.count).toBeGreaterThanOrEqual(1);
    expect(figures.refunds.find((r) => r.kind === "store_credit")).toMatchObject({ count: 1, amount: c.lines[0].unitPrice });
    expect(figures.refunds.find((r) => r.kind === "exchange")?.count).toBe(1);
    const perfume = figures.products.find((p) => p.productId === "1")!;
    expect(perfume.returned).toBeGreaterThan(0);
    expect(perfume.sold).toBeGreaterThan(0);
    expect(perfume.rate).toBeCloseTo(perfume.returned / perfume.sold);
  });

  let offers = 0;
  /** A promotion with a code of its own (so no other order gets it); its code. */
  const offer = async (body: Record<string, unknown>) => {
    offers++;
    const code = `BACK${offers}`;
    const res = await asOwner("POST", "/api/admin/promotions", {
      name: { en: `Offer ${offers}`, ar: `عرض ${offers}` },
      automatic: false,
      codes: [code],
      ...body,
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return code;
  };
  const refundOf = (id: string, body: Record<string, unknown> = {}) => asOwner("POST", `/api/admin/returns/${id}/refund`, body);

  it("gives back what was paid for a half-price bottle, not its price", async () => {
    const code = await offer({ type: "percentage", value: 50 });
    const order = await deliveredOrder(false, { items: [{ type: "product", productId: "1", quantity: 1 }], code });
    const price = order.items[0].unitPrice;
    expect(order.discount).toBe(Math.floor(price / 2));
    expect(order.total).toBe(price - order.discount);

    expect((await request(order, [{ line: 0, quantity: 1 }], "cash")).status).toBe(201);
    const pending = await returnOf(order.id);
    // The driver gives back what was paid, not the bottle's price.
    expect(pending.value).toBe(order.total);
    await toReceived(pending.id, [{ line: 0, received: 1, damaged: 0 }]);
    const tooMuch = await refundOf(pending.id, { amount: price });
    expect(tooMuch.status).toBe(422);
    expect(((await tooMuch.json()) as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual(["amount"]);
    expect((await refundOf(pending.id)).status).toBe(200);
    expect(await returnOf(order.id)).toMatchObject({ status: "refunded", refundKind: "cash", refundAmount: order.total });
  });

  it("gives back half of what the pair cost for one bottle of a buy-one-get-one", async () => {
    const code = await offer({ type: "buy_x_get_y", value: 100, buyQuantity: 1, getQuantity: 1 });
    const order = await deliveredOrder(false, { items: [{ type: "product", productId: "1", quantity: 2 }], code });
    const price = order.items[0].unitPrice;
    expect(order.total).toBe(price);

    expect((await request(order, [{ line: 0, quantity: 1 }], "store_credit")).status).toBe(201);
    const first = await returnOf(order.id);
    await toReceived(first.id, [{ line: 0, received: 1, damaged: 0 }]);
    // A full bottle back while the shopper keeps the other is more than the bottle was paid.
    expect((await refundOf(first.id, { amount: price })).status).toBe(422);
    expect((await refundOf(first.id)).status).toBe(200);
    expect(await returnOf(order.id)).toMatchObject({ refundKind: "store_credit", refundAmount: Math.floor(price / 2) });

    // The other one later: together exactly what the pair cost.
    expect((await request(order, [{ line: 0, quantity: 1 }], "store_credit")).status).toBe(201);
    const second = (await (
      await asStaff("GET", `/api/admin/returns?order=${order.id}&status=requested`)
    ).json()) as AdminReturnList;
    await toReceived(second.returns[0].id, [{ line: 0, received: 1, damaged: 0 }]);
    expect((await refundOf(second.returns[0].id)).status).toBe(200);
    const ledger = await storeCreditView(t.db.kysely, toE164(order.phone)!, new Date(), 10);
    expect(ledger.balance).toBe(order.total);
  });

  it("takes nothing off the bottle for free delivery: only the lines' discount is spread", async () => {
    const fee = 1500;
    const delivery = (areaFee: number) =>
      asOwner("PUT", "/api/admin/settings/delivery", {
        ...DEFAULT_DELIVERY,
        areas: DEFAULT_DELIVERY.areas.map((a) => (a.area === "Al Wakrah" ? { ...a, fee: areaFee } : a)),
      });
    expect((await delivery(fee)).status).toBe(200);
    try {
      const code = await offer({ type: "free_delivery", value: 0 });
      placed++;
      const res = await postOrder(
        app,
        orderBody({
          customer: { ...validCustomer, city: "Al Wakrah", phone: `+974 5577 ${String(1000 + placed)}` },
          items: [{ type: "product", productId: "1", quantity: 1 }],
          code,
        }),
      );
      expect(res.status, await res.clone().text()).toBe(201);
      const body = (await res.json()) as {
        id: string;
        orderNumber: number;
        total: number;
        discount?: number;
        items: { unitPrice: number }[];
      };
      expect(body.discount).toBe(fee);
      expect(body.total).toBe(body.items[0].unitPrice);
      expect((await asStaff("PATCH", `/api/admin/orders/${body.id}/status`, { status: "Delivered" })).status).toBe(200);
      const order = { orderNumber: body.orderNumber, phone: `+974 5577 ${String(1000 + placed)}` };
      expect(
        (
          await shopper("/api/returns", {
            ...order,
            lines: [{ line: 0, quantity: 1 }],
            reason: "changed_mind",
            refund: "store_credit",
          })
        ).status,
      ).toBe(201);
      expect((await returnOf(body.id)).value).toBe(body.items[0].unitPrice);
    } finally {
      expect((await delivery(0)).status).toBe(200);
    }
  });

  it("never gives back more than the order was paid, card and store credit together, even when refunds come at once", async () => {
    // A signed-in shopper with QR 50 of credit pays the rest online.
    const phone = "+97455779001";
    const credit = 5000;
    await t.db.kysely.transaction().execute((trx) =>
      issueStoreCredit(trx, {
        phone,
        amount: credit,
        reason: null,
        source: { kind: "staff", staffId: "owner" },
        at: new Date(),
      }),
    );
    const cookie = await signInShopper(app, t.db, phone);
    const order = await deliveredOrder(true, { phone, cookie, storeCredit: credit });
    expect(order.storeCredit).toBe(credit);
    const paid = order.total + credit;

    // Everything comes back, in two returns, and the owner also refunds the card in full, all at once.
    expect((await request(order, [{ line: 0, quantity: 2 }], "store_credit")).status).toBe(201);
    const both = await returnOf(order.id);
    expect((await request(order, [{ line: 1, quantity: 1 }], "cash")).status).toBe(201);
    const list = (await (await asStaff("GET", `/api/admin/returns?order=${order.id}`)).json()) as AdminReturnList;
    const other = list.returns.find((r) => r.id !== both.id)!;
    await toReceived(both.id, [{ line: 0, received: 2, damaged: 0 }]);
    await toReceived(other.id, [{ line: 1, received: 1, damaged: 0 }]);
    const answers = await Promise.all([
      asOwner("POST", `/api/admin/orders/${order.id}/refunds`, { amount: order.total, reason: "Everything came back" }),
      refundOf(both.id),
      refundOf(other.id),
    ]);
    for (const answer of answers) expect([200, 201, 422]).toContain(answer.status);
    await sandbox.deliverDue();

    const returned = await t.db.kysely
      .selectFrom("returns")
      .select(["refund_amount"])
      .where("order_id", "=", order.id)
      .where("status", "=", "refunded")
      .execute();
    const payment = await t.db.kysely
      .selectFrom("payments")
      .select(["refund_requested", "refunded"])
      .where("order_id", "=", order.id)
      .executeTakeFirstOrThrow();
    const given = returned.reduce((n, r) => n + Number(r.refund_amount), 0) + payment.refund_requested;
    expect(given).toBe(paid);
    expect(payment.refunded).toBe(payment.refund_requested);
    // Nothing is left: neither a card refund nor a return may give more.
    expect((await asOwner("POST", `/api/admin/orders/${order.id}/refunds`, { amount: 100, reason: "Once more" })).status).toBe(
      422,
    );
  });

  it("pages and filters the list by status", async () => {
    const list = (await (await asStaff("GET", "/api/admin/returns?status=refunded")).json()) as AdminReturnList;
    expect(list.returns.every((r) => r.status === "refunded")).toBe(true);
    expect(list.counts.refunded).toBe(list.total);
    expect((await asStaff("GET", "/api/admin/returns?status=lost")).status).toBe(422);
  });
});
