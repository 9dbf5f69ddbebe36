// Store credit in the browser (docs/decisions/051-store-credit.md), in both languages: staff give a
// shopper QR 30 of credit (the owners' adjust endpoint), the shopper signs in with the code from the
// outbox, the checkout offers the credit and takes it off the total, and the confirmation shows the
// credit line with what is left to pay. Screenshots at 390 and 1280 px are kept with the output.
import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./admin-helpers";
import { CART_PERFUME_PRICE, openCheckoutWithOnePerfume } from "./checkout-helpers";
import { codeFor } from "./outbox";
import { shoot } from "./screenshots";

async function shopperSignIn(page: Page, baseURL: string, local: string) {
  const headers = { Origin: baseURL };
  const asked = Date.now();
  expect((await page.request.post("/api/account/code", { data: { phone: local }, headers })).status()).toBe(202);
  const code = await codeFor(`974${local}`, asked);
  const res = await page.request.post("/api/account/sign-in", { data: { phone: local, code }, headers });
  expect(res.status(), await res.text()).toBe(200);
}

const cases = [
  {
    language: "en" as const,
    path: "/checkout",
    local: "55770101",
    credit: "−QR 30.00",
    left: "Left to pay",
    line: "Store credit",
  },
  {
    language: "ar" as const,
    path: "/ar/checkout",
    local: "55770202",
    credit: "−30.00 ر.ق",
    left: "المتبقي للدفع",
    line: "رصيد المتجر",
  },
];

for (const c of cases) {
  test(`${c.language}: a shopper with credit from staff pays part of an order with it and sees the line`, async ({
    page,
    browser,
    baseURL,
  }, info) => {
    // Two sign-ins, a checkout and an order: more than one check's default time on a busy machine.
    test.setTimeout(60_000);
    // Staff give the credit, as owners do from the Customers section.
    const staff = await browser.newPage();
    await signIn(staff, baseURL!);
    const adjust = await staff.request.post(`/api/admin/customers/${encodeURIComponent(`+974${c.local}`)}/credit`, {
      data: { amount: 3000, reason: "Returned bottle" },
      headers: { Origin: baseURL! },
    });
    expect(adjust.status(), await adjust.text()).toBe(200);
    await staff.close();

    await shopperSignIn(page, baseURL!, c.local);
    await openCheckoutWithOnePerfume(page, c.path);
    await expect(page.getByTestId("checkout-credit-offer")).toBeVisible();
    await expect(page.getByTestId("checkout-store-credit")).toHaveText(c.credit);
    await expect(page.getByText(c.left)).toBeVisible();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await shoot(page, { path: info.outputPath(`credit-checkout-${c.language}-${width}.png`), fullPage: true });
    }

    await page.locator("#checkout-name").fill("Credit Shopper");
    // Signed in, the checkout fills in the account's phone (decision 044).
    await expect(page.locator("#checkout-phone")).toHaveValue(`+974 ${c.local.slice(0, 4)} ${c.local.slice(4)}`);
    await page.locator("#checkout-address").fill("Villa 3, Street 850, Zone 69");
    await page.locator("#checkout-city").selectOption("Doha");
    await page.locator('form[aria-labelledby="shipping-heading"] button[type="submit"]').click();
    await page.waitForURL(/order-confirmation/);
    await expect(page.getByTestId("order-store-credit")).toHaveText(c.credit);
    await expect(page.getByText(c.line, { exact: true })).toBeVisible();
    const total = await page.getByTestId("order-total").innerText();
    // The perfume less the credit, plus whatever Doha's delivery costs.
    const amount = Number(/(\d[\d,]*\.\d{2})/.exec(total)?.[1].replace(/,/g, ""));
    expect(amount).toBeGreaterThanOrEqual((CART_PERFUME_PRICE - 3000) / 100);
    expect(amount).toBeLessThan(CART_PERFUME_PRICE / 100);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await shoot(page, { path: info.outputPath(`credit-confirmation-${c.language}-${width}.png`), fullPage: true });
    }
  });
}
