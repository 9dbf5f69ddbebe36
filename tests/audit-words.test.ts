// The audit trail in words on both engines: the entries the server writes carry what the words
// need (order numbers, names, values before and after), and older entries that hold only ids are
// named from the page's lookups. Owners only.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { audit } from "../server/auth/audit";
import { engines, type TestDb } from "./support/test-db";
import { sendJson, signedInShop, type SignedInShop } from "./support/signed-in-shop";
import { orderBody, postOrder } from "./support/orders";
import type { AuditPage } from "../app/admin/team/team-contract";
import type { Driver } from "../app/admin/delivery/delivery-contract";
import type { AdminProduct } from "../app/admin/catalogue/catalogue-contract";
import type { Order } from "../app/shared/order";
import { wordAudit } from "../app/shared/audit-wording";
import { adminEn } from "../app/i18n/admin.en";
import { adminIntl } from "../app/admin/ui/admin-intl";

describe.each(engines)("the audit trail in words on %s", (engine) => {
  let t: TestDb;
  let app: SignedInShop["app"];
  let owner: Record<string, string>;
  let staff: Record<string, string>;

  beforeAll(async () => {
    ({ t, app, owner, staff } = await signedInShop(engine));
  });
  afterAll(async () => t.cleanup());

  const send = (headers: Record<string, string>, method: string, path: string, body?: unknown) =>
    sendJson(app, headers, method, path, body);
  const ok = async <T>(response: Response | Promise<Response>): Promise<T> => {
    const res = await response;
    expect(res.status, await res.clone().text()).toBeLessThan(300);
    return res.status === 204 ? (undefined as T) : ((await res.json()) as T);
  };
  const trail = async () => {
    const page = await ok<AuditPage>(send(owner, "GET", "/api/admin/audit"));
    return page.entries.map((entry) => ({
      ...entry,
      words: wordAudit(entry, page.names, adminEn, adminIntl({ language: "en", arabicDigits: false })),
    }));
  };

  it("is read by owners only", async () => {
    expect((await app.request("/api/admin/audit")).status).toBe(401);
    expect((await send(staff, "GET", "/api/admin/audit")).status).toBe(403);
  });

  it("stores order numbers, names and the values before and after, and says them in words", async () => {
    const order = await ok<Order>(postOrder(app, orderBody()));
    const driver = await ok<Driver>(send(staff, "POST", "/api/admin/drivers", { name: "Ali", phone: "55501234" }));
    await ok(send(staff, "POST", `/api/admin/orders/${order.id}/confirm`, { via: "whatsapp" }));
    await ok(send(staff, "POST", `/api/admin/orders/${order.id}/assign`, { driverId: driver.id }));
    await ok(send(staff, "PATCH", `/api/admin/orders/${order.id}/status`, { status: "Delivered" }));
    const { products } = await ok<{ products: AdminProduct[] }>(send(owner, "GET", "/api/admin/products"));
    const perfume = products[0];
    await ok(send(owner, "PATCH", `/api/admin/products/${perfume.id}`, { price: perfume.price - 3000 }));
    await ok(send(staff, "POST", "/api/admin/blocked-phones", { phone: "3312 4455", reason: "Three fake orders" }));

    const entries = await trail();
    const find = (action: string) => entries.find((e) => e.action === action)!;

    const status = find("order.status");
    expect(JSON.parse(status.detail!)).toMatchObject({ orderNumber: order.orderNumber, from: "Shipped", to: "Delivered" });
    expect(status.words.sentence).toBe(`Changed status of order #${order.orderNumber} to Delivered`);
    expect(status.words.changes).toEqual([{ field: "Status", before: "Shipped", after: "Delivered" }]);

    expect(find("order.confirm").words.sentence).toBe(`Confirmed order #${order.orderNumber} with the customer by WhatsApp`);
    const assigned = find("order.assign");
    expect(JSON.parse(assigned.detail!)).toMatchObject({ orderNumber: order.orderNumber, driverName: "Ali" });
    expect(assigned.words.sentence).toBe(`Gave order #${order.orderNumber} to Ali`);

    const price = find("product.update");
    expect(JSON.parse(price.detail!)).toMatchObject({ before: { price: perfume.price }, after: { price: perfume.price - 3000 } });
    const qr = (dirhams: number) => `QR ${(dirhams / 100).toFixed(2)}`;
    expect(price.words.sentence).toBe(
      `Changed the price of ${perfume.name.en} from ${qr(perfume.price)} to ${qr(perfume.price - 3000)}`,
    );
    expect(find("phone.block").words.sentence).toBe("Blocked +974 3312 4455: Three fake orders");
  });

  it("names an older entry's order and perfume from their ids", async () => {
    const order = await ok<Order>(postOrder(app, orderBody()));
    const { products } = await ok<{ products: AdminProduct[] }>(send(owner, "GET", "/api/admin/products"));
    const perfume = products[1];
    // As entries were written before they held the number or the name: ids only.
    const later = (seconds: number) => new Date(Date.now() + seconds * 1000);
    await audit(t.db, {
      actor: "admin",
      action: "order.status",
      target: order.id,
      detail: { from: "Pending", to: "Cancelled" },
      at: later(1),
    });
    await audit(t.db, {
      actor: "admin",
      action: "product.image",
      target: perfume.id,
      detail: { after: { image: "b" } },
      at: later(2),
    });
    const [photo, status] = await trail();
    expect(photo.words.sentence).toBe(`Changed the photo of ${perfume.name.en}`);
    expect(status.words.sentence).toBe(`Changed status of order #${order.orderNumber} to Cancelled`);
    expect(status.words.changes).toEqual([{ field: "Status", before: "Pending", after: "Cancelled" }]);
  });
});
