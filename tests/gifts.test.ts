// Gifting through the API on both engines (docs/decisions/036): the wrap priced by the server from
// the owner's setting (never the client's), the message's limit and text rules (422 naming the
// field), the recipient's phone stored as staff read it, the gift on the admin's order and in the
// CSV's last columns, and the owner's wrap setting audited.
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "./support/test-db";
import { orderBody, postOrder } from "./support/orders";
import { sendJson, signedInShop, type SignedInShop } from "./support/signed-in-shop";

interface Problem {
  errors: { field: string; detail: string }[];
}
interface PlacedOrder {
  id: string;
  orderNumber: number;
  subtotal: number;
  shippingCost: number;
  total: number;
  gift: {
    message: string | null;
    wrap: boolean;
    wrapPrice: number;
    recipient: { name: string; phone: string; phoneNumber: string | null } | null;
    hidePrices: boolean;
  } | null;
}

describe.each(engines)("gifts on %s", (engine) => {
  let shop: SignedInShop;
  beforeAll(async () => {
    shop = await signedInShop(engine);
  });
  afterAll(async () => shop.t.cleanup());

  const setWrap = async (body: { giftWrapOffered?: boolean; giftWrapPrice?: number }) => {
    const res = await sendJson(shop.app, shop.owner, "PATCH", "/api/admin/settings", body);
    expect(res.status).toBe(200);
    return res.json() as Promise<{ giftWrapOffered: boolean; giftWrapPrice: number }>;
  };
  // Each order from its own number, so the per-phone limit never gets in the way.
  let phone = 55550000;
  const gifted = (gift: unknown, overrides: Record<string, unknown> = {}) => {
    phone += 1;
    const body = orderBody({ gift, ...overrides });
    return postOrder(shop.app, { ...body, customer: { ...body.customer, phone: String(phone) } });
  };

  it("prices the wrap at the owner's price and adds it to the total, whatever the client sends", async () => {
    expect(await setWrap({ giftWrapOffered: true, giftWrapPrice: 1500 })).toMatchObject({
      giftWrapOffered: true,
      giftWrapPrice: 1500,
    });
    const res = await gifted({ wrap: true, wrapPrice: 0, price: 0, message: "Happy birthday!" }, { total: 1 });
    expect(res.status).toBe(201);
    const order = (await res.json()) as PlacedOrder;
    expect(order.subtotal).toBe(8500);
    expect(order.total).toBe(order.subtotal + order.shippingCost + 1500);
    expect(order.gift).toMatchObject({ wrap: true, wrapPrice: 1500, message: "Happy birthday!", hidePrices: false });

    // Stored as answered: the row's total and the gift read back.
    const row = await shop.t.db.kysely
      .selectFrom("orders")
      .select(["final_total", "gift"])
      .where("id", "=", order.id)
      .executeTakeFirstOrThrow();
    expect(row.final_total).toBe(10000);
    expect(JSON.parse(row.gift!)).toMatchObject({ wrap: true, wrapPrice: 1500 });

    // Without wrap, a gift costs nothing more; a free wrap (0) neither.
    const plain = (await (await gifted({ message: "For you" })).json()) as PlacedOrder;
    expect(plain.total).toBe(8500);
    expect(plain.gift).toMatchObject({ wrap: false, wrapPrice: 0 });
    await setWrap({ giftWrapPrice: 0 });
    const free = (await (await gifted({ wrap: true })).json()) as PlacedOrder;
    expect(free.total).toBe(8500);
    expect(free.gift).toMatchObject({ wrap: true, wrapPrice: 0 });
    // An order that is no gift has none.
    const none = (await (await gifted(undefined)).json()) as PlacedOrder;
    expect(none.gift).toBeNull();
  });

  it("refuses wrap when the owner has switched it off (422 on gift.wrap), and takes it again when on", async () => {
    await setWrap({ giftWrapOffered: false, giftWrapPrice: 1000 });
    const refused = await gifted({ wrap: true });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as Problem).errors.map((e) => e.field)).toEqual(["gift.wrap"]);
    // A gift without wrap is still welcome.
    expect((await gifted({ message: "Enjoy" })).status).toBe(201);
    await setWrap({ giftWrapOffered: true });
    const order = (await (await gifted({ wrap: true })).json()) as PlacedOrder;
    expect(order.gift?.wrapPrice).toBe(1000);
  });

  it("takes a 250-character message and refuses 251 with 422 on gift.message", async () => {
    const ok = await gifted({ message: "ع".repeat(250) });
    expect(ok.status).toBe(201);
    // Counted as a reader counts: 250 emoji are 250 characters, not 500.
    expect((await gifted({ message: "🎁".repeat(250) })).status).toBe(201);
    const res = await gifted({ message: "a".repeat(251) });
    expect(res.status).toBe(422);
    const problem = (await res.json()) as Problem;
    expect(problem.errors).toEqual([expect.objectContaining({ field: "gift.message" })]);
    expect(problem.errors[0].detail).toContain("250");
    const count = await shop.t.db.kysely
      .selectFrom("orders")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("gift", "like", "%aaaaaaaaaa%")
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it("applies the house's text rules to the message: control characters refused, bidi marks stripped", async () => {
    const refused = await gifted({ message: "Hello\u0007there" });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as Problem).errors[0].field).toBe("gift.message");
    const order = (await (await gifted({ message: "  Mabrook\u202E!\nWith love  " })).json()) as PlacedOrder;
    expect(order.gift?.message).toBe("Mabrook!\nWith love");
  });

  it("normalises the recipient's phone and refuses a wrong one on its field", async () => {
    const res = await gifted({ recipient: { name: "Mariam", phone: "٣٣٣٣ ٤٤٤٤" }, hidePrices: true });
    expect(res.status).toBe(201);
    const order = (await res.json()) as PlacedOrder;
    expect(order.gift?.recipient).toEqual({ name: "Mariam", phone: "+974 3333 4444", phoneNumber: "+97433334444" });
    expect(order.gift?.hidePrices).toBe(true);

    const wrong = await gifted({ recipient: { name: "Mariam", phone: "12" } });
    expect(wrong.status).toBe(422);
    expect(((await wrong.json()) as Problem).errors.map((e) => e.field)).toEqual(["gift.recipient.phone"]);
    const nameless = await gifted({ recipient: { name: " \u200B ", phone: "33334444" } });
    expect(((await nameless.json()) as Problem).errors.map((e) => e.field)).toEqual(["gift.recipient.name"]);
  });

  it("shows the gift on the admin's order and in the CSV's last columns", async () => {
    await setWrap({ giftWrapOffered: true, giftWrapPrice: 2500 });
    const placed = (await (
      await gifted({
        message: "Eid Mubarak,\nfrom all of us",
        wrap: true,
        recipient: { name: "Noora", phone: "66667777" },
        hidePrices: true,
      })
    ).json()) as PlacedOrder;
    const admin = await shop.app.request(`/api/admin/orders/${placed.id}`, { headers: shop.staff });
    expect(admin.status).toBe(200);
    const { order } = (await admin.json()) as { order: PlacedOrder };
    expect(order.gift).toEqual({
      message: "Eid Mubarak,\nfrom all of us",
      wrap: true,
      wrapPrice: 2500,
      recipient: { name: "Noora", phone: "+974 6666 7777", phoneNumber: "+97466667777" },
      hidePrices: true,
    });

    const csv = await shop.app.request(`/api/admin/orders/export.csv?q=${placed.orderNumber}`, { headers: shop.owner });
    expect(csv.status).toBe(200);
    const rows = parse<Record<string, string>>(await csv.text(), { bom: true, columns: true });
    const row = rows.find((r) => r["Order Number"] === String(placed.orderNumber));
    expect(row).toBeDefined();
    const header = Object.keys(row!);
    expect(header.slice(-13)).toEqual([
      "Item Sizes",
      "Item SKUs",
      "Gift",
      "Gift Message",
      "Gift Wrap",
      "Gift Recipient",
      "Gift Recipient Phone",
      "Gift Hides Prices",
      "Discount",
      "Promotions",
      "Promotion Code",
      "Payment State",
      "Payment Reference",
    ]);
    expect(row).toMatchObject({
      Gift: "Yes",
      "Gift Message": "Eid Mubarak,\nfrom all of us",
      "Gift Wrap": "25.00",
      "Gift Recipient": "Noora",
      "Gift Recipient Phone": "+97466667777",
      "Gift Hides Prices": "Yes",
      "Final Total": "110.00",
    });
  });

  it("shows the shopper tracking a gift its wrap, message and recipient's name, not the recipient's number", async () => {
    await setWrap({ giftWrapOffered: true, giftWrapPrice: 500 });
    const placed = (await (
      await gifted({ message: "Mabrook", wrap: true, recipient: { name: "Hessa", phone: "77778888" } })
    ).json()) as PlacedOrder;
    const res = await shop.app.request("/api/orders/lookup", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ orderNumber: placed.orderNumber, phone: String(phone) }),
    });
    expect(res.status).toBe(200);
    const body = await res.text();
    expect(JSON.parse(body)).toMatchObject({ gift: { message: "Mabrook", wrap: 500, recipientName: "Hessa" } });
    expect(body).not.toContain("7777");
  });

  it("audits the owner's wrap setting and refuses it to staff and to bad prices", async () => {
    await setWrap({ giftWrapOffered: true, giftWrapPrice: 2000 });
    await setWrap({ giftWrapPrice: 3000 });
    const entries = await shop.t.db.kysely
      .selectFrom("audit_log")
      .select("detail")
      .where("action", "=", "settings.update")
      .where("target", "=", "shop")
      .execute();
    const details = entries.map(
      (e) => JSON.parse(e.detail!) as { before: { giftWrapPrice: number }; after: { giftWrapPrice: number } },
    );
    expect(details).toContainEqual(
      expect.objectContaining({
        before: expect.objectContaining({ giftWrapPrice: 2000 }),
        after: expect.objectContaining({ giftWrapPrice: 3000 }),
      }),
    );
    expect((await sendJson(shop.app, shop.staff, "PATCH", "/api/admin/settings", { giftWrapPrice: 0 })).status).toBe(403);
    for (const giftWrapPrice of [-1, 12.5, "10"]) {
      const res = await sendJson(shop.app, shop.owner, "PATCH", "/api/admin/settings", { giftWrapPrice });
      expect(res.status).toBe(422);
    }
    expect((await (await shop.app.request("/api/admin/settings", { headers: shop.owner })).json()).giftWrapPrice).toBe(3000);
  });
});
