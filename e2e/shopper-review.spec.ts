// What a shopper reads and taps, in both languages at a phone's and a laptop's width: "Track Order"
// in the menu and the footer; no rating nobody gave; the payments the checkout takes; Arabic
// interface text at least 14 px; the chat button off the checkout's fields.
import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated } from "./hydration";
import { shoot } from "./screenshots";

const EDITIONS = [
  { prefix: "", track: "Track Order", footerTrack: "Track Your Order", menu: "Open menu" },
  { prefix: "/ar", track: "تتبّع الطلب", footerTrack: "تتبّع طلبك", menu: "فتح القائمة" },
] as const;
const WIDTHS = [390, 1280] as const;

const shot = (page: Page, name: string) => shoot(page, { path: `test-results/screens/${name}.png`, fullPage: false });

for (const edition of EDITIONS) {
  for (const width of WIDTHS) {
    const label = `${edition.prefix || "/en"} at ${width} px`;

    test(`${label}: Track Order is in the menu and the footer`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, `${edition.prefix}/`);
      if (width < 768) await page.getByRole("button", { name: edition.menu }).click();
      const menuLink = page.locator("header").getByRole("link", { name: edition.track, exact: true });
      await expect(menuLink).toBeVisible();
      await shot(page, `menu${edition.prefix.replace("/", "-")}-${width}`);
      await menuLink.click();
      await expect(page).toHaveURL(new RegExp(`${edition.prefix}/track$`));
      await expect(page.locator("footer").getByRole("link", { name: edition.footerTrack })).toHaveAttribute(
        "href",
        `${edition.prefix}/track`,
      );
      // The number from a link (the e-mails' button) is filled in.
      await gotoHydrated(page, `${edition.prefix}/track?number=1042`);
      await expect(page.getByRole("main").getByRole("textbox").first()).toHaveValue("1042");
    });

    test(`${label}: no invented rating, the footer lists only the payments the checkout takes`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, `${edition.prefix}/product/creed-aventus`);
      await expect(page.getByRole("main")).not.toContainText("152");
      // Creed Aventus has no review (e2e/reviews.spec.ts reviews other perfumes, whose cards in "You
      // Might Also Like" may rightly show their real stars): no rating of its own.
      await expect(page.getByTestId("product-rating")).toHaveCount(0);
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(jsonLd.join("")).not.toContain("aggregateRating");
      await shot(page, `product${edition.prefix.replace("/", "-")}-${width}`);
      const payments = page.getByTestId("payments").getByRole("listitem");
      await expect(payments).toHaveText([edition.prefix ? "الدفع نقدًا عند الاستلام" : "Cash on Delivery"]);
      await gotoHydrated(page, `${edition.prefix}/offers`);
      await expect(page.getByRole("main")).not.toContainText("40%");
      await shot(page, `offers${edition.prefix.replace("/", "-")}-${width}`);
    });

    test(`${label}: the chat button never covers a checkout field`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await gotoHydrated(page, `${edition.prefix}/`);
      await page.evaluate(() => localStorage.setItem("perfumeCart", JSON.stringify([{ id: "1", quantity: 1 }])));
      await gotoHydrated(page, `${edition.prefix}/checkout`);
      await expect(page.getByRole("main").locator("form input").first()).toBeVisible();
      // Scroll through the form: at each step no field may sit under the button (measured in the
      // page, in one go per step).
      for (let y = 0; y < 3000; y += 300) {
        const covered = await page.evaluate((top) => {
          window.scrollTo(0, top);
          const chat = document.querySelector<HTMLElement>("[data-testid=chat-button]");
          const button = chat && chat.getClientRects().length > 0 ? chat.getBoundingClientRect() : null;
          if (!button) return [];
          return [...document.querySelectorAll<HTMLInputElement>("main form input, main form select, main form textarea")]
            .map((field) => ({ name: field.name || field.id, box: field.getBoundingClientRect() }))
            .filter(
              ({ box }) =>
                box.width > 0 &&
                box.left < button.right &&
                button.left < box.right &&
                box.top < button.bottom &&
                button.top < box.bottom,
            )
            .map(({ name }) => name);
        }, y);
        expect(covered, `fields under the chat button at scroll ${y}`).toEqual([]);
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, `checkout${edition.prefix.replace("/", "-")}-${width}`);
    });
  }
}

// Every page's Arabic text is measured by e2e/storefront-walk.spec.ts; here, the phone's open menu.
test("Arabic interface text in the phone's open menu is at least 14 px", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await gotoHydrated(page, "/ar/");
  await page.getByRole("button", { name: "فتح القائمة" }).click();
  const small = await page.evaluate(() => {
    const found: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>("header a, header button, label")) {
      const text = el.innerText.trim();
      // Arabic text only: a perfume's Latin name or a figure keeps its own face and size.
      if (!/[\u0600-\u06FF]/.test(text) || el.getClientRects().length === 0) continue;
      const size = parseFloat(getComputedStyle(el).fontSize);
      if (size < 14) found.push(`${size}px "${text.slice(0, 30)}"`);
    }
    return found;
  });
  expect(small).toEqual([]);
});
