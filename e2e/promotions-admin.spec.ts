// The Promotions section against the real server: the owner creates a "White Friday" 20 % code
// promotion with a WF20 code of its own, sees it listed as active, the shop quotes the code at 20 % off,
// pauses it (the code then stops applying), generates 5 codes and downloads the CSV of all of
// them, and duplicates it for next year (the copy is scheduled, without the codes). Screenshots
// of the list and the form at 1280 and 390 px go to /tmp/shots.
import fs from "node:fs";
import { parse } from "csv-parse/sync";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { CODE_CSV_COLUMNS } from "../app/admin/promotions/promotions-contract";
import type { PromotionQuote } from "../app/shared/promotions/quote";
import { signIn, uniqueToken } from "./admin-helpers";
import { toast } from "./toast";
import { gotoHydrated } from "./hydration";
import { shoot } from "./screenshots";

// One whole working session: room for a busy machine.
test.describe.configure({ timeout: 120_000 });

const SHOTS = "/tmp/shots";

async function screenshots(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, { path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** What the shop quotes for one of the catalogue's first perfume with a code. */
async function quote(request: APIRequestContext, code: string): Promise<PromotionQuote> {
  const catalogue = (await (await request.get("/api/catalogue")).json()) as { products: { id: string }[] };
  const response = await request.post("/api/promotions/quote", {
    data: { items: [{ type: "product", productId: catalogue.products[0].id, quantity: 2 }], code },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as PromotionQuote;
}

/** The list's row for a promotion (the table at 1280 px). */
const row = (page: Page, name: string) => page.locator("tr[data-promotion]", { hasText: name });

test("the owner runs a White Friday code from creation to next year's copy", async ({ page, baseURL }) => {
  await signIn(page, baseURL ?? "");
  const token = uniqueToken("");
  const name = `White Friday ${token}`;
  // Codes are unique across the shop: this run's own, so a retry (or another run on the same
  // server) does not find them taken.
  const code = `WF20-${token}`.toUpperCase();
  const nextCode = `WF31-${token}`.toUpperCase();
  await gotoHydrated(page, "/admin/dashboard?section=promotions");
  await expect(page.getByRole("heading", { name: "Promotions", level: 2 })).toBeVisible();

  // Create: 20 % off with a WF20 code, from now until a date well ahead, for orders over QR 100.
  await page.getByRole("button", { name: "New promotion" }).click();
  const form = page.getByRole("dialog", { name: "New promotion" });
  await form.getByLabel("English").fill(name);
  await form.getByLabel("Arabic").fill("الجمعة البيضاء");
  await expect(form.getByLabel("Type")).toHaveValue("percentage");
  await form.getByLabel("Percent off").fill("20");
  await form.getByLabel("Codes").fill(code.toLowerCase());
  await form.getByLabel("Ends (Qatar time)").fill("2030-12-01T00:00");
  await form.getByLabel("Minimum subtotal (QR)").fill("100");
  await screenshots(page, "promotions-form");
  // A wrong amount is refused beside its field, before anything is sent.
  await form.getByLabel("Discount cap (QR)").fill("lots");
  await form.getByRole("button", { name: "Create promotion" }).click();
  await expect(form.getByText("Enter an amount in QR, e.g. 20 or 20.50.")).toBeVisible();
  await form.getByLabel("Discount cap (QR)").fill("");
  await form.getByRole("button", { name: "Create promotion" }).click();
  await expect(toast(page)).toContainText(`${name} is saved.`);
  await expect(form).toBeHidden();

  await expect(row(page, name)).toContainText("20% off");
  await expect(row(page, name)).toContainText(code);
  await expect(row(page, name).locator("[data-status]")).toHaveText("Active");
  await expect(row(page, name)).toContainText("Until 1 Dec 2030, 00:00");

  // The shop applies the code, typed any way, at 20 % of the perfumes.
  const applied = await quote(page.request, code.toLowerCase());
  expect(applied.code).toBe(code);
  expect(applied.applied.map((p) => p.name.en)).toContain(name);
  expect(applied.discount).toBeGreaterThan(0);
  expect(Math.abs(applied.discount - applied.subtotal * 0.2)).toBeLessThanOrEqual(1);
  expect(applied.total).toBe(applied.subtotal + applied.delivery - applied.discount);
  await screenshots(page, "promotions-list");

  // Pause: listed as paused, and the code no longer applies.
  await row(page, name)
    .getByRole("button", { name: `Pause ${name}` })
    .click();
  await expect(row(page, name).locator("[data-status]")).toHaveText("Paused");
  const paused = await quote(page.request, code);
  expect(paused.discount).toBe(0);
  expect(paused.messages.map((m) => m.code)).toContain("paused");
  const filters = page.getByRole("group", { name: "Show promotions" });
  await filters.getByRole("button", { name: /^Paused/ }).click();
  await expect(row(page, name)).toBeVisible();
  await filters.getByRole("button", { name: /^Active/ }).click();
  await expect(row(page, name)).toBeHidden();
  await filters.getByRole("button", { name: /^All/ }).click();

  // Five codes with a prefix, then the CSV of all six.
  await row(page, name)
    .getByRole("button", { name: `Details of ${name}` })
    .click();
  const details = page.getByRole("dialog", { name });
  await details.getByLabel("How many").fill("5");
  await details.getByLabel("Prefix").fill("wf");
  await details.getByRole("button", { name: "Generate codes" }).click();
  await expect(toast(page)).toContainText(`5 new codes for ${name}.`);
  await expect(details.getByRole("list", { name: "Codes" }).getByRole("listitem")).toHaveCount(6);
  const downloading = page.waitForEvent("download");
  await details.getByRole("link", { name: "Download codes (CSV)" }).click();
  const download = await downloading;
  const rows = parse(fs.readFileSync(await download.path(), "utf8").replace(/^\uFEFF/, "")).filter((r) => r.join("") !== "");
  expect(rows[0]).toEqual([...CODE_CSV_COLUMNS]);
  const codes = rows.slice(1).map((r) => r[0]);
  expect(codes).toHaveLength(6);
  expect(codes).toContain(code);
  expect(codes.filter((c) => c.startsWith("WF") && c !== code)).toHaveLength(5);
  expect(new Set(codes).size).toBe(6);
  for (const r of rows.slice(1)) expect(r[2]).toBe("0");
  await screenshots(page, "promotions-details");
  await details.getByRole("button", { name: "Close" }).click();

  // Next year's White Friday: a copy with its own dates, without the codes or the pause.
  await row(page, name)
    .getByRole("button", { name: `Duplicate ${name}` })
    .click();
  const copy = page.getByRole("dialog", { name: `Copy of ${name}` });
  await expect(copy.getByLabel("English")).toHaveValue(name);
  await expect(copy.getByLabel("Percent off")).toHaveValue("20");
  await expect(copy.getByLabel("Codes")).toHaveValue("");
  await expect(copy.getByLabel("Starts (Qatar time)")).toHaveValue("");
  await copy.getByRole("button", { name: "Create promotion" }).click();
  await expect(copy.getByText("Give the copy its own dates.")).toBeVisible();
  const nextName = `White Friday next ${token}`;
  await copy.getByLabel("English").fill(nextName);
  await copy.getByLabel("Starts (Qatar time)").fill("2031-11-28T00:00");
  await copy.getByLabel("Ends (Qatar time)").fill("2031-12-01T00:00");
  await copy.getByLabel("Codes").fill(nextCode);
  await copy.getByRole("button", { name: "Create promotion" }).click();
  await expect(copy).toBeHidden();
  await expect(row(page, nextName).locator("[data-status]")).toHaveText("Scheduled");
  await expect(row(page, nextName)).toContainText("From 28 Nov 2031, 00:00");
  await expect(row(page, nextName)).toContainText("20% off");
  await expect(row(page, nextName)).toContainText(nextCode);
  await expect(row(page, name).locator("[data-status]")).toHaveText("Paused");
  const scheduled = await quote(page.request, nextCode);
  expect(scheduled.discount).toBe(0);
  expect(scheduled.messages.map((m) => m.code)).toContain("not_started");
  await screenshots(page, "promotions-list-after");
});

test("the owner's sidebar lists Promotions under the catalogue", async ({ page, baseURL }) => {
  // Staff's sidebar leaves it out: app/admin/sections.test.tsx renders it for each role.
  await signIn(page, baseURL ?? "");
  await gotoHydrated(page, "/admin/dashboard?section=overview");
  const nav = page.getByRole("navigation", { name: "Admin navigation" });
  await nav.getByRole("link", { name: "Promotions" }).click();
  await expect(page).toHaveURL(/section=promotions/);
  await expect(page.getByRole("heading", { name: "Promotions", level: 2 })).toBeVisible();
});
