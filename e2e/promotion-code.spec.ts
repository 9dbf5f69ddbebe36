// The promotion code at checkout (decision 035): a shopper applies a 20 % code and sees the total
// fall by a fifth, orders and finds the discount on the confirmation; an unknown code is refused
// in words; the Arabic edition shows the applied code's line.
import { expect, test, type Page } from "@playwright/test";
import { signIn, uniqueToken } from "./admin-helpers";
import { CART_PERFUME_PRICE as PRICE, openCheckoutWithOnePerfume } from "./checkout-helpers";
import { waitForHydration } from "./hydration";
import { productToCartItem } from "../app/shared/cart";
import type { Catalogue } from "../app/shared/catalogue";

let code = "";

async function applyCode(page: Page, value: string, apply: string) {
  await page.locator('input[name="promotion-code"]').fill(value);
  await page.getByRole("button", { name: apply, exact: true }).click();
}

test.describe("promotion code at checkout", () => {
  test.describe.configure({ mode: "serial" });

  test.beforeAll(async ({ browser, baseURL }) => {
    code = uniqueToken("WF").toUpperCase();
    const page = await browser.newPage();
    await signIn(page, baseURL!);
    const res = await page.request.post("/api/admin/promotions", {
      data: {
        name: { en: "White Friday", ar: "الجمعة البيضاء" },
        type: "percentage",
        value: 20,
        automatic: false,
        codes: [code],
      },
      headers: { Origin: baseURL! },
    });
    expect(res.status(), await res.text()).toBe(201);
    await page.close();
  });

  test("a 20 % code lowers the total by a fifth, and the confirmation shows the discount", async ({ page }) => {
    await openCheckoutWithOnePerfume(page, "/checkout");
    await expect(page.getByTestId("checkout-subtotal")).toHaveText("QR 85.00");
    const before = await page.getByTestId("checkout-total").innerText();

    await applyCode(page, code.toLowerCase(), "Apply");
    await expect(page.getByTestId("promotion-code-applied")).toHaveText(`Code ${code} applied`);
    await expect(page.getByTestId("checkout-discount")).toHaveText("−QR 17.00");
    await expect(page.getByText(`Discount (${code})`)).toBeVisible();
    const beforeAmount = Number(before.replace(/[^\d.]/g, ""));
    await expect(page.getByTestId("checkout-total")).toHaveText(`QR ${(beforeAmount - 17).toFixed(2)}`);

    await page.locator("#checkout-name").fill(uniqueToken("Promo "));
    await page.locator("#checkout-phone").pressSequentially("55661144");
    await page.locator("#checkout-address").fill("Villa 3, Street 850, Zone 69");
    await page.locator("#checkout-city").selectOption("Doha");
    await page.locator('form[aria-labelledby="shipping-heading"] button[type="submit"]').click();
    await page.waitForURL(/order-confirmation/);
    await expect(page.getByTestId("order-discount")).toHaveText("−QR 17.00");
    await expect(page.getByText(`Discount (${code})`)).toBeVisible();
    await expect(page.getByTestId("order-total")).toContainText(`QR ${(beforeAmount - 17).toFixed(2)}`);
  });

  test("an unknown code is refused in words and the total stays", async ({ page }) => {
    await openCheckoutWithOnePerfume(page, "/checkout");
    const before = await page.getByTestId("checkout-total").innerText();
    await applyCode(page, "NO-SUCH-CODE-1", "Apply");
    await expect(page.getByTestId("promotion-code-error")).toHaveText("This code does not exist.");
    await expect(page.getByTestId("checkout-discount")).toHaveCount(0);
    await expect(page.getByTestId("checkout-total")).toHaveText(before);
  });

  test("in Arabic the applied code's line shows", async ({ page }) => {
    await openCheckoutWithOnePerfume(page, "/ar/checkout");
    await applyCode(page, code, "تطبيق");
    await expect(page.getByTestId("promotion-code-applied")).toHaveText(`تم تطبيق الرمز ${code}`);
    await expect(page.getByText(`الخصم (${code})`)).toBeVisible();
    await expect(page.getByTestId("checkout-discount")).toContainText("17.00");
  });
});

test("a code applied in the cart is kept for the checkout", async ({ page, baseURL }) => {
  const cartCode = uniqueToken("CART").toUpperCase();
  await signIn(page, baseURL!);
  const res = await page.request.post("/api/admin/promotions", {
    data: { name: { en: "Cart offer", ar: "عرض السلة" }, type: "percentage", value: 20, automatic: false, codes: [cartCode] },
    headers: { Origin: baseURL! },
  });
  expect(res.status(), await res.text()).toBe(201);
  const catalogue = (await (await page.request.get("/api/catalogue")).json()) as Catalogue;
  const perfume = catalogue.products.find((p) => p.price === PRICE)!;
  await page.goto("/robots.txt");
  await page.evaluate(
    (json) => {
      localStorage.setItem("perfumeCart", json);
      sessionStorage.clear();
    },
    JSON.stringify([productToCartItem(perfume)]),
  );
  await page.goto("/cart");
  await waitForHydration(page);
  await applyCode(page, cartCode, "Apply");
  await expect(page.getByTestId("promotion-code-applied")).toHaveText(`Code ${cartCode} applied`);
  await expect(page.getByTestId("summary-discount")).toHaveText("−QR 17.00");
  await expect(page.getByTestId("summary-total")).toHaveText("QR 68.00");

  await page
    .getByRole("link", { name: /checkout/i })
    .last()
    .click();
  await page.waitForURL(/\/checkout/);
  await expect(page.getByTestId("promotion-code-applied")).toHaveText(`Code ${cartCode} applied`);
  await expect(page.getByTestId("checkout-discount")).toHaveText("−QR 17.00");
});
