// What a shopper sees of the order rules: the quantity stops at 10 and says why, a cart
// over the Cash on Delivery maximum says so before checkout, and a phone over its order limit is
// pointed to the shop's WhatsApp instead of a generic failure.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { bundleToCartItem, productToCartItem, type CartItem } from "../app/shared/cart";
import type { Catalogue } from "../app/shared/catalogue";
import { waitForHydration } from "./hydration";
import { freePort } from "./ports";
import { serverFilesEnv } from "./server-files";

const CHECKOUT_SUBMIT = "form[aria-labelledby=shipping-heading] button[type=submit]";
const placeOrder = (page: Page) => page.locator(CHECKOUT_SUBMIT);

async function putCart(page: Page, origin: string, cart: CartItem[]) {
  await page.goto(`${origin}/robots.txt`);
  await page.evaluate((json) => {
    localStorage.setItem("perfumeCart", json);
    sessionStorage.clear();
  }, JSON.stringify(cart));
}

async function catalogueOf(page: Page, origin: string): Promise<Catalogue> {
  const res = await page.request.get(`${origin}/api/catalogue`);
  return (await res.json()) as Catalogue;
}

test("the quantity stops at 10 with a note, and adding more says the line is full", async ({ page, baseURL }) => {
  const c = await catalogueOf(page, baseURL!);
  await putCart(page, baseURL!, [{ ...productToCartItem(c.products[0]), quantity: 9 }]);
  await page.goto("/cart");
  await waitForHydration(page);
  const increase = page.getByRole("button", { name: /Increase quantity of/ });
  await increase.click();
  await expect(page.getByRole("spinbutton", { name: /Quantity of/ })).toHaveValue("10");
  await expect(increase).toBeDisabled();
  await expect(page.getByText("Up to 10 of each per order.")).toBeVisible();

  await page.goto(`/product/${c.products[0].slug}`);
  await waitForHydration(page);
  await page.getByRole("main").getByRole("button", { name: "Add to Cart" }).first().click();
  await expect(page.locator(".toast-root").filter({ hasText: "Maximum Reached" })).toBeVisible();
  await expect(page.locator(".toast-root").filter({ hasText: "Added to Cart!" })).toHaveCount(0);
});

for (const [lang, prefix, notice, button] of [
  ["English", "", "Cash on Delivery orders are limited to QR 5,000.00", "Proceed to Checkout"],
  ["Arabic", "/ar", "الحد الأقصى لطلبات الدفع عند الاستلام هو 5,000.00 ر.ق", "المتابعة لإتمام الطلب"],
] as const) {
  test(`a cart over the Cash on Delivery maximum says so before checkout (${lang})`, async ({ page, baseURL }) => {
    const c = await catalogueOf(page, baseURL!);
    // 2 × 9 bundles × QR 200 + 2 × 10 perfumes × QR 85 = QR 5,300.
    const bundles = [c.bundles[0], c.bundles[1]].map((b) => ({ ...bundleToCartItem(b, c), quantity: 9 }));
    const perfumes = [c.products[0], c.products[1]].map((p) => ({ ...productToCartItem(p), quantity: 10 }));
    await putCart(page, baseURL!, [...bundles, ...perfumes]);
    await page.goto(`${prefix}/cart`);
    const alert = page.getByTestId("cod-max-notice");
    await expect(alert).toContainText(notice);
    await expect(alert.getByRole("link")).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+/);
    await expect(page.getByRole("button", { name: button })).toBeDisabled();

    await page.goto(`${prefix}/checkout`);
    await expect(page.getByTestId("cod-max-notice")).toContainText(notice);
    await expect(placeOrder(page)).toBeDisabled();
  });
}

test.describe("a phone over its order limit", () => {
  let server: ReturnType<typeof spawn>;
  let origin = "";
  let dir = "";

  test.beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-e2e-limits-"));
    const port = await freePort(4800, 400);
    origin = `http://127.0.0.1:${port}`;
    // The build the suite's own server runs (never `npm start`, which would rebuild under it if a
    // source changed since).
    server = spawn(process.execPath, [path.resolve("build", "server-entry", "index.mjs")], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(port),
        PUBLIC_ORIGIN: origin,
        ...serverFilesEnv(dir),
        ORDER_LIMIT_PER_PHONE: "1",
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

  test("is pointed to the shop's WhatsApp in the shopper's language", async ({ page }) => {
    const first = await page.request.post(`${origin}/api/orders`, {
      data: {
        customer: { name: "First Order", phone: "5599 0001", address: "Zone 1", city: "Doha" },
        items: [{ type: "product", productId: "1", quantity: 1 }],
      },
    });
    expect(first.status()).toBe(201);

    const c = await catalogueOf(page, origin);
    await putCart(page, origin, [productToCartItem(c.products[1])]);
    await page.goto(`${origin}/ar/checkout`);
    await waitForHydration(page);
    await page.locator("#checkout-name").fill("نور");
    await page.locator("#checkout-phone").pressSequentially("55990001");
    await page.locator("#checkout-address").fill("منطقة 69، شارع 850");
    await placeOrder(page).click();
    const notice = page.getByTestId("order-limit-notice");
    await expect(notice).toContainText("لا يمكننا استقبال طلب آخر من رقم الهاتف");
    await expect(notice.getByRole("link")).toHaveAttribute("href", /^https:\/\/wa\.me\/97450001234/);
    // Nothing was stored for the refused attempt, and the cart is kept for the WhatsApp order.
    await expect(page).toHaveURL(/\/ar\/checkout$/);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("perfumeCart") ?? "[]").length)).toBe(1);
  });
});
