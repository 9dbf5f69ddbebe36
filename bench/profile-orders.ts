// Profile the order server under load: node --cpu-prof, autocannon, SIGTERM, summarise.
import { spawn } from "node:child_process";
import fs from "node:fs"; import os from "node:os"; import path from "node:path";
import autocannon from "autocannon";
import { validCustomer } from "../tests/support/orders";
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "prof-orders-"));
const profDir = process.argv[2] ?? "/tmp/h/prof";
fs.rmSync(profDir, { recursive: true, force: true });
const child = spawn(process.execPath, ["--cpu-prof", `--cpu-prof-dir=${profDir}`, "--import", "tsx", "/work/main/tests/support/order-server.ts"], { env: { ...process.env, DATABASE_URL: `file:${dir}/shop.db` }, stdio: ["ignore", "pipe", "inherit"], cwd: "/work/main" });
const url = await new Promise<string>((r) => child.stdout!.on("data", (d) => { const m = /listening (\d+)/.exec(String(d)); if (m) r(`http://127.0.0.1:${m[1]}`); }));
let n = 0;
const cart = (n: number) => JSON.stringify({ customer: { ...validCustomer, name: `Shopper ${n}` }, items: [{ type: "product", productId: String((n % 8) + 1), quantity: 1 }, ...(n % 3 === 0 ? [{ type: "bundle", bundleId: "bundle1", quantity: 1 }] : [])] });
const res = await autocannon({ url: `${url}/api/orders`, connections: 64, amount: Number(process.env.AMOUNT ?? 5000), method: "POST", headers: { "content-type": "application/json" }, requests: [{ setupRequest: (req: any) => ({ ...req, body: cart(n++) }) }] });
console.log("req/s", res.requests.average, "p99", res.latency.p99, "non2xx", res.non2xx, "dur", res.duration);
child.kill("SIGTERM"); await new Promise((r) => child.on("exit", r));
const f = fs.readdirSync(profDir)[0]; console.log(path.join(profDir, f));
