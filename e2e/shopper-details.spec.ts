// Details a shopper notices on a phone or a tablet: Quick View shows on touch screens, numbers are
// set in lining figures, and the products search fits a phone in both languages. That the chat
// button never hides a control is checked on every page by e2e/storefront-walk.spec.ts.
import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated } from "./hydration";

/** A cart with one perfume, so the cart and checkout show their forms and summaries. */
async function withOnePerfume(page: Page) {
  await gotoHydrated(page, "/products");
  await page
    .getByRole("button", { name: /^Add to Cart/ })
    .first()
    .click();
  await expect(page.getByTestId("cart-count").first()).toHaveText("1");
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
