// Struck prices follow the automatic offers (decision 042), on both engines: a cached storefront
// page shows an offer the moment the owner saves it, drops it when it is paused, starts and ends it
// by itself at its scheduled Qatar times without a restart, and never strikes for a code.
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp, type PageContext } from "../server/app";
import { createPageCache } from "../server/page-cache";
import type { NonceEnv } from "../server/security-headers";
import type { PromotionDetail } from "../app/admin/promotions/promotions-contract";
import { offerPrices } from "../app/shared/promotions/offer-prices";
import { createTestDb, engines, testServices, type TestDb } from "./support/test-db";
import { signIn, staffRequest, useFastAuth } from "./support/admin";

/** A page as the storefront prices it: each size of perfume "1" with its offer price, if any. */
function renderPage(services: ReturnType<typeof testServices>, now: () => number, count: { renders: number }) {
  return async (_request: Request, _context: PageContext) => {
    count.renders += 1;
    const [catalogue, { promotions }] = await Promise.all([services.catalogue.get("en"), services.catalogue.stored()]);
    const offers = offerPrices(catalogue.products, promotions, new Date(now()));
    const perfume = catalogue.products.find((p) => p.id === "1")!;
    const body = perfume.variants.map((v) => `<p>${v.id}:${v.price}:${offers[v.id] ?? "-"}</p>`).join("");
    return new Response(body, { headers: { "content-type": "text/html" } });
  };
}

describe.each(engines)("struck prices on %s", (engine) => {
  let t: TestDb;
  let services: ReturnType<typeof testServices>;
  let admin: ReturnType<typeof staffRequest>;
  let clock = Date.parse("2030-01-10T09:00:00Z");
  const count = { renders: 0 };
  let pages: Hono<NonceEnv>;

  beforeAll(async () => {
    t = await createTestDb(engine);
    services = useFastAuth(testServices(t.db));
    const app = createApp(services);
    const owner = await signIn(app, services, "owner");
    admin = staffRequest(app, () => owner);
    const cache = createPageCache({ catalogue: services.catalogue, now: () => clock, ttlMs: 24 * 60 * 60 * 1000 });
    pages = new Hono<NonceEnv>();
    pages.use("*", async (c, next) => {
      c.set("nonce", () => "n");
      await next();
    });
    pages.use("*", cache.middleware);
    const render = renderPage(services, () => clock, count);
    pages.all("*", (c) => render(c.req.raw, { nonce: "n" } as PageContext));
  });
  afterAll(async () => t.cleanup());

  const offerOf1 = async () => {
    const html = await (await pages.request("/products")).text();
    const [, price, offer] = /<p>[^:]+:(\d+):([-\d]+)<\/p>/.exec(html)!;
    return { price: Number(price), offer: offer === "-" ? null : Number(offer) };
  };
  const create = async (body: Record<string, unknown>) => {
    const res = await admin("POST", "/api/admin/promotions", {
      name: { en: "Winter offer", ar: "عرض الشتاء" },
      type: "percentage",
      value: 20,
      automatic: true,
      scope: { products: ["1"] },
      ...body,
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as PromotionDetail;
  };

  it("shows an automatic offer on the cached page at once, and drops it when paused", async () => {
    const before = await offerOf1();
    expect(before.offer).toBeNull();
    await offerOf1();
    const renders = count.renders;

    const offer = await create({});
    expect(await offerOf1()).toEqual({ price: before.price, offer: before.price - Math.floor(before.price / 5) });
    expect(count.renders).toBe(renders + 1);

    const paused = await admin("PATCH", `/api/admin/promotions/${offer.id}`, { paused: true });
    expect(paused.status).toBe(200);
    expect((await offerOf1()).offer).toBeNull();
  });

  it("never strikes a price for a code", async () => {
    const res = await admin("POST", "/api/admin/promotions", {
      name: { en: "Code offer", ar: "عرض الرمز" },
      type: "percentage",
      value: 50,
      automatic: false,
      codes: ["HALF-OFF-PRICES"],
    });
    expect(res.status).toBe(201);
    expect((await offerOf1()).offer).toBeNull();
  });

  it("starts and ends a scheduled offer at its Qatar times, without a restart", async () => {
    // 13:00 to 15:00 Qatar on 10 January 2030 (10:00Z to 12:00Z); the clock is at 12:00 Qatar.
    const offer = await create({ type: "fixed", value: 1000, startsAt: "2030-01-10T13:00", endsAt: "2030-01-10T15:00" });
    expect(offer.startsAt).toBe("2030-01-10T10:00:00.000Z");
    const renders = count.renders;
    expect((await offerOf1()).offer).toBeNull();
    clock = Date.parse("2030-01-10T09:59:59Z");
    expect((await offerOf1()).offer).toBeNull();
    expect(count.renders).toBe(renders + 1);
    clock = Date.parse("2030-01-10T10:00:00Z");
    const { price, offer: during } = await offerOf1();
    expect(during).toBe(price - 1000);
    clock = Date.parse("2030-01-10T12:00:00Z");
    expect((await offerOf1()).offer).toBeNull();
    expect(count.renders).toBe(renders + 3);
  });
});
