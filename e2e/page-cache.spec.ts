// Cached storefront pages in a real browser: served again from memory, they still hydrate and run
// under the hash-based Content-Security-Policy without a violation, navigate client-side, keep
// the cart working, and revalidate with 304.
import { watchPageErrors } from "./page-errors";
import { expect, test, type Page } from "@playwright/test";

async function watch(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener("securitypolicyviolation", (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const errors = watchPageErrors(page);
  return {
    errors,
    violations: () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp),
  };
}

const hydrated = (page: Page) => page.waitForFunction(() => "__reactRouterRouteModules" in window);

test("a page served from the cache hydrates under its script hashes, with no violation", async ({ page, request }) => {
  const seen = await watch(page);
  for (const path of ["/", "/products", "/product/creed-aventus", "/offers"]) {
    // Make sure the browser's visit is a cache hit, not the render.
    await request.get(path);
    const response = await page.goto(path);
    expect(response!.status(), path).toBe(200);
    const headers = response!.headers();
    expect(headers["content-security-policy"], path).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
    expect(headers["content-security-policy"]).not.toContain("nonce-");
    expect(headers["content-encoding"], path).toBe("br");
    expect(headers["etag"], path).toMatch(/^"[\w-]+-br"$/);
    await hydrated(page);
    expect(await seen.violations(), path).toEqual([]);
  }
  expect(seen.errors).toEqual([]);
});

test("on a cached page the cart and client-side navigation work", async ({ page }) => {
  const seen = await watch(page);
  await page.goto("/product/tom-ford-ombre-leather");
  await page.goto("/product/tom-ford-ombre-leather");
  await hydrated(page);
  await page
    .getByRole("main")
    .getByRole("button", { name: /^Add to Cart$/i })
    .first()
    .click();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  // Client-side navigation fetches React Router's .data answers, cached as well.
  const data = page.waitForResponse((r) => r.url().includes(".data"));
  await page.getByRole("banner").getByRole("link", { name: "All Perfumes" }).first().click();
  expect((await data).status()).toBe(200);
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await seen.violations()).toEqual([]);
  expect(seen.errors).toEqual([]);
});

test("a page revalidates with its ETag and gets 304 until it changes", async ({ request }) => {
  const first = await request.get("/about", { headers: { "accept-encoding": "gzip" } });
  expect(first.headers()["cache-control"]).toBe("no-cache");
  expect(first.headers()["vary"]).toBe("Accept-Encoding");
  const etag = first.headers()["etag"];
  const again = await request.get("/about", { headers: { "accept-encoding": "gzip", "if-none-match": etag } });
  expect(again.status()).toBe(304);
  const other = await request.get("/about", { headers: { "accept-encoding": "gzip", "if-none-match": '"stale"' } });
  expect(other.status()).toBe(200);
});
