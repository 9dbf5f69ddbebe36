import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

// One server for the whole run, on a database of its own in a temporary folder (never ./data).
// Set once in the runner process; workers inherit it through the environment.
process.env.E2E_DB_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "shop-e2e-"));
const port = Number(process.env.E2E_PORT ?? 4173);
export const E2E_DATABASE_URL = `file:${path.join(process.env.E2E_DB_DIR, "shop.db")}`;

// Browsers cannot be downloaded here: drive the system Chromium.
const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export default defineConfig({
  testDir: "e2e",
  outputDir: process.env.PW_OUTPUT_DIR ?? "test-results/playwright",
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  // `npm test` (and so CI) retries a failed test once, traced; a flaky one is still named as such.
  retries: process.env.CI || process.env.PLAYWRIGHT_REPORTERS === "ci" ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PLAYWRIGHT_REPORTERS === "ci" ? [["list"], ["json"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath, args: chromiumArgs },
    // A trace films every action (a screenshot each): recorded for all tests it took a third of
    // the suite's time. CI retries a failed test once, and that retry is traced.
    trace: "on-first-retry",
    // One browser context per worker, reset between tests (cookies, local and session storage,
    // IndexedDB, clock, viewport, media: Playwright's own reset): its HTTP cache and compiled
    // scripts carry over, so a test's first page loads in a quarter of the time a fresh context
    // takes (docs/PERFORMANCE.md, "The browser suite's time"). `E2E_FRESH_CONTEXTS=1` turns it off.
    reuseContext: !process.env.E2E_FRESH_CONTEXTS,
  },
  projects: [
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"], launchOptions: { executablePath, args: chromiumArgs } },
      testIgnore: /(catalogue-owner|delivery-checkout|delivery-admin|storefront-owner|promotion-offers|wishlist)\.spec\.ts/,
    },
    // The owner adds a perfume to the one catalogue every spec reads: after them, not beside them.
    // The delivery specs change shop-wide fees and slots, and fill the dashboards with live
    // updates: each runs alone, after the others. The storefront owner's bar and hero show on
    // every page. Automatic offers price every cart and strike prices on every page. The wishlist
    // spec adds sold-out perfumes of its own.
    ...["catalogue-owner", "delivery-checkout", "delivery-admin", "storefront-owner", "promotion-offers", "wishlist"].map(
      (name, i, all) => ({
        name,
        use: { ...devices["Desktop Chrome"], launchOptions: { executablePath, args: chromiumArgs } },
        testMatch: new RegExp(`${name}\\.spec\\.ts`),
        dependencies: [i === 0 ? "chromium" : all[i - 1]],
      }),
    ),
  ],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: E2E_DATABASE_URL,
      UPLOADS_DIR: path.join(process.env.E2E_DB_DIR, "uploads"),
      MAIL_OUTBOX_DIR: path.join(process.env.E2E_DB_DIR, "outbox"),
      NODE_ENV: "production",
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      // A launch ahead, so the home page has its countdown (e2e/home.spec.ts moves the clock).
      LAUNCH_TARGET: "2030-07-01T00:00:00",
      // Every browser test orders from this one address, most with one phone number; the limits
      // have a server of their own in e2e/order-limits.spec.ts.
      ORDER_LIMIT_PER_PHONE: "0",
      ORDER_LIMIT_PER_ADDRESS: "0",
      // Abandoned-cart reminders after 2 seconds idle, looked for every second (e2e/abandoned-carts.spec.ts).
      CART_REMINDER_AFTER: "2s",
      CART_REMINDER_EVERY: "1s",
    },
  },
});
