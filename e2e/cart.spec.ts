// /cart: the empty state, lines (image, name, unit price, quantity, line total, remove), bundle
// contents, Clear Cart, the Order Summary, persistence, and resilience to bad stored data.
import { watchPageErrors } from "./page-errors";
import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "./hydration";

const toast = (page: Page) => page.locator(".toast-root");
const lines = (page: Page) => page.getByTestId("cart-line");
const line = (page: Page, name: string) => lines(page).filter({ has: page.getByRole("heading", { name, exact: true }) });
/** The product page's own button (the related cards below have theirs too). */
const addToCartButton = (page: Page) => page.getByRole("main").getByRole("button", { name: "Add to Cart", exact: true }).first();
const storedCart = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem("perfumeCart") ?? "null"));

/** Opens /cart with `raw` stored under perfumeCart, exactly as a returning visitor would. */
async function openCartWith(page: Page, raw: string) {
  await page.goto("/cart");
  // After hydration, or the cart provider's first save would overwrite what we store.
  await waitForHydration(page);
  await page.evaluate((value) => localStorage.setItem("perfumeCart", value), raw);
  await page.reload();
  await waitForHydration(page);
}

async function expectTotals(page: Page, amount: string) {
  await expect(page.getByTestId("summary-subtotal")).toHaveText(amount);
  await expect(page.getByTestId("summary-total")).toHaveText(amount);
}

test("an empty cart shows 'Your Cart is Empty' with a link to the perfumes", async ({ page }) => {
  const errors = watchPageErrors(page);
  await page.goto("/cart");
  await expect(page.getByRole("heading", { name: "Your Cart is Empty" })).toBeVisible();
  const discover = page.getByRole("link", { name: "Discover Perfumes" });
  await expect(discover).toHaveAttribute("href", "/products");
  await expect(page.getByRole("heading", { name: "Order Summary" })).toHaveCount(0);
  await discover.click();
  await expect(page).toHaveURL(/\/products$/);
  expect(errors).toEqual([]);
});

test("lines added on the shop show up with prices, totals and the Order Summary", async ({ page }) => {
  await page.goto("/product/creed-aventus");
  await waitForHydration(page);
  await page.getByRole("main").getByRole("button", { name: "Increase quantity" }).click();
  await addToCartButton(page).click();
  await expect(toast(page)).toContainText("Added to Cart!");
  await page.goto("/products");
  await waitForHydration(page);
  await page
    .getByRole("listitem")
    .filter({ hasText: "Miss Dior Eau de Parfum" })
    .getByRole("button", { name: "Add to Cart" })
    .click();
  await expect(toast(page)).toContainText("Miss Dior Eau de Parfum is now in your cart.");

  await page.goto("/cart");
  await expect(lines(page)).toHaveCount(2);
  const creed = line(page, "Creed Aventus");
  await expect(creed.getByRole("link", { name: "Creed Aventus" })).toHaveAttribute("href", "/product/creed-aventus");
  await expect(creed.locator("img")).toHaveAttribute("src", "/images/products/creed-aventus.svg");
  await expect(creed.getByText("QR 85.00 each")).toBeVisible();
  await expect(creed.getByRole("spinbutton", { name: "Quantity of Creed Aventus" })).toHaveValue("2");
  await expect(creed.getByTestId("line-total")).toContainText("QR 170.00");

  const summary = page.getByRole("region", { name: "Order Summary" });
  await expect(summary.getByText("Shipping")).toBeVisible();
  await expect(summary.getByText("FREE", { exact: true })).toBeVisible();
  await expectTotals(page, "QR 255.00");
  await expect(summary.getByRole("link", { name: "Proceed to Checkout" })).toHaveAttribute("href", "/checkout");
  await expect(page.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/products");
});

test("plus and minus change the quantity and totals; minus at 1 removes the line", async ({ page }) => {
  await openCartWith(
    page,
    JSON.stringify([
      { id: "4", quantity: 1 },
      { id: "6", quantity: 2 },
    ]),
  );
  const leather = line(page, "Tom Ford Ombre Leather");
  await leather.getByRole("button", { name: "Increase quantity of Tom Ford Ombre Leather" }).click();
  await expect(leather.getByRole("spinbutton")).toHaveValue("2");
  await expect(leather.getByTestId("line-total")).toContainText("QR 170.00");
  await expectTotals(page, "QR 340.00");

  const ysl = line(page, "Yves Saint Laurent Y Eau de Parfum");
  await ysl.getByRole("button", { name: "Decrease quantity of Yves Saint Laurent Y Eau de Parfum" }).click();
  await expect(ysl.getByRole("spinbutton")).toHaveValue("1");
  await expectTotals(page, "QR 255.00");
  await ysl.getByRole("button", { name: "Decrease quantity of Yves Saint Laurent Y Eau de Parfum" }).click();
  await expect(toast(page)).toContainText("Item Removed");
  await expect(lines(page)).toHaveCount(1);
  await expectTotals(page, "QR 170.00");
  expect(await storedCart(page)).toMatchObject([{ id: "4", quantity: 2 }]);
});

test("Remove deletes a line with the 'Item Removed' toast, and focus stays on the page", async ({ page }) => {
  await openCartWith(
    page,
    JSON.stringify([
      { id: "1", quantity: 1 },
      { id: "2", quantity: 3 },
    ]),
  );
  await page.getByRole("button", { name: "Remove Baccarat Rouge 540 from cart" }).click();
  await expect(toast(page)).toContainText("Item Removed");
  await expect(toast(page)).toContainText("The item has been removed from your cart.");
  await expect(toast(page)).toHaveAttribute("data-variant", "destructive");
  await expect(lines(page)).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  await expectTotals(page, "QR 85.00");

  await page.getByRole("button", { name: "Remove Creed Aventus from cart" }).click();
  await expect(page.getByRole("heading", { name: "Your Cart is Empty" })).toBeVisible();
  expect(await storedCart(page)).toEqual([]);
});

test("Clear Cart empties the cart and switches to the empty view", async ({ page }) => {
  await openCartWith(
    page,
    JSON.stringify([
      { id: "1", quantity: 2 },
      { id: "bundle2", quantity: 1 },
    ]),
  );
  await expect(lines(page)).toHaveCount(2);
  await page.getByRole("button", { name: "Clear Cart" }).click();
  await expect(page.getByRole("heading", { name: "Your Cart is Empty" })).toBeVisible();
  expect(await storedCart(page)).toEqual([]);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Your Cart is Empty" })).toBeVisible();
});

test("the cart survives a reload", async ({ page }) => {
  await openCartWith(page, JSON.stringify([{ id: "7", quantity: 1 }]));
  await line(page, "Valentino Uomo Born in Roma")
    .getByRole("button", { name: /Increase quantity/ })
    .click();
  await expectTotals(page, "QR 170.00");
  await page.reload();
  await expect(line(page, "Valentino Uomo Born in Roma").getByRole("spinbutton")).toHaveValue("2");
  await expectTotals(page, "QR 170.00");
});

test("bundle lines list their perfumes and link to the offers", async ({ page }) => {
  await openCartWith(
    page,
    JSON.stringify([
      { id: "bundle1", quantity: 1 },
      {
        id: "custom-bundle-1700000000000",
        isCustomBundle: true,
        selectedProducts: [{ id: "3" }, { id: "4" }, { id: "7" }],
        quantity: 1,
      },
    ]),
  );
  const signature = line(page, "Signature Trio");
  await expect(signature.getByText("Bundle", { exact: true })).toBeVisible();
  await expect(signature.getByText("Includes: Creed Aventus, Baccarat Rouge 540, Tom Ford Tobacco Vanille")).toBeVisible();
  await expect(signature.getByRole("link", { name: "Signature Trio" })).toHaveAttribute("href", "/offers");
  await expect(signature.getByText("QR 200.00 each")).toBeVisible();

  const trio = line(page, "Custom Trio Bundle");
  await expect(trio.getByText("Custom Trio", { exact: true })).toBeVisible();
  await expect(
    trio.getByText("Includes: Miss Dior Eau de Parfum, Tom Ford Ombre Leather, Valentino Uomo Born in Roma"),
  ).toBeVisible();
  await expect(trio.getByRole("link", { name: "Custom Trio Bundle" })).toHaveAttribute("href", "/offers#custom-bundle");
  await expectTotals(page, "QR 400.00");
});

test("prices come from the catalogue, not from what the browser stored", async ({ page }) => {
  await openCartWith(page, JSON.stringify([{ id: "1", name: "Cheap", price: 1, quantity: 2 }]));
  await expect(line(page, "Creed Aventus").getByText("QR 85.00 each")).toBeVisible();
  await expectTotals(page, "QR 170.00");
});

test("corrupt storage does not break the page", async ({ page }) => {
  const errors = watchPageErrors(page);
  for (const raw of ["{not json", '"a string"', '[1, null, {"id": 5}, {"quantity": 2}]', '{"id":"1"}']) {
    await openCartWith(page, raw);
    await expect(page.getByRole("heading", { name: "Your Cart is Empty" })).toBeVisible();
  }
  // The page still works afterwards.
  await page.goto("/product/creed-aventus");
  await waitForHydration(page);
  await addToCartButton(page).click();
  await page.goto("/cart");
  await expect(lines(page)).toHaveCount(1);
  expect(errors).toEqual([]);
});

test("a product that is no longer sold is dropped from a stored cart", async ({ page }) => {
  await openCartWith(
    page,
    JSON.stringify([
      { id: "retired-42", name: "Discontinued Oud", price: 8500, quantity: 3, slug: "discontinued-oud" },
      { id: "2", quantity: 1 },
      {
        id: "custom-bundle-1",
        isCustomBundle: true,
        selectedProducts: [{ id: "1" }, { id: "retired-42" }, { id: "3" }],
        quantity: 1,
      },
    ]),
  );
  await expect(lines(page)).toHaveCount(1);
  await expect(line(page, "Baccarat Rouge 540")).toBeVisible();
  await expect(page.getByText("Discontinued Oud")).toHaveCount(0);
  await expectTotals(page, "QR 85.00");
  expect(await storedCart(page)).toMatchObject([{ id: "2", quantity: 1 }]);
});

test("keyboard: quantity and remove work without a mouse", async ({ page }) => {
  await openCartWith(page, JSON.stringify([{ id: "8", quantity: 1 }]));
  await page.getByRole("button", { name: /Increase quantity of Emporio/ }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("spinbutton")).toHaveValue("2");
  const qty = page.getByRole("spinbutton");
  await qty.fill("5");
  await qty.press("Enter");
  await expectTotals(page, "QR 425.00");
  await page.getByRole("button", { name: /Remove Emporio/ }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Your Cart is Empty" })).toBeVisible();
});

// Axe and the four widths, with lines and empty: the storefront walk (e2e/storefront-walk.spec.ts).
