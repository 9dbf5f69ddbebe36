import { describe, expect, it } from "vitest";
import {
  deviceName,
  confirmationMessage,
  customerPhone,
  itemSummary,
  readableItems,
  waitWords,
  whatsappHref,
} from "./admin-format";
import { orderReference, type OrderItem } from "../../shared/order";

const customer = (phone: string, phoneNumber: string | null) => ({
  customer: {
    name: "A",
    email: null,
    phone,
    phoneNumber,
    address: "x",
    city: "Doha",
    zone: null,
    street: null,
    building: null,
    notes: null,
  },
});

const item = (name: string, quantity: number): OrderItem => ({
  type: "product",
  ref: "p",
  name,
  image: null,
  quantity,
  unitPrice: 8500,
  lineTotal: 8500 * quantity,
  isBundle: false,
  isCustomBundle: false,
  products: [],
});

const words = { seconds: { one: "1 second", other: "{n} seconds" }, minutes: { one: "1 minute", other: "{n} minutes" } };

describe("order references", () => {
  it("are the order's number after #", () => {
    expect(orderReference(1001)).toBe("#1001");
  });
});

describe("phones", () => {
  it("shows every Qatar number as +974 XXXX XXXX, however it was typed or sent", () => {
    expect(customerPhone(customer("5555 1234", "+97455551234"))).toBe("+974 5555 1234");
    expect(customerPhone(customer("", "+97455551234"))).toBe("+974 5555 1234");
    expect(customerPhone(customer("0097433123456", null))).toBe("+974 3312 3456");
    expect(customerPhone(customer("٥٥٥٥-١٢٣٤", null))).toBe("+974 5555 1234");
    // Not a Qatar number (an order sent by a script before the rules): shown as given.
    expect(customerPhone(customer("+44 20 7946 0958", null))).toBe("+44 20 7946 0958");
  });
  it("links WhatsApp to the international digits", () => {
    const en = { ...customer("5555 1234", "+97455551234"), orderNumber: 1001, language: "en" as const };
    expect(whatsappHref(en)).toBe(`https://wa.me/97455551234?text=${encodeURIComponent("Hello A, about your order #1001: ")}`);
    const ar = { ...customer("+974 3312 3456", null), orderNumber: 1002, language: "ar" as const };
    expect(whatsappHref(ar)).toBe(`https://wa.me/97433123456?text=${encodeURIComponent("مرحبًا A، بخصوص طلبك #1002: ")}`);
    expect(whatsappHref({ ...customer("12", null), orderNumber: 1, language: "en" })).toBeNull();
  });
});

describe("item summaries", () => {
  it("names the first lines with quantities and counts the rest", () => {
    const items = [item("Creed Aventus", 2), item("Baccarat Rouge 540", 1), item("Y", 1)];
    expect(itemSummary(items)).toEqual({ text: "Creed Aventus ×2, Baccarat Rouge 540", more: 1 });
    expect(itemSummary([])).toEqual({ text: "", more: 0 });
  });
  it("accepts only item lists the dialog can render", () => {
    expect(readableItems([item("A", 1)])).toHaveLength(1);
    expect(readableItems([])).toBeNull();
    expect(readableItems("oops")).toBeNull();
    expect(readableItems([{ foo: 1 }])).toBeNull();
  });
});

describe("waiting times", () => {
  it("rounds up to whole seconds or minutes", () => {
    expect(waitWords(1, words)).toBe("1 second");
    expect(waitWords(45, words)).toBe("45 seconds");
    expect(waitWords(60, words)).toBe("1 minute");
    expect(waitWords(61, words)).toBe("2 minutes");
    expect(waitWords(900, words)).toBe("15 minutes");
  });
});

describe("the WhatsApp confirmation", () => {
  const order = {
    ...customer("5555 1234", "+97455551234"),
    orderNumber: 1001,
    total: 37000,
    items: [item("Creed Aventus", 2), item("Signature Trio", 1)],
  };
  it("lists the number, items, total to pay on delivery and address, in the order's language", () => {
    expect(confirmationMessage({ ...order, language: "en" }, "Al Maha Parfums", "Doha")).toBe(
      [
        "Hello A, this is Al Maha Parfums confirming your order #1001:",
        "• Creed Aventus × 2",
        "• Signature Trio × 1",
        "Total to pay on delivery: QR 370.00",
        "Delivery address: x, Doha",
        "Please reply YES to confirm, or tell us what to change.",
      ].join("\n"),
    );
    const arabic = confirmationMessage({ ...order, language: "ar" }, "Al Maha Parfums", "الدوحة");
    expect(arabic).toContain("لتأكيد طلبك #1001");
    expect(arabic).toContain("المبلغ المستحق عند الاستلام: 370.00 ر.ق");
    expect(arabic).toContain("عنوان التوصيل: x, الدوحة");
  });
});

describe("device names", () => {
  it("names the browser and the system a person would recognise", () => {
    expect(
      deviceName(
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
      ),
    ).toBe("Chrome on Windows");
    expect(
      deviceName(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      ),
    ).toBe("Safari on iPhone");
    expect(
      deviceName(
        "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0",
      ),
    ).toBe("Edge on Mac");
    expect(deviceName("Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0")).toBe("Firefox on Linux");
  });
  it("says nothing for what it does not know", () => {
    expect(deviceName("Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0", "{browser} على {system}")).toBe(
      "Firefox على Linux",
    );
    expect(deviceName(null)).toBeNull();
    expect(deviceName("curl/8.5.0")).toBeNull();
  });
});
