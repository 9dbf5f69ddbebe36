// The admin sign-in API and the guard in front of every admin endpoint, against a real database on
// every engine of the run: login, session cookie, rotation, logout, 401 without a session, 403 for
// requests from other sites, and the audit rows (with no password or token in them).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../server/app";
import { tokenId } from "../server/auth/sessions";
import { createAuthService } from "../server/auth/service";
import { createTestDb, engines, testServices, type TestDb } from "./support/test-db";
import {
  createStaff,
  fromAddress,
  login,
  sessionCookieFrom,
  signIn,
  TEST_ORIGIN,
  TEST_PASSWORD,
  useFastAuth,
} from "./support/admin";

/** Every admin endpoint of the contract, plus an unknown one: all must refuse without a session. */
const ADMIN_ENDPOINTS: [string, string][] = [
  ["GET", "/api/admin/orders"],
  ["GET", "/api/admin/orders?q=fatima&status=Pending&range=7d&page=2"],
  ["GET", "/api/admin/orders/some-id"],
  ["PATCH", "/api/admin/orders/some-id/status"],
  ["DELETE", "/api/admin/orders/some-id"],
  ["GET", "/api/admin/orders/export.csv"],
  ["GET", "/api/admin/stats"],
  ["GET", "/api/admin/stats/daily?range=30d"],
  ["GET", "/api/admin/events"],
  ["GET", "/api/admin/products"],
  ["PATCH", "/api/admin/products/1"],
  ["GET", "/api/admin/session"],
  ["GET", "/api/admin/no-such-thing"],
  ["POST", "/api/admin/orders"],
];

describe.each(engines)("admin sign-in API on %s", (engine) => {
  let t: TestDb;
  let services: ReturnType<typeof testServices>;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    t = await createTestDb(engine);
    services = useFastAuth(testServices(t.db));
    app = createApp(services);
    await createStaff(services, "Manager", TEST_PASSWORD);
  });
  afterAll(async () => t.cleanup());

  const session = (cookie: string | null) => app.request("/api/admin/session", { headers: cookie ? { cookie } : {} });
  const logout = (cookie: string, headers: Record<string, string> = { origin: TEST_ORIGIN, "sec-fetch-site": "same-origin" }) =>
    app.request("/api/admin/logout", { method: "POST", headers: { cookie, ...headers } });

  it("signs in with the right password and sets an HttpOnly, SameSite=Lax session cookie", async () => {
    const res = await login(app, "  MANAGER ", TEST_PASSWORD);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ username: "manager", failedSignIns: null });
    const header = res.headers.get("set-cookie")!;
    expect(header).toMatch(/^shop_session=[A-Za-z0-9_-]{43}; Max-Age=604800; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(header).not.toMatch(/Secure|Domain/);
    const cookie = sessionCookieFrom(res)!;
    const me = await session(cookie);
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({
      username: "manager",
      role: "owner",
      twoFactor: false,
      hold: null,
      language: "en",
      arabicDigits: false,
    });
  });

  it("stores only the SHA-256 of the session token", async () => {
    const cookie = sessionCookieFrom(await login(app, "manager", TEST_PASSWORD))!;
    const token = cookie.split("=")[1];
    const rows = await t.db.kysely.selectFrom("staff_sessions").selectAll().execute();
    expect(rows.some((r) => r.id === tokenId(token))).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("answers an unknown username and a wrong password identically", async () => {
    const unknown = await login(app, "nobody-here", "whatever password");
    const wrong = await login(app, "manager", "whatever password");
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(await unknown.text()).toBe(await wrong.text());
    // The nonce and the request id are new on every response; everything else must match.
    const strip = (h: Headers) => [...h.entries()].filter(([k]) => k !== "content-security-policy" && k !== "x-request-id");
    expect(strip(unknown.headers)).toEqual(strip(wrong.headers));
    expect(unknown.headers.get("set-cookie")).toBeNull();
  });

  it("spends about the same time on an unknown username as on a wrong password", async () => {
    // A costlier hash than the other tests use, so the hash dominates the timing.
    const s = testServices(t.db);
    s.auth = createAuthService({ config: s.config, db: s.db, log: s.log, hasher: { params: { N: 2 ** 14, r: 8, p: 1 } } });
    const a = createApp(s);
    await s.auth.prepare();
    const time = async (username: string, i: number) => {
      const start = performance.now();
      const res = await login(a, username, "a wrong password", {}, fromAddress(`203.0.113.${i}`));
      expect(res.status).toBe(401);
      return performance.now() - start;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      await createStaff(s, `timing-${i}`);
      known.push(await time(`timing-${i}`, i));
      unknown.push(await time(`no-such-user-${i}`, 100 + i));
    }
    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[2];
    expect(median(unknown) / median(known)).toBeGreaterThan(0.5);
    expect(median(unknown) / median(known)).toBeLessThan(2);
  });

  it("refuses a malformed sign-in body without counting it", async () => {
    const res = await app.request("/api/admin/login", {
      method: "POST",
      headers: { "content-type": "application/json", origin: TEST_ORIGIN },
      body: JSON.stringify({ username: "manager" }),
    });
    expect(res.status).toBe(422);
  });

  it("gives a new session at every sign-in and ends the one the browser already had", async () => {
    const first = sessionCookieFrom(await login(app, "manager", TEST_PASSWORD))!;
    const second = sessionCookieFrom(await login(app, "manager", TEST_PASSWORD, { cookie: first }))!;
    expect(second).not.toBe(first);
    expect((await session(first)).status).toBe(401);
    expect((await session(second)).status).toBe(200);
  });

  it("logs out: 204, the cookie cleared, and the old cookie refused afterwards", async () => {
    const cookie = sessionCookieFrom(await login(app, "manager", TEST_PASSWORD))!;
    const res = await logout(cookie);
    expect(res.status).toBe(204);
    expect(res.headers.get("set-cookie")).toMatch(/^shop_session=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax$/);
    expect((await session(cookie)).status).toBe(401);
    expect((await app.request("/api/admin/orders", { headers: { cookie } })).status).toBe(401);
  });

  it("refuses every admin endpoint without a session (401 problem)", async () => {
    for (const [method, path] of ADMIN_ENDPOINTS) {
      const res = await app.request(path, {
        method,
        headers: { origin: TEST_ORIGIN, "content-type": "application/json" },
        body: method === "GET" ? undefined : "{}",
      });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.headers.get("content-type"), path).toContain("application/problem+json");
    }
  });

  it("refuses a forged or malformed session cookie", async () => {
    for (const cookie of ["shop_session=" + "A".repeat(43), "shop_session=x", "shop_session=", "other=1"]) {
      expect((await app.request("/api/admin/stats", { headers: { cookie } })).status).toBe(401);
    }
  });

  it("lets a signed-in request through the guard", async () => {
    const headers = await signIn(app, services, "guard-check");
    // Past the guard, an unknown path is the API's ordinary 404, not a 401.
    const res = await app.request("/api/admin/no-such-thing", { headers });
    expect(res.status).toBe(404);
  });

  describe("requests from other sites (CSRF)", () => {
    let headers: Record<string, string>;
    beforeAll(async () => {
      headers = await signIn(app, services, "csrf-check");
    });

    const changes: [string, string][] = [
      ["PATCH", "/api/admin/orders/some-id/status"],
      ["DELETE", "/api/admin/orders/some-id"],
      ["POST", "/api/admin/orders/some-id"],
    ];

    it("refuses state-changing requests marked Sec-Fetch-Site: cross-site or same-site", async () => {
      for (const [method, path] of changes) {
        for (const site of ["cross-site", "same-site"]) {
          const res = await app.request(path, {
            method,
            headers: { ...headers, "sec-fetch-site": site, "content-type": "application/json" },
            body: JSON.stringify({ status: "Shipped" }),
          });
          expect(res.status, `${method} ${path} ${site}`).toBe(403);
        }
      }
    });

    it("refuses a foreign, look-alike or missing Origin", async () => {
      for (const [method, path] of changes) {
        for (const origin of [
          "https://evil.example",
          "http://localhost.evil.example",
          "http://localhost:8080",
          "null",
          undefined,
        ]) {
          const h: Record<string, string> = { cookie: headers.cookie, "content-type": "application/json" };
          if (origin) h.origin = origin;
          const res = await app.request(path, { method, headers: h, body: "{}" });
          expect(res.status, `${method} ${path} from ${origin}`).toBe(403);
        }
      }
    });

    it("passes the same-origin request (it reaches the handler)", async () => {
      const res = await app.request("/api/admin/no-such-thing", { method: "POST", headers, body: "{}" });
      expect(res.status).toBe(404);
    });

    it("refuses cross-site sign-in and sign-out", async () => {
      const res = await login(app, "csrf-check", TEST_PASSWORD, {
        origin: "https://evil.example",
        "sec-fetch-site": "cross-site",
      });
      expect(res.status).toBe(403);
      expect(res.headers.get("set-cookie")).toBeNull();
      const out = await logout(headers.cookie, { origin: "https://evil.example", "sec-fetch-site": "cross-site" });
      expect(out.status).toBe(403);
      expect((await session(headers.cookie)).status).toBe(200);
    });

    it("checks against PUBLIC_ORIGIN when it is set", async () => {
      const s = useFastAuth(testServices(t.db, { PUBLIC_ORIGIN: "https://shop.example.qa" }));
      const a = createApp(s);
      await createStaff(s, "origin-check");
      const ok = await login(a, "origin-check", TEST_PASSWORD, { origin: "https://shop.example.qa" });
      expect(ok.status).toBe(200);
      const bad = await login(a, "origin-check", TEST_PASSWORD, { origin: TEST_ORIGIN });
      expect(bad.status).toBe(403);
    });
  });

  describe("audit log", () => {
    it("records success, failure, block and logout with who, what, when and where, never a secret", async () => {
      const secret = "an audited password!";
      await createStaff(services, "auditor", secret);
      const start = new Date().toISOString();
      const env = fromAddress("198.51.100.7");
      await login(app, "auditor", "wrong guess, wrong", {}, env);
      await login(app, "my password typed as username", "whatever", {}, env);
      const ok = await login(app, "auditor", secret, {}, env);
      const cookie = sessionCookieFrom(ok)!;
      await app.request("/api/admin/logout", { method: "POST", headers: { cookie, origin: TEST_ORIGIN } }, env);

      const rows = await t.db.kysely
        .selectFrom("audit_log")
        .selectAll()
        .where("at", ">=", start)
        .where("ip", "=", "198.51.100.7")
        .orderBy("at")
        .execute();
      // Chronological: every sign-in spends milliseconds hashing, so the timestamps differ.
      expect(rows.map((r) => [r.action, r.actor, r.target])).toEqual([
        ["login.failure", null, "auditor"],
        ["login.failure", null, null],
        ["login.success", "auditor", "auditor"],
        ["logout", "auditor", "auditor"],
      ]);
      for (const r of rows) expect(Date.parse(r.at)).toBeGreaterThanOrEqual(Date.parse(start));
      expect(JSON.parse(rows[0].detail!)).toEqual({ reason: "wrong password" });
      expect(JSON.parse(rows[1].detail!)).toEqual({ reason: "unknown username" });

      const everything = JSON.stringify([
        await t.db.kysely.selectFrom("audit_log").selectAll().execute(),
        await t.db.kysely.selectFrom("login_attempts").selectAll().execute(),
        await t.db.kysely.selectFrom("staff_sessions").selectAll().execute(),
      ]);
      for (const leaked of [secret, "wrong guess, wrong", "my password typed as username", cookie.split("=")[1]]) {
        expect(everything).not.toContain(leaked);
      }
    });

    it("takes the address from the socket, and X-Forwarded-For only with TRUST_PROXY", async () => {
      const spoof = { "x-forwarded-for": "203.0.113.9" };
      await login(app, "auditor", "spoofed attempt 1", spoof, fromAddress("::ffff:192.0.2.44"));
      const trusting = createApp(useFastAuth(testServices(t.db, { TRUST_PROXY: "true" })));
      await login(
        trusting,
        "auditor",
        "spoofed attempt 2",
        { "x-forwarded-for": "203.0.113.9, 192.0.2.200" },
        fromAddress("10.0.0.2"),
      );
      const ips = (await t.db.kysely.selectFrom("audit_log").select("ip").where("action", "=", "login.failure").execute()).map(
        (r) => r.ip,
      );
      expect(ips).toContain("192.0.2.44");
      expect(ips).toContain("192.0.2.200");
      expect(ips).not.toContain("203.0.113.9");
    });
  });
});
