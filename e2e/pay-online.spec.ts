// Paying online as a shopper, in both languages (docs/decisions/040), on a server of its own with
// the sandbox provider (the suite's server has online payment off): the checkout's choice, the
// sandbox's hosted page, the confirmation waiting for the webhook and then Paid, /track saying so;
// and a declined card followed by "Pay on delivery instead". Screenshots at 390 and 1280 px.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { productToCartItem } from "../app/shared/cart";
import type { Catalogue } from "../app/shared/catalogue";
import { waitForHydration } from "./hydration";
import { shoot } from "./screenshots";
import { serverFilesEnv } from "./server-files";

const PHONE = "55507788";

let server: ReturnType<typeof spawn>;
let origin = "";
let dir = "";

// Six full-page screenshots a test, on a machine that may be busy.
test.describe.configure({ mode: "serial", timeout: 90_000 });

test.beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-e2e-pay-"));
  // Beside the suite's own port, so helpers running side by side do not meet.
  const port = Number(process.env.E2E_PORT ?? 4173) + 2000;
  origin = `http://127.0.0.1:${port}`;
  // The build the suite's server runs (made before the tests start).
  server = spawn(process.execPath, [path.resolve("build", "server-entry", "index.mjs")], {
    env: {
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
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  server.stdout!.on("data", (d) => (output += d));
  server.stderr!.on("data", (d) => (output += d));
  await expect.poll(() => output, { timeout: 60_000 }).toContain("is open on");
});

test.afterAll(async () => {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

async function openCheckout(page: Page, prefix: string) {
  const catalogue = (await (await page.request.get(`${origin}/api/catalogue`)).json()) as Catalogue;
  await page.goto(`${origin}/robots.txt`);
  await page.evaluate(
    (json) => {
      localStorage.setItem("perfumeCart", json);
      sessionStorage.clear();
      localStorage.removeItem("lastOrder");
    },
    JSON.stringify([productToCartItem(catalogue.products[0])]),
  );
  await page.goto(`${origin}${prefix}/checkout`);
  await waitForHydration(page);
  await page.locator("#checkout-name").fill("Maryam Online");
  await page.locator("#checkout-phone").pressSequentially(PHONE);
  await page.locator("#checkout-address").fill("Villa 7, Street 920, Zone 66");
}

const shot = async (page: Page, info: TestInfo, name: string) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await shoot(page, { path: info.outputPath(`${name}-${width}.png`), fullPage: true });
  }
};

for (const lang of [
  {
    name: "English",
    prefix: "",
    choice: "Pay now by card / Apple Pay / QPay",
    submit: "Continue to Payment",
    paid: "Paid",
    failed: "Payment failed",
    instead: "Pay on delivery instead",
    cash: "Cash on Delivery",
    track: "Track Order",
  },
  {
    name: "Arabic",
    prefix: "/ar",
    choice: "ادفع الآن بالبطاقة أو Apple Pay أو QPay",
    submit: "المتابعة إلى الدفع",
    paid: "مدفوع",
    failed: "تعذّر الدفع",
    instead: "الدفع عند الاستلام بدلًا من ذلك",
    cash: "الدفع نقدًا عند الاستلام",
    track: "تتبّع الطلب",
  },
]) {
  test(`pays with 4242 on the sandbox page and sees Paid on the confirmation and /track (${lang.name})`, async ({
    page,
  }, info) => {
    await openCheckout(page, lang.prefix);
    // Cash on Delivery stays the default; paying online is a choice.
    await expect(page.locator('input[name="paymentMethod"][value="Cash on Delivery"]')).toBeChecked();
    await page.locator("label", { hasText: lang.choice }).click();
    await expect(page.locator('input[name="paymentMethod"][value="Pay Online"]')).toBeChecked();
    await page.getByRole("heading", { level: 2, name: /Payment Method|طريقة الدفع/ }).scrollIntoViewIfNeeded();
    await shot(page, info, `checkout-choice-${lang.prefix ? "ar" : "en"}`);
    await page.getByRole("button", { name: lang.submit }).click();

    await page.waitForURL(/\/sandbox-pay\/sbx_/);
    await page.locator('button[name="card"][value="4242424242424242"]').click();
    await page.waitForURL(new RegExp(`${lang.prefix}/order-confirmation\\?payment_ref=`));
    await expect(page.getByTestId("payment-status")).toHaveText(lang.paid, { timeout: 15_000 });
    await expect(page.getByTestId("online-payment")).toHaveAttribute("data-state", "paid");
    // The cart was emptied before the browser left for the payment page.
    expect(await page.evaluate(() => localStorage.getItem("perfumeCart"))).toBe("[]");
    await shot(page, info, `confirmation-paid-${lang.prefix ? "ar" : "en"}`);

    const reference = (await page.getByTestId("order-reference").textContent())!.replace(/\D/g, "");
    await page.goto(`${origin}${lang.prefix}/track?number=${reference}`);
    await waitForHydration(page);
    await page.locator('input[type="tel"]').fill(PHONE);
    await page.getByRole("button", { name: lang.track }).click();
    await expect(page.getByTestId("track-status")).toHaveText(lang.paid);
    await expect(page.getByTestId("track-payment")).toContainText(lang.paid);
    await shot(page, info, `track-paid-${lang.prefix ? "ar" : "en"}`);
  });

  test(`a declined card, then pay on delivery instead (${lang.name})`, async ({ page }, info) => {
    await openCheckout(page, lang.prefix);
    await page.locator("label", { hasText: lang.choice }).click();
    await page.getByRole("button", { name: lang.submit }).click();
    await page.waitForURL(/\/sandbox-pay\/sbx_/);
    await page.locator('button[name="card"][value="4000000000000002"]').click();
    await expect(page.getByRole("heading", { name: "Declined" })).toBeVisible();
    await page.getByRole("link", { name: "Back to the shop" }).click();
    await page.waitForURL(new RegExp(`${lang.prefix}/order-confirmation`));
    await expect(page.getByTestId("payment-status")).toHaveText(lang.failed, { timeout: 15_000 });
    await expect(page.getByRole("button", { name: lang.instead })).toBeVisible();
    await shot(page, info, `confirmation-failed-${lang.prefix ? "ar" : "en"}`);
    await page.getByRole("button", { name: lang.instead }).click();
    await expect(page.getByTestId("payment-status")).toHaveText(lang.cash);
    await expect(page.getByTestId("online-payment")).toHaveAttribute("data-state", "switched");
    await expect(page.getByRole("button", { name: lang.instead })).toHaveCount(0);
    await shot(page, info, `confirmation-cash-${lang.prefix ? "ar" : "en"}`);
  });
}
