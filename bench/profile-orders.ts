// Profiles the shop placing orders at 64 connections: `node --cpu-prof` on the production server
// (SQLite, or the empty PostgreSQL database PROFILE_DATABASE_URL names), then the profile's
// heaviest functions. Usage: profile-orders.ts [dir]
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { cartFor } from "./orders";
import { startShop } from "./processes";
import { summariseProfile } from "./profile-summary";

const profDir = path.resolve(process.argv[2] ?? fs.mkdtempSync(path.join(os.tmpdir(), "shop-prof-")));
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-prof-db-"));
const shop = await startShop({ DATABASE_URL: process.env.PROFILE_DATABASE_URL ?? `file:${path.join(dir, "shop.db")}` }, [
  "--cpu-prof",
  `--cpu-prof-dir=${profDir}`,
]);
let n = 0;
const result = await autocannon({
  url: `${shop.url}/api/orders`,
  connections: 64,
  amount: Number(process.env.BENCH_ORDERS ?? 15_000),
  method: "POST",
  headers: { "content-type": "application/json" },
  requests: [{ setupRequest: (req) => ({ ...req, body: cartFor(n++) }) }],
});
console.log(`orders: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`);
await shop.stop();
fs.rmSync(dir, { recursive: true, force: true });
summariseProfile(profDir);
