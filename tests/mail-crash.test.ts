// A server process killed (SIGKILL) between an order's commit and its e-mail's sending: the message
// is in the outbox, and the next start sends it, exactly once. The first mail server
// never greets, so the kill lands while the message is claimed and on its way.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { spawnOrderServer } from "./support/spawn-server";
import { orderBody } from "./support/orders";
import { startSmtp } from "./support/smtp";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-mail-crash-"));
const file = path.join(dir, "shop.db");
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const outbox = () => {
  const db = new BetterSqlite3(file, { readonly: true });
  try {
    return db.prepare("select status, attempts, claimed_until from mail_outbox").all() as {
      status: string;
      attempts: number;
      claimed_until: string | null;
    }[];
  } finally {
    db.close();
  }
};

describe("mail after a crash", () => {
  it("is sent after the restart, once", { timeout: 60_000 }, async () => {
    const silent = await startSmtp({ hang: true });
    const first = await spawnOrderServer({ DATABASE_URL: `file:${file}`, SMTP_URL: silent.url });
    const res = await fetch(`${first.url}/api/orders`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(orderBody()),
    });
    expect(res.status).toBe(201);
    // The sender has the message and is waiting for the server's greeting.
    const deadline = Date.now() + 10_000;
    while (silent.connections === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(silent.connections).toBe(1);
    first.child.kill("SIGKILL");
    await first.exited;
    await silent.stop();
    expect(outbox()).toMatchObject([{ status: "pending", attempts: 0 }]);
    expect(outbox()[0].claimed_until).not.toBeNull();

    const smtp = await startSmtp();
    const second = await spawnOrderServer({ DATABASE_URL: `file:${file}`, SMTP_URL: smtp.url });
    try {
      const [mail] = await smtp.waitFor(1);
      expect(mail.subject).toMatch(/#\d+/);
      // Nothing more comes: the message was sent once.
      await new Promise((r) => setTimeout(r, 1_000));
      expect(smtp.received).toHaveLength(1);
      expect(outbox()).toMatchObject([{ status: "sent", attempts: 1 }]);
    } finally {
      second.child.kill("SIGTERM");
      await second.exited;
      await smtp.stop();
    }
  });
});
