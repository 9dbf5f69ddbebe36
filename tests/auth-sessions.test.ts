// Session lifetime with an injected clock: 12 hours idle, 7 days absolute however busy, and the
// __Host- cookie when the shop is served over HTTPS.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../server/app";
import { createTestDb, engines, testServices, type TestDb } from "./support/test-db";
import { createStaff, login, sessionCookieFrom, TEST_PASSWORD, useFastAuth } from "./support/admin";

const HOUR = 60 * 60 * 1000;

describe.each(engines)("session expiry on %s", (engine) => {
  let t: TestDb;
  let clock = new Date("2026-03-01T08:00:00.000Z");
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    t = await createTestDb(engine);
    const services = useFastAuth(testServices(t.db), () => clock);
    app = createApp(services);
    await createStaff(services, "night-shift");
  });
  afterAll(async () => t.cleanup());

  const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));
  const status = async (cookie: string) => (await app.request("/api/admin/session", { headers: { cookie } })).status;
  const signIn = async () => sessionCookieFrom(await login(app, "night-shift", TEST_PASSWORD))!;

  it("ends a session after 12 hours without use", async () => {
    const cookie = await signIn();
    advance(11 * HOUR + 59 * 60 * 1000);
    expect(await status(cookie)).toBe(200);
    // That use restarted the idle clock.
    advance(11 * HOUR);
    expect(await status(cookie)).toBe(200);
    advance(12 * HOUR);
    expect(await status(cookie)).toBe(401);
    // And it stays ended: the row is gone.
    advance(-12 * HOUR);
    expect(await status(cookie)).toBe(401);
  });

  it("ends a session 7 days after sign-in even when used all along", async () => {
    const start = clock.getTime();
    const cookie = await signIn();
    while (clock.getTime() - start < 7 * 24 * HOUR - 10 * HOUR) {
      advance(10 * HOUR);
      expect(await status(cookie)).toBe(200);
    }
    advance(10 * HOUR);
    expect(clock.getTime() - start).toBeGreaterThanOrEqual(7 * 24 * HOUR);
    expect(await status(cookie)).toBe(401);
  });

  it("removes expired sessions at the next sign-in's housekeeping", async () => {
    await signIn();
    advance(13 * HOUR);
    await signIn();
    const rows = await t.db.kysely.selectFrom("staff_sessions").select("last_seen_at").execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].last_seen_at).toBe(clock.toISOString());
  });
});

describe("session cookie over HTTPS", () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb("sqlite");
  });
  afterAll(async () => t.cleanup());

  it("is __Host-shop_session, Secure, Path=/ and without Domain", async () => {
    const services = useFastAuth(testServices(t.db, { PUBLIC_ORIGIN: "https://shop.example.qa", NODE_ENV: "production" }));
    const app = createApp(services);
    await createStaff(services, "secure-owner");
    const res = await login(app, "secure-owner", TEST_PASSWORD, { origin: "https://shop.example.qa" });
    expect(res.status).toBe(200);
    const header = res.headers.get("set-cookie")!;
    expect(header).toMatch(/^__Host-shop_session=[A-Za-z0-9_-]{43}; Max-Age=604800; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    const cookie = sessionCookieFrom(res)!;
    expect((await app.request("/api/admin/session", { headers: { cookie } })).status).toBe(200);
    // The unprefixed name is not read when the shop runs over HTTPS.
    const plain = cookie.replace("__Host-", "");
    expect((await app.request("/api/admin/session", { headers: { cookie: plain } })).status).toBe(401);
    const out = await app.request("/api/admin/logout", {
      method: "POST",
      headers: { cookie, origin: "https://shop.example.qa" },
    });
    expect(out.headers.get("set-cookie")).toMatch(/^__Host-shop_session=; Max-Age=0; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
  });
});
