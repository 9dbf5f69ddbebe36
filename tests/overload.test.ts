// Far more concurrent connections than the server can serve at once: it keeps answering /healthz,
// recovers when the load stops, and loses no acknowledged order. OVERLOAD_CONNECTIONS scales it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import http from "node:http";
import BetterSqlite3 from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { spawnOrderServer } from "./support/spawn-server";
import { orderBody } from "./support/orders";

const CONNECTIONS = Number(process.env.OVERLOAD_CONNECTIONS ?? 600);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-overload-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

// Each request on its own socket (no pooling), so the server really holds CONNECTIONS sockets.
function rawPost(url: URL, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: "/api/orders",
        method: "POST",
        agent: false,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      },
      (res) => {
        let text = "";
        res.on("data", (d) => (text += d));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on("error", () => resolve({ status: 0, text: "" }));
    req.end(body);
  });
}

async function health(url: string): Promise<number> {
  const started = Date.now();
  const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(10_000) }).catch(() => null);
  if (!res || res.status !== 200) return Infinity;
  return Date.now() - started;
}

describe("overload", () => {
  it(`stays healthy under ${CONNECTIONS} concurrent checkouts and loses nothing`, async () => {
    const file = path.join(dir, "shop.db");
    // Every checkout comes from this one address: the per-address connection cap (decision 013) is for strangers.
    const server = await spawnOrderServer({ DATABASE_URL: `file:${file}`, MAX_CONNECTIONS_PER_ADDRESS: "0" });
    try {
      const url = new URL(server.url);
      const body = JSON.stringify(orderBody());
      const storm = Promise.all(Array.from({ length: CONNECTIONS }, () => rawPost(url, body)));
      const healthDuringLoad = await health(server.url);
      const results = await storm;
      const healthAfter = await health(server.url);

      expect(healthDuringLoad).toBeLessThan(10_000);
      expect(healthAfter).toBeLessThan(2_000);
      expect(results.filter((r) => r.status >= 500)).toEqual([]);
      const acked = results.filter((r) => r.status === 201).map((r) => (JSON.parse(r.text) as { id: string }).id);
      expect(acked.length).toBeGreaterThan(CONNECTIONS * 0.9);

      const db = new BetterSqlite3(file, { readonly: true });
      const has = db.prepare("select 1 from orders where id = ?");
      expect(acked.filter((id) => !has.get(id))).toEqual([]);
      db.close();
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
    }
  }, 120_000);
});
