// The shopper's account (docs/decisions/044), in both languages: a guest order first, then sign-in
// with the code read from the outbox's file (the default phone transport writes one per message,
// naming the number), the earlier order listed with its status and tracking link, and an address
// saved. Screenshots at 390 and 1280 px are kept with the test's output.
import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated } from "./hydration";
import { codeFor } from "./outbox";
import { shoot } from "./screenshots";

async function guestOrder(page: Page, phone: string, language: "en" | "ar") {
  const res = await page.request.post("/api/orders", {
    data: {
      language,
      customer: { name: "Shopper", phone, address: "Villa 3", city: "Doha" },
      items: [{ type: "product", productId: "1", quantity: 1 }],
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { orderNumber: number }).orderNumber;
}

const cases = [
  {
    language: "en" as const,
    path: "/account",
    phone: "+974 5566 0101",
    digits: "97455660101",
    texts: {
      send: "Send me a code",
      code: "6-digit code",
      signIn: "Sign in",
      orders: "My orders",
      add: "Add an address",
      save: "Save address",
      address: "Address",
      track: "Track this order",
    },
  },
  {
    language: "ar" as const,
    path: "/ar/account",
    phone: "+974 5566 0202",
    digits: "97455660202",
    texts: {
      send: "أرسلوا لي رمزاً",
      code: "الرمز المكوّن من 6 أرقام",
      signIn: "دخول",
      orders: "طلباتي",
      add: "أضف عنواناً",
      save: "احفظ العنوان",
      address: "العنوان",
      track: "تتبّع هذا الطلب",
    },
  },
];

for (const c of cases) {
  test(`${c.language}: signs in with the code from the outbox, sees the guest order and saves an address`, async ({
    page,
  }, info) => {
    const orderNumber = await guestOrder(page, c.phone, c.language);
    const res = await page.goto(c.path);
    expect(res?.headers()["cache-control"]).toBe("no-store");
    await gotoHydrated(page, c.path);
    await page.getByRole("textbox").first().fill(c.phone.replace("+974 ", ""));
    const asked = Date.now();
    await page.getByRole("button", { name: c.texts.send }).click();
    const code = await codeFor(c.digits, asked);
    await page.getByLabel(c.texts.code).fill(code);
    await page.getByRole("button", { name: c.texts.signIn, exact: true }).click();

    await expect(page.getByRole("heading", { name: c.texts.orders })).toBeVisible();
    const order = page.getByTestId("account-order").filter({ hasText: `#${orderNumber}` });
    await expect(order).toBeVisible();
    await expect(order.getByRole("link", { name: c.texts.track })).toHaveAttribute(
      "href",
      `${c.language === "ar" ? "/ar" : ""}/track?number=${orderNumber}`,
    );
    await page.getByRole("button", { name: c.texts.add }).click();
    await page.getByLabel(c.texts.address, { exact: true }).fill("Villa 12, near the park");
    await page.getByRole("button", { name: c.texts.save }).click();
    await expect(page.getByTestId("account-address")).toContainText("Villa 12, near the park");

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await shoot(page, { path: info.outputPath(`account-${c.language}-${width}.png`), fullPage: true });
    }
  });
}

test("the page is the same for everyone until the browser asks: a signed-out visitor sees the sign-in form", async ({ page }) => {
  await gotoHydrated(page, "/account");
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
});
