// Checkout in a real browser against the real server and its database: the purchase path from the
// shop's pages (or a stored cart) to a stored order, the validation texts, and nothing lost or doubled.
import { axeOn } from "./axe";
import Database from "better-sqlite3";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { DEFAULT_CUSTOM_TRIO_PRICE } from "../app/shared/prices";
import { bundleToCartItem, customTrioToCartItem, productToCartItem, type CartItem } from "../app/shared/cart";
import type { Catalogue } from "../app/shared/catalogue";
import { waitForHydration } from "./hydration";
import { serverDatabaseFile } from "./server-data";

type OrderRow = { id: string; final_total: number; number: number } & Record<string, unknown>;
type ItemRow = {
  item_type: string;
  item_ref: string | null;
  quantity: number;
  unit_price: number;
  line_total: number;
  products: string | null;
};

function ordersOf(name: string): { order: OrderRow; items: ItemRow[] }[] {
  const db = new Database(serverDatabaseFile(), { readonly: true, fileMustExist: true });
  try {
    const orders = db.prepare("SELECT * FROM orders WHERE customer_name = ?").all(name) as OrderRow[];
    return orders.map((order) => ({
      order,
      items: db.prepare("SELECT * FROM order_items WHERE order_id = ? ORDER BY position").all(order.id) as ItemRow[],
    }));
  } finally {
    db.close();
  }
}

async function catalogue(request: APIRequestContext): Promise<Catalogue> {
  const res = await request.get("/api/catalogue");
  expect(res.ok()).toBe(true);
  return (await res.json()) as Catalogue;
}

/** Two perfumes of the first kind, the first bundle and a custom trio: QR 170 + 200 + 200. */
function mixedCart(c: Catalogue): CartItem[] {
  const [p1, p2, p3, p4] = c.products;
  return [
    { ...productToCartItem(p1), quantity: 2 },
    bundleToCartItem(c.bundles[0], c),
    customTrioToCartItem([p2, p3, p4], DEFAULT_CUSTOM_TRIO_PRICE, 1_700_000_000_000),
  ];
}
const MIXED_TOTAL = 57000;

/** Puts a cart in the browser's storage (as the cart pages would) and opens checkout. */
async function openCheckoutWith(page: Page, cart: unknown) {
  await page.goto("/robots.txt");
  await page.evaluate((json) => {
    localStorage.setItem("perfumeCart", json);
    sessionStorage.clear();
    localStorage.removeItem("lastOrder");
  }, JSON.stringify(cart));
  await page.goto("/checkout");
  await expect(page.getByRole("button", { name: "Place Order" })).toBeVisible();
}

const uniqueName = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;

async function fillShipping(page: Page, name: string, phone = "55551234") {
  await page.getByLabel("Full Name").fill(name);
  await page.getByLabel("Email (optional)").fill("noor@example.qa");
  await page.getByLabel("Phone").pressSequentially(phone);
  await page.getByLabel("Address").fill("Villa 3, Street 850, Zone 69");
  await page.getByLabel("City").selectOption("Lusail");
  // The blue plate's numbers: optional, digits only.
  await page.getByLabel("Zone").fill("69");
  await page.getByLabel("Street").fill("850");
  await page.getByLabel("Order Notes (optional)").fill("Please call on arrival");
}

const toast = (page: Page) => page.locator(".toast-root");
const submit = (page: Page) => page.getByRole("button", { name: /Place Order|Placing Order/ });
const storedCart = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem("perfumeCart") ?? "null"));

test("the full journey: a perfume, a bundle and a custom trio from the shop's pages to a stored order", async ({
  page,
  request,
}) => {
  const errors: string[] = [];
  page.on("console", (msg) => msg.type() === "error" && errors.push(msg.text()));
  page.on("pageerror", (err) => errors.push(err.message));
  const c = await catalogue(request);
  const [perfume, p2, p3, p4] = c.products;
  const bundle = c.bundles[0];
  await page.goto("/robots.txt");
  await page.evaluate(() => localStorage.clear());

  await page.goto(`/product/${perfume.slug}`);
  await waitForHydration(page);
  await page.getByRole("main").getByRole("button", { name: "Increase quantity" }).click();
  await page.getByRole("main").getByRole("button", { name: "Add to Cart", exact: true }).first().click();
  await expect(toast(page)).toContainText("Added to Cart!");

  await page.goto("/offers");
  await waitForHydration(page);
  await page.getByRole("article", { name: bundle.name }).getByRole("button", { name: "Add to Cart" }).click();
  await expect(toast(page)).toContainText(`${bundle.name} is now in your cart.`);
  for (const p of [p2, p3, p4]) await page.getByRole("checkbox", { name: `Select ${p.name}` }).check();
  await page.getByRole("button", { name: "Add Custom Trio to Cart" }).click();
  await expect(toast(page)).toContainText("Custom Trio Bundle is now in your cart.");

  await page.goto("/cart");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Proceed to Checkout" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const summary = page.getByRole("region", { name: "Order Summary" });
  for (const label of [perfume.name, bundle.name, "Custom Trio Bundle"]) {
    await expect(summary.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(summary.getByTestId("checkout-total")).toHaveText("QR 570.00");

  const name = uniqueName("Noor Journey");
  await fillShipping(page, name);
  await expect(page.getByLabel("Phone")).toHaveValue("+974 5555 1234");
  await submit(page).click();

  await expect(page).toHaveURL(/\/order-confirmation$/);
  await expect(toast(page)).toContainText("Order Placed Successfully!");
  await expect(toast(page)).toContainText("Your luxury perfumes are on their way with FREE delivery. We'll contact you for COD.");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Thank you, ${name}!`);
  await expect(page.getByTestId("order-total")).toHaveText("QR 570.00 (Cash on Delivery)");
  await expect(page.getByTestId("order-address")).toHaveText("Villa 3, Street 850, Zone 69, Lusail, Qatar");
  await expect(page.getByTestId("order-items").getByRole("listitem")).toHaveCount(3);
  await expect(page.getByTestId("order-items")).toContainText(`${perfume.name} × 2`);

  const [stored, ...more] = ordersOf(name);
  expect(more).toHaveLength(0);
  expect(stored.order).toMatchObject({
    customer_email: "noor@example.qa",
    customer_phone: "+974 5555 1234",
    phone_number: "+97455551234",
    customer_address: "Villa 3, Street 850, Zone 69",
    customer_city: "Lusail",
    address_zone: "69",
    address_street: "850",
    address_building: null,
    order_notes: "Please call on arrival",
    total_amount: MIXED_TOTAL,
    shipping_cost: 0,
    final_total: MIXED_TOTAL,
    status: "Pending",
    payment_method: "Cash on Delivery",
  });
  expect(stored.items.map((i) => [i.item_type, i.item_ref, i.quantity, i.unit_price, i.line_total])).toEqual([
    ["product", perfume.id, 2, 8500, 17000],
    ["bundle", bundle.id, 1, 20000, 20000],
    ["custom-trio", null, 1, 20000, 20000],
  ]);
  expect(JSON.parse(stored.items[2].products!).map((p: { id: string }) => p.id)).toEqual([p2.id, p3.id, p4.id]);

  // The browser kept the product's record of the server's order, and the cart is empty.
  const lastOrder = await page.evaluate(() => JSON.parse(localStorage.getItem("lastOrder")!));
  expect(lastOrder).toMatchObject({
    orderId: stored.order.id,
    name,
    total: MIXED_TOTAL,
    city: "Lusail",
    paymentMethod: "Cash on Delivery",
  });
  expect(await storedCart(page)).toEqual([]);
  // The number people say, the one the database gave the order.
  expect(lastOrder.orderNumber).toBe(stored.order.number);
  await expect(page.getByTestId("order-reference")).toHaveText(`#${stored.order.number}`);
  expect(errors).toEqual([]);
});

test("an empty cart shows the empty state with a way back to the perfumes", async ({ page }) => {
  await page.goto("/robots.txt");
  await page.evaluate(() => localStorage.removeItem("perfumeCart"));
  await page.goto("/checkout");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your cart is empty.");
  await expect(page.getByRole("link", { name: "Shop Now" })).toHaveAttribute("href", "/products");
  await expect(page.getByRole("button", { name: "Place Order" })).toHaveCount(0);
});

test("the page has the back link, the form, Cash on Delivery and the summary", async ({ page, request }) => {
  const c = await catalogue(request);
  await openCheckoutWith(page, [productToCartItem(c.products[0])]);
  await expect(page.getByRole("link", { name: "Back to Cart" })).toHaveAttribute("href", "/cart");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Checkout");
  await expect(page.getByLabel("City")).toHaveValue("Doha");
  expect(await page.getByLabel("City").locator("option").allTextContents()).toEqual([
    "Doha",
    "Al Rayyan",
    "Al Wakrah",
    "Al Khor",
    "Lusail",
    "Umm Salal",
    "Al Daayen",
    "Al Shamal",
    "Mesaieed",
    "Dukhan",
    "Other (Specify in notes)",
  ]);
  await expect(page.getByLabel("Phone")).toHaveAttribute("placeholder", "+974 XXXX XXXX");
  for (const label of ["Full Name", "Phone", "Address"])
    await expect(page.getByLabel(label)).toHaveAttribute("aria-required", "true");
  await expect(page.getByRole("region", { name: "Payment Method" })).toContainText("Cash on Delivery");
  const summary = page.getByRole("region", { name: "Order Summary" });
  await expect(summary).toContainText("Subtotal");
  await expect(summary).toContainText("FREE");
  await expect(summary.getByTestId("checkout-total")).toHaveText("QR 85.00");
});

test.describe("validation", () => {
  test.beforeEach(async ({ page, request }) => {
    const c = await catalogue(request);
    await openCheckoutWith(page, [productToCartItem(c.products[0])]);
  });

  test("missing required fields: the toast and a message beside each field", async ({ page }) => {
    await submit(page).click();
    await expect(toast(page)).toContainText("Missing Information");
    await expect(toast(page)).toContainText("Please fill in all required shipping fields.");
    await expect(page.locator("#checkout-name-error")).toHaveText("Name is required.");
    await expect(page.locator("#checkout-address-error")).toHaveText("Address is required.");
    await expect(page.locator("#checkout-phone-error")).toHaveText("Phone is required.");
    await expect(page.getByLabel("Full Name")).toBeFocused();
    // Fixing a field clears its message as the shopper types.
    await page.getByLabel("Full Name").fill("Noor");
    await expect(page.locator("#checkout-name-error")).toBeEmpty();
  });

  test("the phone is formatted while typing and checked past 3 characters", async ({ page }) => {
    const phone = page.getByLabel("Phone");
    const error = page.locator("#checkout-phone-error");
    await phone.pressSequentially("555");
    await expect(phone).toHaveValue("+974 555");
    await expect(error).toBeEmpty();
    await phone.pressSequentially("5");
    await expect(error).toHaveText("Please enter a valid +974 phone number.");
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(submit(page)).toBeDisabled();
    await phone.pressSequentially("1234");
    await expect(phone).toHaveValue("+974 5555 1234");
    await expect(error).toBeEmpty();
    await expect(submit(page)).toBeEnabled();
    await phone.fill("+44 20 7946 0958");
    await expect(error).toHaveText("Please enter a valid +974 phone number.");
    await phone.fill("");
    await expect(error).toBeEmpty();
    await expect(submit(page)).toBeEnabled();
  });

  test("a number typed with its country code, key by key, ends as +974 XXXX XXXX", async ({ page }) => {
    const phone = page.getByLabel("Phone");
    for (const written of ["00974 5555 1234", "974 5555 1234", "+974-5555-1234"]) {
      await phone.fill("");
      await phone.pressSequentially(written);
      await expect(phone).toHaveValue("+974 5555 1234");
      await expect(page.locator("#checkout-phone-error")).toBeEmpty();
    }
  });

  test("an invalid phone on submit: the inline error and the 'Invalid Phone Number' toast", async ({ page }) => {
    await page.getByLabel("Full Name").fill("Noor");
    await page.getByLabel("Address").fill("Villa 3");
    await page.getByLabel("Phone").pressSequentially("555");
    await submit(page).click();
    await expect(toast(page)).toContainText("Invalid Phone Number");
    await expect(toast(page)).toContainText("Please ensure your phone number is correct (e.g., +974 XXXX XXXX).");
    await expect(page.locator("#checkout-phone-error")).toHaveText("Please enter a valid +974 phone number.");
    await expect(submit(page)).toBeDisabled();
  });

  test("Arabic-Indic digits are accepted and shown as a Qatar number", async ({ page }) => {
    await page.getByLabel("Phone").pressSequentially("٥٥٥٥١٢٣٤");
    await expect(page.getByLabel("Phone")).toHaveValue("+974 5555 1234");
    await expect(page.locator("#checkout-phone-error")).toBeEmpty();
  });

  test("a malformed e-mail is refused beside the field and nothing is sent", async ({ page }) => {
    let sent = 0;
    await page.route("**/api/orders", (route) => (sent++, route.continue()));
    await fillShipping(page, uniqueName("Noor Email"));
    await page.getByLabel("Email (optional)").fill("not-an-email");
    await submit(page).click();
    await expect(page.locator("#checkout-email-error")).toHaveText("Please enter a valid email address.");
    await expect(page.getByLabel("Email (optional)")).toBeFocused();
    expect(sent).toBe(0);
  });

  test("the server's field errors are shown beside their fields", async ({ page }) => {
    await page.route("**/api/orders", (route) =>
      route.fulfill({
        status: 422,
        contentType: "application/problem+json",
        body: JSON.stringify({
          type: "about:blank",
          title: "Some fields are invalid.",
          status: 422,
          errors: [
            { field: "customer.address", pointer: "#/customer/address", detail: "Address must be at most 300 characters." },
          ],
        }),
      }),
    );
    await fillShipping(page, uniqueName("Noor Server"));
    await submit(page).click();
    await expect(page.locator("#checkout-address-error")).toHaveText("Address must be at most 300 characters.");
    await expect(toast(page)).toContainText("Order Placement Failed");
    await expect(toast(page)).toContainText("Some fields are invalid.");
    await expect(page.getByLabel("Address")).toBeFocused();
    await expect(submit(page)).toBeEnabled();
  });
});

test("a double click on Place Order makes exactly one order", async ({ page, request }) => {
  const c = await catalogue(request);
  await openCheckoutWith(page, mixedCart(c));
  const keys: string[] = [];
  // A slow server widens the window in which a second click could send a second order.
  await page.route("**/api/orders", async (route) => {
    keys.push(route.request().headers()["idempotency-key"] ?? "");
    await new Promise((r) => setTimeout(r, 400));
    await route.continue();
  });
  const name = uniqueName("Noor Double");
  await fillShipping(page, name);
  await submit(page).dblclick();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/order-confirmation$/);
  expect(ordersOf(name)).toHaveLength(1);
  expect(new Set(keys).size).toBe(1);
});

test("two submits in the same instant make exactly one order", async ({ page, request }) => {
  const c = await catalogue(request);
  await openCheckoutWith(page, mixedCart(c));
  const name = uniqueName("Noor Twice");
  await fillShipping(page, name);
  // Both land before React can disable the button: only the guard and the key stand in the way.
  await page.getByRole("form", { name: "Shipping Information" }).evaluate((form: HTMLFormElement) => {
    form.requestSubmit();
    form.requestSubmit();
  });
  await expect(page).toHaveURL(/\/order-confirmation$/);
  expect(ordersOf(name)).toHaveLength(1);
});

test("a resend after a lost answer returns the same order instead of a second one", async ({ page, request }) => {
  const c = await catalogue(request);
  await openCheckoutWith(page, [productToCartItem(c.products[0])]);
  const keys: string[] = [];
  await page.route("**/api/orders", async (route) => {
    keys.push(route.request().headers()["idempotency-key"] ?? "");
    if (keys.length === 1) {
      await route.fetch(); // The server stores the order...
      await route.abort("connectionreset"); // ...but its answer never arrives.
    } else await route.continue();
  });
  const name = uniqueName("Noor Blip");
  await fillShipping(page, name);
  await submit(page).click();
  await expect(page).toHaveURL(/\/order-confirmation$/);
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  const stored = ordersOf(name);
  expect(stored).toHaveLength(1);
  const lastOrder = await page.evaluate(() => JSON.parse(localStorage.getItem("lastOrder")!));
  expect(lastOrder.orderId).toBe(stored[0].order.id);
});

test("an unreachable server: the failure toast, cart and form kept, then a retry succeeds once", async ({ page, request }) => {
  const c = await catalogue(request);
  const cart = mixedCart(c);
  await openCheckoutWith(page, cart);
  const cartBefore = await storedCart(page);
  await page.route("**/api/orders", (route) => route.abort("internetdisconnected"));
  const name = uniqueName("Noor Offline");
  await fillShipping(page, name);
  await submit(page).click();
  await expect(submit(page)).toHaveText("Placing Order...");
  await expect(submit(page)).toBeDisabled();

  await expect(toast(page)).toContainText("Order Placement Failed", { timeout: 10_000 });
  await expect(toast(page)).toContainText("We could not reach our store. Please check your connection and try again.");
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(submit(page)).toBeEnabled();
  await expect(submit(page)).toHaveText("Place Order");
  await expect(page.getByLabel("Full Name")).toHaveValue(name);
  await expect(page.getByLabel("Phone")).toHaveValue("+974 5555 1234");
  await expect(page.getByLabel("City")).toHaveValue("Lusail");
  expect(await storedCart(page)).toEqual(cartBefore);
  await expect(page.getByTestId("checkout-total")).toHaveText("QR 570.00");
  expect(ordersOf(name)).toHaveLength(0);

  await page.unroute("**/api/orders");
  await submit(page).click();
  await expect(page).toHaveURL(/\/order-confirmation$/);
  expect(ordersOf(name)).toHaveLength(1);
});

test("a failing server: the failure toast with the default text, and nothing stored", async ({ page, request }) => {
  const c = await catalogue(request);
  await openCheckoutWith(page, [productToCartItem(c.products[0])]);
  let tries = 0;
  await page.route("**/api/orders", (route) => {
    tries++;
    return route.fulfill({
      status: 503,
      contentType: "application/problem+json",
      body: JSON.stringify({ type: "about:blank", title: "Service Unavailable", status: 503 }),
    });
  });
  const name = uniqueName("Noor 503");
  await fillShipping(page, name);
  await submit(page).click();
  await expect(toast(page)).toContainText("There was an issue submitting your order.", { timeout: 10_000 });
  expect(tries).toBe(3);
  await expect(submit(page)).toBeEnabled();
  expect((await storedCart(page)).length).toBe(1);
  expect(await page.evaluate(() => localStorage.getItem("lastOrder"))).toBeNull();
});

test("tampered prices in storage change neither the order nor its confirmation", async ({ page, request }) => {
  const c = await catalogue(request);
  const tampered = mixedCart(c).map((item) => ({
    ...item,
    price: 1,
    originalPrice: 1,
    selectedProducts: item.selectedProducts?.map((p) => ({ ...p, price: 1 })),
  }));
  await openCheckoutWith(page, tampered);
  await expect(page.getByTestId("checkout-total")).toHaveText("QR 570.00");
  const name = uniqueName("Noor Tamper");
  await fillShipping(page, name);
  await submit(page).click();
  await expect(page).toHaveURL(/\/order-confirmation$/);
  await expect(page.getByTestId("order-total")).toHaveText("QR 570.00 (Cash on Delivery)");
  const [stored] = ordersOf(name);
  expect(stored.order.final_total).toBe(MIXED_TOTAL);
  expect(stored.items.map((i) => i.line_total)).toEqual([17000, 20000, 20000]);
});

// The four widths, and axe without errors showing: the storefront walk (e2e/storefront-walk.spec.ts).
test("checkout with its errors showing is accessible", async ({ page, request }) => {
  const c = await catalogue(request);
  await openCheckoutWith(page, mixedCart(c));
  await submit(page).click(); // show the error state too
  await expect(page.locator("#checkout-name-error")).not.toBeEmpty();
  const axe = await axeOn(page).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([]);
});
