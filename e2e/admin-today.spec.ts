// The owner's day in the browser: the overview's Today cards, one followed to the Orders list
// filtered to exactly its orders, and the audit trail saying a status change in words. Screenshots
// at a phone's and a desktop's width (docs/architecture.md, "Overview" and "Audit trail").
import { expect, test, type Page } from "@playwright/test";
import { ADMIN_USERNAME, placeOrder, signIn, uniqueToken } from "./admin-helpers";
import { gotoHydrated } from "./hydration";
import { SCREENSHOTS, shoot } from "./screenshots";

const SHOTS = "/tmp/today-shots";

async function shootWidths(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await shoot(page, { path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

test("the overview's cards open their filtered lists, and the audit trail reads in words", async ({ page, baseURL }) => {
  // Four full-page screenshots on top of the story, when asked for.
  if (SCREENSHOTS) test.slow();
  await signIn(page, baseURL!);
  const name = uniqueToken("Today");
  const order = await placeOrder(page.request, { name });

  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoHydrated(page, "/admin/dashboard?section=overview");
  const today = page.getByRole("region", { name: "Today" });
  await expect(today.getByRole("heading", { name: "Today" })).toBeVisible();
  for (const label of ["Orders today", "To confirm", "To dispatch", "Out with drivers", "Cash with drivers"]) {
    await expect(today.getByRole("link", { name: new RegExp(`^${label}: `) })).toBeVisible();
  }
  await expect(page.getByText(/Cancelled and refused left out/)).toBeVisible();
  await shootWidths(page, "overview");

  // "To confirm" opens the orders nobody has confirmed yet: the new order among them, as many as the card says.
  await page.setViewportSize({ width: 1280, height: 900 });
  const card = today.getByRole("link", { name: /^To confirm: / });
  await card.click();
  await expect(page).toHaveURL(/section=orders&status=All&review=unconfirmed$/);
  // Other specs place and confirm orders meanwhile, so the card's count and the list's need not
  // agree by the time the list shows: the list is the unconfirmed one, and this new order is in it.
  await expect(page.getByRole("heading", { name: /^Manage Orders \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Confirmation" })).toContainText("Not confirmed yet");
  await page.getByLabel("Search orders").fill(name);
  await expect(page).toHaveURL(new RegExp(`review=unconfirmed.*q=${name}|q=${name}.*review=unconfirmed`));
  await expect(page.getByRole("table").locator("tbody tr").filter({ hasText: name })).toHaveCount(1);

  // A status change, then the trail says it with the order's number.
  const changed = await page.request.patch(`/api/admin/orders/${order.id}/status`, {
    data: { status: "Processing" },
    headers: { Origin: baseURL! },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  await gotoHydrated(page, `/admin/dashboard?section=audit&actor=${ADMIN_USERNAME}`);
  const trail = page.getByRole("list", { name: "Audit trail" });
  const entry = trail.getByRole("listitem").filter({ hasText: `Changed status of order #${order.orderNumber} to Processing` });
  await expect(entry).toBeVisible();
  await expect(entry).toContainText("Pending");
  await shootWidths(page, "audit");
});
