// Two builds of the shop side by side on one cached storefront page, in alternating rounds on the
// same machine, beside the bare server answering that page's very bytes: requests/s of each build
// as a share of the bare server's, round by round, and the shop's CPU per request (from /proc).
// For a change to per-request work (logs, headers, the page cache), where two separate bench runs
// minutes apart move with the machine's neighbours more than with the change.
// Usage: COMPARE="before=/path/to/other/checkout,after=." node --import tsx bench/compare-pages.ts [page]
// Each directory must hold a production build (npm run build). ROUNDS, BENCH_SECONDS set the size.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { hammer, rawCapture } from "./pages";
import { startBare, startShop, treeCpuSeconds, type Running } from "./processes";

const page = process.argv[2] ?? "/products";
const variants = (process.env.COMPARE ?? "current=.").split(",").map((v) => v.split("=") as [string, string]);
const rounds = Number(process.env.ROUNDS ?? 5);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "shop-compare-pages-"));
const shops: Record<string, Running> = {};
try {
  for (const [name, dir] of variants) {
    shops[name] = await startShop({ DATABASE_URL: `file:${path.join(tmp, `${name}.db`)}` }, [], path.resolve(dir));
  }
  // The first build's bytes are the bare server's: the same page, the same size for every build.
  const first = Object.values(shops)[0];
  const bare = await startBare({ [page]: await rawCapture(`${first.url}${page}`) });
  try {
    for (const shop of [bare, ...Object.values(shops)]) await hammer(`${shop.url}${page}`, 1); // warm-up
    const shares: Record<string, number[]> = {};
    const cpu: Record<string, number[]> = {};
    for (let r = 0; r < rounds; r++) {
      // Bare before each build: each share compares two runs seconds apart.
      for (const [name, shop] of Object.entries(shops)) {
        const b = await hammer(`${bare.url}${page}`, seconds);
        const before = treeCpuSeconds(shop.child.pid!);
        const s = await hammer(`${shop.url}${page}`, seconds);
        const used = treeCpuSeconds(shop.child.pid!) - before;
        (shares[name] ??= []).push(s.rps / b.rps);
        (cpu[name] ??= []).push((used * 1e6) / (s.rps * seconds));
        console.log(
          `round ${r + 1} ${name.padEnd(8)} ${Math.round(s.rps)} req/s, bare ${Math.round(b.rps)}: ${((s.rps / b.rps) * 100).toFixed(1)} %, ${Math.round((used * 1e6) / (s.rps * seconds))} µs CPU per request, non-2xx ${s.non2xx}`,
        );
      }
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    for (const name of Object.keys(shops)) {
      console.log(
        `${name}: median ${(median(shares[name]) * 100).toFixed(1)} % of bare (rounds ${shares[name].map((x) => (x * 100).toFixed(0)).join(" / ")}), median ${Math.round(median(cpu[name]))} µs CPU per request`,
      );
    }
  } finally {
    await bare.stop();
  }
} finally {
  for (const shop of Object.values(shops)) await shop.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
}
