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

test("the owner adds a 30 ml size in the product form and the shopper sees it at once", async ({ page }) => {
  await page.goto("/admin/dashboard?section=catalogue");
  const panel = page.getByRole("region", { name: /Perfumes/ });
  await panel.getByRole("button", { name: "Edit Valentino Uomo Born in Roma" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Valentino Uomo Born in Roma" });
  await dialog.getByRole("button", { name: "Add a size" }).click();
  const added = dialog.getByTestId("variant-rows").getByRole("listitem").last();
  await added.getByLabel("Size (ml)").fill("30");
  await added.getByLabel("Price (QR)").fill("45");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(
    page.locator(".toast-root").filter({ hasText: "Valentino Uomo Born in Roma is updated on the shop." }),
  ).toBeVisible();

  await gotoHydrated(page, `/product/${SLUG}`);
  await page.getByTestId("size-picker").getByRole("link", { name: /30 ml/ }).click();
  await expect(page).toHaveURL(/\?size=30$/);
  await expect(page.getByTestId("product-price")).toHaveText("QR 45.00");
  await gotoHydrated(page, `/ar/product/${SLUG}?size=30`);
  await expect(page.getByTestId("product-price")).toHaveText("45.00 ر.ق");
});

const NAME = "Valentino Uomo Born in Roma";
const cardNames = (page: Page) => page.getByRole("main").getByRole("list").first().getByRole("heading", { level: 3 });
const serverCardNames = (html: string) =>
  [...html.matchAll(/<h3[^>]*><a[^>]*href="\/(?:ar\/)?product\/[^"]+"[^>]*>([^<]+)<\/a><\/h3>/g)].map((m) => m[1]);

test("/products?kind=sample lists the perfumes sold as a sample, rendered on the server in both languages", async ({
  page,
  request,
}) => {
  const en = await (await request.get("/products?kind=sample")).text();
  expect(serverCardNames(en)).toEqual([NAME]);
  expect(en).toMatch(/<option value="sample" selected="">Samples only<\/option>/);
  const ar = await (await request.get("/ar/products?kind=sample")).text();
  expect(serverCardNames(ar)).toEqual([NAME]);
  expect(ar).toMatch(/<option value="sample" selected="">العيّنات فقط<\/option>/);
  // Every perfume has a full bottle; none is sold as a gift set.
  expect(serverCardNames(await (await request.get("/products?kind=bottle")).text())).toHaveLength(8);
  expect(serverCardNames(await (await request.get("/products?kind=gift_set")).text())).toEqual([]);

  await gotoHydrated(page, "/products");
  await page.getByRole("combobox", { name: "Size" }).selectOption({ label: "Samples only" });
  await expect(page).toHaveURL(/\/products\?kind=sample$/);
  await expect(cardNames(page)).toHaveText([NAME]);
  await page.getByRole("combobox", { name: "Size" }).selectOption({ label: "Travel sprays" });
  await expect(page).toHaveURL(/\/products\?kind=travel$/);
  await expect(cardNames(page)).toHaveText([NAME]);
});

for (const width of [390, 1280]) {
  test(`quick view at ${width} px: pick the sample, add it, the cart has the sample at its price`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await gotoHydrated(page, "/products");
    await page.getByRole("button", { name: `Quick view of ${NAME}` }).click();
    const dialog = page.getByRole("dialog", { name: NAME });
    const sizes = dialog.getByTestId("quick-view-sizes");
    await expect(sizes.getByRole("radio")).toHaveCount(4);
    // It opens at the default size (the first full bottle, 50 ml), its compare-at price struck through.
    await expect(sizes.getByRole("radio", { name: /^50 ml/ })).toBeChecked();
    await expect(dialog.getByTestId("quick-view-price")).toHaveText("QR 65.00");
    await expect(dialog.locator("p > s")).toHaveText("QR 75.00");
    // The sold-out travel spray is shown but cannot be chosen.
    await expect(sizes.getByRole("radio", { name: "10 ml, sold out" })).toBeDisabled();
    await sizes.getByText("2 ml", { exact: true }).click();
    await expect(sizes.getByRole("radio", { name: /^2 ml/ })).toBeChecked();
    await expect(dialog.getByTestId("quick-view-price")).toHaveText("QR 15.00");
    await expect(dialog.locator("p > s")).toHaveCount(0);
    await dialog.getByRole("button", { name: "Add to Cart" }).click();
    await expect(dialog).toBeHidden();

    await gotoHydrated(page, "/cart");
    await expect(page.getByTestId("line-size")).toHaveText("2 ml · Sample");
    await expect(page.getByTestId("line-total")).toHaveText(/QR 15\.00$/);
  });
}
