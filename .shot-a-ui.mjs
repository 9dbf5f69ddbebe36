import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const base = "http://127.0.0.1:4211";
for (const w of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width: w, height: 800 } });
  await page.clock.install({ time: new Date("2025-06-28T10:00:00+03:00") });
  await page.goto(base + "/", { waitUntil: "networkidle" });
  await page.clock.runFor(1500);
  await page.locator("#launch-heading").scrollIntoViewIfNeeded();
  await page.locator("section[aria-labelledby=launch-heading]").screenshot({ path: `/tmp/a-shots/cd-${w}.png` });
  await page.evaluate(() => window.scrollTo(0, 0));
  if (w < 768) {
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.screenshot({ path: `/tmp/a-shots/menu-${w}.png` });
    await page.keyboard.press("Escape");
  }
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await page.keyboard.type("rose");
  await page.screenshot({ path: `/tmp/a-shots/search-${w}.png` });
  await page.close();
}
await browser.close();
