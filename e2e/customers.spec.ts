// The Customers section and the review filters, as staff use them: a customer found by
// the start of their number, their figures in the list, their history in a dialog where staff lift
// the daily limit and block the number; the Orders list narrowed to orders nobody confirmed; and
// analytics' confirmation and refusal rates. Screenshots at 390 and 1280 px are attached.
import { expect, test } from "@playwright/test";
import { formatQR } from "../app/shared/money";
import { placeOrder, signIn, uniqueToken } from "./admin-helpers";
import { shoot } from "./screenshots";

const randomPhone = () => {
  const digits = `77${String(Math.floor(Math.random() * 1e6)).padStart(6, "0")}`;
  return { typed: `+974 ${digits.slice(0, 4)} ${digits.slice(4)}`, digits };
};

test("staff find a customer, read their history, lift their limit and block the number", async ({ page, baseURL }, testInfo) => {
  await signIn(page, baseURL!);
  const name = uniqueToken("Maryam");
  const { typed, digits } = randomPhone();
  const address = `Building ${Math.floor(Math.random() * 900)}, Street ${uniqueToken("S")}, Zone 12`;
  const first = await placeOrder(page.request, { name, phone: typed, address });
  const second = await placeOrder(page.request, { name, phone: typed, address }, 2);
  const patch = await page.request.patch(`/api/admin/orders/${first.id}/status`, {
    data: { status: "Delivered" },
    headers: { Origin: baseURL! },
  });
  expect(patch.status()).toBe(200);

  await page.goto("/admin/dashboard?section=overview");
  await page.getByRole("navigation", { name: /admin/i }).getByRole("link", { name: "Customers" }).click();
  await expect(page.getByRole("heading", { name: /^Customers \([\d,]+\)$/ })).toBeVisible();
  await page.getByLabel("Search customers").fill(digits.slice(0, 6));
  await expect(page).toHaveURL(new RegExp(`q=${digits.slice(0, 6)}`));
  // SQLite counts a new order for its customer a moment after it is stored: a person reloads.
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(async () => {
    await page.reload();
    await expect(row).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await expect(row).toContainText(`+974 ${digits.slice(0, 4)} ${digits.slice(4)}`);
  await expect(row.getByRole("cell").nth(1)).toHaveText("2");
  await expect(row.getByRole("cell").nth(2)).toHaveText("1");
  await expect(row).toContainText(formatQR(first.total));

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await shoot(page, { path: testInfo.outputPath(`customers-${width}.png`), fullPage: true });
  }

  await page
    .getByRole("button", { name: `View customer +974 ${digits.slice(0, 4)} ${digits.slice(4)}` })
    .last()
    .click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name })).toBeVisible();
  const history = dialog.getByRole("region", { name: "Customer history" });
  await expect(history).toContainText("2 orders · 1 delivered · 0 cancelled · 0 refused at the door");
  await expect(history.getByRole("link", { name: `#${second.orderNumber}` })).toBeVisible();
  // A guest's number: the read-only shopper account panel says there is none (decision 044).
  await expect(dialog.getByRole("region", { name: "Shopper account" })).toContainText(
    "No account: this customer orders as a guest.",
  );
  await shoot(page, { path: testInfo.outputPath("customer-dialog-390.png"), fullPage: true });

  await dialog.getByRole("button", { name: "Lift the order limit" }).click();
  await expect(dialog).toContainText("Order limit lifted for this number by e2e-admin.");
  await expect(dialog.getByText("Limit lifted", { exact: true })).toBeVisible();
  await dialog.getByRole("button", { name: "Block this number" }).click();
  await dialog.getByLabel("Reason", { exact: true }).fill("Ordered under another name to refuse");
  await dialog.getByRole("button", { name: "Block number" }).click();
  await expect(dialog.getByText("Blocked", { exact: true })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await shoot(page, { path: testInfo.outputPath("customer-dialog-1280.png"), fullPage: true });
  const refused = await page.request.post("/api/orders", {
    data: {
      customer: { name, phone: typed, address, city: "Doha" },
      items: [{ type: "product", productId: "1", quantity: 1 }],
    },
  });
  expect(refused.status()).toBe(403);

  // Leaves the number as it found it.
  await dialog.getByRole("button", { name: "Unblock" }).click();
  await dialog.getByRole("button", { name: "Restore the limit" }).click();
  await expect(dialog.getByRole("button", { name: "Lift the order limit" })).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).first().click();
  await expect(row).not.toContainText("Blocked");
  await expect(row).not.toContainText("Limit lifted");

  // The history's link leads to the order.
  await page
    .getByRole("button", { name: `View customer +974 ${digits.slice(0, 4)} ${digits.slice(4)}` })
    .last()
    .click();
  await page
    .getByRole("dialog")
    .getByRole("link", { name: `#${second.orderNumber}` })
    .click();
  await expect(page).toHaveURL(/section=orders/);
  await expect(page.getByRole("button", { name: `#${second.orderNumber}`, exact: true }).first()).toBeVisible();
});

test("the Orders list narrows to orders nobody confirmed, and analytics shows the rates", async ({ page, baseURL }) => {
  await signIn(page, baseURL!);
  const name = uniqueToken("Latifa");
  const { typed } = randomPhone();
  const waiting = await placeOrder(page.request, { name, phone: typed });
  const confirmed = await placeOrder(page.request, { name, phone: typed });
  const confirm = await page.request.post(`/api/admin/orders/${confirmed.id}/confirm`, {
    data: { via: "whatsapp" },
    headers: { Origin: baseURL! },
  });
  expect(confirm.status()).toBe(200);

  await page.goto(`/admin/dashboard?section=orders&status=All&q=${name}`);
  await expect(page.getByRole("heading", { name: "Manage Orders (2)" })).toBeVisible();
  await page.getByLabel("Confirmation").click();
  await page.getByRole("option", { name: "Not confirmed yet" }).click();
  await expect(page).toHaveURL(/review=unconfirmed/);
  await expect(page.getByRole("heading", { name: "Manage Orders (1)" })).toBeVisible();
  await expect(page.getByRole("button", { name: `#${waiting.orderNumber}`, exact: true }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: `#${confirmed.orderNumber}`, exact: true })).toHaveCount(0);

  await page.goto("/admin/dashboard?section=analytics&range=today");
  const rates = page.getByRole("region", { name: "Cash on Delivery" });
  await expect(rates).toContainText("Confirmation rate");
  await expect(rates).toContainText(/\d+(\.\d)?%/);
  await expect(rates).toContainText(/[1-9][\d,]* of [\d,]+ orders confirmed with the customer/);
  await expect(rates).toContainText("Refusal rate");
});
