// The owner runs the catalogue from the admin: adds a perfume with a photo and its
// Arabic texts, sees it on the storefront in both languages, changes its price, sells it out, and
// the shopper sees "Sold out". Runs after every other spec (playwright.config.ts): it adds a
// perfume to the catalogue they all read.
import sharp from "sharp";
import { expect, test, type Page } from "@playwright/test";
import { placeOrder, signIn } from "./admin-helpers";
import { gotoHydrated } from "./hydration";

const NAME = "Maison Lumière Oud Royal";
const NAME_AR = "ميزون لوميير عود رويال";
const SLUG = "maison-lumiere-oud-royal";

async function productId(page: Page): Promise<string | undefined> {
  const res = await page.request.get("/api/admin/products");
  const { products } = (await res.json()) as { products: { id: string; slug: string }[] };
  return products.find((p) => p.slug === SLUG)?.id;
}

test.afterEach(async ({ page, baseURL }) => {
  // Leaves the catalogue as the other specs know it.
  const id = await productId(page);
  if (id) await page.request.delete(`/api/admin/products/${id}`, { headers: { Origin: baseURL! } });
});

test("the owner adds a perfume with a photo, reprices it and sells it out; the shop follows in both languages", async ({
  page,
  baseURL,
}) => {
  // Often the first test on its server, while every worker starts: a cold server, browser and staff
  // account, and a long walk through the admin and both storefronts.
  test.setTimeout(60_000);
  await signIn(page, baseURL!);
  await gotoHydrated(page, "/admin/dashboard?section=catalogue");
  const panel = page.getByRole("region", { name: /Perfumes/ });
  await panel.getByRole("button", { name: "Add perfume" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a perfume" });

  const name = dialog.getByRole("group", { name: "Name" });
  await name.getByLabel("English").fill(NAME);
  await name.getByLabel("Arabic").fill(NAME_AR);
  const description = dialog.getByRole("group", { name: "Description" });
  await description.getByLabel("English").fill("Royal oud wrapped in rose and saffron.");
  await description.getByLabel("Arabic").fill("عود ملكي يلفّه الورد والزعفران.");
  const notes = dialog.getByRole("group", { name: /Scent notes/ });
  await notes.getByLabel("English").fill("Oud, Rose, Saffron");
  await notes.getByLabel("Arabic").fill("عود، ورد، زعفران");
  await dialog.getByLabel("Category").selectOption("Unisex");
  await dialog.getByLabel("Price (QR)").fill("125");
  // The page address follows the English name.
  await expect(dialog.getByLabel("Page address")).toHaveValue(SLUG);

  const photo = await sharp({ create: { width: 800, height: 1000, channels: 3, background: "#7a5230" } })
    .png()
    .toBuffer();
  await dialog.locator('input[type="file"]').setInputFiles({ name: "oud-royal.png", mimeType: "image/png", buffer: photo });
  await expect(dialog.getByText("New photo (uploads when you save)")).toBeVisible();
  await dialog.getByRole("button", { name: "Add perfume" }).click();
  await expect(page.locator(".toast-root").filter({ hasText: `${NAME} is on the shop.` })).toBeVisible();
  const row = panel.getByRole("listitem").filter({ hasText: NAME });
  await expect(row).toContainText("QR 125.00");
  await expect(row.locator("img")).toHaveAttribute("src", /^\/uploads\/products\/[0-9a-f]{16}-800\.webp$/);

  // On the storefront at once, with the photo in responsive sizes, in both languages.
  await gotoHydrated(page, "/products");
  const card = page.getByRole("article").filter({ hasText: NAME });
  await expect(card).toContainText("QR 125.00");
  const image = card.locator("img").first();
  await expect(image).toHaveAttribute("srcset", /-320\.webp 320w, .*-800\.webp 800w/);
  await expect(card.locator('source[type="image/avif"]')).toHaveAttribute("srcset", /-640\.avif 640w/);
  const src = await image.getAttribute("src");
  const served = await page.request.get(src!);
  expect(served.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  await gotoHydrated(page, "/ar/products");
  await expect(page.getByRole("article").filter({ hasText: NAME_AR })).toBeVisible();

  // A new price: the perfume's page shows it on the next request.
  await gotoHydrated(page, "/admin/dashboard?section=catalogue");
  await panel.getByRole("button", { name: `Edit ${NAME}` }).click();
  const edit = page.getByRole("dialog", { name: `Edit ${NAME}` });
  await edit.getByLabel("Price (QR)").fill("99.50");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(page.locator(".toast-root").filter({ hasText: `${NAME} is updated on the shop.` })).toBeVisible();
  await gotoHydrated(page, `/product/${SLUG}`);
  await expect(page.getByRole("main")).toContainText("QR 99.50");

  // Sold out: the shopper cannot add it, in either language.
  await gotoHydrated(page, "/admin/dashboard?section=catalogue");
  await panel.getByRole("button", { name: `Edit ${NAME}` }).click();
  await edit.getByRole("checkbox", { name: "Track stock" }).check();
  await edit.getByRole("spinbutton", { name: "Stock" }).fill("0");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(row).toContainText("Sold out");
  await gotoHydrated(page, `/product/${SLUG}`);
  await expect(page.getByRole("main").getByRole("button", { name: "Sold out" }).first()).toBeDisabled();
  await gotoHydrated(page, `/ar/product/${SLUG}`);
  await expect(page.getByRole("main").getByRole("button", { name: "نفدت الكمية" }).first()).toBeDisabled();
});

test("a renamed perfume's old address leads to the new one, and a hidden perfume leaves the shop", async ({ page, baseURL }) => {
  await signIn(page, baseURL!);
  const created = await page.request.post("/api/admin/products", {
    headers: { Origin: baseURL! },
    data: {
      name: { en: NAME, ar: NAME_AR },
      description: { en: "Royal oud.", ar: "عود ملكي." },
      notes: { en: ["Oud"], ar: ["عود"] },
      category: "Men",
      price: 12500,
    },
  });
  expect(created.status()).toBe(201);
  const { product } = (await created.json()) as { product: { id: string } };
  const renamed = await page.request.patch(`/api/admin/products/${product.id}`, {
    headers: { Origin: baseURL! },
    data: { slug: `${SLUG}-edp` },
  });
  expect(renamed.status()).toBe(200);
  const old = await page.request.get(`/ar/product/${SLUG}`, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe(`/ar/product/${SLUG}-edp`);

  await gotoHydrated(page, "/admin/dashboard?section=catalogue");
  await page.getByRole("button", { name: `Hide ${NAME} from the shop` }).click();
  await expect(page.locator(".toast-root").filter({ hasText: `${NAME} is no longer shown on the shop.` })).toBeVisible();
  const hidden = await page.request.get(`/product/${SLUG}-edp`);
  expect(hidden.status()).toBe(404);
  await gotoHydrated(page, "/products");
  await expect(page.getByRole("article").filter({ hasText: NAME })).toHaveCount(0);
  // Put back for afterEach to find it by its first slug.
  await page.request.patch(`/api/admin/products/${product.id}`, { headers: { Origin: baseURL! }, data: { slug: SLUG } });
});

test("the owner sets the custom trio's price in Shop settings; the first order number is fixed once orders exist", async ({
  page,
  baseURL,
}) => {
  // The shop has taken an order (the other specs have placed many; this one may run alone).
  await placeOrder(page.request, { name: "Settings Check", phone: "+974 5512 9087" });
  await signIn(page, baseURL!);
  await gotoHydrated(page, "/admin/dashboard?section=settings");
  const price = page.getByLabel("Custom trio price (QR)");
  await expect(price).toHaveValue("200.00");
  await expect(page.getByLabel("First order number")).toBeDisabled();
  await expect(page.getByText("Fixed since the shop's first order.")).toBeVisible();
  await price.fill("180");
  // The form's own Save (the trio's sizes have "Save trio sizes" beside it).
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.locator(".toast-root").filter({ hasText: "The shop uses the new figures." })).toBeVisible();
  try {
    await gotoHydrated(page, "/offers");
    await expect(page.locator("#custom-bundle")).toContainText("QR 180.00");
  } finally {
    const reset = await page.request.patch("/api/admin/settings", {
      headers: { Origin: baseURL! },
      data: { customTrioPrice: 20000 },
    });
    expect(reset.status()).toBe(200);
  }
});
