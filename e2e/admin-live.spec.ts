// Live updates: an order placed by a shopper elsewhere appears in an open dashboard without a
// reload, with the 'Live Update!' toast; a status change made in one dashboard reaches another.
import { expect, test } from "@playwright/test";
import { placeOrder, signIn, uniqueToken } from "./admin-helpers";
import { toast } from "./toast";

test("an order placed in another browser appears in the open dashboard", async ({ page, browser, baseURL }) => {
  test.setTimeout(60_000);
  await signIn(page, baseURL!);
  await page.goto("/admin/dashboard?section=orders&status=All");
  await expect(page.getByRole("heading", { name: /^Manage Orders \(\d+\)$/ })).toBeVisible();
  // The live connection is open before the order is placed.
  await expect(page.locator("html[data-live=open]")).toHaveCount(1);
  const navigations: string[] = [];
  page.on("framenavigated", (frame) => frame === page.mainFrame() && navigations.push(frame.url()));

  const shopper = await browser.newContext({ baseURL });
  const name = `${uniqueToken("Live")} Shopper`;
  const order = await placeOrder(shopper.request, { name });
  await shopper.close();

  await expect(page.getByRole("table").getByText(name)).toBeVisible({ timeout: 5_000 });
  await expect(toast(page)).toContainText("Live Update!");
  // Named by its number when it came alone (other specs may place orders in the same moment).
  await expect(toast(page)).toContainText(
    new RegExp(`New order #${order.orderNumber} has arrived\\.|Order data has been updated\\.`),
  );
  expect(navigations).toEqual([]);

  // The overview in a second dashboard hears about a status change made in the first one.
  const colleague = await browser.newContext({ baseURL });
  const other = await colleague.newPage();
  await signIn(other, baseURL!);
  // Past the eight characters shown: orders placed in the same second share those (decision 010).
  await other.goto(`/admin/dashboard?section=orders&q=${order.id.slice(0, 18)}`);
  await expect(other.getByRole("table")).toContainText("Pending");
  await expect(other.locator("html[data-live=open]")).toHaveCount(1);

  await page
    .getByRole("table")
    .locator("tbody tr")
    .filter({ hasText: name })
    .getByRole("button", { name: `View order #${order.orderNumber}` })
    .click();
  await page.getByRole("dialog").getByRole("button", { name: "Delivered", exact: true }).click();
  // Delivered asks what the driver collected, the total by default.
  await page.getByRole("dialog").getByRole("button", { name: "Mark delivered" }).click();
  await expect(toast(page)).toContainText("Status Updated!");

  await expect(other.getByRole("table")).toContainText("Delivered", { timeout: 5_000 });
  await expect(toast(other)).toContainText("Live Update!");
  await colleague.close();
});

test("a dropped live connection warns, then reports an error, and catches up when it is back", async ({
  page,
  baseURL,
  request,
}) => {
  test.setTimeout(60_000);
  await signIn(page, baseURL!);
  await page.goto("/admin/dashboard?section=orders&status=All");
  await expect(page.getByRole("heading", { name: /^Manage Orders \(\d+\)$/ })).toBeVisible();

  // The live stream becomes unreachable (the rest of the API still answers), from a fresh page.
  await page.route("**/api/admin/events**", (route) => route.abort("connectionreset"));
  await page.reload();
  await expect(toast(page)).toContainText("Realtime Warning");
  await expect(toast(page)).toContainText("Realtime connection timed out. Trying to reconnect...");
  await expect(toast(page)).toContainText("Realtime Error", { timeout: 15_000 });
  await expect(toast(page)).toContainText(
    "Connection error: the live connection was interrupted. Realtime updates may be affected.",
  );

  // While it is down an order arrives; once the stream is back the list catches up by itself.
  const name = `${uniqueToken("Missed")} Order`;
  await placeOrder(request, { name });
  await page.unroute("**/api/admin/events**");
  await expect(page.getByRole("table").getByText(name)).toBeVisible({ timeout: 40_000 });
});
