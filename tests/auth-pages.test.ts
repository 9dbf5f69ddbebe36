// The admin pages' guard (app/auth.server.ts): without a valid session every admin page redirects
// to /admin/login remembering where the user was going; with one, the loader gets the staff member.
// Also the server's start-up notice when no staff account exists yet.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppLoadContext } from "react-router";
import { getAdmin, requireAdmin } from "../app/auth.server";
import { createApp } from "../server/app";
import { authStartupNotices, NO_STAFF_NOTICE, NOT_HTTPS_NOTICE } from "../server/auth/startup";
import { createTestDb, engines, testServices, type TestDb } from "./support/test-db";
import { createStaff, signIn, TEST_PASSWORD, useFastAuth } from "./support/admin";

describe.each(engines)("admin page guard on %s", (engine) => {
  let t: TestDb;
  let services: ReturnType<typeof testServices>;
  let context: AppLoadContext;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    t = await createTestDb(engine);
    services = useFastAuth(testServices(t.db));
    context = { services, nonce: "test", requestId: "test" };
    app = createApp(services);
  });
  afterAll(async () => t.cleanup());

  const page = (path: string, cookie?: string) => new Request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} });

  async function redirectOf(promise: Promise<unknown>): Promise<string> {
    try {
      await promise;
    } catch (thrown) {
      expect(thrown).toBeInstanceOf(Response);
      const res = thrown as Response;
      expect(res.status).toBe(302);
      return res.headers.get("location")!;
    }
    throw new Error("expected a redirect");
  }

  it("redirects every admin page to the login page, remembering the whole path and query", async () => {
    for (const path of [
      "/admin",
      "/admin/dashboard?section=overview",
      "/admin/dashboard?section=orders&status=Pending&q=a%20b",
      "/admin/anything/else",
    ]) {
      const location = await redirectOf(requireAdmin(page(path), context));
      expect(location).toBe(`/admin/login?redirectTo=${encodeURIComponent(path)}`);
      expect(new URL(location, "http://x").searchParams.get("redirectTo")).toBe(path);
    }
    expect(await getAdmin(page("/admin/login"), context)).toBeNull();
  });

  it("refuses a made-up cookie, lets a signed-in staff member in, and refuses again after logout", async () => {
    const fake = "shop_session=" + "x".repeat(43);
    await redirectOf(requireAdmin(page("/admin/dashboard", fake), context));

    const headers = await signIn(app, services, "page-user");
    expect(await requireAdmin(page("/admin/dashboard", headers.cookie), context)).toMatchObject({ username: "page-user" });
    expect(await getAdmin(page("/admin/login", headers.cookie), context)).toMatchObject({ username: "page-user" });

    await app.request("/api/admin/logout", { method: "POST", headers });
    await redirectOf(requireAdmin(page("/admin/dashboard", headers.cookie), context));
  });

  it("ends the pages' access too when the password is reset", async () => {
    const headers = await signIn(app, services, "reset-user");
    await createStaff(services, "reset-user", `${TEST_PASSWORD} but new`);
    await redirectOf(requireAdmin(page("/admin/dashboard", headers.cookie), context));
  });
});

describe("start-up notices", () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb("sqlite");
  });
  afterAll(async () => t.cleanup());

  it("says how to create an account while none exists, and warns about plain-HTTP production", async () => {
    const prod = useFastAuth(testServices(t.db, { NODE_ENV: "production" }));
    expect(await authStartupNotices(prod)).toEqual([NO_STAFF_NOTICE, NOT_HTTPS_NOTICE]);
    expect(NO_STAFF_NOTICE).toContain("npm run admin:create -- --username NAME");
    await createStaff(prod, "first-owner");
    expect(await authStartupNotices(prod)).toEqual([NOT_HTTPS_NOTICE]);
    const https = useFastAuth(testServices(t.db, { NODE_ENV: "production", PUBLIC_ORIGIN: "https://shop.example.qa" }));
    expect(await authStartupNotices(https)).toEqual([]);
  });
});
