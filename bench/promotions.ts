// Promotions on the order path: the same build places the same carts in two shops side by side,
// one with no promotion and one with two automatic offers (10 % off women's perfumes, QR 50 off
// orders of QR 400 or more, combinable) and a code every order types (QR 20 off, no limit), in
// alternating rounds; the ratio of the two rates is the promotions' cost (docs/PERFORMANCE.md).
// Then the public quote endpoint (POST /api/promotions/quote) answers sequential requests on one
// keep-alive connection: its p50 and p99 are the server's time to price a cart with those offers.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { cartFor, orderLoad, prepareSizes } from "./orders";
import { startShop, type Running } from "./processes";
import { printTable, type Row } from "./report";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = 3;
const CODE = "BENCHSALE";
const PASSWORD = randomBytes(18).toString("base64url");
// The quote endpoint allows 120 requests a minute per client address; the samples stay below it.
const QUOTE_SAMPLES = 100;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)];
};

const OFFERS = [
  {
    name: { en: "Women's week", ar: "أسبوع النساء" },
    type: "percentage",
    value: 10,
    automatic: true,
    combinable: true,
    scope: { categories: ["Women"] },
  },
  {
    name: { en: "QR 50 off QR 400", ar: "خصم ٥٠ ر.ق على ٤٠٠" },
    type: "spend_threshold",
    value: 50,
    minSubtotal: 400,
    automatic: true,
    combinable: true,
  },
  {
    name: { en: "Bench code", ar: "رمز القياس" },
    type: "fixed",
    value: 20,
    automatic: false,
    codes: [CODE],
  },
];

async function addOffers(shop: Running): Promise<void> {
  const same = { origin: shop.url, "sec-fetch-site": "same-origin", "content-type": "application/json" };
  const login = await fetch(`${shop.url}/api/admin/login`, {
    method: "POST",
    headers: same,
    body: JSON.stringify({ username: "bench", password: PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`sign-in answered ${login.status}: ${await login.text()}`);
  const cookie = login.headers.get("set-cookie")!.split(";")[0];
  for (const offer of OFFERS) {
    const res = await fetch(`${shop.url}/api/admin/promotions`, {
      method: "POST",
      headers: { ...same, cookie },
      body: JSON.stringify(offer),
    });
    if (res.status !== 201) throw new Error(`creating "${offer.name.en}" answered ${res.status}: ${await res.text()}`);
  }
}

/** cartFor's carts, each typing the code. */
const withCode = (n: number) => JSON.stringify({ ...JSON.parse(cartFor(n, true)), code: CODE });

export async function benchPromotions(): Promise<Row[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-bench-promotions-"));
  const plainFile = path.join(dir, "plain.db");
  const offersFile = path.join(dir, "offers.db");
  const shops: Running[] = [];
  try {
    for (const file of [plainFile, offersFile]) {
      const seeding = await startShop({ DATABASE_URL: `file:${file}` });
      await seeding.stop();
      prepareSizes(file);
    }
    execFileSync(process.execPath, ["--import", "tsx", "scripts/admin-create.ts", "--username", "bench"], {
      env: { ...process.env, NODE_ENV: "production", DATABASE_URL: `file:${offersFile}`, ADMIN_PASSWORD: PASSWORD },
      stdio: ["ignore", "pipe", "inherit"],
    });
    const plain = await startShop({ DATABASE_URL: `file:${plainFile}` });
    shops.push(plain);
    const offers = await startShop({ DATABASE_URL: `file:${offersFile}` });
    shops.push(offers);
    await addOffers(offers);

    // Warm up both alike; then rounds of plain then offers, a few seconds apart.
    const amount = Math.round(5_000 * (SECONDS / ROUNDS));
    await orderLoad(`${plain.url}/api/orders`, 3_000, true);
    await orderLoad(`${offers.url}/api/orders`, 3_000, true, withCode);
    const rounds: { plain: number; offers: number; p99Plain: number; p99Offers: number; failures: number }[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const a = await orderLoad(`${plain.url}/api/orders`, amount, true);
      const b = await orderLoad(`${offers.url}/api/orders`, amount, true, withCode);
      rounds.push({
        plain: a.created / a.seconds,
        offers: b.created / b.seconds,
        p99Plain: a.result.latency.p99,
        p99Offers: b.result.latency.p99,
        failures: a.answered - a.created + (b.answered - b.created),
      });
    }

    const quoteTimes: number[] = [];
    for (let n = 0; n < QUOTE_SAMPLES; n++) {
      const cart = JSON.parse(withCode(n));
      const started = performance.now();
      const res = await fetch(`${offers.url}/api/promotions/quote`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ items: cart.items, code: CODE, area: "Doha" }),
      });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`quote answered ${res.status}`);
      if (n >= 5) quoteTimes.push(performance.now() - started);
    }
    for (const shop of shops) await shop.stop();

    // Every order of the offers shop carries its discount: the bench measured the priced path.
    const db = new BetterSqlite3(offersFile, { readonly: true });
    const { total, discounted } = db
      .prepare("select count(*) as total, sum(case when discount > 0 then 1 else 0 end) as discounted from orders")
      .get() as { total: number; discounted: number };
    db.close();

    const ratio = median(rounds.map((r) => r.offers / r.plain));
    const failures = rounds.reduce((n, r) => n + r.failures, 0);
    const p99 = percentile(quoteTimes, 0.99);
    return [
      {
        figure: "orders/s without promotions",
        value: Math.round(median(rounds.map((r) => r.plain))),
        target: "(yardstick)",
        pass: true,
      },
      {
        figure: "orders/s with 2 automatic offers + a code",
        value: Math.round(median(rounds.map((r) => r.offers))),
        target: "(measured)",
        pass: true,
      },
      { figure: "with offers vs without", value: `${(ratio * 100).toFixed(1)}%`, target: ">= 90%", pass: ratio >= 0.9 },
      {
        figure: "rounds (without / with, orders/s)",
        value: rounds.map((r) => `${Math.round(r.plain)}/${Math.round(r.offers)}`).join("  "),
        target: "(each round)",
        pass: true,
      },
      {
        figure: "order p99 ms without / with",
        value: `${median(rounds.map((r) => r.p99Plain))} / ${median(rounds.map((r) => r.p99Offers))}`,
        target: "(measured)",
        pass: true,
      },
      { figure: "orders stored with a discount", value: `${discounted} of ${total}`, target: "all", pass: discounted === total },
      { figure: "failed answers (not 201)", value: failures, target: "0", pass: failures === 0 },
      { figure: "quote p50 ms (sequential)", value: percentile(quoteTimes, 0.5).toFixed(1), target: "(measured)", pass: true },
      { figure: "quote p99 ms (sequential)", value: p99.toFixed(1), target: "< 50", pass: p99 < 50 },
    ];
  } finally {
    for (const shop of shops) await shop.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printTable("Promotions on the order path", await benchPromotions());
}
