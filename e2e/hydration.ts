// The page marks itself ready once React has hydrated it (`data-hydrated` on <html>, set by
// app/browser/early-clicks.ts). Clicks on buttons before then are held and played back, so tests
// need not wait for most actions; they wait here where they read state only hydration creates.
import type { Page } from "@playwright/test";

export async function waitForHydration(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

export async function gotoHydrated(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
}
