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
  // Both taps held, whatever the machine's speed: the page cannot hydrate until its scripts come in.
  const letScriptsIn = await holdScripts(page);
  await page.goto("/product/creed-aventus", { waitUntil: "commit" });
  await page
    .getByRole("main")
    .getByRole("button", { name: /Increase quantity/ })
    .first()
    .click();
  await page.getByRole("main").getByRole("button", { name: "Add to Cart" }).first().click();
  expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))).toBe(false);
  letScriptsIn();
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await expect(page.getByRole("link", { name: "Cart, 2 items" })).toBeVisible();
  expect(await cartLines(page)).toEqual([expect.objectContaining({ quantity: 2 })]);
});

/** Holds the page's scripts until the returned function is called: the page cannot hydrate before. */
async function holdScripts(page: Page) {
  let letIn = () => {};
  const held = new Promise<void>((resolve) => (letIn = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return letIn;
}

test("a tap on a button that hydration replaced is played back on its replacement", async ({ page }) => {
  await slowPhone(page);
  const letScriptsIn = await holdScripts(page);
  await page.goto("/product/creed-aventus", { waitUntil: "commit" });
  await page.getByRole("main").getByRole("button", { name: "Add to Cart" }).first().click();
  // What React does to a part whose HTML differs from what it renders: the node is replaced.
  await page.evaluate(() => {
    const add = [...document.querySelectorAll("main button")].find((b) => b.textContent?.trim() === "Add to Cart")!;
    add.replaceWith(add.cloneNode(true));
  });
  expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))).toBe(false);
  letScriptsIn();
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
  expect(await cartLines(page)).toEqual([expect.objectContaining({ quantity: 1 })]);
});

test("a held tap is not given to a different button that took the replaced one's place", async ({ page }) => {
  await holdScripts(page);
  await page.goto("/product/creed-aventus", { waitUntil: "commit" });
  const main = page.getByRole("main");
  await main
    .getByRole("button", { name: /Increase quantity/ })
    .first()
    .click();
  await main.getByRole("button", { name: "Add to Cart" }).first().click();
  const played = await page.evaluate(() => {
    const buttons = [...document.querySelectorAll("main button")];
    const add = buttons.find((b) => b.textContent?.trim() === "Add to Cart")!;
    const increase = buttons.find((b) => /Increase quantity/.test(b.getAttribute("aria-label") ?? ""))!;
    // In the quantity button's place another button (another label); the Add to Cart button the same one.
    const other = increase.cloneNode(true) as HTMLElement;
    other.setAttribute("aria-label", "Decrease quantity");
    increase.replaceWith(other);
    add.replaceWith(add.cloneNode(true));
    const clicked: string[] = [];
    document.addEventListener("click", (e) => clicked.push((e.target as HTMLElement).textContent?.trim() ?? ""));
    window.__releaseEarlyClicks!();
    return clicked;
  });
  expect(played).toEqual(["Add to Cart"]);
});
