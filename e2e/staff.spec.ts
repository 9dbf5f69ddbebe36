// Staff accounts as the owner and an employee use them: the owner adds a person, who
// signs in with the temporary password, must choose their own, and then runs orders without the
// owner's buttons (no delete, no export, no staff section); and an owner turns on two-factor sign-in
// by reading the QR code's key into an authenticator (here: the same RFC 6238 code the app makes)
// and signs in with a code. Screenshots at 390 and 1280 px are attached.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { totpCode } from "../server/auth/totp";
import { placeOrder, signIn, uniqueToken } from "./admin-helpers";
import { gotoHydrated } from "./hydration";
import { shoot } from "./screenshots";

const CHOSEN_PASSWORD = "Saffron veil over the Corniche 2026";

// Each test is a whole working session of two people (about 20 s alone): room for a busy machine.
test.describe.configure({ timeout: 90_000 });

/** Signs in through the login page as a person would; stops at whatever the page shows next. */
async function signInWithForm(page: Page, username: string, password: string) {
  await gotoHydrated(page, "/admin/login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

async function freshPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

async function screenshots(page: Page, name: string, outputPath: (name: string) => string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await shoot(page, { path: outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

/** Adds a person from the Staff section; answers their temporary password. */
async function addPerson(page: Page, username: string, role: "Owner" | "Staff") {
  await gotoHydrated(page, "/admin/dashboard?section=staff");
  await page.getByRole("button", { name: "Add a person" }).click();
  const form = page.getByRole("dialog", { name: "Add a person" });
  await form.getByLabel("Username").fill(username);
  await form.getByLabel("Role").selectOption({ label: role });
  await form.getByRole("button", { name: "Add", exact: true }).click();
  const shown = page.getByRole("dialog", { name: `Temporary password for ${username}` });
  await expect(shown).toBeVisible();
  const temporary = (await shown.getByTestId("temporary-password").textContent())!.trim();
  expect(temporary.length).toBeGreaterThanOrEqual(12);
  return { shown, temporary };
}

/** The hold screen after a first sign-in: choose one's own password. */
async function choosePassword(page: Page, temporary: string) {
  await expect(page.getByRole("heading", { name: "Choose your own password" })).toBeVisible();
  await page.getByLabel("Current password").fill(temporary);
  await page.getByLabel("New password", { exact: true }).fill(CHOSEN_PASSWORD);
  await page.getByLabel("Repeat the new password").fill(CHOSEN_PASSWORD);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
}

test("the owner adds staff, who choose their password and cannot delete or export", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  await signIn(page, baseURL!);
  const username = uniqueToken("clerk").toLowerCase();
  const { shown, temporary } = await addPerson(page, username, "Staff");
  await shoot(page, { path: testInfo.outputPath("staff-temporary-password-1280.png") });
  await shown.getByRole("button", { name: "Done" }).click();
  const row = page.getByRole("listitem").filter({ hasText: username });
  await expect(row).toContainText("Temporary password");
  await screenshots(page, "staff-section", testInfo.outputPath.bind(testInfo));

  const clerk = await freshPage(browser, baseURL!);
  await signInWithForm(clerk, username, temporary);
  await expect(clerk.getByRole("heading", { name: "Choose your own password" })).toBeVisible();
  await screenshots(clerk, "staff-choose-password", testInfo.outputPath.bind(testInfo));
  // A weak password is refused with the server's reason, under its field.
  await clerk.setViewportSize({ width: 1280, height: 900 });
  await clerk.getByLabel("Current password").fill(temporary);
  await clerk.getByLabel("New password", { exact: true }).fill("password1234");
  await clerk.getByLabel("Repeat the new password").fill("password1234");
  await clerk.getByRole("button", { name: "Change password" }).click();
  await expect(clerk.getByText(/too easy to guess/)).toBeVisible();
  await choosePassword(clerk, temporary);

  // The owner's buttons are not there for staff.
  const order = await placeOrder(clerk.request, {
    name: uniqueToken("Noor"),
    phone: "+974 5512 3401",
    address: "Building 5, Street 870, Zone 66",
  });
  await gotoHydrated(clerk, "/admin/dashboard?section=orders&status=All");
  await expect(clerk.getByRole("button", { name: "Refresh" })).toBeVisible();
  await expect(clerk.getByRole("button", { name: "Export CSV" })).toHaveCount(0);
  const nav = clerk.getByRole("navigation", { name: /admin/i });
  await expect(nav.getByRole("link", { name: "My account" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Staff" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Audit trail" })).toHaveCount(0);
  await clerk
    .getByRole("button", { name: `View order #${order.orderNumber}` })
    .first()
    .click();
  const dialog = clerk.getByRole("dialog");
  await expect(dialog.getByText(order.customer.name).first()).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Delete Order" })).toHaveCount(0);
  await clerk.keyboard.press("Escape");
  // And the server refuses them whatever the page shows.
  const refused = await clerk.request.delete(`/api/admin/orders/${order.id}`, { headers: { Origin: baseURL! } });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { code: string }).code).toBe("forbidden_for_role");
  expect((await clerk.request.get("/api/admin/orders/export.csv")).status()).toBe(403);
  await gotoHydrated(clerk, "/admin/dashboard?section=staff");
  await expect(clerk.getByRole("heading", { name: "For the shop's owner" })).toBeVisible();

  // The owner sees the change and who did what.
  await page.reload();
  await expect(page.getByRole("listitem").filter({ hasText: username })).not.toContainText("Temporary password");
  await gotoHydrated(page, `/admin/dashboard?section=audit&actor=${username}`);
  const trail = page.getByRole("list", { name: "Audit trail" });
  await expect(trail).toContainText("Changed their password");
  await expect(trail).toContainText("Signed in");
  await screenshots(page, "audit-trail", testInfo.outputPath.bind(testInfo));
  await clerk.context().close();
});

test("an owner turns on two-factor sign-in from the QR code's key and signs in with a code", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  // A second owner of their own, so the shared e2e account keeps signing in with a password alone.
  await signIn(page, baseURL!);
  const username = uniqueToken("owner").toLowerCase();
  const { shown, temporary } = await addPerson(page, username, "Owner");
  await shown.getByRole("button", { name: "Done" }).click();

  const owner = await freshPage(browser, baseURL!);
  await signInWithForm(owner, username, temporary);
  await choosePassword(owner, temporary);
  await owner.getByRole("navigation", { name: /admin/i }).getByRole("link", { name: "My account" }).click();
  await owner.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  await expect(owner.getByRole("img", { name: "QR code for your authenticator app" }).locator("svg")).toBeVisible();
  await screenshots(owner, "two-factor-setup", testInfo.outputPath.bind(testInfo));
  const secret = (await owner.getByTestId("totp-secret").textContent())!.replace(/\s/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await owner.getByLabel("Code from the app").fill(totpCode(secret, new Date()));
  await owner.getByRole("button", { name: "Turn on" }).click();
  const codes = owner.getByRole("list", { name: "Your recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  await owner.getByRole("button", { name: "I have saved them" }).click();
  await expect(owner.getByText("On. Signing in asks for a code from your authenticator app.")).toBeVisible();

  // Sign out, then in again: the password alone is not enough.
  await owner.getByRole("button", { name: "Logout" }).click();
  await expect(owner.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
  await signInWithForm(owner, username, CHOSEN_PASSWORD);
  const code = owner.getByLabel("Authentication code");
  await expect(code).toBeVisible();
  await screenshots(owner, "login-code", testInfo.outputPath.bind(testInfo));
  await code.fill("000000");
  await owner.getByRole("button", { name: "Verify" }).click();
  await expect(owner.getByRole("alert").filter({ hasText: "That code is not right" })).toBeVisible();
  // The code the app shows next (the one used to turn it on cannot be used again).
  await code.fill(totpCode(secret, new Date(Date.now() + 30_000)));
  await owner.getByRole("button", { name: "Verify" }).click();
  await expect(owner.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
  await owner.context().close();
});
