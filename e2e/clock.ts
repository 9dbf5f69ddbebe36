import type { Page } from "@playwright/test";

const paused = new WeakSet<Page>();

/** `page.clock.pauseAt(time)`, for a spec whose `test.afterEach` calls resumePausedClock(). */
export async function pauseClockAt(page: Page, time: number | string | Date): Promise<void> {
  paused.add(page);
  await page.clock.pauseAt(time);
}

/**
 * Resumes a clock the test paused, before the test ends. Why: the suite reuses one browser context
 * per worker (playwright.config.ts), and Playwright resumes a clock a test left paused only as the
 * context is reset, without waiting; that resume can land after the reset and leave one of the
 * clock's scripts behind, which throws "Cannot read properties of undefined (reading 'controller')"
 * on every page the worker's next test opens (docs/testing.md, "One browser context per worker").
 * Resumed here, the script is removed with the others at the reset.
 */
export async function resumePausedClock(page: Page): Promise<void> {
  if (paused.delete(page)) await page.clock.resume();
}
