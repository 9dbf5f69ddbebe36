// Delivery the Qatar way, on both engines: the owner's areas and fees priced by the
// server whatever the client sends, the expected day with a fixed clock in Qatar time, slots that
// never take more than their capacity under simultaneous orders, card on delivery only when
// offered, drivers and dispatch, and the Cash section's figures against a hand-computed day.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { engines, type TestDb } from "./support/test-db";
import { sendJson, signedInShop, type SignedInShop } from "./support/signed-in-shop";
import { orderBody, postOrder, validCustomer } from "./support/orders";
import { DEFAULT_DELIVERY, type DeliveryQuote, type DeliverySettings } from "../app/shared/delivery";
import type { CashReport, Driver, RunSheet } from "../app/admin/delivery/delivery-contract";
import type { OrderDetail } from "../app/admin/orders/orders-contract";
import type { Order } from "../app/shared/order";
import { createOrder } from "../server/orders/create-order";
import { addDays, qatarDay } from "../app/shared/qatar-days";

const WAKRAH_FEE = 1500;

/** The defaults with Al Wakrah at QR 15, free from QR 300, and Dukhan not served. */
const paidWakrah = (patch: Partial<DeliverySettings> = {}): DeliverySettings => ({
  ...DEFAULT_DELIVERY,
  areas: DEFAULT_DELIVERY.areas.map((a) =>
    a.area === "Al Wakrah"
      ? { ...a, fee: WAKRAH_FEE, freeOver: 30000, leadDays: 1 }
      : a.area === "Dukhan"
        ? { ...a, served: false }
        : a,
  ),
  ...patch,
});

describe.each(engines)("delivery on %s", (engine) => {
  let t: TestDb;
  let services: SignedInShop["services"];
  let app: SignedInShop["app"];
  let owner: Record<string, string>;
  let staff: Record<string, string>;

  beforeAll(async () => {
    ({ t, services, app, owner, staff } = await signedInShop(engine));
  });
  afterAll(async () => t.cleanup());

  const send = (headers: Record<string, string>, method: string, path: string, body?: unknown) =>
    sendJson(app, headers, method, path, body);
  const setDelivery = (settings: DeliverySettings) => send(owner, "PUT", "/api/admin/settings/delivery", settings);
  const order = async (overrides: Record<string, unknown> = {}) => {
    const res = await postOrder(app, orderBody(overrides));
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as Order;
  };
  const wakrah = { ...validCustomer, city: "Al Wakrah" };

  beforeEach(async () => {
    expect((await setDelivery(DEFAULT_DELIVERY)).status).toBe(200);
  });

  it("lets only owners change the settings, checks them, and keeps them", async () => {
    expect((await send(staff, "PUT", "/api/admin/settings/delivery", paidWakrah())).status).toBe(403);
    const bad = await setDelivery({ ...paidWakrah(), cutoff: "25:00", closedDays: [0, 1, 2, 3, 4, 5, 6] });
    expect(bad.status).toBe(422);
    const fields = ((await bad.json()) as { errors: { field: string }[] }).errors.map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(["cutoff", "closedDays"]));
    const res = await setDelivery(paidWakrah());
    expect(res.status).toBe(200);
    const read = (await (await send(staff, "GET", "/api/admin/settings/delivery")).json()) as DeliverySettings;
    expect(read.areas.find((a) => a.area === "Al Wakrah")).toMatchObject({ fee: WAKRAH_FEE, freeOver: 30000 });
    const audit = await t.db.kysely
      .selectFrom("audit_log")
      .select("target")
      .where("action", "=", "settings.update")
      .where("target", "=", "delivery")
      .execute();
    expect(audit.length).toBeGreaterThan(0);
  });

  it("prices the area's fee on the server whatever the client sends, and frees it from the threshold", async () => {
    await setDelivery(paidWakrah());
    const paid = await order({ customer: wakrah, shippingCost: 0, total: 1, delivery: { area: "Al Wakrah" } });
    expect(paid).toMatchObject({ subtotal: 8500, shippingCost: WAKRAH_FEE, total: 8500 + WAKRAH_FEE });
    const row = await t.db.kysely
      .selectFrom("orders")
      .select(["shipping_cost", "final_total", "delivery_date"])
      .where("id", "=", paid.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ shipping_cost: WAKRAH_FEE, final_total: 8500 + WAKRAH_FEE });
    expect(row.delivery_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Four perfumes (QR 340) pass the QR 300 threshold: delivery is free.
    const free = await order({ customer: wakrah, items: [{ type: "product", productId: "1", quantity: 4 }] });
    expect(free).toMatchObject({ subtotal: 34000, shippingCost: 0, total: 34000 });
    // Doha keeps the default: free.
    expect(await order()).toMatchObject({ shippingCost: 0, total: 8500 });
    // The quote says the same before the order.
    const quote = (await (await app.request("/api/delivery/quote?area=Al%20Wakrah&subtotal=8500")).json()) as DeliveryQuote;
    expect(quote).toMatchObject({ area: "Al Wakrah", fee: WAKRAH_FEE, freeOver: 30000, slots: [] });
    expect((await app.request("/api/delivery/quote?area=Mars")).status).toBe(422);
  });

  it("refuses an area it does not serve, an area that is not the address's city, and card when not offered", async () => {
    await setDelivery(paidWakrah());
    const unserved = await postOrder(app, orderBody({ customer: { ...validCustomer, city: "Dukhan" } }));
    expect(unserved.status).toBe(422);
    expect(JSON.stringify(await unserved.json())).toContain("customer.city");
    const mismatch = await postOrder(app, orderBody({ delivery: { area: "Al Wakrah" } }));
    expect(mismatch.status).toBe(422);
    expect(JSON.stringify(await mismatch.json())).toContain("delivery.area");
    const card = await postOrder(app, orderBody({ paymentMethod: "Card on Delivery" }));
    expect(card.status).toBe(422);
    expect(JSON.stringify(await card.json())).toContain("paymentMethod");
    expect((await app.request("/api/delivery/quote?area=Dukhan")).status).toBe(422);
    const count = await t.db.kysely
      .selectFrom("orders")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("customer_city", "=", "Dukhan")
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it("records Card on Delivery when the shop offers it", async () => {
    await setDelivery({ ...DEFAULT_DELIVERY, cardOnDelivery: true });
    const paid = await order({ paymentMethod: "Card on Delivery" });
    expect(paid.paymentMethod).toBe("Card on Delivery");
    const row = await t.db.kysely
      .selectFrom("orders")
      .select("payment_method")
      .where("id", "=", paid.id)
      .executeTakeFirstOrThrow();
    expect(row.payment_method).toBe("Card on Delivery");
    expect((await order()).paymentMethod).toBe("Cash on Delivery");
  });

  it("dates an order with a fixed clock in Qatar time: cut-off, next day, Friday skipped", async () => {
    await setDelivery(paidWakrah());
    const catalogue = await services.catalogue.get();
    const dateOf = async (city: string, at: string) => {
      const result = await createOrder(t.db, catalogue, { ...orderBody({ customer: { ...validCustomer, city } }) } as never, {
        now: new Date(at),
      });
      if (result.kind !== "created") throw new Error(result.kind);
      return result.order.delivery?.date;
    };
    // Wednesday 2026-11-25, 13:59 in Doha (10:59Z): same day; at 14:00, Thursday.
    expect(await dateOf("Doha", "2026-11-25T10:59:00Z")).toBe("2026-11-25");
    expect(await dateOf("Doha", "2026-11-25T11:00:00Z")).toBe("2026-11-26");
    // Thursday after the cut-off: Friday is skipped, Saturday.
    expect(await dateOf("Doha", "2026-11-26T12:00:00Z")).toBe("2026-11-28");
    // Al Wakrah is a next-day area here: Wednesday morning → Thursday; Thursday morning → Saturday.
    expect(await dateOf("Al Wakrah", "2026-11-25T06:00:00Z")).toBe("2026-11-26");
    expect(await dateOf("Al Wakrah", "2026-11-26T06:00:00Z")).toBe("2026-11-28");
    // Late on Wednesday in UTC is already Thursday 01:00 in Qatar: before the cut-off, Thursday.
    expect(await dateOf("Doha", "2026-11-25T22:00:00Z")).toBe("2026-11-26");
  });

  it("never books a slot beyond its capacity under simultaneous orders, and frees a cancelled order's place", async () => {
    await setDelivery({
      ...DEFAULT_DELIVERY,
      slots: { enabled: true, days: 2, windows: [{ from: "22:30", to: "23:30", capacity: 3 }] },
    });
    const quote = (await (await app.request("/api/delivery/quote?area=Doha")).json()) as DeliveryQuote;
    const slot = quote.slots.find((s) => !s.full)!;
    expect(slot).toBeTruthy();
    // A slot is required now.
    expect((await postOrder(app, orderBody())).status).toBe(422);
    expect((await postOrder(app, orderBody({ delivery: { slot: "2020-01-01 10:00-14:00" } }))).status).toBe(422);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => postOrder(app, orderBody({ delivery: { slot: slot.id } }))),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    const refused = (await answers.find((r) => r.status === 409)!.json()) as { code: string };
    expect(refused.code).toBe("slot_full");
    const booked = await t.db.kysely
      .selectFrom("orders")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("delivery_date", "=", slot.day)
      .where("delivery_slot", "=", `${slot.from}-${slot.to}`)
      .executeTakeFirstOrThrow();
    expect(Number(booked.n)).toBe(3);
    const after = (await (await app.request("/api/delivery/quote?area=Doha")).json()) as DeliveryQuote;
    expect(after.slots.find((s) => s.id === slot.id)?.full).toBe(true);
    // Staff cancel one: its place is free again.
    const first = (await answers.find((r) => r.status === 201)!.json()) as Order;
    expect(first.delivery).toEqual({ date: slot.day, slot: `${slot.from}-${slot.to}` });
    const cancel = await send(staff, "PATCH", `/api/admin/orders/${first.id}/status`, {
      status: "Cancelled",
      reason: "customer",
    });
    expect(cancel.status).toBe(200);
    expect((await postOrder(app, orderBody({ delivery: { slot: slot.id } }))).status).toBe(201);
    // The place went to another order: restoring the cancelled one is refused, not booked a fourth time.
    const restore = await send(staff, "PATCH", `/api/admin/orders/${first.id}/status`, { status: "Pending" });
    expect(restore.status).toBe(409);
    expect(((await restore.json()) as { code: string }).code).toBe("slot_full");
    const bookings = await t.db.kysely
      .selectFrom("slot_bookings")
      .select("booked")
      .where("day", "=", slot.day)
      .where("slot", "=", `${slot.from}-${slot.to}`)
      .executeTakeFirstOrThrow();
    expect(bookings.booked).toBe(3);
    // Staff filter the list by the slot.
    const list = (await (
      await send(staff, "GET", `/api/admin/orders?deliveryDay=${slot.day}&slot=${slot.from}-${slot.to}&status=Pending`)
    ).json()) as { total: number };
    expect(list.total).toBe(3);
  });

  it("assigns drivers, keeps the dispatch history, prints the run sheet, and balances a hand-computed day", async () => {
    await setDelivery({ ...DEFAULT_DELIVERY, cardOnDelivery: true });
    const addDriver = async (name: string, phone: string) => {
      const res = await send(staff, "POST", "/api/admin/drivers", { name, phone });
      expect(res.status).toBe(201);
      return (await res.json()) as Driver;
    };
    expect((await send(staff, "POST", "/api/admin/drivers", { name: "", phone: "123" })).status).toBe(422);
    const ali = await addDriver("Ali", "55501234");
    const omar = await addDriver("Omar", "+974 6600 1122");

    // Ali takes four orders (three cash: 85, 170, 255 QR; one card: 85 QR); Omar one cash (85 QR).
    const a1 = await order();
    const a2 = await order({ items: [{ type: "product", productId: "2", quantity: 2 }] });
    const a3 = await order({ items: [{ type: "product", productId: "3", quantity: 3 }] });
    const a4 = await order({ paymentMethod: "Card on Delivery" });
    const o1 = await order();
    const assign = (id: string, driverId: string | null) => send(staff, "POST", `/api/admin/orders/${id}/assign`, { driverId });
    for (const o of [a1, a2, a3, a4]) expect((await assign(o.id, ali.id)).status).toBe(200);
    // First given to Ali by mistake, then to Omar.
    expect((await assign(o1.id, ali.id)).status).toBe(200);
    const moved = await assign(o1.id, omar.id);
    expect(moved.status).toBe(200);
    expect(((await moved.json()) as { order: Order }).order).toMatchObject({
      status: "Shipped",
      dispatch: { driverId: omar.id, driverName: "Omar", assignedBy: "clerk" },
    });
    const detail = (await (await send(staff, "GET", `/api/admin/orders/${o1.id}`)).json()) as OrderDetail;
    expect(detail.assignments.map((a) => [a.driverName, a.assignedBy])).toEqual([
      ["Ali", "clerk"],
      ["Omar", "clerk"],
    ]);
    expect(detail.history.map((h) => h.status)).toEqual(["Pending", "Shipped"]);
    expect((await assign(o1.id, "no-such-driver")).status).toBe(422);

    const sheet = (await (await send(staff, "GET", `/api/admin/drivers/${ali.id}/run-sheet`)).json()) as RunSheet;
    expect(sheet.stops.flatMap((s) => s.orders.map((o) => o.id))).toEqual([a1.id, a2.id, a3.id, a4.id]);
    expect(sheet).toMatchObject({ cashToCollect: 8500 + 17000 + 25500, cardToCollect: 8500 });

    const setStatus = (id: string, body: Record<string, unknown>) => send(staff, "PATCH", `/api/admin/orders/${id}/status`, body);
    // a1 delivered in full; a2 short by QR 20 (needs a note); a3 refused at the door; a4 paid by card.
    expect((await setStatus(a1.id, { status: "Delivered" })).status).toBe(200);
    expect((await setStatus(a2.id, { status: "Delivered", collected: 15000 })).status).toBe(422);
    expect((await setStatus(a2.id, { status: "Delivered", collected: 15000, note: "Customer had QR 150 only" })).status).toBe(
      200,
    );
    expect((await setStatus(a3.id, { status: "Cancelled", reason: "refused" })).status).toBe(200);
    expect((await setStatus(a4.id, { status: "Delivered" })).status).toBe(200);
    const a2Read = (await (await send(staff, "GET", `/api/admin/orders/${a2.id}`)).json()) as OrderDetail;
    expect(a2Read.order.dispatch).toMatchObject({
      collected: 15000,
      collectedBy: "Ali",
      collectionNote: "Customer had QR 150 only",
    });
    // Delivered orders leave the run sheet; nothing is out with Ali any more.
    const emptied = (await (await send(staff, "GET", `/api/admin/drivers/${ali.id}/run-sheet`)).json()) as RunSheet;
    expect(emptied.stops).toHaveLength(0);
    // A delivered order cannot go out again.
    expect((await assign(a1.id, omar.id)).status).toBe(409);

    // Ali hands over QR 200 of the QR 235 he collected in cash.
    expect((await send(staff, "POST", "/api/admin/cash/handovers", { driverId: ali.id, amount: 0 })).status).toBe(422);
    const handover = await send(staff, "POST", "/api/admin/cash/handovers", {
      driverId: ali.id,
      amount: 20000,
      note: "Evening drop",
    });
    expect(handover.status).toBe(201);
    expect(await handover.json()).toMatchObject({ driverName: "Ali", receivedBy: "clerk", amount: 20000 });

    const today = qatarDay(new Date());
    const report = (await (await send(staff, "GET", `/api/admin/cash?from=${today}&to=${today}`)).json()) as CashReport;
    const aliRow = report.rows.find((r) => r.driverId === ali.id)!;
    const omarRow = report.rows.find((r) => r.driverId === omar.id)!;
    expect(aliRow).toMatchObject({
      day: today,
      driverName: "Ali",
      // a1 + a2 + a3 in cash; a4 is card; o1 was taken back from him.
      assigned: { count: 3, amount: 8500 + 17000 + 25500 },
      collected: { count: 2, amount: 8500 + 15000 },
      card: { count: 1, amount: 8500 },
      handedOver: 20000,
      refused: { count: 1, amount: 25500 },
      returned: { count: 0, amount: 0 },
      stillOut: { count: 0, amount: 0 },
      outstanding: 8500 + 15000 - 20000,
    });
    expect(omarRow).toMatchObject({
      assigned: { count: 1, amount: 8500 },
      collected: { count: 0, amount: 0 },
      stillOut: { count: 1, amount: 8500 },
      outstanding: 0,
    });
    expect(report.totals).toMatchObject({ collected: { count: 2, amount: 23500 }, handedOver: 20000, outstanding: 3500 });
    expect(report.handovers).toHaveLength(1);

    // The next day starts with what Ali still holds.
    const tomorrow = addDays(today, 1);
    const next = (await (await send(staff, "GET", `/api/admin/cash?from=${tomorrow}&to=${tomorrow}`)).json()) as CashReport;
    expect(next.rows).toHaveLength(0);
    expect(next.totals.outstanding).toBe(3500);

    // Owners export the day; staff may not.
    expect((await send(staff, "GET", `/api/admin/cash/export.csv?from=${today}&to=${today}`)).status).toBe(403);
    const csv = await send(owner, "GET", `/api/admin/cash/export.csv?from=${today}&to=${today}`);
    expect(csv.status).toBe(200);
    const text = await csv.text();
    expect(text).toContain(`${today},Ali,3,510.00,2,235.00,1,85.00,200.00,1,255.00,0,0.00,0,0.00,35.00`);

    // Taking a delivery back (Delivered → Shipped) takes its cash back out of the figures.
    expect((await setStatus(a1.id, { status: "Shipped" })).status).toBe(200);
    const undone = (await (await send(staff, "GET", `/api/admin/cash?from=${today}&to=${today}`)).json()) as CashReport;
    expect(undone.rows.find((r) => r.driverId === ali.id)).toMatchObject({
      collected: { count: 1, amount: 15000 },
      outstanding: 15000 - 20000,
    });
  });
});
