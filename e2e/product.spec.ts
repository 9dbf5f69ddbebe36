// /product/{slug}: every element of docs/product.md, the quantity stepper, Add to Cart with a quantity, the
// mobile bar, 'You Might Also Like', Product JSON-LD, and 'Product Not Found' with HTTP 404.
import { watchPageErrors } from "./page-errors";
import { axeOn } from "./axe";
import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated } from "./hydration";

const toast = (page: Page) => page.locator(".toast-root");

const storedCart = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem("perfumeCart") ?? "[]"));

test("renders on the server with Product JSON-LD priced in QAR", async ({ request }) => {
  const res = await request.get("/product/baccarat-rouge-540");
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toMatch(/<h1[^>]*>Baccarat Rouge 540<\/h1>/);
  expect(html).toContain("<title>Baccarat Rouge 540 | Al Maha Parfums</title>");
  const json = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1];
  expect(json).toBeTruthy();
  const ld = JSON.parse(json!);
  expect(ld).toMatchObject({
    "@context": "https://schema.org",
    "@type": "Product",
    name: "Baccarat Rouge 540",
    // The size's SKU (docs/decisions/033-variants.md): a perfume sold in one size is one Product.
    sku: "baccarat-rouge-540-100ml",
    offers: { "@type": "Offer", price: "85.00", priceCurrency: "QAR", availability: "https://schema.org/InStock" },
  });
  expect(ld.image).toMatch(/^https?:\/\/.+\/images\/products\/baccarat-rouge-540\.svg$/);
});

test("shows every element of the product page without console errors", async ({ page }) => {
  const errors = watchPageErrors(page);
  await gotoHydrated(page, "/product/creed-aventus");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Creed Aventus");
  await expect(main.getByRole("img", { name: "Creed Aventus" }).first()).toBeVisible();
  // No rating nobody gave.
  await expect(main.getByRole("img", { name: "Rated 5 out of 5" })).toHaveCount(0);
  await expect(main.getByText("(152 Reviews)")).toHaveCount(0);
  await expect(main.getByText("QR 85.00").first()).toBeVisible();
  await expect(main.getByText(/A celebration of strength and success/)).toBeVisible();
  await expect(main.getByRole("definition").first()).toHaveText("Men");
  for (const note of ["Pineapple", "Birch", "Blackcurrant", "Musk"]) {
    await expect(main.getByRole("listitem").filter({ hasText: new RegExp(`^${note}$`) })).toBeVisible();
  }
  await expect(main.getByText(/100% Authentic/)).toBeVisible();
  await expect(main.getByText(/Free delivery across Qatar within 1-2 business days/)).toBeVisible();
  await expect(main.getByRole("link", { name: "Back to All Perfumes" })).toHaveAttribute("href", "/products");
  expect(errors).toEqual([]);
});

test("the quantity stepper never goes below 1 and Add to Cart adds that quantity", async ({ page }) => {
  await gotoHydrated(page, "/product/miss-dior-eau-de-parfum");
  const main = page.getByRole("main");
  const qty = main.getByRole("spinbutton", { name: "Quantity" });
  const minus = main.getByRole("button", { name: "Decrease quantity" });
  const plus = main.getByRole("button", { name: "Increase quantity" });
  await expect(qty).toHaveValue("1");
  await expect(minus).toBeDisabled();

  await plus.click();
  await plus.click();
  await expect(qty).toHaveValue("3");
  await minus.click();
  await expect(qty).toHaveValue("2");

  // Typed values are clamped to at least 1.
  await qty.fill("0");
  await qty.press("Enter");
  await expect(qty).toHaveValue("1");
  await qty.fill("4");
  await qty.blur();
  await expect(qty).toHaveValue("4");

  await main.getByRole("button", { name: "Add to Cart", exact: true }).click();
  await expect(toast(page)).toContainText("Added to Cart!");
  await expect(toast(page)).toContainText("Miss Dior Eau de Parfum is now in your cart.");
  expect(await storedCart(page)).toMatchObject([{ id: "3", quantity: 4 }]);

  // Adding again merges into the same line.
  await main.getByRole("button", { name: "Add to Cart", exact: true }).click();
  await expect.poll(() => storedCart(page)).toMatchObject([{ id: "3", quantity: 8 }]);
});

test("on a phone a bottom bar shows price times quantity and adds with 'Add (n)'", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, "/product/tom-ford-tobacco-vanille");
  const bar = page.getByTestId("mobile-add-bar");
  await expect(bar).toBeVisible();
  await expect(bar).toContainText("QR 85.00");
  await page.getByRole("main").getByRole("button", { name: "Increase quantity" }).click();
  await page.getByRole("main").getByRole("button", { name: "Increase quantity" }).click();
  await expect(bar).toContainText("QR 255.00");
  // The bar stays on screen while the shopper reads the page.
  const box = await bar.boundingBox();
  expect(box!.y + box!.height).toBeLessThanOrEqual(844 + 1);
  await bar.getByRole("button", { name: "Add (3)" }).click();
  await expect(toast(page)).toContainText("Tom Ford Tobacco Vanille is now in your cart.");
  expect(await storedCart(page)).toMatchObject([{ id: "5", quantity: 3 }]);

  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(bar).toBeHidden();
});

test("'You Might Also Like' shows up to 4 perfumes of the same category, never the product itself", async ({ page }) => {
  await gotoHydrated(page, "/product/creed-aventus");
  const related = page.getByRole("region", { name: "You Might Also Like" });
  await expect(related.getByRole("heading", { level: 3 })).toHaveText([
    "Yves Saint Laurent Y Eau de Parfum",
    "Valentino Uomo Born in Roma",
    "Emporio Armani Stronger With You Absolutely",
  ]);

  // Moving to a related perfume starts again at quantity 1.
  await page.getByRole("main").getByRole("button", { name: "Increase quantity" }).click();
  await related.getByRole("link", { name: "Valentino Uomo Born in Roma" }).click();
  await expect(page).toHaveURL(/\/product\/valentino-uomo-born-in-roma$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Valentino Uomo Born in Roma");
  await expect(page.getByRole("main").getByRole("spinbutton", { name: "Quantity" })).toHaveValue("1");
  await expect(page.getByRole("region", { name: "You Might Also Like" }).getByRole("heading", { level: 3 })).toHaveText([
    "Creed Aventus",
    "Yves Saint Laurent Y Eau de Parfum",
    "Emporio Armani Stronger With You Absolutely",
  ]);

  // The only Women's perfume has nothing to suggest.
  await gotoHydrated(page, "/product/miss-dior-eau-de-parfum");
  await expect(page.getByRole("region", { name: "You Might Also Like" })).toHaveCount(0);
});

test("an unknown slug answers 404 and shows 'Product Not Found'", async ({ page, request }) => {
  const res = await request.get("/product/no-such-perfume");
  expect(res.status()).toBe(404);
  const html = await res.text();
  expect(html).toContain("Product Not Found");
  expect(html).toContain("Sorry, the perfume you are looking for does not exist.");
  expect(html).toMatch(/<meta name="robots" content="noindex"/);

  const errors = watchPageErrors(page);
  const response = await page.goto("/product/no-such-perfume");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Product Not Found");
  await expect(page.getByText("Sorry, the perfume you are looking for does not exist.")).toBeVisible();
  const axe = await axeOn(page).include("main").analyze();
  expect(axe.violations).toEqual([]);
  await page.getByRole("main").getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  // A 404 document load logs the failed resource in the console; anything else is a real error.
  expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
});

test("accessibility: no axe violations on the product page", async ({ page }) => {
  await gotoHydrated(page, "/product/tom-ford-ombre-leather");
  const axe = await axeOn(page).include("main").analyze();
  expect(axe.violations).toEqual([]);
});

for (const width of [360, 390, 768, 1280]) {
  test(`no horizontal scroll at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await gotoHydrated(page, "/product/emporio-armani-stronger-with-you-absolutely");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
