// Accessibility in states a page walk does not reach: the offers page with a trio being chosen and
// its toast showing, and on a phone with the creator's bar on screen. Every page in its empty and
// filled states is checked by e2e/storefront-walk.spec.ts.
import { shopViolations } from "./axe";
import { expect, test, type Page } from "@playwright/test";

interface PageCase {
  path: string;
  /** Text that proves the intended state rendered before it is checked. */
  ready: string | RegExp;
}

async function openCase(page: Page, c: PageCase) {
  await page.goto(c.path);
  await expect(page.getByRole("main")).toContainText(c.ready);
  await page.waitForLoadState("networkidle");
}

async function expectNoViolations(page: Page, label: string) {
  expect(await shopViolations(page), `axe violations on ${label}`).toEqual([]);
}

test.describe("axe finds no violations", () => {
  test("offers, with a trio being chosen and the 'Selection Incomplete' toast showing", async ({ page }) => {
    await openCase(page, { path: "/offers", ready: "Create Your Own Trio" });
    const creator = page.locator("#custom-bundle");
    await page.waitForFunction(() =>
      Object.keys(document.querySelector("#custom-bundle button")!).some((k) => k.startsWith("__react")),
    );
    await creator.getByRole("checkbox").nth(0).click();
    await creator.getByRole("checkbox").nth(1).click();
    await creator.getByRole("button", { name: "Add Custom Trio to Cart" }).click({ force: true });
    await expect(page.locator(".toast-root")).toContainText("Selection Incomplete");
    await expectNoViolations(page, "offers with a selection");
  });

  test("offers on a phone, with the creator's bar on screen", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openCase(page, { path: "/offers#custom-bundle", ready: "Create Your Own Trio" });
    await expectNoViolations(page, "offers at 390 px");
  });
});

// The shared axe run collects violations only (e2e/axe.ts): it must still find them.
test("the tests' axe run reports a page's violations", async ({ page }) => {
  await page.goto("/robots.txt");
  await page.setContent(
    `<!doctype html><html lang="en"><head><title>t</title></head><body><main><h1>Hi</h1><img src="/favicon.ico"><p style="color:#ddd;background:#fff">Faint</p></main></body></html>`,
  );
  const found = (await shopViolations(page)).map((v) => v.split(" ")[0]);
  expect(found).toEqual(expect.arrayContaining(["image-alt", "color-contrast"]));
});
