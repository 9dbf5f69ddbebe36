// The admin side of online payment (docs/decisions/040, "The admin"), on a server of its own with
// the sandbox provider: an online order placed through the order API and paid on the sandbox's
// page (its webhook makes it Paid), then the owner refunds part of it in the order's dialog and
// sees the refund there and in the Cash section's Card payments view. Screenshots at 1280 px, in
// English and in Arabic, go to the test output folder to be looked at.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { ADMIN_PASSWORD } from "./admin-helpers";
import { waitForHydration } from "./hydration";
import { shoot } from "./screenshots";
import { freePort } from "./ports";
import { serverFilesEnv } from "./server-files";

const USERNAME = "e2e-payments-owner";

test.describe.configure({ mode: "serial" });
// A server of its own, an order paid through the sandbox's webhook, and two languages.
test.setTimeout(90_000);

let server: ReturnType<typeof spawn>;
let origin = "";
let dir = "";

test.beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-e2e-payments-"));
  const port = await freePort(5300, 400);
  origin = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    PUBLIC_ORIGIN: origin,
    ...serverFilesEnv(dir),
    PAYMENT_PROVIDER: "sandbox",
    // A test shop: the sandbox in production only with the allowance (the server warns).
    ALLOW_SANDBOX_PAYMENTS: "1",
    PAYMENT_WEBHOOK_SECRET: "e2e-sandbox-webhook-secret",
    ORDER_LIMIT_PER_PHONE: "0",
    ORDER_LIMIT_PER_ADDRESS: "0",
  };
  // The build the suite's own server runs.
  server = spawn(process.execPath, [path.resolve("build", "server-entry", "index.mjs")], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  server.stdout!.on("data", (d) => (output += d));
  server.stderr!.on("data", (d) => (output += d));
  await expect.poll(() => output, { timeout: 60_000 }).toContain("is open on");
  execFileSync("npm", ["run", "--silent", "admin:create", "--", "--username", USERNAME], {
    env: { ...env, ADMIN_PASSWORD },
    stdio: "pipe",
    timeout: 60_000,
  });
});

test.afterAll(async () => {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

async function signIn(page: Page) {
  const response = await page.request.post(`${origin}/api/admin/login`, {
    data: { username: USERNAME, password: ADMIN_PASSWORD },
    headers: { Origin: origin },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A Pay Online order, paid with the sandbox's test card; the sandbox's webhook makes it Paid. */
async function paidOnlineOrder(page: Page) {
  const catalogue = (await (await page.request.get(`${origin}/api/catalogue`)).json()) as { products: { id: string }[] };
  const placed = await page.request.post(`${origin}/api/orders`, {
    data: {
      paymentMethod: "Pay Online",
      customer: {
        name: "Maryam Online",
        phone: "+974 5533 2211",
        email: "maryam@example.qa",
        address: "Building 7, Zone 60",
        city: "Doha",
      },
      items: [{ type: "product", productId: catalogue.products[0].id, quantity: 2 }],
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as { id: string; orderNumber: number; total: number; payment: { url: string } };
  const chargeId = new URL(order.payment.url).pathname.split("/").at(-1)!;
  const paid = await page.request.post(`${origin}/sandbox-pay/${chargeId}`, {
    form: { card: "4242424242424242" },
    maxRedirects: 0,
  });
  expect(paid.status()).toBeLessThan(400);
  await expect
    .poll(async () => {
      const res = await page.request.get(`${origin}/api/admin/orders/${order.id}/payment`);
      return ((await res.json()) as { attempts: { state: string }[] }).attempts[0]?.state;
    })
    .toBe("paid");
  return { ...order, chargeId };
}

test("the owner refunds part of a paid online order and sees it in the dialog and the Card payments view", async ({
  page,
}, info) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  const order = await paidOnlineOrder(page);
  const prefix = `#${order.orderNumber}`;

  await page.goto(`${origin}/admin/dashboard?section=orders&payment=paid`);
  await waitForHydration(page);
  await page.getByRole("button", { name: prefix, exact: true }).click();
  const dialog = page.getByRole("dialog");
  const payment = dialog.getByTestId("order-payment");
  await expect(payment).toContainText("Paid");
  await expect(payment).toContainText("Sandbox (test)");
  await expect(payment).toContainText(order.chargeId);

  await payment.getByRole("button", { name: "Refund…" }).click();
  const amount = payment.getByLabel("Amount to refund (QR)");
  await amount.fill("9999999");
  await payment.getByLabel("Reason").fill("One bottle arrived broken");
  await payment.getByRole("button", { name: /^Refund QR/ }).click();
  await expect(payment.getByText(/is left to refund\.$/)).toBeVisible();
  await amount.fill("10.00");
  await payment.getByRole("button", { name: "Refund QR 10.00" }).click();

  // The provider's webhook confirms it a moment later; the panel looks again by itself.
  await expect(payment).toContainText("Partly refunded", { timeout: 15_000 });
  await expect(payment).toContainText("QR 10.00 by e2e-payments-owner");
  await expect(payment).toContainText("One bottle arrived broken");
  await dialog.scrollIntoViewIfNeeded();
  await shoot(page, { path: info.outputPath("payment-dialog-en.png"), fullPage: false });

  await page.keyboard.press("Escape");
  await page.goto(`${origin}/admin/dashboard?section=cash`);
  await waitForHydration(page);
  const card = page.getByTestId("card-payments");
  await expect(card).toContainText("1 payment");
  await expect(card).toContainText("1 refund");
  await expect(card).toContainText("QR 10.00");

  // Reconcile a settlement report naming this charge with another amount.
  const csv = `charge_id,amount,fee,date\n${order.chargeId},${((order.total + 100) / 100).toFixed(2)},2.50,${new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10)}\n`;
  await page
    .getByLabel("Settlement report (CSV)")
    .setInputFiles({ name: "settlement.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: "Reconcile" }).click();
  const result = page.getByTestId("reconciliation");
  await expect(result).toContainText("Amount differs: 1");
  await expect(result).toContainText("Fees in the report: QR 2.50");
  await page.getByRole("heading", { name: "Card payments" }).scrollIntoViewIfNeeded();
  await shoot(page, { path: info.outputPath("card-payments-en.png"), fullPage: true });

  // The same in Arabic.
  const me = await page.request.patch(`${origin}/api/admin/me`, { data: { language: "ar" }, headers: { Origin: origin } });
  expect(me.status(), await me.text()).toBe(200);
  await page.goto(`${origin}/admin/dashboard?section=cash`);
  await waitForHydration(page);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { name: "مدفوعات البطاقات" })).toBeVisible();
  await shoot(page, { path: info.outputPath("card-payments-ar.png"), fullPage: true });
  await page.goto(`${origin}/admin/dashboard?section=orders&payment=refunded`);
  await waitForHydration(page);
  // The toolbar with the payment filter fits the page.
  const [scroll, inner] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scroll).toBeLessThanOrEqual(inner);
  await shoot(page, { path: info.outputPath("orders-payment-filter-ar.png"), fullPage: false });
  await page.getByRole("button", { name: prefix, exact: true }).click();
  await expect(page.getByRole("dialog").getByTestId("order-payment")).toContainText("مُسترَد جزئيًا");
  await shoot(page, { path: info.outputPath("payment-dialog-ar.png"), fullPage: false });
});
