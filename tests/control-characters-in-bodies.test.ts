// Control characters in JSON bodies, on both engines (docs/decisions/012): a NUL or any other
// control character in a field the API reads (a promotion code at the quote and the order, a charge
// id in a settlement report, a driver's id, a username...) is a 422 naming that field, never a 500
// (PostgreSQL cannot hold NUL in text), and nothing is written. Orders are sent both ways the real
// server answers them: through the application and on Node's response (server/node-listener.ts).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createNodeListener } from "../server/node-listener";
import type { Problem } from "../server/api/problem";
import { engines } from "./support/test-db";
import { signedInShop, sendJson, type SignedInShop } from "./support/signed-in-shop";
import { orderBody, postOrder } from "./support/orders";
import { TEST_ORIGIN } from "./support/admin";
import { FROM_SHOP_PAGES, signInShopper } from "./support/shopper";

const NUL = "\u0000";
/** In a sweep's body template: a text field to send a NUL in. */
const X = "(nul)";

/** The template with a NUL in each field marked X, and those fields' dotted paths. */
function withNul(template: unknown, path: string[] = [], fields: string[] = []): { body: unknown; fields: string[] } {
  if (template === X) {
    fields.push(path.join("."));
    return { body: `a${NUL}b`, fields };
  }
  if (Array.isArray(template)) return { body: template.map((v, i) => withNul(v, [...path, String(i)], fields).body), fields };
  if (template && typeof template === "object")
    return {
      body: Object.fromEntries(Object.entries(template).map(([k, v]) => [k, withNul(v, [...path, k], fields).body])),
      fields,
    };
  return { body: template, fields };
}

describe.each(engines)("control characters in request bodies on %s", (engine) => {
  let shop: SignedInShop;
  let server: http.Server;
  let port: number;

  beforeAll(async () => {
    shop = await signedInShop(engine);
    server = http.createServer(createNodeListener(shop.services, {}));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await shop.t.cleanup();
  });

  const count = async (table: "orders" | "staff_users" | "payments") =>
    Number(
      (
        await shop.t.db.kysely
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** The answer is a 422 whose field errors name `field`. */
  async function expectFieldRefused(res: Response | { status: number; text: string }, field: string) {
    const text = res instanceof Response ? await res.text() : res.text;
    expect(res.status, text).toBe(422);
    const problem = JSON.parse(text) as Problem;
    expect(problem.errors?.map((e) => e.field)).toContain(field);
  }

  /** POST /api/orders over a socket to the real server's listener (answered on Node's response). */
  const postOverSocket = (body: unknown) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const payload = JSON.stringify(body);
      const req = http.request(
        {
          host: "127.0.0.1",
          port,
          method: "POST",
          path: "/api/orders",
          headers: { "content-type": "application/json", "content-length": Buffer.byteLength(payload) },
        },
        (res) => {
          let text = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => (text += chunk));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on("error", reject);
      req.end(payload);
    });

  it("refuses a NUL in the promotion code of a quote with 422 on `code`", async () => {
    for (const code of [NUL, `EID${NUL}2026`, "EID\u001b2026", "EID\u00852026"]) {
      const res = await shop.app.request("/api/promotions/quote", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ items: [{ type: "product", productId: "1", quantity: 1 }], area: "Doha", code }),
      });
      await expectFieldRefused(res, "code");
    }
  });

  it("refuses a NUL in an order's promotion code with 422 on `code`, both ways an order is answered, and stores nothing", async () => {
    const before = await count("orders");
    await expectFieldRefused(await postOrder(shop.app, orderBody({ code: `SAVE${NUL}` })), "code");
    await expectFieldRefused(await postOverSocket(orderBody({ code: `SAVE${NUL}` })), "code");
    // Other strings of the order the schema did not hold to the rule: the delivery slot, an item's id.
    await expectFieldRefused(await postOverSocket(orderBody({ delivery: { slot: `2026-11-26 ${NUL}` } })), "delivery.slot");
    await expectFieldRefused(
      await postOverSocket(orderBody({ items: [{ type: "product", productId: `1${NUL}`, quantity: 1 }] })),
      "items.0.productId",
    );
    expect(await count("orders")).toBe(before);
    // The same order without the NUL is placed (the code is unknown: refused for that, not a 500).
    const plain = await postOverSocket(orderBody());
    expect(plain.status, plain.text).toBe(201);
  });

  it("refuses a NUL in a settlement report's charge id with 422 on `csv`", async () => {
    const csv = `date,charge_id,amount,fee\n2026-11-20,chg_${NUL}1,12.00,0.30\n`;
    await expectFieldRefused(await sendJson(shop.app, shop.owner, "POST", "/api/admin/card-payments/reconcile", { csv }), "csv");
    // Line breaks are a report's own: the same report without the NUL is read.
    const fine = await sendJson(shop.app, shop.owner, "POST", "/api/admin/card-payments/reconcile", {
      csv: csv.replace(NUL, ""),
    });
    expect(fine.status, await fine.text()).toBe(200);
  });

  it("refuses control characters in the admin's other ids and names with 422 on the field", async () => {
    const staffBefore = await count("staff_users");
    await expectFieldRefused(
      await sendJson(shop.app, shop.owner, "POST", "/api/admin/staff", { username: `new${NUL}person`, role: "staff" }),
      "username",
    );
    expect(await count("staff_users")).toBe(staffBefore);
    await expectFieldRefused(
      await sendJson(shop.app, shop.owner, "POST", "/api/admin/cash/handovers", { driverId: `d${NUL}`, amount: 100 }),
      "driverId",
    );
    await expectFieldRefused(
      await sendJson(shop.app, shop.owner, "POST", "/api/admin/blocked-phones", { phone: `5555${NUL}1234`, reason: "x" }),
      "phone",
    );
  });

  /**
   * Every text field of every JSON body the API reads: each string marked `X` is sent holding a NUL,
   * and each must be named in the 422. Other fields may be missing or wrong: a schema names every
   * bad field at once, so the marked ones are named whatever else is.
   */
  it("names a NUL in every text field of every body the API reads", async () => {
    const order = await postOrder(shop.app, orderBody());
    expect(order.status).toBe(201);
    const orderId = ((await order.json()) as { id: string }).id;
    const promotion = await sendJson(shop.app, shop.owner, "POST", "/api/admin/promotions", {
      name: { en: "Offer", ar: "عرض" },
      type: "percentage",
      value: 10,
      automatic: false,
    });
    expect(promotion.status).toBe(201);
    const promotionId = ((await promotion.json()) as { id: string }).id;
    const shopper = { cookie: await signInShopper(shop.app, shop.t.db, "+974 5555 0101") };
    const bilingual = { en: X, ar: X };
    const cases: [method: string, path: string, body: unknown, as?: Record<string, string>][] = [
      [
        "POST",
        "/api/orders",
        {
          customer: { name: X, email: X, phone: X, address: X, city: "Doha", zone: X, street: X, building: X, notes: X },
          items: [
            { type: "product", productId: X, variantId: X, quantity: 1 },
            { type: "bundle", bundleId: X, quantity: 1 },
            { type: "custom-trio", productIds: [X, "2", "3"], variantIds: [X, X, X], quantity: 1 },
          ],
          delivery: { slot: X },
          gift: { message: X, recipient: { name: X, phone: X } },
          code: X,
        },
      ],
      ["POST", "/api/promotions/quote", { items: [{ type: "product", productId: X, quantity: 1 }], code: X, phone: X }],
      ["POST", "/api/orders/lookup", { orderNumber: 1001, phone: X }],
      ["POST", "/api/orders/payment", { orderNumber: 1001, orderId: X, phone: X }],
      ["PUT", "/api/carts", { token: X, items: [{ type: "product", productId: X, quantity: 1 }], phone: X, email: X }],
      ["POST", "/api/carts/restore", { token: X }],
      ["POST", "/api/back-in-stock", { variantId: X, consent: true, language: "en", phone: X }],
      ["POST", "/api/reviews", { order: X, product: X, signature: X, rating: 5, body: X, author: X }],
      ["POST", "/api/returns/options", { orderNumber: 1001, phone: X }],
      ["POST", "/api/account/code", { phone: X }],
      ["POST", "/api/account/code", { email: X }],
      ["POST", "/api/account/sign-in", { phone: "+974 5555 0101", code: X }],
      ["PATCH", "/api/account", { name: X, email: X }, shopper],
      ["POST", "/api/account/addresses", { address: X, city: "Doha", zone: X, street: X, building: X, label: X }, shopper],
      ["POST", "/api/account/wishlist/merge", { productIds: [X] }, shopper],
      [
        "POST",
        "/api/admin/login",
        { username: X, password: "whatever it is", code: X },
        { origin: TEST_ORIGIN, "sec-fetch-site": "same-origin" },
      ],
      ["POST", "/api/admin/me/2fa/enable", { code: X }],
      ["POST", "/api/admin/orders/bulk", { action: "assign", orderNumbers: [1], driverId: X }],
      ["POST", "/api/admin/orders/bulk", { action: "status", orderNumbers: [1], status: X, note: X }],
      ["POST", `/api/admin/orders/${orderId}/assign`, { driverId: X }],
      ["PATCH", `/api/admin/orders/${orderId}/status`, { status: X, note: X }],
      ["POST", `/api/admin/orders/${orderId}/refunds`, { amount: 100, reason: X }],
      ["POST", "/api/admin/card-payments/reconcile", { csv: X }],
      ["POST", "/api/admin/cash/handovers", { driverId: X, amount: 100, note: X, day: X }],
      ["POST", "/api/admin/staff", { username: X, role: "staff" }],
      ["POST", "/api/admin/drivers", { name: X, phone: X }],
      ["POST", "/api/admin/blocked-phones", { phone: X, reason: X }],
      ["POST", "/api/admin/trusted-phones", { phone: X }],
      ["POST", `/api/admin/customers/${encodeURIComponent("+97455550101")}/credit`, { amount: 100, reason: X }],
      [
        "POST",
        "/api/admin/promotions",
        {
          name: bilingual,
          type: "percentage",
          value: 10,
          automatic: false,
          startsAt: X,
          endsAt: X,
          scope: { products: [X], variants: [X], families: [X], bundles: [X] },
          gift: { productId: X, variantId: X },
          codes: [X],
        },
      ],
      ["PATCH", `/api/admin/promotions/${promotionId}`, { name: bilingual, codes: [X] }],
      ["POST", `/api/admin/promotions/${promotionId}/codes`, { count: 1, prefix: X }],
      ["PATCH", "/api/admin/reviews/no-such-review", { reply: X }],
      ["PUT", "/api/admin/returns/settings", { windowDays: 14, policy: bilingual }],
      ["POST", "/api/admin/returns/no-such-return/approve", { message: X }],
      ["POST", "/api/admin/returns/no-such-return/refuse", { message: X }],
      ["POST", "/api/admin/returns/no-such-return/pickup", { driverId: X, day: X }],
      [
        "POST",
        "/api/admin/products",
        {
          name: bilingual,
          description: bilingual,
          slug: X,
          families: [X],
          variants: [{ id: X, sizeMl: 100, kind: "bottle", price: 100, sku: X, gtin: X, stock: 1, active: true }],
        },
      ],
      ["POST", "/api/admin/bundles", { name: bilingual, description: bilingual, productIds: [X, X], variantIds: [X] }],
      ["PUT", "/api/admin/products/order", { ids: [X] }],
      ["PUT", "/api/admin/bundles/order", { ids: [X] }],
      ["POST", "/api/admin/families", { name: bilingual }],
      ["PUT", "/api/admin/storefront/contacts", { phone: X, whatsapp: X, email: X, socialUrl: X, socialLabel: X }],
      [
        "PUT",
        "/api/admin/storefront/banners/announcement",
        { enabled: true, title: bilingual, text: bilingual, link: X, linkLabel: bilingual, startsAt: X, endsAt: X },
      ],
      ["PUT", "/api/admin/storefront/countdown", { target: X, title: bilingual, text: bilingual }],
      [
        "POST",
        "/api/admin/storefront/testimonials",
        { name: bilingual, location: bilingual, text: bilingual, rating: 5, hidden: false },
      ],
      ["PUT", "/api/admin/storefront/testimonials/order", { ids: [X] }],
    ];
    const missed: string[] = [];
    for (const [method, path, template, as] of cases) {
      const { body, fields } = withNul(template);
      const res = await shop.app.request(path, {
        method,
        headers: { "content-type": "application/json", ...FROM_SHOP_PAGES, ...(as ?? shop.owner) },
        body: JSON.stringify(body),
      });
      const text = await res.text();
      if (res.status !== 422) {
        missed.push(`${method} ${path}: ${res.status} ${text}`);
        continue;
      }
      const named = new Set((JSON.parse(text) as Problem).errors?.map((e) => e.field));
      for (const field of fields) if (!named.has(field)) missed.push(`${method} ${path} ${field}`);
    }
    expect(missed).toEqual([]);
  });
});
