// The confirmation page reads the last order saved in the browser (localStorage "lastOrder").
import { axeOn } from "./axe";
import { expect, test, type Page } from "@playwright/test";
import { formatOrderDate } from "../app/shared/last-order";

/** the product's last-order record, as checkout saves it (amounts in dirhams). */
const record = {
  orderId: "3f2b9c1e-7a44-4d2b-9c1e-7a444d2b9c1e",
  name: "Fatima Al-Thani",
  items: [
    { name: "Creed Aventus", quantity: 2, lineTotal: 17000, includes: [] },
    {
      name: "Signature Trio",
      quantity: 1,
      lineTotal: 20000,
      includes: ["Creed Aventus", "Baccarat Rouge 540", "Tom Ford Tobacco Vanille"],
    },
  ],
  total: 37000,
  address: "Building 12, Street 340, Zone 66",
  city: "Al Wakrah",
  // A day ago: a record older than 30 days is forgotten (app/shared/last-order.ts).
  orderDate: new Date(Date.now() - 86_400_000).toISOString(),
  paymentMethod: "Cash on Delivery",
};

async function openWith(page: Page, stored: string | null) {
  await page.goto("/robots.txt");
  await page.evaluate((value) => {
    if (value === null) localStorage.removeItem("lastOrder");
    else localStorage.setItem("lastOrder", value);
  }, stored);
  await page.goto("/order-confirmation");
}

test("shows everything docs/product.md lists for the last order", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (msg) => msg.type() === "error" && errors.push(msg.text()));
  page.on("pageerror", (err) => errors.push(err.message));
  await openWith(page, JSON.stringify(record));

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you, Fatima Al-Thani!");
  await expect(page.getByTestId("order-date")).toHaveText(formatOrderDate(record.orderDate));
  await expect(page.getByTestId("order-total")).toHaveText("QR 370.00 (Cash on Delivery)");
  await expect(page.getByTestId("order-address")).toHaveText("Building 12, Street 340, Zone 66, Al Wakrah, Qatar");
  await expect(page.getByTestId("order-reference")).toHaveText("#3F2B9C1E");
  const items = page.getByTestId("order-items").getByRole("listitem");
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toHaveText("Creed Aventus × 2");
  await expect(items.nth(1)).toContainText("Signature Trio × 1");
  await expect(items.nth(1)).toContainText("Includes: Creed Aventus, Baccarat Rouge 540, Tom Ford Tobacco Vanille");
  await expect(
    page.getByText(
      "Our team will contact you shortly to confirm delivery details. Expect your luxury perfumes to arrive within 1-2 business days.",
    ),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/");
  expect(errors).toEqual([]);
});

test("the server renders a neutral page, never the 'no order' text, before the browser reads storage", async ({ request }) => {
  const res = await request.get("/order-confirmation");
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).not.toContain("No Order Information Found");
  expect(html).toContain('name="robots" content="noindex"');
});

for (const [label, stored] of [
  ["no saved order", null],
  ["a corrupt saved order", "{not json"],
  ["a saved order missing its id", JSON.stringify({ ...record, orderId: undefined })],
  [
    "a saved order over 30 days old",
    JSON.stringify({ ...record, orderDate: new Date(Date.now() - 31 * 86_400_000).toISOString() }),
  ],
] as const) {
  test(`${label}: 'No Order Information Found' with a way home`, async ({ page }) => {
    await openWith(page, stored);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("No Order Information Found");
    await expect(page.getByText("It seems there was an issue retrieving your order details.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Homepage" })).toHaveAttribute("href", "/");
    // What cannot be shown is not kept either.
    expect(await page.evaluate(() => localStorage.getItem("lastOrder"))).toBeNull();
  });
}

test("Continue Shopping goes home", async ({ page }) => {
  await openWith(page, JSON.stringify(record));
  await page.getByRole("link", { name: "Continue Shopping" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the confirmation is accessible and fits every width", async ({ page }) => {
  await openWith(page, JSON.stringify(record));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you, Fatima Al-Thani!");
  const axe = await axeOn(page).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([]);
  for (const width of [360, 390, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `horizontal scroll at ${width}px`).toBeLessThanOrEqual(0);
  }
});
