// The admin layout at phone, tablet and desktop widths: nothing scrolls sideways, the sidebar's
// active link follows section and status, and on a phone the menu opens and closes on selection.
import { expect, test } from "@playwright/test";
import { placeOrder, signIn } from "./admin-helpers";
import { resizeTo } from "./viewport";

// Long unbroken customer text is what usually pushes a layout sideways.
const WIDE_NAME = `Wide${"W".repeat(60)}`;

test.beforeAll(async ({ request }) => {
  await placeOrder(request, { name: WIDE_NAME, notes: "N".repeat(300), address: "A".repeat(200) });
});

const WIDTHS = [360, 390, 768, 1280] as const;
const SCREENS: { name: string; query: string; dialog?: true }[] = [
  { name: "the overview", query: "section=overview" },
  { name: "analytics", query: "section=analytics" },
  { name: "the orders with a wide name, and its dialog", query: `section=orders&q=${WIDE_NAME}`, dialog: true },
];

// Each screen is loaded once at a phone's width and resized through the others: the same check at
// every width, for a quarter of the loads (as e2e/storefront-walk.spec.ts does).
for (const screen of SCREENS) {
  test(`no horizontal scroll on ${screen.name} at ${WIDTHS.join(", ")} px`, async ({ page, baseURL }) => {
    await page.setViewportSize({ width: WIDTHS[0], height: 900 });
    await signIn(page, baseURL!);
    await page.goto(`/admin/dashboard?${screen.query}`);
    await expect(page.locator("main [role=status]")).toHaveCount(0, { timeout: 10_000 });
    for (const width of WIDTHS) {
      await resizeTo(page, width, 900);
      const [scroll, inner] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
      expect(scroll, `${screen.query} at ${width}px`).toBeLessThanOrEqual(inner);
    }
    if (!screen.dialog) return;
    // The detail dialog of that order fits too, at every width.
    await resizeTo(page, WIDTHS[0], 900);
    await page
      .getByRole("button", { name: /^View order / })
      .first()
      .click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText(WIDE_NAME);
    for (const width of WIDTHS) {
      await resizeTo(page, width, 900);
      const [scroll, client] = await dialog.evaluate((el) => [el.scrollWidth, el.clientWidth]);
      expect(scroll, `the dialog at ${width}px`).toBeLessThanOrEqual(client);
      const box = await dialog.boundingBox();
      expect(box!.x + box!.width, `the dialog at ${width}px`).toBeLessThanOrEqual(width);
    }
  });
}

test("the sidebar marks the link for the current section and status", async ({ page, baseURL }) => {
  await signIn(page, baseURL!);
  const nav = page.getByRole("navigation", { name: "Admin navigation" });
  await page.goto("/admin/dashboard?section=orders&status=Shipped");
  await expect(nav.getByRole("link", { name: "Shipped" })).toHaveAttribute("aria-current", "page");
  await expect(nav.locator("[aria-current=page]")).toHaveCount(1);

  await nav.getByRole("link", { name: "Analytics" }).click();
  await expect(page).toHaveURL(/section=analytics$/);
  await expect(nav.getByRole("link", { name: "Analytics" })).toHaveAttribute("aria-current", "page");
  await expect(nav.locator("[aria-current=page]")).toHaveCount(1);

  await nav.getByRole("link", { name: "All Orders" }).click();
  await expect(page).toHaveURL(/section=orders&status=All$/);
  await expect(nav.getByRole("link", { name: "All Orders" })).toHaveAttribute("aria-current", "page");
});

test("on a phone the menu opens, and closes once a link is chosen", async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, baseURL!);
  await page.goto("/admin/dashboard?section=overview");
  const nav = page.getByRole("navigation", { name: "Admin navigation" });
  await expect(nav).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(nav).toBeVisible();
  await nav.getByRole("link", { name: "Pending" }).click();
  await expect(page).toHaveURL(/section=orders&status=Pending$/);
  await expect(nav).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
});
