// The shopper's writes come only from the shop's own pages (server/api/same-origin.ts, as the
// admin's), on both engines: with a signed-in shopper's cookie, a request another site makes the
// browser send (Origin: https://evil.example, Sec-Fetch-Site: cross-site), a sibling subdomain's or
// one without an Origin changes nothing and answers 403: the account API (profile and consents,
// addresses, sessions, sign-out, the wishlist, deleting the account, asking for and using a
// code), back-in-stock requests and helpful votes. The same requests from the shop's own origin work.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../server/app";
import type { AppServices } from "../server/services";
import { createTestDb, engines, testServices, type TestDb } from "./support/test-db";
import { orderBody, postOrder } from "./support/orders";
import { FROM_SHOP_PAGES, signInShopper } from "./support/shopper";

const SAME_ORIGIN = FROM_SHOP_PAGES;
const CROSS_SITE: Record<string, Record<string, string>> = {
  "another site": { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
  "another site, no Sec-Fetch-Site": { origin: "https://evil.example" },
  "a sibling subdomain": { origin: "https://shop.localhost", "sec-fetch-site": "same-site" },
  "no Origin at all": {},
};

describe.each(engines)("the shopper's writes from other sites on %s", (engine) => {
  let t: TestDb;
  let services: AppServices;
  let app: ReturnType<typeof createApp>;
  let cookie: string;
  let accountId: string;
  let reviewId: string;

  beforeAll(async () => {
    t = await createTestDb(engine);
    services = testServices(t.db);
    app = createApp(services);
    cookie = await signInShopper(app, t.db, "+974 5555 0881", SAME_ORIGIN);
    accountId = (
      await t.db.kysely.selectFrom("accounts").select("id").where("phone_number", "=", "+97455550881").executeTakeFirstOrThrow()
    ).id;
    // A published review to vote for, and a sold-out size to wait for.
    const order = (await (await postOrder(app, orderBody())).json()) as { id: string };
    reviewId = randomUUID();
    const at = new Date().toISOString();
    await t.db.kysely
      .insertInto("reviews")
      .values({
        id: reviewId,
        order_id: order.id,
        product_id: "1",
        rating: 5,
        language: "en",
        status: "published",
        held_for: null,
        reply: null,
        replied_at: null,
        created_at: at,
        published_at: at,
      })
      .execute();
    await t.db.kysely.updateTable("product_variants").set({ stock: 0 }).where("id", "=", "6-100").execute();
    services.catalogue.invalidate();
  });
  afterAll(async () => t.cleanup());

  const send = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
    app.request(path, {
      method,
      headers: { cookie, ...headers, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  /** What the writes below would change: the account as the shopper and the shop see it. */
  const state = async () => ({
    account: await t.db.kysely
      .selectFrom("accounts")
      .select(["name", "email", "order_updates", "offers"])
      .where("id", "=", accountId)
      .executeTakeFirst(),
    sessions: (await t.db.kysely.selectFrom("account_sessions").select("id").where("account_id", "=", accountId).execute())
      .length,
    addresses: (await t.db.kysely.selectFrom("account_addresses").select("id").where("account_id", "=", accountId).execute())
      .length,
    wishlist: (await t.db.kysely.selectFrom("wishlist_items").select("product_id").execute()).length,
    waiting: (await t.db.kysely.selectFrom("back_in_stock_requests").select("id").execute()).length,
    helpful: (await t.db.kysely.selectFrom("reviews").select("helpful").where("id", "=", reviewId).executeTakeFirstOrThrow())
      .helpful,
    codes: (await t.db.kysely.selectFrom("account_codes").select("id").execute()).length,
  });

  const writes: [method: string, path: string, body?: unknown][] = [
    ["PATCH", "/api/account", { name: "Someone Else", offers: true, orderUpdates: false }],
    ["POST", "/api/account/addresses", { address: "Villa 1, Street 2", city: "Doha", label: "Attacker" }],
    ["PUT", "/api/account/wishlist/1"],
    ["POST", "/api/account/wishlist/merge", { productIds: ["2", "3"] }],
    ["POST", "/api/back-in-stock", { variantId: "6-100", consent: true, language: "en" }],
    ["POST", "/api/account/code", { phone: "+974 5555 0882" }],
    ["POST", "/api/account/sign-in", { phone: "+974 5555 0881", code: "123456" }],
    ["POST", "/api/account/sign-out-everywhere"],
    ["POST", "/api/account/sign-out"],
    ["DELETE", "/api/account"],
  ];

  for (const [from, headers] of Object.entries(CROSS_SITE)) {
    it(`refuses every write from ${from} with 403, and changes nothing`, async () => {
      const before = await state();
      for (const [method, path, body] of [...writes, ["POST", `/api/reviews/${reviewId}/helpful`] as const]) {
        const res = await send(method, path, headers, body);
        expect(res.status, `${method} ${path}`).toBe(403);
        expect(((await res.json()) as { title: string }).title).toBe("This request did not come from the shop's own pages.");
        expect(res.headers.get("set-cookie"), `${method} ${path}`).toBeNull();
      }
      expect(await state()).toEqual(before);
      // Still signed in: reads pass from anywhere, and the session was not ended.
      expect((await send("GET", "/api/account", headers)).status).toBe(200);
    });
  }

  it("takes the same writes from the shop's own pages", async () => {
    const before = await state();
    const answers: number[] = [];
    for (const [method, path, body] of writes.slice(0, 5)) answers.push((await send(method, path, SAME_ORIGIN, body)).status);
    answers.push((await send("POST", `/api/reviews/${reviewId}/helpful`, SAME_ORIGIN)).status);
    expect(answers).toEqual([200, 201, 204, 200, 202, 200]);
    expect(await state()).toMatchObject({
      account: { name: "Someone Else", offers: 1, order_updates: 0 },
      addresses: before.addresses + 1,
      wishlist: 3,
      waiting: before.waiting + 1,
      helpful: before.helpful + 1,
    });
    expect((await send("POST", "/api/account/sign-out-everywhere", SAME_ORIGIN)).status).toBe(200);
    expect((await state()).sessions).toBe(0);
  });
});
