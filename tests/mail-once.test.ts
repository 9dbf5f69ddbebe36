// A message the mail server accepted is not sent again because writing "sent" failed (a full disk,
// docs/decisions/027), on both engines, against a real SMTP server: the write is made to fail by a
// trigger, as the database itself would fail it. And every message carries one Message-ID, its
// outbox id, on every attempt.
import { Writable } from "node:stream";
import { sql } from "kysely";
import type { ParsedMail } from "mailparser";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../server/app";
import { openDatabase, type Db } from "../server/db/database";
import { createMailSender, type MailSender } from "../server/mail/mail-sender";
import { createMailTransport } from "../server/mail/transport";
import { createLogger } from "../server/log";
import type { AppServices } from "../server/services";
import type { Order } from "../app/shared/order";
import { createTestDb, engines, testServices, type TestDb } from "./support/test-db";
import { orderBody, postOrder } from "./support/orders";
import { startSmtp, type TestSmtp } from "./support/smtp";

// Short, so a claim left to expire would be taken again within the test, yet longer than a send.
const LEASE_MS = 1_000;

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`still ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Writing a message's "sent" fails while mail_record_fault has a row, as a full disk fails it. */
async function installRecordFault(db: Db) {
  await sql`create table mail_record_fault (since text)`.execute(db.kysely);
  if (db.engine === "postgres") {
    await sql`create function mail_record_fault() returns trigger language plpgsql as $$
      begin
        if exists (select 1 from mail_record_fault) then
          raise exception 'could not extend file: No space left on device' using errcode = '53100';
        end if;
        return new;
      end $$`.execute(db.kysely);
    await sql`create trigger mail_record_fault before update on mail_outbox for each row
      when (new.status = 'sent') execute function mail_record_fault()`.execute(db.kysely);
  } else {
    await sql`create trigger mail_record_fault before update on mail_outbox
      when new.status = 'sent' and exists (select 1 from mail_record_fault)
      begin select raise(abort, 'database or disk is full'); end`.execute(db.kysely);
  }
}

describe.each(engines)("mail sent once on %s", (engine) => {
  let t: TestDb;
  let services: AppServices;
  let app: ReturnType<typeof createApp>;
  let smtp: TestSmtp;
  // Another server process's sender, on its own connections (PostgreSQL) or the same file.
  let other: Db | null = null;
  let second: MailSender;
  // What the senders log, one JSON line each.
  const logged: string[] = [];
  const log = createLogger(
    "test",
    { format: "json" },
    new Writable({
      write(chunk: Buffer, _encoding, callback) {
        logged.push(...chunk.toString().split("\n").filter(Boolean));
        callback();
      },
    }),
  );

  const sender = (db: Db) =>
    createMailSender({
      db,
      log,
      transport: createMailTransport({ smtpUrl: smtp.url }),
      from: services.config.mail.from,
      shop: {
        brand: services.config.store.brand,
        email: services.config.store.email,
        phone: services.config.store.phone,
        whatsapp: services.config.store.whatsapp,
        publicOrigin: null,
      },
      firstRetryMs: 50,
      pollMs: 20,
      leaseMs: LEASE_MS,
      recordRetryMs: 40,
      busyShare: 1,
    });

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestDb(engine);
    services = testServices(t.db);
    services.mail = sender(t.db);
    services.mail.start();
    other = engine === "postgres" ? openDatabase(t.url, { schema: t.schema }) : null;
    second = sender(other ?? t.db);
    second.start();
    app = createApp(services);
    await installRecordFault(t.db);
  });
  afterAll(async () => {
    await services.mail.close();
    await second.close();
    await other?.close();
    await smtp.stop();
    await t.cleanup();
  });
  afterEach(async () => {
    await t.db.kysely.deleteFrom("mail_record_fault" as never).execute();
    smtp.received.length = 0;
    smtp.deferred.length = 0;
  });

  const place = async (email: string) => {
    const res = await postOrder(app, orderBody({ customer: { ...orderBody().customer, email } }));
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as Order;
  };
  const outbox = (orderId: string) => t.db.kysely.selectFrom("mail_outbox").selectAll().where("order_id", "=", orderId).execute();
  const messageIdOf = (id: string) => `<${id}@${services.config.mail.from.address.split("@")[1]}>`;
  const copiesTo = (address: string) =>
    smtp.received.filter((m: ParsedMail) =>
      (Array.isArray(m.to) ? m.to : [m.to]).some((a) => a?.value.some((v) => v.address === address)),
    );

  it("does not send a message again while writing that it was sent fails, and writes it once it can", async () => {
    // A first message makes the senders ready (the logo drawn), so a send takes far less than a lease.
    await place("first@example.qa");
    await smtp.waitFor(1);
    smtp.received.length = 0;
    await t.db.kysely
      .insertInto("mail_record_fault" as never)
      .values({ since: new Date().toISOString() })
      .execute();
    const order = await place("fatima@example.qa");
    await smtp.waitFor(1);
    // The write failed (the sender says so).
    await until(
      async () => logged.filter((line) => line.includes('"level":"error"')).length,
      (n) => n >= 1,
    );
    // Several leases go by while the write keeps failing: the claim is held, nobody sends it again.
    await new Promise((r) => setTimeout(r, LEASE_MS * 3));
    expect(copiesTo("fatima@example.qa")).toHaveLength(1);
    const [held] = await outbox(order.id);
    expect(held).toMatchObject({ status: "pending", attempts: 0 });
    expect(new Date(held.claimed_until!).getTime()).toBeGreaterThan(Date.now());

    // The disk has room again.
    await t.db.kysely.deleteFrom("mail_record_fault" as never).execute();
    const [sent] = await until(
      () => outbox(order.id),
      ([row]) => row.status === "sent",
    );
    expect(sent).toMatchObject({ attempts: 1, claimed_until: null, last_error: null });
    const attempts = await t.db.kysely.selectFrom("mail_attempts").selectAll().where("message_id", "=", sent.id).execute();
    expect(attempts.map((a) => a.outcome)).toEqual(["sent"]);
    await new Promise((r) => setTimeout(r, LEASE_MS));
    const copies = copiesTo("fatima@example.qa");
    expect(copies).toHaveLength(1);
    expect(copies[0].messageId).toBe(messageIdOf(sent.id));
  });

  it("keeps a message's Message-ID, its outbox id, on every attempt", async () => {
    smtp.defer.set("retry@example.qa", 2);
    const order = await place("retry@example.qa");
    const [sent] = await until(
      () => outbox(order.id),
      ([row]) => row.status === "sent",
    );
    expect(sent.attempts).toBe(3);
    const copies = copiesTo("retry@example.qa");
    expect(copies).toHaveLength(1);
    // The server read all three; each named the message alike.
    expect([...smtp.deferred, ...copies].map((m) => m.messageId)).toEqual(Array(3).fill(messageIdOf(sent.id)));
  });
});
