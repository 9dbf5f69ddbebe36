// Security headers on every kind of response (page, API, admin API, static-less 404s, errors),
// the per-response CSP nonce handed to the page renderer, and no-store on everything admin.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp, type PageContext } from "../server/app";
import { createTestDb, testServices, type TestDb } from "./support/test-db";
import { signIn, useFastAuth } from "./support/admin";

describe("security headers", () => {
  let t: TestDb;
  const seen: PageContext[] = [];
  // A stand-in for React Router: records the load context and echoes the nonce into the page.
  const handlePage = async (_request: Request, context: PageContext) => {
    seen.push(context);
    return new Response(`<!doctype html><script nonce="${context.nonce}">1</script>`, {
      headers: { "content-type": "text/html" },
    });
  };

  beforeAll(async () => {
    t = await createTestDb("sqlite");
  });
  afterAll(async () => t.cleanup());

  const appFor = (env: Record<string, string> = {}) => createApp(useFastAuth(testServices(t.db, env)), { handlePage });

  const expectCommon = (res: Response, path = "/") => {
    const csp = res.headers.get("content-security-policy") ?? "";
    // Pages allow their inline scripts by nonce; JSON answers (/api) allow no inline script at all.
    if (path.startsWith("/api/")) expect(csp).toMatch(/script-src 'self';/);
    else expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]{22}=='/);
    for (const d of [
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "default-src 'self'",
      "form-action 'self'",
    ]) {
      expect(csp).toContain(d);
    }
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
  };

  it("gives a storefront page a fresh nonce, the same one the page renderer received", async () => {
    const app = appFor();
    // A page rendered per request: the catalogue pages are cached and allow their scripts by
    // hash instead (tests/page-cache.test.ts).
    const a = await app.request("/no-such-page");
    const b = await app.request("/no-such-page");
    expectCommon(a);
    const nonceOf = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy")!)![1];
    expect(nonceOf(a)).not.toBe(nonceOf(b));
    expect(await a.text()).toContain(`nonce="${nonceOf(a)}"`);
    expect(seen.at(-1)!.nonce).toBe(nonceOf(b));
    expect(seen.at(-1)!.services).toBeDefined();
    // Storefront pages may be cached by the browser as usual; only admin is no-store.
    expect(a.headers.get("cache-control")).not.toBe("no-store");
    expect(a.headers.get("strict-transport-security")).toBeNull();
  });

  it("covers API answers, API errors and the health check", async () => {
    const app = appFor();
    for (const path of ["/api/catalogue", "/api/nothing-here", "/healthz"]) {
      const res = await app.request(path);
      expectCommon(res, path);
      expect(res.headers.get("cache-control"), path).not.toBe("no-store");
    }
    const bad = await app.request("/api/orders", { method: "POST", headers: { "content-type": "text/plain" }, body: "x" });
    expect(bad.status).toBe(415);
    expectCommon(bad, "/api/orders");
  });

  it("marks admin pages and the admin API no-store, signed in or not", async () => {
    const services = useFastAuth(testServices(t.db));
    const app = createApp(services, { handlePage });
    const headers = await signIn(app, services, "header-check");
    const requests: [string, Record<string, string>][] = [
      ["/admin", {}],
      ["/admin/login", {}],
      ["/admin/dashboard?section=orders", headers],
      ["/admin/dashboard.data", headers],
      ["/api/admin/session", {}],
      ["/api/admin/session", headers],
      ["/api/admin/orders", {}],
    ];
    for (const [path, h] of requests) {
      const res = await app.request(path, { headers: h });
      expectCommon(res, path);
      expect(res.headers.get("cache-control"), path).toBe("no-store");
    }
    const login = await app.request("/api/admin/login", {
      method: "POST",
      headers: { origin: "http://localhost", "content-type": "application/json" },
      body: "{}",
    });
    expect(login.headers.get("cache-control")).toBe("no-store");
    // A path that merely starts with the letters is not admin.
    expect((await app.request("/administrator")).headers.get("cache-control")).not.toBe("no-store");
  });

  it("sends HSTS for a year only in production over https", async () => {
    const prodHttps = await appFor({ NODE_ENV: "production", PUBLIC_ORIGIN: "https://shop.example.qa" }).request("/");
    expect(prodHttps.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    expect(prodHttps.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
    const prodHttp = await appFor({ NODE_ENV: "production", PUBLIC_ORIGIN: "http://127.0.0.1:4173" }).request("/");
    expect(prodHttp.headers.get("strict-transport-security")).toBeNull();
    const devHttps = await appFor({ NODE_ENV: "development", PUBLIC_ORIGIN: "https://shop.example.qa" }).request("/");
    expect(devHttps.headers.get("strict-transport-security")).toBeNull();
  });

  it("keeps the headers on a crashed request's 500", async () => {
    const crashing = createApp(useFastAuth(testServices(t.db)), {
      handlePage: async () => {
        throw new Error("boom");
      },
    });
    const res = await crashing.request("/anything");
    expect(res.status).toBe(500);
    expectCommon(res);
  });
});
