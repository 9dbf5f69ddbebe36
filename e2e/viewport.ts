// Checking one loaded page at several widths: resizing it is a fraction of loading it again, and
// the browser suite's time is mostly pages loaded (docs/testing.md, "The browser suite's time").
import type { Page } from "@playwright/test";

/** Resizes the page and waits two frames, so layout (and any resize listener) has settled. */
export async function resizeTo(page: Page, width: number, height = 800) {
  await page.setViewportSize({ width, height });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}
