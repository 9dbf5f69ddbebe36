// Promotions through the real paths (docs/decisions/035), on both engines: the owner's API, the
// quote, orders that store their discount and count their uses in their own transaction (100
// simultaneous orders for a code with 10 uses store exactly 10), cancelling gives a use back,
// per-phone limits across spellings of one number, single-use generated codes and their CSV, an
// offer ended between the quote and the order, and a schedule across Qatar midnight.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../server/app";
import { createOrder } from "../server/orders/create-order";
import { createTestDb, engines, testServices, type TestDb } from "./support/test-db";
import { orderBody, postOrder, validCustomer } from "./support/orders";
import { signIn, staffRequest, useFastAuth } from "./support/admin";
import type { PromotionDetail } from "../app/admin/promotions/promotions-contract";
import type { PromotionQuote } from "../app/shared/promotions/quote";
import type { Order } from "../app/shared/order";
import { promotionsApi } from "../server/api/promotions";

describe.each(engines)("promotions on %s", (engine) => {
  let t: TestDb;
  let services: ReturnType<typeof testServices>;
  let app: ReturnType<typeof createApp>;
  let owner: Record<string, string>;
  let staff: Record<string, string>;
  let admin: ReturnType<typeof staffRequest>;

  beforeAll(async () => {
    t = await createTestDb(engine);
    services = useFastAuth(testServices(t.db));
    app = createApp(services);
    owner = await signIn(app, services, "owner");
    staff = await signIn(app, services, "clerk", undefined, "staff");
    admin = staffRequest(app, () => owner);
  });
  afterAll(async () => t.cleanup());

  let serial = 0;
  const create = async (body: Record<string, unknown>) => {
    serial += 1;
    const res = await admin("POST", "/api/admin/promotions", {
      name: { en: `Offer ${serial}`, ar: `عرض ${serial}` },
      type: "percentage",
      value: 10,
      automatic: false,
      ...body,
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as PromotionDetail;
  };
  const quote = async (body: Record<string, unknown>) => {
    const res = await app.request("/api/promotions/quote", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ items: [{ type: "product", productId: "1", quantity: 2 }], area: "Doha", ...body }),
    });
    expect(res.status).toBe(200);
    return (await res.json()) as PromotionQuote;
  };
  const cancel = (id: string) => admin("PATCH", `/api/admin/orders/${id}/status`, { status: "Cancelled", reason: "customer" });
  const usesOf = async (promotionId: string) =>
    (
      await t.db.kysely
        .selectFrom("order_promotions")
        .select("order_id")
        .where("promotion_id", "=", promotionId)
        .where("counted", "=", 1)
        .execute()
    ).length;

  it("lets owners create promotions, staff only read them, and refuses bad ones naming the field", async () => {
    const p = await create({ codes: ["WELCOME10"] });
    expect(p).toMatchObject({ status: "active", codeCount: 1, codes: [{ code: "WELCOME10", uses: 0 }] });
    const asStaff = staffRequest(app, () => staff);
    expect((await asStaff("GET", `/api/admin/promotions/${p.id}`)).status).toBe(200);
    expect((await asStaff("PATCH", `/api/admin/promotions/${p.id}`, { paused: true })).status).toBe(403);
    const bad = await admin("POST", "/api/admin/promotions", {
      name: { en: "x", ar: "y" },
      type: "spend_threshold",
      value: 5000,
      automatic: false,
    });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(await bad.json())).toContain("minSubtotal");
    // A code is unique across promotions, whatever its case.
    const taken = await admin("POST", "/api/admin/promotions", {
      name: { en: "x", ar: "y" },
      type: "fixed",
      value: 100,
      automatic: false,
      codes: ["welcome10"],
    });
    expect(taken.status).toBe(422);
    const paused = await admin("PATCH", `/api/admin/promotions/${p.id}`, { paused: true });
    expect(((await paused.json()) as PromotionDetail).status).toBe("paused");
    const audit = await t.db.kysely.selectFrom("audit_log").select("action").where("target", "=", p.id).execute();
    expect(audit.map((a) => a.action).sort()).toEqual(["promotion.create", "promotion.update"]);
  });

  it("quotes a code typed in lower case with Arabic-Indic digits, and says why others do not apply", async () => {
    await create({ codes: ["EID2026"], value: 20 });
    const q = await quote({ code: "eid ٢٠٢٦" });
    expect(q).toMatchObject({ subtotal: 17_000, discount: 3400, total: 13_600, code: "EID2026", messages: [] });
    expect(q.lines[0].discount).toBe(3400);
    expect((await quote({ code: "NOPE" })).messages).toEqual([{ code: "unknown" }]);
    await create({ codes: ["BIG50"], type: "fixed", value: 5000, minSubtotal: 40_000 });
    expect((await quote({ code: "big50" })).messages).toEqual([
      expect.objectContaining({ code: "min_subtotal", amountNeeded: 23_000 }),
    ]);
    await create({ codes: ["SOON1"], startsAt: "2099-01-01" });
    expect((await quote({ code: "soon1" })).messages).toEqual([expect.objectContaining({ code: "not_started" })]);
    await create({ codes: ["OLD1"], startsAt: "2020-01-01", endsAt: "2020-01-31" });
    expect((await quote({ code: "old1" })).messages).toEqual([expect.objectContaining({ code: "expired" })]);
    await create({ codes: ["ONLY8"], scope: { products: ["8"] } });
    expect((await quote({ code: "only8" })).messages).toEqual([expect.objectContaining({ code: "not_for_items" })]);
    // Nothing was written by quoting.
    expect(await t.db.kysely.selectFrom("order_promotions").selectAll().execute()).toEqual([]);
  });

  it("stores the discount and the applied promotion with the order, and refuses a code that does not apply", async () => {
    const p = await create({ codes: ["SAVE15"], value: 15 });
    const res = await postOrder(app, orderBody({ items: [{ type: "product", productId: "2", quantity: 2 }], code: "save15" }));
    expect(res.status).toBe(201);
    const order = (await res.json()) as Order;
    expect(order).toMatchObject({ subtotal: 17_000, discount: 2550, total: 14_450 });
    expect(order.promotions).toEqual([{ promotionId: p.id, name: p.name, code: "SAVE15", amount: 2550 }]);
    const row = await t.db.kysely
      .selectFrom("orders")
      .select(["discount", "final_total"])
      .where("id", "=", order.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ discount: 2550, final_total: 14_450 });
    const seen = (await (await admin("GET", `/api/admin/orders/${order.id}`)).json()) as { order?: Order } & Order;
    expect(JSON.stringify(seen)).toContain('"discount":2550');
    expect(JSON.stringify(seen)).toContain("SAVE15");

    const refused = await postOrder(app, orderBody({ code: "NO-SUCH-CODE" }));
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: "promotion_refused", reason: "unknown", errors: [{ field: "code" }] });
  });

  it("stores exactly 10 of 100 simultaneous orders for a code with 10 uses, and a cancelled order gives its use back", async () => {
    const p = await create({ codes: ["TEN"], usageLimit: 10, type: "fixed", value: 1000 });
    const answers = await Promise.all(Array.from({ length: 100 }, () => postOrder(app, orderBody({ code: "ten" }))));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(90);
    const refusals = await Promise.all(
      answers.filter((a) => a.status === 409).map((a) => a.json() as Promise<{ reason: string; errors: { field: string }[] }>),
    );
    for (const r of refusals) {
      expect(r.reason).toBe("used_up");
      expect(r.errors[0].field).toBe("code");
    }
    expect(await usesOf(p.id)).toBe(10);
    const stored = await t.db.kysely
      .selectFrom("orders")
      .innerJoin("order_promotions", "order_promotions.order_id", "orders.id")
      .select(["orders.discount"])
      .where("order_promotions.promotion_id", "=", p.id)
      .execute();
    expect(stored.map((s) => s.discount)).toEqual(Array(10).fill(1000));

    const first = (await answers.find((a) => a.status === 201)!.json()) as Order;
    expect((await cancel(first.id)).status).toBe(200);
    expect(await usesOf(p.id)).toBe(9);
    expect((await postOrder(app, orderBody({ code: "TEN" }))).status).toBe(201);
    expect((await postOrder(app, orderBody({ code: "TEN" }))).status).toBe(409);
  });

  it("holds a per-phone limit across two spellings of one number", async () => {
    await create({ codes: ["ONCE"], usageLimitPerPhone: 1 });
    const a = await postOrder(app, orderBody({ code: "ONCE", customer: { ...validCustomer, phone: "+974 3333 0001" } }));
    expect(a.status).toBe(201);
    const b = await postOrder(app, orderBody({ code: "ONCE", customer: { ...validCustomer, phone: "٣٣٣٣٠٠٠١" } }));
    expect(b.status).toBe(409);
    expect(await b.json()).toMatchObject({ reason: "used_by_phone" });
    const other = await postOrder(app, orderBody({ code: "ONCE", customer: { ...validCustomer, phone: "3333 0002" } }));
    expect(other.status).toBe(201);
  });

  it("makes 500 single-use codes, exports them with their uses, and takes each code once", async () => {
    const p = await create({});
    const made = await admin("POST", `/api/admin/promotions/${p.id}/codes`, { count: 500, prefix: "vip" });
    expect(made.status).toBe(201);
    const { codes } = (await made.json()) as { codes: string[] };
    expect(new Set(codes).size).toBe(500);
    expect(codes.every((c) => /^VIP-[A-Z2-9]{8}$/.test(c))).toBe(true);
    expect((await postOrder(app, orderBody({ code: codes[0].toLowerCase() }))).status).toBe(201);
    const again = await postOrder(app, orderBody({ code: codes[0] }));
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ reason: "used_up" });
    const csv = await admin("GET", `/api/admin/promotions/${p.id}/codes.csv`);
    expect(csv.status).toBe(200);
    const lines = (await csv.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("Code,Uses allowed,Uses,Created at");
    expect(lines).toHaveLength(501);
    expect(lines.find((l) => l.startsWith(`${codes[0]},`))).toMatch(new RegExp(`^${codes[0]},1,1,`));
    const asStaff = staffRequest(app, () => staff);
    expect((await asStaff("GET", `/api/admin/promotions/${p.id}/codes.csv`)).status).toBe(403);
  });

  it("refuses an order whose automatic offer ended after the quote, naming the new discount", async () => {
    const p = await create({ automatic: true, value: 5, scope: { products: ["7"] }, combinable: true });
    const items = [{ type: "product", productId: "7", quantity: 1 }];
    const q = await quote({ items });
    expect(q.applied.map((a) => a.promotionId)).toContain(p.id);
    expect((await admin("PATCH", `/api/admin/promotions/${p.id}`, { paused: true })).status).toBe(200);
    const res = await postOrder(app, orderBody({ items, expectedDiscount: q.discount }));
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: "promotion_changed", discount: 0, errors: [{ field: "expectedDiscount" }] });
    expect((await postOrder(app, orderBody({ items, expectedDiscount: 0 }))).status).toBe(201);
  });

  it("answers at most 120 quotes a minute per client address", async () => {
    let now = new Date("2026-11-26T12:00:00Z");
    const api = promotionsApi(services, { now: () => now });
    const ask = () => api.request("/quote", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    for (let i = 0; i < 120; i++) expect((await ask()).status).toBe(422);
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // The window counts ten-second slots over 60 to 70 seconds (server/api/window-limiter.ts).
    now = new Date("2026-11-26T12:01:00Z");
    expect((await ask()).status).toBe(429);
    now = new Date("2026-11-26T12:01:10Z");
    expect((await ask()).status).toBe(422);
  });

  it("ends a promotion at Qatar midnight of its last day", async () => {
    await create({ codes: ["NIGHT"], startsAt: "2026-12-01", endsAt: "2026-12-01" });
    const catalogue = await services.catalogue.get();
    const request = {
      ...orderBody({ code: "NIGHT" }),
      customer: { ...validCustomer, email: undefined, notes: undefined },
    } as never;
    const before = await createOrder(t.db, catalogue, request, { now: new Date("2026-11-30T20:59:59Z") });
    expect(before).toMatchObject({ kind: "promotion-refused", message: { code: "not_started" } });
    const first = await createOrder(t.db, catalogue, request, { now: new Date("2026-11-30T21:00:00Z") });
    expect(first.kind).toBe("created");
    const last = await createOrder(t.db, catalogue, request, { now: new Date("2026-12-01T20:59:59Z") });
    expect(last.kind === "created" && last.order.discount).toBe(850);
    const after = await createOrder(t.db, catalogue, request, { now: new Date("2026-12-01T21:00:00Z") });
    expect(after).toMatchObject({ kind: "promotion-refused", message: { code: "expired" } });
  });
});
