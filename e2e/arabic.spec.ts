// The Arabic edition (docs/decisions/006): prices and links that stay in the edition, the language
// switch, alternates for search engines, and an Arabic checkout that stores the order's language.
// Every page under /ar in Arabic, right to left, axe clean and fitting is checked by
// e2e/storefront-walk.spec.ts.
import Database from "better-sqlite3";
import { expect, test, type Page } from "@playwright/test";
import type { Catalogue } from "../app/shared/catalogue";
import { allowList, englishLeft, shootArabic } from "./arabic-text";
import { gotoHydrated } from "./hydration";
import { serverDatabaseFile } from "./server-data";

function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error" || (msg.type() === "warning" && /hydrat/i.test(msg.text()))) problems.push(msg.text());
  });
  page.on("pageerror", (err) => problems.push(err.message));
  return problems;
}

const CART = [
  { id: "1", quantity: 2 },
  { id: "bundle1", quantity: 1 },
];

test.describe("the Arabic storefront", () => {
  let catalogue: Catalogue;
  test.beforeAll(async ({ request }) => {
    catalogue = (await (await request.get("/api/catalogue")).json()) as Catalogue;
  });

  test("prices read 85.00 ر.ق and links stay in the Arabic edition", async ({ page }) => {
    const product = catalogue.products.find((p) => p.price === 8500) ?? catalogue.products[0];
    await page.goto(`/ar/product/${product.slug}`);
    await expect(page.locator("main")).toContainText("85.00 ر.ق");
    await expect(page.locator("main")).not.toContainText("QR ");
    await expect(page.getByTestId("cart-link")).toHaveAttribute("href", "/ar/cart");
    const internal = await page
      .locator("a[href^='/']")
      .evaluateAll((links) =>
        links.map((a) => a.getAttribute("href")!).filter((href) => !href.startsWith("/ar") && !href.startsWith("/api")),
      );
    // Only the switch to English leaves the edition.
    expect(internal).toEqual([`/product/${product.slug}`, `/product/${product.slug}`]);
    await page.goto("/ar/nowhere");
    await expect(page).toHaveURL(/\/ar$/);
  });

  test("the language switch keeps the page, query and hash, and remembers the choice", async ({ page, context }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/products?category=Women");
    await page.locator("header").getByTestId("language-switch").click();
    await expect(page).toHaveURL("/ar/products?category=Women");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    // The page's own texts change with it: they come with the Arabic page's data (app/i18n/parts.ts).
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("جميع العطور");
    expect((await context.cookies()).find((c) => c.name === "lang")?.value).toBe("ar");

    await page.goto("/ar/faq#delivery");
    await page.locator("footer").getByTestId("language-switch").click();
    await expect(page).toHaveURL("/faq#delivery");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently Asked Questions");
    expect((await context.cookies()).find((c) => c.name === "lang")?.value).toBe("en");

    // No guessing: an Arabic browser asking for / still gets the English home page.
    const res = await page.request.get("/", { headers: { "Accept-Language": "ar-QA,ar;q=0.9" }, maxRedirects: 0 });
    expect(res.status()).toBe(200);
    expect(await res.text()).toContain('<html lang="en" dir="ltr"');
  });

  test("moving between pages in the browser shows each page's own texts in its edition", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const dataRequests: string[] = [];
    page.on("request", (r) => /\.data(\?|$)/.test(r.url()) && dataRequests.push(new URL(r.url()).pathname));
    await gotoHydrated(page, "/");
    await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Offers" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Offers & Bundles");
    // English texts are in the page's script: no request for them.
    expect(dataRequests).toEqual([]);

    await gotoHydrated(page, "/ar");
    await page.getByRole("navigation", { name: "القائمة الرئيسية" }).getByRole("link", { name: "العروض" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("العروض والمجموعات");
    await expect(page.locator("main")).toContainText("توصيل مجاني إلى جميع أنحاء قطر");
  });

  test("every page names its alternates for search engines", async ({ page }) => {
    await page.goto("/ar/offers");
    const origin = new URL(page.url()).origin;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}/ar/offers`);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", `${origin}/offers`);
    await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute("href", `${origin}/ar/offers`);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", `${origin}/offers`);
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "ar_QA");
    const sitemap = await (await page.request.get("/sitemap.xml")).text();
    expect(sitemap).toContain(`<loc>${origin}/ar/products</loc>`);
  });

  test("an Arabic checkout shows Arabic errors, takes Arabic-Indic digits and stores the order as Arabic", async ({ page }) => {
    const problems = watchConsole(page);
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto("/ar");
    // After hydration, so the cart provider's first save cannot overwrite the seeded cart.
    await page.waitForLoadState("networkidle");
    await page.evaluate((cart) => localStorage.setItem("perfumeCart", JSON.stringify(cart)), CART);
    await page.goto("/ar/checkout");
    await page.waitForLoadState("networkidle");

    const submit = page.getByRole("button", { name: "تأكيد الطلب" });
    await submit.click();
    // The shipping form (the order summary holds the promotion code's own form).
    const form = page.getByRole("form", { name: "معلومات الشحن" });
    await expect(form).toContainText("الاسم مطلوب.");
    await expect(form).toContainText("العنوان مطلوب.");

    const name = `عميل عربي ${Date.now()}`;
    await page.locator("#checkout-name").fill(name);
    await page.locator("#checkout-phone").fill("+٩٧٤ ٥٥٥٥ ١٢٣٤");
    await page.locator("#checkout-address").fill("المنطقة 66، شارع 340، مبنى 12");
    await page.locator("#checkout-city").selectOption({ label: "الوكرة" });
    await shootArabic(page, "checkout-filled-390");
    await submit.click();

    await expect(page).toHaveURL("/ar/order-confirmation");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByTestId("order-total")).toContainText("ر.ق");
    const months = [
      "يناير",
      "فبراير",
      "مارس",
      "أبريل",
      "مايو",
      "يونيو",
      "يوليو",
      "أغسطس",
      "سبتمبر",
      "أكتوبر",
      "نوفمبر",
      "ديسمبر",
    ];
    const date = await page.getByTestId("order-date").innerText();
    expect(
      months.some((m) => date.includes(m)),
      date,
    ).toBe(true);
    await expect(page.getByTestId("order-address")).toContainText("الوكرة");
    expect(await englishLeft(page, allowList(catalogue))).toEqual([]);
    await shootArabic(page, "confirmation-390");

    const db = new Database(serverDatabaseFile(), { readonly: true, fileMustExist: true });
    try {
      const row = db.prepare("SELECT language, customer_city, phone_number FROM orders WHERE customer_name = ?").get(name) as
        { language: string; customer_city: string; phone_number: string } | undefined;
      expect(row).toEqual({ language: "ar", customer_city: "Al Wakrah", phone_number: "+97455551234" });
    } finally {
      db.close();
    }
    expect(problems).toEqual([]);
  });
});
