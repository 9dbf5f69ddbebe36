// The home page (docs/product.md#2-pages, Home; sections 4 and 5 for the countdown, carousel and VIP).
import zlib from "node:zlib";
import { expect, test, type Page } from "@playwright/test";
import { loadConfig } from "../server/config";
import { seedProducts } from "../server/db/catalogue-data";
import { gotoHydrated } from "./hydration";
import { toast } from "./toast";
import { pauseClockAt, resumePausedClock } from "./clock";

const store = loadConfig({ ...process.env, NODE_ENV: "production" }).store;
const names = seedProducts.map((p) => p.name);

const section = (page: Page, heading: string) =>
  page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: heading, exact: true }) });

const cardNames = (page: Page, heading: string) => section(page, heading).getByRole("heading", { level: 3 });

// A clock left paused would break the next test's pages (e2e/clock.ts).
test.afterEach(({ page }) => resumePausedClock(page));

test("the home page renders on the server and shows the brand", async ({ page, request }) => {
  const html = await (await request.get("/")).text();
  expect(html).toContain(store.brand);
  for (const text of [
    "Discover Your Signature Scent",
    "Shop by Fragrance",
    "Exclusive Bundles",
    "Create Your Own Trio",
    "Best Sellers",
    "New Arrivals",
    "What Our Customers Say",
    "Join the VIP Club",
    ...names,
  ]) {
    expect(html).toContain(text.replace(/'/g, "&#x27;"));
  }
  expect(html).toContain('"@type":"OnlineStore"');

  const errors: string[] = [];
  page.on("console", (msg) => (msg.type() === "error" || /hydrat/i.test(msg.text())) && errors.push(msg.text()));
  page.on("pageerror", (err) => errors.push(err.message));
  await gotoHydrated(page, "/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(store.brand);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Discover Your Signature Scent");
  await page.waitForLoadState("networkidle");
  expect(errors).toEqual([]);
});

test("the hero's buttons lead to the products and to the bundles", async ({ page }) => {
  await gotoHydrated(page, "/");
  const hero = page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
  await hero.getByRole("link", { name: "Explore Bundles" }).click();
  await expect(section(page, "Exclusive Bundles")).toBeInViewport();
  await gotoHydrated(page, "/");
  await hero.getByRole("link", { name: "Shop All Perfumes" }).click();
  await expect(page).toHaveURL("/products");
});

test.describe("launch countdown", () => {
  // The suite's server counts down to LAUNCH_TARGET=2030-07-01T00:00:00 (playwright.config.ts), in Qatar (UTC+3).
  const cell = (page: Page, unit: string) => page.getByTestId("countdown").locator(`[data-unit=${unit}]`);

  test("ticks each second and shows days while at least one day remains", async ({ page }) => {
    await page.clock.install({ time: new Date("2030-06-28T09:59:00+03:00") });
    await gotoHydrated(page, "/");
    await pauseClockAt(page, new Date("2030-06-28T10:00:00+03:00"));
    await expect(cell(page, "days")).toHaveText("2");
    await expect(cell(page, "hours")).toHaveText("14");
    await expect(cell(page, "minutes")).toHaveText("00");
    await expect(cell(page, "seconds")).toHaveText("00");
    await page.clock.runFor(1000);
    await expect(cell(page, "hours")).toHaveText("13");
    await expect(cell(page, "minutes")).toHaveText("59");
    await expect(cell(page, "seconds")).toHaveText("59");
  });

  test("hides the days under one day and pads to two digits", async ({ page }) => {
    await page.clock.install({ time: new Date("2030-06-30T23:58:00+03:00") });
    await gotoHydrated(page, "/");
    await pauseClockAt(page, new Date("2030-06-30T23:59:51+03:00"));
    await expect(cell(page, "seconds")).toHaveText("09");
    await expect(cell(page, "days")).toHaveCount(0);
    await expect(cell(page, "hours")).toHaveText("00");
  });

  test("shows the visitor's figures before any JavaScript file has loaded", async ({ page }) => {
    await page.clock.install({ time: new Date("2030-06-28T09:59:30+03:00") }); // 2 days 14 h 0 min 30 s before
    // No module script arrives: only the page's inline scripts run, so no hydration.
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto("/");
    await expect(cell(page, "days")).toHaveText("2");
    await expect(cell(page, "hours")).toHaveText("14");
    await expect(page.getByTestId("countdown")).not.toContainText("--");
  });

  test("when the launch arrives, 'Offer Expired!' replaces the clock", async ({ page }) => {
    await page.clock.install({ time: new Date("2030-06-30T23:59:50+03:00") });
    await gotoHydrated(page, "/");
    await page.clock.runFor(15_000);
    await expect(page.getByText("Offer Expired!")).toBeVisible();
    await expect(page.getByTestId("countdown")).toHaveCount(0);
  });

  test("Get Notified brings the VIP form into view with the cursor in its field", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("link", { name: "Get Notified" }).click();
    const email = page.getByLabel("Email address");
    await expect(email).toBeFocused();
    await expect(email).toBeInViewport();
  });
});

test("product grids: Shop by Fragrance (first 8), Best Sellers (1-4), New Arrivals (5-8)", async ({ page }) => {
  await gotoHydrated(page, "/");
  await expect(cardNames(page, "Shop by Fragrance")).toHaveText(names.slice(0, 8));
  await expect(cardNames(page, "Best Sellers")).toHaveText(names.slice(0, 4));
  await expect(cardNames(page, "New Arrivals")).toHaveText(names.slice(4, 8));
  const first = section(page, "Shop by Fragrance").getByRole("link", { name: names[0], exact: true });
  await expect(first).toHaveAttribute("href", `/product/${seedProducts[0].slug}`);
  await expect(section(page, "Shop by Fragrance")).toContainText("QR 85.00");
  await section(page, "Shop by Fragrance").getByRole("link", { name: "View All Perfumes" }).click();
  await expect(page).toHaveURL("/products");
});

test("adding a perfume from a home grid fills the cart badge and shows the toast", async ({ page }) => {
  await gotoHydrated(page, "/");
  await expect(page.getByTestId("cart-count")).toHaveCount(0);
  await section(page, "Best Sellers").getByRole("button", { name: "Add to Cart" }).first().click();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  await expect(toast(page)).toContainText("Added to Cart!");
  await expect(toast(page)).toContainText(`${names[0]} is now in your cart.`);
});

test("Exclusive Bundles: each bundle with Add Bundle, and the trio card", async ({ page }) => {
  await gotoHydrated(page, "/");
  const bundles = section(page, "Exclusive Bundles");
  await expect(bundles).toContainText("Signature Trio");
  await expect(bundles).toContainText("Modern Man Collection");
  await expect(bundles.getByRole("button", { name: "Add Bundle" })).toHaveCount(2);
  await expect(bundles.getByRole("link", { name: "Build Your Trio" })).toHaveAttribute("href", "/offers#custom-bundle");
  await expect(bundles).toContainText("21% OFF");

  await bundles.getByRole("button", { name: "Add Bundle" }).first().click();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  await expect(toast(page)).toContainText("Added to Cart!");
  await expect(toast(page)).toContainText("Signature Trio is now in your cart.");
});

test("trust badges show the shop's five promises", async ({ page }) => {
  await gotoHydrated(page, "/");
  await expect(section(page, "Why shop with us").getByRole("heading", { level: 3 })).toHaveText([
    "Cash on Delivery",
    "Free Delivery across Qatar",
    "100% Authentic",
    "Easy Returns",
    "Delivery within 1-2 business days",
  ]);
});

test.describe("testimonial carousel", () => {
  const active = (page: Page) => page.locator("[aria-roledescription=slide][data-active=true]");

  test("advances every 7 seconds and wraps around", async ({ page }) => {
    await page.clock.install({ time: new Date("2026-03-01T10:00:00+03:00") });
    await gotoHydrated(page, "/");
    // The installed clock runs in real time until paused, and loading the page on a busy machine
    // once took over 5 s: pause a second after the page's own now, before the first 7-second step.
    await pauseClockAt(page, (await page.evaluate(() => Date.now())) + 1000);
    await expect(active(page)).toHaveAttribute("aria-label", "1 of 4");
    await page.clock.runFor(7000);
    await expect(active(page)).toHaveAttribute("aria-label", "2 of 4");
    // One slide at a time: each move arms the next timer only once React has rendered it.
    for (const label of ["3 of 4", "4 of 4", "1 of 4"]) {
      await page.clock.runFor(7000);
      await expect(active(page)).toHaveAttribute("aria-label", label);
    }
  });

  test("previous and next wrap at both ends", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(active(page)).toHaveAttribute("aria-label", "1 of 4");
    await page.getByRole("button", { name: "Previous testimonial" }).click();
    await expect(active(page)).toHaveAttribute("aria-label", "4 of 4");
    await expect(active(page)).toBeVisible();
    await page.getByRole("button", { name: "Next testimonial" }).click();
    await expect(active(page)).toHaveAttribute("aria-label", "1 of 4");
    await page.getByRole("button", { name: "Show testimonial 3" }).click();
    await expect(active(page)).toHaveAttribute("aria-label", "3 of 4");
    await expect(active(page).getByRole("img", { name: "Rated 5 out of 5" })).toBeVisible();
  });
});

test.describe("VIP Club", () => {
  const email = (page: Page) => page.getByLabel("Email address");
  const join = (page: Page) => page.getByRole("button", { name: "Join Now" });

  test("an empty or malformed address shows 'Oops!' and stores nothing", async ({ page }) => {
    await gotoHydrated(page, "/");
    await join(page).click();
    await expect(toast(page)).toContainText("Please enter a valid email address.");
    await email(page).fill("not-an-address");
    await join(page).click();
    await expect(toast(page)).toContainText("Oops!");
    await expect(email(page)).toHaveAttribute("aria-invalid", "true");
    expect(await page.evaluate(() => localStorage.getItem("vipClubEmail"))).toBeNull();
  });

  test("a valid address is welcomed, kept in localStorage and the form clears", async ({ page }) => {
    await gotoHydrated(page, "/");
    await email(page).fill("  noora@example.qa ");
    await join(page).click();
    await expect(toast(page)).toContainText("Welcome to the VIP Club!");
    await expect(toast(page)).toContainText(
      "You're now subscribed for exclusive monthly perfumes, fastest delivery & special discounts.",
    );
    await expect(email(page)).toHaveValue("");
    expect(await page.evaluate(() => localStorage.getItem("vipClubEmail"))).toBe("noora@example.qa");
  });
});

test.describe("quality", () => {
  // Axe and the widths are checked on every page by e2e/storefront-walk.spec.ts.
  test("the home page sends at most 156 KB of gzipped JavaScript", async ({ page, request }) => {
    await gotoHydrated(page, "/");
    await page.waitForLoadState("networkidle");
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((e) => e.name)
        .filter((u) => u.endsWith(".js")),
    );
    expect(scripts.length).toBeGreaterThan(0);
    let total = 0;
    for (const url of scripts) total += zlib.gzipSync(await (await request.get(url)).body(), { level: 9 }).length;
    console.log(`home page JavaScript: ${scripts.length} files, ${(total / 1024).toFixed(1)} KB gzip`);
    // 150 KB until delivery settings came, whose delivery settings (the storefront's claims follow them, the
    // checkout's new texts, a new admin route in the manifest) cost 0.55 KB (docs/PERFORMANCE.md).
    // 153 KB since the trio's badge is worked out from real prices and bundles know when they are
    // sold out (152.4 KB measured; docs/PERFORMANCE.md). 155 KB since perfumes have sizes and
    // attributes (cards' "from" prices, size and attribute texts, Arabic search: 153.9 KB measured):
    // to be won back by sending rarely used texts with their pages. The owner's storefront content
    // (decision 039) arrives as loader data; its bar and hero banner cost 0.3 KB (154.2 KB measured).
    // 153 KB since the message catalogue is split by route (app/i18n/parts.ts): the page carries the
    // core and its own texts only, the delivery texts stay with the pages that show them (152.2 KB
    // measured, 154.7 before; docs/PERFORMANCE.md). 155 KB since reviews, online payment and
    // accounts came together (154.0 KB measured: the cards' stars, the root's payment and account
    // data, the admin's new routes in the manifest): to be won back, as docs/PERFORMANCE.md says.
    // The header's account link (decision 044) costs 0.4 KB (154.4 KB measured); its cookie rule
    // rides in use-root-data's file, since a file of its own cost one more request and 0.1 KB.
    // The wishlist's heart on every card: 154.7 KB measured (it travels in the cards' own file;
    // as a file of its own it took the page to 155.0; decision 048). 156 KB since the heart, the
    // account link and the cart reminder's glue came together (155.4 KB measured; to be won back,
    // docs/PERFORMANCE.md).
    expect(total).toBeLessThanOrEqual(156 * 1024);
  });
});
