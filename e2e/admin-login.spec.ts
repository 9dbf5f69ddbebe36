// Admin sign-in as a person does it: refused credentials, then the right ones, landing on the page
// first asked for; /admin's redirect; logout; and an accessibility check of both screens.
import { axeOn } from "./axe";
import { expect, test } from "@playwright/test";
import { ADMIN_PASSWORD, ADMIN_USERNAME, createOwnStaffAccount, ensureAdminAccount, signIn } from "./admin-helpers";
import { toast } from "./toast";

test.beforeAll(() => ensureAdminAccount());

test("a wrong password is refused, the right one lands on the page first asked for", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (msg) => msg.type() === "error" && !msg.text().includes("401") && errors.push(msg.text()));

  await page.goto("/admin/dashboard?section=orders&status=Pending");
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=/);
  expect(new URL(page.url()).searchParams.get("redirectTo")).toBe("/admin/dashboard?section=orders&status=Pending");
  await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
  await expect(page.getByText("Access your Dashboard")).toBeVisible();
  await expect(page.getByRole("link", { name: /Back to Store/ })).toHaveAttribute("href", "/");

  // Both fields are required before anything is sent.
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("Please enter your username.")).toBeVisible();

  await page.getByLabel("Username").fill(ADMIN_USERNAME);
  await page.getByLabel("Password").fill("not the password at all");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Invalid username or password. Please try again." })).toBeVisible();
  await expect(toast(page)).toContainText("Login Failed");
  await expect(toast(page)).toContainText("Invalid credentials. Please check and try again.");
  await expect(page.getByLabel("Password")).toHaveValue("");

  await page.getByLabel("Password").fill(ADMIN_PASSWORD);
  const submit = page.getByRole("button", { name: /Login|Authenticating/ });
  await submit.click();
  await expect(submit).toHaveText("Authenticating...");
  await expect(toast(page)).toContainText("Login Successful!");
  await expect(toast(page)).toContainText("Redirecting to your dashboard...");

  await expect(page).toHaveURL(/\/admin\/dashboard\?section=orders&status=Pending$/);
  await expect(page.getByRole("heading", { name: /^Manage Orders \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Admin navigation" }).getByRole("link", { name: "Pending" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  expect(errors).toEqual([]);
});

test("/admin goes to the overview, and logout ends the session", async ({ page, baseURL }) => {
  await signIn(page, baseURL!);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/dashboard\?section=overview$/);
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
  for (const label of ["Total Revenue", "Total Orders", "Avg. Order Value", "Pending Orders"]) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole("button", { name: "Refresh Data" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Export All Orders to CSV" })).toBeVisible();
  await expect(page.getByRole("link", { name: "View All Orders" })).toHaveAttribute(
    "href",
    "/admin/dashboard?section=orders&status=All",
  );

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(toast(page)).toContainText("Logged Out");
  await expect(toast(page)).toContainText("You have been successfully logged out.");

  // The old session is gone: the dashboard sends us back to sign in, and the API refuses us.
  await page.goto("/admin/dashboard?section=analytics");
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fdashboard%3Fsection%3Danalytics$/);
  expect((await page.request.get("/api/admin/stats")).status()).toBe(401);
});

test("a signed-in visitor to the login page goes straight to the dashboard", async ({ page, baseURL }) => {
  await signIn(page, baseURL!);
  await page.goto("/admin/login?redirectTo=%2Fadmin%2Fdashboard%3Fsection%3Danalytics");
  await expect(page).toHaveURL(/section=analytics$/);
  await expect(page.getByRole("heading", { name: "Store Analytics" })).toBeVisible();
});

test("the login page and the dashboard pass an accessibility check", async ({ page, baseURL }) => {
  // Four axe passes, one over the Orders table of every test's orders (wider since the delivery columns): about
  // 23 s alone, over 30 s on a CI machine busy with the other worker.
  test.setTimeout(90_000);
  await page.goto("/admin/login");
  await expect(page.getByRole("button", { name: "Login" })).toBeEnabled();
  expect((await axeOn(page).analyze()).violations).toEqual([]);

  await signIn(page, baseURL!);
  // Server-rendered, hydrated without warnings, and nothing refused by the Content-Security-Policy.
  const problems: string[] = [];
  page.on("console", (msg) => ["error", "warning"].includes(msg.type()) && problems.push(msg.text()));
  page.on("pageerror", (error) => problems.push(error.message));
  for (const section of ["overview", "orders", "analytics"]) {
    await page.goto(`/admin/dashboard?section=${section}`);
    await expect(page.locator("main [role=status]")).toHaveCount(0, { timeout: 10_000 });
    const results = await axeOn(page).analyze();
    expect(results.violations, section).toEqual([]);
  }
  await expect(page.getByRole("figure").first()).toBeVisible();
  expect(problems).toEqual([]);
});

test("a locked-out sign-in says how long to wait", async ({ page }) => {
  // The server's limiter is tested on the server; here only the page's answer to its 429, so this
  // run's real failure counters stay untouched.
  await page.route("**/api/admin/login", (route) =>
    route.fulfill({
      status: 429,
      headers: { "Retry-After": "900" },
      contentType: "application/problem+json",
      body: JSON.stringify({ title: "Too many failed sign-in attempts.", status: 429 }),
    }),
  );
  await page.goto("/admin/login");
  await page.getByLabel("Username").fill("someone");
  await page.getByLabel("Password").fill("whatever it is");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Please wait 15 minutes before trying again." })).toBeVisible();
  await expect(toast(page)).toContainText("Too Many Attempts");
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test("a sign-in tells of the wrong passwords typed for the account since the last one", async ({ page, baseURL }) => {
  // An account of this test's own: other tests' sign-ins must not reset what it counts.
  const username = "e2e-watchful";
  const password = "Saffron, rose & 12 cedars";
  createOwnStaffAccount(username, password);
  for (const guess of ["password123456", "letmein-letmein"]) {
    const res = await page.request.post("/api/admin/login", {
      data: { username, password: guess },
      headers: { Origin: baseURL! },
    });
    expect(res.status()).toBe(401);
  }
  await page.goto("/admin/login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  const notice = page.getByRole("status").filter({ hasText: "failed sign-in attempts" });
  await expect(notice).toContainText("2 failed sign-in attempts on your account since your last sign-in");
  await expect(notice).toContainText("127.0.0.1");
  await notice.getByRole("button", { name: "Dismiss" }).click();
  await expect(notice).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("failed sign-in attempts")).toHaveCount(0);
});
