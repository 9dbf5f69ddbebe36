// Invoices and packing slips: staff open them from the order dialog, in the order's
// language, and print several packing slips at once from the list; a stranger is sent to sign in.
// The packing slip is printed to PDF with Chromium, and the PDF is kept with the test's output.
import { expect, test, type Page } from "@playwright/test";
import { placeOrder, signIn, uniqueToken } from "./admin-helpers";

async function arabicOrder(page: Page, name: string) {
  const res = await page.request.post("/api/orders", {
    data: {
      language: "ar",
      customer: {
        name,
        phone: "+974 5512 3456",
        address: "فيلا 3، قرب المسجد",
        city: "Al Wakrah",
        zone: "90",
        street: "512",
        building: "7",
      },
      items: [
        { type: "product", productId: "1", quantity: 2 },
        { type: "bundle", bundleId: "bundle2", quantity: 1 },
      ],
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: string; orderNumber: number; total: number };
}

test("a stranger asking for an invoice or packing slip is sent to sign in", async ({ request }) => {
  for (const path of ["/admin/orders/x/invoice", "/admin/orders/x/packing-slip", "/admin/packing-slips?ids=x"]) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(302);
    expect(res.headers().location, path).toMatch(/^\/admin\/login\?/);
  }
});

test("staff print an Arabic order's packing slip and an English invoice from the order dialog", async ({
  page,
  baseURL,
}, testInfo) => {
  await signIn(page, baseURL!);
  const name = `${uniqueToken("Slip")} الكواري`;
  const order = await arabicOrder(page, name);
  await page.goto(`/admin/dashboard?section=orders&status=All&q=%23${order.orderNumber}`);
  await page.getByRole("button", { name: `#${order.orderNumber}`, exact: true }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Zone 90 · Street 512 · Building 7");

  const [slip] = await Promise.all([page.waitForEvent("popup"), dialog.getByRole("link", { name: "Packing Slip" }).click()]);
  const document = slip.getByRole("article");
  await expect(document).toHaveAttribute("dir", "rtl");
  await expect(document.getByRole("heading", { level: 1 })).toHaveText("قائمة التعبئة");
  await expect(document).toContainText(`#${order.orderNumber}`);
  await expect(document).toContainText("المنطقة 90 · الشارع 512 · المبنى 7");
  await expect(document).toContainText("الوكرة");
  await expect(document).toContainText("الدفع عند الاستلام: المبلغ المطلوب تحصيله");
  await expect(slip.getByTestId("amount-to-collect")).toHaveText("370.00 ر.ق");
  // Printed as Chromium prints it, on A4.
  const pdf = await slip.pdf({ format: "A4", printBackground: true });
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  await testInfo.attach("packing-slip.pdf", { body: pdf, contentType: "application/pdf" });
  // And on the receipt printer's 80 mm paper.
  await slip.goto(`/admin/orders/${order.id}/packing-slip?paper=receipt`);
  await expect(slip.getByRole("article")).toHaveClass(/max-w-\[80mm\]/);
  const receipt = await slip.pdf({ width: "80mm", height: "297mm" });
  expect(receipt.length).toBeGreaterThan(1000);
  await slip.close();

  const english = await placeOrder(page.request, { name: uniqueToken("Invoice") }, 2);
  await page.goto(`/admin/orders/${english.id}/invoice`);
  const invoice = page.getByRole("article");
  await expect(invoice).toHaveAttribute("dir", "ltr");
  await expect(invoice.getByRole("heading", { level: 1 })).toHaveText("Invoice");
  await expect(invoice).toContainText(`Order #${english.orderNumber}`);
  await expect(invoice.getByRole("columnheader", { name: "Unit price" })).toBeVisible();
  await expect(page.getByTestId("amount-to-collect")).toHaveText(`QR ${(english.total / 100).toFixed(2)}`);
});

test("staff select orders in the list and print their packing slips in one go", async ({ page, baseURL }) => {
  await signIn(page, baseURL!);
  const token = uniqueToken("Batch");
  const a = await placeOrder(page.request, { name: `${token} One` });
  const b = await placeOrder(page.request, { name: `${token} Two` });
  await page.goto(`/admin/dashboard?section=orders&status=All&q=${token}`);
  // The bulk actions, printing among them, show once an order is ticked.
  await expect(page.getByRole("button", { name: /Print Packing Slips/ })).toBeHidden();
  await page.getByRole("checkbox", { name: `Select order #${a.orderNumber}` }).check();
  await page.getByRole("checkbox", { name: `Select order #${b.orderNumber}` }).check();
  const [slips] = await Promise.all([
    page.waitForEvent("popup"),
    page.getByRole("button", { name: "Print Packing Slips (2)" }).click(),
  ]);
  await expect(slips.getByRole("article")).toHaveCount(2);
  await expect(slips.getByRole("article").nth(0)).toContainText(`#${a.orderNumber}`);
  await expect(slips.getByRole("article").nth(1)).toContainText(`#${b.orderNumber}`);
});
