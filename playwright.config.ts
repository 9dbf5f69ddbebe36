import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { serverFilesEnv } from "./e2e/server-files";

// Two servers for the whole run, each on a database of its own in a temporary folder (never
// ./data): most specs share the first; the specs that change the whole shop take turns on the
// second, beside them (the projects below). Set once in the runner process; workers inherit it
// through the environment.
process.env.E2E_DB_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "shop-e2e-"));
const port = Number(process.env.E2E_PORT ?? 4173);
/** The folder of the server the shop-wide specs share (e2e/server-data.ts reads a test's own). */
const aloneDir = path.join(process.env.E2E_DB_DIR, "alone");
fs.mkdirSync(aloneDir, { recursive: true });

// Browsers cannot be downloaded here: drive the system Chromium. Its headless shell (Debian's
// chromium-headless-shell, the same build without the browser's own windows and services, and
// what Playwright itself runs headless) when installed: it takes a sixth less of Chromium's CPU on
// the same tests, on two cores that the suite keeps full (docs/decisions/058-browser-tests-on-the-headless-shell.md).
// A headed run (`--headed`) needs the whole browser: CHROMIUM_PATH=/usr/bin/chromium.
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const WHOLE_BROWSER = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const executablePath = process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : WHOLE_BROWSER);
/** Specs that need what only the whole browser has: the shell denies desktop notifications, granted or not. */
const NEEDS_WHOLE_BROWSER = /order-alerts\.spec\.ts/;
const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const SHOP_WIDE = /(catalogue-owner|delivery-checkout|delivery-admin|storefront-owner|promotion-offers|wishlist)\.spec\.ts/;

const origin = (p: number) => `http://127.0.0.1:${p}`;

/** The production server on a port, with its database, photos and outbox in a folder. */
function shopServer(p: number, dir: string) {
  return {
    command: "node scripts/e2e-server.mjs",
    url: `${origin(p)}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      PORT: String(p),
      HOST: "127.0.0.1",
      ...serverFilesEnv(dir),
      NODE_ENV: "production",
      PUBLIC_ORIGIN: origin(p),
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
  };
}

export default defineConfig({
  testDir: "e2e",
  outputDir: process.env.PW_OUTPUT_DIR ?? "test-results/playwright",
  fullyParallel: false,
  workers: 2,
  // `npm test` (and so CI) retries a failed test once, traced; a flaky one is still named as such.
  retries: process.env.CI || process.env.PLAYWRIGHT_REPORTERS === "ci" ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PLAYWRIGHT_REPORTERS === "ci" ? [["list"], ["json"]] : [["list"]],
  use: {
    baseURL: origin(port),
    launchOptions: { executablePath, args: chromiumArgs },
    // A trace films every action (a screenshot each): recorded for all tests it took a third of
    // the suite's time. CI retries a failed test once, and that retry is traced.
    trace: "on-first-retry",
    // One browser context per worker, reset between tests (cookies, local and session storage,
    // IndexedDB, clock, viewport, media: Playwright's own reset): its HTTP cache and compiled
    // scripts carry over, so a test's first page loads in a quarter of the time a fresh context
    // takes (docs/testing.md, "One browser context per worker"). `E2E_FRESH_CONTEXTS=1` turns it off.
    reuseContext: !process.env.E2E_FRESH_CONTEXTS,
  },
  projects: [
    // Specs that change the whole shop, one at a time on a server of their own, while the others
    // share the first server and the other workers (docs/testing.md, "The browser suite's time").
    // Listed first, so their first file starts at once. The owner adds a perfume to the
    // catalogue every spec reads. The delivery specs change shop-wide fees and slots, and fill the
    // dashboards with live updates. The storefront owner's bar and hero show on every page.
    // Automatic offers price every cart and strike prices on every page. The wishlist spec adds
    // sold-out perfumes of its own.
    {
      name: "shop-wide",
      use: {
        ...devices["Desktop Chrome"],
        baseURL: origin(port + 1),
        launchOptions: { executablePath, args: chromiumArgs },
      },
      metadata: { dataDir: aloneDir },
      testMatch: SHOP_WIDE,
      workers: 1,
    },
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"], launchOptions: { executablePath, args: chromiumArgs } },
      testIgnore: [SHOP_WIDE, NEEDS_WHOLE_BROWSER],
    },
    {
      name: "whole-browser",
      use: { ...devices["Desktop Chrome"], launchOptions: { executablePath: WHOLE_BROWSER, args: chromiumArgs } },
      testMatch: NEEDS_WHOLE_BROWSER,
    },
  ],
  // One after the other: the first builds the shop if it is stale, the second finds it built.
  webServer: [shopServer(port, process.env.E2E_DB_DIR), shopServer(port + 1, aloneDir)],
});
