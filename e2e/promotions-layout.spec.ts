// The Promotions section fits a 1280 px screen without sideways scrolling (its table, with a long
// name, a code, dates, conditions and the row's actions, and the results by period below it), and
// the results by period count an order placed with a code. Screenshots at 1280 and 390 px go to
// /tmp/shots.
import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { signIn, uniqueToken } from "./admin-helpers";
import { gotoHydrated } from "./hydration";
import { formatQR } from "../app/shared/money";
import { shoot } from "./screenshots";

const SHOTS = "/tmp/shots";

/** Elements of the main area that scroll sideways (or the page itself), by a short description. */
const sidewaysScrollers = (page: Page) =>
  page.evaluate(() => {
    const out: string[] = [];
    const root = document.scrollingElement!;
    if (root.scrollWidth > root.clientWidth + 1) out.push(`page ${root.scrollWidth} > ${root.clientWidth}`);
    for (const el of document.querySelectorAll<HTMLElement>("main *")) {
      const { overflowX } = getComputedStyle(el);
      if ((overflowX === "auto" || overflowX === "scroll") && el.scrollWidth > el.clientWidth + 1)
        out.push(
          `${el.tagName.toLowerCase()}.${el.className.split(" ").slice(0, 3).join(".")} ${el.scrollWidth} > ${el.clientWidth}`,
        );
    }
    return out;
  });

test("the Promotions section fits 1280 px and counts an order under its period", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await signIn(page, baseURL!);
  const token = uniqueToken("");
  const code = `FIT${token}`.toUpperCase().slice(0, 20);
  const name = `Ramadan evenings: twenty percent off every oud ${token}`;
  const created = await page.request.post("/api/admin/promotions", {
    data: {
      name: { en: name, ar: "أمسيات رمضان" },
      type: "percentage",
      value: 20,
      automatic: false,
      codes: [code],
      startsAt: "2026-01-01T18:00",
      endsAt: "2030-12-01T00:00",
      minSubtotal: 10000,
      usageLimit: 500,
    },
    headers: { Origin: baseURL! },
  });
  expect(created.status(), await created.text()).toBe(201);
  const catalogue = (await (await page.request.get("/api/catalogue")).json()) as { products: { id: string }[] };
  const placed = await page.request.post("/api/orders", {
    data: {
      customer: { name: `Layout ${token}`, phone: "+974 5512 3456", address: "Building 12, Street 340, Zone 66", city: "Doha" },
      items: [{ type: "product", productId: catalogue.products[0].id, quantity: 2 }],
      code,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as { total: number; promotions: { name: { en: string }; amount: number }[] };
  const mine = order.promotions.find((p) => p.name.en === name)!;

  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoHydrated(page, "/admin/dashboard?section=promotions&range=today");
  await expect(page.locator("tr[data-promotion]", { hasText: name })).toContainText(code);
  const results = page.getByTestId("promotions-by-range");
  const line = results.getByRole("row", { name: new RegExp(name) });
  await expect(line).toBeVisible();
  // Orders 1 and uses 1 (this order alone used the new code), its discount, what it paid.
  await expect(line.getByRole("cell")).toHaveText(["1", "1", formatQR(mine.amount), formatQR(order.total)]);
  fs.mkdirSync(SHOTS, { recursive: true });
  await shoot(page, { path: `${SHOTS}/promotions-layout-1280.png`, fullPage: true });
  expect(await sidewaysScrollers(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 900 });
  await expect(page.getByRole("list", { name: "Results by period" })).toContainText(name);
  await shoot(page, { path: `${SHOTS}/promotions-layout-390.png`, fullPage: true });
  // On a phone only the row of status filters swipes sideways (by design); the page does not.
  expect((await sidewaysScrollers(page)).filter((s) => s.startsWith("page"))).toEqual([]);
});
