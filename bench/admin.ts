// Admin at scale: `npm run seed:orders` fills a fresh database with a million orders (timed), then
// the production server answers the admin's questions over it: the orders page with each status
// filter, the date filters, search by phone digits, by name and by id prefix, and the overview
// statistics, the Customers section and a customer's history (p95 of sequential requests on one keep-alive connection over loopback, so the figure
// is the server's time plus a fraction of a millisecond), and the CSV export of every order, timed,
// with the server's peak RSS read from /proc afterwards. On SQLite, and on PostgreSQL when a URL is
// given (a database of its own is created and dropped).
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { ORDER_STATUSES } from "../app/shared/order";
import { startShop, type Running } from "./processes";
import { printTable, type Row } from "./report";

const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const SAMPLES = Number(process.env.BENCH_ADMIN_SAMPLES ?? 40);
const PASSWORD = randomBytes(18).toString("base64url");

const tsx = (script: string, args: string[], env: Record<string, string>) =>
  execFileSync(process.execPath, ["--import", "tsx", script, ...args], {
    env: { ...process.env, NODE_ENV: "production", ...env },
    stdio: ["ignore", "pipe", "inherit"],
    maxBuffer: 64 * 1024 * 1024,
  });

interface Database {
  url: string;
  drop(): Promise<void>;
}

export function sqliteDatabase(): Database {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-bench-admin-"));
  return { url: `file:${path.join(dir, "shop.db")}`, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

export async function postgresDatabase(serverUrl: string): Promise<Database> {
  const name = `shop_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

const p95 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)];
};

async function signIn(shop: Running): Promise<Record<string, string>> {
  const res = await fetch(`${shop.url}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: shop.url, "sec-fetch-site": "same-origin" },
    body: JSON.stringify({ username: "bench", password: PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  const cookie = res.headers.get("set-cookie")!.split(";")[0];
  return { cookie };
}

/** Sequential requests after a warm-up; every answer must be 200. */
async function timeRequests(url: string, headers: Record<string, string>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < SAMPLES + 3; i++) {
    const start = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    if (i >= 3) times.push(performance.now() - start);
  }
  return p95(times);
}

/** The process's resident set now (VmRSS) or its lifetime peak (VmHWM), in MB. */
export function memoryMb(pid: number, field: "VmRSS" | "VmHWM"): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)![1]) / 1024);
}

export async function benchAdmin(engine: "sqlite" | "postgres", postgresUrl?: string): Promise<Row[]> {
  // BENCH_ADMIN_DATABASE_URL: an already seeded database to query (kept; the seed is not timed),
  // for trying a change to a query without seeding a million orders each time.
  const given = process.env.BENCH_ADMIN_DATABASE_URL;
  const database: Database = given
    ? { url: given, drop: async () => {} }
    : engine === "sqlite"
      ? sqliteDatabase()
      : await postgresDatabase(postgresUrl!);
  const rows: Row[] = [];
  const label = (s: string) => `${engine}: ${s}`;
  try {
    if (!given) {
      const seedStart = performance.now();
      tsx("scripts/seed-orders.ts", ["--count", String(ORDERS)], { DATABASE_URL: database.url });
      const seedSeconds = (performance.now() - seedStart) / 1000;
      rows.push({
        figure: label(`seed ${ORDERS.toLocaleString("en-US")} orders, s`),
        value: Math.round(seedSeconds),
        target: "< 300",
        pass: seedSeconds < 300,
      });
    }
    if (engine === "postgres") {
      // What autovacuum does on a default server after a bulk load (it is off on some test
      // servers): without statistics the planner scans all of order_items for every page of the
      // export, and the trigram indexes' pending lists are merged. The checkpoint writes out the
      // load, rather than under the first queries measured.
      const c = new pg.Client({ connectionString: database.url });
      await c.connect();
      await c.query("vacuum analyze");
      await c.query("checkpoint");
      await c.end();
    }
    tsx("scripts/admin-create.ts", ["--username", "bench"], { DATABASE_URL: database.url, ADMIN_PASSWORD: PASSWORD });

    const shop = await startShop({ DATABASE_URL: database.url });
    try {
      const headers = await signIn(shop);
      const api = `${shop.url}/api/admin`;
      // A real order somewhere in the middle of the data to search for.
      const deep = (await (await fetch(`${api}/orders?page=2000&pageSize=1`, { headers })).json()) as {
        orders: { id: string; customer: { name: string; phoneNumber: string | null; phone: string } }[];
      };
      const sample = deep.orders[0];
      const phoneDigits = (sample.customer.phoneNumber ?? sample.customer.phone).replace(/\D/g, "").slice(-8);
      const cases: [string, string][] = [
        ...(["All", ...ORDER_STATUSES] as string[]).map((s): [string, string] => [`orders, status ${s}`, `orders?status=${s}`]),
        ["orders, page 100 of All", "orders?page=100"],
        ["orders, today", "orders?range=today"],
        ["orders, last 7 days", "orders?range=7d"],
        ["orders, last 30 days", "orders?range=30d&status=Delivered"],
        ["orders, custom range (a year ago)", `orders?range=custom&from=${dayAgo(400)}&to=${dayAgo(370)}`],
        ["search phone digits", `orders?q=${phoneDigits}`],
        ["search name", `orders?q=${encodeURIComponent(sample.customer.name)}`],
        ["search id prefix", `orders?q=${sample.id.slice(0, 8)}`],
        ["customers, first page", "customers"],
        ["customers, page 100", "customers?page=100"],
        ["customers, search number start", `customers?search=${phoneDigits.slice(0, 4)}`],
        ["customers, search name start", `customers?search=${encodeURIComponent(sample.customer.name.split(" ")[0])}`],
        ["customer history", `customers/${encodeURIComponent(`+974${phoneDigits}`)}`],
        ["orders, not confirmed", "orders?review=unconfirmed"],
        ["overview statistics", "stats"],
        ["overview statistics, 30 days", "stats?range=30d"],
        ["cash-flow series", "stats/daily?range=30d"],
        // Issue 22: the Cash section's day and month, computed from the orders each time.
        ["cash, today", "cash"],
        ["cash, 30 days", `cash?from=${dayAgo(29)}&to=${dayAgo(0)}`],
        ["orders, one driver", "orders?driver=seed-driver-1"],
      ];
      for (const [name, query] of cases) {
        const ms = await timeRequests(`${api}/${query}`, headers);
        rows.push({ figure: label(`${name}, p95 ms`), value: Math.round(ms * 10) / 10, target: "< 50", pass: ms < 50 });
      }

      // The peak during the export, sampled: the lifetime peak (VmHWM) is set at start-up, when
      // the sign-in hasher's warm-up runs scrypt with 128 MiB of memory (docs/decisions/003).
      const pid = shop.child.pid!;
      const before = memoryMb(pid, "VmRSS");
      let rss = before;
      const sampler = setInterval(() => (rss = Math.max(rss, memoryMb(pid, "VmRSS"))), 50);
      // A shopper's question every 20 ms meanwhile: what the export costs the shop's event loop.
      const during: number[] = [];
      let exporting = true;
      const shopper = (async () => {
        while (exporting) {
          const asked = performance.now();
          await (await fetch(`${shop.url}/api/catalogue`)).arrayBuffer();
          during.push(performance.now() - asked);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      })();
      const exportStart = performance.now();
      const res = await fetch(`${api}/orders/export.csv`, { headers });
      let lines = 0;
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        // indexOf, not a loop over every byte: the client shares the server's two cores.
        for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines += 1;
      }
      const exportSeconds = (performance.now() - exportStart) / 1000;
      exporting = false;
      await shopper;
      during.sort((a, b) => a - b);
      clearInterval(sampler);
      rss = Math.max(rss, memoryMb(pid, "VmRSS"));
      rows.push(
        {
          figure: label("CSV export of all orders, s"),
          value: Math.round(exportSeconds * 10) / 10,
          target: "< 30",
          pass: res.status === 200 && exportSeconds < 30,
        },
        { figure: label("CSV rows (header + orders)"), value: lines, target: `>= ${ORDERS + 1}`, pass: lines >= ORDERS + 1 },
        {
          figure: label("/api/catalogue during the export, p99 ms"),
          value: Math.round(during[Math.floor(during.length * 0.99)] * 10) / 10,
          target: "(reference)",
          pass: true,
        },
        // What the questions above left it holding: the export's own part is the difference.
        { figure: label("server RSS before the export, MB"), value: before, target: "(reference)", pass: true },
        { figure: label("server peak RSS during the export, MB"), value: rss, target: "< 300", pass: rss < 300 },
        {
          figure: label("server lifetime peak RSS (VmHWM), MB"),
          value: memoryMb(pid, "VmHWM"),
          target: "(reference)",
          pass: true,
        },
      );
    } finally {
      await shop.stop();
    }
  } finally {
    await database.drop();
  }
  return rows;
}

function dayAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const engine = process.argv[2] === "postgres" ? "postgres" : "sqlite";
  printTable("Admin at scale", await benchAdmin(engine, process.env.BENCH_POSTGRES_URL ?? process.env.TEST_DATABASE_URL));
}
