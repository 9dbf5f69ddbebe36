// Abandoned carts (docs/decisions/049-abandoned-carts.md), in English and Arabic: a guest ticks
// "remind me about this cart" at checkout and leaves; the shop first sends the phone a link to
// confirm, opened on another device; the reminder (after 2 seconds idle here, CART_REMINDER_AFTER
// in playwright.config.ts) is written to the outbox as a file naming the phone, in the shopper's
// language; its restore link puts the cart back in a fresh browser, and its stop link ends the
// reminders. Then the admin's Abandoned carts section at 390 and 1280 px in both
// languages (its own staff account, so other specs' staff stay in English), with screenshots.
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { createOwnStaffAccount, signInOwnAccount } from "./admin-helpers";
import { openCheckoutWithOnePerfume } from "./checkout-helpers";
import { gotoHydrated, waitForHydration } from "./hydration";
import { shoot } from "./screenshots";
import { serverOutbox } from "./server-data";

const USERNAME = "e2e-carts";

test.describe.configure({ mode: "serial" });
// The reminder waits for the snapshot's debounce, the idle time, the job's round and the outbox's sender.
test.setTimeout(75_000);

/** The newest message file of a kind for a number (digits with the country code), once it holds `expected`. */
async function messageFor(kind: "cart-reminder" | "cart-confirmation", digits: string, expected: string): Promise<string> {
  let text = "";
  await expect
    .poll(
      () => {
        const files = fs.existsSync(serverOutbox())
          ? fs.readdirSync(serverOutbox()).filter((f) => f.includes(`-${kind}-`) && f.endsWith(`${digits}.txt`))
          : [];
        const newest = files.sort().at(-1);
        text = newest ? fs.readFileSync(path.join(serverOutbox(), newest), "utf8") : "";
        return text;
      },
      { timeout: 40_000 },
    )
    .toContain(expected);
  return text;
}

/**
 * A number of this attempt's own (5566 and four digits of the clock): one cart is kept per phone,
 * so a retried test would find its first attempt's cart, confirmation and reminder under a fixed one.
 */
function freshPhone(): { phone: string; digits: string } {
  const four = String(Date.now() % 10_000).padStart(4, "0");
  return { phone: `5566 ${four}`, digits: `9745566${four}` };
}

const cases = [
  {
    language: "en",
    prefix: "",
    remind: "Remind me about this cart",
    confirmed: "Confirmed: if you leave your cart, we will remind you (twice at most).",
    open: "Open my cart",
    restored: "Your cart is back, as you left it.",
    stopped: "Done: you will get no more reminders about this cart.",
  },
  {
    language: "ar",
    prefix: "/ar",
    remind: "ذكّرني بهذه السلة",
    confirmed: "تم التأكيد: إن تركت سلتك فسنذكّرك بها (مرتين على الأكثر).",
    open: "افتح سلتي",
    restored: "عادت سلتك كما تركتها.",
    stopped: "تم: لن تصلك تذكيرات أخرى بهذه السلة.",
  },
] as const;

for (const c of cases) {
  test(`${c.language}: a guest ticks "remind me", the reminder is in the outbox, its link restores the cart`, async ({
    page,
    browser,
  }) => {
    const { phone, digits } = freshPhone();
    await openCheckoutWithOnePerfume(page, `${c.prefix}/checkout`);
    const perfume = (await page.evaluate(() => JSON.parse(localStorage.getItem("perfumeCart")!) as { name: string }[]))[0].name;
    await page.locator("#checkout-phone").fill(phone);
    const box = page.getByRole("checkbox", { name: c.remind });
    await expect(box).not.toBeChecked();
    await box.check();
    // The shop asks the phone to confirm first; the shopper opens the link on their phone.
    const asked = await messageFor("cart-confirmation", digits, "confirm=");
    expect(asked).toContain(`To: +${digits}`);
    const confirmLink = /https?:\/\/\S+\/cart\?confirm=[A-Za-z0-9_-]{43}/.exec(asked)![0];
    expect(new URL(confirmLink).pathname).toBe(`${c.prefix}/cart`);
    const phoneBrowser = await browser.newContext();
    const onPhone = await phoneBrowser.newPage();
    await onPhone.goto(confirmLink);
    await waitForHydration(onPhone);
    await expect(onPhone.getByTestId("cart-reminder-notice")).toHaveText(c.confirmed);
    await expect(onPhone).toHaveURL(new RegExp(`${c.prefix}/cart$`));
    await phoneBrowser.close();
    // The shopper leaves; the server reminds them after the idle time.
    const text = await messageFor("cart-reminder", digits, "restore=");
    expect(text).toContain(`To: +${digits}`);
    expect(text).toContain(c.open);
    const restore = /https?:\/\/\S+\/cart\?restore=[A-Za-z0-9_-]{43}/.exec(text)![0];
    const stop = /https?:\/\/\S+\/cart\?stop=[A-Za-z0-9_-]{43}/.exec(text)![0];
    expect(new URL(restore).pathname).toBe(`${c.prefix}/cart`);

    // Another browser, with an empty cart, opens the link.
    const other = await browser.newContext();
    const shopper = await other.newPage();
    await shopper.goto(restore);
    await waitForHydration(shopper);
    await expect(shopper.getByTestId("cart-reminder-notice")).toHaveText(c.restored);
    await expect(shopper.locator("main").getByText(perfume).first()).toBeVisible();
    await expect(shopper).toHaveURL(new RegExp(`${c.prefix}/cart$`));
    expect(await shopper.evaluate(() => (JSON.parse(localStorage.getItem("perfumeCart")!) as unknown[]).length)).toBe(1);

    // The stop link.
    await shopper.goto(stop);
    await waitForHydration(shopper);
    await expect(shopper.getByTestId("cart-reminder-notice")).toHaveText(c.stopped);
    await other.close();
  });
}

test.describe("the admin's Abandoned carts section", () => {
  test.beforeAll(() => createOwnStaffAccount(USERNAME));

  for (const language of ["en", "ar"] as const)
    for (const width of [390, 1280]) {
      test(`${language} at ${width} px: value, items, contact, reminders and a WhatsApp link`, async ({
        page,
        baseURL,
      }, info) => {
        // A cart of its own, kept with consent, so the list is never empty whatever ran before. One
        // cart is kept per phone: from the second case on, the first one's answers 409 and stays.
        const kept = await page.request.put("/api/carts", {
          data: {
            items: [{ type: "bundle", bundleId: "bundle1", quantity: 1 }],
            remind: true,
            phone: "5566 0492",
            language: "ar",
          },
        });
        expect([200, 409]).toContain(kept.status());
        await page.setViewportSize({ width, height: 900 });
        await signInOwnAccount(page, baseURL!, USERNAME, language);
        await gotoHydrated(page, "/admin/dashboard?section=carts");
        const heading = language === "en" ? "Abandoned carts" : "السلال المتروكة";
        await expect(page.getByRole("heading", { name: heading }).first()).toBeVisible();
        const card = page.getByTestId("abandoned-cart").filter({ hasText: "5566 0492" }).first();
        await expect(card).toBeVisible();
        const link = card.getByRole("link", { name: language === "en" ? "Send on WhatsApp" : "إرسال عبر واتساب" });
        const href = (await link.getAttribute("href"))!;
        expect(href).toMatch(/^https:\/\/wa\.me\/97455660492\?text=/);
        // The shopper's language (Arabic here), with the Arabic restore link.
        const message = new URL(href).searchParams.get("text")!;
        expect(message).toContain("سلتك");
        expect(message).toMatch(/\/ar\/cart\?restore=[A-Za-z0-9_-]{43}/);
        // Search by phone digits (server filtering).
        await page.getByLabel(language === "en" ? "Phone or e-mail" : "الهاتف أو البريد الإلكتروني").fill("55660492");
        await page.getByRole("button", { name: language === "en" ? "Search" : "بحث", exact: true }).click();
        await expect(page.getByTestId("abandoned-cart").first()).toContainText("5566 0492");
        const [scroll, inner] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
        expect(scroll).toBeLessThanOrEqual(inner);
        await shoot(page, { path: info.outputPath(`abandoned-carts-${language}-${width}.png`), fullPage: true });
      });
    }
});
