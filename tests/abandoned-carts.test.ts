// Abandoned carts (docs/decisions/049-abandoned-carts.md) on a fixed clock: a snapshot kept only
// with consent and priced by the server, none reminded until its recipient proved their consent
// (the confirmation link sent once to a guest's contact, or a signed-in shopper's own phone), one
// cart per recipient however many snapshots race, snapshots and confirmations limited per client
// address, the first reminder after an hour idle and the second after 24 hours, never a third,
// none after an order from the same phone, e-mail or account, none after the stop link or a
// WhatsApp reply, none once order updates are off or the account is deleted, the restore link's
// lines, concurrent job runs writing one reminder, and the reminder surviving a restart in the outbox.
import { createHmac } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { Migrator } from "kysely";
import { migrateToLatest, migrationList } from "../server/db/migrate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../server/app";
import { cartsApi } from "../server/api/carts";
import { accountApi } from "../server/api/account";
import { sendDueReminders } from "../server/carts/cart-reminders";
import { createPhoneTransport } from "../server/messages/phone-transport";
import { createTestDb, engines, testServices, type TestDb } from "./support/test-db";
import { orderBody, postOrder } from "./support/orders";
import { makeDue, phoneSender, runOnce } from "./support/phone-senders";
import { FROM_SHOP_PAGES, signInShopper } from "./support/shopper";
import type { AppServices } from "../server/services";
import { storedCartOf } from "../app/shared/abandoned-carts";
import { parseStoredCart } from "../app/shared/cart";

const SECRET = "whatsapp-app-secret-for-tests";
const HOUR = 60 * 60 * 1000;
const ORIGIN = "https://shop.example";
const webhook = fs.readFileSync(path.join(__dirname, "fixtures/messages/incoming-text.webhook.json"), "utf8");

describe.each(engines)("abandoned carts on %s", (engine) => {
  let t: TestDb;
  let services: AppServices;
  let app: ReturnType<typeof createApp>;
  let api: Hono;
  // Before any order these tests place on the real clock, so "ordered since" sees them.
  let now = new Date("2026-01-10T08:00:00Z");
  const at = (ms: number) => new Date(now.getTime() + ms);

  // Each request from an address of its own unless a test names one: the per-address limits have tests of their own.
  let nextAddress = 0;
  const request = (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) =>
    api.request(url, {
      method,
      headers: {
        "content-type": "application/json",
        ...FROM_SHOP_PAGES,
        "x-forwarded-for": `198.51.${100 + Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`,
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
  const snapshot = async (body: Record<string, unknown>, cookie?: string) => {
    const res = await request("PUT", "/api/carts", body, cookie ? { cookie } : {});
    expect(res.status, await res.clone().text()).toBe(200);
    return ((await res.json()) as { token: string | null }).token;
  };
  const messagesTo = (recipient: string, kind: string) =>
    t.db.kysely
      .selectFrom("mail_outbox")
      .select(["channel", "body", "status"])
      .where("recipient", "=", recipient)
      .where("kind", "=", kind)
      .orderBy("id")
      .execute();
  /** The secret of the newest confirmation link sent to a recipient (a phone in E.164 or an e-mail). */
  const confirmationSecret = async (recipient: string) => {
    const sent = await messagesTo(recipient, "cart-confirmation");
    expect(sent.length).toBeGreaterThan(0);
    const body = JSON.parse(sent.at(-1)!.body!) as { confirmUrl: string };
    return new URL(body.confirmUrl).searchParams.get("confirm")!;
  };
  const confirm = async (recipient: string) => {
    const res = await request("POST", "/api/carts/confirm", { token: await confirmationSecret(recipient) });
    expect(res.status, await res.clone().text()).toBe(200);
  };
  /** A guest's cart, kept and confirmed from the link sent to its recipient. */
  const kept = async (body: Record<string, unknown>, recipient: string) => {
    const token = await snapshot(body);
    await confirm(recipient);
    return token;
  };
  const signIn = (phone: string) => signInShopper(api, t.db, phone, { "x-forwarded-for": `198.51.99.${nextAddress++ % 250}` });
  const items = [{ type: "product", productId: "1", quantity: 2, price: 1 }];
  const remindersTo = (recipient: string) =>
    t.db.kysely
      .selectFrom("mail_outbox")
      .select(["kind", "channel", "body", "status"])
      .where("recipient", "=", recipient)
      .where("kind", "=", "cart-reminder")
      .orderBy("id")
      .execute();
  const run = (when: Date) => sendDueReminders(t.db, when, { origin: ORIGIN });

  beforeAll(async () => {
    t = await createTestDb(engine);
    services = testServices(t.db, { TRUST_PROXY: "true", WHATSAPP_APP_SECRET: SECRET });
    app = createApp(services);
    api = new Hono();
    api.route("/api/carts", cartsApi(services, { now: () => now }));
    api.route("/api/account", accountApi(services, { now: () => now }));
  });
  afterAll(async () => t.cleanup());

  it("keeps a cart only with consent, priced by the server; unticking deletes it", async () => {
    expect(await snapshot({ items, phone: "5555 0490", language: "en" })).toBeNull();
    const token = await snapshot({ items, phone: "5555 0490", remind: true, language: "en" });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await t.db.kysely.selectFrom("abandoned_carts").selectAll().where("token", "=", token!).executeTakeFirstOrThrow();
    // Two perfumes at the catalogue's QR 85.00, whatever price the browser sent.
    expect(Number(row.value)).toBe(17000);
    expect(row.phone).toBe("+97455550490");
    expect(JSON.parse(row.items)).toEqual([{ type: "product", productId: "1", quantity: 2 }]);
    expect(await snapshot({ token, items, phone: "5555 0490", remind: false })).toBeNull();
    expect(
      await t.db.kysely.selectFrom("abandoned_carts").select("id").where("token", "=", token!).executeTakeFirst(),
    ).toBeUndefined();
    // Nothing was ever sent to it.
    now = at(2 * HOUR);
    await run(now);
    expect(await remindersTo("+97455550490")).toEqual([]);
  });

  it("answers bad input with 422 and field errors, never a 500", async () => {
    const bad = await request("PUT", "/api/carts", {
      items: [{ type: "product", productId: "1", quantity: 99 }],
      remind: true,
      phone: "12",
    });
    expect(bad.status).toBe(422);
    const body = (await bad.json()) as { errors: { field: string }[] };
    expect(body.errors.map((e) => e.field).sort()).toEqual(["items.0.quantity", "phone"]);
    const unknown = await request("PUT", "/api/carts", {
      items: [{ type: "product", productId: "nope", quantity: 1 }],
      remind: true,
      phone: "5555 0491",
    });
    expect(unknown.status).toBe(422);
    expect(((await unknown.json()) as { errors: { field: string }[] }).errors[0].field).toBe("items.0.productId");
    expect((await request("POST", "/api/carts/stop", { token: "short" })).status).toBe(422);
    expect((await request("POST", "/api/carts/restore", { token: "a".repeat(43) })).status).toBe(404);
  });

  it("reminds once after an hour idle, a second time after 24 hours, then never again; in the shopper's language", async () => {
    const start = now;
    const token = await kept({ items, phone: "5555 0492", remind: true, language: "ar" }, "+97455550492");
    expect(await run(new Date(start.getTime() + HOUR - 1000))).toBe(0);
    expect(await run(new Date(start.getTime() + HOUR))).toBe(1);
    expect(await run(new Date(start.getTime() + 2 * HOUR))).toBe(0);
    let sent = await remindersTo("+97455550492");
    expect(sent).toHaveLength(1);
    expect(sent[0].channel).toBe("phone");
    const body = JSON.parse(sent[0].body!) as { language: string; restoreUrl: string; stopUrl: string; reminder: number };
    expect(body).toMatchObject({
      language: "ar",
      reminder: 1,
      restoreUrl: `${ORIGIN}/ar/cart?restore=${token}`,
      stopUrl: `${ORIGIN}/ar/cart?stop=${token}`,
    });
    expect(await run(new Date(start.getTime() + 24 * HOUR))).toBe(1);
    expect(await run(new Date(start.getTime() + 240 * HOUR))).toBe(0);
    sent = await remindersTo("+97455550492");
    expect(sent.map((m) => (JSON.parse(m.body!) as { reminder: number }).reminder)).toEqual([1, 2]);
    const row = await t.db.kysely.selectFrom("abandoned_carts").selectAll().where("token", "=", token!).executeTakeFirstOrThrow();
    expect(Number(row.reminders_sent)).toBe(2);
  });

  it("a change to the cart starts the hour again", async () => {
    const token = await kept({ items, email: "Mariam@Example.qa", remind: true }, "mariam@example.qa");
    now = at(50 * 60_000);
    await snapshot({
      token,
      items: [{ type: "bundle", bundleId: "bundle1", quantity: 1 }],
      email: "mariam@example.qa",
      remind: true,
    });
    expect(await run(at(20 * 60_000))).toBe(0);
    expect(await run(at(HOUR))).toBe(1);
    const [mail] = await remindersTo("mariam@example.qa");
    expect(mail.channel).toBe("email");
  });

  it("sends none to a shopper who ordered since, by phone or by e-mail", async () => {
    const byPhone = await kept({ items, phone: "5555 1234", remind: true }, "+97455551234");
    const byEmail = await kept({ items, email: "fatima@example.qa", remind: true }, "fatima@example.qa");
    // The shared order builder orders from +974 5555 1234 with fatima@example.qa.
    const res = await postOrder(app, orderBody());
    expect(res.status).toBe(201);
    expect(await run(at(2 * HOUR))).toBe(0);
    expect(await remindersTo("+97455551234")).toEqual([]);
    expect(await remindersTo("fatima@example.qa")).toEqual([]);
    const rows = await t.db.kysely
      .selectFrom("abandoned_carts")
      .select(["stop_reason"])
      .where("token", "in", [byPhone!, byEmail!])
      .execute();
    expect(rows.map((r) => r.stop_reason)).toEqual(["ordered", "ordered"]);
  });

  it("the stop link ends a cart's reminders; the restore link gives back its lines", async () => {
    const token = await kept(
      { items: [...items, { type: "custom-trio", productIds: ["2", "3", "5"], quantity: 1 }], phone: "5555 0493", remind: true },
      "+97455550493",
    );
    const restored = await request("POST", "/api/carts/restore", { token });
    expect(restored.status).toBe(200);
    const { items: lines } = (await restored.json()) as { items: Parameters<typeof storedCartOf>[0] };
    expect(lines).toHaveLength(2);
    // The browser rebuilds them from the catalogue: two perfumes and a trio.
    const cart = parseStoredCart(JSON.stringify(storedCartOf(lines)), await services.catalogue.get());
    expect(cart.map((line) => line.quantity)).toEqual([2, 1]);
    expect(cart[1].isCustomBundle).toBe(true);
    const stopped = await request("POST", "/api/carts/stop", { token });
    expect(stopped.status).toBe(200);
    await run(at(30 * HOUR));
    expect(await remindersTo("+97455550493")).toEqual([]);
  });

  it("a WhatsApp reply (Meta's webhook, signed) stops the reminders to that phone", async () => {
    await kept({ items, phone: "5555 0049", remind: true }, "+97455550049");
    const sign = (raw: string) => `sha256=${createHmac("sha256", SECRET).update(raw).digest("hex")}`;
    expect((await request("POST", "/api/carts/replies", webhook)).status).toBe(401);
    expect((await request("POST", "/api/carts/replies", webhook, { "x-hub-signature-256": sign(webhook + " ") })).status).toBe(
      401,
    );
    const res = await request("POST", "/api/carts/replies", webhook, { "x-hub-signature-256": sign(webhook) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ stopped: 1 });
    expect(await run(at(2 * HOUR))).toBe(0);
    expect(await remindersTo("+97455550049")).toEqual([]);
  });

  it("a signed-in shopper's cart is kept without the box while they take order updates, and is reminded", async () => {
    const cookie = await signIn("5555 0494");
    const token = await snapshot({ items, language: "en" }, cookie);
    expect(token).not.toBeNull();
    // The account's own phone: the session proved the consent, no confirmation is asked.
    expect(await messagesTo("+97455550494", "cart-confirmation")).toEqual([]);
    expect(await run(at(HOUR))).toBe(1);
    expect(await remindersTo("+97455550494")).toHaveLength(1);
    // Order updates turned off: the cart is no longer kept.
    const off = await request("PATCH", "/api/account", { orderUpdates: false }, { cookie });
    expect(off.status, await off.clone().text()).toBe(200);
    expect(await snapshot({ token, items }, cookie)).toBeNull();
  });

  it("concurrent job runs write each reminder once", async () => {
    const phones = ["5555 0495", "5555 0496", "5555 0497"];
    for (const phone of phones) await kept({ items, phone, remind: true }, `+974${phone.replace(/\D/g, "")}`);
    const when = at(HOUR);
    const counts = await Promise.all(Array.from({ length: 6 }, () => run(when)));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(3);
    for (const phone of phones) expect(await remindersTo(`+974${phone.replace(/\D/g, "")}`)).toHaveLength(1);
  });

  it("the reminder is a row before it is sent: a failed send is retried by the next process, which writes the file", async () => {
    const token = await kept({ items, phone: "5555 0498", remind: true, language: "en" }, "+97455550498");
    // Idle for two hours on the real clock, which the senders read.
    const idleSince = new Date(Date.now() - 2 * HOUR).toISOString();
    await t.db.kysely.updateTable("abandoned_carts").set({ updated_at: idleSince }).where("token", "=", token!).execute();
    expect(await run(new Date())).toBeGreaterThanOrEqual(1);
    const [pending] = await remindersTo("+97455550498");
    expect(pending.status).toBe("pending");
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-cart-outbox-"));
    const broken = { description: "broken", send: () => Promise.reject(new Error("the phone gateway is down")) };
    await runOnce(phoneSender(t.db, dir, broken));
    const [after] = await remindersTo("+97455550498");
    expect(after.status).toBe("pending");
    await makeDue(t.db, "+97455550498");
    await runOnce(phoneSender(t.db, dir, createPhoneTransport({ provider: "file", outboxDir: dir })));
    const [sent] = await remindersTo("+97455550498");
    expect(sent.status).toBe("sent");
    expect(sent.body).toBeNull();
    const file = fs.readdirSync(dir).find((name) => name.includes("cart-reminder") && name.endsWith("97455550498.txt"));
    expect(file).toBeDefined();
    const text = fs.readFileSync(path.join(dir, file!), "utf8");
    expect(text).toContain(`${ORIGIN}/cart?restore=`);
    expect(text).toContain("Stop reminders");
  });

  it("reminds a guest only after the confirmation link sent to their phone is opened; the cart's own token cannot confirm", async () => {
    const start = now;
    const token = await snapshot({ items, phone: "5555 0481", remind: true, language: "ar" });
    // One message, to the phone typed: a link to confirm, in the shopper's language, on the shop's own address.
    const [asked] = await messagesTo("+97455550481", "cart-confirmation");
    expect(asked.channel).toBe("phone");
    const { confirmUrl } = JSON.parse(asked.body!) as { confirmUrl: string };
    expect(confirmUrl).toMatch(/^http:\/\/localhost:3000\/ar\/cart\?confirm=[A-Za-z0-9_-]{43}$/);
    expect(confirmUrl).not.toContain(token);
    // Sent as the other messages are: a file naming the phone, in Arabic, with the link.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-cart-outbox-"));
    await runOnce(phoneSender(t.db, dir, createPhoneTransport({ provider: "file", outboxDir: dir })));
    const file = fs.readdirSync(dir).find((name) => name.includes("-cart-confirmation-") && name.endsWith("97455550481.txt"));
    const text = fs.readFileSync(path.join(dir, file!), "utf8");
    expect(text).toContain("To: +97455550481");
    expect(text).toContain(`تأكيد التذكيرات: ${confirmUrl}\n`);
    fs.rmSync(dir, { recursive: true, force: true });
    // Not confirmed: nothing is reminded, however long it waits.
    expect(await run(new Date(start.getTime() + 2 * HOUR))).toBe(0);
    expect(await run(new Date(start.getTime() + 30 * HOUR))).toBe(0);
    expect(await remindersTo("+97455550481")).toEqual([]);
    // Whoever made the cart holds its token, which is not the confirmation.
    expect((await request("POST", "/api/carts/confirm", { token })).status).toBe(404);
    now = new Date(start.getTime() + 31 * HOUR);
    // The link as the shopper got it (the outbox forgets a message's body once it is sent).
    const secret = new URL(confirmUrl).searchParams.get("confirm")!;
    expect((await request("POST", "/api/carts/confirm", { token: secret })).status).toBe(200);
    // A link works once.
    expect((await request("POST", "/api/carts/confirm", { token: secret })).status).toBe(404);
    // The hour counts from the confirmation.
    expect(await run(at(HOUR - 1000))).toBe(0);
    expect(await run(at(HOUR))).toBe(1);
    expect(await remindersTo("+97455550481")).toHaveLength(1);
  });

  it("sends an unanswered confirmation once a month: unticking and ticking again asks nobody twice", async () => {
    const first = await snapshot({ items, email: "once@example.qa", remind: true });
    expect(await snapshot({ token: first, items, email: "once@example.qa", remind: false })).toBeNull();
    const again = await snapshot({ items, email: "once@example.qa", remind: true });
    expect(again).not.toBeNull();
    expect(await messagesTo("once@example.qa", "cart-confirmation")).toHaveLength(1);
    expect(await run(at(2 * HOUR))).toBe(0);
    expect(await remindersTo("once@example.qa")).toEqual([]);
  });

  it("25 snapshots to one phone from one address: 20 answered, then 429; one cart kept, one confirmation, no reminder", async () => {
    const from = { "x-forwarded-for": "203.0.113.77" };
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++)
      statuses.push((await request("PUT", "/api/carts", { items, phone: "5555 0482", remind: true }, from)).status);
    expect(statuses[0]).toBe(200);
    // One cart per recipient: the others are refused, and do not replace it.
    expect(statuses.slice(1, 20).every((s) => s === 409)).toBe(true);
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
    const limited = await request("PUT", "/api/carts", { items, phone: "5555 0483", remind: true }, from);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(
      await t.db.kysely.selectFrom("abandoned_carts").select("id").where("phone", "=", "+97455550482").execute(),
    ).toHaveLength(1);
    expect(await messagesTo("+97455550482", "cart-confirmation")).toHaveLength(1);
    await run(at(2 * HOUR));
    await run(at(30 * HOUR));
    expect(await remindersTo("+97455550482")).toEqual([]);
  });

  it("simultaneous snapshots for one phone keep one cart and send one confirmation", async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => request("PUT", "/api/carts", { items, phone: "5555 0484", remind: true })),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    expect(
      await t.db.kysely.selectFrom("abandoned_carts").select("id").where("phone", "=", "+97455550484").execute(),
    ).toHaveLength(1);
    expect(await messagesTo("+97455550484", "cart-confirmation")).toHaveLength(1);
  });

  it("lets exactly 20 of 30 simultaneous snapshots from one address through", async () => {
    const from = { "x-forwarded-for": "203.0.113.79" };
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        request("PUT", "/api/carts", { items, email: `burst-${i}@example.qa`, remind: true }, from),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
  });

  it("limits confirmations to new recipients to 20 an hour from one client address", async () => {
    const from = { "x-forwarded-for": "203.0.113.78" };
    const statuses: number[] = [];
    const start = now;
    for (let i = 0; i < 21; i++) {
      // A minute apart in tens, under the snapshots' own limit.
      now = new Date(start.getTime() + Math.floor(i / 10) * 2 * 60_000);
      const phone = `5555 1${String(i).padStart(3, "0")}`;
      statuses.push((await request("PUT", "/api/carts", { items, phone, remind: true }, from)).status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect(await messagesTo("+97455551020", "cart-confirmation")).toEqual([]);
  });

  it("a signed-in shopper who types another phone must confirm it like a guest", async () => {
    const cookie = await signIn("5555 0485");
    const token = await snapshot({ items, phone: "5555 0486", remind: true }, cookie);
    expect(token).not.toBeNull();
    expect(await messagesTo("+97455550485", "cart-confirmation")).toEqual([]);
    expect(await messagesTo("+97455550486", "cart-confirmation")).toHaveLength(1);
    expect(await run(at(2 * HOUR))).toBe(0);
    expect(await remindersTo("+97455550486")).toEqual([]);
    expect(await remindersTo("+97455550485")).toEqual([]);
  });

  it("turning order updates off erases the kept cart and its waiting reminder at once", async () => {
    const cookie = await signIn("5555 0487");
    const token = await snapshot({ items, language: "en" }, cookie);
    expect(token).not.toBeNull();
    expect(await run(at(HOUR))).toBe(1);
    const [waiting] = await remindersTo("+97455550487");
    expect(waiting.status).toBe("pending");
    const off = await request("PATCH", "/api/account", { orderUpdates: false }, { cookie });
    expect(off.status, await off.clone().text()).toBe(200);
    expect(await t.db.kysely.selectFrom("abandoned_carts").select("id").where("phone", "=", "+97455550487").execute()).toEqual(
      [],
    );
    expect(await remindersTo("+97455550487")).toEqual([]);
    expect(await run(at(30 * HOUR))).toBe(0);
    expect(await remindersTo("+97455550487")).toEqual([]);
  });

  it("deleting the account erases its cart and the reminder waiting for it at once", async () => {
    const cookie = await signIn("5555 0488");
    expect(await snapshot({ items: [{ type: "product", productId: "2", quantity: 1 }] }, cookie)).not.toBeNull();
    expect(await run(at(HOUR))).toBe(1);
    const [waiting] = await remindersTo("+97455550488");
    expect(waiting.status).toBe("pending");
    const gone = await request("DELETE", "/api/account", undefined, { cookie });
    expect(gone.status, await gone.clone().text()).toBeLessThan(300);
    expect(await t.db.kysely.selectFrom("abandoned_carts").select("id").where("phone", "=", "+97455550488").execute()).toEqual(
      [],
    );
    expect(await remindersTo("+97455550488")).toEqual([]);
    expect(await run(at(30 * HOUR))).toBe(0);
  });

  it("a signed-in shopper takes over the cart kept for their own phone, from any browser", async () => {
    const guest = await kept({ items, phone: "5555 0489", remind: true }, "+97455550489");
    const cookie = await signIn("5555 0489");
    // Another browser, without the token: the session proves the phone is theirs.
    expect(await snapshot({ items: [{ type: "product", productId: "2", quantity: 1 }] }, cookie)).toBe(guest);
    const rows = await t.db.kysely.selectFrom("abandoned_carts").selectAll().where("phone", "=", "+97455550489").execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].account_id).not.toBeNull();
    expect(await run(at(HOUR))).toBe(1);
  });
});

describe.each(engines)("carts kept before consent had to be proved, on %s", (engine) => {
  it("keeps the newest of each phone's carts, and confirms only those whose contacts are their account's own", async () => {
    const t = await createTestDb(engine, { migrate: false, ownDatabase: true });
    try {
      const migrator = new Migrator({
        db: t.db.kysely,
        provider: { getMigrations: async () => migrationList() },
        ...(t.db.schema ? { migrationTableSchema: t.db.schema } : {}),
      });
      expect((await migrator.migrateTo("053_daily_totals_at_commit")).error).toBeUndefined();
      const at = (minute: number) => new Date(Date.UTC(2026, 0, 10, 8, minute)).toISOString();
      await t.db.kysely
        .insertInto("accounts")
        .values({
          id: "acc",
          phone_number: "+97455550470",
          email: null,
          email_verified: 0,
          name: null,
          language: "en",
          offers_consented_at: null,
          created_at: at(0),
          updated_at: at(0),
          last_sign_in_at: at(0),
        })
        .execute();
      const cart = (id: string, phone: string, minute: number, account: string | null = null) => ({
        id,
        token: id.padEnd(43, "x"),
        account_id: account,
        phone,
        email: null,
        language: "en",
        consent: 1,
        consented_at: at(minute),
        items: "[]",
        item_count: 1,
        value: 8500,
        started_at: at(minute),
        created_at: at(minute),
        updated_at: at(minute),
      });
      await t.db.kysely
        .insertInto("abandoned_carts")
        .values([
          cart("older", "+97455550471", 1),
          cart("newer", "+97455550471", 2),
          cart("own", "+97455550470", 3, "acc"),
          cart("typed", "+97455550472", 4, "acc"),
        ] as never)
        .execute();
      await migrateToLatest(t.db);
      const rows = await t.db.kysely.selectFrom("abandoned_carts").select(["id", "confirmed_at"]).orderBy("id").execute();
      expect(rows).toEqual([
        { id: "newer", confirmed_at: null },
        { id: "own", confirmed_at: at(3) },
        { id: "typed", confirmed_at: null },
      ]);
    } finally {
      await t.cleanup();
    }
  });
});
