// The shop's e-mails as a mail program shows them: the shopper's receipt in English and
// in Arabic, rendered in Chromium at a phone's and a desktop's width with the logo the mail carries.
// The screenshots are kept with the test's output for a person to look at.
import { expect, test } from "@playwright/test";
import { renderOrderMail } from "../server/mail/order-mail";
import { sampleOrder } from "../server/mail/sample-order";
import { SCREENSHOTS, shoot } from "./screenshots";

const shop = {
  brand: "Al Maha Parfums",
  email: "care@almahaparfums.qa",
  phone: "+974 4000 1234",
  whatsapp: "97450001234",
  publicOrigin: "https://almahaparfums.qa",
};

for (const language of ["en", "ar"] as const) {
  test(`the ${language} order receipt reads well on a phone and a desktop`, async ({ page }, testInfo) => {
    const mail = await renderOrderMail("order-received", sampleOrder(language), shop);
    // What a mail program does with cid: links: shows the attached image.
    let html = mail.html;
    for (const a of mail.attachments)
      html = html.replaceAll(`cid:${a.cid}`, `data:${a.contentType};base64,${a.content.toString("base64")}`);
    for (const width of [390, 800]) {
      await page.setViewportSize({ width, height: 900 });
      await page.setContent(html);
      const logo = page.getByRole("img", { name: shop.brand });
      await expect(logo).toBeVisible();
      expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const total = page.getByText(language === "en" ? "QR 2,100.00" : "2,100.00 ر.ق").last();
      await expect(total).toBeVisible();
      expect(await page.locator("body").evaluate((body) => getComputedStyle(body).direction)).toBe(
        language === "ar" ? "rtl" : "ltr",
      );
      // Nothing wider than the screen: no sideways scrolling on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const shot = testInfo.outputPath(`order-received-${language}-${width}.png`);
      await shoot(page, { path: shot, fullPage: true });
      if (SCREENSHOTS) await testInfo.attach(`order-received-${language}-${width}`, { path: shot, contentType: "image/png" });
    }
  });
}
