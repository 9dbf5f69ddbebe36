// The Arabic edition (docs/decisions/006): every storefront page under /ar in Arabic and
// right to left, with no English left on it beyond an allow-list, axe clean, no horizontal scroll on
// a phone, the language switch, and an Arabic checkout that stores the order's language.
import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import Database from "better-sqlite3";
import { expect, test, type Page } from "@playwright/test";
import type { Catalogue } from "../app/shared/catalogue";
import { loadConfig } from "../server/config";
import { gotoHydrated } from "./hydration";

const store = loadConfig({ ...process.env, NODE_ENV: "production" }).store;
// Outside Playwright's output folder, which each run empties.
const SHOTS = process.env.ARABIC_SHOTS_DIR ?? path.join("test-results", "arabic-shots");

function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error" || (msg.type() === "warning" && /hydrat/i.test(msg.text()))) problems.push(msg.text());
  });
  page.on("pageerror", (err) => problems.push(err.message));
  return problems;
}

/**
 * Latin words a shopper may rightly see on an Arabic page: perfume names as their houses write
 * them, the brand, the store's contact details, payment/social network names, the switch to
 * English. Everything else in Latin letters is English left untranslated.
 */
function allowList(catalogue: Catalogue): string[] {
  return [
    ...catalogue.products.map((p) => p.name),
    ...catalogue.products.flatMap((p) => p.name.split(/\s+/)),
    store.brand,
    ...store.brand.split(/\s+/),
    store.email,
    store.socialLabel,
    "WhatsApp",
    "Instagram",
    "English",
    "Visa",
    "Mastercard",
    "XXXX",
    // The e-mail field's example address.
    "you@example.com",
    // "Yves Saint Laurent" as the house itself abbreviates it in bundle descriptions.
    "YSL",
  ].sort((a, b) => b.length - a.length);
}

/** Visible text nodes that still hold Latin words once the allowed ones are removed. */
async function englishLeft(page: Page, allowed: string[]): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || el.closest("script, style, noscript, [hidden], .sr-only-ignore")) continue;
      const style = getComputedStyle(el);
      if (style.display === "none" || style.visibility === "hidden") continue;
      const text = node.textContent?.trim();
      if (text) out.push(text);
    }
    // Accessible names a screen reader speaks count too.
    for (const el of document.querySelectorAll("[aria-label], [placeholder], [alt], [title]")) {
      for (const attr of ["aria-label", "placeholder", "alt", "title"]) {
        const value = el.getAttribute(attr)?.trim();
        if (value) out.push(value);
      }
    }
    return out;
  });
  return texts.filter((text) => {
    let rest = text;
    for (const word of allowed) rest = rest.split(word).join(" ");
    // The order reference (first 8 hex characters of its id) is a code, not a word.
    rest = rest.replace(/#?\b[0-9A-F]{8}\b/g, " ");
    return /[A-Za-z]{2,}/.test(rest);
  });
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function shoot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
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

  const pages = (c: Catalogue) =>
    [
      ["home", "/ar"],
      ["products", "/ar/products"],
      ["product", `/ar/product/${c.products[0].slug}`],
      ["offers", "/ar/offers"],
      ["cart-empty", "/ar/cart"],
      ["about", "/ar/about"],
      ["privacy", "/ar/privacy"],
      ["terms", "/ar/terms"],
      ["faq", "/ar/faq"],
      ["contact", "/ar/contact"],
      ["track", "/ar/track"],
    ] as const;

  for (const width of [390, 1280]) {
    test(`every page is Arabic, right to left, axe clean and fits at ${width} px`, async ({ page }) => {
      test.setTimeout(180_000);
      const problems = watchConsole(page);
      await page.setViewportSize({ width, height: 900 });
      const allowed = allowList(catalogue);
      for (const [name, url] of pages(catalogue)) {
        await page.goto(url);
        await expect(page.locator("html")).toHaveAttribute("lang", "ar");
        await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
        await page.waitForLoadState("networkidle");
        expect(await englishLeft(page, allowed), `${url}: English left`).toEqual([]);
        if (width === 390) await expectNoHorizontalScroll(page);
        const axe = await new AxeBuilder({ page }).analyze();
        expect(axe.violations.map((v) => `${url}: ${v.id}`)).toEqual([]);
        await shoot(page, `${name}-${width}`);
      }

      // With items: the cart and checkout pages.
      await page.evaluate((cart) => localStorage.setItem("perfumeCart", JSON.stringify(cart)), CART);
      for (const [name, url] of [
        ["cart", "/ar/cart"],
        ["checkout", "/ar/checkout"],
      ] as const) {
        await page.goto(url);
        await expect(page.locator("main h1")).toBeVisible();
        await page.waitForLoadState("networkidle");
        expect(await englishLeft(page, allowed), `${url}: English left`).toEqual([]);
        if (width === 390) await expectNoHorizontalScroll(page);
        const axe = await new AxeBuilder({ page }).analyze();
        expect(axe.violations.map((v) => `${url}: ${v.id}`)).toEqual([]);
        await shoot(page, `${name}-${width}`);
      }
      // A review link that does not work (its form, with a real signed link: e2e/reviews.spec.ts).
      // The page answers 404 by design, which the browser logs; nothing else may be.
      const before = problems.length;
      await page.goto("/ar/review?order=x&product=1&sig=x");
      await expect(page.locator("main h1")).toHaveText("هذا الرابط لا يعمل");
      await page.waitForLoadState("networkidle");
      expect(await englishLeft(page, allowed), "/ar/review: English left").toEqual([]);
      if (width === 390) await expectNoHorizontalScroll(page);
      const axe = await new AxeBuilder({ page }).analyze();
      expect(axe.violations.map((v) => `/ar/review: ${v.id}`)).toEqual([]);
      await shoot(page, `review-${width}`);
      const logged = problems.splice(before);
      expect(logged.filter((p) => !/status of 404/.test(p))).toEqual([]);
      expect(problems).toEqual([]);
    });
  }

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
    await shoot(page, "checkout-filled-390");
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
    await shoot(page, "confirmation-390");

    const db = new Database(path.join(process.env.E2E_DB_DIR!, "shop.db"), { readonly: true, fileMustExist: true });
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
