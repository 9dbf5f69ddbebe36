// The security headers seen by a real browser: the nonce-based Content-Security-Policy lets our own
// pages run (no violation, hydration works), yet blocks injected inline handlers; the session
// cookie is out of JavaScript's reach; admin pages are no-store.
import { expect, test, type Page } from "@playwright/test";
import { placeOrder, signIn } from "./admin-helpers";

/** Records CSP violations from the very first script on, before any page code runs. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener("securitypolicyviolation", (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}

const PAGES = ["/", "/products", "/cart", "/checkout", "/about", "/faq", "/contact", "/admin/login"];

test("storefront and login pages run under the CSP without a single violation", async ({ page }) => {
  const violations = await watchViolations(page);
  const errors: string[] = [];
  page.on("console", (msg) => msg.type() === "error" && errors.push(msg.text()));
  for (const path of PAGES) {
    const response = await page.goto(path);
    const csp = response!.headers()["content-security-policy"];
    // A fresh nonce, or for the cached catalogue pages their inline scripts' hashes (server/page-cache.ts).
    expect(csp, path).toMatch(
      path.startsWith("/admin") ? /script-src 'self' 'nonce-[^']+'/ : /script-src 'self'( 'sha256-[^']+')+;/,
    );
    expect(csp).toContain("object-src 'none'");
    // React hydrated: React Router's client router exists only once its scripts ran.
    await page.waitForFunction(() => "__reactRouterRouteModules" in window);
    expect(await violations(), path).toEqual([]);
  }
  expect(errors).toEqual([]);
});

test("client-side navigation keeps working under the CSP", async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto("/");
  await page.waitForFunction(() => "__reactRouterRouteModules" in window);
  await page
    .getByRole("link", { name: /Shop Now|Products|Shop/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/products/);
  expect(await violations()).toEqual([]);
});

test("an injected inline event handler does not run", async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto("/");
  await page.evaluate(() => {
    const div = document.createElement("div");
    div.innerHTML = `<img src="data:," onerror="window.__pwned = true" onload="window.__pwned = true">`;
    document.body.append(div);
  });
  await expect.poll(violations).not.toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
});

test("a customer's markup in an order shows as text in the dashboard, and the cookie is HttpOnly", async ({ page, baseURL }) => {
  const violations = await watchViolations(page);
  await placeOrder(page.request, { name: "<img src=x onerror=alert(1)>", notes: "<script>alert(2)</script>" });
  await signIn(page, baseURL!);
  page.on("dialog", () => {
    throw new Error("a script from an order ran");
  });
  const response = await page.goto("/admin/dashboard?section=orders&status=All");
  expect(response!.headers()["cache-control"]).toBe("no-store");
  await expect(page.getByText("<img src=x onerror=alert(1)>").first()).toBeVisible();
  expect(await page.locator("img[src='x']").count()).toBe(0);
  expect(await page.evaluate(() => document.cookie)).not.toContain("shop_session");
  expect(await violations()).toEqual([]);
});
