// The default transports write each message as a file of its own (docs/decisions/021): messages
// written in the same second are as many files, a file appears whole or not at all, and a file
// once written is never written over, not even by a retry of its own message.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { releaseBackInStock, requestBackInStock } from "../server/back-in-stock/back-in-stock";
import { createMailTransport } from "../server/mail/transport";
import { createPhoneTransport } from "../server/messages/phone-transport";
import { createTestDb, engines, type TestDb } from "./support/test-db";
import { phoneSender, runOnce } from "./support/phone-senders";

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "shop-message-files-"));

describe.each(engines)("message files on %s", (engine) => {
  let t: TestDb;

  beforeAll(async () => {
    t = await createTestDb(engine);
  });
  afterAll(async () => t.cleanup());

  it("six back-in-stock messages written in one second are six files, e-mails and phones alike", async () => {
    const now = new Date();
    await t.db.kysely.updateTable("product_variants").set({ stock: 0 }).where("id", "=", "2-100").execute();
    const emails = Array.from({ length: 6 }, (_, i) => `same-second-${i}@example.qa`);
    const phones = Array.from({ length: 6 }, (_, i) => `+9745555070${i}`);
    const recipients = [...emails.map((email) => ({ email })), ...phones.map((phone) => ({ phone }))];
    for (const recipient of recipients)
      await requestBackInStock(
        t.db,
        { variantId: "2-100", recipient, language: "en", accountId: null, origin: "https://shop.example" },
        now,
      );
    await t.db.kysely.updateTable("product_variants").set({ stock: 5 }).where("id", "=", "2-100").execute();
    expect(await t.db.kysely.transaction().execute((trx) => releaseBackInStock(trx, ["2-100"], now))).toBe(12);

    const dir = tempDir();
    await runOnce(phoneSender(t.db, dir, createPhoneTransport({ provider: "file", outboxDir: dir })));
    const files = fs.readdirSync(dir).sort();
    const eml = files.filter((f) => f.endsWith(".eml"));
    const txt = files.filter((f) => f.endsWith(".txt"));
    expect(eml).toHaveLength(6);
    expect(txt).toHaveLength(6);
    expect(files.filter((f) => f.includes(".partial"))).toEqual([]);
    // Each file names its recipient: every address and every phone got its own message.
    const to = eml.map((f) => /^To: (.+)$/m.exec(fs.readFileSync(path.join(dir, f), "utf8"))![1]).sort();
    expect(to).toEqual([...emails].sort());
    expect(txt.map((f) => f.replace(/^.*-(\d+)\.txt$/, "+$1")).sort()).toEqual([...phones].sort());
    // Readable and sortable: the moment first, then the kind and the message's whole id.
    const ids = await t.db.kysely
      .selectFrom("mail_outbox")
      .select("id")
      .where("kind", "=", "back-in-stock")
      .where("recipient", "in", [...emails, ...phones])
      .execute();
    for (const { id } of ids) expect(files.filter((f) => f.includes(`-back-in-stock-${id}`))).toHaveLength(1);
    expect(eml.every((f) => /^\d{8}T\d{6}Z-back-in-stock-[0-9a-f-]{36}\.eml$/.test(f))).toBe(true);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe("the file transports", () => {
  const mail = (text: string) => ({
    messageId: "<m1@example.qa>",
    from: { name: "Shop", address: "care@example.qa" },
    to: "shopper@example.qa",
    subject: "Hello",
    html: `<p>${text}</p>`,
    text,
    attachments: [],
    fileName: "20260110T080000Z-order-1001-order-received-00000000-0000-8000-8000-000000000001",
  });

  it("never write over a message's file: a second send of the same message leaves the first", async () => {
    const dir = tempDir();
    const transport = createMailTransport({ outboxDir: dir });
    await transport.send(mail("first"));
    await transport.send(mail("second"));
    const files = fs.readdirSync(dir);
    expect(files).toEqual([`${mail("").fileName}.eml`]);
    const eml = fs.readFileSync(path.join(dir, files[0]), "utf8");
    expect(eml).toContain("first");
    expect(eml).not.toContain("second");

    const phone = createPhoneTransport({ provider: "file", outboxDir: dir });
    const text = (words: string) => ({
      to: "+97455551234",
      text: words,
      code: null,
      language: "en" as const,
      fileName: "m-97455551234",
    });
    await phone.send(text("first"));
    await phone.send(text("second"));
    expect(fs.readFileSync(path.join(dir, "m-97455551234.txt"), "utf8")).toBe("To: +97455551234\n\nfirst\n");
    expect(fs.readdirSync(dir).sort()).toEqual([`${mail("").fileName}.eml`, "m-97455551234.txt"]);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("write the same message sent twice at once as one whole file, leaving nothing half written", async () => {
    const dir = tempDir();
    const phone = createPhoneTransport({ provider: "file", outboxDir: dir });
    const body = "x".repeat(200_000);
    const sends = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) =>
        phone.send({ to: "+97455551234", text: `${i}${body}`, code: null, language: "en", fileName: "m-97455551234" }),
      ),
    );
    expect(sends.filter((s) => s.status === "rejected")).toEqual([]);
    expect(fs.readdirSync(dir)).toEqual(["m-97455551234.txt"]);
    const text = fs.readFileSync(path.join(dir, "m-97455551234.txt"), "utf8");
    expect(text).toMatch(/^To: \+97455551234\n\n\dx{200000}\n$/);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
