// Dispatch by area in the dashboard against the real server: staff filter the orders list by
// delivery area, tick orders (the table at 1280 px, the cards at 390 px, "select all on this
// page" on both), confirm them in one go and read what was done and what was refused; then give
// them to a driver in one go and read the run sheet, grouped by area with each order's items.
// Screenshots at 1280 and 390 px go to /tmp/dispatch-shots.
import fs from "node:fs";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { signIn } from "./admin-helpers";
import { gotoHydrated } from "./hydration";
import { shoot } from "./screenshots";

test.describe.configure({ timeout: 90_000 });

const SHOTS = "/tmp/dispatch-shots";

interface Placed {
  id: string;
  orderNumber: number;
}

const token = () => `Bulk${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
let phones = Math.floor(Math.random() * 9000);

async function placeOrder(request: APIRequestContext, name: string, city: string): Promise<Placed> {
  const catalogue = (await (await request.get("/api/catalogue")).json()) as { products: { id: string }[] };
  phones += 1;
  const response = await request.post("/api/orders", {
    data: {
      customer: { name, phone: `+974 55${String(phones % 1_000_000).padStart(6, "0")}`, address: "Villa 3, Street 920", city },
      items: [{ type: "product", productId: catalogue.products[0].id, quantity: 2 }],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Placed;
}

/** The admin API as the signed-in page: its cookie, and the Origin the server asks of changes. */
const adminSend = (page: Page, baseURL: string, method: "POST" | "PATCH", path: string, data: unknown) =>
  page.request.fetch(path, { method, data, headers: { origin: new URL(baseURL).origin } });

const bar = (page: Page) => page.getByRole("region", { name: "Bulk actions on the selected orders" });

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await shoot(page, { path: `${SHOTS}/${name}.png`, fullPage: true });
}

test("at 1280 px staff filter by area, tick the page, confirm in one go and read what was refused", async ({ page, baseURL }) => {
  await signIn(page, baseURL!);
  const word = token();
  const khor = [
    await placeOrder(page.request, `${word} Al-Kuwari`, "Al Khor"),
    await placeOrder(page.request, `${word} Haddad`, "Al Khor"),
    await placeOrder(page.request, `${word} Darwish`, "Al Khor"),
  ];
  await placeOrder(page.request, `${word} Al-Sada`, "Lusail");
  const delivered = khor[0];
  expect(
    (await adminSend(page, baseURL!, "PATCH", `/api/admin/orders/${delivered.id}/status`, { status: "Delivered" })).status(),
  ).toBe(200);

  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoHydrated(page, `/admin/dashboard?section=orders&status=All&q=${word}`);
  await expect(page.getByRole("heading", { name: "Manage Orders (4)" })).toBeVisible();
  await page.getByLabel("Area", { exact: true }).click();
  await page.getByRole("option", { name: "Al Khor" }).click();
  await expect(page).toHaveURL(/[?&]area=Al(\+|%20)Khor/);
  await expect(page.getByRole("heading", { name: "Manage Orders (3)" })).toBeVisible();
  const rows = page.getByRole("table").locator("tbody tr");
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: "Al Khor" })).toHaveCount(3);

  await expect(bar(page)).toBeHidden();
  await page.getByRole("checkbox", { name: "Select every order on this page" }).check();
  await expect(bar(page)).toContainText("3 orders selected");
  await page.getByRole("checkbox", { name: `Select order #${khor[1].orderNumber}` }).uncheck();
  await expect(bar(page)).toContainText("2 orders selected");
  await page.getByRole("checkbox", { name: "Select every order on this page" }).check();
  await shot(page, "orders-selected-1280");
  await bar(page).getByRole("button", { name: "Confirm", exact: true }).click();
  const summary = bar(page).getByRole("status");
  await expect(summary).toContainText(`2 orders confirmed; #${delivered.orderNumber} refused: already delivered`);
  // The confirmed orders are unticked; the refused one stays ticked.
  await expect(bar(page)).toContainText("1 order selected");
  await expect(page.getByRole("checkbox", { name: `Select order #${delivered.orderNumber}` })).toBeChecked();
  await expect(rows.filter({ hasText: "Confirmed" })).toHaveCount(2);
  await shot(page, "orders-bulk-summary-1280");
});

test("at 390 px staff tick the cards, confirm, send them out with a driver and print the run sheet by area", async ({
  page,
  baseURL,
}) => {
  await signIn(page, baseURL!);
  const word = token();
  const wakrah = await placeOrder(page.request, `${word} Wakrah`, "Al Wakrah");
  const doha = await placeOrder(page.request, `${word} Doha`, "Doha");
  const driver = `Driver ${word.slice(-5)}`;
  const added = await adminSend(page, baseURL!, "POST", "/api/admin/drivers", { name: driver, phone: "5512 3456" });
  expect(added.status()).toBe(201);
  const { id: driverId } = (await added.json()) as { id: string };

  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, `/admin/dashboard?section=orders&status=All&q=${word}`);
  const cards = page.getByRole("list", { name: "Manage Orders (2)" });
  await expect(cards.getByRole("listitem")).toHaveCount(2);
  await page.getByRole("checkbox", { name: `Select order #${wakrah.orderNumber}` }).check();
  await expect(bar(page)).toContainText("1 order selected");
  await page.getByRole("checkbox", { name: "Select every order on this page" }).check();
  await expect(bar(page)).toContainText("2 orders selected");
  await shot(page, "orders-selected-390");
  await bar(page).getByRole("button", { name: "Confirm", exact: true }).click();
  await expect(bar(page).getByRole("status")).toContainText("2 orders confirmed");

  await page.getByRole("checkbox", { name: "Select every order on this page" }).check();
  await bar(page).getByLabel("Choose a driver").selectOption({ label: driver });
  await bar(page).getByRole("button", { name: "Assign driver" }).click();
  await expect(bar(page).getByRole("status")).toContainText(`2 orders given to ${driver}`);
  await shot(page, "orders-bulk-summary-390");

  // Filtering by area on the phone: one card left.
  await page.getByLabel("Area", { exact: true }).click();
  await page.getByRole("option", { name: "Al Wakrah" }).click();
  await expect(page.getByRole("list", { name: "Manage Orders (1)" }).getByRole("listitem")).toContainText(`${word} Wakrah`);

  await gotoHydrated(page, `/admin/drivers/${driverId}/run-sheet`);
  const stops = page.getByRole("group", { name: "2 orders out" });
  await expect(stops.getByRole("heading", { level: 2 })).toHaveText([/^Doha/, /^Al Wakrah/]);
  const dohaStops = page.getByRole("list", { name: "Doha: 1 stop" });
  await expect(dohaStops).toContainText(`#${doha.orderNumber}`);
  await expect(dohaStops).toContainText("2 ×");
  await shot(page, "run-sheet-390");
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, "run-sheet-1280");
});
