// An online backup taken during an order storm holds every order committed before it began and
// passes SQLite's integrity check.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { backupSqlite } from "../server/db/backup/copy";
import { spawnOrderServer } from "./support/spawn-server";
import { orderBody } from "./support/orders";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-backup-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("online backup", () => {
  it("copies a live database without losing committed orders", async () => {
    const file = path.join(dir, "shop.db");
    const server = await spawnOrderServer({ DATABASE_URL: `file:${file}` });
    const acked: string[] = [];
    let stop = false;
    const worker = async () => {
      while (!stop) {
        const res = await fetch(`${server.url}/api/orders`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(orderBody()),
        });
        if (res.status === 201) acked.push(((await res.json()) as { id: string }).id);
      }
    };
    const storm = Promise.all(Array.from({ length: 8 }, worker));
    try {
      // The storm is on once some orders are confirmed (the first ones take longest on a busy machine).
      await expect.poll(() => acked.length, { timeout: 20_000, interval: 50 }).toBeGreaterThan(20);
      const before = [...acked];
      const target = path.join(dir, "copy.db");
      await backupSqlite(file, target);
      // Orders keep coming while and after the copy is taken.
      const after = acked.length;
      await expect.poll(() => acked.length, { timeout: 20_000, interval: 50 }).toBeGreaterThan(after + 20);
      stop = true;
      await storm;

      expect(before.length).toBeGreaterThan(0);
      const copy = new BetterSqlite3(target, { readonly: true });
      try {
        expect(copy.pragma("integrity_check", { simple: true })).toBe("ok");
        const has = copy.prepare("select 1 from orders where id = ?");
        expect(before.filter((id) => !has.get(id))).toEqual([]);
      } finally {
        copy.close();
      }
      await expect(backupSqlite(file, target)).rejects.toThrow(/exists already/);
    } finally {
      stop = true;
      server.child.kill("SIGTERM");
      await server.exited;
    }
  }, 60_000);
});
