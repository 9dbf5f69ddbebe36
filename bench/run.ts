// `npm run bench`: every benchmark of docs/PERFORMANCE.md in one run, a table of figure, target
// and result for each, and everything in bench/results.json with the machine it ran on.
//   BENCH_ONLY=pages,orders,admin,soak   which sections (default all)
//   BENCH_POSTGRES_URL                   a PostgreSQL server for the admin section's second run
//                                        (TEST_DATABASE_URL if unset; skipped without either)
//   BENCH_SECONDS, BENCH_ORDERS, BENCH_SOAK_MINUTES, BENCH_SOAK_RATE, BENCH_ADMIN_SAMPLES
//                                        sizes (defaults: 10 s, 1,000,000 orders, 10 min, 400/s, 40)
import fs from "node:fs";
import os from "node:os";
import { benchAdmin } from "./admin";
import { benchOrders } from "./orders";
import { benchPages } from "./pages";
import { printTable, type Row } from "./report";
import { benchSoak } from "./soak";

const only = new Set((process.env.BENCH_ONLY ?? "pages,orders,admin,soak").split(",").map((s) => s.trim()));
const postgresUrl = process.env.BENCH_POSTGRES_URL ?? process.env.TEST_DATABASE_URL;

const machine = {
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model ?? "unknown",
  memoryGb: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
  node: process.version,
  platform: `${os.type()} ${os.release()} ${os.arch()}`,
  loadAverageAtStart: os.loadavg().map((l) => Math.round(l * 100) / 100),
};
console.log(`Machine: ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGb} GB, Node ${machine.node}, load ${machine.loadAverageAtStart.join(" ")}`);

const sections: Record<string, Row[]> = {};
const notMeasured: string[] = [];
async function section(name: string, title: string, run: () => Promise<Row[]>) {
  if (!only.has(name)) return;
  try {
    sections[title] = await run();
  } catch (error) {
    console.error(`${title} failed:`, error);
    sections[title] = [{ figure: `${title} ran`, value: String(error).slice(0, 80), target: "no error", pass: false }];
  }
  printTable(title, sections[title]);
}

const started = new Date();
await section("pages", "Storefront pages", benchPages);
await section("orders", "Placing orders", benchOrders);
await section("admin", "Admin at scale (SQLite)", () => benchAdmin("sqlite"));
if (postgresUrl) await section("admin", "Admin at scale (PostgreSQL)", () => benchAdmin("postgres", postgresUrl));
else if (only.has("admin")) notMeasured.push("Admin at scale on PostgreSQL: set BENCH_POSTGRES_URL (or TEST_DATABASE_URL)");
await section("soak", "Memory soak", benchSoak);

const rows = Object.values(sections).flat();
const failed = rows.filter((r) => !r.pass);
fs.writeFileSync(
  "bench/results.json",
  `${JSON.stringify({ started: started.toISOString(), finished: new Date().toISOString(), machine, sections, notMeasured }, null, 2)}\n`,
);
for (const line of notMeasured) console.log(`Not measured: ${line}`);
console.log(`\n${rows.length - failed.length} of ${rows.length} figures meet their target; results in bench/results.json`);
process.exit(failed.length ? 1 : 0);
