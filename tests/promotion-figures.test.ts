// The Promotions screen's figures (GET /api/admin/promotion-figures[/:id/orders]) through the real
// order path, on both engines: orders placed with a code count with what they paid, a cancelled
// one drops out of the figures but stays in the latest orders (with its status), the code shown is
// the one typed at creation rather than a generated one, and staff are refused. Over a range of
// Qatar days (/range): orders, uses, discount and revenue per promotion from orders placed either
// side of Qatar midnight.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  PromotionFiguresList,
  PromotionOrders,
  PromotionRangeFigures,
} from "../app/admin/promotions/promotion-figures-contract";
import type { PromotionDetail } from "../app/admin/promotions/promotions-contract";
import type { Order } from "../app/shared/order";
import { createApp } from "../server/app";
import { signIn, staffRequest, useFastAuth } from "./support/admin";
import { orderBody, postOrder, validCustomer } from "./support/orders";
import { createOrder } from "../server/orders/create-order";
import { createTestDb, engines, testServices, type TestDb } from "./support/test-db";

describe.each(engines)("promotion figures on %s", (engine) => {
  let t: TestDb;
  let app: ReturnType<typeof createApp>;
  let admin: ReturnType<typeof staffRequest>;
  let asStaff: ReturnType<typeof staffRequest>;
  let services: ReturnType<typeof testServices>;

  beforeAll(async () => {
    t = await createTestDb(engine);
    services = useFastAuth(testServices(t.db));
    app = createApp(services);
    const owner = await signIn(app, services, "owner");
    const staff = await signIn(app, services, "clerk", undefined, "staff");
    admin = staffRequest(app, () => owner);
    asStaff = staffRequest(app, () => staff);
  });
  afterAll(async () => t.cleanup());

  const place = async (code: string, quantity: number) => {
    const res = await postOrder(app, orderBody({ items: [{ type: "product", productId: "2", quantity }], code }));
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as Order;
  };

  it("counts the orders not cancelled and what they paid, and lists the latest orders", async () => {
    const created = await admin("POST", "/api/admin/promotions", {
      name: { en: "White Friday", ar: "الجمعة البيضاء" },
      type: "percentage",
      value: 20,
      automatic: false,
      codes: ["WF20"],
    });
    expect(created.status).toBe(201);
    const promotion = (await created.json()) as PromotionDetail;
    const generated = await admin("POST", `/api/admin/promotions/${promotion.id}/codes`, { count: 3, prefix: "AA" });
    expect(generated.status).toBe(201);
    const untouched = await admin("POST", "/api/admin/promotions", {
      name: { en: "Quiet", ar: "هادئ" },
      type: "free_delivery",
      value: 0,
      automatic: true,
      paused: true,
    });
    expect(untouched.status).toBe(201);

    const first = await place("wf20", 1);
    const second = await place("WF20", 2);
    const third = await place("wf20", 3);
    expect(first.discount).toBeGreaterThan(0);
    const cancelled = await admin("PATCH", `/api/admin/orders/${second.id}/status`, { status: "Cancelled", reason: "customer" });
    expect(cancelled.status).toBe(200);

    const res = await admin("GET", "/api/admin/promotion-figures");
    expect(res.status).toBe(200);
    const { figures } = (await res.json()) as PromotionFiguresList;
    // "AA…" sorts before "WF20": the code shown is the first given, not the first in order.
    expect(figures[promotion.id]).toEqual({ orders: 2, revenue: first.total + third.total, firstCode: "WF20" });
    expect(figures[((await untouched.json()) as PromotionDetail).id]).toBeUndefined();

    const latest = await admin("GET", `/api/admin/promotion-figures/${promotion.id}/orders`);
    expect(latest.status).toBe(200);
    const { orders } = (await latest.json()) as PromotionOrders;
    expect(orders.map((o) => o.id).sort()).toEqual([first.id, second.id, third.id].sort());
    expect(orders.find((o) => o.id === second.id)).toMatchObject({
      status: "Cancelled",
      orderNumber: second.orderNumber,
      discount: second.discount,
      code: "WF20",
      total: second.total,
    });
    expect(orders.find((o) => o.id === third.id)).toMatchObject({ status: "Pending", discount: third.discount });
    // Newest first.
    const times = orders.map((o) => o.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    expect((await admin("GET", "/api/admin/promotion-figures/no-such-id/orders")).status).toBe(200);
    expect((await asStaff("GET", "/api/admin/promotion-figures")).status).toBe(403);
    expect((await asStaff("GET", `/api/admin/promotion-figures/${promotion.id}/orders`)).status).toBe(403);
  });

  it("gives each promotion's orders, uses, discount and revenue over Qatar days, midnight to midnight", async () => {
    const withCode = await admin("POST", "/api/admin/promotions", {
      name: { en: "Eid range", ar: "عيد" },
      type: "percentage",
      value: 20,
      automatic: false,
      combinable: true,
      codes: ["EIDRANGE"],
    });
    expect(withCode.status, await withCode.clone().text()).toBe(201);
    const code = (await withCode.json()) as PromotionDetail;
    // Automatic, and only around the days the orders are placed on, so the first test's orders (today) miss it.
    const automatic = await admin("POST", "/api/admin/promotions", {
      name: { en: "Spring fixed", ar: "الربيع" },
      type: "fixed",
      value: 500,
      automatic: true,
      combinable: true,
      startsAt: "2026-03-09",
      endsAt: "2026-03-11",
    });
    expect(automatic.status, await automatic.clone().text()).toBe(201);
    const auto = (await automatic.json()) as PromotionDetail;

    const catalogue = await services.catalogue.get();
    let phone = 0;
    const placeAt = async (at: string, typed: string | null) => {
      phone += 1;
      const request = {
        ...orderBody({ items: [{ type: "product", productId: "2", quantity: 1 }], ...(typed ? { code: typed } : {}) }),
        customer: {
          ...validCustomer,
          phone: `+974 5550 00${String(phone).padStart(2, "0")}`,
          email: undefined,
          notes: undefined,
        },
      } as never;
      const result = await createOrder(t.db, catalogue, request, { now: new Date(at) });
      if (result.kind !== "created") throw new Error(`not created: ${result.kind}`);
      return result.order;
    };
    const amountOf = (order: Order, promotionId: string) => order.promotions!.find((p) => p.promotionId === promotionId)!.amount;

    // 9 March 23:59:59 in Qatar, then its midnight (10 March), its last second, and 11 March's midnight.
    const lateOnNinth = await placeAt("2026-03-09T20:59:59Z", "eidrange");
    const tenthMidnight = await placeAt("2026-03-09T21:00:00Z", "EIDRANGE");
    const tenthNoCode = await placeAt("2026-03-10T12:00:00Z", null);
    const tenthLast = await placeAt("2026-03-10T20:59:59Z", "EIDRANGE");
    const eleventhMidnight = await placeAt("2026-03-10T21:00:00Z", "EIDRANGE");
    for (const o of [lateOnNinth, tenthMidnight, tenthLast, eleventhMidnight])
      expect(o.promotions!.map((p) => p.promotionId).sort()).toEqual([code.id, auto.id].sort());
    expect(tenthNoCode.promotions!.map((p) => p.promotionId)).toEqual([auto.id]);
    expect(amountOf(tenthMidnight, code.id)).toBeGreaterThan(0);
    expect(amountOf(tenthMidnight, auto.id)).toBe(500);
    const cancelled = await admin("PATCH", `/api/admin/orders/${tenthLast.id}/status`, {
      status: "Cancelled",
      reason: "customer",
    });
    expect(cancelled.status).toBe(200);

    const range = async (query: string) => {
      const res = await admin("GET", `/api/admin/promotion-figures/range?${query}`);
      expect(res.status, await res.clone().text()).toBe(200);
      return ((await res.json()) as PromotionRangeFigures).promotions;
    };
    // The 10th: two orders used the code, one of them cancelled; three had the automatic offer.
    expect(await range("range=custom&from=2026-03-10&to=2026-03-10")).toEqual(
      [
        {
          promotionId: auto.id,
          name: { en: "Spring fixed", ar: "الربيع" },
          orders: 3,
          uses: 2,
          discountGiven: 1000,
          revenue: tenthMidnight.total + tenthNoCode.total,
        },
        {
          promotionId: code.id,
          name: { en: "Eid range", ar: "عيد" },
          orders: 2,
          uses: 1,
          discountGiven: amountOf(tenthMidnight, code.id),
          revenue: tenthMidnight.total,
        },
      ].sort((a, b) => b.discountGiven - a.discountGiven),
    );
    // The 9th holds only its last second's order, the 11th only its midnight's.
    const ninth = await range("range=custom&from=2026-03-09&to=2026-03-09");
    expect(ninth.map((r) => [r.promotionId, r.orders, r.uses, r.revenue]).sort()).toEqual(
      [
        [auto.id, 1, 1, lateOnNinth.total],
        [code.id, 1, 1, lateOnNinth.total],
      ].sort(),
    );
    const eleventh = await range("range=custom&from=2026-03-11&to=2026-03-11");
    expect(eleventh.find((r) => r.promotionId === code.id)).toMatchObject({
      orders: 1,
      uses: 1,
      discountGiven: amountOf(eleventhMidnight, code.id),
      revenue: eleventhMidnight.total,
    });
    // The three days together: every order, the cancelled one counted as an order but not a use.
    const all = await range("range=custom&from=2026-03-09&to=2026-03-11");
    expect(all.find((r) => r.promotionId === code.id)).toMatchObject({
      orders: 4,
      uses: 3,
      discountGiven: [lateOnNinth, tenthMidnight, eleventhMidnight].reduce((n, o) => n + amountOf(o, code.id), 0),
      revenue: lateOnNinth.total + tenthMidnight.total + eleventhMidnight.total,
    });
    // A day with no orders, a wrong range, and staff.
    expect(await range("range=custom&from=2026-03-12&to=2026-03-12")).toEqual([]);
    expect((await admin("GET", "/api/admin/promotion-figures/range?range=someday")).status).toBe(422);
    expect((await asStaff("GET", "/api/admin/promotion-figures/range?range=all")).status).toBe(403);
  });
});
