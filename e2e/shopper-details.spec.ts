// Details a shopper notices on a phone or a tablet: the floating chat button never hides
// a control that cannot be scrolled free, Quick View shows on touch screens, numbers are set in
// lining figures, and the products search fits a phone in both languages.
import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated } from "./hydration";

const PAGES = [
  "/",
  "/products",
  "/product/creed-aventus",
  "/offers",
  "/cart",
  "/checkout",
  "/about",
  "/faq",
  "/contact",
  "/privacy",
  "/terms",
];

/** A cart with one perfume, so the cart and checkout show their forms and summaries. */
async function withOnePerfume(page: Page) {
  await gotoHydrated(page, "/products");
  await page
    .getByRole("button", { name: /^Add to Cart/ })
    .first()
    .click();
  await expect(page.getByTestId("cart-count").first()).toHaveText("1");
}

/** Controls on screen that the chat button covers; with `stuckOnly`, only those in fixed or sticky bars. */
function coveredControls(page: Page, stuckOnly: boolean) {
  return page.evaluate((stuck) => {
    const chat = document.querySelector("[data-testid=chat-button]")!.getBoundingClientRect();
    const pinned = (el: Element) => {
      for (let node: Element | null = el; node; node = node.parentElement) {
        const { position } = getComputedStyle(node);
        if (position === "fixed" || position === "sticky") return true;
      }
      return false;
    };
    const covered: string[] = [];
    for (const el of document.querySelectorAll("a[href], button, input, select, textarea, [role=button], [role=combobox]")) {
      if (el.closest("[data-testid=chat-button]") || el.closest("[aria-hidden=true]")) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === "hidden") continue;
      if (box.bottom <= 0 || box.top >= innerHeight) continue;
      if (stuck && !pinned(el)) continue;
      const overlaps = box.left < chat.right && box.right > chat.left && box.top < chat.bottom && box.bottom > chat.top;
      if (overlaps) covered.push(el.outerHTML.slice(0, 100));
    }
    return covered;
  }, stuckOnly);
}

for (const width of [360, 390]) {
  test(`at ${width} px the chat button leaves every page's last controls and bottom bars free`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 780 });
    await withOnePerfume(page);
    for (const path of PAGES) {
      for (const prefix of ["", "/ar"]) {
        const url = prefix ? (path === "/" ? "/ar" : `/ar${path}`) : path;
        await gotoHydrated(page, url);
        // Bars fixed to the bottom (the product and offers pages) at the top of the page.
        expect(await coveredControls(page, true), `${url}, top`).toEqual([]);
        // At the very end, where nothing can be scrolled any further.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await expect
          .poll(() => page.evaluate(() => Math.ceil(window.scrollY + innerHeight) >= document.documentElement.scrollHeight - 1))
          .toBe(true);
        expect(await coveredControls(page, false), `${url}, end`).toEqual([]);
      }
    }
  });
}

test("Quick View shows on a touch tablet, where nothing hovers", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 768, height: 1024 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await gotoHydrated(page, "/products");
  const quickView = page.getByRole("button", { name: /^Quick view of/ }).first();
  await expect(quickView).toHaveCSS("opacity", "1");
  await quickView.tap();
  await expect(page.getByRole("dialog")).toBeVisible();
  await context.close();
});

test("with a mouse at 1280 px, Quick View waits for the pointer", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoHydrated(page, "/products");
  const quickView = page.getByRole("button", { name: /^Quick view of/ }).first();
  await expect(quickView).toHaveCSS("opacity", "0");
  await page.getByRole("article").first().hover();
  await expect(quickView).toHaveCSS("opacity", "1");
});

test("numbers are set in lining figures: prices, quantities, counters", async ({ page }) => {
  await withOnePerfume(page);
  await gotoHydrated(page, "/cart");
  for (const text of [page.getByText(/^QR \d/).first(), page.getByTestId("cart-count").first()]) {
    expect(await text.evaluate((el) => getComputedStyle(el).fontVariantNumeric)).toContain("lining-nums");
  }
});

for (const prefix of ["", "/ar"]) {
  test(`the products search fits a 390 px phone${prefix ? " in Arabic" : ""}, its placeholder whole`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 780 });
    await gotoHydrated(page, `${prefix}/products`);
    const box = page.locator("main input[type=search]");
    const fits = await box.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const canvas = document.createElement("canvas").getContext("2d")!;
      canvas.font = `${style.fontSize} ${style.fontFamily}`;
      const room = input.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd);
      return canvas.measureText(input.placeholder).width <= room;
    });
    expect(fits).toBe(true);
  });
}
