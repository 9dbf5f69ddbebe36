// `npm run lighthouse`: Lighthouse (mobile preset) on the production build, driving the system
// Chromium, for /, /products, a product page and /offers. Prints the four category scores against
// the targets and writes bench/lighthouse.json.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { buildIfNeeded } from "./build-if-needed.mjs";

const PAGES = ["/", "/products", "/product/creed-aventus", "/offers"];
const TARGETS = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };
const port = Number(process.env.LIGHTHOUSE_PORT ?? 4510);

buildIfNeeded();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-lighthouse-"));
const server = spawn(process.execPath, ["scripts/start.mjs"], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    DATABASE_URL: `file:${dir}/shop.db`,
  },
  stdio: ["ignore", "pipe", "inherit"],
});
await new Promise((resolve) => server.stdout.on("data", (d) => String(d).includes("is open on") && resolve()));

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});

const rows = [];
try {
  for (const page of PAGES) {
    // A fresh Chromium's first trace sometimes has no navigation start (NO_NAVSTART); measure again.
    let result;
    for (let attempt = 1; attempt <= 3; attempt++) {
      result = await lighthouse(`http://127.0.0.1:${port}${page}`, { port: chrome.port, output: "json", logLevel: "error" });
      if (!result.lhr.runtimeError) break;
      console.log(`${page}: Lighthouse could not measure (${result.lhr.runtimeError.code}), attempt ${attempt} of 3`);
    }
    const categories = result.lhr.categories;
    for (const [id, target] of Object.entries(TARGETS)) {
      const score = Math.round((categories[id]?.score ?? 0) * 100);
      rows.push({ page, category: id, score, target, pass: score >= target });
    }
    const metric = (id) => result.lhr.audits[id]?.displayValue ?? "?";
    console.log(
      `${page}: FCP ${metric("first-contentful-paint")}, LCP ${metric("largest-contentful-paint")}, TBT ${metric("total-blocking-time")}, CLS ${metric("cumulative-layout-shift")}`,
    );
    const failing = Object.values(result.lhr.audits).filter(
      (a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary",
    );
    if (failing.length) console.log(`${page}: failing audits: ${failing.map((a) => a.id).join(", ")}`);
  }
} finally {
  await chrome.kill();
  server.kill("SIGTERM");
  fs.rmSync(dir, { recursive: true, force: true });
}
console.table(rows);
fs.mkdirSync("bench", { recursive: true });
fs.writeFileSync("bench/lighthouse.json", JSON.stringify({ at: new Date().toISOString(), rows }, null, 2));
process.exit(rows.every((r) => r.pass) ? 0 : 1);
