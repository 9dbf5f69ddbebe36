// The CSV export: cell rules checked one by one, the whole file against a golden copy
// (tests/fixtures/orders.golden.csv, written and read by hand), and the streamed endpoint with its
// filters, file name, batches, audit row and 'No Data' answer, on every engine of the run.
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Order, OrderItem, OrderPromotion, OrderStatus } from "../app/shared/order";
import { insertOrder } from "../server/orders/order-store";
import { attachmentHeader, csvCell, csvFilename, formatItem } from "../server/orders/csv";
import { NO_ORDERS_TO_EXPORT } from "../server/api/admin/orders";
import { createTestDb, engines, testServices, type TestDb } from "./support/test-db";
import { adminTestApp } from "./support/admin-fixtures";

const GOLDEN = path.join(path.dirname(fileURLToPath(import.meta.url)), "fixtures", "orders.golden.csv");
const NOW = new Date("2026-03-15T22:30:00.000Z"); // already March 16 in Qatar

const perfume = (id: string, name: string) => ({ id, name, quantity: 1, price: 8500, image: `/images/products/${id}.svg` });
const product = (name: string, quantity: number): OrderItem => ({
  type: "product",
  ref: "1",
  name,
  image: null,
  quantity,
  unitPrice: 8500,
  lineTotal: 8500 * quantity,
  isBundle: false,
  isCustomBundle: false,
  products: [],
});
const bundle = (custom: boolean): OrderItem => ({
  type: custom ? "custom-trio" : "bundle",
  ref: custom ? null : "bundle1",
  name: custom ? "Custom Trio Bundle" : "Signature Trio",
  image: null,
  quantity: 1,
  unitPrice: 20000,
  lineTotal: 20000,
  isBundle: true,
  isCustomBundle: custom,
  products: custom
    ? [
        perfume("3", "Miss Dior Eau de Parfum"),
        perfume("4", "Tom Ford Ombre Leather"),
        perfume("7", "Valentino Uomo Born in Roma"),
      ]
    : [perfume("1", "Creed Aventus"), perfume("2", "Baccarat Rouge 540"), perfume("5", "Tom Ford Tobacco Vanille")],
});

function order(
  n: number,
  createdAt: string,
  customer: Partial<Order["customer"]>,
  items: OrderItem[],
  status: OrderStatus = "Pending",
): Order {
  const subtotal = items.reduce((sum, i) => sum + i.lineTotal, 0);
  return {
    id: `00000000-0000-4000-8000-00000000000${n}`,
    orderNumber: 1000 + n,
    createdAt,
    updatedAt: createdAt,
    status,
    paymentMethod: "Cash on Delivery",
    language: "en",
    customer: {
      name: "Customer",
      email: null,
      phone: "+974 5555 1234",
      phoneNumber: "+97455551234",
      address: "Building 1",
      city: "Doha",
      zone: null,
      street: null,
      building: null,
      notes: null,
      ...customer,
    },
    items,
    subtotal,
    shippingCost: 0,
    total: subtotal,
  };
}

/** An order with promotions applied: its discount, and the rows insertOrder leaves to the order's own unit. */
const discounted = (o: Order, promotions: OrderPromotion[]): Order => {
  const discount = promotions.reduce((sum, p) => sum + p.amount, 0);
  return { ...o, discount, total: o.total - discount, promotions };
};
const promotion = (id: string, en: string, amount: number, code: string | null = null): OrderPromotion => ({
  promotionId: id,
  name: { en, ar: `${en} (ar)` },
  code,
  amount,
});

// Newest first is the export's order: 4, 3, 2, 1.
const ORDERS: Order[] = [
  // An automatic 10% and a free gift worth nothing off (decision 035), no code.
  discounted(
    order(
      1,
      "2026-03-01T07:00:00.000Z",
      { name: "Fatima Al-Thani", email: "fatima@example.qa", notes: "Please call before delivery" },
      [product("Creed Aventus", 2), bundle(false)],
    ),
    [promotion("promo-eid", "Eid 10%", 3700), promotion("promo-sample", "Free 2 ml sample", 0)],
  ),
  discounted(
    order(
      2,
      "2026-03-02T08:30:00.000Z",
      {
        name: '=HYPERLINK("http://evil.example","click")',
        email: "@evil.example",
        phone: "5555 1234",
        address: 'Villa 5, "Pearl" Tower',
        notes: "+SUM(A1:A9)",
      },
      [bundle(true)],
      "Shipped",
    ),
    // A name a spreadsheet must not run, typed with a code.
    [promotion("promo-welcome", "=Welcome, QR 20 off", 2000, "WELCOME-20")],
  ),
  order(
    3,
    "2026-03-03T09:45:00.000Z",
    { name: "<img src=x onerror=alert(1)>", address: "-2+3", notes: "Line one\nLine two", phoneNumber: null, phone: "٥٥٥٥١٢٣٤" },
    [product("Baccarat Rouge 540", 1)],
    "Cancelled",
  ),
  order(
    4,
    "2026-03-04T10:00:00.000Z",
    { name: "فاطمة الكواري", notes: "\tTabbed", address: "\rCarriage", city: "Other (Specify in notes)" },
    [product("Tom Ford Tobacco Vanille", 3)],
  ),
];

describe("CSV cells", () => {
  it("quotes commas, quotes and line breaks, doubling quotes", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("one\ntwo")).toBe('"one\ntwo"');
    expect(csvCell("one\r\ntwo")).toBe('"one\r\ntwo"');
    expect(csvCell(null)).toBe("");
    expect(csvCell(8500)).toBe("8500");
  });

  it("defuses cells a spreadsheet would run as a formula", () => {
    expect(csvCell("=1+1")).toBe("'=1+1");
    expect(csvCell("+974 5555 1234")).toBe("'+974 5555 1234");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tx")).toBe("'\tx");
    expect(csvCell("\rx")).toBe('"\'\rx"');
    expect(csvCell('=HYPERLINK("a","b")')).toBe('"\'=HYPERLINK(""a"",""b"")"');
    expect(csvCell("a=b")).toBe("a=b");
  });

  it("writes items as docs/product.md#9-numbers does, with the bundle tag", () => {
    expect(formatItem(product("Creed Aventus", 2))).toBe("Creed Aventus (Qty: 2, Price: QR 85.00)");
    expect(formatItem(bundle(false))).toBe(
      "Signature Trio (Qty: 1, Price: QR 200.00) [Bundle: Creed Aventus, Baccarat Rouge 540, Tom Ford Tobacco Vanille]",
    );
    expect(formatItem(bundle(true))).toBe(
      "Custom Trio Bundle (Qty: 1, Price: QR 200.00) [Custom Trio: Miss Dior Eau de Parfum, Tom Ford Ombre Leather, Valentino Uomo Born in Roma]",
    );
  });

  it("names the file after the brand and the Qatar date, safely for any brand", () => {
    expect(csvFilename("Al Maha Parfums", NOW)).toBe("al-maha-parfums_orders_2026-03-16.csv");
    expect(csvFilename("  Oud & Musk, Doha!  ", NOW)).toBe("oud-musk-doha_orders_2026-03-16.csv");
    expect(csvFilename("عطور المها", NOW)).toBe("عطور-المها_orders_2026-03-16.csv");
    expect(csvFilename("***", NOW)).toBe("shop_orders_2026-03-16.csv");
    expect(attachmentHeader("Al Maha Parfums_orders_2026-03-16.csv")).toBe(
      `attachment; filename="Al Maha Parfums_orders_2026-03-16.csv"; filename*=UTF-8''Al%20Maha%20Parfums_orders_2026-03-16.csv`,
    );
    expect(attachmentHeader('عطور "Maha"_orders.csv')).toBe(
      `attachment; filename="____ _Maha__orders.csv"; filename*=UTF-8''%D8%B9%D8%B7%D9%88%D8%B1%20%22Maha%22_orders.csv`,
    );
  });
});

describe.each(engines)("CSV export on %s", (engine) => {
  let t: TestDb;
  let app: ReturnType<typeof adminTestApp>;

  beforeAll(async () => {
    t = await createTestDb(engine);
    app = adminTestApp(testServices(t.db), () => NOW);
    await t.db.kysely.transaction().execute(async (trx) => {
      for (const o of ORDERS) {
        await insertOrder(trx, o);
        for (const p of o.promotions ?? [])
          await trx
            .insertInto("order_promotions")
            .values({
              order_id: o.id,
              promotion_id: p.promotionId,
              name_en: p.name.en,
              name_ar: p.name.ar,
              code: p.code,
              amount: p.amount,
              phone: o.customer.phoneNumber,
              counted: 1,
              at: o.createdAt,
            })
            .execute();
      }
      // Paid online, then part of it refunded (decision 040): its state and the charge's id close each row.
      await trx
        .insertInto("payments")
        .values({
          id: "pay_golden",
          order_id: "00000000-0000-4000-8000-000000000004",
          provider: "tap",
          provider_ref: "chg_TS04A1234567",
          state: "partially_refunded",
          amount: 10000,
          currency: "QAR",
          refunded: 2000,
          url: null,
          created_at: "2026-03-04T10:00:00.000Z",
          updated_at: "2026-03-04T11:00:00.000Z",
        })
        .execute();
    });
  });
  afterAll(async () => t.cleanup());

  it("streams exactly the golden file", async () => {
    const res = await app.request("/orders/export.csv");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(attachmentHeader("al-maha-parfums_orders_2026-03-16.csv"));
    const text = Buffer.from(await res.arrayBuffer());
    expect(text.toString("utf8")).toBe(fs.readFileSync(GOLDEN, "utf8"));
  });

  it("streams the same file over Node's HTTP server, written to its response as the client reads", async () => {
    const server = http.createServer(getRequestListener(app.fetch));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const res = await fetch(`${base}/orders/export.csv`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("content-disposition")).toBe(attachmentHeader("al-maha-parfums_orders_2026-03-16.csv"));
      // Written on Node's response, it still carries what every answer does (server/security-headers.ts).
      expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      expect(Buffer.from(await res.arrayBuffer()).toString("utf8")).toBe(fs.readFileSync(GOLDEN, "utf8"));
      // A client that leaves after the first bytes: the server stops reading, and answers the next in full.
      const left = new AbortController();
      const partial = await fetch(`${base}/orders/export.csv`, { signal: left.signal });
      await partial.body!.getReader().read();
      left.abort();
      const again = await fetch(`${base}/orders/export.csv?status=Shipped`);
      expect((await again.text()).split("\r\n")).toHaveLength(3);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("writes the header row in Arabic with ?lang=ar, the rows unchanged, and refuses another language", async () => {
    const golden = fs.readFileSync(GOLDEN, "utf8").split("\r\n");
    const arabic = (await (await app.request("/orders/export.csv?lang=ar")).text()).split("\r\n");
    expect(arabic[0]).toBe(
      "معرّف الطلب,تاريخ الإنشاء,تاريخ التحديث,اسم العميل,بريد العميل,هاتف العميل,عنوان التوصيل,مدينة التوصيل,ملاحظات الطلب,المنتجات,المجموع الفرعي,رسوم التوصيل,الإجمالي النهائي,الحالة,طريقة الدفع,رقم الهاتف (E.164),اللغة,رقم الطلب,تاريخ التأكيد,أكّده,سبب الإلغاء,ملاحظة الإلغاء,تاريخ التوصيل,فترة التوصيل,السائق,المحصَّل,أحجام المنتجات,رموز المنتجات (SKU),هدية,رسالة الهدية,تغليف الهدية,مستلم الهدية,هاتف مستلم الهدية,الهدية تخفي الأسعار,الخصم,العروض,رمز العرض,حالة الدفع,مرجع الدفع",
    );
    expect(arabic.slice(1)).toEqual(golden.slice(1));
    expect((await app.request("/orders/export.csv?lang=en")).status).toBe(200);
    expect((await app.request("/orders/export.csv?lang=fr")).status).toBe(422);
  });

  it("honours the filters and records the export in the audit log", async () => {
    const res = await app.request("/orders/export.csv?status=Shipped");
    const lines = (await res.text()).split("\r\n");
    expect(lines).toHaveLength(3); // header, one order, and the empty string after the last CRLF
    expect(lines[1].startsWith("00000000-0000-4000-8000-000000000002,")).toBe(true);
    const rows = await t.db.kysely
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "orders.export")
      .orderBy("at")
      .execute();
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(rows.map((r) => JSON.parse(r.detail!))).toContainEqual({ status: "Shipped", from: null, to: null, empty: false });
    expect(rows.every((r) => r.actor === "tester")).toBe(true);

    const dated = await (await app.request("/orders/export.csv?range=custom&from=2026-03-02&to=2026-03-03")).text();
    expect(
      dated
        .split("\r\n")
        .filter((l) => l.startsWith("00000000-"))
        .map((l) => l.slice(35, 36)),
    ).toEqual(["3", "2"]);
  });

  it("answers 404 'There are no orders to export.' when nothing matches", async () => {
    const res = await app.request("/orders/export.csv?q=nobody-at-all");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("application/problem+json");
    expect((await res.json()).title).toBe(NO_ORDERS_TO_EXPORT);
    expect((await app.request("/orders/export.csv?status=Lost")).status).toBe(422);
  });

  it("streams thousands of orders in batches, each once, newest first", async () => {
    const many: Order[] = Array.from({ length: 1234 }, (_, i): Order => {
      const at = new Date(Date.parse("2025-01-01T00:00:00.000Z") + Math.floor(i / 3) * 60_000).toISOString();
      return { ...order(1, at, { name: `Bulk ${i}` }, [product("Creed Aventus", 1)]), id: `bulk-${String(i).padStart(5, "0")}` };
    });
    await t.db.kysely.transaction().execute(async (trx) => {
      for (const o of many) await insertOrder(trx, o);
    });
    const res = await app.request("/orders/export.csv?q=bulk");
    const ids = (await res.text())
      .split("\r\n")
      .slice(1, -1)
      .map((line) => line.split(",")[0]);
    expect(ids).toHaveLength(1234);
    expect(new Set(ids).size).toBe(1234);
    // Three orders share each minute: the id breaks the tie, descending like the timestamp.
    expect(ids).toEqual(many.map((o) => o.id).reverse());
  }, 90_000); // 1,234 orders stored one by one first: room for a busy two-core machine
});
