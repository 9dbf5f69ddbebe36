// /offers (docs/product.md#2-pages, 4, 5): curated bundles with Add to Cart, the custom trio creator
// (exactly three, a fourth ignored, add enabled only at three, savings only above QR 200, the
// 'Selection Incomplete' toast, selection cleared after adding) and the #custom-bundle fragment.
import { expect, test, type Page } from "@playwright/test";
import { seedBundles, seedProducts } from "../server/db/catalogue-data";
import { waitForHydration } from "./hydration";

const toast = (page: Page) => page.locator(".toast-root");
const creator = (page: Page) => page.locator("#custom-bundle");
const option = (page: Page, name: string) => creator(page).getByRole("checkbox", { name: `Select ${name}`, exact: true });
const card = (page: Page, name: string) => page.getByTestId("trio-option").filter({ has: page.getByText(name, { exact: true }) });
const addTrio = (page: Page) => creator(page).getByRole("button", { name: "Add Custom Trio to Cart" });
const storedCart = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(localStorage.getItem("perfumeCart") ?? "[]") as {
        name: string;
        price: number;
        quantity: number;
        isCustomBundle: boolean;
        selectedProducts?: { id: string }[];
      }[],
  );
const name = (id: string) => seedProducts.find((p) => p.id === id)!.name;

async function openOffers(page: Page, hash = "") {
  const errors: string[] = [];
  page.on("console", (m) => (m.type() === "error" || /hydrat/i.test(m.text())) && errors.push(m.text()));
  page.on("pageerror", (e) => errors.push(String(e)));
  await page.goto(`/offers${hash}`);
  await waitForHydration(page);
  return errors;
}

test("the offers page renders on the server with both bundles and every perfume in the creator", async ({ request }) => {
  const html = await (await request.get("/offers")).text();
  for (const text of [
    "Offers &amp; Bundles",
    "Curated Collections",
    "Create Your Own Trio",
    // Three perfumes at QR 85 for QR 200: the badge from the real prices.
    "21% OFF",
    "Please select exactly 3 perfumes.",
  ]) {
    expect(html).toContain(text);
  }
  for (const b of seedBundles) expect(html).toContain(b.name);
  for (const p of seedProducts) expect(html).toContain(`Select ${p.name.replace(/'/g, "&#x27;")}`);
  expect(html).toContain('id="custom-bundle"');
});

test("each curated bundle shows its perfumes and price and is added to the cart", async ({ page }) => {
  const errors = await openOffers(page);
  const bundle = seedBundles[0];
  const article = page.locator("article", { has: page.getByRole("heading", { level: 3, name: bundle.name }) });
  await expect(article).toContainText("QR 200.00");
  await expect(article.getByRole("listitem")).toHaveCount(3);
  for (const id of bundle.productIds) await expect(article.getByRole("link", { name: name(id) })).toBeVisible();
  // The badge is the real saving: three perfumes at QR 85 for QR 200 (decision 039).
  await expect(article).toContainText("21% OFF");
  await expect(article.locator("img").first()).toHaveAttribute("src", `/images/bundles/${bundle.id}.svg`);

  await article.getByRole("button", { name: "Add to Cart" }).click();
  await expect(toast(page)).toContainText("Added to Cart!");
  await expect(toast(page)).toContainText(`${bundle.name} is now in your cart.`);
  const cart = await storedCart(page);
  expect(cart).toEqual([expect.objectContaining({ name: bundle.name, price: 20000, quantity: 1, isCustomBundle: false })]);
  expect(errors).toEqual([]);
});

test("the creator takes exactly three perfumes: a fourth is ignored, add is enabled only at three", async ({ page }) => {
  await openOffers(page);
  const [a, b, c, d] = seedProducts.map((p) => p.name);
  await expect(addTrio(page)).toBeDisabled();
  await expect(creator(page)).toContainText("0 of 3 selected");
  await expect(creator(page)).toContainText("Please select exactly 3 perfumes.");

  // By the card (anywhere on it) and by the checkbox itself.
  await card(page, a).getByText(a, { exact: true }).click();
  await option(page, b).click();
  await expect(option(page, a)).toBeChecked();
  await expect(option(page, b)).toBeChecked();
  await expect(creator(page)).toContainText("2 of 3 selected");
  await expect(addTrio(page)).toBeDisabled();

  await option(page, c).press("Space");
  await expect(creator(page)).toContainText("3 of 3 selected");
  await expect(addTrio(page)).toBeEnabled();
  await expect(creator(page)).not.toContainText("Please select exactly 3 perfumes.");

  await card(page, d).click();
  await option(page, d).click();
  await expect(option(page, d)).not.toBeChecked();
  await expect(creator(page)).toContainText("3 of 3 selected");

  // Unticking one frees a place again.
  await card(page, a).click();
  await expect(option(page, a)).not.toBeChecked();
  await expect(addTrio(page)).toBeDisabled();
  await option(page, d).click();
  await expect(option(page, d)).toBeChecked();
  await expect(addTrio(page)).toBeEnabled();
});

test("original total and savings show only when the original total exceeds QR 200", async ({ page }) => {
  await openOffers(page);
  const [a, b, c] = seedProducts.map((p) => p.name);
  const original = creator(page).getByTestId("trio-original-total");
  const savings = creator(page).getByTestId("trio-savings");
  await option(page, a).click();
  await option(page, b).click();
  // Two perfumes: QR 170.00, not above 200.
  await expect(original).toHaveCount(0);
  await expect(savings).toHaveCount(0);
  await expect(creator(page)).toContainText("Bundle price:QR 200.00");
  await option(page, c).click();
  await expect(original).toHaveText("Original total:QR 255.00");
  await expect(savings).toHaveText("You saveQR 55.00");
});

test("adding with fewer than three shows 'Selection Incomplete' and adds nothing", async ({ page }) => {
  await openOffers(page);
  await option(page, seedProducts[0].name).click();
  // The button stays focusable while incomplete, so pressing it explains why nothing happens.
  await addTrio(page).click({ force: true });
  await expect(toast(page)).toContainText("Selection Incomplete");
  await expect(toast(page)).toContainText("Please select 3 perfumes for your custom bundle.");
  expect(await storedCart(page)).toEqual([]);
  await addTrio(page).focus();
  await page.keyboard.press("Enter");
  await expect(toast(page)).toContainText("Selection Incomplete");
  expect(await storedCart(page)).toEqual([]);
});

test("a complete trio goes into the cart as 'Custom Trio Bundle' at QR 200.00 and the selection clears", async ({ page }) => {
  const errors = await openOffers(page);
  const chosen = [seedProducts[1], seedProducts[4], seedProducts[6]];
  for (const p of chosen) await option(page, p.name).click();
  await addTrio(page).click();
  await expect(toast(page)).toContainText("Added to Cart!");
  await expect(toast(page)).toContainText("Custom Trio Bundle is now in your cart.");

  for (const p of chosen) await expect(option(page, p.name)).not.toBeChecked();
  await expect(creator(page)).toContainText("0 of 3 selected");
  await expect(addTrio(page)).toBeDisabled();

  const cart = await storedCart(page);
  expect(cart).toHaveLength(1);
  expect(cart[0]).toMatchObject({ name: "Custom Trio Bundle", price: 20000, quantity: 1, isCustomBundle: true });
  expect(cart[0].selectedProducts!.map((p) => p.id)).toEqual(chosen.map((p) => p.id));

  await page.goto("/cart");
  const line = page.getByTestId("cart-line").filter({ has: page.getByRole("heading", { name: "Custom Trio Bundle" }) });
  await expect(line).toHaveCount(1);
  await expect(line).toContainText("QR 200.00");
  for (const p of chosen) await expect(line).toContainText(p.name);
  await expect(page.getByTestId("summary-total")).toHaveText("QR 200.00");
  expect(errors).toEqual([]);
});

test("/offers#custom-bundle brings the creator into view on load and after navigating inside the shop", async ({ page }) => {
  await openOffers(page, "#custom-bundle");
  await expect(creator(page).getByRole("heading", { level: 2, name: "Create Your Own Trio" })).toBeInViewport();

  // From the home page's trio card: a client-side navigation to the fragment.
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Build Your Trio" }).click();
  await expect(page).toHaveURL(/\/offers#custom-bundle$/);
  await expect(creator(page).getByRole("heading", { level: 2, name: "Create Your Own Trio" })).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
});

test("the creator works by keyboard alone", async ({ page }) => {
  await openOffers(page);
  await option(page, seedProducts[0].name).focus();
  await page.keyboard.press("Space");
  for (let i = 0; i < 2; i++) {
    await page.keyboard.press("Tab");
    await page.keyboard.press("Space");
  }
  await expect(creator(page)).toContainText("3 of 3 selected");
  await addTrio(page).focus();
  await page.keyboard.press("Enter");
  await expect(toast(page)).toContainText("Custom Trio Bundle is now in your cart.");
});

test("phones get a bar with the count and the add button while the creator is on screen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openOffers(page, "#custom-bundle");
  const button = addTrio(page);
  await expect(button).toHaveCount(1);
  await expect(button).toBeInViewport();
  for (const p of seedProducts.slice(0, 3)) await option(page, p.name).click();
  await expect(button).toBeInViewport();
  await expect(button).toBeEnabled();
  await button.click();
  await expect(toast(page)).toContainText("Custom Trio Bundle is now in your cart.");
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});
