// Every admin endpoint × {no session, staff, owner}: refused without a session (401),
// refused to staff where the role does not allow it (403 with problem details), let through to the
// owner. The table below is this test's own; an endpoint added to the app without an entry here
// fails the first test, so a new endpoint cannot skip the question of who may use it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../server/app";
import { createTestDb, testServices, type TestDb } from "./support/test-db";
import { signIn, TEST_ORIGIN, useFastAuth } from "./support/admin";

/** open: no session needed; any: every signed-in role; owner: owners only. */
type Who = "open" | "any" | "owner";

const MATRIX: Record<string, Who> = {
  "POST /api/admin/login": "open",
  "POST /api/admin/logout": "open",
  "GET /api/admin/session": "open",
  "GET /api/admin/orders": "any",
  "GET /api/admin/reviews": "any",
  "GET /api/admin/abandoned-carts": "any",
  "GET /api/admin/reviews/ratings": "any",
  "PATCH /api/admin/reviews/:id": "any",
  "GET /api/admin/orders/export.csv": "owner",
  "GET /api/admin/orders/:id": "any",
  "PATCH /api/admin/orders/:id/status": "any",
  "POST /api/admin/orders/:id/confirm": "any",
  "POST /api/admin/orders/:id/cash-on-delivery": "any",
  "POST /api/admin/orders/bulk": "any",
  "DELETE /api/admin/orders/:id": "owner",
  "GET /api/admin/products": "any",
  "POST /api/admin/products": "owner",
  "PUT /api/admin/products/order": "owner",
  "PATCH /api/admin/products/:id": "owner",
  "DELETE /api/admin/products/:id": "owner",
  "PUT /api/admin/products/:id/image": "owner",
  "GET /api/admin/families": "any",
  "POST /api/admin/families": "owner",
  "GET /api/admin/bundles": "any",
  "POST /api/admin/bundles": "owner",
  "PUT /api/admin/bundles/order": "owner",
  "PATCH /api/admin/bundles/:id": "owner",
  "DELETE /api/admin/bundles/:id": "owner",
  "PUT /api/admin/bundles/:id/image": "owner",
  "GET /api/admin/settings": "any",
  "PATCH /api/admin/settings": "owner",
  "GET /api/admin/settings/security": "any",
  "PUT /api/admin/settings/security": "owner",
  "GET /api/admin/stats": "any",
  "GET /api/admin/stats/today": "any",
  "GET /api/admin/stats/daily": "any",
  "GET /api/admin/stats/refusals": "any",
  "GET /api/admin/stats/top-sellers": "any",
  "GET /api/admin/stats/ratings": "any",
  "GET /api/admin/events": "any",
  "GET /api/admin/messages/health": "any",
  "POST /api/admin/messages/:id/resend": "any",
  "GET /api/admin/blocked-phones": "any",
  "POST /api/admin/blocked-phones": "any",
  "DELETE /api/admin/blocked-phones/:phone": "owner",
  "GET /api/admin/customers": "any",
  "GET /api/admin/customers/:phone": "any",
  "GET /api/admin/customers/:phone/account": "any",
  "GET /api/admin/customers/:phone/credit": "any",
  "POST /api/admin/customers/:phone/credit": "owner",
  "GET /api/admin/trusted-phones": "any",
  "POST /api/admin/trusted-phones": "owner",
  "DELETE /api/admin/trusted-phones/:phone": "owner",
  "GET /api/admin/staff": "owner",
  "POST /api/admin/staff": "owner",
  "PATCH /api/admin/staff/:username": "owner",
  "POST /api/admin/staff/:username/reset-password": "owner",
  "POST /api/admin/staff/:username/sign-out": "owner",
  "PATCH /api/admin/me": "any",
  "POST /api/admin/me/password": "any",
  "GET /api/admin/me/sessions": "any",
  "DELETE /api/admin/me/sessions/:id": "any",
  "POST /api/admin/me/2fa/setup": "any",
  "POST /api/admin/me/2fa/enable": "any",
  "POST /api/admin/me/2fa/disable": "any",
  "GET /api/admin/audit": "owner",
  "GET /api/admin/settings/delivery": "any",
  "PUT /api/admin/settings/delivery": "owner",
  "POST /api/admin/orders/:id/assign": "any",
  "GET /api/admin/drivers": "any",
  "POST /api/admin/drivers": "any",
  "PATCH /api/admin/drivers/:id": "any",
  "GET /api/admin/drivers/:id/run-sheet": "any",
  "GET /api/admin/cash": "any",
  "GET /api/admin/cash/export.csv": "owner",
  "POST /api/admin/cash/handovers": "any",
  "GET /api/admin/storefront": "owner",
  "PUT /api/admin/storefront/banners/:kind": "owner",
  "PUT /api/admin/storefront/banners/:kind/image": "owner",
  "PUT /api/admin/storefront/countdown": "owner",
  "PUT /api/admin/storefront/contacts": "owner",
  "POST /api/admin/storefront/testimonials": "owner",
  "PUT /api/admin/storefront/testimonials/order": "owner",
  "PUT /api/admin/storefront/testimonials/:id": "owner",
  "GET /api/admin/promotions": "any",
  "POST /api/admin/promotions": "owner",
  "GET /api/admin/promotions/:id": "any",
  "PATCH /api/admin/promotions/:id": "owner",
  "POST /api/admin/promotions/:id/codes": "owner",
  "GET /api/admin/promotions/:id/codes.csv": "owner",
  "GET /api/admin/promotion-figures": "owner",
  "GET /api/admin/promotion-figures/:id/orders": "owner",
  "GET /api/admin/promotion-figures/range": "owner",
  "GET /api/admin/orders/:id/payment": "any",
  "POST /api/admin/orders/:id/refunds": "owner",
  "GET /api/admin/card-payments": "any",
  "POST /api/admin/card-payments/reconcile": "owner",
  // Returns (decision 050): every role handles them; owners settle the money and set the policy.
  "GET /api/admin/returns": "any",
  "GET /api/admin/returns/settings": "any",
  "PUT /api/admin/returns/settings": "owner",
  "GET /api/admin/returns/figures": "any",
  "POST /api/admin/returns/:id/approve": "any",
  "POST /api/admin/returns/:id/refuse": "any",
  "POST /api/admin/returns/:id/pickup": "any",
  "POST /api/admin/returns/:id/receive": "any",
  "POST /api/admin/returns/:id/refund": "owner",
};

/** A concrete path for a pattern: ids nobody has, so an allowed request changes nothing. */
const concrete = (pattern: string) =>
  pattern
    .replace(":id", "no-such-id")
    .replace(":phone", "%2B97455550000")
    .replace(":username", "nobody")
    .replace(":kind", "no-such-banner")
    .replace("/me/sessions/no-such-id", `/me/sessions/${"0".repeat(64)}`);

describe("who may use each admin endpoint", () => {
  let t: TestDb;
  let app: ReturnType<typeof createApp>;
  let owner: Record<string, string>;
  let staff: Record<string, string>;

  beforeAll(async () => {
    t = await createTestDb("sqlite");
    const services = useFastAuth(testServices(t.db));
    app = createApp(services);
    owner = await signIn(app, services, "owner");
    staff = await signIn(app, services, "clerk", undefined, "staff");
  });
  afterAll(() => t.cleanup());

  const send = async (route: string, headers: Record<string, string>) => {
    const [method, pattern] = route.split(" ");
    const res = await app.request(concrete(pattern), {
      method,
      headers: { origin: TEST_ORIGIN, "sec-fetch-site": "same-origin", "content-type": "application/json", ...headers },
      body: method === "GET" ? undefined : "{}",
    });
    // The live stream stays open: its status is all this test needs.
    const stream = res.headers.get("content-type")?.includes("text/event-stream");
    const text = stream ? (await res.body?.cancel(), "") : await res.text();
    return { status: res.status, type: res.headers.get("content-type") ?? "", json: () => JSON.parse(text) as unknown };
  };

  it("has an entry for every admin endpoint the app serves", () => {
    const served = new Set(
      app.routes
        .filter((r) => r.method !== "ALL" && r.path.startsWith("/api/admin/"))
        .map((r) => `${r.method} ${r.path.replace(/\/$/, "")}`),
    );
    expect([...served].sort()).toEqual(Object.keys(MATRIX).sort());
  });

  it.each(Object.entries(MATRIX).filter(([, who]) => who !== "open"))("%s needs a session", async (route) => {
    const res = await send(route, {});
    expect(res.status).toBe(401);
  });

  it.each(Object.entries(MATRIX).filter(([, who]) => who !== "open"))("%s as staff (%s)", async (route, who) => {
    const res = await send(route, staff);
    if (who === "owner") {
      expect(res.status).toBe(403);
      expect(res.type).toContain("application/problem+json");
      expect(res.json()).toMatchObject({ status: 403, code: "forbidden_for_role" });
    } else {
      expect([401, 403]).not.toContain(res.status);
    }
  });

  it.each(Object.entries(MATRIX).filter(([, who]) => who !== "open"))("%s as owner", async (route) => {
    const res = await send(route, owner);
    expect([401, 403]).not.toContain(res.status);
    expect(res.status).toBeLessThan(500);
  });
});
