// Memory: ten minutes of mixed browsing and ordering against the production server (both
// languages, every product, searches, React Router data requests, orders), with the server's RSS
// read from /proc every few seconds. Target: RSS at the end within 10% of RSS after the first
// minute (a leak grows steadily; a warm cache and JIT settle within the first minute).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { cartFor } from "./orders";
import { startShop } from "./processes";
import { printTable, type Row } from "./report";

export const SOAK_MINUTES = Number(process.env.BENCH_SOAK_MINUTES ?? 10);
const RATE = Number(process.env.BENCH_SOAK_RATE ?? 400);

const SLUGS = [
  "creed-aventus",
  "baccarat-rouge-540",
  "miss-dior-eau-de-parfum",
  "tom-ford-ombre-leather",
  "tom-ford-tobacco-vanille",
  "ysl-y-eau-de-parfum",
  "valentino-uomo-born-in-roma",
  "emporio-armani-stronger-with-you-absolutely",
];
const SEARCHES = ["tom", "creed", "rose", "oud", "vanilla", "dior", "x", "leather"];

/** One visit: a few pages (some as client-side data requests), sometimes ending in an order. */
function visit(n: number): autocannon.Request[] {
  const lang = n % 4 === 0 ? "/ar" : "";
  const slug = SLUGS[n % SLUGS.length];
  const pages: autocannon.Request[] = [
    { method: "GET", path: lang || "/" },
    { method: "GET", path: `${lang}/products?q=${SEARCHES[n % SEARCHES.length]}` },
    { method: "GET", path: `${lang}/product/${slug}` },
    { method: "GET", path: `${lang}/offers.data` },
    { method: "GET", path: `${lang}/cart` },
  ];
  if (n % 3 === 0) {
    pages.push({ method: "POST", path: "/api/orders", headers: { "content-type": "application/json" }, body: cartFor(n) });
  }
  return pages;
}

const rssMb = (pid: number) =>
  Math.round(Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))![1]) / 1024);

/** The last sample of each whole minute: a leak shows as a steady climb, a warm-up as a plateau. */
const byMinute = (samples: { at: number; rss: number }[]) => {
  const last = new Map<number, number>();
  for (const s of samples) last.set(Math.floor(s.at / 60_000), s.rss);
  return [...last.values()];
};

export async function benchSoak(): Promise<Row[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-bench-soak-"));
  const shop = await startShop({ DATABASE_URL: `file:${path.join(dir, "shop.db")}` });
  const pid = shop.child.pid!;
  const samples: { at: number; rss: number }[] = [];
  const started = Date.now();
  const timer = setInterval(() => samples.push({ at: Date.now() - started, rss: rssMb(pid) }), 5_000);
  try {
    // 200 distinct visits, replayed in turn by every connection.
    const requests = Array.from({ length: 200 }, (_, n) => visit(n)).flat();
    const result = await autocannon({
      url: shop.url,
      connections: 16,
      overallRate: RATE,
      duration: SOAK_MINUTES * 60,
      headers: { "accept-encoding": "br, gzip" },
      requests,
    });
    clearInterval(timer);
    const afterFirst = samples.find((s) => s.at >= 60_000) ?? samples[0];
    const end = rssMb(pid);
    const growth = (end - afterFirst.rss) / afterFirst.rss;
    const failures = result.non2xx + result.errors + result.timeouts;
    return [
      { figure: `mixed requests over ${SOAK_MINUTES} min`, value: result.requests.total, target: `~${RATE}/s`, pass: true },
      { figure: "failed answers (non-2xx, errors)", value: failures, target: "0", pass: failures === 0 },
      { figure: "RSS after the first minute, MB", value: afterFirst.rss, target: "(reference)", pass: true },
      { figure: "RSS at the end, MB", value: end, target: "(reference)", pass: true },
      {
        figure: "RSS growth after the first minute",
        value: `${(growth * 100).toFixed(1)}%`,
        target: "within 10%",
        pass: Math.abs(growth) <= 0.1,
      },
      { figure: "peak RSS, MB", value: Math.max(end, ...samples.map((s) => s.rss)), target: "(reference)", pass: true },
      { figure: "RSS at each minute, MB", value: byMinute(samples).join(" "), target: "(flat = no leak)", pass: true },
    ];
  } finally {
    clearInterval(timer);
    await shop.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printTable("Memory soak", await benchSoak());
}
