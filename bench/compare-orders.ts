// Two builds of the shop side by side on the order path, alternating rounds on the same machine:
// orders/s and the CPU each thread of the shop spent per order (from /proc, so it counts what
// the profiler's samples cannot: V8's helper threads, the write thread's waits excluded).
// Usage: COMPARE="before=/path/to/other/checkout,after=." node --import tsx bench/compare-orders.ts
// Each directory must hold a production build (npm run build). ROUNDS, ORDERS set the size.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { cartFor } from "./orders";

const variants = (process.env.COMPARE ?? "current=.").split(",").map((v) => v.split("=") as [string, string]);
const rounds = Number(process.env.ROUNDS ?? 3);
const amount = Number(process.env.ORDERS ?? 20_000);

async function start(dir: string, file: string) {
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: path.resolve(dir),
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: "0", DATABASE_URL: `file:${file}` },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (d) => {
      out += d;
      const m = /localhost:(\d+)/.exec(out);
      if (m) resolve(`http://127.0.0.1:${m[1]}`);
    });
    child.stderr!.on("data", (d) => (out += d));
    child.on("exit", () => reject(new Error(out)));
  });
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  return { url, pid: child.pid!, stop: () => (child.kill("SIGTERM"), exited) };
}

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

let n = 0;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "shop-compare-"));
const rates: Record<string, number[]> = {};
for (let r = 0; r < rounds; r++) {
  for (const [name, dir] of variants) {
    const shop = await start(dir, path.join(tmp, `${name}.db`));
    await new Promise((resolve) => setTimeout(resolve, 2000)); // start-up work (page cache) settles
    const before = threadCpu(shop.pid);
    const started = performance.now();
    let last = started;
    await new Promise((resolve, reject) => {
      const run = autocannon(
        {
          url: `${shop.url}/api/orders`,
          connections: 64,
          amount,
          method: "POST",
          headers: { "content-type": "application/json" },
          requests: [{ setupRequest: (req) => ({ ...req, body: cartFor(n++) }) }],
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      );
      run.on("response", () => (last = performance.now()));
    });
    const rate = Math.round(amount / ((last - started) / 1000));
    const perOrder = [...threadCpu(shop.pid)].map(([tid, ms]) => ({ tid, us: Math.round(((ms - (before.get(tid) ?? 0)) * 1000) / amount) }));
    const main = perOrder.find((t) => t.tid === String(shop.pid))?.us ?? 0;
    const others = perOrder.filter((t) => t.tid !== String(shop.pid)).sort((a, b) => b.us - a.us);
    const total = perOrder.reduce((sum, t) => sum + t.us, 0);
    console.log(
      `${name.padEnd(10)} ${String(rate).padStart(6)} orders/s   CPU µs/order: all ${total}, event loop ${main}, busiest other thread ${others[0]?.us ?? 0} (the write thread), rest ${total - main - (others[0]?.us ?? 0)}`,
    );
    (rates[name] ??= []).push(rate);
    await shop.stop();
  }
}
for (const [name, list] of Object.entries(rates)) console.log(`${name}: ${list.join(" / ")} orders/s`);
fs.rmSync(tmp, { recursive: true, force: true });
