import type { Page } from "@playwright/test";

/**
 * The page's console errors and uncaught exceptions, as they come (a hydration mismatch surfaces as
 * either). An exception is kept with its stack: a rare React error seen only in full runs needs
 * where it was thrown (docs/PERFORMANCE.md).
 */
export function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  page.on("pageerror", (e) => errors.push(e.stack ?? String(e)));
  return errors;
}
