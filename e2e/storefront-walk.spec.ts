// One walk over every storefront page, in both editions and in its empty and filled states, that
// checks on each what a shopper on any screen is owed: axe finds no violations (at a laptop's
// width; in Arabic at a phone's too), no page scrolls sideways at 360, 390, 768 or 1280 px, the
// chat button never covers a control at a phone's width (at the top, for bars fixed to the bottom,
// and at the end, where nothing scrolls further), no console error or hydration warning, and the
// Arabic edition is Arabic, right to left, with no English left beyond an allow-list and interface
// text of at least 14 px (docs/decisions/006). Each page is loaded once and resized through the
// widths: one load instead of one per check keeps the browser suite's time down (docs/testing.md,
// "The browser suite's time").
import { shopViolations } from "./axe";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import type { Catalogue } from "../app/shared/catalogue";
import { allowList, englishLeft, shootArabic } from "./arabic-text";
import { waitForHydration } from "./hydration";
import { resizeTo } from "./viewport";

/** A cart with one of each kind of line: a perfume, a curated bundle and a custom trio. */
const FULL_CART = JSON.stringify([
  { id: "1", quantity: 2 },
  { id: "bundle1", quantity: 1 },
  {
    id: "custom-bundle-1700000000000",
    isCustomBundle: true,
    // Not 7 or 8: the sizes and stock specs change those while the walk runs beside them.
    selectedProducts: [{ id: "2" }, { id: "3" }, { id: "4" }],
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
  /** The English path; the Arabic one is the same under /ar. */
  path: string;
  /** localStorage entries set before the page is (re)loaded. */
  storage?: Record<string, string>;
  /** Text that proves the intended state rendered, in each edition. */
  ready: { en: string | RegExp; ar: string | RegExp };
  /** The page answers 404 on purpose: the browser's "failed to load" line for it is expected. */
  notFound?: boolean;
}

const cases: PageCase[] = [
  { name: "home", path: "/", ready: { en: "Discover Your Signature Scent", ar: "اكتشف بصمتك العطرية" } },
  { name: "products", path: "/products", ready: { en: "All Perfumes", ar: "جميع العطور" } },
  {
    name: "products, no results",
    path: "/products?q=zzzz-no-such-perfume",
    ready: { en: "No Perfumes Found", ar: "لم يتم العثور على عطور" },
  },
  { name: "product", path: "/product/baccarat-rouge-540", ready: { en: "You Might Also Like", ar: "قد يعجبك أيضًا" } },
  {
    name: "product not found",
    path: "/product/no-such-perfume",
    ready: { en: "Product Not Found", ar: "المنتج غير موجود" },
    notFound: true,
  },
  { name: "cart, empty", path: "/cart", ready: { en: "Your Cart is Empty", ar: "سلتك فارغة" } },
  {
    name: "cart, with items",
    path: "/cart",
    storage: { perfumeCart: FULL_CART },
    ready: { en: "Order Summary", ar: "ملخص الطلب" },
  },
  { name: "offers", path: "/offers", ready: { en: "Create Your Own Trio", ar: "كوّن ثلاثيتك الخاصة" } },
  { name: "about", path: "/about", ready: { en: "Our Mission", ar: "من نحن" } },
  { name: "privacy", path: "/privacy", ready: { en: "Last updated May 31, 2025", ar: "آخر تحديث" } },
  { name: "terms", path: "/terms", ready: { en: "Governing Law", ar: "الشروط والأحكام" } },
  { name: "faq", path: "/faq", ready: { en: "Frequently Asked Questions", ar: "الأسئلة الشائعة" } },
  { name: "contact", path: "/contact", ready: { en: "Support Hours", ar: "تواصل مع الدعم" } },
  { name: "track", path: "/track?number=1001", ready: { en: "Track Your Order", ar: "تتبّع طلبك" } },
  // A review link that is not signed (the form itself, with a real link: e2e/reviews.spec.ts).
  {
    name: "review, link that does not work",
    path: "/review?order=x&product=1&sig=x",
    ready: { en: "This link does not work", ar: "هذا الرابط لا يعمل" },
    notFound: true,
  },
  { name: "checkout, empty", path: "/checkout", ready: { en: "Your cart is empty.", ar: "سلتك فارغة." } },
  {
    name: "checkout, with items",
    path: "/checkout",
    storage: { perfumeCart: FULL_CART },
    ready: { en: "Cash on Delivery", ar: "الدفع عند الاستلام" },
  },
  {
    name: "order confirmation, none",
    path: "/order-confirmation",
    ready: { en: "No Order Information Found", ar: "لم يتم العثور على معلومات الطلب" },
  },
  {
    name: "order confirmation",
    path: "/order-confirmation",
    storage: { lastOrder: LAST_ORDER },
    ready: { en: "Noor Al-Thani", ar: "Noor Al-Thani" },
  },
];

/** Arabic interface texts (links, buttons, labels) set below 14 px. */
function smallArabicText(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>("header a, header button, main a, main button, footer a, label")) {
      const text = el.innerText.trim();
      // Arabic text only: a perfume's Latin name or a figure keeps its own face and size.
      if (!/[\u0600-\u06FF]/.test(text) || el.getClientRects().length === 0) continue;
      const size = parseFloat(getComputedStyle(el).fontSize);
      if (size < 14) found.push(`${size}px "${text.slice(0, 30)}"`);
    }
    return found;
  });
}

/** Controls on screen that the chat button covers; with `stuckOnly`, only those in fixed or sticky bars. */
function coveredControls(page: Page, stuckOnly: boolean) {
  return page.evaluate((stuck) => {
    const chat = document.querySelector("[data-testid=chat-button]")!.getBoundingClientRect();
    const pinned = (el: Element) => {
      for (let node: Element | null = el; node; node = node.parentElement) {
        const { position } = getComputedStyle(node);
        if (position === "fixed" || position === "sticky") return true;
      }
      return false;
    };
    const covered: string[] = [];
    for (const el of document.querySelectorAll("a[href], button, input, select, textarea, [role=button], [role=combobox]")) {
      if (el.closest("[data-testid=chat-button]") || el.closest("[aria-hidden=true]")) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === "hidden") continue;
      if (box.bottom <= 0 || box.top >= innerHeight) continue;
      if (stuck && !pinned(el)) continue;
      const overlaps = box.left < chat.right && box.right > chat.left && box.top < chat.bottom && box.bottom > chat.top;
      if (overlaps) covered.push(el.outerHTML.slice(0, 100));
    }
    return covered;
  }, stuckOnly);
}

async function expectNoSidewaysScroll(page: Page, label: string) {
  const overflow = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
    // The widest element sticking out past the viewport, to make a failure actionable.
    culprit: [...document.querySelectorAll("body *")]
      .map((el) => ({ el, right: el.getBoundingClientRect().right }))
      .filter(({ right }) => right > document.documentElement.clientWidth + 1)
      .sort((a, b) => b.right - a.right)
      .slice(0, 3)
      .map(({ el, right }) => `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 4).join(".")} → ${Math.round(right)}px`),
  }));
  expect(overflow.scroll, `${label}: ${overflow.culprit.join("; ")}`).toBeLessThanOrEqual(overflow.client);
}

/** The chat button over a bottom bar at the top of the page, or over a last control at its very end. */
async function expectChatClear(page: Page, label: string) {
  // "instant": the shop scrolls smoothly, and a smooth scroll would have to be waited out.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  expect(await coveredControls(page, true), `${label}, top`).toEqual([]);
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" });
          return Math.ceil(window.scrollY + innerHeight) >= document.documentElement.scrollHeight - 1;
        }),
      { intervals: [50] },
    )
    .toBe(true);
  expect(await coveredControls(page, false), `${label}, end`).toEqual([]);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
}

// Every page is its own test, independent of the others: both workers share the walk.
test.describe.configure({ mode: "parallel" });

// The catalogue, read once per worker for the Arabic allow-list, by the first test that needs it.
// Not in a beforeAll hook: with one, Playwright deals a parallel file to the workers in two halves
// rather than page by page, and the last half ran on alone for a minute (docs/testing.md).
let catalogue: Catalogue | undefined;
async function catalogueFrom(request: APIRequestContext): Promise<Catalogue> {
  catalogue ??= (await (await request.get("/api/catalogue")).json()) as Catalogue;
  return catalogue;
}

for (const edition of ["en", "ar"] as const) {
  test.describe(`the ${edition === "en" ? "English" : "Arabic"} storefront, page by page`, () => {
    for (const c of cases) {
      const url = edition === "en" ? c.path : c.path === "/" ? "/ar" : `/ar${c.path}`;
      test(c.name, async ({ page, request }) => {
        // An axe run and four widths on one page: more than one check's default time.
        test.setTimeout(90_000);
        const problems: string[] = [];
        page.on("console", (msg) => {
          const text = msg.text();
          if (c.notFound && text.startsWith("Failed to load resource")) return;
          if (msg.type() === "error" || (msg.type() === "warning" && /hydrat/i.test(text))) problems.push(text);
        });
        // With where it was thrown: an error seen only in full runs needs its stack (docs/testing.md).
        page.on("pageerror", (err) => problems.push(err.stack ?? err.message));

        // No fades: axe would measure a carousel's slide halfway through its fade as low contrast.
        await page.emulateMedia({ reducedMotion: "reduce" });
        await resizeTo(page, 390);
        if (c.storage) {
          // Storage belongs to the origin: visit it once, fill it, then load the page for real.
          await page.goto("/robots.txt");
          await page.evaluate((entries) => {
            for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
          }, c.storage);
        }
        await page.goto(url);
        await expect(page.locator("html")).toHaveAttribute("lang", edition);
        await expect(page.locator("html")).toHaveAttribute("dir", edition === "ar" ? "rtl" : "ltr");
        await expect(page.getByRole("main")).toContainText(c.ready[edition]);
        await waitForHydration(page);
        // Let late requests (lazy parts, the quote) settle, but a page whose requests never pause
        // for half a second (once seen on a busy machine) is still checked, not timed out.
        await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => {});
        const allowed = edition === "ar" ? allowList(await catalogueFrom(request)) : [];

        // A phone: the Arabic texts, axe, the chat button, the width.
        if (edition === "ar") {
          expect(await englishLeft(page, allowed), `${url} at 390 px: English left`).toEqual([]);
          expect(await smallArabicText(page), `${url} at 390 px: Arabic text under 14 px`).toEqual([]);
        }
        // Axe once per page and language (a run costs 2 to 4 s of the browser's time): the Arabic
        // edition at a phone's width, where the mirrored layout is most often wrong, the English one
        // at a laptop's below.
        if (edition === "ar") expect(await shopViolations(page), `axe on ${url} at 390 px`).toEqual([]);
        await expectChatClear(page, `${url} at 390 px`);
        await expectNoSidewaysScroll(page, `${url} at 390 px`);
        if (edition === "ar") await shootArabic(page, `${c.name}-390`);

        // A small phone, a tablet.
        await resizeTo(page, 360);
        await expectNoSidewaysScroll(page, `${url} at 360 px`);
        await expectChatClear(page, `${url} at 360 px`);
        await resizeTo(page, 768);
        await expectNoSidewaysScroll(page, `${url} at 768 px`);

        // A laptop.
        await resizeTo(page, 1280);
        await expectNoSidewaysScroll(page, `${url} at 1280 px`);
        if (edition === "ar") {
          expect(await englishLeft(page, allowed), `${url} at 1280 px: English left`).toEqual([]);
          expect(await smallArabicText(page), `${url} at 1280 px: Arabic text under 14 px`).toEqual([]);
          await shootArabic(page, `${c.name}-1280`);
        }
        if (edition === "en") expect(await shopViolations(page), `axe on ${url} at 1280 px`).toEqual([]);
        expect(problems, `${url}: console errors`).toEqual([]);
      });
    }
  });
}
