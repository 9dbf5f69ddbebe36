import type { Page } from "@playwright/test";

/**
 * The toast showing now, in the shop or the admin (the one toast Radix renders at a time). Not
 * `getByRole("status")`: that is Radix's announcement for screen readers, gone after one second,
 * which a busy machine can miss.
 */
export const toast = (page: Page) => page.locator("li.toast-root").last();
