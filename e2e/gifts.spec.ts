// Gifting (docs/product.md#gifting, decision 036): a shopper sends a gift with a card's message and
// gift wrap at the owner's price, in English on a wide screen and in Arabic on a phone, and sees
// the wrap on the confirmation; staff print its packing slip and find the gift card and no prices.
import { expect, test, type Page } from "@playwright/test";
import { signIn, uniqueToken } from "./admin-helpers";
import { openCheckoutWithOnePerfume } from "./checkout-helpers";

const WRAP_PRICE = 1500;

async function fillShipping(page: Page, name: string, phone: string) {
  await page.locator("#checkout-name").fill(name);
  await page.locator("#checkout-phone").pressSequentially(phone);
  await page.locator("#checkout-address").fill("Villa 3, Street 850, Zone 69");
  await page.locator("#checkout-city").selectOption("Doha");
}

const cases = [
  {
    locale: "en",
    path: "/checkout",
    width: 1280,
    height: 900,
    isGift: "This is a gift",
    message: "Happy birthday, Mariam!\nWith love",
    someoneElse: "Someone else receives it",
    hidePrices: "Hide prices on the packing slip",
    wrapPrice: "(+ QR 15.00)",
    total: "QR 100.00",
    slipCard: "A gift for you",
  },
  {
    locale: "ar",
    path: "/ar/checkout",
    width: 390,
    height: 844,
    isGift: "هذا الطلب هدية",
    message: "كل عام وأنتِ بخير يا مريم",
    someoneElse: "يستلمها شخص آخر",
    hidePrices: "إخفاء الأسعار من قائمة التعبئة",
    wrapPrice: "(+ 15.00 ر.ق)",
    total: "100.00 ر.ق",
    slipCard: "هدية لك",
  },
] as const;

test.describe("gifts", () => {
  test.describe.configure({ mode: "serial" });

  test.beforeAll(async ({ browser, baseURL }) => {
    const page = await browser.newPage();
    await signIn(page, baseURL!);
    const res = await page.request.patch("/api/admin/settings", {
      data: { giftWrapOffered: true, giftWrapPrice: WRAP_PRICE },
      headers: { Origin: baseURL! },
    });
    expect(res.status()).toBe(200);
    await page.close();
  });

  for (const c of cases) {
    test(`a shopper sends a wrapped gift with a message in ${c.locale} at ${c.width} px, and staff print a slip with the card and no prices`, async ({
      page,
      baseURL,
    }) => {
      await page.setViewportSize({ width: c.width, height: c.height });
      await openCheckoutWithOnePerfume(page, c.path);
      const name = uniqueToken(`Gift ${c.locale}`);
      await fillShipping(page, name, c.locale === "en" ? "55661122" : "55661133");

      // Ticking "This is a gift" reveals the rest.
      await expect(page.locator("#gift-message")).toHaveCount(0);
      await page.getByLabel(c.isGift).check();
      await page.locator("#gift-message").fill("x".repeat(251));
      await expect(page.getByTestId("gift-message-count")).toHaveText("251 / 250");
      await page.locator("#gift-message").fill(c.message);
      await expect(page.getByTestId("gift-message-count")).toHaveText(`${Array.from(c.message).length} / 250`);
      await expect(page.getByTestId("gift-wrap-price")).toHaveText(c.wrapPrice);
      await page.locator("#gift-wrap").check();
      await page.getByLabel(c.someoneElse).check();
      await page.locator("#gift-recipient-name").fill("Mariam");
      await page.locator("#gift-recipient-phone").fill("33334444");
      await page.getByLabel(c.hidePrices).check();
      // The summary shows the wrap as its own line and adds it to the total.
      await expect(page.getByTestId("checkout-gift-wrap")).toContainText("15.00");
      await expect(page.getByTestId("checkout-total")).toHaveText(c.total);
      // The page fits the phone: nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(c.width);

      await page.locator('form[aria-labelledby="shipping-heading"] button[type="submit"]').click();
      await page.waitForURL(/order-confirmation/);
      await expect(page.getByTestId("order-gift-wrap")).toContainText("15.00");
      await expect(page.getByTestId("order-total")).toContainText(c.total);
      const number = (await page.getByTestId("order-reference").innerText()).replace(/\D/g, "");

      // Staff print its packing slip: the card with the message in the order's language, no prices.
      await signIn(page, baseURL!);
      const found = await page.request.get(`/api/admin/orders?q=%23${number}`);
      const { orders } = (await found.json()) as { orders: { id: string }[] };
      expect(orders).toHaveLength(1);
      await page.goto(`/admin/orders/${orders[0].id}/packing-slip`);
      const slip = page.getByRole("article");
      await expect(slip).toHaveAttribute("dir", c.locale === "ar" ? "rtl" : "ltr");
      await expect(page.getByTestId("gift-card")).toContainText(c.slipCard);
      await expect(page.getByTestId("gift-message")).toHaveText(c.message);
      await expect(slip).toContainText("Mariam");
      await expect(page.getByTestId("amount-to-collect")).toHaveCount(0);
      const text = await slip.innerText();
      expect(text).not.toMatch(/QR|ر\.ق|\d+\.\d{2}/);

      // The invoice still has every price, the wrap as its own line.
      await page.goto(`/admin/orders/${orders[0].id}/invoice`);
      await expect(page.getByTestId("invoice-gift-wrap")).toContainText("15.00");
    });
  }

  test.afterAll(async ({ browser, baseURL }) => {
    const page = await browser.newPage();
    await signIn(page, baseURL!);
    await page.request.patch("/api/admin/settings", { data: { giftWrapPrice: 0 }, headers: { Origin: baseURL! } });
    await page.close();
  });
});
