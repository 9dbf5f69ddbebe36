// What an order holds (stock, slot, promotion uses, store credit: server/orders/holds.ts) across
// payments, statuses and returns, on both engines: a released order taken back by "Try again",
// "Pay on delivery instead", a late "paid" webhook or a staff restore takes everything again under a
// new order's guards or is refused naming what ran out; releasing twice gives nothing; an unpaid
// online order is not fulfilled until staff switch it to cash; an order with a return is neither
// cancelled nor deleted; first-order promotions go to one of many simultaneous first orders.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "../server/services";
import type { PromotionDetail } from "../app/admin/promotions/promotions-contract";
import { qatarDay } from "../app/shared/qatar-days";
import { toE164 } from "../app/shared/phone";
import { issueStoreCredit, storeCreditBalance } from "../server/store-credit/ledger";
import { createTestDb, engines, type TestDb } from "./support/test-db";
import { sandboxShop } from "./support/sandbox-shop";

type Shop = Awaited<ReturnType<typeof sandboxShop>>;
import { orderBody, postOrder, validCustomer } from "./support/orders";
import { signInShopper } from "./support/shopper";

describe.each(engines)("what an order holds on %s", (engine) => {
  let t: TestDb;
  let services: AppServices;
  let app: Shop["app"];
  let sandbox: Shop["sandbox"];
  let admin: Shop["admin"];
  let captured: Shop["captured"];
  let phones = 0;

  beforeAll(async () => {
    t = await createTestDb(engine);
    ({ services, app, sandbox, admin, captured } = await sandboxShop(t.db));
  });
  afterAll(async () => t.cleanup());

  const newPhone = () => `+974 5566 ${String(2000 + ++phones)}`;
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
  const orderRow = (id: string) =>
    t.db.kysely.selectFrom("orders").select(["status", "held", "payment_method"]).where("id", "=", id).executeTakeFirstOrThrow();
  const countedUses = async (promotionId: string) =>
    Number(
      (
        await t.db.kysely
          .selectFrom("order_promotions")
          .select((eb) => eb.fn.countAll().as("n"))
          .where("promotion_id", "=", promotionId)
          .where("counted", "=", 1)
          .executeTakeFirstOrThrow()
      ).n,
    );
  let serial = 0;
  const promotion = async (body: Record<string, unknown>) => {
    serial++;
    const res = await admin("POST", "/api/admin/promotions", {
      name: { en: `Hold ${serial}`, ar: `عرض ${serial}` },
      type: "percentage",
      value: 10,
      automatic: false,
      ...body,
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as PromotionDetail;
  };

  const place = async (extra: Record<string, unknown>, phone = newPhone(), productId = "4", quantity = 1) => {
    const res = await postOrder(
      app,
      orderBody({ customer: { ...validCustomer, phone }, items: [{ type: "product", productId, quantity }], ...extra }),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    const body = (await res.json()) as { id: string; orderNumber: number; discount?: number; payment?: { url: string } };
    return { ...body, phone, chargeId: body.payment ? new URL(body.payment.url).pathname.split("/").at(-1)! : null };
  };
  type Placed = Awaited<ReturnType<typeof place>>;
  const decline = async (order: Placed) => {
    expect(await sandbox.payWithCard(order.chargeId!, "4000000000000002")).toBe("declined");
    await sandbox.deliverDue();
    expect((await orderRow(order.id)).status).toBe("Payment failed");
  };
  const shopperAsks = (order: Placed, what: "retry" | "cash") =>
    app.request(`/api/orders/payment/${what}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ orderNumber: order.orderNumber, orderId: order.id }),
    });
  /** The provider's webhook saying the charge was taken after all, signed as the sandbox signs. */
  const latePaid = async (order: Placed) => {
    const res = await captured(order.chargeId!, `evt_late_${order.id}`);
    expect(res.status, await res.clone().text()).toBe(200);
  };
  const setStatus = (id: string, status: string) =>
    admin("PATCH", `/api/admin/orders/${id}/status`, status === "Cancelled" ? { status, reason: "customer" } : { status });
  const codeOf = async (res: Response) => ((await res.json()) as { code?: string }).code;

  it("a one-use code is taken again only while it has a use left: pay on delivery, try again, a late payment, a staff restore", async () => {
    const once = await promotion({ codes: ["ONCEONLY"], usageLimit: 1, usageLimitPerPhone: 1 });
    const first = await place({ paymentMethod: "Pay Online", code: "ONCEONLY" });
    expect(first.discount).toBeGreaterThan(0);
    await decline(first);
    expect(await countedUses(once.id)).toBe(0);
    // The use it gave back goes to another shopper's order.
    await place({ code: "ONCEONLY" });
    expect(await countedUses(once.id)).toBe(1);

    const cash = await shopperAsks(first, "cash");
    expect(cash.status).toBe(409);
    expect(await codeOf(cash)).toBe("promotion_used_up");
    const retry = await shopperAsks(first, "retry");
    expect(retry.status).toBe(409);
    expect(await codeOf(retry)).toBe("promotion_used_up");
    expect(await orderRow(first.id)).toMatchObject({ status: "Payment failed", held: 0, payment_method: "Pay Online" });

    // The money taken after all: Paid, but holding nothing, and the code still counted once.
    await latePaid(first);
    expect(await orderRow(first.id)).toMatchObject({ status: "Paid", held: 0 });
    expect(await countedUses(once.id)).toBe(1);
    const restore = await setStatus(first.id, "Processing");
    expect(restore.status).toBe(409);
    expect(await codeOf(restore)).toBe("promotion_used_up");
    expect(await countedUses(once.id)).toBe(1);
  });

  it("two failed orders asking at once for the last use of a code: one gets it", async () => {
    const code = await promotion({ codes: ["LASTUSE"], usageLimit: 1 });
    const a = await place({ paymentMethod: "Pay Online", code: "LASTUSE" });
    await decline(a);
    const b = await place({ paymentMethod: "Pay Online", code: "LASTUSE" });
    await decline(b);
    const answers = await Promise.all([shopperAsks(a, "cash"), shopperAsks(b, "cash")]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await countedUses(code.id)).toBe(1);
    const rows = await Promise.all([orderRow(a.id), orderRow(b.id)]);
    expect(rows.map((r) => r.held).sort()).toEqual([0, 1]);
  });

  it("staff changes on a failed order give nothing back twice, and never fulfil it unpaid", async () => {
    await setStock("5", 10);
    const order = await place({ paymentMethod: "Pay Online" }, newPhone(), "5", 3);
    expect(await stockOf("5")).toBe(7);
    await decline(order);
    expect(await stockOf("5")).toBe(10);
    expect((await setStatus(order.id, "Cancelled")).status).toBe(200);
    expect(await stockOf("5")).toBe(10);
    for (const status of ["Processing", "Delivered"]) {
      const refused = await setStatus(order.id, status);
      expect(refused.status).toBe(409);
      expect(await codeOf(refused)).toBe("unpaid");
    }
    expect(await stockOf("5")).toBe(10);
    expect((await admin("DELETE", `/api/admin/orders/${order.id}`)).status).toBe(204);
    expect(await stockOf("5")).toBe(10);
  });

  it("an unpaid online order goes out only once staff switch it to Cash on Delivery (audited), taking its stock again", async () => {
    await setStock("6", 5);
    const waiting = await place({ paymentMethod: "Pay Online" }, newPhone(), "6", 1);
    const delivered = await setStatus(waiting.id, "Delivered");
    expect(delivered.status).toBe(409);
    expect(await codeOf(delivered)).toBe("unpaid");
    const failed = await place({ paymentMethod: "Pay Online" }, newPhone(), "6", 2);
    await decline(failed);
    expect(await stockOf("6")).toBe(4);
    const switched = await admin("POST", `/api/admin/orders/${failed.id}/cash-on-delivery`, {});
    expect(switched.status, await switched.clone().text()).toBe(200);
    expect(await orderRow(failed.id)).toMatchObject({ status: "Pending", held: 1, payment_method: "Cash on Delivery" });
    expect(await stockOf("6")).toBe(2);
    expect((await setStatus(failed.id, "Delivered")).status).toBe(200);
    const audit = await t.db.kysely
      .selectFrom("audit_log")
      .select("action")
      .where("target", "=", failed.id)
      .where("action", "=", "order.cash-on-delivery")
      .execute();
    expect(audit).toHaveLength(1);
    // A paid or cash order has nothing to switch.
    const again = await admin("POST", `/api/admin/orders/${failed.id}/cash-on-delivery`, {});
    expect(again.status).toBe(409);
    expect(await codeOf(again)).toBe("not_unpaid");
  });

  it("store credit given back by a cancellation is not spent twice when the order is restored", async () => {
    const phone = newPhone();
    const e164 = toE164(phone)!;
    const cookie = await signInShopper(app, t.db, phone);
    await t.db.kysely.transaction().execute((trx) =>
      issueStoreCredit(trx, {
        phone: e164,
        amount: 5000,
        reason: null,
        source: { kind: "staff", staffId: "owner" },
        at: new Date(),
      }),
    );
    const balance = async () => (await storeCreditBalance(t.db.kysely, e164, new Date())).balance;
    const withCredit = async () => {
      const res = await postOrder(
        app,
        orderBody({
          customer: { ...validCustomer, phone },
          items: [{ type: "product", productId: "7", quantity: 1 }],
          storeCredit: 5000,
        }),
        { cookie },
      );
      expect(res.status, await res.clone().text()).toBe(201);
      return (await res.json()) as { id: string; storeCredit?: number };
    };
    const a = await withCredit();
    expect(a.storeCredit).toBe(5000);
    expect(await balance()).toBe(0);
    expect((await setStatus(a.id, "Cancelled")).status).toBe(200);
    expect(await balance()).toBe(5000);
    // Spent on the next order.
    await withCredit();
    expect(await balance()).toBe(0);
    const restore = await setStatus(a.id, "Processing");
    expect(restore.status).toBe(409);
    expect(await codeOf(restore)).toBe("credit_short");
    expect(await orderRow(a.id)).toMatchObject({ status: "Cancelled", held: 0 });
    expect(await balance()).toBe(0);
  });

  it("a returned order is neither cancelled nor deleted: its stock and credit come back once, through the return", async () => {
    await setStock("8", 10);
    const phone = newPhone();
    const order = await place({}, phone, "8", 1);
    expect((await setStatus(order.id, "Delivered")).status).toBe(200);
    const asked = await app.request("/api/returns", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        orderNumber: order.orderNumber,
        phone,
        lines: [{ line: 0, quantity: 1 }],
        reason: "changed_mind",
        refund: "store_credit",
      }),
    });
    expect(asked.status, await asked.clone().text()).toBe(201);
    const returned = await t.db.kysely
      .selectFrom("returns")
      .select("id")
      .where("order_id", "=", order.id)
      .executeTakeFirstOrThrow();
    const driver = await admin("POST", "/api/admin/drivers", { name: `Driver ${phones}`, phone: "+974 5500 1212" });
    const driverId = ((await driver.json()) as { id: string }).id;
    expect((await admin("POST", `/api/admin/returns/${returned.id}/approve`, {})).status).toBe(200);
    expect(
      (await admin("POST", `/api/admin/returns/${returned.id}/pickup`, { driverId, day: qatarDay(new Date()) })).status,
    ).toBe(200);
    expect(
      (await admin("POST", `/api/admin/returns/${returned.id}/receive`, { lines: [{ line: 0, received: 1, damaged: 0 }] }))
        .status,
    ).toBe(200);
    expect((await admin("POST", `/api/admin/returns/${returned.id}/refund`, {})).status).toBe(200);
    const e164 = toE164(phone)!;
    const credit = (await storeCreditBalance(t.db.kysely, e164, new Date())).balance;
    expect(credit).toBeGreaterThan(0);
    expect(await stockOf("8")).toBe(10);

    const cancel = await setStatus(order.id, "Cancelled");
    expect(cancel.status).toBe(409);
    expect(await codeOf(cancel)).toBe("returned");
    const deleted = await admin("DELETE", `/api/admin/orders/${order.id}`);
    expect(deleted.status).toBe(409);
    expect((await storeCreditBalance(t.db.kysely, e164, new Date())).balance).toBe(credit);
    expect(await stockOf("8")).toBe(10);
    expect((await orderRow(order.id)).status).toBe("Delivered");
  });

  it("a first-order promotion goes to exactly one of ten simultaneous first orders from one phone", async () => {
    const first = await promotion({ automatic: true, firstOrderOnly: true, scope: { products: ["3"] } });
    const phone = newPhone();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        postOrder(
          app,
          orderBody({ customer: { ...validCustomer, phone }, items: [{ type: "product", productId: "3", quantity: 1 }] }),
        ),
      ),
    );
    // One is the first order; the others are refused as a code would be (409, the checkout prices
    // them again), not stored with a discount they are not owed.
    const created = answers.filter((r) => r.status === 201);
    expect(created).toHaveLength(1);
    expect(((await created[0].json()) as { discount?: number }).discount).toBeGreaterThan(0);
    const refused = answers.filter((r) => r.status !== 201);
    expect(new Set(refused.map((r) => r.status))).toEqual(new Set([409]));
    expect(await countedUses(first.id)).toBe(1);
    const next = await postOrder(
      app,
      orderBody({ customer: { ...validCustomer, phone }, items: [{ type: "product", productId: "3", quantity: 1 }] }),
    );
    expect(next.status).toBe(201);
    expect(((await next.json()) as { discount?: number }).discount ?? 0).toBe(0);
    expect(await countedUses(first.id)).toBe(1);
    expect((await admin("PATCH", `/api/admin/promotions/${first.id}`, { paused: true })).status).toBe(200);
  });
});
