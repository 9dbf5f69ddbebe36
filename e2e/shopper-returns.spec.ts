// Shoppers who come back (docs/decisions/044), in both languages: from a guest's checkout, "sign in"
// leads to the account page and back (the code read from the outbox's file); the header then shows
// the signed-in state, read in the browser; the checkout is filled in from the account with the
// default saved address and offers the other one; the order is placed with it; and "order again" on
// the account page puts its items back in the cart. Screenshots of the header and of the address
// choice at 390 and 1280 px are kept with the test's output (test-results/).
import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated, waitForHydration } from "./hydration";
import { productToCartItem } from "../app/shared/cart";
import type { Catalogue } from "../app/shared/catalogue";
import { codeFor } from "./outbox";
import { shoot } from "./screenshots";

/** A cart of one perfume, put straight into the browser's storage as the cart keeps it. */
async function cartOfOne(page: Page): Promise<string> {
  const catalogue = (await (await page.request.get("/api/catalogue")).json()) as Catalogue;
  const perfume = catalogue.products.find((p) => p.variants.some((v) => v.stock === null))!;
  await page.goto("/robots.txt");
  await page.evaluate((json) => localStorage.setItem("perfumeCart", json), JSON.stringify([productToCartItem(perfume)]));
  return perfume.id;
}

const cases = [
  {
    language: "en" as const,
    prefix: "",
    phone: "55670101",
    digits: "97455670101",
    texts: {
      signInLink: "Sign in to fill in your details",
      send: "Send me a code",
      code: "6-digit code",
      signIn: "Sign in",
      accountLabel: "My account",
      signedOutLabel: "Sign in",
      filled: "Filled in from your account.",
      submit: "Place Order",
      again: "Order again",
      added: "Added to your cart at today's prices.",
      newAddress: "A new address",
      openMenu: "Open menu",
      closeMenu: "Close menu",
    },
  },
  {
    language: "ar" as const,
    prefix: "/ar",
    phone: "55670202",
    digits: "97455670202",
    texts: {
      signInLink: "سجّل الدخول لتعبئة بياناتك",
      send: "أرسلوا لي رمزاً",
      code: "الرمز المكوّن من 6 أرقام",
      signIn: "دخول",
      accountLabel: "حسابي",
      signedOutLabel: "تسجيل الدخول",
      filled: "عُبّئت من حسابك.",
      submit: "تأكيد الطلب",
      again: "اطلب مجدداً",
      added: "أُضيفت إلى سلتك بأسعار اليوم.",
      newAddress: "عنوان جديد",
      openMenu: "فتح القائمة",
      closeMenu: "إغلاق القائمة",
    },
  },
];

for (const c of cases) {
  test(`${c.language}: signs in from the checkout, orders to a saved address, then orders again`, async ({
    page,
    baseURL,
  }, info) => {
    test.setTimeout(90_000);
    // A guest: the header offers signing in; the checkout offers it too, never requires it.
    await gotoHydrated(page, `${c.prefix}/`);
    const accountLink = page.getByRole("banner").getByTestId("account-link");
    await expect(accountLink).toHaveAttribute("aria-label", c.texts.signedOutLabel);
    await expect(accountLink).toHaveAttribute("href", `${c.prefix}/account`);
    await cartOfOne(page);
    await gotoHydrated(page, `${c.prefix}/checkout`);
    const signInLink = page.getByRole("link", { name: c.texts.signInLink });
    await expect(signInLink).toHaveAttribute("href", `${c.prefix}/account?return=${encodeURIComponent(`${c.prefix}/checkout`)}`);
    await signInLink.click();

    await expect(page).toHaveURL(new RegExp(`${c.prefix}/account\\?return=`));
    await waitForHydration(page);
    // A link within the app: the page was hydrated already, and the URL can change before the
    // account's form replaces the checkout's. Its own button first, or the phone goes into the
    // checkout's first field as it leaves (seen once on a busy machine).
    const send = page.getByRole("button", { name: c.texts.send });
    await expect(send).toBeVisible();
    const phoneField = page.getByRole("textbox").first();
    await phoneField.fill(c.phone);
    // The field writes the number as it is read out: "+974 5567 0101".
    await expect(phoneField).toHaveValue(new RegExp(`${c.phone.slice(0, 4)} ?${c.phone.slice(4)}$`));
    const asked = Date.now();
    await send.click();
    await page.getByLabel(c.texts.code).fill(await codeFor(c.digits, asked));
    await page.getByRole("button", { name: c.texts.signIn, exact: true }).click();
    // Back at the checkout, the phone filled in from the account.
    await expect(page).toHaveURL(new RegExp(`${c.prefix}/checkout$`));
    await expect(page.getByTestId("checkout-filled")).toContainText(c.texts.filled);
    await expect(page.locator("#checkout-phone")).toHaveValue(`+974 ${c.phone.slice(0, 4)} ${c.phone.slice(4)}`);

    // Two saved addresses (the account API, with the browser's session) and a name, sent as the
    // shop's pages send them: the account API refuses changes from other origins.
    const headers = { Origin: new URL(baseURL!).origin };
    const save = (data: Record<string, unknown>) => page.request.post("/api/account/addresses", { data, headers });
    expect(
      (
        await save({ label: "Home", address: "Villa 7, Al Sadd", city: "Doha", zone: "38", street: "920", building: "7" })
      ).status(),
    ).toBe(201);
    expect(
      (
        await save({ label: "Office", address: "Tower 2, Marina", city: "Lusail", zone: "69", street: "340", building: "12" })
      ).status(),
    ).toBe(201);
    expect((await page.request.patch("/api/account", { data: { name: `Returning ${c.language}` }, headers })).status()).toBe(200);

    // The header says "My account" once hydrated; the page itself is the one everybody gets.
    await gotoHydrated(page, `${c.prefix}/`);
    await expect(accountLink).toHaveAttribute("aria-label", c.texts.accountLabel);
    await expect(accountLink).toHaveAttribute("data-signed-in", "true");
    await shoot(page.getByRole("banner"), { path: info.outputPath(`header-account-${c.language}-1280.png`) });
    // On a phone the link is the menu's last, so the brand keeps its room.
    await page.setViewportSize({ width: 390, height: 800 });
    await expect(accountLink).toBeHidden();
    await page.getByRole("button", { name: c.texts.openMenu }).click();
    const menuLink = page.locator("#mobile-menu").getByRole("link", { name: c.texts.accountLabel });
    await expect(menuLink).toHaveAttribute("href", `${c.prefix}/account`);
    await shoot(page, { path: info.outputPath(`header-account-${c.language}-390.png`) });
    await page.getByRole("button", { name: c.texts.closeMenu }).click();

    // The checkout: name, phone and the default address (the first saved) filled in; Office chosen instead.
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoHydrated(page, `${c.prefix}/checkout`);
    await expect(page.locator("#checkout-name")).toHaveValue(`Returning ${c.language}`);
    await expect(page.locator("#checkout-address")).toHaveValue("Villa 7, Al Sadd");
    await expect(page.locator("#checkout-zone")).toHaveValue("38");
    await expect(page.locator("#checkout-city")).toHaveValue("Doha");
    const choice = page.getByTestId("saved-addresses");
    await expect(choice.getByRole("radio", { name: /Home/ })).toBeChecked();
    await choice.getByText("Office").click();
    await expect(page.locator("#checkout-address")).toHaveValue("Tower 2, Marina");
    await expect(page.locator("#checkout-city")).toHaveValue("Lusail");
    await expect(page.locator("#checkout-building")).toHaveValue("12");
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await choice.scrollIntoViewIfNeeded();
      await shoot(page, { path: info.outputPath(`checkout-addresses-${c.language}-${width}.png`) });
    }
    // "A new address" empties the address fields; the saved one comes back when chosen again.
    await choice.getByText(c.texts.newAddress).click();
    await expect(page.locator("#checkout-address")).toHaveValue("");
    await choice.getByText("Office").click();
    await expect(page.locator("#checkout-address")).toHaveValue("Tower 2, Marina");

    await page.getByRole("button", { name: c.texts.submit }).click();
    await expect(page).toHaveURL(new RegExp(`${c.prefix}/order-confirmation$`));
    await expect(page.getByTestId("order-address")).toContainText("Tower 2, Marina");

    // The order is on the account page; "order again" puts its perfume back in the cart.
    await gotoHydrated(page, `${c.prefix}/account`);
    const order = page.getByTestId("account-order").first();
    await expect(order).toBeVisible();
    await expect(page.getByTestId("cart-count")).toHaveCount(0);
    await order.getByRole("button", { name: c.texts.again }).click();
    await expect(order.getByRole("status")).toContainText(c.texts.added);
    await expect(page.getByTestId("cart-count")).toHaveText("1");
    await expect(order.getByTestId("order-again-skipped")).toHaveCount(0);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await shoot(order, { path: info.outputPath(`account-order-again-${c.language}-${width}.png`) });
    }
  });
}

test("order again names what is no longer sold and leaves it out", async ({ page }) => {
  // The account's order lines as the API gives them, one naming a perfume the catalogue no longer has.
  const catalogue = (await (await page.request.get("/api/catalogue")).json()) as Catalogue;
  const perfume = catalogue.products.find((p) => p.variants.some((v) => v.stock === null))!;
  await page.route("**/api/account/orders/*/items", (route) =>
    route.fulfill({
      json: {
        items: [
          { name: perfume.name, quantity: 1, item: { type: "product", productId: perfume.id, quantity: 1 } },
          { name: "Vanished Oud", quantity: 1, item: { type: "product", productId: "no-such-perfume", quantity: 1 } },
        ],
      },
    }),
  );
  await page.route("**/api/account/orders", (route) =>
    route.fulfill({
      json: {
        orders: [{ id: "o1", orderNumber: 999, createdAt: "2026-11-20T10:00:00Z", status: "Delivered", total: 9000, items: 2 }],
      },
    }),
  );
  await page.route("**/api/account", (route) =>
    route.fulfill({
      json: {
        id: "a1",
        phone: "+97455670303",
        email: null,
        emailVerified: false,
        name: "Test",
        language: "en",
        orderUpdates: true,
        offers: false,
        addresses: [],
        sessions: [],
      },
    }),
  );
  await gotoHydrated(page, "/account");
  await page.getByTestId("order-again").click();
  await expect(page.getByTestId("order-again-skipped")).toHaveText("Not added, no longer sold or sold out: Vanished Oud.");
  await expect(page.getByTestId("cart-count")).toHaveText("1");
});
