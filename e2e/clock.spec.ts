// A test that pauses Playwright's clock leaves the next test in its worker (which shares its
// browser context) pages free of the clock's errors (e2e/clock.ts). Without resumePausedClock(),
// one such pair in two failed here; three pairs in a row make a regression hard to miss.
import { expect, test } from "@playwright/test";
import { pauseClockAt, resumePausedClock } from "./clock";
import { watchPageErrors } from "./page-errors";

// In order, in one worker: each "next" test runs right after its paused one, on the same context.
test.describe.configure({ mode: "serial" });
test.afterEach(({ page }) => resumePausedClock(page));

for (const round of [1, 2, 3]) {
  test(`a test pauses the clock (${round})`, async ({ page }) => {
    await page.clock.install({ time: new Date("2026-03-01T10:00:00+03:00") });
    await page.goto("/about");
    await pauseClockAt(page, new Date("2026-03-01T10:00:05+03:00"));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test(`the next test's pages throw nothing (${round})`, async ({ page }) => {
    const errors = watchPageErrors(page);
    await page.goto("/about");
    await page.goto("/faq");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(errors).toEqual([]);
  });
}
