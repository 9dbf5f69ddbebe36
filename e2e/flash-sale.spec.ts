// The flash sale of `npm run bench -- flash-sale`, CI-sized: 30 s at a low rate against the
// production build on a database of its own, with staff dashboards listening. It asserts
// correctness only (timings on a shared CI machine say nothing): every order answered 201 is
// stored once, nothing answered 5xx, every journey got the answers it expected, and each
// dashboard's live stream announced every order.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { expect, test } from "@playwright/test";
import { flashSaleStep } from "../bench/flash-sale";
import { startShop, type Running } from "../bench/processes";

test.setTimeout(180_000);

test("a 30-second sale at a low rate: every acknowledged order stored once, no 5xx, every order heard live", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-flash-sale-"));
  const file = path.join(dir, "shop.db");
  const password = randomBytes(18).toString("base64url");
  const env = { DATABASE_URL: `file:${file}`, TRUST_PROXY: "true" };
  let shop: Running | null = null;
  try {
    const seeding = await startShop(env);
    await seeding.stop();
    execFileSync(process.execPath, ["--import", "tsx", "scripts/admin-create.ts", "--username", "sale"], {
      env: { ...process.env, NODE_ENV: "production", DATABASE_URL: `file:${file}`, ADMIN_PASSWORD: password },
      stdio: ["ignore", "pipe", "inherit"],
    });
    shop = await startShop(env);
    // A code to type: the quote and half the orders carry it.
    const login = await fetch(`${shop.url}/api/admin/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: shop.url, "sec-fetch-site": "same-origin" },
      body: JSON.stringify({ username: "sale", password }),
    });
    expect(login.status).toBe(200);
    const created = await fetch(`${shop.url}/api/admin/promotions`, {
      method: "POST",
      headers: {
        cookie: login.headers.get("set-cookie")!.split(";")[0],
        origin: shop.url,
        "sec-fetch-site": "same-origin",
        "content-type": "application/json",
      },
      body: JSON.stringify({
        name: { en: "Sale", ar: "تخفيضات" },
        type: "percentage",
        value: 10,
        automatic: false,
        codes: ["SALE10"],
      }),
    });
    expect(created.status).toBe(201);

    const step = await flashSaleStep({
      url: shop.url,
      rate: 2,
      seconds: 30,
      staff: { username: "sale", password, dashboards: 2 },
      code: "SALE10",
      // More orders than a real sale's 2 in 100 page views, so that 30 s places a dozen or so.
      orderShare: 0.1,
      // Spread over two processes, as the benchmark runs it, so that the merging is checked too.
      generators: 2,
    });

    expect(step.journeys).toBeGreaterThanOrEqual(55);
    expect(step.serverErrors).toBe(0);
    expect(step.errors).toEqual({});
    expect(step.acknowledged.length).toBeGreaterThanOrEqual(5);
    const db = new BetterSqlite3(file, { readonly: true });
    const stored = db
      .prepare("select id from orders where customer_name like ?")
      .all(`${step.marker} %`)
      .map((row) => (row as { id: string }).id);
    const discounted = db
      .prepare("select count(*) as n from orders where customer_name like ? and discount > 0")
      .get(`${step.marker} %`) as {
      n: number;
    };
    db.close();
    expect(stored.sort()).toEqual(step.acknowledged.map((o) => o.id).sort());
    expect(discounted.n).toBeGreaterThan(0);
    for (const heard of step.heard) {
      expect(step.acknowledged.filter((o) => !heard.has(o.id))).toEqual([]);
    }
  } finally {
    await shop?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
