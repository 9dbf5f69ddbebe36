// The owner's storefront content on both engines (docs/decisions/039-storefront-content.md): a fresh
// shop shows today's texts and the environment's contacts; the owner's changes are checked (422
// naming the field), audited, owners' only, and reach the pages and the page cache at once; a
// scheduled banner comes and goes by itself, cached pages included.
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp, type PageContext } from "../server/app";
import { shareCatalogueChanges } from "../server/catalogue/catalogue-channel";
import { createPageCache } from "../server/page-cache";
import type { NonceEnv } from "../server/security-headers";
import type { AdminBanner, AdminTestimonial, StorefrontSettings } from "../app/admin/storefront/storefront-contract";
import type { Catalogue } from "../app/shared/catalogue";
import { announcementOf, storeOf, testimonialsOf } from "../app/shared/storefront-content";
import { testimonials as seededEn } from "../app/content/testimonials.en";
import { createTestDb, engines, testServices, type TestDb } from "./support/test-db";
import { signIn, staffRequest, TEST_ORIGIN, useFastAuth } from "./support/admin";

const announcement = {
  enabled: true,
  title: { en: "Free gift wrapping this week", ar: "تغليف هدايا مجاني هذا الأسبوع" },
  text: { en: "", ar: "" },
  link: "/offers",
  linkLabel: { en: "", ar: "" },
  startsAt: null,
  endsAt: null,
};

const quote = {
  name: { en: "Maryam K.", ar: "مريم ك." },
  location: { en: "Al Wakrah", ar: "الوكرة" },
  text: { en: "Lovely service.", ar: "خدمة رائعة." },
  rating: 4,
  hidden: false,
};

/** A page as the storefront renders it from the content: the bar, the first testimonial, the phone. */
function renderPage(services: ReturnType<typeof testServices>, now: () => number, count: { renders: number }) {
  return async (_request: Request, _context: PageContext) => {
    count.renders += 1;
    const { content } = await services.catalogue.stored();
    const bar = announcementOf(content, "en", now());
    const store = storeOf(content, services.config.store);
    const first = testimonialsOf(content, "en")[0];
    return new Response(`<p id="bar">${bar?.text ?? ""}</p><p>${first?.name ?? ""}</p><p>${store.phone}</p>`, {
      headers: { "content-type": "text/html" },
    });
  };
}

describe.each(engines)("the owner's storefront content on %s", (engine) => {
  let t: TestDb;
  let services: ReturnType<typeof testServices>;
  let app: ReturnType<typeof createApp>;
  let owner: Record<string, string>;
  let staff: Record<string, string>;
  const count = { renders: 0 };

  beforeAll(async () => {
    t = await createTestDb(engine);
    services = useFastAuth(testServices(t.db, { STORE_PHONE: "+974 4411 2233", LAUNCH_TARGET: "2099-01-01T00:00" }));
    app = createApp(services, { handlePage: renderPage(services, Date.now, count) });
    owner = await signIn(app, services, "owner");
    staff = await signIn(app, services, "clerk", undefined, "staff");
  });
  afterAll(async () => t.cleanup());

  const send = (method: string, path: string, body?: unknown) => staffRequest(app, () => owner)(method, path, body);
  const settings = async () => (await (await send("GET", "/api/admin/storefront")).json()) as StorefrontSettings;

  it("starts as today's shop: no banners, the environment's contacts and launch, the four testimonials", async () => {
    const s = await settings();
    expect(s.banners.announcement).toMatchObject({ enabled: false, live: false, promotionId: null });
    expect(s.banners.hero.live).toBe(false);
    expect(s.contacts).toMatchObject({ phone: "+974 4411 2233", whatsapp: "97450001234" });
    expect(s.countdown).toEqual({ target: "2099-01-01T00:00", title: { en: "", ar: "" }, text: { en: "", ar: "" } });
    expect(s.testimonials.map((q) => q.name.en)).toEqual(seededEn.map((q) => q.name));
    expect(s.testimonials[0].name.ar).not.toBe(s.testimonials[0].name.en);
    const page = await (await app.request("/")).text();
    expect(page).toContain('<p id="bar"></p>');
    expect(page).toContain("+974 4411 2233");
  });

  it("refuses staff (403) and bad input (422 naming the field), and changes nothing then", async () => {
    const asStaff = await staffRequest(app, () => staff)("PUT", "/api/admin/storefront/banners/announcement", announcement);
    expect(asStaff.status).toBe(403);
    const missingArabic = await send("PUT", "/api/admin/storefront/banners/announcement", {
      ...announcement,
      title: { en: "Sale", ar: "" },
    });
    expect(missingArabic.status).toBe(422);
    const problem = (await missingArabic.json()) as { errors: { pointer: string }[] };
    expect(problem.errors.map((e) => e.pointer)).toContain("#/title/ar");
    const backwards = await send("PUT", "/api/admin/storefront/banners/hero", {
      ...announcement,
      startsAt: "2030-01-02T10:00",
      endsAt: "2030-01-01T10:00",
    });
    expect(backwards.status).toBe(422);
    expect(((await backwards.json()) as { errors: { pointer: string }[] }).errors.map((e) => e.pointer)).toContain("#/endsAt");
    const badDate = await send("PUT", "/api/admin/storefront/countdown", {
      target: "2030-02-30T10:00",
      title: { en: "", ar: "" },
      text: { en: "", ar: "" },
    });
    expect(badDate.status).toBe(422);
    const badLink = await send("PUT", "/api/admin/storefront/banners/announcement", {
      ...announcement,
      link: "javascript:alert(1)",
    });
    expect(badLink.status).toBe(422);
    const badPhone = await send("PUT", "/api/admin/storefront/contacts", {
      phone: "+974 4000 1234",
      whatsapp: "+974 5000",
      email: "care@shop.qa",
      socialUrl: "https://instagram.com/x",
      socialLabel: "Instagram",
    });
    expect(badPhone.status).toBe(422);
    expect(((await badPhone.json()) as { errors: { pointer: string }[] }).errors.map((e) => e.pointer)).toEqual(["#/whatsapp"]);
    expect((await t.db.kysely.selectFrom("storefront_banners").selectAll().execute()).length).toBe(0);
    expect((await settings()).banners.announcement.enabled).toBe(false);
  });

  it("saves the announcement, audits it, and the cached page follows at once", async () => {
    const before = await app.request("/");
    expect(await before.text()).toContain('<p id="bar"></p>');
    const rendersBefore = count.renders;
    await app.request("/"); // from the cache
    expect(count.renders).toBe(rendersBefore);

    const res = await send("PUT", "/api/admin/storefront/banners/announcement", announcement);
    expect(res.status).toBe(200);
    expect((await res.json()) as AdminBanner).toMatchObject({ enabled: true, live: true, title: announcement.title });
    expect(await (await app.request("/")).text()).toContain('<p id="bar">Free gift wrapping this week</p>');
    const audit = await t.db.kysely
      .selectFrom("audit_log")
      .select(["actor", "target", "detail"])
      .where("action", "=", "storefront.banner")
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: "owner", target: "announcement" });
    expect(JSON.parse(audit[0].detail!)).toMatchObject({ before: { enabled: false }, after: { enabled: true } });
  });

  it("saves the contacts over the environment's, for every page", async () => {
    const contacts = {
      phone: "+974 5555 1212",
      whatsapp: "97455551212",
      email: "hello@almaha.qa",
      socialUrl: "https://www.instagram.com/almaha.new",
      socialLabel: "Instagram",
    };
    const res = await send("PUT", "/api/admin/storefront/contacts", contacts);
    expect(res.status).toBe(200);
    expect((await settings()).contacts).toEqual(contacts);
    expect(await (await app.request("/")).text()).toContain("+974 5555 1212");
  });

  it("adds, edits, hides and reorders testimonials", async () => {
    const created = await send("POST", "/api/admin/storefront/testimonials", quote);
    expect(created.status).toBe(201);
    const added = (await created.json()) as AdminTestimonial;
    expect(added).toMatchObject({ name: quote.name, rating: 4, hidden: false });
    const ids = (await settings()).testimonials.map((q) => q.id);
    expect(ids.at(-1)).toBe(added.id);

    const order = await send("PUT", "/api/admin/storefront/testimonials/order", { ids: [added.id, ...ids.slice(0, -1)] });
    expect(order.status).toBe(200);
    expect(await (await app.request("/")).text()).toContain("<p>Maryam K.</p>");
    const wrongOrder = await send("PUT", "/api/admin/storefront/testimonials/order", { ids: [added.id] });
    expect(wrongOrder.status).toBe(422);

    const hidden = await send("PUT", `/api/admin/storefront/testimonials/${added.id}`, { ...quote, hidden: true });
    expect(hidden.status).toBe(200);
    expect(await (await app.request("/")).text()).toContain(`<p>${seededEn[0].name}</p>`);
    const missing = await send("PUT", "/api/admin/storefront/testimonials/nobody", quote);
    expect(missing.status).toBe(404);
    const noStars = await send("POST", "/api/admin/storefront/testimonials", { ...quote, rating: 6 });
    expect(noStars.status).toBe(422);
    const actions = await t.db.kysely.selectFrom("audit_log").select("action").where("action", "like", "testimonial.%").execute();
    expect(actions.map((a) => a.action).sort()).toEqual(["testimonial.create", "testimonial.reorder", "testimonial.update"]);
  });

  it("shows each bundle's real saving from its perfumes' prices, and none when it saves nothing", async () => {
    const catalogue = async () => (await (await app.request("/api/catalogue")).json()) as Catalogue;
    // Seeded: three perfumes at QR 85 for QR 200.
    expect((await catalogue()).bundles.map((b) => b.discount)).toEqual([21, 21]);
    const res = await send("PATCH", "/api/admin/bundles/bundle1", { price: 30000 });
    expect(res.status).toBe(200);
    expect((await catalogue()).bundles.find((b) => b.id === "bundle1")?.discount).toBe(0);
  });

  it("ends a cached page at a banner's scheduled start and end (Qatar time)", async () => {
    // 12:00 Qatar on 10 January 2030; the bar runs 13:00 to 15:00 Qatar (10:00Z to 12:00Z).
    let clock = Date.parse("2030-01-10T09:00:00Z");
    const scheduled = { renders: 0 };
    const cache = createPageCache({ catalogue: services.catalogue, now: () => clock, ttlMs: 24 * 60 * 60 * 1000 });
    const pages = new Hono<NonceEnv>();
    pages.use("*", async (c, next) => {
      c.set("nonce", () => "n");
      await next();
    });
    pages.use("*", cache.middleware);
    const render = renderPage(services, () => clock, scheduled);
    pages.all("*", (c) => render(c.req.raw, { nonce: "n" } as PageContext));
    const bar = async () => /<p id="bar">([^<]*)<\/p>/.exec(await (await pages.request("/faq")).text())?.[1];

    const res = await send("PUT", "/api/admin/storefront/banners/announcement", {
      ...announcement,
      title: { en: "Weekend sale", ar: "تخفيضات نهاية الأسبوع" },
      startsAt: "2030-01-10T13:00",
      endsAt: "2030-01-10T15:00",
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as AdminBanner).startsAt).toBe("2030-01-10T13:00");
    const stored = await t.db.kysely.selectFrom("storefront_banners").select(["starts_at", "ends_at"]).executeTakeFirstOrThrow();
    expect(stored).toEqual({ starts_at: "2030-01-10T10:00:00.000Z", ends_at: "2030-01-10T12:00:00.000Z" });

    expect(await bar()).toBe("");
    clock = Date.parse("2030-01-10T09:59:59Z");
    expect(await bar()).toBe("");
    expect(scheduled.renders).toBe(1);
    clock = Date.parse("2030-01-10T10:00:00Z");
    expect(await bar()).toBe("Weekend sale");
    clock = Date.parse("2030-01-10T11:59:00Z");
    expect(await bar()).toBe("Weekend sale");
    expect(scheduled.renders).toBe(2);
    clock = Date.parse("2030-01-10T12:00:00Z");
    expect(await bar()).toBe("");
    expect(scheduled.renders).toBe(3);
  });

  it.runIf(engine === "postgres")("reaches another process's pages through NOTIFY", async () => {
    const here = useFastAuth(testServices(t.db, { DATABASE_URL: t.url }));
    const there = testServices(t.db, { DATABASE_URL: t.url });
    const channels = await Promise.all([shareCatalogueChanges(here), shareCatalogueChanges(there)]);
    try {
      const hereApp = createApp(here);
      const cookie = await signIn(hereApp, here, "owner2");
      const thereCount = { renders: 0 };
      const thereApp = createApp(there, { handlePage: renderPage(there, Date.now, thereCount) });
      expect(await (await thereApp.request("/")).text()).not.toContain("Eid offers");
      const res = await hereApp.request("/api/admin/storefront/banners/announcement", {
        method: "PUT",
        headers: { ...cookie, "content-type": "application/json", origin: TEST_ORIGIN },
        body: JSON.stringify({ ...announcement, title: { en: "Eid offers", ar: "عروض العيد" } }),
      });
      expect(res.status).toBe(200);
      await expect.poll(async () => (await thereApp.request("/")).text(), { timeout: 5000 }).toContain("Eid offers");
    } finally {
      await Promise.all(channels.map((c) => c?.close()));
    }
  });
});
