// E-mail about orders on both engines, against a real SMTP server started here: an order
// and its status changes store their messages in their own transaction; the sender delivers them
// with the right recipients, language and contents; a mail server that is down or refuses never
// fails an order, and what was written is sent once it is back; two senders never send twice.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../server/app";
import { openDatabase } from "../server/db/database";
import { createMailSender, RECEIPT_NOT_SENT, type MailSender } from "../server/mail/mail-sender";
import { createMailTransport } from "../server/mail/transport";
import type { AppServices } from "../server/services";
import type { MessageHealth, OrderDetail, OrderMessage } from "../app/admin/orders/orders-contract";
import type { Order } from "../app/shared/order";
import { createTestDb, engines, testServices, type TestDb } from "./support/test-db";
import { orderBody, postOrder } from "./support/orders";
import { signIn, TEST_ORIGIN, useFastAuth } from "./support/admin";
import { startSmtp, type TestSmtp } from "./support/smtp";

const STAFF_EMAIL = "orders@almahaparfums.qa";

/** A sender that retries within the test's patience. */
function fastSender(services: AppServices, smtpUrl: string | null, outboxDir?: string): MailSender {
  return createMailSender({
    db: services.db,
    log: services.log,
    transport: createMailTransport(smtpUrl ? { smtpUrl } : { outboxDir: outboxDir! }),
    from: services.config.mail.from,
    shop: {
      brand: services.config.store.brand,
      email: services.config.store.email,
      phone: services.config.store.phone,
      whatsapp: services.config.store.whatsapp,
      publicOrigin: "https://almahaparfums.qa",
    },
    firstRetryMs: 100,
    pollMs: 50,
    // This process is also the mail server and the shoppers: never "busy with checkouts".
    busyShare: 1,
  });
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`still ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const to = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to : [mail.to]).flatMap((a) => a?.value.map((v) => v.address));

describe.each(engines)("order e-mail on %s", (engine) => {
  let t: TestDb;
  let services: AppServices;
  let app: ReturnType<typeof createApp>;
  let staff: Record<string, string>;
  let smtp: TestSmtp;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestDb(engine);
    services = useFastAuth(testServices(t.db, { STORE_ORDERS_EMAIL: STAFF_EMAIL }));
    services.mail = fastSender(services, smtp.url);
    services.mail.start();
    app = createApp(services);
    staff = await signIn(app, services);
  });
  afterAll(async () => {
    await services.mail.close();
    await smtp.stop();
    await t.cleanup();
  });
  afterEach(() => {
    smtp.received.length = 0;
    smtp.refuse.clear();
  });

  const place = async (overrides: Record<string, unknown> = {}) => {
    const res = await postOrder(app, orderBody(overrides));
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as Order;
  };
  const setStatus = (id: string, status: string) =>
    app.request(`/api/admin/orders/${id}/status`, {
      method: "PATCH",
      headers: { ...staff, "content-type": "application/json" },
      body: JSON.stringify({ status, ...(status === "Cancelled" ? { reason: "refused" } : {}) }),
    });
  const detail = async (id: string) =>
    (await (await app.request(`/api/admin/orders/${id}`, { headers: staff })).json()) as OrderDetail;
  const outbox = (orderId: string) =>
    t.db.kysely.selectFrom("mail_outbox").selectAll().where("order_id", "=", orderId).orderBy("created_at").execute();

  it("sends the shopper a receipt and staff an alert for a new order", async () => {
    const order = await place({
      items: [
        { type: "product", productId: "1", quantity: 2 },
        { type: "bundle", bundleId: "bundle1", quantity: 1 },
      ],
    });
    const mails = await smtp.waitFor(2);
    const receipt = mails.find((m) => to(m).includes("fatima@example.qa"))!;
    const alert = mails.find((m) => to(m).includes(STAFF_EMAIL))!;
    const reference = `#${order.orderNumber}`;
    expect(receipt.subject).toContain(reference);
    expect(receipt.text).toContain(reference);
    expect(receipt.html).toContain(order.items[0].name);
    expect(receipt.text).toContain("QR");
    expect(receipt.html).toContain("Building 12, Street 340, Zone 66");
    expect(receipt.from?.value[0]).toMatchObject({ address: services.config.store.email });
    expect(receipt.attachments.some((a) => a.contentType === "image/png" && a.cid)).toBe(true);
    expect(alert.subject).toContain(reference);
    expect(alert.text).toContain(validName);
    const rows = await until(
      () => outbox(order.id),
      (r) => r.every((m) => m.status === "sent"),
    );
    expect(rows.map((r) => [r.kind, r.recipient, r.attempts])).toEqual(
      expect.arrayContaining([
        ["order-received", "fatima@example.qa", 1],
        ["staff-new-order", STAFF_EMAIL, 1],
      ]),
    );
    const attempts = await t.db.kysely
      .selectFrom("mail_attempts")
      .select(["outcome"])
      .where(
        "message_id",
        "in",
        rows.map((r) => r.id),
      )
      .execute();
    expect(attempts.map((a) => a.outcome)).toEqual(["sent", "sent"]);
    expect(smtp.received).toHaveLength(2);
  });

  it("writes to an Arabic shopper in Arabic, right to left", async () => {
    const order = await place({ language: "ar" });
    const mails = await smtp.waitFor(2);
    const receipt = mails.find((m) => to(m).includes("fatima@example.qa"))!;
    expect(receipt.subject).toMatch(/[\u0600-\u06FF]/);
    expect(receipt.subject).toContain(String(order.orderNumber));
    expect(receipt.html).toMatch(/dir="rtl"/);
    // Staff read English whatever the shopper's language.
    const alert = mails.find((m) => to(m).includes(STAFF_EMAIL))!;
    expect(alert.subject).not.toMatch(/[\u0600-\u06FF]/);
  });

  it("tells the shopper when the order ships, arrives or is cancelled, and only then", async () => {
    const order = await place({ customer: { ...orderBody().customer, email: undefined } });
    // No address given: no receipt, only staff's alert.
    await smtp.waitFor(1);
    expect(to(smtp.received[0])).toEqual([STAFF_EMAIL]);
    expect(await outbox(order.id)).toHaveLength(1);

    const withEmail = await place();
    await smtp.waitFor(3);
    smtp.received.length = 0;
    expect((await setStatus(withEmail.id, "Processing")).status).toBe(200);
    expect((await setStatus(withEmail.id, "Shipped")).status).toBe(200);
    const [shipped] = await smtp.waitFor(1);
    expect(to(shipped)).toEqual(["fatima@example.qa"]);
    expect(shipped.subject).toContain(`#${withEmail.orderNumber}`);
    expect((await setStatus(withEmail.id, "Delivered")).status).toBe(200);
    await smtp.waitFor(3);
    const kinds = (await outbox(withEmail.id)).map((r) => r.kind);
    // Delivered also invites the buyer to review the perfumes (docs/decisions/045-reviews-from-buyers.md).
    expect(kinds).toEqual(
      ["order-received", "staff-new-order", "order-shipped", "order-delivered", "review-invitation"].filter((k) =>
        kinds.includes(k),
      ),
    );
    expect(kinds).toHaveLength(5);
    // The order dialog lists them.
    const { messages } = await detail(withEmail.id);
    expect(messages.map((m) => m.kind)).toEqual(expect.arrayContaining(["order-shipped", "order-delivered"]));
    expect(messages.every((m) => m.status === "sent" || m.status === "pending")).toBe(true);
  });

  it("takes orders while the mail server is down and sends once it is back, once", async () => {
    await smtp.stop();
    try {
      const started = performance.now();
      const order = await place();
      // The order never waits for mail.
      expect(performance.now() - started).toBeLessThan(2_000);
      const failing = await until(
        () => outbox(order.id),
        (r) => r.length === 2 && r.every((m) => m.attempts >= 1),
      );
      expect(failing.every((m) => m.status === "pending" && m.last_error)).toBe(true);
      const health = (await (await app.request("/api/admin/messages/health", { headers: staff })).json()) as MessageHealth;
      expect(health.retrying).toBeGreaterThanOrEqual(2);
    } finally {
      await smtp.start();
    }
    const mails = await smtp.waitFor(2);
    await new Promise((r) => setTimeout(r, 300));
    expect(mails).toHaveLength(2);
  });

  it("gives up at once on a refused address, warns the overview, and sends again on request", async () => {
    smtp.refuse.add("nobody@example.qa");
    const order = await place({ customer: { ...orderBody().customer, email: "nobody@example.qa" } });
    const rows = await until(
      () => outbox(order.id),
      (r) => r.some((m) => m.status === "failed"),
    );
    const failed = rows.find((m) => m.status === "failed")!;
    expect(failed.attempts).toBe(1);
    expect(failed.last_error).toMatch(/550/);
    const health = (await (await app.request("/api/admin/messages/health", { headers: staff })).json()) as MessageHealth;
    expect(health.failed).toBeGreaterThanOrEqual(1);
    expect(health.lastError).toMatch(/550/);

    smtp.refuse.clear();
    const res = await app.request(`/api/admin/messages/${failed.id}/resend`, { method: "POST", headers: staff });
    expect(res.status).toBe(201);
    const { message } = (await res.json()) as { message: OrderMessage };
    expect(message).toMatchObject({ kind: "order-received", recipient: "nobody@example.qa", status: "pending" });
    await until(
      () => outbox(order.id),
      (r) => r.find((m) => m.id === message.id)?.status === "sent",
    );
    expect(smtp.received.some((m) => to(m).includes("nobody@example.qa"))).toBe(true);
    const audit = await t.db.kysely.selectFrom("audit_log").select("actor").where("action", "=", "message.resend").execute();
    expect(audit.map((a) => a.actor)).toContain("admin");
    expect((await app.request(`/api/admin/messages/no-such-message/resend`, { method: "POST", headers: staff })).status).toBe(
      404,
    );
  });

  it("sends no receipt to an address another phone's order used within the hour, and tells staff why", async () => {
    // Someone orders with a stranger's address, then again from another phone (docs/decisions/027).
    const customer = orderBody().customer;
    const first = await place({ customer: { ...customer, email: "Victim@Example.qa" } });
    const second = await place({ customer: { ...customer, email: "victim@example.qa", phone: "+974 6666 7777" } });
    const receipts = async (orderId: string) => (await outbox(orderId)).filter((m) => m.kind === "order-received");
    const [skipped] = await until(
      () => receipts(second.id),
      ([m]) => m.status !== "pending",
    );
    expect(skipped).toMatchObject({ status: "skipped", attempts: 0, last_error: RECEIPT_NOT_SENT });
    expect(await receipts(first.id)).toMatchObject([{ status: "sent" }]);
    // Staff hear of both orders; the victim gets one receipt.
    await until(
      async () => smtp.received.filter((m) => to(m).includes(STAFF_EMAIL)).length,
      (n) => n === 2,
    );
    expect(smtp.received.filter((m) => to(m).some((a) => a?.toLowerCase() === "victim@example.qa"))).toHaveLength(1);
    const { messages } = await detail(second.id);
    expect(messages.find((m) => m.kind === "order-received")).toMatchObject({ status: "skipped", lastError: RECEIPT_NOT_SENT });

    // The first phone orders again: its receipt goes (its own address, as far as the shop can tell).
    const again = await place({ customer: { ...customer, email: "victim@example.qa" } });
    await until(
      () => receipts(again.id),
      ([m]) => m.status === "sent",
    );
    // An hour later another phone's receipt goes too.
    const hourAgo = new Date(Date.now() - 61 * 60_000).toISOString();
    await t.db.kysely
      .updateTable("mail_outbox")
      .set({ created_at: hourAgo })
      .where("order_id", "in", [first.id, second.id, again.id])
      .execute();
    const later = await place({ customer: { ...customer, email: "victim@example.qa", phone: "+974 3333 4444" } });
    await until(
      () => receipts(later.id),
      ([m]) => m.status === "sent",
    );
    // Staff can send the skipped one on purpose.
    const res = await app.request(`/api/admin/messages/${skipped.id}/resend`, { method: "POST", headers: staff });
    expect(res.status).toBe(201);
    await until(
      () => receipts(second.id),
      (r) => r.some((m) => m.status === "sent"),
    );
    expect(smtp.received.filter((m) => to(m).some((a) => a?.toLowerCase() === "victim@example.qa"))).toHaveLength(4);
  });

  it("refuses the message endpoints without a session", async () => {
    for (const [method, url] of [
      ["GET", "/api/admin/messages/health"],
      ["POST", "/api/admin/messages/x/resend"],
    ]) {
      expect((await app.request(url, { method, headers: { origin: TEST_ORIGIN } })).status, url).toBe(401);
    }
  });

  it("never sends a message twice with two senders on one database", async () => {
    // A second process's sender: its own connections to the same database.
    const other = engine === "postgres" ? openDatabase(t.url, { schema: t.schema }) : null;
    const second = createMailSender({
      db: other ?? t.db,
      log: services.log,
      transport: createMailTransport({ smtpUrl: smtp.url }),
      from: services.config.mail.from,
      shop: {
        brand: "Al Maha",
        email: "care@almahaparfums.qa",
        phone: "+974 4000 1234",
        whatsapp: "97450001234",
        publicOrigin: null,
      },
      pollMs: 5,
      batchSize: 3,
      busyShare: 1,
    });
    second.start();
    try {
      const orders = await Promise.all(Array.from({ length: 15 }, () => place()));
      await smtp.waitFor(30);
      await Promise.all([services.mail.drain(), second.drain()]);
      await new Promise((r) => setTimeout(r, 300));
      const ids = smtp.received.map((m) => m.messageId);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toHaveLength(30);
      const rows = await t.db.kysely
        .selectFrom("mail_outbox")
        .select(["attempts", "status"])
        .where(
          "order_id",
          "in",
          orders.map((o) => o.id),
        )
        .execute();
      expect(rows.every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
    } finally {
      await second.close();
      await other?.close();
    }
  });
});

const validName = orderBody().customer.name;

describe("without SMTP_URL", () => {
  let t: TestDb;
  let services: AppServices;
  let app: ReturnType<typeof createApp>;
  let staff: Record<string, string>;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-eml-"));

  beforeAll(async () => {
    t = await createTestDb("sqlite");
    // The configuration as a new shop has it: no mail server, files in MAIL_OUTBOX_DIR.
    services = useFastAuth(testServices(t.db, { MAIL_OUTBOX_DIR: dir }));
    expect(services.config.mail.transport).toEqual({ outboxDir: dir });
    services.mail.start();
    app = createApp(services);
    staff = await signIn(app, services);
  });
  afterAll(async () => {
    await services.mail.close();
    await t.cleanup();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("writes each message as an .eml file that names the order", async () => {
    const res = await postOrder(app, orderBody());
    const order = (await res.json()) as Order;
    const files = await until(
      async () => fs.readdirSync(dir).filter((f) => f.endsWith(".eml")),
      (f) => f.length >= 1,
    );
    expect(files).toHaveLength(1);
    expect(files[0]).toContain(`order-${order.orderNumber}`);
    const eml = fs.readFileSync(path.join(dir, files[0]), "utf8");
    expect(eml).toMatch(/^To: fatima@example\.qa$/m);
    expect(eml).toContain(`#${order.orderNumber}`);

    const shipped = await app.request(`/api/admin/orders/${order.id}/status`, {
      method: "PATCH",
      headers: { ...staff, "content-type": "application/json" },
      body: JSON.stringify({ status: "Shipped" }),
    });
    expect(shipped.status).toBe(200);
    const after = await until(
      async () => fs.readdirSync(dir).filter((f) => f.endsWith(".eml")),
      (f) => f.length >= 2,
    );
    expect(after).toHaveLength(2);
    expect(after.some((f) => f.includes("order-shipped"))).toBe(true);
  });

  it("gives the support contacts the owner set in the Storefront section, not the environment's", async () => {
    const envPhone = services.config.store.phone;
    const contacts = {
      phone: "+974 5555 1212",
      whatsapp: "97455551212",
      email: "care@almaha.qa",
      socialUrl: "https://www.instagram.com/almaha.new",
      socialLabel: "Instagram",
    };
    expect(envPhone).not.toBe(contacts.phone);
    const saved = await app.request("/api/admin/storefront/contacts", {
      method: "PUT",
      headers: { ...staff, "content-type": "application/json" },
      body: JSON.stringify(contacts),
    });
    expect(saved.status, await saved.clone().text()).toBe(200);

    const order = (await (await postOrder(app, orderBody())).json()) as Order;
    const mine = await until(
      // Only whole messages: the transport writes "….eml.partial" first, then renames it.
      async () => fs.readdirSync(dir).filter((f) => f.includes(`-order-${order.orderNumber}-`) && f.endsWith(".eml")),
      (f) => f.length >= 1,
    );
    const mail = await simpleParser(fs.readFileSync(path.join(dir, mine[0])));
    expect(mail.text).toContain(contacts.phone);
    expect(mail.text).toContain(`+${contacts.whatsapp}`);
    expect(mail.text).toContain(contacts.email);
    expect(mail.text).not.toContain(envPhone);
    expect(mail.html).toContain(`tel:+97455551212`);
    expect(mail.html).toContain(`mailto:${contacts.email}`);
  });
});
