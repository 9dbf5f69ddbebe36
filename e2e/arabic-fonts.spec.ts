// The Arabic edition's fonts (decision 029): one Arabic family, its Arabic subset only, at most
// 100 KB more than an English page loads, drawn in a fallback of the same line metrics until it
// arrives, so nothing moves when it swaps in.
import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated } from "./hydration";

async function fontBytes(page: Page, url: string): Promise<{ bytes: number; files: string[] }> {
  const sizes = new Map<string, number>();
  page.on("response", async (response) => {
    if (response.request().resourceType() === "font") sizes.set(response.url(), (await response.body()).length);
  });
  await gotoHydrated(page, url);
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready);
  const files = [...sizes.keys()].map((u) => u.split("/").pop() ?? u);
  return { bytes: [...sizes.values()].reduce((a, b) => a + b, 0), files };
}

for (const [english, arabic] of [
  ["/", "/ar"],
  ["/product/creed-aventus", "/ar/product/creed-aventus"],
]) {
  test(`${arabic} loads at most 100 KB of fonts more than ${english}`, async ({ browser }) => {
    const en = await fontBytes(await browser.newPage({ viewport: { width: 390, height: 844 } }), english);
    const ar = await fontBytes(await browser.newPage({ viewport: { width: 390, height: 844 } }), arabic);
    console.log(`${english}: ${en.bytes} B (${en.files.join(", ")}); ${arabic}: ${ar.bytes} B (${ar.files.join(", ")})`);
    expect(en.bytes).toBeGreaterThan(0);
    expect(ar.files.filter((f) => /naskh|amiri/i.test(f))).toHaveLength(1);
    expect(ar.bytes - en.bytes).toBeLessThanOrEqual(100 * 1024);
  });
}

test("the Arabic font swaps in without moving the page", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The Arabic font arrives late: the page is painted in the fallback first.
  await page.route(/naskh.*\.woff2$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: "layout-shift", buffered: true });
  });
  await gotoHydrated(page, "/ar");
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready);
  const shift = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((a, b) => a + b, 0));
  expect(shift).toBeLessThan(0.05);
});
