// Storefront pages: `/`, `/products` and a product page served by the production build, at 64
// connections for 10 s each (three rounds, median reported), beside a bare node:http server answering the very same bytes (body
// and headers, as the shop sent them) from memory in the same run. Requests ask for brotli or
// gzip as browsers do, with the shop's request log and metrics on. Target: each page at least 90%
// of the bare server's requests per second (50% until cached pages were answered on Node's
// response, docs/PERFORMANCE.md), p99 under 50 ms.
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import type { MirroredPage } from "./bare-server";
import { startBare, startShop } from "./processes";
import { printTable, type Row } from "./report";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 64;
const ROUNDS = 3;
export const PAGES = ["/", "/products", "/product/creed-aventus"];
const BROWSER_HEADERS = { "accept-encoding": "br, gzip", accept: "text/html" };

/** Headers a server sets per connection or per body; the bare server sets its own. */
const TRANSPORT = new Set(["date", "connection", "keep-alive", "content-length", "transfer-encoding"]);

export async function hammer(url: string, seconds = SECONDS) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: BROWSER_HEADERS });
  return { rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx + result.errors + result.timeouts };
}

export async function benchPages(): Promise<Row[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-bench-pages-"));
  const shop = await startShop({ DATABASE_URL: `file:${path.join(dir, "shop.db")}` });
  const rows: Row[] = [];
  try {
    // The first request renders and caches each page; its bytes are what the bare server sends.
    const mirrored: Record<string, MirroredPage> = {};
    for (const page of PAGES) mirrored[page] = await rawCapture(`${shop.url}${page}`);
    const bare = await startBare(mirrored);
    try {
      // A short warm-up of both servers (JIT, connection pools), so no page pays for being first.
      for (const page of PAGES) await Promise.all([hammer(`${bare.url}${page}`, 1), hammer(`${shop.url}${page}`, 1)]);
      for (const page of PAGES) {
        // Rounds of bare then shop, side by side: the machine is shared, so each ratio compares
        // two runs seconds apart, and the median round is reported.
        const rounds: { b: Awaited<ReturnType<typeof hammer>>; s: Awaited<ReturnType<typeof hammer>> }[] = [];
        for (let i = 0; i < ROUNDS; i++) {
          const b = await hammer(`${bare.url}${page}`, SECONDS / ROUNDS);
          const s = await hammer(`${shop.url}${page}`, SECONDS / ROUNDS);
          rounds.push({ b, s });
        }
        rounds.sort((x, y) => x.s.rps / x.b.rps - y.s.rps / y.b.rps);
        const { b, s } = rounds[Math.floor(ROUNDS / 2)];
        const non2xx = rounds.reduce((n, r) => n + r.s.non2xx, 0);
        const ratio = s.rps / b.rps;
        const encoding = mirrored[page].headers["content-encoding"] ?? "none";
        rows.push(
          { figure: `${page} req/s (${encoding})`, value: Math.round(s.rps), target: "(shop)", pass: true },
          { figure: `${page} bare req/s`, value: Math.round(b.rps), target: "(yardstick)", pass: true },
          { figure: `${page} vs bare`, value: `${(ratio * 100).toFixed(1)}%`, target: ">= 90%", pass: ratio >= 0.9 },
          { figure: `${page} p99 ms (bare: ${b.p99})`, value: s.p99, target: "< 50", pass: s.p99 < 50 },
          { figure: `${page} errors/non-2xx`, value: non2xx, target: "0", pass: non2xx === 0 },
        );
      }
    } finally {
      await bare.stop();
    }
  } finally {
    await shop.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}

/** The response exactly as sent: compressed body and headers (node:http, unlike fetch, does not decode). */
export function rawCapture(url: string): Promise<MirroredPage> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: BROWSER_HEADERS }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          if (res.statusCode !== 200) return reject(new Error(`${url} answered ${res.statusCode}`));
          const headers: Record<string, string> = {};
          for (const [name, value] of Object.entries(res.headers)) {
            if (!TRANSPORT.has(name) && typeof value === "string") headers[name] = value;
          }
          resolve({ body: Buffer.concat(chunks).toString("base64"), headers });
        });
      })
      .on("error", reject);
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printTable("Storefront pages", await benchPages());
}
