// New-order alerts in the dashboard: the chime is off until staff turn it on (and stays
// as set in this browser), desktop alerts are asked for with a button and, once allowed, a new
// order shows one; the tab's title counts new orders until staff are back at the page.
import { expect, test } from "@playwright/test";
import { placeOrder, signIn, uniqueToken } from "./admin-helpers";

test("the chime toggle, a desktop notification and the title's count for a new order", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, permissions: ["notifications"] });
  const page = await context.newPage();
  // Records what the page shows through the browser's Notification API (the browser's, not ours).
  await page.addInitScript(() => {
    const Real = window.Notification;
    const shown: { title: string; body?: string }[] = [];
    (window as unknown as { shownNotifications: typeof shown }).shownNotifications = shown;
    class Recording extends Real {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        shown.push({ title, body: options?.body });
      }
    }
    window.Notification = Recording;
  });
  await signIn(page, baseURL!);
  const live = page.waitForResponse((res) => res.url().includes("/api/admin/events"));
  await page.goto("/admin/dashboard");
  await live;

  const chime = page.getByRole("button", { name: /^Chime:/ });
  await expect(chime).toHaveText("Chime: off");
  await chime.click();
  await expect(chime).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText("Desktop alerts on")).toBeVisible();

  const shopper = await browser.newContext({ baseURL });
  const order = await placeOrder(shopper.request, { name: `${uniqueToken("Alert")} Shopper` });
  await shopper.close();

  await expect(page).toHaveTitle(/^\(\d+\) /);
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { shownNotifications: { title: string; body?: string }[] }).shownNotifications),
    )
    .toContainEqual({ title: "New order", body: `#${order.orderNumber}` });
  // Back at the page: the count goes.
  await page.getByRole("heading", { level: 1 }).click();
  await expect(page).not.toHaveTitle(/^\(\d+\) /);

  // The chime stays on in this browser.
  await page.reload();
  await expect(page.getByRole("button", { name: /^Chime:/ })).toHaveText("Chime: on");
  await context.close();
});

test("desktop alerts are asked for with a button, never on page load", async ({ page, baseURL }) => {
  await signIn(page, baseURL!);
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("button", { name: "Enable desktop alerts" })).toBeVisible();
  expect(await page.evaluate(() => Notification.permission)).toBe("default");
});
