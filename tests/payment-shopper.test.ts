// The shopper's side of online payment on both engines (docs/decisions/040): the webhook arriving
// before the shopper is back, trying again after a failure, paying on delivery instead, the
// e-mails in the outbox, fifty clicks at once making one new payment, the expiry giving back the
// slot and the promotion's use as well as the stock, and the revenue leaving unpaid orders out.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../server/app";
import { createPaymentsService } from "../server/payments/service";
import { createSandboxProvider, type SandboxProvider } from "../server/payments/sandbox";
import type { FetchLike } from "../server/payments/provider";
import type { AppServices } from "../server/services";
import { DEFAULT_DELIVERY, type DeliveryQuote } from "../app/shared/delivery";
import type { OrderPaymentView } from "../app/shared/order-payment-request";
import { createTestDb, engines, testServices, type TestDb } from "./support/test-db";
import { orderBody, postOrder, validCustomer } from "./support/orders";
import { signIn, staffRequest, useFastAuth } from "./support/admin";
import { expireUnpaidOrders } from "../server/orders/payment-expiry";
import { readStats } from "../server/orders/admin-queries";
import { qatarDay } from "../app/shared/qatar-days";
import { paymentRefunded } from "../server/payments/refund-mail";
import { findOrder } from "../server/orders/order-store";
import { renderOrderMail } from "../server/mail/order-mail";

const ORIGIN = "http://shop.test";

describe.each(engines)("paying online as a shopper on %s", (engine) => {
  let t: TestDb;
  let services: AppServices;
  let app: ReturnType<typeof createApp>;
  let sandbox: SandboxProvider;
  let admin: ReturnType<typeof staffRequest>;

  const loopback: FetchLike = async (url, init) => {
    const u = new URL(url);
    return app.request(u.pathname + u.search, init);
  };

  beforeAll(async () => {
    t = await createTestDb(engine);
    services = useFastAuth(testServices(t.db, { PAYMENT_PROVIDER: "sandbox" }));
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
    const owner = await signIn(app, services, "owner");
    admin = staffRequest(app, () => owner);
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
  const mailsOf = async (id: string) =>
    (
      await t.db.kysely
        .selectFrom("mail_outbox")
        .select(["kind", "amount"])
        .where("order_id", "=", id)
        .orderBy("created_at")
        .orderBy("id")
        .execute()
    ).map((m) => m.kind);
  const historyOf = async (id: string) =>
    (
      await t.db.kysely.selectFrom("order_status_history").selectAll().where("order_id", "=", id).orderBy("changed_at").execute()
    ).map((h) => [h.from_status, h.status, h.changed_by]);

  const placeOnline = async (productId: string, quantity = 1, extra: Record<string, unknown> = {}) => {
    const res = await postOrder(
      app,
      orderBody({ paymentMethod: "Pay Online", items: [{ type: "product", productId, quantity }], ...extra }),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    const body = (await res.json()) as { id: string; orderNumber: number; payment: { url: string } };
    return { id: body.id, orderNumber: body.orderNumber, path: new URL(body.payment.url).pathname, url: body.payment.url };
  };
  const card = (path: string, number: string) =>
    app.request(path, { method: "POST", body: new URLSearchParams({ card: number }) });
  const post = (path: string, body: unknown) =>
    app.request(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  const keyOf = (order: { id: string; orderNumber: number }) => ({ orderNumber: order.orderNumber, orderId: order.id });
  const viewOf = async (order: { id: string; orderNumber: number }) => {
    const res = await post("/api/orders/payment", keyOf(order));
    expect(res.status).toBe(200);
    return (await res.json()) as OrderPaymentView;
  };

  it("the webhook may come before the shopper is back: the confirmation then reads Paid, and the e-mail is in Arabic", async () => {
    await setStock("4", 5);
    const order = await placeOnline("4", 1, { language: "ar" });
    // The hosted page returns to the confirmation in the order's language.
    const charge = await t.db.kysely
      .selectFrom("sandbox_charges")
      .select("return_url")
      .where("id", "=", order.path.split("/").at(-1)!)
      .executeTakeFirstOrThrow();
    expect(new URL(charge.return_url).pathname).toBe("/ar/order-confirmation");
    expect((await viewOf(order)).status).toBe("Awaiting payment");
    expect((await card(order.path, "4242 4242 4242 4242")).status).toBe(303);
    expect(await sandbox.deliverDue()).toBe(1);
    // Only now does the shopper's browser ask.
    expect(await viewOf(order)).toMatchObject({ status: "Paid", canRetry: false, canPayOnDelivery: false });
    expect(await mailsOf(order.id)).toEqual(["order-received", "payment-received"]);
    const stored = (await findOrder(t.db, order.id))!;
    const mail = await renderOrderMail("payment-received", stored, {
      brand: "Shop",
      email: "shop@example.qa",
      phone: "+974 4000 0000",
      whatsapp: "97450000000",
      publicOrigin: ORIGIN,
    });
    expect(mail.subject).toContain("تم استلام الدفع");
    expect(mail.text).toContain("المبلغ المدفوع إلكترونياً");
  });

  it("after a declined card: the payment-failed e-mail, then a new try that takes the stock again and pays", async () => {
    await setStock("5", 3);
    const order = await placeOnline("5", 2);
    expect(await stockOf("5")).toBe(1);
    expect((await card(order.path, "4000000000000002")).status).toBe(402);
    await sandbox.deliverDue();
    expect(await stockOf("5")).toBe(3);
    expect(await viewOf(order)).toMatchObject({ status: "Payment failed", canRetry: true, canPayOnDelivery: true });
    expect(await mailsOf(order.id)).toEqual(["order-received", "payment-failed"]);

    const retried = await post("/api/orders/payment/retry", keyOf(order));
    expect(retried.status).toBe(201);
    const { payment } = (await retried.json()) as { payment: { url: string } };
    expect(new URL(payment.url).pathname).not.toBe(order.path);
    expect(await statusOf(order.id)).toBe("Awaiting payment");
    expect(await stockOf("5")).toBe(1);
    expect((await card(new URL(payment.url).pathname, "4242424242424242")).status).toBe(303);
    await sandbox.deliverDue();
    expect(await statusOf(order.id)).toBe("Paid");
    expect(await historyOf(order.id)).toEqual([
      ["Awaiting payment", "Payment failed", "payment:sandbox"],
      ["Payment failed", "Awaiting payment", "shopper"],
      ["Awaiting payment", "Paid", "payment:sandbox"],
    ]);
    expect((await services.payments!.ofOrder(order.id)).map((p) => p.state)).toEqual(["failed", "paid"]);
    // Paid now: neither a new try nor cash.
    expect((await post("/api/orders/payment/retry", keyOf(order))).status).toBe(409);
    expect((await post("/api/orders/payment/cash", keyOf(order))).status).toBe(409);
  });

  it("pay on delivery instead: Cash on Delivery, Pending, holding its stock, with a new receipt", async () => {
    await setStock("6", 4);
    const order = await placeOnline("6", 1);
    await card(order.path, "4000000000000002");
    await sandbox.deliverDue();
    expect(await stockOf("6")).toBe(4);
    // Found by the phone given at checkout too, as on /track.
    const res = await post("/api/orders/payment/cash", { orderNumber: order.orderNumber, phone: validCustomer.phone });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "Pending", paymentMethod: "Cash on Delivery", canRetry: false });
    expect(await stockOf("6")).toBe(3);
    const row = await t.db.kysely
      .selectFrom("orders")
      .select(["status", "payment_method"])
      .where("id", "=", order.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: "Pending", payment_method: "Cash on Delivery" });
    expect(await mailsOf(order.id)).toEqual(["order-received", "payment-failed", "order-received"]);
    expect((await historyOf(order.id)).at(-1)).toEqual(["Payment failed", "Pending", "shopper"]);
    expect((await post("/api/orders/payment/retry", keyOf(order))).status).toBe(409);
  });

  it("refuses a cash switch over the Cash on Delivery limit (422 on paymentMethod) and a retry with the stock gone (409)", async () => {
    await setStock("7", 10);
    const order = await placeOnline("7", 10);
    await card(order.path, "4000000000000002");
    await sandbox.deliverDue();
    expect((await viewOf(order)).canPayOnDelivery).toBe(true);
    const limited = createApp({
      ...services,
      config: { ...services.config, store: { ...services.config.store, codMaxOrder: 100 } },
    });
    const res = await limited.request("/api/orders/payment/cash", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(keyOf(order)),
    });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual(["paymentMethod"]);
    await setStock("7", 2);
    const short = await post("/api/orders/payment/retry", keyOf(order));
    expect(short.status).toBe(409);
    expect(((await short.json()) as { code: string }).code).toBe("out_of_stock");
    expect(await statusOf(order.id)).toBe("Payment failed");
    expect(await stockOf("7")).toBe(2);
  });

  it("answers 422 with field errors on bad input and the same 404 for a wrong id or phone", async () => {
    const order = await placeOnline("1");
    const bad = await post("/api/orders/payment", { orderNumber: "x" });
    expect(bad.status).toBe(422);
    const fields = ((await bad.json()) as { errors: { field: string }[] }).errors.map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(["orderNumber"]));
    const neither = await post("/api/orders/payment/retry", { orderNumber: order.orderNumber });
    expect(neither.status).toBe(422);
    expect(((await neither.json()) as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual(["phone"]);
    const otherId = order.id.replace(/.$/, (c) => (c === "0" ? "1" : "0"));
    expect((await post("/api/orders/payment", { orderNumber: order.orderNumber, orderId: otherId })).status).toBe(404);
    expect((await post("/api/orders/payment", { orderNumber: order.orderNumber, phone: "+974 5555 9999" })).status).toBe(404);
    // Still awaiting: nothing to retry.
    expect((await post("/api/orders/payment/retry", keyOf(order))).status).toBe(409);
  });

  it("fifty clicks on try again at once make one new payment", async () => {
    await setStock("8", 5);
    const order = await placeOnline("8", 1);
    await card(order.path, "4000000000000002");
    await sandbox.deliverDue();
    const answers = await Promise.all(Array.from({ length: 50 }, () => post("/api/orders/payment/retry", keyOf(order))));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(await services.payments!.ofOrder(order.id)).toHaveLength(2);
    expect(await stockOf("8")).toBe(4);
    expect((await historyOf(order.id)).filter(([, , by]) => by === "shopper")).toHaveLength(1);
  });

  it("the expiry gives back the slot and the promotion's use as well as the stock", async () => {
    expect(
      (
        await admin("PUT", "/api/admin/settings/delivery", {
          ...DEFAULT_DELIVERY,
          slots: { enabled: true, days: 2, windows: [{ from: "22:30", to: "23:30", capacity: 5 }] },
        })
      ).status,
    ).toBe(200);
    const created = await admin("POST", "/api/admin/promotions", {
      name: { en: "Pay day", ar: "يوم الدفع" },
      type: "percentage",
      value: 10,
      automatic: false,
      codes: ["PAYDAY"],
    });
    expect(created.status).toBe(201);
    services.catalogue.invalidate();
    try {
      await expireWithSlotAndCode();
    } finally {
      await admin("PUT", "/api/admin/settings/delivery", DEFAULT_DELIVERY);
      services.catalogue.invalidate();
    }
  });

  const expireWithSlotAndCode = async () => {
    const quote = (await (await app.request("/api/delivery/quote?area=Doha")).json()) as DeliveryQuote;
    const slot = quote.slots.find((s) => !s.full)!;
    await setStock("2", 5);
    const order = await placeOnline("2", 2, { delivery: { slot: slot.id }, code: "PAYDAY" });
    const booked = () =>
      t.db.kysely
        .selectFrom("slot_bookings")
        .select("booked")
        .where("day", "=", slot.day)
        .where("slot", "=", `${slot.from}-${slot.to}`)
        .executeTakeFirst()
        .then((r) => Number(r?.booked ?? 0));
    const counted = () =>
      t.db.kysely
        .selectFrom("order_promotions")
        .select("counted")
        .where("order_id", "=", order.id)
        .execute()
        .then((rows) => rows.map((r) => Number(r.counted)));
    expect(await booked()).toBe(1);
    expect(await counted()).toEqual([1]);
    expect(await stockOf("2")).toBe(3);
    const later = new Date(Date.now() + 31 * 60_000);
    expect(await expireUnpaidOrders(t.db, services.payments!, services.log, later)).toBeGreaterThanOrEqual(1);
    expect(await statusOf(order.id)).toBe("Payment failed");
    expect(await booked()).toBe(0);
    expect(await counted()).toEqual([0]);
    expect(await stockOf("2")).toBe(5);
    expect(await mailsOf(order.id)).toEqual(["order-received", "payment-failed"]);
    // Trying again takes them all again, and holds for 30 minutes from the new try.
    expect((await post("/api/orders/payment/retry", keyOf(order))).status).toBe(201);
    expect(await booked()).toBe(1);
    expect(await counted()).toEqual([1]);
    expect(await stockOf("2")).toBe(3);
    await t.db.kysely
      .updateTable("orders")
      .set({ created_at: new Date(Date.now() - 40 * 60_000).toISOString() })
      .where("id", "=", order.id)
      .execute();
    await expireUnpaidOrders(t.db, services.payments!, services.log, new Date(Date.now() + 60_000));
    expect(await statusOf(order.id)).toBe("Awaiting payment");
  };

  it("queues the refund e-mail with its amount for the hook the refund flow calls", async () => {
    const order = await placeOnline("1", 1, { language: "ar" });
    const stored = (await findOrder(t.db, order.id))!;
    expect(await paymentRefunded(t.db.kysely, stored, 4250)).toBe(true);
    const row = await t.db.kysely
      .selectFrom("mail_outbox")
      .select(["kind", "amount", "recipient"])
      .where("order_id", "=", order.id)
      .where("kind", "=", "payment-refunded")
      .executeTakeFirstOrThrow();
    expect({ ...row, amount: Number(row.amount) }).toEqual({
      kind: "payment-refunded",
      amount: 4250,
      recipient: validCustomer.email,
    });
    const mail = await renderOrderMail(
      "payment-refunded",
      stored,
      {
        brand: "Shop",
        email: "shop@example.qa",
        phone: "+974 4000 0000",
        whatsapp: "97450000000",
        publicOrigin: null,
      },
      4250,
    );
    expect(mail.text).toContain("المبلغ المسترد");
    expect(mail.text).toMatch(/42[.,٫]50|٤٢/);
    expect(await paymentRefunded(t.db.kysely, { id: order.id, customer: { email: null } }, 100)).toBe(false);
    await expect(paymentRefunded(t.db.kysely, stored, 0)).rejects.toThrow(RangeError);
  });

  it("leaves the orders not paid out of the revenue", async () => {
    const today = qatarDay(new Date());
    const before = await readStats(t.db, { fromDay: today, toDay: today });
    const awaiting = await placeOnline("1", 1);
    const after = await readStats(t.db, { fromDay: today, toDay: today });
    expect(after.totalOrders).toBe(before.totalOrders + 1);
    expect(after.totalRevenue).toBe(before.totalRevenue);
    expect(after.revenueWithoutCancelled).toBe(before.revenueWithoutCancelled);
    await card(awaiting.path, "4242424242424242");
    await sandbox.deliverDue();
    const paid = await readStats(t.db, { fromDay: today, toDay: today });
    const total = (await findOrder(t.db, awaiting.id))!.total;
    expect(paid.totalRevenue).toBe(before.totalRevenue + total);
  });
});
