// Placing orders: POST /api/orders with distinct valid carts at 64 connections against the shop's
// production server on SQLite, beside a bare node:http JSON endpoint in the same run. Afterwards
// the stored orders are counted against the 201 answers.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import BetterSqlite3 from "better-sqlite3";
import { validCustomer } from "../tests/support/orders";
import { startBare, startShop } from "./processes";
import { printTable, type Row } from "./report";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 64;
const ROUNDS = 3;

/**
 * Every request a different order: products, quantities, bundles and custom trios vary with n, and
 * so do the shopper's name and phone number (nothing the server might remember is repeated).
 */
export function cartFor(n: number): string {
  const items: unknown[] = [{ type: "product", productId: String((n % 8) + 1), quantity: (n % 4) + 1 }];
  if (n % 3 === 0) items.push({ type: "bundle", bundleId: n % 2 ? "bundle1" : "bundle2", quantity: 1 });
  if (n % 7 === 0) items.push({ type: "custom-trio", productIds: ["1", "4", String((n % 3) + 5)], quantity: 1 });
  const phone = `+974 55${String(n % 1_000_000)
    .padStart(6, "0")
    .replace(/^(\d\d)/, "$1 ")}`;
  return JSON.stringify({ customer: { ...validCustomer, name: `Shopper ${n}`, phone }, items });
}

// A fixed number of requests rather than a duration: every answer is then counted, so the
// stored orders can be compared with the 201s exactly. The rate is the answers over the time from
// the start to the LAST answer: autocannon reports an `amount` run as finished only at its next
// one-second tick, and timing until then rounded every run up to whole seconds (until 2026-11-23
// both figures here were so rounded, and their ratio was simply the ratio of the two amounts).
export async function orderLoad(url: string, amount: number) {
  let n = 0;
  let created = 0;
  let answered = 0;
  const started = performance.now();
  let last = started;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    amount,
    method: "POST",
    headers: { "content-type": "application/json" },
    requests: [
      {
        setupRequest: (req) => ({ ...req, body: cartFor(n++) }),
        onResponse: (status) => {
          answered++;
          if (status === 201) created++;
          last = performance.now();
        },
      },
    ],
  });
  return { result, created, answered, seconds: (last - started) / 1000 };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function benchOrders(): Promise<Row[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-bench-orders-"));
  const file = path.join(dir, "shop.db");
  const bare = await startBare();
  let shop = await startShop({ DATABASE_URL: `file:${file}` });
  // BENCH_STOCK=1: every perfume's stock is tracked (plenty of it), so each order also takes stock
  //. The shop reads the catalogue at start: set it, then start the shop again.
  if (process.env.BENCH_STOCK) {
    await shop.stop();
    const db = new BetterSqlite3(file);
    db.prepare("update product_variants set stock = 1000000000").run();
    db.close();
    shop = await startShop({ DATABASE_URL: `file:${file}` });
  }
  try {
    const count = () => {
      const db = new BetterSqlite3(file, { readonly: true });
      const n = (db.prepare("select count(*) as n from orders").get() as { n: number }).n;
      db.close();
      return n;
    };
    // Warm up both alike (JIT, statement cache); the measured orders are those added after it.
    await orderLoad(`${bare.url}/api/orders`, 5_000);
    await orderLoad(`${shop.url}/api/orders`, 5_000);
    const warmup = count();
    // Rounds of bare then shop, side by side: the machine is shared, so each ratio compares two
    // runs a few seconds apart, and the median round is reported.
    const rounds: { rps: number; bareRps: number; p99: number; created: number; failures: number }[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const baseline = await orderLoad(`${bare.url}/api/orders`, Math.round(20_000 * (SECONDS / ROUNDS)));
      // Sized for rounds of about the same length as the bare server's at the rates seen here.
      const run = await orderLoad(`${shop.url}/api/orders`, Math.round(5_000 * (SECONDS / ROUNDS)));
      rounds.push({
        rps: run.created / run.seconds,
        bareRps: baseline.answered / baseline.seconds,
        p99: run.result.latency.p99,
        created: run.created,
        failures: run.result.non2xx + run.result.errors + run.result.timeouts,
      });
    }
    await shop.stop();
    const stored = count() - warmup;
    const check = new BetterSqlite3(file, { readonly: true });
    const integrity = (check.pragma("integrity_check", { simple: true }) as string) === "ok";
    check.close();

    const rps = median(rounds.map((r) => r.rps));
    const bareRps = median(rounds.map((r) => r.bareRps));
    const ratio = median(rounds.map((r) => r.rps / r.bareRps));
    const p99 = median(rounds.map((r) => r.p99));
    const created = rounds.reduce((n, r) => n + r.created, 0);
    const failures = rounds.reduce((n, r) => n + r.failures, 0);
    return [
      { figure: "orders/s (SQLite, 64 conns)", value: Math.round(rps), target: ">= 1000", pass: rps >= 1000 },
      { figure: "bare node:http JSON req/s", value: Math.round(bareRps), target: "(yardstick)", pass: true },
      { figure: "orders vs bare", value: `${(ratio * 100).toFixed(1)}%`, target: ">= 25%", pass: ratio >= 0.25 },
      { figure: "order p99 latency ms", value: p99, target: "< 100", pass: p99 < 100 },
      {
        figure: "rounds (median reported)",
        value: rounds.map((r) => Math.round(r.rps)).join(" / "),
        target: "(orders/s each)",
        pass: true,
      },
      { figure: "failed answers (non-2xx, errors)", value: failures, target: "0", pass: failures === 0 },
      { figure: "stored orders = 201 answers", value: `${stored} = ${created}`, target: "equal", pass: stored === created },
      { figure: "integrity_check after the run", value: integrity ? "ok" : "FAILED", target: "ok", pass: integrity },
    ];
  } finally {
    await bare.stop();
    await shop.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printTable("Placing orders", await benchOrders());
}
