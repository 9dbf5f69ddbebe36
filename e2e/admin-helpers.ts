// Shared by the admin browser tests: a staff account in the e2e database (made with the real
// `npm run admin:create`), signing in through the real login API, and orders placed through the
// real order API. Nothing here fakes the server.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { expect, type APIRequestContext, type Cookie, type Page } from "@playwright/test";
import { serverDatabaseFile, serverDataDir } from "./server-data";

export const ADMIN_USERNAME = "e2e-admin";
export const ADMIN_PASSWORD = "Amber & oud, 2026 edition!";
/** The staff session's cookie over plain HTTP (server/auth/cookie.ts). */
const SESSION_COOKIE = "shop_session";

let accountReady = false;

/**
 * Creates the e2e staff account once per test run. Re-running admin:create resets the password and
 * so (rightly) ends that account's sessions, which would sign out the other worker mid-test: the
 * first worker to claim the lock file creates the account, the others wait for its marker.
 */
export function ensureAdminAccount(): void {
  if (accountReady) return;
  const dir = serverDataDir();
  const lock = path.join(dir, "admin-account.lock");
  const ready = path.join(dir, "admin-account.ready");
  let owner = false;
  try {
    fs.closeSync(fs.openSync(lock, "wx"));
    owner = true;
  } catch {
    // Another worker is creating it.
  }
  if (owner) {
    createOwnStaffAccount(ADMIN_USERNAME);
    fs.writeFileSync(ready, "ok");
  } else {
    const deadline = Date.now() + 60_000;
    while (!fs.existsSync(ready)) {
      if (Date.now() > deadline) throw new Error("the e2e staff account was not created in time");
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
    }
  }
  accountReady = true;
}

/**
 * A staff account of a spec's own in the test's server database (made with `npm run admin:create`;
 * run it in `beforeAll`): for a spec that switches its admin to Arabic, since the admin language
 * belongs to the account and the shared one is in use by the other worker's specs meanwhile, or
 * one that counts an account's sign-ins. Made again, an account gets this password back and loses
 * its sessions.
 */
export function createOwnStaffAccount(username: string, password = ADMIN_PASSWORD): void {
  execFileSync("npm", ["run", "--silent", "admin:create", "--", "--username", username], {
    env: { ...process.env, DATABASE_URL: `file:${serverDatabaseFile()}`, ADMIN_PASSWORD: password, NODE_ENV: "production" },
    stdio: "pipe",
    timeout: 60_000,
  });
}

/**
 * Signs the page's context in to an account made by createOwnStaffAccount; with a `language`, its
 * admin is set to that language, else left as the account has it.
 */
export async function signInOwnAccount(page: Page, baseURL: string, username: string, language?: "en" | "ar"): Promise<void> {
  const response = await page.request.post("/api/admin/login", {
    data: { username, password: ADMIN_PASSWORD },
    headers: { Origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(200);
  if (!language) return;
  const set = await page.request.patch("/api/admin/me", { data: { language }, headers: { Origin: baseURL } });
  expect(set.status(), await set.text()).toBe(200);
}

// The worker's last session, handed to the next test that signs in: a sign-in costs the server a
// third of a second of scrypt (server/auth/password.ts), and most admin tests sign in.
let lastSession: Cookie[] = [];

/**
 * Signs the page's browser context in (its cookie jar keeps the session): with this worker's
 * session while the server still takes it, else through the login API. A test that signs out, or
 * re-runs admin:create, ends that session, and the next test signs in afresh.
 */
export async function signIn(page: Page, baseURL: string): Promise<void> {
  ensureAdminAccount();
  if (lastSession.length > 0) {
    await page.context().addCookies(lastSession);
    if ((await page.request.get("/api/admin/session")).ok()) return;
    await page.context().clearCookies({ name: SESSION_COOKIE });
  }
  const response = await page.request.post("/api/admin/login", {
    data: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD },
    headers: { Origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(200);
  lastSession = (await page.context().cookies(baseURL)).filter((c) => c.name === SESSION_COOKIE);
}

export interface PlacedOrder {
  id: string;
  orderNumber: number;
  customer: { name: string; phone: string };
  total: number;
  status: string;
}

let productIds: string[] | null = null;

async function catalogueProductIds(request: APIRequestContext): Promise<string[]> {
  if (productIds) return productIds;
  const response = await request.get("/api/catalogue");
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { products: { id: string }[] };
  productIds = body.products.map((p) => p.id);
  return productIds;
}

/** Places a cash-on-delivery order through POST /api/orders, as the checkout does. */
export async function placeOrder(
  request: APIRequestContext,
  customer: { name: string; phone?: string; email?: string; notes?: string; address?: string },
  quantity = 1,
): Promise<PlacedOrder> {
  const [first] = await catalogueProductIds(request);
  const response = await request.post("/api/orders", {
    data: {
      customer: {
        name: customer.name,
        phone: customer.phone ?? "+974 5512 3456",
        email: customer.email,
        address: customer.address ?? "Building 12, Street 340, Zone 66",
        city: "Doha",
        notes: customer.notes,
      },
      items: [{ type: "product", productId: first, quantity }],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as PlacedOrder;
}

/** A word no other test's order contains, so searches see only this test's rows. */
export const uniqueToken = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
