// Dispatch and cash in the dashboard against the real server: staff add a driver, give
// them two orders, print their run sheet (both orders, the blue plate, the cash to collect),
// deliver one with the full amount and one with less and a note, record the driver's handover,
// and the Cash section balances (outstanding = collected − handed over). The delivery settings
// form refuses a wrong fee beside its field. Screenshots at 1280 and 390 px go to /tmp/shots.
import fs from "node:fs";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import type { CashReport } from "../app/admin/delivery/delivery-contract";
import { formatQR } from "../app/shared/money";
import { signIn, uniqueToken } from "./admin-helpers";
import { toast } from "./toast";
import { gotoHydrated } from "./hydration";
import { shoot } from "./screenshots";

// One whole working session (about 20 s alone): room for a busy machine.
test.describe.configure({ timeout: 90_000 });

const SHOTS = "/tmp/shots";

async function screenshots(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, { path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

interface Placed {
  id: string;
  orderNumber: number;
  total: number;
}

/** A Cash on Delivery order in Doha with the blue plate's numbers, through the real order API. */
async function placeOrder(request: APIRequestContext, name: string, quantity: number): Promise<Placed> {
  const catalogue = (await (await request.get("/api/catalogue")).json()) as { products: { id: string }[] };
  const response = await request.post("/api/orders", {
    data: {
      customer: {
        name,
        phone: "+974 5512 3456",
        address: "Villa 3, near the Al Sadd mosque",
        city: "Doha",
        zone: "38",
        street: "920",
        building: "14",
      },
      items: [{ type: "product", productId: catalogue.products[0].id, quantity }],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Placed;
}

/** Opens an order's dialog from the orders list, found by its number. */
async function openOrder(page: Page, order: Placed) {
  await gotoHydrated(page, `/admin/dashboard?section=orders&status=All&q=%23${order.orderNumber}`);
  await page.getByRole("button", { name: `#${order.orderNumber}`, exact: true }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: `Order #${order.orderNumber}` })).toBeVisible();
  return dialog;
}

/** Escape, as staff close it: the toast just shown sits over the dialog's Close button. */
async function closeDialog(page: Page) {
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
}

/** "QR 1,250.50" as dirhams. */
const dirhams = (text: string | null) => Math.round(Number((text ?? "").replace(/[^\d.-]/g, "")) * 100);

test("staff dispatch two orders, print the run sheet, deliver, take a handover, and the cash balances", async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, baseURL!);
  const token = uniqueToken("Cash");
  const first = await placeOrder(request, `${token} Al-Kuwari`, 1);
  const second = await placeOrder(request, `${token} Haddad`, 2);
  const driverName = `${token} Rashid`;

  // A new driver, from the Drivers section.
  await gotoHydrated(page, "/admin/dashboard?section=drivers");
  await page.getByRole("button", { name: "Add a driver" }).click();
  const form = page.getByRole("dialog", { name: "Add a driver" });
  await form.getByRole("button", { name: "Add driver" }).click();
  await expect(form.getByText("Please fill in this field.")).toHaveCount(2);
  await form.getByLabel("Name").fill(driverName);
  await form.getByLabel("Phone").fill("5566 7788");
  await form.getByRole("button", { name: "Add driver" }).click();
  await expect(toast(page)).toContainText(`${driverName} is added.`);
  const driverRow = page.getByRole("list", { name: "Drivers" }).getByRole("listitem").filter({ hasText: driverName });
  await expect(driverRow).toContainText("Active");
  await expect(driverRow).toContainText("5566 7788");
  await screenshots(page, "drivers");

  // Both orders go out with them: each moves to Shipped, and its history says who gave it.
  for (const order of [first, second]) {
    const dialog = await openOrder(page, order);
    const dispatch = dialog.getByRole("region", { name: "Delivery & driver" });
    await dispatch.getByLabel("Driver for this order").selectOption({ label: driverName });
    await dispatch.getByRole("button", { name: "Assign driver" }).click();
    await expect(toast(page)).toContainText(`Order #${order.orderNumber} is with ${driverName}.`);
    await expect(dispatch).toContainText(`Given to ${driverName}`);
    await expect(dispatch).toContainText("by e2e-admin");
    await expect(dialog.getByRole("button", { name: "Shipped (current)" })).toBeVisible();
    await closeDialog(page);
  }
  // The list shows the driver beside each order, and filters by driver.
  await gotoHydrated(page, `/admin/dashboard?section=orders&status=All&q=${token}`);
  await expect(page.getByRole("table").locator("tbody tr").filter({ hasText: driverName })).toHaveCount(2);
  await page.getByLabel("Driver", { exact: true }).click();
  await page.getByRole("option", { name: driverName }).click();
  await expect(page).toHaveURL(/[?&]driver=[^&]+/);
  await expect(page.getByRole("heading", { name: "Manage Orders (2)" })).toBeVisible();
  await shoot(page, { path: `${SHOTS}/orders-delivery-1280.png` });

  // The run sheet lists both with the plate's numbers, and the cash to collect.
  await gotoHydrated(page, "/admin/dashboard?section=drivers");
  const [sheet] = await Promise.all([
    page.waitForEvent("popup"),
    page.getByRole("link", { name: `Open ${driverName}'s run sheet` }).click(),
  ]);
  await expect(sheet.getByRole("heading", { level: 1, name: "Run sheet" })).toBeVisible();
  const orders = sheet.getByRole("group", { name: "2 orders out" });
  const rows = orders.locator("li.run-sheet-row");
  await expect(rows).toHaveCount(2);
  for (const order of [first, second]) {
    const row = rows.filter({ hasText: `#${order.orderNumber}` });
    await expect(row).toContainText(order === first ? `${token} Al-Kuwari` : `${token} Haddad`);
    await expect(row).toContainText("+974 5512 3456");
    await expect(row).toContainText("Zone 38 · Street 920 · Building 14");
    await expect(row).toContainText("Cash");
    await expect(row).toContainText(formatQR(order.total));
  }
  await expect(sheet.getByTestId("run-sheet-cash")).toHaveText(formatQR(first.total + second.total));
  await expect(sheet.getByTestId("run-sheet-card")).toHaveText(formatQR(0));
  await screenshots(sheet, "run-sheet");
  // As printed: A4's width, the print stylesheet, no toolbar.
  await sheet.emulateMedia({ media: "print" });
  await expect(sheet.getByRole("button", { name: "Print" })).toBeHidden();
  await sheet.setViewportSize({ width: 794, height: 1123 });
  await shoot(sheet, { path: `${SHOTS}/run-sheet-print.png`, fullPage: true });
  await sheet.close();

  // The first is delivered with its total, as the form proposes.
  let dialog = await openOrder(page, first);
  await dialog.getByRole("button", { name: "Delivered", exact: true }).click();
  await expect(dialog.getByLabel("Amount collected (QR)")).toHaveValue((first.total / 100).toFixed(2));
  await dialog.getByRole("button", { name: "Mark delivered" }).click();
  await expect(toast(page)).toContainText(`Order #${first.orderNumber} is now Delivered.`);
  await expect(dialog.getByTestId("order-collected")).toHaveText(`${formatQR(first.total)} by ${driverName}`);
  await closeDialog(page);

  // The second brings back 10 QR less: that needs a note.
  const short = second.total - 1000;
  dialog = await openOrder(page, second);
  await dialog.getByRole("button", { name: "Delivered", exact: true }).click();
  await dialog.getByLabel("Amount collected (QR)").fill((short / 100).toFixed(2));
  await dialog.getByRole("button", { name: "Mark delivered" }).click();
  await expect(dialog.getByText("Say why the amount differs from the total.")).toBeVisible();
  await dialog.getByLabel("Note", { exact: true }).fill("Customer had 10 QR less; pays at the next order");
  await dialog.getByRole("button", { name: "Mark delivered" }).click();
  await expect(toast(page)).toContainText(`Order #${second.orderNumber} is now Delivered.`);
  await expect(dialog.getByTestId("order-collected")).toHaveText(`${formatQR(short)} by ${driverName}`);
  await expect(dialog).toContainText("Customer had 10 QR less; pays at the next order");
  await dialog.getByRole("region", { name: "Delivery & driver" }).scrollIntoViewIfNeeded();
  await shoot(page, { path: `${SHOTS}/order-dialog-dispatch-1280.png` });
  await closeDialog(page);

  // The driver hands over the first order's cash; the figures follow.
  const collected = first.total + short;
  await gotoHydrated(page, "/admin/dashboard?section=cash");
  const row = page.getByRole("table").locator("tbody tr").filter({ hasText: driverName });
  // One day: no day column; the driver heads the row, then the figures.
  await expect(row.locator("td").nth(1)).toContainText(formatQR(collected));
  const handover = page.getByRole("region", { name: "Record a handover" });
  await handover.getByLabel("Amount (QR)").fill((first.total / 100).toFixed(2));
  await handover.getByRole("button", { name: "Record handover" }).click();
  await expect(handover.getByText("Choose a driver.")).toBeVisible();
  await handover.getByLabel("Driver").selectOption({ label: driverName });
  await handover.getByLabel("Note (optional)").fill("Envelope 1");
  await handover.getByRole("button", { name: "Record handover" }).click();
  await expect(toast(page)).toContainText(`${formatQR(first.total)} from ${driverName} is recorded.`);

  // Their row: to collect, collected, card, handed over, refused, returned, still out, given back
  // (returns' cash), outstanding; read by each column's heading, so a new column moves nothing here.
  const cells = row.locator("td");
  const headings = await row.locator("xpath=ancestor::table").locator("thead th").allTextContents();
  // The driver's cell is a row header (th), so a figure's td index is its heading's index less one.
  const cell = (heading: string) => cells.nth(headings.findIndex((h) => h.trim() === heading) - 1);
  await expect(cell("To collect")).toContainText(formatQR(first.total + second.total));
  await expect(cell("Collected")).toContainText(formatQR(collected));
  await expect(cell("Handed over")).toHaveText(formatQR(first.total));
  await expect(cell("Outstanding")).toHaveText(formatQR(collected - first.total));
  const handovers = page.getByRole("region", { name: "Handovers" });
  await expect(handovers.getByRole("listitem").filter({ hasText: "Envelope 1" })).toContainText(driverName);

  // The day's totals balance too, other tests' orders included: what the drivers hold is what they
  // collected less what they handed over and gave back on returns (orders delivered without a
  // driver are cash the shop has already, decision 025; returns, decision 050), and the page shows
  // the API's figures. This spec runs alone.
  const total = async (key: string) => dirhams(await page.getByTestId(`cash-total-${key}`).textContent());
  const report = (await (await page.request.get("/api/admin/cash")).json()) as CashReport;
  const drivers = report.rows.filter((r) => r.driverId !== null);
  expect(drivers.reduce((sum, r) => sum + r.collected.amount - r.handedOver - r.refundsPaid.amount, 0)).toBe(
    report.totals.outstanding,
  );
  expect(await total("outstanding")).toBe(report.totals.outstanding);
  expect(await total("collected")).toBe(report.totals.collected.amount);
  expect(await total("handed-over")).toBe(report.totals.handedOver);
  await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
    "href",
    /^\/api\/admin\/cash\/export\.csv\?from=\d{4}-\d{2}-\d{2}&to=/,
  );
  await screenshots(page, "cash");
});

test("the owner's delivery settings refuse a fee that is not an amount, beside its field", async ({ page, baseURL }) => {
  await signIn(page, baseURL!);
  await gotoHydrated(page, "/admin/dashboard?section=delivery");
  await expect(page.getByRole("heading", { level: 2, name: "Delivery settings" })).toBeVisible();
  await expect(page.getByLabel("Friday")).toBeChecked();
  await screenshots(page, "delivery-settings");

  const fee = page.getByLabel("Delivery fee to Al Wakrah, in QR");
  await fee.fill("fifteen");
  await page.getByRole("button", { name: "Save delivery settings" }).click();
  await expect(fee).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Enter an amount in QR, e.g. 15 or 15.50.")).toBeVisible();
  await expect(page.getByText("Check the highlighted fields.")).toBeVisible();
  await expect(fee).toBeFocused();
});
