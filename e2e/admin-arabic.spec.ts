// The admin in Arabic (docs/decisions/043-admin-in-arabic.md): a staff member switches their own
// language in the sidebar, and the overview, the orders list and an order's dialog render right to
// left in Arabic, with no horizontal scroll at 390 and 1280 px. Screenshots at 1280 px go to the
// test output folder to be looked at. Its own account, so other specs' staff stay in English.
import { axeOn } from "./axe";
import { expect, test, type Page } from "@playwright/test";
import { createOwnStaffAccount, placeOrder, signInOwnAccount, uniqueToken } from "./admin-helpers";
import { waitForHydration } from "./hydration";
import { shoot } from "./screenshots";
import { resizeTo } from "./viewport";

const USERNAME = "e2e-arabic";

test.describe.configure({ mode: "serial" });

const OWN_PHONE = "+974 5538 4417";

test.beforeAll(async ({ request }) => {
  createOwnStaffAccount(USERNAME);
  // A number of this file's own: the orders list is searched for it, so orders other files place
  // meanwhile cannot push these two off its first page.
  await placeOrder(request, { name: "فاطمة الكواري", phone: OWN_PHONE, email: "fatima@example.qa" });
  await placeOrder(request, { name: uniqueToken("Wide") + "W".repeat(40), phone: OWN_PHONE, address: "A".repeat(150) });
});

async function expectNoSideScroll(page: Page, what: string) {
  const [scroll, inner] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scroll, what).toBeLessThanOrEqual(inner);
}

test("a staff member switches the admin to Arabic in the sidebar, and back", async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInOwnAccount(page, baseURL!, USERNAME);
  // From English, even when a retry of this file finds the account left in Arabic.
  const english = await page.request.patch("/api/admin/me", { data: { language: "en" }, headers: { Origin: baseURL! } });
  expect(english.status(), await english.text()).toBe(200);
  await page.goto("/admin/dashboard?section=overview");
  await waitForHydration(page);
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await page.getByRole("button", { name: "العربية" }).click();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.getByRole("navigation", { name: "قائمة الإدارة" })).toBeVisible();
  await expect(page.getByRole("button", { name: "العربية" })).toHaveAttribute("aria-pressed", "true");
  // The choice is the account's: a new page load keeps it.
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  // And back, then to Arabic again for the rest of this file.
  await waitForHydration(page);
  await page.getByRole("button", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await expect(page.getByRole("navigation", { name: "Admin navigation" })).toBeVisible();
  await waitForHydration(page);
  await page.getByRole("button", { name: "العربية" }).click();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
});

for (const width of [390, 1280]) {
  test(`overview, orders and an order's dialog in Arabic at ${width} px`, async ({ page, baseURL }, info) => {
    await page.setViewportSize({ width, height: 900 });
    await signInOwnAccount(page, baseURL!, USERNAME);
    const shot = async (name: string) => {
      if (width === 1280) await shoot(page, { path: info.outputPath(`admin-ar-${name}.png`), fullPage: true });
    };

    await page.goto("/admin/dashboard?section=overview");
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { name: "نظرة عامة" })).toBeVisible();
    await expect(page.getByText("طلبات اليوم").first()).toBeVisible();
    await expect(page.getByText("إجمالي الإيرادات")).toBeVisible();
    await expect(page.locator("main [role=status]")).toHaveCount(0, { timeout: 10_000 });
    await expectNoSideScroll(page, `overview at ${width}px`);
    if (width === 1280) {
      // The sidebar is on the right in Arabic.
      const sidebar = await page.locator("aside").boundingBox();
      const main = await page.locator("#admin-main").boundingBox();
      expect(sidebar!.x).toBeGreaterThan(main!.x);
    }
    await shot("overview");

    await page.goto(`/admin/dashboard?section=orders&status=All&q=${OWN_PHONE.replace(/\D/g, "").slice(3)}`);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: /^إدارة الطلبات/ })).toBeVisible();
    await expect(page.locator("main").getByText("قيد الانتظار").filter({ visible: true }).first()).toBeVisible();
    await expect(page.locator("main").getByText("فاطمة الكواري").filter({ visible: true }).first()).toBeVisible();
    await expect(page.locator("main [role=status]")).toHaveCount(0, { timeout: 10_000 });
    await expectNoSideScroll(page, `orders at ${width}px`);
    await shot("orders");

    await page
      .getByRole("button", { name: /^عرض الطلب / })
      .filter({ visible: true })
      .first()
      .click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("بيانات العميل");
    await expect(dialog).toContainText("ملخص الطلب والدفع");
    await expect(dialog).toContainText("ر.ق");
    const [scroll, client] = await dialog.evaluate((el) => [el.scrollWidth, el.clientWidth]);
    expect(scroll).toBeLessThanOrEqual(client);
    await shot("order-dialog");
  });
}

// Every screen in Arabic: what a staff member reads is Arabic, but for what is not a word of a
// language (names, numbers, codes, SKUs, e-mails, brand names). The walker reads the visible text
// nodes and reports Latin words outside this list.
const LATIN_ALLOWED = new Set([
  // Brands, products and people the seed and these tests create.
  ...["Creed", "Aventus", "Tom", "Ford", "Dior", "Sauvage", "Chanel", "Bleu", "Oud", "Wood", "Signature", "Trio"],
  ...["WhatsApp", "Instagram", "TikTok", "Snapchat", "Facebook", "CSV", "PDF", "QR", "SMTP", "URL", "SKU", "ml", "EDP", "EDT"],
  ...["English", "Chrome", "Windows", "Linux", "HeadlessChrome", "Mac", "Android", "iPhone"],
]);
const isAllowedLatin = (word: string) =>
  LATIN_ALLOWED.has(word) ||
  /\d/.test(word) || // codes, order numbers, SKUs
  /@/.test(word) || // e-mails
  /^[A-Z0-9_-]+$/.test(word) || // codes (WELCOME10, SKU-12)
  /^e2e/i.test(word);

async function latinWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found = new Set<string>();
    const root = document.querySelector("#admin-main") ?? document.body;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style, [aria-hidden=true], [data-name], bdi, [dir=ltr], input, textarea, select"))
        continue;
      if (!parent.checkVisibility?.()) continue;
      for (const word of node.textContent?.match(/[A-Za-z][A-Za-z0-9@._'-]*/g) ?? []) found.add(word);
    }
    return [...found];
  });
}

const SCREENS: { name: string; path: string; ready: RegExp }[] = [
  { name: "overview", path: "/admin/dashboard?section=overview", ready: /نظرة عامة/ },
  {
    name: "orders-filtered",
    path: "/admin/dashboard?section=orders&status=Pending&range=all&review=all&area=Doha",
    ready: /إدارة الطلبات/,
  },
  { name: "customers", path: "/admin/dashboard?section=customers", ready: /العملاء/ },
  { name: "drivers", path: "/admin/dashboard?section=drivers", ready: /السائقون/ },
  { name: "cash", path: "/admin/dashboard?section=cash", ready: /النقد/ },
  { name: "catalogue", path: "/admin/dashboard?section=catalogue", ready: /العطور/ },
  { name: "staff", path: "/admin/dashboard?section=staff", ready: /الموظفون/ },
  { name: "audit", path: "/admin/dashboard?section=audit", ready: /سجل النشاط/ },
  { name: "analytics", path: "/admin/dashboard?section=analytics", ready: /التحليلات/ },
  { name: "account", path: "/admin/dashboard?section=account", ready: /حسابي/ },
];

test("every screen reads in Arabic at 390 and 1280 px, without side scroll, and without serious axe problems at 1280 px", async ({
  page,
  baseURL,
}, info) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 390, height: 900 });
  await signInOwnAccount(page, baseURL!, USERNAME);
  const problems: string[] = [];
  // Each screen loaded once at a phone's width, then resized to a laptop's: the same checks at both.
  for (const screen of SCREENS) {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(screen.path);
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("#admin-main").getByRole("heading").filter({ hasText: screen.ready }).first()).toBeVisible();
    await expect(page.locator("main [role=status]")).toHaveCount(0, { timeout: 10_000 });
    for (const width of [390, 1280]) {
      if (width !== 390) await resizeTo(page, width, 900);
      await expectNoSideScroll(page, `${screen.name} at ${width}px`);
      const latin = (await latinWords(page)).filter((word) => !isAllowedLatin(word));
      if (latin.length) problems.push(`${screen.name} at ${width}px: ${latin.join(" ")}`);
      if (width === 1280) {
        // Axe once per screen (a run costs seconds of the browser's time), at the laptop's width
        // where the sidebar and the widest tables are on screen too.
        const axe = await axeOn(page).withTags(["wcag2a", "wcag2aa", "wcag21aa"]).analyze();
        const serious = axe.violations
          .filter((v) => v.impact === "serious" || v.impact === "critical")
          .map((v) => `${screen.name} at ${width}px: ${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
        problems.push(...serious);
      }
      if (width === 1280) await shoot(page, { path: info.outputPath(`admin-ar-${screen.name}.png`), fullPage: true });
    }
  }
  expect(problems).toEqual([]);
});
