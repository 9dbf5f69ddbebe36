// Profiles the shop serving one storefront page at 64 connections: `node --cpu-prof` on the
// production server, then the profile's heaviest functions. Usage: profile-pages.ts [path] [dir]
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { startShop } from "./processes";

const page = process.argv[2] ?? "/";
const profDir = path.resolve(process.argv[3] ?? fs.mkdtempSync(path.join(os.tmpdir(), "shop-prof-")));
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-prof-db-"));
const shop = await startShop({ DATABASE_URL: `file:${path.join(dir, "shop.db")}` }, ["--cpu-prof", `--cpu-prof-dir=${profDir}`]);
const result = await autocannon({
  url: `${shop.url}${page}`,
  connections: 64,
  duration: Number(process.env.BENCH_SECONDS ?? 10),
  headers: { "accept-encoding": "br, gzip" },
});
console.log(`${page}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms`);
await shop.stop();
fs.rmSync(dir, { recursive: true, force: true });
console.log(`profile in ${profDir}`);
