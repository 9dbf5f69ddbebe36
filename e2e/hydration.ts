// Clicks before hydration are lost: the server-rendered button has no handler yet. These wait
// until React has attached itself to the page (its props on a DOM node of the given kind).
import type { Page } from "@playwright/test";

export async function waitForHydration(page: Page, selector = "main button, main a") {
  await page.waitForFunction((css) => {
    const el = document.querySelector(css);
    return !!el && Object.keys(el).some((k) => k.startsWith("__reactProps"));
  }, selector);
}

export async function gotoHydrated(page: Page, url: string, selector?: string) {
  await page.goto(url);
  await waitForHydration(page, selector);
}
