// Accessibility and layout across the whole storefront: axe finds no violations on any page (in
// its empty and filled states), and no page scrolls sideways at 360, 390, 768 or 1280 px.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

/** A cart with one of each kind of line: a perfume, a curated bundle and a custom trio. */
const FULL_CART = JSON.stringify([
  { id: "1", quantity: 2 },
  { id: "bundle1", quantity: 1 },
  {
    id: "custom-bundle-1700000000000",
    isCustomBundle: true,
    selectedProducts: [{ id: "2" }, { id: "3" }, { id: "7" }],
    quantity: 1,
  },
]);

const LAST_ORDER = JSON.stringify({
  orderId: "3f2a9c1e-0000-4000-8000-000000000000",
  name: "Noor Al-Thani",
  items: [
    { name: "Creed Aventus", quantity: 2, lineTotal: 17000, includes: [] },
    {
      name: "Signature Trio",
      quantity: 1,
      lineTotal: 20000,
      includes: ["Creed Aventus", "Baccarat Rouge 540", "Tom Ford Tobacco Vanille"],
    },
  ],
  total: 37000,
  address: "Zone 66, Street 850, Building 12",
  city: "Lusail",
  orderDate: new Date(Date.now() - 86_400_000).toISOString(),
  paymentMethod: "Cash on Delivery",
});

interface PageCase {
  name: string;
  path: string;
  /** localStorage entries set before the page is (re)loaded. */
  storage?: Record<string, string>;
  /** Text that proves the intended state rendered before it is checked. */
  ready: string | RegExp;
}

const cases: PageCase[] = [
  { name: "home", path: "/", ready: "Discover Your Signature Scent" },
  { name: "products", path: "/products", ready: "All Perfumes" },
  { name: "products, no results", path: "/products?q=zzzz-no-such-perfume", ready: "No Perfumes Found" },
  { name: "product detail", path: "/product/baccarat-rouge-540", ready: "You Might Also Like" },
  { name: "product not found", path: "/product/no-such-perfume", ready: "Product Not Found" },
  { name: "cart, empty", path: "/cart", ready: "Your Cart is Empty" },
  { name: "cart, with items", path: "/cart", storage: { perfumeCart: FULL_CART }, ready: "Order Summary" },
  { name: "offers", path: "/offers", ready: "Create Your Own Trio" },
  { name: "about", path: "/about", ready: "Our Mission" },
  { name: "privacy", path: "/privacy", ready: "Last updated May 31, 2025" },
  { name: "terms", path: "/terms", ready: "Governing Law" },
  { name: "faq", path: "/faq", ready: "Frequently Asked Questions" },
  { name: "contact", path: "/contact", ready: "Support Hours" },
  { name: "track", path: "/track?number=1001", ready: "Track Your Order" },
  // A review link that is not signed (the form itself, with a real link: e2e/reviews.spec.ts).
  { name: "review, link that does not work", path: "/review?order=x&product=1&sig=x", ready: "This link does not work" },
  { name: "checkout, empty", path: "/checkout", ready: "Your cart is empty." },
  { name: "checkout, with items", path: "/checkout", storage: { perfumeCart: FULL_CART }, ready: "Cash on Delivery" },
  { name: "order confirmation, none", path: "/order-confirmation", ready: "No Order Information Found" },
  { name: "order confirmation", path: "/order-confirmation", storage: { lastOrder: LAST_ORDER }, ready: "Noor Al-Thani" },
];

async function openCase(page: Page, c: PageCase) {
  if (c.storage) {
    // Storage belongs to the origin: visit it once, fill it, then load the page for real.
    await page.goto("/robots.txt");
    await page.evaluate((entries) => {
      for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
    }, c.storage);
  }
  await page.goto(c.path);
  await expect(page.getByRole("main")).toContainText(c.ready);
  await page.waitForLoadState("networkidle");
}

async function expectNoViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(" ")}`).join("\n")}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

test.describe("axe finds no violations", () => {
  for (const c of cases) {
    test(c.name, async ({ page }) => {
      await openCase(page, c);
      await expectNoViolations(page, c.name);
    });
  }

  test("offers, with a trio being chosen and the 'Selection Incomplete' toast showing", async ({ page }) => {
    await openCase(
      page,
      cases.find((c) => c.name === "offers")!,
    );
    const creator = page.locator("#custom-bundle");
    await page.waitForFunction(() =>
      Object.keys(document.querySelector("#custom-bundle button")!).some((k) => k.startsWith("__react")),
    );
    await creator.getByRole("checkbox").nth(0).click();
    await creator.getByRole("checkbox").nth(1).click();
    await creator.getByRole("button", { name: "Add Custom Trio to Cart" }).click({ force: true });
    await expect(page.locator(".toast-root")).toContainText("Selection Incomplete");
    await expectNoViolations(page, "offers with a selection");
  });

  test("offers on a phone, with the creator's bar on screen", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openCase(page, { name: "offers", path: "/offers#custom-bundle", ready: "Create Your Own Trio" });
    await expectNoViolations(page, "offers at 390 px");
  });
});

test.describe("no horizontal scroll", () => {
  const widths = [360, 390, 768, 1280];
  for (const c of cases) {
    test(c.name, async ({ page }) => {
      await page.setViewportSize({ width: widths[0], height: 800 });
      await openCase(page, c);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 });
        // Give layout (and any resize listeners) a frame to settle at the new width.
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        const overflow = await page.evaluate(() => ({
          scroll: document.documentElement.scrollWidth,
          client: document.documentElement.clientWidth,
          // The widest element sticking out past the viewport, to make a failure actionable.
          culprit: [...document.querySelectorAll("body *")]
            .map((el) => ({ el, right: el.getBoundingClientRect().right }))
            .filter(({ right }) => right > document.documentElement.clientWidth + 1)
            .sort((a, b) => b.right - a.right)
            .slice(0, 3)
            .map(
              ({ el, right }) =>
                `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 4).join(".")} → ${Math.round(right)}px`,
            ),
        }));
        expect(overflow.scroll, `${c.name} at ${width}px: ${overflow.culprit.join("; ")}`).toBeLessThanOrEqual(overflow.client);
      }
    });
  }
});
