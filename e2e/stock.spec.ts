// Stock as a shopper meets it (issue 16): a perfume the owner marks as having none left shows
// "Sold out" with its Add to Cart disabled in both languages, leaves the custom trio's choices,
// and an order asking for more than is left is refused with the perfume named. The owner setting
// stock from the admin is e2e/catalogue-owner.spec.ts.
import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./admin-helpers";
import { gotoHydrated } from "./hydration";

// The last perfume: no other suite names it.
const ID = "8";
const NAME = "Emporio Armani Stronger With You Absolutely";
const SLUG = "emporio-armani-stronger-with-you-absolutely";

async function setStock(page: Page, baseURL: string, stock: number | null) {
  const res = await page.request.patch(`/api/admin/products/${ID}`, { data: { stock }, headers: { Origin: baseURL } });
  expect(res.status(), await res.text()).toBe(200);
}

test.afterEach(async ({ page, baseURL }) => {
  await setStock(page, baseURL!, null);
});

test("a sold-out perfume says so in both languages and cannot be added or chosen", async ({ page, baseURL }) => {
  await signIn(page, baseURL!);
  await setStock(page, baseURL!, 0);

  await gotoHydrated(page, "/products");
  const card = page.getByRole("article").filter({ hasText: NAME });
  await expect(card.getByRole("button", { name: "Sold out" })).toBeDisabled();

  await gotoHydrated(page, `/ar/product/${SLUG}`);
  await expect(page.getByRole("main").getByRole("button", { name: "نفدت الكمية" }).first()).toBeDisabled();

  await gotoHydrated(page, "/offers");
  await expect(page.getByRole("checkbox", { name: new RegExp(NAME) })).toHaveCount(0);

  // Back in stock: the storefront follows at once.
  await setStock(page, baseURL!, 4);
  await gotoHydrated(page, "/products");
  await expect(page.getByRole("article").filter({ hasText: NAME }).getByRole("button", { name: "Add to Cart" })).toBeEnabled();
});

test("an order for more than is left is refused, naming the perfume", async ({ page, baseURL }) => {
  await signIn(page, baseURL!);
  await setStock(page, baseURL!, 1);
  await gotoHydrated(page, `/product/${SLUG}`);
  await page
    .getByRole("button", { name: /Increase quantity/ })
    .first()
    .click();
  await page.getByRole("main").getByRole("button", { name: "Add to Cart" }).first().click();
  await gotoHydrated(page, "/checkout");
  await page.getByLabel("Full Name").fill("Noor Stock");
  await page.getByLabel("Phone").pressSequentially("55551234");
  await page.getByLabel("Address").fill("Zone 1, Street 2, Building 3");
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page.locator(".toast-root").filter({ hasText: `Only 1 left of ${NAME}.` })).toBeVisible();
});
