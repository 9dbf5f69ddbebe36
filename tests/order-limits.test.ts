// Order flooding: limits per phone number and per client address, counted in the
// database; the Cash on Delivery maximum and the per-line quantity; order answers never cached.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../server/app";
import { openDatabase } from "../server/db/database";
import { createTestDb, engines, testServices, TEST_DATABASE_URL, type TestDb } from "./support/test-db";
import { orderBody, postOrder, validCustomer } from "./support/orders";

const withPhone = (phone: string, overrides: Record<string, unknown> = {}) =>
  orderBody({ customer: { ...validCustomer, phone }, ...overrides });

describe.each(engines)("order limits on %s", (engine) => {
  let t: TestDb;
  let app: ReturnType<typeof createApp>;
  // The address comes from X-Forwarded-For, as behind the shop's own proxy.
  const env = { ORDER_LIMIT_PER_PHONE: "5", ORDER_LIMIT_PER_ADDRESS: "8", TRUST_PROXY: "true" };
  let nextAddress = 1;
  const freshAddress = () => `198.51.100.${nextAddress++}`;
  const from = (address: string, headers: Record<string, string> = {}) => ({ "x-forwarded-for": address, ...headers });

  beforeAll(async () => {
    t = await createTestDb(engine);
    app = createApp(testServices(t.db, env));
  });
  afterAll(async () => t.cleanup());

  const storedFor = async (phoneE164: string) =>
    Number(
      (
        await t.db.kysely
          .selectFrom("orders")
          .select((eb) => eb.fn.countAll().as("n"))
          .where("phone_number", "=", phoneE164)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("refuses the sixth order from one phone in a day with 429, Retry-After and problem details", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await postOrder(app, withPhone("5510 0001"), from(freshAddress()))).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const refused = await postOrder(app, withPhone("+974 5510 0001"), from(freshAddress()));
    expect(refused.status).toBe(429);
    expect(refused.headers.get("content-type")).toContain("application/problem+json");
    expect(refused.headers.get("cache-control")).toBe("no-store");
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    expect(await refused.json()).toMatchObject({ status: 429, title: "Too many orders." });
    expect(await storedFor("+97455100001")).toBe(5);
  });

  it("refuses orders from one address over its hourly limit, whatever the phones", async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push((await postOrder(app, withPhone(`5520 ${String(1000 + i)}`), from(address))).status);
    expect(statuses).toEqual([...Array(8).fill(201), 429, 429]);
    const refused = await postOrder(app, withPhone("5520 2000"), from(address));
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(3600);
    // Another address is not affected.
    expect((await postOrder(app, withPhone("5520 2000"), from(freshAddress()))).status).toBe(201);
  });

  it("answers an idempotent replay with its order, uncounted, even when the phone is full", async () => {
    const key = `replay-${engine}-${Math.random()}`;
    const phone = "5530 0001";
    for (let i = 0; i < 4; i++) expect((await postOrder(app, withPhone(phone), from(freshAddress()))).status).toBe(201);
    const fifth = await postOrder(app, withPhone(phone), from(freshAddress(), { "Idempotency-Key": key }));
    expect(fifth.status).toBe(201);
    const first = (await fifth.json()) as { id: string };
    for (let i = 0; i < 3; i++) {
      const again = await postOrder(app, withPhone(phone), from(freshAddress(), { "Idempotency-Key": key }));
      expect(again.status).toBe(201);
      expect(again.headers.get("idempotent-replayed")).toBe("true");
      expect(((await again.json()) as { id: string }).id).toBe(first.id);
    }
    expect((await postOrder(app, withPhone(phone), from(freshAddress()))).status).toBe(429);
    expect(await storedFor("+97455300001")).toBe(5);
    const hits = await t.db.kysely
      .selectFrom("order_limit_hits")
      .select("order_id")
      .where("bucket", "=", "phone:+97455300001")
      .execute();
    expect(hits).toHaveLength(5);
  });

  it("stores exactly the limit when many orders from one phone arrive at once", async () => {
    const responses = await Promise.all(
      Array.from({ length: 30 }, () => postOrder(app, withPhone("5540 0001"), from(freshAddress()))),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25);
    expect(await storedFor("+97455400001")).toBe(5);
  });

  it("keeps counting after a restart (the count is in the database)", async () => {
    for (let i = 0; i < 5; i++) expect((await postOrder(app, withPhone("5550 0001"), from(freshAddress()))).status).toBe(201);
    const reopened = engine === "sqlite" ? openDatabase(t.url) : openDatabase(TEST_DATABASE_URL, { schema: t.schema });
    try {
      const restarted = createApp(testServices(reopened, env));
      expect((await postOrder(restarted, withPhone("5550 0001"), from(freshAddress()))).status).toBe(429);
    } finally {
      await reopened.close();
    }
  });

  it("turns a limit off with 0", async () => {
    const unlimited = createApp(testServices(t.db, { ...env, ORDER_LIMIT_PER_PHONE: "0" }));
    for (let i = 0; i < 7; i++)
      expect((await postOrder(unlimited, withPhone("5560 0001"), from(freshAddress()))).status).toBe(201);
  });

  it("refuses a line over 10 and a Cash on Delivery order over QR 5,000 with 422 naming the field", async () => {
    const tooMany = await postOrder(
      app,
      withPhone("5570 0001", { items: [{ type: "product", productId: "1", quantity: 11 }] }),
      from(freshAddress()),
    );
    expect(tooMany.status).toBe(422);
    const tooManyBody = (await tooMany.json()) as { errors: { field: string; pointer: string }[] };
    expect(tooManyBody.errors.map((e) => e.field)).toEqual(["items.0.quantity"]);

    const bundles = (quantity: number) =>
      ["bundle1", "bundle2", "bundle1"].map((bundleId) => ({ type: "bundle", bundleId, quantity }));
    // 3 × 9 bundles × QR 200 = QR 5,400.
    const tooMuch = await postOrder(app, withPhone("5570 0002", { items: bundles(9) }), from(freshAddress()));
    expect(tooMuch.status).toBe(422);
    const tooMuchBody = (await tooMuch.json()) as { errors: { field: string; detail: string }[] };
    expect(tooMuchBody.errors).toEqual([
      expect.objectContaining({ field: "items", detail: expect.stringContaining("QR 5,000.00") }),
    ]);
    // 3 × 8 × QR 200 = QR 4,800 is taken.
    expect((await postOrder(app, withPhone("5570 0003", { items: bundles(8) }), from(freshAddress()))).status).toBe(201);
    expect(await storedFor("+97455700002")).toBe(0);
  });

  it("marks every order answer no-store and names no resource that does not exist", async () => {
    const created = await postOrder(app, withPhone("5580 0001"), from(freshAddress()));
    expect(created.status).toBe(201);
    expect(created.headers.get("cache-control")).toBe("no-store");
    expect(created.headers.get("location")).toBeNull();
    const invalid = await postOrder(app, { customer: {} }, from(freshAddress()));
    expect(invalid.status).toBe(422);
    expect(invalid.headers.get("cache-control")).toBe("no-store");
    const malformed = await postOrder(app, "{", from(freshAddress()));
    expect(malformed.status).toBe(400);
    expect(malformed.headers.get("cache-control")).toBe("no-store");
    const unknown = await app.request("/api/orders/0191d1f0-0000-8000-8000-000000000000");
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("cache-control")).toBe("no-store");
  });
});
