// Failed sign-ins are limited per username (5 in 15 minutes, from any address) and per client
// address (20 in 15 minutes, for any username), with 429 and Retry-After; other accounts and other
// addresses keep signing in. The clock is injected so the window can pass.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../server/app";
import { createTestDb, engines, testServices, type TestDb } from "./support/test-db";
import { createStaff, fromAddress, login, TEST_PASSWORD, useFastAuth } from "./support/admin";

const MINUTE = 60 * 1000;

describe.each(engines)("login rate limiting on %s", (engine) => {
  let t: TestDb;
  let clock = new Date("2026-05-10T06:00:00.000Z");
  let services: ReturnType<typeof testServices>;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    t = await createTestDb(engine);
    services = useFastAuth(testServices(t.db), () => clock);
    app = createApp(services);
    for (const name of ["target", "colleague", "reset-me", "burst", "from-busy-address", "elsewhere"])
      await createStaff(services, name);
  });
  afterAll(async () => t.cleanup());

  const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));
  // A fresh address per test keeps the address limit out of the username tests.
  let n = 0;
  const newAddress = () => fromAddress(`192.0.2.${++n}`);

  it("blocks a username after 5 failures from any addresses, with Retry-After, right password or not", async () => {
    for (let i = 0; i < 5; i++) {
      const res = await login(app, "target", `wrong password ${i}`, {}, newAddress());
      expect(res.status).toBe(401);
      advance(MINUTE);
    }
    const blocked = await login(app, "TARGET", TEST_PASSWORD, {}, newAddress());
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("set-cookie")).toBeNull();
    // The first failure was 5 minutes ago: it leaves the 15-minute window in 10 minutes.
    expect(Number(blocked.headers.get("retry-after"))).toBe(10 * 60);
    expect((await blocked.json()).title).toBe("Too many failed sign-in attempts.");

    // Another account signs in meanwhile, even from an address the attacker used.
    expect((await login(app, "colleague", TEST_PASSWORD, {}, fromAddress("192.0.2.1"))).status).toBe(200);

    advance(10 * MINUTE - 1000);
    expect((await login(app, "target", TEST_PASSWORD, {}, newAddress())).status).toBe(429);
    advance(1000);
    expect((await login(app, "target", TEST_PASSWORD, {}, newAddress())).status).toBe(200);
  });

  it("records a blocked attempt without counting it as a failure", async () => {
    const rows = await t.db.kysely.selectFrom("login_attempts").select("outcome").execute();
    expect(rows.filter((r) => r.outcome === "blocked")).toHaveLength(2);
    const audit = await t.db.kysely
      .selectFrom("audit_log")
      .select(["action", "detail"])
      .where("action", "=", "login.blocked")
      .execute();
    expect(audit).toHaveLength(2);
    expect(JSON.parse(audit[0].detail!).limit).toBe("username");
  });

  it("starts a username's count afresh after a successful sign-in", async () => {
    const address = newAddress();
    for (let i = 0; i < 4; i++) expect((await login(app, "reset-me", "nope, not it", {}, address)).status).toBe(401);
    expect((await login(app, "reset-me", TEST_PASSWORD, {}, address)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(app, "reset-me", "nope, not it", {}, address)).status).toBe(401);
    expect((await login(app, "reset-me", TEST_PASSWORD, {}, address)).status).toBe(200);
  });

  it("lets at most 5 of a simultaneous burst of guesses be checked", async () => {
    const results = await Promise.all(Array.from({ length: 15 }, (_, i) => login(app, "burst", `guess ${i}`, {}, newAddress())));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 401 || s === 429)).toHaveLength(15);
    const failures = await t.db.kysely
      .selectFrom("audit_log")
      .select("id")
      .where("action", "=", "login.failure")
      .where("target", "=", "burst")
      .execute();
    expect(failures.length).toBeLessThanOrEqual(5);
    // Once the burst has passed, the limit holds as usual.
    expect((await login(app, "burst", TEST_PASSWORD, {}, newAddress())).status).toBe(failures.length >= 5 ? 429 : 200);
  });

  it("blocks an address after 20 failures across usernames; other addresses still sign in", async () => {
    advance(30 * MINUTE);
    const busy = fromAddress("2001:db8:aa:bb::1");
    for (let i = 0; i < 20; i++) {
      // Different usernames (mostly unknown), so only the address limit can trigger.
      expect((await login(app, `user-${i}`, "some password", {}, busy)).status).toBe(401);
    }
    const blocked = await login(app, "from-busy-address", TEST_PASSWORD, {}, busy);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBe(15 * 60);
    // The same /64 is the same subscriber: rotating the interface id does not help.
    expect((await login(app, "from-busy-address", TEST_PASSWORD, {}, fromAddress("2001:db8:aa:bb:ffff::2"))).status).toBe(429);
    // Another address, and the same account, are fine.
    expect((await login(app, "from-busy-address", TEST_PASSWORD, {}, fromAddress("2001:db8:aa:cc::1"))).status).toBe(200);
    expect((await login(app, "elsewhere", TEST_PASSWORD, {}, fromAddress("198.51.100.20"))).status).toBe(200);
    // A success does not reset an address's count.
    expect((await login(app, "elsewhere", TEST_PASSWORD, {}, busy)).status).toBe(429);
    advance(15 * MINUTE);
    expect((await login(app, "elsewhere", TEST_PASSWORD, {}, busy)).status).toBe(200);
  });
});
