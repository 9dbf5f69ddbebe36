// An order storm against a real server process on SQLite, killed with SIGKILL at a random moment:
// every order acknowledged with 201 must be in the database with all its items, and the database
// must open cleanly. CRASH_ROUNDS makes the run longer.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { afterAll, describe, expect, it, vi } from "vitest";
import { spawnOrderServer } from "./support/spawn-server";
import { validCustomer } from "./support/orders";

const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 3);
const IN_FLIGHT = 16;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-crash-"));
const file = path.join(dir, "shop.db");
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

interface Acked {
  id: string;
  lines: number;
  total: number;
}

async function storm(url: string, acked: Acked[], stop: { now: boolean }) {
  let n = 0;
  const worker = async () => {
    while (!stop.now) {
      n += 1;
      const items = [
        { type: "product", productId: String((n % 8) + 1), quantity: (n % 3) + 1 },
        ...(n % 2 ? [{ type: "bundle", bundleId: "bundle1", quantity: 1 }] : []),
        ...(n % 5 === 0 ? [{ type: "custom-trio", productIds: ["1", "2", "3"], quantity: 1 }] : []),
      ];
      try {
        const res = await fetch(`${url}/api/orders`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ customer: validCustomer, items }),
        });
        if (res.status === 201) {
          const order = (await res.json()) as { id: string; total: number };
          acked.push({ id: order.id, lines: items.length, total: order.total });
        }
      } catch {
        // The process died under us: this request was never acknowledged.
        return;
      }
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
}

describe("crash safety on SQLite", () => {
  it(`keeps every acknowledged order through ${ROUNDS} SIGKILLs`, async () => {
    const acked: Acked[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const server = await spawnOrderServer({ DATABASE_URL: `file:${file}` });
      const stop = { now: false };
      const before = acked.length;
      const running = storm(server.url, acked, stop);
      // The kill comes at a random moment once orders are being acknowledged: on a loaded
      // machine the first answers can take longer than the random delay itself.
      await vi.waitFor(() => expect(acked.length).toBeGreaterThan(before), { timeout: 30_000, interval: 20 });
      await new Promise((r) => setTimeout(r, 300 + Math.random() * 900));
      server.child.kill("SIGKILL");
      await server.exited;
      stop.now = true;
      await running;
    }
    expect(acked.length).toBeGreaterThan(ROUNDS * 5);

    const db = new BetterSqlite3(file, { readonly: false });
    try {
      expect(db.pragma("integrity_check", { simple: true })).toBe("ok");
      const orderRow = db.prepare("select final_total from orders where id = ?");
      const itemCount = db.prepare("select count(*) as n from order_items where order_id = ?");
      const missing = acked.filter((a) => {
        const row = orderRow.get(a.id) as { final_total: number } | undefined;
        const items = (itemCount.get(a.id) as { n: number }).n;
        return !row || row.final_total !== a.total || items !== a.lines;
      });
      expect(missing).toEqual([]);
    } finally {
      db.close();
    }
  }, 120_000);
});
