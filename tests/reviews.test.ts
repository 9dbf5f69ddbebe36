// Reviews from real buyers (docs/decisions/045-reviews-from-buyers.md), on both engines: an order
// invites its buyer only once delivered and only once per perfume, the signed link refuses any
// change, reviews are held (words and links marked), staff publish, hide and answer them, the
// storefront's average and count follow only published ones, and the product page's JSON-LD
// carries a rating only once a perfume has published reviews.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../server/app";
import { createTestDb, engines, testServices, type TestDb } from "./support/test-db";
import { orderBody, postOrder, validCustomer } from "./support/orders";
import { signIn, staffRequest, useFastAuth } from "./support/admin";
import type { AppServices } from "../server/services";
import { ratingJsonLd } from "../app/shared/reviews";
import { VOTES_PER_MINUTE } from "../server/api/reviews";
import { cookiesFrom, FROM_SHOP_PAGES, signInShopper } from "./support/shopper";

interface Invitation {
  productId: string;
  name: string;
  path: string;
  reviewed: boolean;
}

describe.each(engines)("reviews on %s", (engine) => {
  let t: TestDb;
  let services: AppServices;
  let app: ReturnType<typeof createApp>;
  let staff: Record<string, string>;
  let admin: ReturnType<typeof staffRequest>;
  let placed: { id: string; orderNumber: number };
  let address = 0;

  const json = (path: string, body: unknown, from = `198.51.100.${++address % 250}`) =>
    app.request(path, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": from },
      body: JSON.stringify(body),
    });
  const invitations = async (orderNumber: number) => {
    const res = await json("/api/orders/lookup", { orderNumber, phone: validCustomer.phone });
    expect(res.status).toBe(200);
    return ((await res.json()) as { reviews?: Invitation[] }).reviews;
  };
  const linkParts = (path: string) => {
    const url = new URL(path, "http://shop");
    return {
      order: url.searchParams.get("order")!,
      product: url.searchParams.get("product")!,
      signature: url.searchParams.get("sig")!,
    };
  };
  const outbox = (orderId: string) =>
    t.db.kysely
      .selectFrom("mail_outbox")
      .select("kind")
      .where("order_id", "=", orderId)
      .where("kind", "=", "review-invitation")
      .execute();
  const setStatus = (id: string, status: string) => admin("PATCH", `/api/admin/orders/${id}/status`, { status });
  /** What the product page's JSON-LD says of ratings, from the catalogue and reviews its loader reads. */
  const productRating = async (id: string) => {
    const product = (await services.catalogue.get("en")).products.find((p) => p.id === id)!;
    const reviews = product.rating ? await services.reviews.published(id) : [];
    return { ...ratingJsonLd(product.rating, reviews), reviews } as Record<string, unknown> & {
      reviews: { body: string; reply: string | null }[];
    };
  };

  beforeAll(async () => {
    t = await createTestDb(engine);
    services = useFastAuth(testServices(t.db, { TRUST_PROXY: "true" }));
    app = createApp(services);
    staff = await signIn(app, services);
    admin = staffRequest(app, () => staff);
    placed = (await (
      await postOrder(
        app,
        orderBody({
          items: [
            { type: "product", productId: "1", quantity: 1 },
            { type: "product", productId: "2", quantity: 2 },
          ],
        }),
      )
    ).json()) as typeof placed;
  });
  afterAll(async () => t.cleanup());

  it("invites only once the order is delivered, and only once per perfume", async () => {
    expect(await invitations(placed.orderNumber)).toBeUndefined();
    expect((await setStatus(placed.id, "Shipped")).status).toBe(200);
    expect(await invitations(placed.orderNumber)).toBeUndefined();
    expect(await outbox(placed.id)).toHaveLength(0);

    expect((await setStatus(placed.id, "Delivered")).status).toBe(200);
    const invited = await invitations(placed.orderNumber);
    expect(invited?.map((i) => [i.productId, i.reviewed])).toEqual([
      ["1", false],
      ["2", false],
    ]);
    expect(await outbox(placed.id)).toHaveLength(1);

    // Back to Shipped and Delivered again: no second invitation, no second e-mail.
    await setStatus(placed.id, "Shipped");
    await setStatus(placed.id, "Delivered");
    expect(await outbox(placed.id)).toHaveLength(1);
    const rows = await t.db.kysely.selectFrom("review_invitations").selectAll().where("order_id", "=", placed.id).execute();
    expect(rows).toHaveLength(2);
  });

  it("the e-mail carries a signed link per perfume", async () => {
    const { renderOrderMail } = await import("../server/mail/order-mail");
    const { reviewInvitations } = await import("../server/reviews/review-invitations");
    const order = (await services.orders.find(placed.id))!;
    const links = await reviewInvitations(t.db, order);
    const mail = await renderOrderMail(
      "review-invitation",
      order,
      {
        brand: "Shop",
        email: "care@shop.qa",
        phone: "+974 4000 1234",
        whatsapp: "97440001234",
        publicOrigin: "https://shop.qa",
      },
      null,
      links,
    );
    expect(mail.text).toContain(`https://shop.qa${links[0].path}`);
    expect(mail.html).toContain("sig=");
  });

  it("refuses a tampered link, takes a good one once, and holds what it takes", async () => {
    const [first] = (await invitations(placed.orderNumber))!;
    const parts = linkParts(first.path);
    const review = { ...parts, rating: 5, body: "Warm and long-lasting.", author: "Mariam", language: "en" };

    // Another perfume, another order, a changed signature: refused.
    expect((await json("/api/reviews", { ...review, product: "3" })).status).toBe(403);
    // Each changed by its last character, to one it does not already end with.
    const changed = (text: string) => `${text.slice(0, -1)}${text.endsWith("0") ? "1" : "0"}`;
    expect((await json("/api/reviews", { ...review, order: changed(parts.order) })).status).toBe(403);
    const flipped = changed(parts.signature);
    const tampered = await json("/api/reviews", { ...review, signature: flipped });
    expect(tampered.status).toBe(403);
    expect(((await tampered.json()) as { code: string }).code).toBe("invalid_link");

    // Bad input: 422 naming the fields.
    const bad = await json("/api/reviews", { ...review, rating: 6, body: "x".repeat(2001) });
    expect(bad.status).toBe(422);
    const fields = ((await bad.json()) as { errors: { field: string }[] }).errors.map((e) => e.field).sort();
    expect(fields).toEqual(["body", "rating"]);

    const created = await json("/api/reviews", review);
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ status: "held", heldFor: "first-read" });
    expect((await json("/api/reviews", review)).status).toBe(409);
    expect((await invitations(placed.orderNumber))![0].reviewed).toBe(true);

    // Held: nothing shows yet, and the JSON-LD has no rating.
    const page = await productRating("1");
    expect(page.aggregateRating).toBeUndefined();
    expect(page.reviews).toEqual([]);
  });

  it("holds profanity and links with the reason, in both languages", async () => {
    const second = (await invitations(placed.orderNumber))![1];
    const parts = linkParts(second.path);
    const link = await json("/api/reviews", { ...parts, rating: 1, body: "Cheaper at www.example.com" });
    expect(await link.json()).toMatchObject({ status: "held", heldFor: "link" });

    const { holdReason } = await import("../server/reviews/moderation");
    expect(holdReason("This is SHIT")).toBe("words");
    expect(holdReason("عطر زفت")).toBe("words");
    expect(holdReason("see https://x.y/z")).toBe("link");
    expect(holdReason("Shitake mushrooms and oud")).toBe("first-read");
  });

  it("staff publish, hide and answer; the average, the count and the JSON-LD follow", async () => {
    const list = await admin("GET", "/api/admin/reviews?status=held");
    expect(list.status).toBe(200);
    const held = (await list.json()) as {
      reviews: { id: string; productId: string; rating: number; heldFor: string }[];
      held: number;
    };
    expect(held.held).toBe(2);
    const good = held.reviews.find((r) => r.productId === "1")!;
    expect((await admin("GET", "/api/admin/reviews?rating=9")).status).toBe(422);
    expect(((await (await admin("GET", "/api/admin/reviews?product=2&rating=1")).json()) as { total: number }).total).toBe(1);

    const versionBefore = services.catalogue.version;
    const published = await admin("PATCH", `/api/admin/reviews/${good.id}`, { status: "published", reply: "Thank you, Mariam." });
    expect(published.status).toBe(200);
    expect(services.catalogue.version).toBeGreaterThan(versionBefore);
    expect((await admin("PATCH", `/api/admin/reviews/${good.id}`, { status: "held" })).status).toBe(422);
    expect((await admin("PATCH", "/api/admin/reviews/nope", { status: "hidden" })).status).toBe(404);

    let page = await productRating("1");
    expect(page.aggregateRating).toMatchObject({ "@type": "AggregateRating", ratingValue: 5, reviewCount: 1 });
    expect((page.review as unknown[])[0]).toMatchObject({ reviewRating: { ratingValue: 5 }, author: { name: "Mariam" } });
    expect(page.reviews).toMatchObject([{ body: "Warm and long-lasting.", reply: "Thank you, Mariam." }]);
    // The other perfume's page has no rating.
    expect((await productRating("2")).aggregateRating).toBeUndefined();

    const catalogue = await services.catalogue.get("en");
    expect(catalogue.products.find((p) => p.id === "1")!.rating).toEqual({ average: 5, count: 1 });
    expect(catalogue.products.find((p) => p.id === "2")!.rating).toBeNull();

    const audit = await t.db.kysely.selectFrom("audit_log").select("action").where("target", "=", good.id).execute();
    expect(audit.map((a) => a.action).sort()).toEqual(["review.publish", "review.reply"]);

    const ratings = (await (await admin("GET", "/api/admin/reviews/ratings")).json()) as {
      products: { productId: string; average: number; count: number; held: number; stars: number[] }[];
    };
    expect(ratings.products.find((p) => p.productId === "1")).toMatchObject({
      average: 5,
      count: 1,
      held: 0,
      stars: [0, 0, 0, 0, 1],
    });
    expect(ratings.products.find((p) => p.productId === "2")).toMatchObject({ count: 0, held: 1 });

    // Cached pages are dropped as with a price change: the catalogue's version moves.
    const version = services.catalogue.version;
    expect((await admin("PATCH", `/api/admin/reviews/${good.id}`, { status: "hidden" })).status).toBe(200);
    expect(services.catalogue.version).toBeGreaterThan(version);
    page = await productRating("1");
    expect(page.aggregateRating).toBeUndefined();
    expect((await services.catalogue.get("en")).products.find((p) => p.id === "1")!.rating).toBeNull();
    await admin("PATCH", `/api/admin/reviews/${good.id}`, { status: "published" });
  });

  /** A helpful vote from `from`, with the given cookies; the body names a voter id of the client's choosing. */
  const vote = (
    reviewId: string,
    from: string,
    cookie?: string,
    voter = `browser-${Math.random().toString(36).slice(2)}xxxxxxxx`,
  ) =>
    app.request(`/api/reviews/${reviewId}/helpful`, {
      method: "POST",
      headers: { "content-type": "application/json", ...FROM_SHOP_PAGES, "x-forwarded-for": from, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ voter }),
    });
  const helpfulOf = async (reviewId: string) =>
    (await t.db.kysely.selectFrom("reviews").select("helpful").where("id", "=", reviewId).executeTakeFirstOrThrow()).helpful;

  it("counts one helpful vote per browser session, its id the server's signed cookie and not one the client names", async () => {
    const [review] = await services.reviews.published("1");
    const before = await helpfulOf(review.id);
    const first = await vote(review.id, "198.51.100.201");
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ helpful: before + 1, counted: true });
    const cookie = cookiesFrom(first);
    expect(cookie).toMatch(/^shop_voter=/);
    expect(first.headers.getSetCookie()[0]).toMatch(/HttpOnly/);
    // The same browser, naming a fresh voter id each time, at once: counted once in all.
    const again = await Promise.all(Array.from({ length: 6 }, () => vote(review.id, "198.51.100.201", cookie)));
    expect(again.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect((await Promise.all(again.map((r) => r.json()))).every((a) => (a as { counted: boolean }).counted === false)).toBe(
      true,
    );
    expect(await helpfulOf(review.id)).toBe(before + 1);
    // A cookie made up or altered is not a session: the vote gets a session of its own.
    const forged = await vote(
      review.id,
      "198.51.100.202",
      cookie.replace(/.$/, (c) => (c === "A" ? "B" : "A")),
    );
    expect(await forged.json()).toEqual({ helpful: before + 2, counted: true });
    expect(cookiesFrom(forged)).not.toBe(cookie);
    expect((await vote("nope", "198.51.100.203")).status).toBe(404);
  });

  it("counts a signed-in shopper's vote once, in any browser", async () => {
    const [review] = await services.reviews.published("1");
    const before = await helpfulOf(review.id);
    const shopper = await signInShopper(app, t.db, "+974 5555 0771", { "x-forwarded-for": "198.51.100.210" });
    expect(await (await vote(review.id, "198.51.100.211", shopper)).json()).toEqual({ helpful: before + 1, counted: true });
    // Another browser (no voter cookie of the first), the same account.
    expect(await (await vote(review.id, "198.51.100.212", shopper)).json()).toEqual({ helpful: before + 1, counted: false });
    // A browser that voted before signing in does not vote again once signed in.
    const anonymous = cookiesFrom(await vote(review.id, "198.51.100.213"));
    const other = await signInShopper(app, t.db, "+974 5555 0772", { "x-forwarded-for": "198.51.100.214" });
    expect(await (await vote(review.id, "198.51.100.213", `${anonymous}; ${other}`)).json()).toMatchObject({ counted: false });
    expect(await helpfulOf(review.id)).toBe(before + 2);
  });

  it(`counts at most ${VOTES_PER_MINUTE} votes a minute from one address, however many fresh sessions it sends at once`, async () => {
    const [review] = await services.reviews.published("1");
    const before = await helpfulOf(review.id);
    const answers = await Promise.all(Array.from({ length: 30 }, () => vote(review.id, "198.51.100.220")));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(VOTES_PER_MINUTE);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - VOTES_PER_MINUTE);
    expect(await helpfulOf(review.id)).toBe(before + VOTES_PER_MINUTE);
    // Another address votes.
    expect((await vote(review.id, "198.51.100.221")).status).toBe(200);
  });
});
