// Store credit through the real paths (docs/decisions/051-store-credit.md), on both engines: credit
// issued in a caller's transaction, the ledger, an order paying part with it (only when signed in
// with the order's phone), thirty simultaneous orders from one phone never taking the balance below
// zero, cancelling giving the credit back and restoring taking it again, expiry at read and by the
// sweep, and staff's adjustment: audited, owners only, refused without a session or a reason.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../server/app";
import { createTestDb, engines, testServices, type TestDb } from "./support/test-db";
import { orderBody, postOrder, validCustomer } from "./support/orders";
import { signIn, staffRequest, useFastAuth } from "./support/admin";
import { FROM_SHOP_PAGES } from "./support/shopper";
import type { Order } from "../app/shared/order";
import type { StoreCreditView } from "../app/shared/store-credit";
import { expireStoreCredit, issueStoreCredit, storeCreditBalance } from "../server/store-credit/ledger";

const PHONE = "+97455551234";

describe.each(engines)("store credit on %s", (engine) => {
  let t: TestDb;
  let services: ReturnType<typeof testServices>;
  let app: ReturnType<typeof createApp>;
  let owner: Record<string, string>;
  let staff: Record<string, string>;
  let admin: ReturnType<typeof staffRequest>;
  let shopper = "";

  const balanceOf = async (phone = PHONE) => (await storeCreditBalance(t.db.kysely, phone, new Date())).balance;
  const issue = (amount: number, phone = PHONE) =>
    t.db.kysely
      .transaction()
      .execute((trx) =>
        issueStoreCredit(trx, { phone, amount, reason: null, source: { kind: "return", id: "r-1" }, at: new Date() }),
      );
  const entries = (phone = PHONE) =>
    t.db.kysely.selectFrom("store_credit_entries").selectAll().where("phone", "=", phone).orderBy("created_at").execute();
  const signInShopper = async (phone: string) => {
    const send = (url: string, body: unknown) =>
      app.request(`/api/account${url}`, {
        method: "POST",
        headers: { "content-type": "application/json", ...FROM_SHOP_PAGES },
        body: JSON.stringify(body),
      });
    expect((await send("/code", { phone })).status).toBe(202);
    const row = await t.db.kysely
      .selectFrom("mail_outbox")
      .select("body")
      .where("recipient", "=", phone)
      .orderBy("created_at", "desc")
      .executeTakeFirstOrThrow();
    const res = await send("/sign-in", { phone, code: (JSON.parse(row.body!) as { code: string }).code });
    expect(res.status).toBe(200);
    return res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
  };
  const order = (body: Record<string, unknown>, cookie?: string) => postOrder(app, orderBody(body), cookie ? { cookie } : {});

  beforeAll(async () => {
    t = await createTestDb(engine);
    services = useFastAuth(testServices(t.db));
    app = createApp(services);
    owner = await signIn(app, services, "owner");
    staff = await signIn(app, services, "clerk", undefined, "staff");
    admin = staffRequest(app, () => owner);
    shopper = await signInShopper(PHONE);
  });
  afterAll(async () => t.cleanup());

  it("issues credit in the caller's transaction, with a ledger entry and a 12-month expiry; a rollback leaves nothing", async () => {
    await issue(5000);
    expect(await balanceOf()).toBe(5000);
    const [entry] = await entries();
    expect(entry).toMatchObject({ kind: "issued", amount: 5000, balance_after: 5000, source_kind: "return", source_id: "r-1" });
    const row = await t.db.kysely
      .selectFrom("store_credit_balances")
      .selectAll()
      .where("phone", "=", PHONE)
      .executeTakeFirstOrThrow();
    expect(new Date(row.expires_at!).getTime() - Date.now()).toBeGreaterThan(360 * 24 * 3600 * 1000);
    await expect(
      t.db.kysely.transaction().execute(async (trx) => {
        await issueStoreCredit(trx, {
          phone: PHONE,
          amount: 100,
          reason: null,
          source: { kind: "staff", staffId: "owner" },
          at: new Date(),
        });
        throw new Error("the return failed");
      }),
    ).rejects.toThrow("the return failed");
    expect(await balanceOf()).toBe(5000);
  });

  it("refuses credit without a session (401) and for another phone than the account's (422)", async () => {
    const guest = await order({ storeCredit: 1000 });
    expect(guest.status).toBe(401);
    const other = await order({ storeCredit: 1000, customer: { ...validCustomer, phone: "5555 9999" } }, shopper);
    expect(other.status).toBe(422);
    expect(JSON.stringify(await other.json())).toContain("storeCredit");
    expect(await balanceOf()).toBe(5000);
  });

  it("pays part of an order with credit: the total to pay drops, the order and the ledger say so", async () => {
    const plain = (await (await order({})).json()) as Order;
    const res = await order({ storeCredit: 1500 }, shopper);
    expect(res.status, await res.clone().text()).toBe(201);
    const placed = (await res.json()) as Order;
    expect(placed.storeCredit).toBe(1500);
    expect(placed.total).toBe(plain.total - 1500);
    const stored = await t.db.kysely
      .selectFrom("orders")
      .select(["store_credit", "final_total"])
      .where("id", "=", placed.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ store_credit: 1500, final_total: plain.total - 1500 });
    expect(await balanceOf()).toBe(3500);
    const used = (await entries()).find((e) => e.order_id === placed.id)!;
    expect(used).toMatchObject({ kind: "used", amount: -1500, balance_after: 3500 });
    // The admin reads it back on the order.
    const back = (await (await admin("GET", `/api/admin/orders/${placed.id}`)).json()) as { order: Order } | Order;
    expect(JSON.stringify(back)).toContain('"storeCredit":1500');
  });

  it("never takes more than the order's total, and a balance smaller than shown is a 409 with nothing written", async () => {
    const before = await balanceOf();
    const stale = await order({ storeCredit: before + 100 }, shopper);
    // Asked for more than the balance and less than the total: refused, not silently less.
    const plainTotal = ((await (await order({})).json()) as Order).total;
    expect(before + 100).toBeLessThan(plainTotal);
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ code: "store_credit_changed", balance: before });
    expect(await balanceOf()).toBe(before);
  });

  it("never goes below zero with thirty simultaneous orders from one phone", async () => {
    const start = await balanceOf();
    const each = 1000;
    const answers = await Promise.all(Array.from({ length: 30 }, () => order({ storeCredit: each }, shopper)));
    const statuses = answers.map((r) => r.status);
    const placed = statuses.filter((s) => s === 201).length;
    expect(placed).toBe(Math.floor(start / each));
    expect(statuses.filter((s) => s !== 201).every((s) => s === 409)).toBe(true);
    expect(await balanceOf()).toBe(start - placed * each);
    const rows = await entries();
    const sum = rows.reduce((total, e) => total + e.amount, 0);
    expect(sum).toBe(await balanceOf());
    expect(rows.every((e) => e.balance_after >= 0)).toBe(true);
  });

  it("gives the credit back when the order is cancelled, once, and takes it again when restored", async () => {
    await issue(2000);
    const placed = (await (await order({ storeCredit: 2000 }, shopper)).json()) as Order;
    const before = await balanceOf();
    const cancel = () => admin("PATCH", `/api/admin/orders/${placed.id}/status`, { status: "Cancelled", reason: "customer" });
    expect((await cancel()).status).toBe(200);
    expect(await balanceOf()).toBe(before + 2000);
    expect((await entries()).filter((e) => e.order_id === placed.id).map((e) => e.kind)).toEqual(["used", "given_back"]);
    expect((await admin("PATCH", `/api/admin/orders/${placed.id}/status`, { status: "Pending" })).status).toBe(200);
    expect(await balanceOf()).toBe(before);
    expect((await cancel()).status).toBe(200);
    expect(await balanceOf()).toBe(before + 2000);
  });

  it("lets owners adjust with a reason (audited), staff read only, and refuses without a session or below zero", async () => {
    const path = `/api/admin/customers/${encodeURIComponent(PHONE)}/credit`;
    const asStaff = staffRequest(app, () => staff);
    expect((await asStaff("POST", path, { amount: 500, reason: "goodwill" })).status).toBe(403);
    expect((await asStaff("GET", path)).status).toBe(200);
    expect((await app.request(path)).status).toBe(401);
    expect((await app.request(path, { method: "POST", body: "{}" })).status).toBe(401);
    expect((await admin("POST", path, { amount: 500 })).status).toBe(422);
    expect((await admin("POST", path, { amount: 0, reason: "x" })).status).toBe(422);
    const before = await balanceOf();
    const below = await admin("POST", path, { amount: -(before + 1), reason: "mistake" });
    expect(below.status).toBe(422);
    expect(await balanceOf()).toBe(before);
    const res = await admin("POST", path, { amount: 750, reason: "Late delivery" });
    expect(res.status).toBe(200);
    const view = (await res.json()) as StoreCreditView;
    expect(view.balance).toBe(before + 750);
    expect(view.entries[0]).toMatchObject({ kind: "adjusted", amount: 750, reason: "Late delivery", staff: "owner" });
    const down = await admin("POST", path, { amount: -250, reason: "Typo" });
    expect(((await down.json()) as StoreCreditView).balance).toBe(before + 500);
    const trail = await t.db.kysely
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "credit.adjust")
      .orderBy("at")
      .execute();
    expect(trail).toHaveLength(2);
    expect(trail[0]).toMatchObject({ actor: "owner", target: PHONE });
    expect(JSON.parse(trail[0].detail!)).toMatchObject({ amount: 750, reason: "Late delivery", balance: before + 750 });
    // The shopper sees the same balance, without staff's names and reasons.
    const mine = (await (await app.request("/api/account/credit", { headers: { cookie: shopper } })).json()) as StoreCreditView;
    expect(mine.balance).toBe(before + 500);
    expect(mine.entries.every((e) => e.staff === null && e.reason === null)).toBe(true);
    expect((await app.request("/api/account/credit")).status).toBe(401);
  });

  it("counts expired credit as nothing at once, and the sweep writes its entry", async () => {
    const phone = "+97455550077";
    await issue(900, phone);
    await t.db.kysely
      .updateTable("store_credit_balances")
      .set({ expires_at: "2020-01-01T00:00:00.000Z" })
      .where("phone", "=", phone)
      .execute();
    expect(await balanceOf(phone)).toBe(0);
    expect(await expireStoreCredit(t.db)).toBeGreaterThanOrEqual(1);
    const rows = await entries(phone);
    expect(rows.at(-1)).toMatchObject({ kind: "expired", amount: -900, balance_after: 0 });
    // New credit after expiry starts from zero.
    await issue(300, phone);
    expect(await balanceOf(phone)).toBe(300);
  });
});
