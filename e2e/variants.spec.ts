// Sizes as a shopper meets them (docs/decisions/033-variants.md): the product page offers each size
// with its price, a sold-out size is shown but not offered, the chosen size stays in the URL, and
// the cart and the confirmation show the size at its own price, in both languages.
import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./admin-helpers";
import { gotoHydrated } from "./hydration";

const ID = "7";
const SLUG = "valentino-uomo-born-in-roma";

async function setSizes(page: Page, baseURL: string, variants: unknown[]) {
  const res = await page.request.patch(`/api/admin/products/${ID}`, { data: { variants }, headers: { Origin: baseURL } });
  expect(res.status(), await res.text()).toBe(200);
}

const ORIGINAL = [{ id: `${ID}-100`, sizeMl: 100, kind: "bottle", price: 8500, sku: `${SLUG}-100ml`, stock: null, active: true }];

test.beforeEach(async ({ page, baseURL }) => {
  await signIn(page, baseURL!);
  await setSizes(page, baseURL!, [
    { sizeMl: 2, kind: "sample", price: 1500, sku: `${SLUG}-2ml`, stock: null, active: true },
    { sizeMl: 10, kind: "travel", price: 3500, sku: `${SLUG}-10ml`, stock: 0, active: true },
    { sizeMl: 50, kind: "bottle", price: 6500, compareAtPrice: 7500, sku: `${SLUG}-50ml`, stock: null, active: true },
    ORIGINAL[0],
  ]);
});

test.afterEach(async ({ page, baseURL }) => {
  await setSizes(page, baseURL!, ORIGINAL);
});

async function checkout(page: Page, locale: "en" | "ar") {
  await gotoHydrated(page, locale === "en" ? "/checkout" : "/ar/checkout");
  await page.getByLabel(locale === "en" ? "Full Name" : "الاسم الكامل").fill("Noor Sizes");
  await page.getByLabel(locale === "en" ? "Phone" : "الهاتف").pressSequentially("55551234");
  await page.getByLabel(locale === "en" ? "Address" : "العنوان").fill("Zone 1, Street 2, Building 3");
  await page.getByRole("button", { name: locale === "en" ? "Place Order" : "تأكيد الطلب" }).click();
  await expect(page).toHaveURL(/order-confirmation/);
}

test("a shopper chooses 50 ml, sees it in the cart and on the confirmation at the 50 ml price", async ({ page }) => {
  await gotoHydrated(page, `/product/${SLUG}`);
  const picker = page.getByTestId("size-picker");
  await expect(picker.getByText("10 ml")).toBeVisible();
  await expect(picker.locator('[aria-disabled="true"]')).toHaveAccessibleName("10 ml, sold out");
  await picker.getByRole("link", { name: /50 ml/ }).click();
  await expect(page).toHaveURL(/\?size=50$/);
  await expect(page.getByTestId("product-price")).toHaveText("QR 65.00");
  await expect(page.getByTestId("compare-at")).toHaveText("QR 75.00");
  await page.getByRole("main").getByRole("button", { name: "Add to Cart" }).first().click();
  await gotoHydrated(page, "/cart");
  await expect(page.getByTestId("line-size")).toHaveText("50 ml");
  await checkout(page, "en");
  await expect(page.getByTestId("item-size")).toHaveText("50 ml");
  await expect(page.getByTestId("order-items")).toContainText("Valentino Uomo Born in Roma");
});

test("in Arabic the page opens at the size in the URL and orders the sample", async ({ page }) => {
  await gotoHydrated(page, `/ar/product/${SLUG}?size=2`);
  await expect(page.getByTestId("product-price")).toHaveText("15.00 ر.ق");
  await page.getByRole("main").getByRole("button", { name: "أضف إلى السلة" }).first().click();
  await gotoHydrated(page, "/ar/cart");
  await expect(page.getByTestId("line-size")).toHaveText("2 مل · عيّنة");
  await checkout(page, "ar");
  await expect(page.getByTestId("item-size")).toHaveText("2 مل · عيّنة");
});
