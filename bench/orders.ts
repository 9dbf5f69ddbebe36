// Placing orders: POST /api/orders with distinct valid carts at 64 connections against the real
// order server on SQLite, beside a bare node:http JSON endpoint in the same run.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import BetterSqlite3 from "better-sqlite3";
import { spawnOrderServer } from "../tests/support/spawn-server";
import { validCustomer } from "../tests/support/orders";

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 64;

function cartFor(n: number) {
  const items = [{ type: "product", productId: String((n % 8) + 1), quantity: (n % 4) + 1 }];
  if (n % 3 === 0) items.push({ type: "bundle", bundleId: n % 2 ? "bundle1" : "bundle2", quantity: 1 } as never);
  if (n % 7 === 0) items.push({ type: "custom-trio", productIds: ["1", "4", String((n % 3) + 5)], quantity: 1 } as never);
  return JSON.stringify({ customer: { ...validCustomer, name: `Shopper ${n}` }, items });
}

// A fixed number of requests rather than a duration: every answer is then counted, so the
// stored orders can be compared with the 201s exactly.
async function load(url: string, amount: number) {
  let n = 0;
  let created = 0;
  const result = await autocannon({
    url: `${url}/api/orders`,
    connections: CONNECTIONS,
    amount,
    method: "POST",
    headers: { "content-type": "application/json" },
    requests: [{ setupRequest: (req) => ({ ...req, body: cartFor(n++) }), onResponse: (status) => void (status === 201 && created++) }],
  });
  return { result, created };
}

export async function benchOrders() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-bench-orders-"));
  const file = path.join(dir, "shop.db");
  const bare = spawn(process.execPath, ["--import", "tsx", path.resolve("bench/bare-server.ts")], { stdio: ["pipe", "pipe", "inherit"] });
  bare.stdin.end();
  const bareUrl = await new Promise<string>((resolve) =>
    bare.stdout.on("data", (d) => {
      const m = /listening (\d+)/.exec(String(d));
      if (m) resolve(`http://127.0.0.1:${m[1]}`);
    }),
  );
  const baseline = await load(bareUrl, 40_000 * DURATION);
  bare.kill();

  const shop = await spawnOrderServer({ DATABASE_URL: `file:${file}` });
  const run = await load(shop.url, 1_000 * DURATION);
  shop.child.kill("SIGTERM");
  await shop.exited;

  const db = new BetterSqlite3(file, { readonly: true });
  const stored = (db.prepare("select count(*) as n from orders").get() as { n: number }).n;
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });

  const rps = run.created / run.result.duration;
  const bareRps = baseline.result.requests.average;
  return [
    { figure: "orders/s (SQLite, 64 conns)", value: Math.round(rps), target: ">= 1000", pass: rps >= 1000 },
    { figure: "bare node:http JSON req/s", value: Math.round(bareRps), target: "(yardstick)", pass: true },
    { figure: "orders vs bare", value: `${((rps / bareRps) * 100).toFixed(1)}%`, target: ">= 25%", pass: rps / bareRps >= 0.25 },
    { figure: "order p99 latency ms", value: run.result.latency.p99, target: "< 100", pass: run.result.latency.p99 < 100 },
    { figure: "non-2xx answers", value: run.result.non2xx, target: "0", pass: run.result.non2xx === 0 },
    { figure: "stored orders = 201 answers", value: `${stored} = ${run.created}`, target: "equal", pass: stored === run.created },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await benchOrders();
  console.table(rows);
}
