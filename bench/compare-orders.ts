// Two builds of the shop side by side on the order path, alternating rounds on the same machine:
// orders/s and the CPU each thread of the shop spent per order (from /proc, so it counts what
// the profiler's samples cannot: V8's helper threads, the write thread's waits excluded).
// Usage: COMPARE="before=/path/to/other/checkout,after=." node --import tsx bench/compare-orders.ts
// A variant may give the server node options after a "|": COMPARE="plain=.,young=.|--max-semi-space-size=32".
// Each directory must hold a production build (npm run build). ROUNDS, ORDERS set the size.
// Each build's database is seeded by that build, then given the sizes the carts order when it
// knows sizes (prepareSizes); a build from before sizes orders each perfume's one size.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { cartFor, prepareSizes } from "./orders";
import { startShop } from "./processes";

const variants = (process.env.COMPARE ?? "current=.").split(",").map((v) => {
  const at = v.indexOf("=");
  const [name, rest] = [v.slice(0, at), v.slice(at + 1)];
  const [dir, ...nodeArgs] = rest.split("|");
  return { name, dir, nodeArgs };
});
const rounds = Number(process.env.ROUNDS ?? 3);
const amount = Number(process.env.ORDERS ?? 20_000);

/** CPU milliseconds so far of each thread of a process. */
function threadCpu(pid: number): Map<string, number> {
  const ticks = new Map<string, number>();
  for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
    const stat = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    ticks.set(tid, (Number(fields[11]) + Number(fields[12])) * 10);
  }
  return ticks;
}

/** The whole machine's CPU ticks so far: idle (with I/O wait) and all. */
function machineTicks(): { idle: number; all: number } {
  const fields = fs.readFileSync("/proc/stat", "utf8").split("\n")[0].split(/\s+/).slice(1).map(Number);
  return { idle: fields[3] + fields[4], all: fields.reduce((a, b) => a + b, 0) };
}

let n = 0;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "shop-compare-"));
const rates: Record<string, number[]> = {};
for (let r = 0; r < rounds; r++) {
  for (const { name, dir, nodeArgs } of variants) {
    const file = path.join(tmp, `${name}.db`);
    if (!fs.existsSync(file)) {
      const seeding = await startShop({ DATABASE_URL: `file:${file}` }, [], path.resolve(dir));
      await seeding.stop();
      console.log(
        `${name}: ${prepareSizes(file) ? "sizes with tracked stock" : "one size per perfume (no sizes in this build)"}`,
      );
    }
    const shop = await startShop({ DATABASE_URL: `file:${file}` }, nodeArgs, path.resolve(dir));
    const pid = shop.child.pid!;
    await new Promise((resolve) => setTimeout(resolve, 2000)); // start-up work (page cache) settles
    const before = threadCpu(pid);
    const machineBefore = machineTicks();
    const loadBefore = process.cpuUsage();
    const started = performance.now();
    let last = started;
    let refused = 0;
    await new Promise((resolve, reject) => {
      const run = autocannon(
        {
          url: `${shop.url}/api/orders`,
          connections: 64,
          amount,
          method: "POST",
          headers: { "content-type": "application/json" },
          requests: [{ setupRequest: (req) => ({ ...req, body: cartFor(n++, true) }) }],
        },
        (error, result) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(result)),
      );
      run.on("response", (_client: unknown, status: number) => {
        last = performance.now();
        if (status !== 201) refused++;
      });
    });
    const rate = Math.round(amount / ((last - started) / 1000));
    const machineAfter = machineTicks();
    const idle = Math.round((100 * (machineAfter.idle - machineBefore.idle)) / (machineAfter.all - machineBefore.all));
    const load = process.cpuUsage(loadBefore);
    const loadUs = Math.round((load.user + load.system) / amount);
    const perOrder = [...threadCpu(pid)].map(([tid, ms]) => ({
      tid,
      us: Math.round(((ms - (before.get(tid) ?? 0)) * 1000) / amount),
    }));
    const main = perOrder.find((t) => t.tid === String(pid))?.us ?? 0;
    const others = perOrder.filter((t) => t.tid !== String(pid)).sort((a, b) => b.us - a.us);
    const total = perOrder.reduce((sum, t) => sum + t.us, 0);
    console.log(
      `${name.padEnd(10)} ${String(rate).padStart(6)} orders/s   CPU µs/order: all ${total}, event loop ${main}, busiest other thread ${others[0]?.us ?? 0} (the write thread), rest ${total - main - (others[0]?.us ?? 0)}; load generator ${loadUs}; machine idle ${idle} %; not 201: ${refused}`,
    );
    (rates[name] ??= []).push(rate);
    await shop.stop();
  }
}
for (const [name, list] of Object.entries(rates)) console.log(`${name}: ${list.join(" / ")} orders/s`);
fs.rmSync(tmp, { recursive: true, force: true });
