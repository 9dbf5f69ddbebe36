// Failed sign-ins lock a username and address pair (5 in 15 minutes) and an address (20 in 15
// minutes, for any username) with 429 and Retry-After; a username alone is never locked, only
// slowed down past 10 failures, so a stranger cannot keep the owner out. The clock and
// the slow-down's wait are injected so the window can pass and the waits can be read.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../server/app";
import { createTestDb, engines, testServices, type TestDb } from "./support/test-db";
import { createStaff, fromAddress, login, TEST_PASSWORD, useFastAuth } from "./support/admin";
import { slowDown } from "../server/auth/login-attempts";

const MINUTE = 60 * 1000;

describe.each(engines)("login rate limiting on %s", (engine) => {
  let t: TestDb;
  let clock = new Date("2026-05-10T06:00:00.000Z");
  let services: ReturnType<typeof testServices>;
  let app: ReturnType<typeof createApp>;
  const sleeps: number[] = [];

  beforeAll(async () => {
    t = await createTestDb(engine);
    services = useFastAuth(
      testServices(t.db),
      () => clock,
      async (ms) => void sleeps.push(ms),
    );
    app = createApp(services);
    for (const name of ["target", "colleague", "besieged", "slowed", "reset-me", "burst", "from-busy-address", "elsewhere"])
      await createStaff(services, name);
  });
  afterAll(async () => t.cleanup());

  const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));
  // A fresh address per test keeps the address limit out of the username tests.
  let n = 0;
  const newAddress = () => fromAddress(`192.0.2.${++n}`);

  it("locks the guessing address out of an account after 5 failures, never the owner elsewhere", async () => {
    const stranger = newAddress();
    for (let i = 0; i < 5; i++) {
      expect((await login(app, "target", `wrong password ${i}`, {}, stranger)).status).toBe(401);
      advance(MINUTE);
    }
    const blocked = await login(app, "TARGET", TEST_PASSWORD, {}, stranger);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("set-cookie")).toBeNull();
    // The first failure was 5 minutes ago: it leaves the 15-minute window in 10 minutes.
    expect(Number(blocked.headers.get("retry-after"))).toBe(10 * 60);
    expect((await blocked.json()).title).toBe("Too many failed sign-in attempts.");

    // The owner, from their own address, signs in with the right password meanwhile.
    const owner = await login(app, "target", TEST_PASSWORD, {}, newAddress());
    expect(owner.status).toBe(200);
    // ... and hears about the attempts since their last sign-in.
    expect((await owner.json()).failedSignIns).toMatchObject({ count: 5, lastAddress: stranger.incoming.socket.remoteAddress });

    // The stranger's lock is on the pair; the owner's success does not lift the stranger's address
    // count, but does start the pair's count afresh.
    expect((await login(app, "colleague", TEST_PASSWORD, {}, stranger)).status).toBe(200);
  });

  it("keeps a stranger who guesses from many addresses from locking the owner out", async () => {
    // Four addresses, five wrong passwords each: every one of those pairs is locked now.
    for (let i = 0; i < 20; i++) {
      expect((await login(app, "besieged", `guess ${i}`, {}, fromAddress(`203.0.113.${1 + (i % 4)}`))).status).toBe(401);
    }
    expect((await login(app, "besieged", `guess again`, {}, fromAddress("203.0.113.1"))).status).toBe(429);
    expect((await login(app, "besieged", TEST_PASSWORD, {}, newAddress())).status).toBe(200);
  });

  it("slows sign-ins to a username down past 10 failures from anywhere, instead of locking it", async () => {
    sleeps.length = 0;
    for (let i = 0; i < 12; i++) expect((await login(app, "slowed", `guess ${i}`, {}, newAddress())).status).toBe(401);
    // The 11th and 12th attempts came after 10 and 11 failures.
    expect(sleeps).toEqual([500, 500]);
    sleeps.length = 0;
    const owner = await login(app, "slowed", TEST_PASSWORD, {}, newAddress());
    expect(owner.status).toBe(200);
    expect(sleeps).toEqual([500]);
    expect(slowDown(9)).toBe(0);
    expect([10, 20, 30, 60, 500].map(slowDown)).toEqual([500, 1000, 2000, 10_000, 10_000]);
  });

  it("records a blocked attempt without counting it as a failure", async () => {
    const rows = await t.db.kysely.selectFrom("login_attempts").select("outcome").execute();
    expect(rows.filter((r) => r.outcome === "blocked")).toHaveLength(2);
    const audit = await t.db.kysely
      .selectFrom("audit_log")
      .select(["action", "detail"])
      .where("action", "=", "login.blocked")
      .execute();
    expect(audit.map((a) => JSON.parse(a.detail!).limit)).toEqual(["pair", "pair"]);
  });

  it("starts a username's count afresh after a successful sign-in", async () => {
    const address = newAddress();
    for (let i = 0; i < 4; i++) expect((await login(app, "reset-me", "nope, not it", {}, address)).status).toBe(401);
    expect((await login(app, "reset-me", TEST_PASSWORD, {}, address)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(app, "reset-me", "nope, not it", {}, address)).status).toBe(401);
    expect((await login(app, "reset-me", TEST_PASSWORD, {}, address)).status).toBe(200);
  });

  it("lets at most 5 of a simultaneous burst of guesses from one address be checked", async () => {
    const address = newAddress();
    const results = await Promise.all(Array.from({ length: 15 }, (_, i) => login(app, "burst", `guess ${i}`, {}, address)));
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
    expect((await login(app, "burst", TEST_PASSWORD, {}, address)).status).toBe(failures.length >= 5 ? 429 : 200);
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
