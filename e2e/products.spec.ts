// /products and the product card: browse, search, category filter, sort, the shareable URL, the
// collapsible filters, the empty state, quick view and Add to Cart.
import { watchPageErrors } from "./page-errors";
import { axeOn } from "./axe";
import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated } from "./hydration";

const ALL = [
  "Creed Aventus",
  "Baccarat Rouge 540",
  "Miss Dior Eau de Parfum",
  "Tom Ford Ombre Leather",
  "Tom Ford Tobacco Vanille",
  "Yves Saint Laurent Y Eau de Parfum",
  "Valentino Uomo Born in Roma",
  "Emporio Armani Stronger With You Absolutely",
];
const byName = (names: string[]) => [...names].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" }));

const cardList = (page: Page) => page.getByRole("main").getByRole("list").first();
/** The names of the listed cards, in order (a retrying locator: the list updates asynchronously). */
const cardNames = (page: Page) => cardList(page).getByRole("heading", { level: 3 });
const searchBox = (page: Page) => page.getByRole("main").getByRole("searchbox", { name: "Search perfumes" });
const toast = (page: Page) => page.locator(".toast-root");

test("the list renders on the server with the filter from the URL applied", async ({ request }) => {
  const res = await request.get("/products?q=TOM&category=Unisex&sort=name-desc");
  expect(res.status()).toBe(200);
  const html = await res.text();
  const names = [...html.matchAll(/<h3[^>]*><a[^>]*href="\/product\/[^"]+"[^>]*>([^<]+)<\/a><\/h3>/g)].map((m) => m[1]);
  expect(names).toEqual(["Tom Ford Tobacco Vanille", "Tom Ford Ombre Leather"]);
  expect(html).toContain("<title>All Perfumes | Al Maha Parfums</title>");
});

test("browse: every perfume with its price and notes, no console errors", async ({ page }) => {
  const errors = watchPageErrors(page);
  await gotoHydrated(page, "/products");
  await expect(page.getByRole("heading", { level: 1, name: "All Perfumes" })).toBeVisible();
  await expect(cardNames(page)).toHaveText(ALL);
  await expect(page.getByRole("heading", { level: 2, name: "8 perfumes" })).toBeVisible();

  const card = cardList(page).getByRole("listitem").first();
  await expect(card.getByText("QR 85.00")).toBeVisible();
  await expect(card.getByText("Pineapple, Birch, Blackcurrant, Musk")).toBeVisible();
  await expect(card.getByRole("link", { name: "Creed Aventus" })).toHaveAttribute("href", "/product/creed-aventus");
  const img = card.locator("img");
  await expect(img).toHaveAttribute("width", "600");
  await expect(img).toHaveAttribute("height", "600");
  await expect(img).toHaveAttribute("sizes", /.+/);
  // Cards past the first row are lazy.
  await expect(cardList(page).getByRole("listitem").nth(6).locator("img")).toHaveAttribute("loading", "lazy");
  expect(errors).toEqual([]);
});

test("search is case-insensitive on name and description, lives in the URL and survives reload", async ({ page }) => {
  await gotoHydrated(page, "/products");
  await searchBox(page).fill("TOM FORD");
  await expect(cardNames(page)).toHaveText(["Tom Ford Ombre Leather", "Tom Ford Tobacco Vanille"]);
  await expect(page).toHaveURL(/\/products\?q=TOM\+FORD$/);

  await page.reload();
  await expect(searchBox(page)).toHaveValue("TOM FORD");
  await expect(cardNames(page)).toHaveText(["Tom Ford Ombre Leather", "Tom Ford Tobacco Vanille"]);

  // "rebellious" appears only in Valentino's description.
  await searchBox(page).fill("Rebellious");
  await expect(cardNames(page)).toHaveText(["Valentino Uomo Born in Roma"]);
  await expect(page).toHaveURL(/q=Rebellious/);
});

test("category filter: All plus each category, kept in the URL", async ({ page }) => {
  await gotoHydrated(page, "/products");
  const group = page.getByRole("group", { name: "Category" });
  await expect(group.getByRole("radio")).toHaveCount(4);
  await expect(group.getByRole("radio", { name: "All" })).toBeChecked();

  await group.getByText("Women", { exact: true }).click();
  await expect(page).toHaveURL(/category=Women/);
  await expect(cardNames(page)).toHaveText(["Miss Dior Eau de Parfum"]);

  await group.getByText("Men", { exact: true }).click();
  await expect(cardNames(page)).toHaveText([
    "Creed Aventus",
    "Yves Saint Laurent Y Eau de Parfum",
    "Valentino Uomo Born in Roma",
    "Emporio Armani Stronger With You Absolutely",
  ]);
  await group.getByText("Unisex", { exact: true }).click();
  await expect(cardNames(page)).toHaveCount(3);
  await group.getByText("All", { exact: true }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(cardNames(page)).toHaveText(ALL);
});

test("the five sort options order the list", async ({ page }) => {
  await gotoHydrated(page, "/products");
  const sort = page.getByRole("combobox", { name: "Sort by" });
  await expect(sort.locator("option")).toHaveText([
    "Featured",
    "Price: Low to High",
    "Price: High to Low",
    "Name: A to Z",
    "Name: Z to A",
  ]);
  await sort.selectOption("name-asc");
  await expect(page).toHaveURL(/sort=name-asc/);
  await expect(cardNames(page)).toHaveText(byName(ALL));
  await sort.selectOption("name-desc");
  await expect(cardNames(page)).toHaveText(byName(ALL).reverse());
  // Every perfume costs the same, so both price orders keep the catalogue order.
  await sort.selectOption("price-asc");
  await expect(cardNames(page)).toHaveText(ALL);
  await sort.selectOption("price-desc");
  await expect(cardNames(page)).toHaveText(ALL);
  await sort.selectOption("default");
  await expect(page).toHaveURL(/\/products$/);
});

test("a shared filtered link opens with search, category and sort applied", async ({ page }) => {
  await gotoHydrated(page, "/products?category=Men&sort=name-desc&q=o");
  await expect(page.getByRole("radio", { name: "Men", exact: true })).toBeChecked();
  await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveValue("name-desc");
  await expect(searchBox(page)).toHaveValue("o");
  await expect(cardNames(page)).toHaveText([
    "Yves Saint Laurent Y Eau de Parfum",
    "Valentino Uomo Born in Roma",
    "Emporio Armani Stronger With You Absolutely",
    "Creed Aventus",
  ]);
});

test("no match shows the empty state, and Clear Filters brings everything back", async ({ page }) => {
  await gotoHydrated(page, "/products?category=Women");
  await searchBox(page).fill("zzz-no-such-scent");
  await expect(page.getByRole("heading", { name: "No Perfumes Found" })).toBeVisible();
  await expect(page.getByText("Try adjusting your search or filters.")).toBeVisible();
  await page.getByRole("button", { name: "Clear Filters" }).click();
  await expect(cardNames(page)).toHaveText(ALL);
  await expect(searchBox(page)).toHaveValue("");
  await expect(page).toHaveURL(/\/products$/);
});

test("below 768 px the filters collapse behind a toggle; above they are always shown", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, "/products");
  const toggle = page.getByRole("button", { name: "Filters", exact: true });
  const group = page.getByRole("group", { name: "Category" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(group).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(group).toBeVisible();
  await group.getByText("Unisex", { exact: true }).click();
  await expect(cardNames(page)).toHaveCount(3);
  await toggle.click();
  await expect(group).toBeHidden();

  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(toggle).toBeHidden();
  await expect(group).toBeVisible();
});

test("Add to Cart on a card adds the perfume and shows the toast", async ({ page }) => {
  await gotoHydrated(page, "/products");
  await cardList(page).getByRole("listitem").nth(1).getByRole("button", { name: "Add to Cart" }).click();
  await expect(toast(page)).toContainText("Added to Cart!");
  await expect(toast(page)).toContainText("Baccarat Rouge 540 is now in your cart.");
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("perfumeCart") ?? "[]"));
  expect(stored).toMatchObject([{ id: "2", name: "Baccarat Rouge 540", quantity: 1, price: 8500 }]);
});

test("quick view: opens from its button, shows the perfume, closes by Escape and its close control", async ({ page }) => {
  // Four openings of the dialog, each waiting out its animation, and an accessibility scan: 26 s
  // on a 2-core machine under the whole suite, where the default 30 s ran out on the last click.
  test.setTimeout(60_000);
  await gotoHydrated(page, "/products");
  const opener = page.getByRole("button", { name: "Quick view of Tom Ford Ombre Leather" });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Tom Ford Ombre Leather" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("QR 85.00")).toBeVisible();
  await expect(dialog.getByText(/Supple black leather warmed by cardamom/)).toBeVisible();
  await expect(dialog.getByRole("listitem")).toHaveText(["Leather", "Cardamom", "Jasmine Sambac", "Patchouli"]);
  await expect(dialog.getByRole("img", { name: "Tom Ford Ombre Leather" })).toBeVisible();
  const axe = await axeOn(page).include("[role=dialog]").analyze();
  expect(axe.violations).toEqual([]);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await dialog.getByRole("button", { name: "Close quick view" }).click();
  await expect(dialog).toBeHidden();

  await opener.click();
  await dialog.getByRole("button", { name: "Add to Cart" }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page)).toContainText("Tom Ford Ombre Leather is now in your cart.");

  await opener.click();
  await dialog.getByRole("link", { name: "View Details" }).click();
  await expect(page).toHaveURL(/\/product\/tom-ford-ombre-leather$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tom Ford Ombre Leather");
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("keyboard: search, filter and quick view work without a mouse", async ({ page }) => {
  await gotoHydrated(page, "/products");
  await searchBox(page).focus();
  await page.keyboard.type("dior");
  await expect(cardNames(page)).toHaveText(["Miss Dior Eau de Parfum"]);
  await page.getByRole("button", { name: "Quick view of Miss Dior Eau de Parfum" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
});

test("the header search lands on the filtered list", async ({ page }) => {
  await gotoHydrated(page, "/products");
  await page.getByRole("banner").getByRole("button", { name: "Search" }).click();
  await page.getByRole("banner").getByRole("searchbox").fill("vanille");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/products\?q=vanille$/);
  await expect(searchBox(page)).toHaveValue("vanille");
  await expect(cardNames(page)).toHaveText(["Tom Ford Tobacco Vanille"]);
});

// Axe and the widths on the list and the empty state: e2e/storefront-walk.spec.ts.
