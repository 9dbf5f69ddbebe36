// Stock as a shopper meets it: a perfume the owner marks as having none left shows
// "Sold out" with its Add to Cart disabled in both languages, leaves the custom trio's choices,
// and an order asking for more than is left is refused with the perfume named. The owner setting
// stock from the admin is e2e/catalogue-owner.spec.ts.
import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./admin-helpers";
import { gotoHydrated } from "./hydration";
import { shoot } from "./screenshots";

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

// A bundle holding the sold-out perfume (bundle2, "Modern Man Collection") is sold out wherever it
// appears, the cart says so before checkout, and the perfume's page points to available ones.
for (const width of [390, 1280]) {
  test(`at ${width} px a sold-out perfume's bundle, cart line and page in both languages`, async ({ page, baseURL }) => {
    // Ten pages in two languages on a busy machine.
    test.setTimeout(150_000);
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, baseURL!);
    await setStock(page, baseURL!, 0);

    for (const [prefix, soldOut] of [
      ["", "Sold out"],
      ["/ar", "نفدت الكمية"],
    ] as const) {
      // Home and offers: the bundle's card says sold out and cannot be added.
      for (const path of [`${prefix}/`, `${prefix}/offers`]) {
        await gotoHydrated(page, path || "/");
        const card = page.getByRole("article").filter({ has: page.getByTestId("bundle-sold-out") });
        await expect(card).toHaveCount(1);
        await expect(card.getByRole("button", { name: soldOut })).toBeDisabled();
      }
      // The product page: stepper off with the button, available perfumes of its category suggested.
      await gotoHydrated(page, `${prefix}/product/${SLUG}`);
      const main = page.getByRole("main");
      await expect(main.getByRole("spinbutton").first()).toBeDisabled();
      await expect(main.getByRole("button", { name: /quantity|الكمية/ }).first()).toBeDisabled();
      await expect(page.getByTestId("sold-out-note")).toBeVisible();
      await expect(page.locator("#related-heading")).toBeVisible();
      await expect(page.locator("section[aria-labelledby=related-heading]").getByRole("button", { name: soldOut })).toHaveCount(
        0,
      );
      await shoot(page, {
        path: `test-results/screens/sold-out-product${prefix.replace("/", "-")}-${width}.png`,
        fullPage: false,
      });
      // Listings: the sold-out perfume comes last, whatever the sort.
      await gotoHydrated(page, `${prefix}/products?sort=name-asc`);
      await expect(page.getByRole("article").last().getByRole("button", { name: soldOut })).toBeDisabled();
    }

    // A cart holding the bundle (added before it sold out) says so, with its remove button.
    await gotoHydrated(page, "/ar/cart");
    await page.evaluate(() => localStorage.setItem("perfumeCart", JSON.stringify([{ id: "bundle2", quantity: 1 }])));
    await gotoHydrated(page, "/ar/cart");
    await expect(page.getByTestId("line-sold-out")).toBeVisible();
    await expect(page.getByTestId("cart-sold-out")).toBeVisible();
    await expect(page.getByRole("link", { name: "إتمام الطلب" })).toHaveCount(0);
    await shoot(page, { path: `test-results/screens/sold-out-cart-ar-${width}.png`, fullPage: true });
    await page
      .getByTestId("cart-line")
      .getByRole("button", { name: /حذف|إزالة/ })
      .click();
    await expect(page.getByTestId("cart-line")).toHaveCount(0);
  });
}
