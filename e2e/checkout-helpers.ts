// Shared by the checkout's browser tests: a cart of one QR 85 perfume (or several of it) put straight into the
// browser's storage (as the cart keeps it), then the checkout opened and hydrated.
import { expect, type Page } from "@playwright/test";
import { waitForHydration } from "./hydration";
import { productToCartItem } from "../app/shared/cart";
import type { Catalogue } from "../app/shared/catalogue";

export const CART_PERFUME_PRICE = 8500;

export async function openCheckoutWithOnePerfume(page: Page, path: string, quantity = 1) {
  const catalogue = (await (await page.request.get("/api/catalogue")).json()) as Catalogue;
  const perfume = catalogue.products.find((p) => p.price === CART_PERFUME_PRICE)!;
  await page.goto("/robots.txt");
  await page.evaluate(
    (json) => {
      localStorage.setItem("perfumeCart", json);
      sessionStorage.clear();
      localStorage.removeItem("lastOrder");
    },
    JSON.stringify([{ ...productToCartItem(perfume), quantity }]),
  );
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.locator("#checkout-name")).toBeVisible();
}
