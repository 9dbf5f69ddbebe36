// Delivery the Qatar way at checkout, in a real browser against the real server: the
// owner sets a fee for Al Wakrah through the admin API, and a shopper there sees the fee and the
// expected day before ordering, in English and in Arabic; the confirmation shows the fee and the
// total that includes it. The default settings (free delivery everywhere, which the other specs
// expect) are put back at the end.
import fs from "node:fs";
import path from "node:path";
import { axeOn } from "./axe";
import Database from "better-sqlite3";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { DEFAULT_DELIVERY, expectedDeliveryDay, type DeliverySettings } from "../app/shared/delivery";
import { isSoldOut, type Catalogue } from "../app/shared/catalogue";
import { formatDeliveryDay } from "../app/i18n/delivery";
import { formatPrice } from "../app/shared/money";
import { ADMIN_PASSWORD, ADMIN_USERNAME, ensureAdminAccount } from "./admin-helpers";
import { waitForHydration } from "./hydration";
import { SCREENSHOTS, shoot } from "./screenshots";
import { serverDatabaseFile } from "./server-data";
import { codeFor } from "./outbox";

// Screenshots for a person to look at, when asked for (e2e/screenshots.ts).
const SHOTS = process.env.DELIVERY_SHOTS_DIR ?? path.join("test-results", "delivery-shots");

const WAKRAH_FEE = 1500;
const wakrahPays: DeliverySettings = {
  ...DEFAULT_DELIVERY,
  areas: DEFAULT_DELIVERY.areas.map((a) => (a.area === "Al Wakrah" ? { ...a, fee: WAKRAH_FEE, freeOver: null } : a)),
};

test.describe.configure({ mode: "serial" });

/** Signs in as the owner and replaces the delivery settings, as the admin's Delivery section does. */
async function setDelivery(request: APIRequestContext, baseURL: string, settings: DeliverySettings) {
  ensureAdminAccount();
  const login = await request.post("/api/admin/login", {
    data: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD },
    headers: { Origin: baseURL },
  });
  expect(login.status(), await login.text()).toBe(200);
  const put = await request.put("/api/admin/settings/delivery", { data: settings, headers: { Origin: baseURL } });
  expect(put.status(), await put.text()).toBe(200);
}

let perfume: Catalogue["products"][number];

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  try {
    await setDelivery(request, baseURL!, wakrahPays);
    const catalogue = (await (await request.get("/api/catalogue")).json()) as Catalogue;
    perfume = catalogue.products.find((p) => !isSoldOut(p)) ?? catalogue.products[0];
  } finally {
    await request.dispose();
  }
});

test.afterAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  try {
    await setDelivery(request, baseURL!, DEFAULT_DELIVERY);
  } finally {
    await request.dispose();
  }
});

async function openCheckout(page: Page, url: string) {
  await page.goto("/robots.txt");
  await page.evaluate(
    (cart) => {
      localStorage.setItem("perfumeCart", cart);
      sessionStorage.clear();
      localStorage.removeItem("lastOrder");
    },
    JSON.stringify([{ id: perfume.id, quantity: 1 }]),
  );
  await page.goto(url);
  await waitForHydration(page);
}

/** The expected day as the shopper should read it, allowing for the clock passing the cut-off meanwhile. */
function expectedDays(locale: "en" | "ar"): RegExp {
  const area = wakrahPays.areas.find((a) => a.area === "Al Wakrah")!;
  const days = [new Date(), new Date(Date.now() + 120_000)].map((at) =>
    formatDeliveryDay(expectedDeliveryDay(wakrahPays, area, at), locale),
  );
  return new RegExp([...new Set(days)].join("|"));
}

async function shootStep(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await shoot(page, { path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

test("a shopper in Al Wakrah sees the fee and the expected day before ordering, and the confirmation charges it", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (err) => errors.push(err.message));

  // The cart does not know the city yet: it does not promise free delivery.
  await openCheckout(page, "/cart");
  await expect(page.getByTestId("summary-shipping")).toHaveText("Calculated at checkout");

  await page.goto("/checkout");
  await waitForHydration(page);
  const summary = page.getByRole("region", { name: "Order Summary" });
  // Doha still delivers free.
  await expect(page.getByTestId("delivery-estimate")).toContainText("Delivery to Doha");
  await expect(page.getByTestId("delivery-fee")).toHaveText("Free");
  await expect(summary.getByTestId("checkout-total")).toHaveText(formatPrice(perfume.price, "en"));

  await page.getByLabel("City").selectOption("Al Wakrah");
  const estimate = page.getByTestId("delivery-estimate");
  await expect(estimate).toContainText("Delivery to Al Wakrah");
  await expect(page.getByTestId("delivery-fee")).toHaveText("QR 15.00");
  await expect(page.getByTestId("delivery-date")).toHaveText(new RegExp(`^Expected (${expectedDays("en").source})$`));
  await expect(summary.getByTestId("checkout-delivery-fee")).toHaveText("QR 15.00");
  const total = formatPrice(perfume.price + WAKRAH_FEE, "en");
  await expect(summary.getByTestId("checkout-total")).toHaveText(total);
  const axe = await axeOn(page).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([]);

  const name = `Wakrah Shopper ${Math.random().toString(36).slice(2, 8)}`;
  await page.getByLabel("Full Name").fill(name);
  await page.getByLabel("Phone").pressSequentially("55551234");
  await page.getByLabel("Address").fill("Villa 7, Street 220, Zone 90");
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await shootStep(page, `checkout-en-${width}`);
  }
  await page.getByRole("button", { name: "Place Order" }).click();

  await expect(page).toHaveURL(/\/order-confirmation$/);
  await expect(page.locator(".toast-root")).toContainText(
    "Your luxury perfumes are on their way. We'll contact you to confirm delivery.",
  );
  await expect(page.getByTestId("order-total")).toHaveText(`${total} (Cash on Delivery)`);
  await expect(page.getByTestId("order-delivery-fee")).toHaveText("QR 15.00");
  await expect(page.getByTestId("order-delivery-date")).toHaveText(expectedDays("en"));
  await shootStep(page, "confirmation-en-1280");

  // Tracking the order shows the same fee, day and payment.
  await page.locator("#main-content").getByRole("link", { name: "Track Your Order" }).click();
  await waitForHydration(page);
  await page.getByLabel("Phone number").fill("+974 5555 1234");
  await page.getByRole("button", { name: "Track Order" }).click();
  const tracked = page.getByTestId("track-delivery");
  await expect(tracked).toContainText("QR 15.00");
  await expect(tracked).toContainText(expectedDays("en"));
  await expect(tracked).toContainText("Cash on Delivery");
  await expect(page.getByRole("article")).toContainText(total);

  // The server priced it: the fee is the order's shipping cost, in its total.
  const db = new Database(serverDatabaseFile(), { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare(
        "SELECT customer_city, shipping_cost, final_total, payment_method, delivery_date FROM orders WHERE customer_name = ?",
      )
      .get(name);
    expect(row).toMatchObject({
      customer_city: "Al Wakrah",
      shipping_cost: WAKRAH_FEE,
      final_total: perfume.price + WAKRAH_FEE,
      payment_method: "Cash on Delivery",
    });
  } finally {
    db.close();
  }
  expect(errors).toEqual([]);
});

// One money rule (app/shared/order-total.ts): on a phone, the total beside "Place Order" is the
// summary's and the stored order's, with a code's discount, store credit, a delivery fee and gift wrap.
test("on a phone the total beside Place Order is what the server stores: fee, code, wrap and store credit", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const local = `5577${String(Date.now()).slice(-4)}`;
  const code = `ALL${Date.now().toString(36).toUpperCase()}`;
  const admin = await playwright.request.newContext({ baseURL });
  try {
    ensureAdminAccount();
    const headers = { Origin: baseURL! };
    const login = await admin.post("/api/admin/login", { data: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD }, headers });
    expect(login.status(), await login.text()).toBe(200);
    const promo = await admin.post("/api/admin/promotions", {
      data: { name: { en: "All in", ar: "الكل" }, type: "percentage", value: 10, automatic: false, codes: [code] },
      headers,
    });
    expect(promo.status(), await promo.text()).toBe(201);
    const wrap = await admin.patch("/api/admin/settings", { data: { giftWrapOffered: true, giftWrapPrice: 1000 }, headers });
    expect(wrap.status(), await wrap.text()).toBe(200);
    const credit = await admin.post(`/api/admin/customers/${encodeURIComponent(`+974${local}`)}/credit`, {
      data: { amount: 2000, reason: "Goodwill" },
      headers,
    });
    expect(credit.status(), await credit.text()).toBe(200);
  } finally {
    await admin.dispose();
  }
  const asked = Date.now();
  expect((await page.request.post("/api/account/code", { data: { phone: local }, headers: { Origin: baseURL! } })).status()).toBe(
    202,
  );
  const signInCode = await codeFor(`974${local}`, asked);
  const signedIn = await page.request.post("/api/account/sign-in", {
    data: { phone: local, code: signInCode },
    headers: { Origin: baseURL! },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);

  await page.setViewportSize({ width: 390, height: 844 });
  await openCheckout(page, "/checkout");
  await page.getByLabel("City").selectOption("Al Wakrah");
  await expect(page.getByTestId("checkout-delivery-fee")).toHaveText("QR 15.00");
  await page.locator('input[name="promotion-code"]').fill(code);
  await page.getByRole("button", { name: "Apply", exact: true }).click();
  await expect(page.getByTestId("promotion-code-applied")).toBeVisible();
  await expect(page.getByTestId("checkout-store-credit")).toBeVisible();
  await page.getByLabel("This is a gift").check();
  await page.locator("#gift-wrap").check();
  await expect(page.getByTestId("checkout-gift-wrap")).toContainText("10.00");
  // The perfume less 10 %, the fee, the wrap, less the credit.
  const expected = perfume.price - Math.floor(perfume.price / 10) + WAKRAH_FEE + 1000 - 2000;
  await expect(page.getByTestId("checkout-total")).toHaveText(formatPrice(expected, "en"));
  await expect(page.getByTestId("checkout-total-by-button")).toHaveText(formatPrice(expected, "en"));

  const name = `All In ${Math.random().toString(36).slice(2, 8)}`;
  await page.getByLabel("Full Name").fill(name);
  await page.getByLabel("Address").fill("Villa 9, Street 220, Zone 90");
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/order-confirmation$/);
  const db = new Database(serverDatabaseFile(), { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare("SELECT final_total, shipping_cost, store_credit FROM orders WHERE customer_name = ?").get(name);
    expect(row).toMatchObject({ final_total: expected, shipping_cost: WAKRAH_FEE, store_credit: 2000 });
  } finally {
    db.close();
  }
});

test("the Arabic checkout shows the fee and the day in Arabic", async ({ page }) => {
  await openCheckout(page, "/ar/checkout");
  await page.locator("#checkout-city").selectOption({ label: "الوكرة" });
  await expect(page.getByTestId("delivery-estimate")).toContainText("التوصيل إلى الوكرة");
  await expect(page.getByTestId("delivery-fee")).toHaveText("15.00 ر.ق");
  await expect(page.getByTestId("delivery-date")).toHaveText(new RegExp(`^الموعد المتوقع: (${expectedDays("ar").source})$`));
  const summary = page.getByRole("region", { name: "ملخص الطلب" });
  await expect(summary.getByTestId("checkout-delivery-fee")).toHaveText("15.00 ر.ق");
  await expect(summary.getByTestId("checkout-total")).toHaveText(formatPrice(perfume.price + WAKRAH_FEE, "ar"));
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await shootStep(page, `checkout-ar-${width}`);
  }
});

test("the shop's free-delivery promise follows the settings: no free claim while Al Wakrah always pays", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Delivery across Qatar" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Free Delivery across Qatar" })).toHaveCount(0);
  await page.goto(`/product/${perfume.slug}`);
  await expect(page.getByText("Delivery across Qatar within 1-2 business days. Cash on Delivery.")).toBeVisible();
});

test("the FAQ no longer says delivery is free while Al Wakrah always pays", async ({ page }) => {
  await page.goto("/faq");
  const main = page.locator("main");
  await expect(main).toContainText("A delivery fee applies depending on your area, and it is shown at checkout");
  await expect(main).not.toContainText("Delivery is free");
  // Nor does the page as served, the answers given to search engines included.
  const html = await (await page.request.get("/faq")).text();
  expect(html).toContain("A delivery fee applies depending on your area");
  expect(html).not.toContain("Delivery is free");
  await page.goto("/ar/faq");
  await expect(page.locator("main")).not.toContainText("التوصيل مجاني");
});

test("with slots and card on delivery: a slot taken meanwhile is refused clearly, and another one goes through", async ({
  page,
  baseURL,
}) => {
  // One order per window, so another order can fill the shopper's window under them.
  const withSlots: DeliverySettings = {
    ...wakrahPays,
    cardOnDelivery: true,
    slots: {
      ...DEFAULT_DELIVERY.slots,
      enabled: true,
      days: 2,
      windows: DEFAULT_DELIVERY.slots.windows.map((w) => ({ ...w, capacity: 1 })),
    },
  };
  await setDelivery(page.request, baseURL!, withSlots);
  try {
    await openCheckout(page, "/checkout");
    await page.getByLabel("City").selectOption("Al Wakrah");
    const picker = page.getByRole("region", { name: "Delivery Time" });
    const windows = picker.getByRole("radio", { name: /–/ });
    await expect(windows.first()).toBeVisible();
    // The last day offered is a whole day ahead, so all its windows are open whatever the time now.
    const lastDay = picker.locator('input[name="delivery-day"]').last();
    const day = (await lastDay.getAttribute("value"))!;
    await lastDay.check({ force: true });
    const first = picker.getByRole("radio", { name: /–/, disabled: false }).first();
    const slot = (await first.getAttribute("value"))!;
    await first.check({ force: true });
    const firstWindow = slot.split(" ")[1];
    await expect(page.getByTestId("delivery-date")).toHaveText(
      `Arrives ${formatDeliveryDay(day, "en")}, ${firstWindow.replace("-", " – ")}`,
    );

    await page.getByRole("radio", { name: /Card on Delivery/ }).check({ force: true });
    const name = `Slot Shopper ${Math.random().toString(36).slice(2, 8)}`;
    await page.getByLabel("Full Name").fill(name);
    await page.getByLabel("Phone").pressSequentially("55551234");
    await page.getByLabel("Address").fill("Villa 7, Street 220, Zone 90");
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await shootStep(page, `checkout-slots-en-${width}`);
    }

    // Someone else takes that window's only place.
    const other = await page.request.post("/api/orders", {
      data: {
        customer: { name: "Quicker Shopper", phone: "+974 5512 3456", address: "Villa 1", city: "Al Wakrah" },
        items: [{ type: "product", productId: perfume.id, quantity: 1 }],
        delivery: { area: "Al Wakrah", slot },
      },
    });
    expect(other.status(), await other.text()).toBe(201);

    await page.getByRole("button", { name: "Place Order" }).click();
    await expect(picker).toContainText("This delivery time has just filled up. Please choose another.");
    await expect(page.locator(".toast-root")).toContainText("This delivery time has just filled up.");
    // The choices are asked for again: that window is now full.
    await expect(picker.locator(`input[value="${slot}"]`)).toBeDisabled();
    await expect(page).toHaveURL(/\/checkout$/);
    await shootStep(page, "checkout-slot-full-en-1280");
    const axe = await axeOn(page).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([]);

    const next = picker.getByRole("radio", { name: /–/, disabled: false }).first();
    const nextSlot = (await next.getAttribute("value"))!;
    await next.check({ force: true });
    await page.getByRole("button", { name: "Place Order" }).click();
    await expect(page).toHaveURL(/\/order-confirmation$/);
    await expect(page.getByTestId("order-total")).toHaveText(
      `${formatPrice(perfume.price + WAKRAH_FEE, "en")} (Card on Delivery)`,
    );
    const window = nextSlot.split(" ")[1];
    expect(nextSlot.split(" ")[0]).toBe(day);
    const [from, to] = window.split("-");
    await expect(page.getByTestId("order-delivery-date")).toHaveText(`${formatDeliveryDay(day, "en")}, ${from} – ${to}`);

    const db = new Database(serverDatabaseFile(), { readonly: true, fileMustExist: true });
    try {
      const row = db.prepare("SELECT payment_method, delivery_date, delivery_slot FROM orders WHERE customer_name = ?").get(name);
      expect(row).toEqual({ payment_method: "Card on Delivery", delivery_date: day, delivery_slot: window });
    } finally {
      db.close();
    }

    // The Arabic edition shows the full window as full, in Arabic.
    await openCheckout(page, "/ar/checkout");
    await page.locator("#checkout-city").selectOption({ label: "الوكرة" });
    const pickerAr = page.getByRole("region", { name: "موعد التوصيل" });
    await pickerAr.locator(`input[name="delivery-day"][value="${day}"]`).check({ force: true });
    await expect(pickerAr.locator("label", { has: page.locator(`input[value="${slot}"]`) })).toContainText("مكتمل");
    await expect(page.getByRole("radio", { name: /الدفع بالبطاقة عند الاستلام/ })).toBeVisible();
    const axeAr = await axeOn(page).analyze();
    expect(axeAr.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([]);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await shootStep(page, `checkout-slots-ar-${width}`);
    }
  } finally {
    await setDelivery(page.request, baseURL!, wakrahPays);
  }
});
