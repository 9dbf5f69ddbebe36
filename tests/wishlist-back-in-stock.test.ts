// The wishlist and "tell me when it is back" (docs/decisions/048-wishlist-and-back-in-stock.md), on
// both engines through the real API: each account sees only its own saved perfumes, merging the
// browser's list twice adds nothing, bad bodies are 422s with field errors, and a back-in-stock
// request is told once, only when its size can be bought again, whichever path restocks it
// (the admin's catalogue edit, a cancelled order) and however many restocks race.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../server/app";
import type { Order } from "../app/shared/order";
import type { WishlistEntry } from "../app/shared/wishlist";
import { backInStockText, type BackInStockBody } from "../server/messages/account-messages";
import { createTestDb, engines, testServices, type TestDb } from "./support/test-db";
import { orderBody, postOrder } from "./support/orders";
import { signIn, staffRequest, useFastAuth } from "./support/admin";
import { FROM_SHOP_PAGES } from "./support/shopper";
import type { AppServices } from "../server/services";

describe.each(engines)("wishlist and back in stock on %s", (engine) => {
  let t: TestDb;
  let services: AppServices;
  let app: ReturnType<typeof createApp>;
  let staff: Record<string, string>;
  let address = 0;

  beforeAll(async () => {
    t = await createTestDb(engine);
    services = useFastAuth(testServices(t.db, { TRUST_PROXY: "true" }));
    app = createApp(services);
    staff = await signIn(app, services);
  });
  afterAll(async () => t.cleanup());

  const admin = (method: string, path: string, body?: unknown) => staffRequest(app, () => staff)(method, path, body);
  const call = (method: string, path: string, body?: unknown, cookie?: string, from = `203.0.113.${address}`) =>
    app.request(path, {
      method,
      headers: { "content-type": "application/json", ...FROM_SHOP_PAGES, "x-forwarded-for": from, ...(cookie ? { cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const shopper = async (phone: string) => {
    expect((await call("POST", "/api/account/code", { phone })).status).toBe(202);
    const row = await t.db.kysely
      .selectFrom("mail_outbox")
      .select("body")
      .where("recipient", "=", `+974${phone}`)
      .where("kind", "=", "sign-in-code")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    const res = await call("POST", "/api/account/sign-in", { phone, code: (JSON.parse(row.body!) as { code: string }).code });
    expect(res.status).toBe(200);
    return res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
  };
  const wishlist = async (cookie: string, lang = "en") => {
    const res = await call("GET", `/api/account/wishlist?lang=${lang}`, undefined, cookie);
    expect(res.status).toBe(200);
    return ((await res.json()) as { items: WishlistEntry[] }).items;
  };
  const setStock = async (productId: string, stock: number) => {
    const res = await admin("PATCH", `/api/admin/products/${productId}`, { stock });
    expect(res.status, await res.clone().text()).toBe(200);
  };
  const messages = (variantId?: string) =>
    t.db.kysely
      .selectFrom("mail_outbox")
      .select(["recipient", "channel", "body"])
      .where("kind", "=", "back-in-stock")
      .$if(variantId !== undefined, (q) => q.where("body", "like", `%${variantId}%`))
      .execute();
  const ask = (body: Record<string, unknown>, cookie?: string) =>
    call("POST", "/api/back-in-stock", { consent: true, language: "en", ...body }, cookie);
  const fieldsOf = async (res: Response) => ((await res.json()) as { errors: { field: string }[] }).errors.map((e) => e.field);

  it("keeps each account's wishlist its own: save, list newest first, remove", async () => {
    address = 1;
    const a = await shopper("55560001");
    const b = await shopper("55560002");
    for (const id of ["1", "2"]) expect((await call("PUT", `/api/account/wishlist/${id}`, undefined, a)).status).toBe(204);
    expect((await call("PUT", "/api/account/wishlist/2", undefined, a)).status).toBe(204);
    expect((await call("PUT", "/api/account/wishlist/3", undefined, b)).status).toBe(204);
    const listA = await wishlist(a);
    expect(listA.map((e) => e.productId).sort()).toEqual(["1", "2"]);
    expect(listA[0]).toMatchObject({ slug: expect.any(String), name: expect.any(String) });
    expect((await wishlist(b)).map((e) => e.productId)).toEqual(["3"]);
    // B removing A's perfume touches nothing of A's.
    expect((await call("DELETE", "/api/account/wishlist/1", undefined, b)).status).toBe(204);
    expect((await wishlist(a)).length).toBe(2);
    expect((await call("DELETE", "/api/account/wishlist/1", undefined, a)).status).toBe(204);
    expect((await wishlist(a)).map((e) => e.productId)).toEqual(["2"]);
    // The page's language names the perfume (the seeded names are the same in both).
    expect((await wishlist(a, "ar"))[0].name).toEqual(expect.any(String));
    const rows = await t.db.kysely.selectFrom("wishlist_items").selectAll().execute();
    expect(rows.filter((r) => r.product_id === "3")).toHaveLength(1);
  });

  it("answers 401 without a session, 404 for an unknown perfume and 422 for a bad id or body", async () => {
    address = 2;
    expect((await call("GET", "/api/account/wishlist")).status).toBe(401);
    expect((await call("PUT", "/api/account/wishlist/1")).status).toBe(401);
    const a = await shopper("55560003");
    expect((await call("PUT", "/api/account/wishlist/no-such-perfume", undefined, a)).status).toBe(404);
    const bad = await call("PUT", `/api/account/wishlist/${encodeURIComponent("bad id!")}`, undefined, a);
    expect(bad.status).toBe(422);
    expect(await fieldsOf(bad)).toEqual(["productId"]);
    const notList = await call("POST", "/api/account/wishlist/merge", { productIds: "1" }, a);
    expect(notList.status).toBe(422);
    expect(await fieldsOf(notList)).toEqual(["productIds"]);
    const tooMany = await call(
      "POST",
      "/api/account/wishlist/merge",
      { productIds: Array.from({ length: 101 }, (_, i) => `p${i}`) },
      a,
    );
    expect(tooMany.status).toBe(422);
    const badId = await call("POST", "/api/account/wishlist/merge", { productIds: ["1", "<x>"] }, a);
    expect(await fieldsOf(badId)).toEqual(["productIds.1"]);
  });

  it("merges the browser's list into the account once: merging again adds nothing", async () => {
    address = 3;
    const a = await shopper("55560004");
    expect((await call("PUT", "/api/account/wishlist/1", undefined, a)).status).toBe(204);
    const merged = await call("POST", "/api/account/wishlist/merge", { productIds: ["4", "1", "5", "4", "no-such"] }, a);
    expect(merged.status).toBe(200);
    const first = ((await merged.json()) as { productIds: string[] }).productIds;
    expect([...first].sort()).toEqual(["1", "4", "5"]);
    const again = await Promise.all(
      [0, 1, 2].map(() => call("POST", "/api/account/wishlist/merge", { productIds: ["4", "1", "5"] }, a)),
    );
    expect(again.map((r) => r.status)).toEqual([200, 200, 200]);
    const rows = await t.db.kysely
      .selectFrom("wishlist_items")
      .select("product_id")
      .where("product_id", "in", ["1", "4", "5"])
      .execute();
    expect((await wishlist(a)).map((e) => e.productId).sort()).toEqual(["1", "4", "5"]);
    expect(rows.length).toBeGreaterThanOrEqual(3);
  });

  it("refuses bad back-in-stock requests with 422 field errors, and an in-stock size with 409", async () => {
    address = 4;
    await setStock("6", 0);
    const noConsent = await call("POST", "/api/back-in-stock", { variantId: "6-100", phone: "55560005", language: "en" });
    expect(noConsent.status).toBe(422);
    expect(await fieldsOf(noConsent)).toEqual(["consent"]);
    const badPhone = await ask({ variantId: "6-100", phone: "123" });
    expect(await fieldsOf(badPhone)).toEqual(["phone"]);
    const both = await ask({ variantId: "6-100", phone: "55560005", email: "a@example.com" });
    expect(both.status).toBe(422);
    const nobody = await ask({ variantId: "6-100" });
    expect(nobody.status).toBe(422);
    expect(await fieldsOf(nobody)).toEqual(["phone"]);
    const unknown = await ask({ variantId: "no-such-size", phone: "55560005" });
    expect(unknown.status).toBe(422);
    expect(await fieldsOf(unknown)).toEqual(["variantId"]);
    const badLanguage = await ask({ variantId: "6-100", phone: "55560005", language: "fr" });
    expect(await fieldsOf(badLanguage)).toEqual(["language"]);
    expect((await call("POST", "/api/back-in-stock", "[")).status).toBe(422);
    const inStock = await ask({ variantId: "2-100", phone: "55560005" });
    expect(inStock.status).toBe(409);
    expect(await t.db.kysely.selectFrom("back_in_stock_requests").selectAll().execute()).toEqual([]);
    await setStock("6", 10);
  });

  it("tells each who asked once, in their language with the product link, only when the size is back", async () => {
    address = 5;
    await setStock("7", 0);
    expect((await ask({ variantId: "7-100", phone: "5556 0006" })).status).toBe(202);
    // Asking twice is one request.
    expect((await ask({ variantId: "7-100", phone: "55560006" })).status).toBe(202);
    expect((await ask({ variantId: "7-100", email: "Layla@Example.com", language: "ar" })).status).toBe(202);
    // A signed-in shopper who gives nothing is told on the account's phone.
    const signedIn = await shopper("55560007");
    expect((await ask({ variantId: "7-100" }, signedIn)).status).toBe(202);
    expect(
      await t.db.kysely.selectFrom("back_in_stock_requests").selectAll().where("variant_id", "=", "7-100").execute(),
    ).toHaveLength(3);

    // An edit that leaves the size sold out tells nobody.
    await setStock("7", 0);
    expect(await messages()).toEqual([]);

    await setStock("7", 4);
    const sent = await messages();
    expect(sent.map((m) => `${m.channel}:${m.recipient}`).sort()).toEqual([
      "email:layla@example.com",
      "phone:+97455560006",
      "phone:+97455560007",
    ]);
    const bodies = sent.map((m) => JSON.parse(m.body!) as BackInStockBody);
    const arabic = bodies.find((b) => b.language === "ar")!;
    // The shop's own address (no PUBLIC_ORIGIN in tests: this machine's port).
    expect(arabic.url).toMatch(/^http:\/\/localhost:3000\/ar\/product\/[\w-]+$/);
    expect(backInStockText(arabic, "Al Maha")).toContain("عاد");
    expect(backInStockText(arabic, "Al Maha")).toContain(arabic.url);
    expect(bodies.find((b) => b.language === "en")!.url).toMatch(/^http:\/\/localhost:3000\/product\/[\w-]+$/);
    const requests = await t.db.kysely
      .selectFrom("back_in_stock_requests")
      .selectAll()
      .where("variant_id", "=", "7-100")
      .execute();
    expect(requests.every((r) => r.sent_at !== null)).toBe(true);

    // Sold out and back again: those requests were answered; nobody is told twice.
    await setStock("7", 0);
    await setStock("7", 2);
    expect(await messages()).toHaveLength(3);
  });

  it("links to the shop's own address whatever Host the request named", async () => {
    address = 9;
    await setStock("4", 0);
    // A client that is no browser names any Host and the Origin to match it.
    const ask = (body: Record<string, unknown>, origin: string, shop = app) =>
      shop.request("http://evil.example/api/back-in-stock", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-forwarded-for": `203.0.113.${address}`,
          host: "evil.example",
          origin,
          "sec-fetch-site": "same-origin",
        },
        body: JSON.stringify({ consent: true, language: "en", variantId: "4-100", ...body }),
      });
    expect((await ask({ phone: "55560031" }, "http://evil.example")).status).toBe(202);
    // With PUBLIC_ORIGIN, that address.
    const configured = createApp(testServices(t.db, { TRUST_PROXY: "true", PUBLIC_ORIGIN: "https://shop.example.qa" }));
    const res = await ask({ phone: "55560032" }, "https://shop.example.qa", configured);
    expect(res.status).toBe(202);
    const urls = await t.db.kysely
      .selectFrom("back_in_stock_requests")
      .select(["recipient", "product_url"])
      .where("variant_id", "=", "4-100")
      .orderBy("recipient")
      .execute();
    expect(urls.map((r) => new URL(r.product_url).origin)).toEqual(["http://localhost:3000", "https://shop.example.qa"]);
    await setStock("4", 3);
    const sent = (await messages()).filter((m) => ["+97455560031", "+97455560032"].includes(m.recipient));
    expect(sent).toHaveLength(2);
    for (const m of sent) expect(m.body).not.toContain("evil.example");
  });

  it("tells those waiting when a cancelled order gives the last bottle back", async () => {
    address = 6;
    await setStock("8", 1);
    const res = await postOrder(app, orderBody({ items: [{ type: "product", productId: "8", quantity: 1 }] }));
    expect(res.status).toBe(201);
    const order = (await res.json()) as Order;
    expect((await ask({ variantId: "8-100", phone: "55560008" })).status).toBe(202);
    const before = (await messages()).length;
    const cancel = await admin("PATCH", `/api/admin/orders/${order.id}/status`, { status: "Cancelled", reason: "customer" });
    expect(cancel.status).toBe(200);
    const after = await messages();
    expect(after).toHaveLength(before + 1);
    expect(after.some((m) => m.recipient === "+97455560008")).toBe(true);
  });

  it("sends one message per request when restocks race", async () => {
    address = 7;
    await setStock("5", 0);
    const phones = ["55560011", "55560012", "55560013", "55560014"];
    for (const phone of phones) expect((await ask({ variantId: "5-100", phone }, undefined)).status).toBe(202);
    const before = (await messages()).length;
    const results = await Promise.all([3, 4, 5, 6, 7, 8].map((stock) => admin("PATCH", "/api/admin/products/5", { stock })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const after = await messages();
    expect(after).toHaveLength(before + phones.length);
    expect(new Set(after.map((m) => m.recipient)).size).toBe(after.length);
  });

  it("limits back-in-stock requests per client address (429 with Retry-After)", async () => {
    address = 8;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await ask({ variantId: "2-100", phone: "55560020" })).status);
    expect(statuses.slice(0, 10).every((s) => s === 409)).toBe(true);
    const last = await ask({ variantId: "2-100", phone: "55560020" });
    expect(last.status).toBe(429);
    expect(Number(last.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
