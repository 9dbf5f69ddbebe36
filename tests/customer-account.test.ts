// The Customers section's view of a shopper account (docs/decisions/044) on both engines: found by
// the phone it signed in with, its e-mail, dates, devices still signed in, saved addresses and
// message preferences; read-only for every role, and nothing for a guest.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CustomerAccountAnswer } from "../app/admin/customers/customers-contract";
import { createApp } from "../server/app";
import { SESSION_LIFETIME_MS } from "../server/accounts/service";
import { signIn, staffRequest, useFastAuth } from "./support/admin";
import { createTestDb, engines, testServices, type TestDb } from "./support/test-db";

describe.each(engines)("a customer's shopper account on %s", (engine) => {
  let t: TestDb;
  let app: ReturnType<typeof createApp>;
  let clerk: Record<string, string>;
  const asClerk = (method: string, path: string) => staffRequest(app, () => clerk)(method, path);
  const now = Date.now();
  const ago = (ms: number) => new Date(now - ms).toISOString();
  const DAY = 24 * 60 * 60 * 1000;

  beforeAll(async () => {
    t = await createTestDb(engine, { seed: false });
    const services = useFastAuth(testServices(t.db));
    app = createApp(services);
    clerk = await signIn(app, services, "clerk", undefined, "staff");
    const k = t.db.kysely;
    await k
      .insertInto("accounts")
      .values({
        id: "acc_1",
        phone_number: "+97455501234",
        email: "noora@example.qa",
        email_verified: 1,
        name: "Noora",
        language: "ar",
        order_updates: 1,
        offers: 1,
        offers_consented_at: ago(10 * DAY),
        created_at: ago(40 * DAY),
        updated_at: ago(10 * DAY),
        last_sign_in_at: ago(DAY),
      })
      .execute();
    // Two devices still signed in, one whose 30 days are over.
    const session = (id: string, createdAt: string) => ({
      id,
      account_id: "acc_1",
      created_at: createdAt,
      last_seen_at: createdAt,
      ip: null,
      user_agent: null,
    });
    await k
      .insertInto("account_sessions")
      .values([session("s1", ago(DAY)), session("s2", ago(5 * DAY)), session("s3", ago(SESSION_LIFETIME_MS + DAY))])
      .execute();
    const address = (id: string, isDefault: number) => ({
      id,
      account_id: "acc_1",
      label: null,
      address: "Building 1, Street 2, Zone 3",
      city: "Doha",
      zone: null,
      street: null,
      building: null,
      is_default: isDefault,
      created_at: ago(DAY),
      updated_at: ago(DAY),
    });
    await k
      .insertInto("account_addresses")
      .values([address("a1", 1), address("a2", 0)])
      .execute();
  });
  afterAll(async () => {
    await t.cleanup();
  });

  it("shows a staff member the account the number signed in with, however the number is written", async () => {
    const res = await asClerk("GET", `/api/admin/customers/${encodeURIComponent("5550 1234")}/account`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as CustomerAccountAnswer).account).toEqual({
      email: "noora@example.qa",
      emailVerified: true,
      language: "ar",
      createdAt: ago(40 * DAY),
      lastSignInAt: ago(DAY),
      activeSessions: 2,
      savedAddresses: 2,
      orderUpdates: true,
      offers: true,
      offersConsentedAt: ago(10 * DAY),
    });
  });

  it("answers no account for a guest's number, and 422 naming the phone for something that is not one", async () => {
    const guest = await asClerk("GET", `/api/admin/customers/${encodeURIComponent("+97455509999")}/account`);
    expect(guest.status).toBe(200);
    expect(await guest.json()).toEqual({ account: null });
    const bad = await asClerk("GET", "/api/admin/customers/not-a-phone/account");
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual(["phone"]);
  });

  it("offers staff no way to change it", async () => {
    const path = `/api/admin/customers/${encodeURIComponent("+97455501234")}/account`;
    for (const method of ["POST", "PATCH", "PUT", "DELETE"]) {
      const res = await staffRequest(app, () => clerk)(method, path, {});
      expect(res.status).toBe(404);
    }
    const row = await t.db.kysely.selectFrom("accounts").selectAll().where("id", "=", "acc_1").executeTakeFirstOrThrow();
    expect(row.email).toBe("noora@example.qa");
  });
});
