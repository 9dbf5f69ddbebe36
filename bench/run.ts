// `npm run bench`: every benchmark of docs/PERFORMANCE.md in one run, a table of figure, target
// and result for each, and everything in bench/results.json with the machine it ran on.
//   BENCH_ONLY=pages,orders,promotions,admin,workers,soak   which sections (default all but the
//                                        flash sale and the balancer; `npm run bench -- flash-sale`
//                                        or `-- balancer` names sections too)
//   FLASH_RATES, FLASH_STEP_SECONDS      the flash sale's arrival rates (shoppers/s) and step length
//   FLASH_GENERATORS                     processes the flash sale's shoppers are spread over (2)
//   FLASH_SOAK_RATE, FLASH_SOAK_MINUTES  `-- flash-soak`: the sale held at one rate (320/s, 30 min)
//   BENCH_POSTGRES_URL                   a PostgreSQL server for the admin section's second run
//                                        and the workers section (TEST_DATABASE_URL if unset;
//                                        skipped without either)
//   BENCH_SECONDS, BENCH_ORDERS, BENCH_SOAK_MINUTES, BENCH_SOAK_RATE, BENCH_ADMIN_SAMPLES
//                                        sizes (defaults: 10 s, 1,000,000 orders, 10 min, 400/s, 40)
import fs from "node:fs";
import os from "node:os";
import { benchAdmin } from "./admin";
import { benchBalancer } from "./balancer";
import { benchFlashSale, benchFlashSoak } from "./flash-sale";
import { benchOrders } from "./orders";
import { benchPages } from "./pages";
import { benchPromotions } from "./promotions";
import { printTable, type Row } from "./report";
import { benchSoak, SOAK_MINUTES } from "./soak";
import { benchWorkers } from "./workers";

// `npm run bench -- flash-sale` (or any sections named as arguments) runs those sections only; the
// flash sale and its half-hour soak are not in the default run (minutes per engine), nor the balancer (it
// needs root, network namespaces and nginx).
const named = process.argv.slice(2).join(",");
const only = new Set(
  (named || process.env.BENCH_ONLY || "pages,orders,promotions,admin,workers,soak").split(",").map((s) => s.trim()),
);
const postgresUrl = process.env.BENCH_POSTGRES_URL ?? process.env.TEST_DATABASE_URL;

const machine = {
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model ?? "unknown",
  memoryGb: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
  node: process.version,
  platform: `${os.type()} ${os.release()} ${os.arch()}`,
  loadAverageAtStart: os.loadavg().map((l) => Math.round(l * 100) / 100),
};
console.log(
  `Machine: ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGb} GB, Node ${machine.node}, load ${machine.loadAverageAtStart.join(" ")}`,
);

const sections: Record<string, Row[]> = {};
const notMeasured: string[] = [];
async function section(name: string, title: string, run: () => Promise<Row[]>) {
  if (!only.has(name)) return;
  const loadBefore = os.loadavg()[0];
  try {
    sections[title] = await run();
  } catch (error) {
    console.error(`${title} failed:`, error);
    sections[title] = [{ figure: `${title} ran`, value: String(error).slice(0, 80), target: "no error", pass: false }];
  }
  // Other work on a shared machine moves every absolute figure; the load shows how much.
  const load = `${loadBefore.toFixed(1)} → ${os.loadavg()[0].toFixed(1)}`;
  sections[title].push({
    figure: `machine load average (1 min), before → after`,
    value: load,
    target: `(${machine.cpus} CPUs)`,
    pass: true,
  });
  printTable(title, sections[title]);
}

const RESULTS = "bench/results.json";
function readPrevious(): { sections: Record<string, Row[]>; takenAt: Record<string, unknown> } {
  try {
    const old = JSON.parse(fs.readFileSync(RESULTS, "utf8"));
    return { sections: old.sections ?? {}, takenAt: old.takenAt ?? {} };
  } catch {
    return { sections: {}, takenAt: {} };
  }
}

const started = new Date();
await section("pages", "Storefront pages", benchPages);
await section("orders", "Placing orders", benchOrders);
await section("promotions", "Promotions on the order path", benchPromotions);
// An already seeded database (BENCH_ADMIN_DATABASE_URL) is one engine's: only that engine's section
// runs, so its figures are never filed under the other engine's title.
const adminGiven = process.env.BENCH_ADMIN_DATABASE_URL;
const givenEngine = adminGiven ? (adminGiven.startsWith("postgres") ? "postgres" : "sqlite") : null;
if (givenEngine !== "postgres") await section("admin", "Admin at scale (SQLite)", () => benchAdmin("sqlite"));
if (givenEngine === "postgres" || (postgresUrl && !givenEngine))
  await section("admin", "Admin at scale (PostgreSQL)", () => benchAdmin("postgres", postgresUrl));
else if (only.has("admin") && !givenEngine)
  notMeasured.push("Admin at scale on PostgreSQL: set BENCH_POSTGRES_URL (or TEST_DATABASE_URL)");
if (postgresUrl) await section("workers", "Several processes (PostgreSQL)", () => benchWorkers(postgresUrl));
else if (only.has("workers")) notMeasured.push("Several processes: set BENCH_POSTGRES_URL (or TEST_DATABASE_URL)");
await section("flash-sale", "Flash sale", () => benchFlashSale(postgresUrl));
await section("flash-soak", "Flash sale held for half an hour (SQLite)", benchFlashSoak);
await section("balancer", "Through the load balancer (PostgreSQL)", benchBalancer);
// The target is for 10 minutes; a longer run is kept beside it rather than in its place.
await section(
  "soak",
  SOAK_MINUTES === 10 ? "Memory soak" : `Memory soak (${SOAK_MINUTES} min, longer than the target)`,
  benchSoak,
);

const rows = Object.values(sections).flat();
const failed = rows.filter((r) => !r.pass);
// A partial run (BENCH_ONLY) replaces its own sections and keeps the others' latest figures, each
// with the time and machine load it was taken at.
const previous = readPrevious();
const taken = { at: started.toISOString(), machine };
fs.writeFileSync(
  RESULTS,
  `${JSON.stringify(
    {
      finished: new Date().toISOString(),
      machine,
      sections: { ...previous.sections, ...sections },
      takenAt: { ...previous.takenAt, ...Object.fromEntries(Object.keys(sections).map((title) => [title, taken])) },
      notMeasured,
    },
    null,
    2,
  )}\n`,
);
for (const line of notMeasured) console.log(`Not measured: ${line}`);
console.log(`\n${rows.length - failed.length} of ${rows.length} figures meet their target; results in ${RESULTS}`);
process.exit(failed.length ? 1 : 0);
