// Returns (docs/decisions/050-returns.md) as shoppers and staff meet them: a shopper asks for a
// return from the tracking page after delivery (the policy shown first), in English and Arabic;
// staff approve it, book the pickup, mark it received and settle it in cash in the Returns section;
// a return settled as store credit pays part of the shopper's next order. Screenshots of the form
// and the section at 390 and 1280 px in both languages.
import { expect, test, type Page } from "@playwright/test";
import { createOwnStaffAccount, placeOrder, signIn, signInOwnAccount } from "./admin-helpers";
import { CART_PERFUME_PRICE, openCheckoutWithOnePerfume } from "./checkout-helpers";
import { gotoHydrated } from "./hydration";
import { codeFor } from "./outbox";
import { shoot } from "./screenshots";

const PHONE = "+974 5533 7788";
/** Its Arabic screenshots' account: the shared one stays in English for the specs beside this one. */
const ARABIC_STAFF = "e2e-returns-ar";

test.beforeAll(() => createOwnStaffAccount(ARABIC_STAFF));

async function deliveredOrder(page: Page, baseURL: string, name: string, phone = PHONE) {
  const order = await placeOrder(page.request, { name, phone }, 2);
  await signIn(page, baseURL);
  const res = await page.request.patch(`/api/admin/orders/${order.id}/status`, {
    data: { status: "Delivered" },
    headers: { Origin: baseURL },
  });
  expect(res.status()).toBe(200);
  return order;
}

for (const c of [
  {
    language: "en",
    path: "/track",
    track: "Track Order",
    start: "Start a return",
    reason: "I changed my mind",
    send: "Send return request",
    sent: "Thank you",
  },
  {
    language: "ar",
    path: "/ar/track",
    track: "تتبّع الطلب",
    start: "ابدأ طلب إرجاع",
    reason: "غيّرت رأيي",
    send: "أرسل طلب الإرجاع",
    sent: "شكراً لك",
  },
] as const) {
  test(`a shopper asks for a return from the tracking page (${c.language})`, async ({ page, baseURL }, info) => {
    const order = await deliveredOrder(page, baseURL!, `Return Shopper ${c.language}`);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, `${c.path}?number=${order.orderNumber}`);
      const lookup = page.locator("#main-content form").first();
      await lookup.locator("input").nth(1).fill("5533 7788");
      await lookup.locator("button[type=submit]").click();
      await page.getByRole("button", { name: c.start }).click();
      await expect(page.getByTestId("return-policy")).toBeVisible();
      await page.getByTestId("return-form").locator("select").first().selectOption("1");
      await page.getByTestId("return-form").locator("select").nth(1).selectOption({ label: c.reason });
      await page.getByTestId("track-returns").scrollIntoViewIfNeeded();
      await shoot(page, { path: info.outputPath(`return-form-${c.language}-${width}.png`), fullPage: true });
    }
    await page.getByRole("button", { name: c.send }).click();
    await expect(page.getByTestId("track-returns")).toContainText(c.sent);
    await expect(page.getByTestId("return-list")).toBeVisible();
  });
}

test("staff approve, book the pickup, receive and settle a return in cash", async ({ page, baseURL }, info) => {
  const order = await deliveredOrder(page, baseURL!, "Return Staff Flow");
  const asked = await page.request.post("/api/returns", {
    data: {
      orderNumber: order.orderNumber,
      phone: PHONE,
      lines: [{ line: 0, quantity: 1 }],
      reason: "gift_duplicate",
      refund: "cash",
    },
  });
  expect(asked.status()).toBe(201);
  const driver = await page.request.post("/api/admin/drivers", {
    data: { name: "Yousef", phone: "+974 5500 2222" },
    headers: { Origin: baseURL! },
  });
  expect(driver.status()).toBe(201);

  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoHydrated(page, "/admin/dashboard?section=returns");
  const card = page.getByTestId("admin-return").filter({ hasText: `#${order.orderNumber}` });
  await expect(card).toBeVisible();
  await shoot(page, { path: info.outputPath("returns-section-en-1280.png"), fullPage: true });
  await card.getByRole("button", { name: "Approve" }).click();

  await page.getByLabel("Status").selectOption("approved");
  await card.getByLabel("Driver").selectOption({ label: "Yousef" });
  await card.getByRole("button", { name: "Book pickup" }).click();
  await page.getByLabel("Status").selectOption("pickup_scheduled");
  await card.getByRole("button", { name: "Mark received" }).click();
  await page.getByLabel("Status").selectOption("received");
  await card.getByRole("button", { name: "Settle" }).click();
  await page.getByLabel("Status").selectOption("refunded");
  await expect(card).toContainText("Cash at pickup");

  await page.setViewportSize({ width: 390, height: 900 });
  await shoot(page, { path: info.outputPath("returns-section-en-390.png"), fullPage: true });
  await signInOwnAccount(page, baseURL!, ARABIC_STAFF, "ar");
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await gotoHydrated(page, "/admin/dashboard?section=returns");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("search", { name: "تصفية المرتجعات" })).toBeVisible();
    await shoot(page, { path: info.outputPath(`returns-section-ar-${width}.png`), fullPage: true });
  }
});

test("a return settled as store credit pays part of the shopper's next order", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const local = "55339911";
  const order = await deliveredOrder(page, baseURL!, "Return Credit Shopper", `+974 ${local}`);
  const driver = await page.request.post("/api/admin/drivers", {
    data: { name: "Hamad", phone: "+974 5500 3333" },
    headers: { Origin: baseURL! },
  });
  expect(driver.status()).toBe(201);

  // The shopper asks from the tracking page, keeping the offered refund: store credit.
  await gotoHydrated(page, `/track?number=${order.orderNumber}`);
  const lookup = page.locator("#main-content form").first();
  await lookup.locator("input").nth(1).fill(local);
  await lookup.locator("button[type=submit]").click();
  await page.getByRole("button", { name: "Start a return" }).click();
  await page.getByTestId("return-form").locator("select").first().selectOption("1");
  await page.getByTestId("return-form").locator("select").nth(1).selectOption({ label: "I changed my mind" });
  await expect(page.getByRole("radio", { name: /Store credit/ })).toBeChecked();
  await page.getByRole("button", { name: "Send return request" }).click();
  await expect(page.getByTestId("track-returns")).toContainText("Thank you");

  // Staff approve, book the pickup, receive it undamaged and settle it as the shopper chose.
  await gotoHydrated(page, "/admin/dashboard?section=returns");
  const card = page.getByTestId("admin-return").filter({ hasText: `#${order.orderNumber}` });
  await card.getByRole("button", { name: "Approve" }).click();
  await page.getByLabel("Status").selectOption("approved");
  await card.getByLabel("Driver").selectOption({ label: "Hamad" });
  await card.getByRole("button", { name: "Book pickup" }).click();
  await page.getByLabel("Status").selectOption("pickup_scheduled");
  await card.getByRole("button", { name: "Mark received" }).click();
  await page.getByLabel("Status").selectOption("received");
  await card.getByRole("button", { name: "Settle" }).click();
  await page.getByLabel("Status").selectOption("refunded");
  await expect(card).toContainText("Store credit");

  // The shopper signs in with the code from the outbox; two bottles cost more than the credit.
  const asked = Date.now();
  expect((await page.request.post("/api/account/code", { data: { phone: local }, headers: { Origin: baseURL! } })).status()).toBe(
    202,
  );
  const code = await codeFor(`974${local}`, asked);
  const signedIn = await page.request.post("/api/account/sign-in", {
    data: { phone: local, code },
    headers: { Origin: baseURL! },
  });
  expect(signedIn.status()).toBe(200);
  await openCheckoutWithOnePerfume(page, "/checkout", 2);
  await expect(page.getByTestId("checkout-store-credit")).toHaveText("−QR 85.00");
  await page.locator("#checkout-name").fill("Return Credit Shopper");
  // Signed in, the checkout fills in the account's phone (decision 044).
  await expect(page.locator("#checkout-phone")).toHaveValue("+974 5533 9911");
  await page.locator("#checkout-address").fill("Villa 3, Street 850, Zone 69");
  await page.locator("#checkout-city").selectOption("Doha");
  await page.locator('form[aria-labelledby="shipping-heading"] button[type="submit"]').click();
  await page.waitForURL(/order-confirmation/);
  await expect(page.getByTestId("order-store-credit")).toHaveText("−QR 85.00");
  const total = Number(/(\d[\d,]*\.\d{2})/.exec(await page.getByTestId("order-total").innerText())?.[1].replace(/,/g, ""));
  // Two bottles less the credit, plus whatever Doha's delivery costs.
  expect(total).toBeGreaterThanOrEqual(CART_PERFUME_PRICE / 100);
  expect(total).toBeLessThan((2 * CART_PERFUME_PRICE) / 100);
});
