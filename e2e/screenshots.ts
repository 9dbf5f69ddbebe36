// Screenshots are for a person to look at (docs/testing.md, "The browser suite's time"): the suite
// takes them only when asked, with E2E_SCREENSHOTS=1, since a full-page picture costs the browser
// more than most checks and asserts nothing. They go to each test's output folder or the path given.
import type { Locator, LocatorScreenshotOptions, Page, PageScreenshotOptions } from "@playwright/test";

export const SCREENSHOTS = process.env.E2E_SCREENSHOTS === "1";

export async function shoot(target: Page | Locator, options: PageScreenshotOptions & LocatorScreenshotOptions) {
  if (SCREENSHOTS) await target.screenshot(options);
}
