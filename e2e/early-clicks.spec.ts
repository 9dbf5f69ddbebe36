// Taps before hydration count: on a phone four times slower than this machine, a tap on
// Add to Cart the moment the page's HTML is in (DOMContentLoaded) puts the perfume in the cart
// once the page is ready, instead of being lost.
import { expect, test, type Page } from "@playwright/test";

async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.goto("/robots.txt");
  await page.evaluate(() => localStorage.removeItem("perfumeCart"));
}

const cartLines = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("perfumeCart") ?? "[]") as { id: string; quantity: number }[]);

test("a tap on Add to Cart at DOMContentLoaded puts the perfume in the cart", async ({ page }) => {
  await slowPhone(page);
  // The tap must come before the page is ready (else this test proves nothing): on a busy machine
  // the page now and then hydrates before the test gets to look, and is loaded again.
  let early = false;
  for (let attempt = 0; attempt < 5 && !early; attempt++) {
    await page.goto("/product/creed-aventus", { waitUntil: "domcontentloaded" });
    early = await page.evaluate(() => !document.documentElement.hasAttribute("data-hydrated"));
  }
  expect(early).toBe(true);
  await page.getByRole("main").getByRole("button", { name: "Add to Cart" }).first().click();
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
  expect(await cartLines(page)).toEqual([expect.objectContaining({ quantity: 1 })]);
});

test("a tap on the language switch before hydration still remembers the choice", async ({ page, context }) => {
  await slowPhone(page);
  let early = false;
  for (let attempt = 0; attempt < 5 && !early; attempt++) {
    await page.goto("/products?category=Women", { waitUntil: "domcontentloaded" });
    early = await page.evaluate(() => !document.documentElement.hasAttribute("data-hydrated"));
  }
  expect(early).toBe(true);
  await page.locator("header").getByTestId("language-switch").click();
  await expect(page).toHaveURL("/ar/products?category=Women");
  expect((await context.cookies()).find((c) => c.name === "lang")?.value).toBe("ar");
});

test("taps on a quantity button and Add to Cart before hydration are played back in order", async ({ page }) => {
  await slowPhone(page);
  await page.goto("/product/creed-aventus", { waitUntil: "domcontentloaded" });
  await page
    .getByRole("main")
    .getByRole("button", { name: /Increase quantity/ })
    .first()
    .click();
  await page.getByRole("main").getByRole("button", { name: "Add to Cart" }).first().click();
  await expect(page.getByRole("link", { name: "Cart, 2 items" })).toBeVisible();
  expect(await cartLines(page)).toEqual([expect.objectContaining({ quantity: 2 })]);
});
