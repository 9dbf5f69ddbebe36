// Reviews from buyers in the browser (docs/decisions/045-reviews-from-buyers.md), in English and in
// Arabic: an order is delivered (staff, through the admin API), the buyer opens the signed link (from
// the tracking page in English, from the invitation e-mail in the outbox in Arabic), rates the
// perfume with a few words and a name, staff publish it and reply in the Reviews section, and the
// product page then shows the review, the new average and count, and the JSON-LD aggregateRating.
// Screenshots of the review page, the product page's reviews and the Reviews section at 390 and
// 1280 px are kept with the test's output. Its own staff accounts, so other specs' staff keep
// their language.
import fs from "node:fs";
import path from "node:path";
import { shopViolations } from "./axe";
import { expect, test, type Page } from "@playwright/test";
import { createOwnStaffAccount, signInOwnAccount, uniqueToken } from "./admin-helpers";
import { gotoHydrated, waitForHydration } from "./hydration";
import { SCREENSHOTS, shoot } from "./screenshots";
import { serverOutbox } from "./server-data";

test.describe.configure({ mode: "serial" });

const CASES = [
  {
    language: "en",
    // Perfumes no other spec orders, so the counts are this spec's own.
    productId: "7",
    slug: "valentino-uomo-born-in-roma",
    perfumeName: "Valentino Uomo Born in Roma",
    staff: "e2e-reviews-en",
    prefix: "",
    rating: 4,
    body: "Warm vanilla and violet leaf; it lasts the whole evening.",
    author: "Noora",
    reply: "Thank you, Noora: enjoy it this winter.",
    t: {
      track: "Track Order",
      phone: "Phone number",
      review: /^Review /,
      star: "4 out of 5",
      bodyLabel: "Your review (optional)",
      authorLabel: "Your name as shown (optional)",
      submit: "Send my review",
      thanks: "Thank you for your review",
      replyLabel: "Reply shown under the review",
      saveReply: "Save reply",
      publish: "Publish",
      published: "Published",
      status: "Status",
      average: "4.0",
      count: "Based on 1 review from verified buyers",
      replyFrom: /Reply from /,
      written: "Written in English",
    },
  },
  {
    language: "ar",
    productId: "8",
    slug: "emporio-armani-stronger-with-you-absolutely",
    perfumeName: "Emporio Armani Stronger With You Absolutely",
    staff: "e2e-reviews-ar",
    prefix: "/ar",
    rating: 5,
    body: "عطر دافئ وثابت، يدوم طوال اليوم ويليق بالمساء.",
    author: "فاطمة",
    reply: "شكرًا لك يا فاطمة، نتمنى أن يرافقك طويلًا.",
    t: {
      track: "تتبّع الطلب",
      phone: "رقم الهاتف",
      review: /^قيّم /,
      star: "5 من 5",
      bodyLabel: "تقييمك بالكلمات (اختياري)",
      authorLabel: "اسمك كما يظهر (اختياري)",
      submit: "أرسل تقييمي",
      thanks: "شكرًا لتقييمك",
      replyLabel: "الرد الظاهر تحت التقييم",
      saveReply: "حفظ الرد",
      publish: "نشر",
      published: "منشور",
      status: "الحالة",
      average: "5.0",
      count: "بناءً على 1 تقييم من مشترٍ موثّق",
      replyFrom: /ردّ /,
      written: "كُتب بالعربية",
    },
  },
] as const;

async function shootStep(page: Page, name: string, info: import("@playwright/test").TestInfo, locator?: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // Nothing wider than the screen.
    const [scroll, inner] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(scroll, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(inner);
    const file = info.outputPath(`${name}-${width}.png`);
    if (locator) await shoot(page.locator(locator).first(), { path: file });
    else await shoot(page, { path: file, fullPage: true });
    if (SCREENSHOTS) await info.attach(`${name}-${width}`, { path: file, contentType: "image/png" });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function expectAxeClean(page: Page, label: string) {
  await page.waitForLoadState("networkidle");
  expect(await shopViolations(page), `axe violations on ${label}`).toEqual([]);
}

/** The invitation e-mail's link for an order, from its .eml file (quoted-printable decoded). */
async function linkFromOutbox(orderNumber: number): Promise<string> {
  let link = "";
  await expect
    .poll(
      () => {
        const files = fs.existsSync(serverOutbox())
          ? fs
              .readdirSync(serverOutbox())
              .filter((f) => f.includes(`-order-${orderNumber}-review-invitation-`) && f.endsWith(".eml"))
          : [];
        if (!files.length) return "";
        const raw = fs.readFileSync(path.join(serverOutbox(), files[0]), "utf8");
        const text = raw
          .replace(/=\r?\n/g, "")
          .replace(/=3D/gi, "=")
          .replace(/&amp;/g, "&");
        link = /(?:\/ar)?\/review\?order=[^"\s<>]+/.exec(text)?.[0] ?? "";
        return link;
      },
      { timeout: 15_000 },
    )
    .toMatch(/review\?order=.+&product=.+&sig=/);
  return link;
}

for (const c of CASES) {
  test(`${c.language}: a buyer reviews a delivered perfume, staff publish and reply, the product page shows it`, async ({
    page,
    baseURL,
  }, info) => {
    test.setTimeout(120_000);
    createOwnStaffAccount(c.staff);
    const digits = `66${String(Math.floor(Math.random() * 1e6)).padStart(6, "0")}`;
    const placed = await page.request.post("/api/orders", {
      data: {
        customer: {
          name: uniqueToken("Buyer"),
          phone: `+974 ${digits}`,
          email: `${uniqueToken("buyer")}@example.qa`,
          address: "Building 12, Street 340, Zone 66",
          city: "Doha",
        },
        items: [{ type: "product", productId: c.productId, quantity: 1 }],
        language: c.language,
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const order = (await placed.json()) as { id: string; orderNumber: number };

    await signInOwnAccount(page, baseURL!, c.staff, c.language);
    const delivered = await page.request.patch(`/api/admin/orders/${order.id}/status`, {
      data: { status: "Delivered" },
      headers: { Origin: baseURL! },
    });
    expect(delivered.status(), await delivered.text()).toBe(200);

    // The buyer's way in: the tracking page's invitation (English), the e-mail (Arabic).
    let link: string;
    if (c.language === "en") {
      await gotoHydrated(page, `/track?number=${order.orderNumber}`);
      await page.getByLabel(c.t.phone).fill(digits);
      await page.getByRole("button", { name: c.t.track }).click();
      const invite = page.getByTestId("track-reviews").getByRole("link", { name: c.t.review });
      await expect(invite).toBeVisible();
      link = (await invite.getAttribute("href"))!;
    } else {
      link = await linkFromOutbox(order.orderNumber);
      expect(link.startsWith("/ar/review?")).toBe(true);
    }
    await gotoHydrated(page, link);
    await expect(page.locator("html")).toHaveAttribute("dir", c.language === "ar" ? "rtl" : "ltr");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await shootStep(page, `review-page-${c.language}`, info);
    await expectAxeClean(page, `the ${c.language} review form`);

    // Sending without stars says what is missing; then the review goes.
    await page.getByRole("button", { name: c.t.submit }).click();
    await expect(page.locator("fieldset")).toContainText(c.language === "en" ? "Choose from 1 to 5 stars." : "اختر من نجمة");
    // The buyer clicks the star itself (the radio inside it is visually hidden).
    const star = page.getByLabel(c.t.star, { exact: true });
    await page.locator("label").filter({ has: star }).click();
    await expect(star).toBeChecked();
    await page.getByLabel(c.t.bodyLabel).fill(c.body);
    await page.getByLabel(c.t.authorLabel).fill(c.author);
    await page.getByRole("button", { name: c.t.submit }).click();
    await expect(page.getByRole("heading", { name: c.t.thanks })).toBeVisible();
    await shootStep(page, `review-sent-${c.language}`, info);

    // Held for staff: not on the product page yet.
    await gotoHydrated(page, `${c.prefix}/product/${c.slug}`);
    await expect(page.getByText(c.body)).toHaveCount(0);

    // Staff publish it and reply in the Reviews section.
    await page.goto("/admin/dashboard?section=reviews");
    await waitForHydration(page);
    const card = page.getByTestId("admin-review").filter({ hasText: c.body });
    await expect(card).toBeVisible();
    await expect(card).toContainText(c.author);
    await card.getByLabel(c.t.replyLabel).fill(c.reply);
    await card.getByRole("button", { name: c.t.saveReply }).click();
    await expect(card.getByRole("button", { name: c.t.saveReply })).toBeDisabled();
    await card.getByRole("button", { name: c.t.publish, exact: true }).click();
    // It leaves the waiting list, and is found among the published ones with its reply.
    await expect(card).toHaveCount(0);
    // The filter's first select is the status.
    await page.getByRole("search").locator("select").first().selectOption({ label: c.t.published });
    await expect(card.getByText(c.t.published, { exact: true })).toBeVisible();
    await expect(card.getByLabel(c.t.replyLabel)).toHaveValue(c.reply);
    await expect(card.getByRole("button", { name: c.t.publish, exact: true })).toHaveCount(0);
    await expect(page.getByTestId("review-ratings").getByRole("row").filter({ hasText: c.perfumeName })).toContainText(
      c.t.average.replace(".0", ""),
    );
    await shootStep(page, `admin-reviews-${c.language}`, info);

    // The product page: the review, the reply, the average and count, and the JSON-LD.
    await gotoHydrated(page, `${c.prefix}/product/${c.slug}`);
    const reviews = page.getByTestId("reviews");
    await expect(reviews.getByTestId("review").filter({ hasText: c.body })).toBeVisible();
    await expect(reviews).toContainText(c.author);
    await expect(reviews).toContainText(c.reply);
    await expect(reviews).toContainText(c.t.replyFrom);
    await expect(reviews).toContainText(c.t.written);
    await expect(page.getByTestId("reviews-summary")).toContainText(c.t.average);
    await expect(page.getByTestId("reviews-summary")).toContainText(c.t.count);
    const ld = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "{}") as Record<string, unknown>));
    const product = ld
      .flatMap((x) => (Array.isArray(x["@graph"]) ? (x["@graph"] as Record<string, unknown>[]) : [x]))
      .find((x) => x.aggregateRating);
    expect(product?.aggregateRating).toMatchObject({ "@type": "AggregateRating", ratingValue: c.rating, reviewCount: 1 });
    expect(JSON.stringify(product?.review)).toContain(c.author);
    await reviews.scrollIntoViewIfNeeded();
    await shootStep(page, `product-reviews-${c.language}`, info, '[data-testid="reviews"]');
    await expectAxeClean(page, `the ${c.language} product page with a review`);

    // The link is used: opening it again says so.
    await gotoHydrated(page, link);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      c.language === "en" ? "Already reviewed" : "تم التقييم من قبل",
    );
  });
}
