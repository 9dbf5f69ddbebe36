// Order numbers and tracking as the shopper meets them: the confirmation shows the
// order's number and links to /track with it filled in; the shopper adds the phone they gave and
// sees the status, progress, items and total, in English and in Arabic; a wrong phone finds nothing.
import { expect, test, type Page } from "@playwright/test";
import { lastOrderFromOrder } from "../app/shared/last-order";
import type { Order } from "../app/shared/order";
import { gotoHydrated } from "./hydration";

async function placeOrder(page: Page): Promise<Order> {
  const res = await page.request.post("/api/orders", {
    data: {
      customer: { name: "Mariam Tracker", phone: "+974 5512 3456", address: "Zone 66, Street 340, Building 12", city: "Doha" },
      items: [
        { type: "product", productId: "2", quantity: 2 },
        { type: "bundle", bundleId: "bundle1", quantity: 1 },
      ],
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as Order;
}

test("the confirmation shows the order's number and leads to tracking it, in both languages", async ({ page }) => {
  const order = await placeOrder(page);
  expect(order.orderNumber).toBeGreaterThanOrEqual(1001);
  await page.goto("/robots.txt");
  await page.evaluate((value) => localStorage.setItem("lastOrder", value), JSON.stringify(lastOrderFromOrder(order)));
  await gotoHydrated(page, "/order-confirmation");
  await expect(page.getByTestId("order-reference")).toHaveText(`#${order.orderNumber}`);

  await page.locator("#main-content").getByRole("link", { name: "Track Your Order" }).click();
  await expect(page).toHaveURL(new RegExp(`/track\\?number=${order.orderNumber}$`));
  await expect(page.getByLabel("Order number")).toHaveValue(String(order.orderNumber));
  await page.getByLabel("Phone number").fill("5512 3456");
  await page.getByRole("button", { name: "Track Order" }).click();
  const result = page.getByRole("article");
  await expect(result.getByRole("heading", { name: `Order #${order.orderNumber}` })).toBeVisible();
  await expect(page.getByTestId("track-status")).toHaveText("Received");
  await expect(result).toContainText("Baccarat Rouge 540");
  await expect(result).toContainText("Signature Trio");
  await expect(result).toContainText("QR 370.00");
  await expect(result).not.toContainText("Mariam");
  await expect(result).not.toContainText("Zone 66");

  await gotoHydrated(page, `/ar/track?number=${order.orderNumber}`);
  await page.getByLabel("رقم الهاتف").fill("55123456");
  await page.getByRole("button", { name: "تتبّع الطلب" }).click();
  await expect(page.getByTestId("track-status")).toHaveText("تم استلام طلبك");
  await expect(page.getByRole("article")).toContainText("الثلاثية المميزة");
});

test("a wrong phone number finds nothing, said kindly", async ({ page }) => {
  const order = await placeOrder(page);
  await gotoHydrated(page, `/track?number=${order.orderNumber}`);
  await page.getByLabel("Phone number").fill("6612 3456");
  await page.getByRole("button", { name: "Track Order" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "We could not find an order with this number and phone number. Please check both and try again.",
  );
  await page.getByLabel("Phone number").fill("12");
  await page.getByRole("button", { name: "Track Order" }).click();
  await expect(page.getByText("Enter the phone number you gave at checkout.")).toBeVisible();
});
