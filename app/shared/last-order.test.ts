// The "lastOrder" record: built from the server's order, read back without trusting storage.
import { describe, expect, it } from "vitest";
import {
  LAST_ORDER_STORAGE_KEY,
  formatOrderDate,
  lastOrderFromOrder,
  parseLastOrder,
  readLastOrder,
  saveLastOrder,
} from "./last-order";
import type { Order } from "./order";

const order: Order = {
  id: "3f2b9c1e-7a44-4d2b-9c1e-7a444d2b9c1e",
  orderNumber: 1001,
  createdAt: "2026-11-23T09:15:01.123Z",
  updatedAt: "2026-11-23T09:15:01.123Z",
  status: "Pending",
  paymentMethod: "Cash on Delivery",
  language: "en",
  customer: {
    name: "Fatima Al-Thani",
    email: null,
    phone: "+974 5555 1234",
    phoneNumber: "+97455551234",
    address: "Building 12, Street 340, Zone 66",
    city: "Lusail",
    zone: null,
    street: null,
    building: null,
    notes: null,
  },
  items: [
    {
      type: "product",
      ref: "1",
      name: "Creed Aventus",
      image: null,
      quantity: 2,
      unitPrice: 8500,
      lineTotal: 17000,
      isBundle: false,
      isCustomBundle: false,
      products: [],
    },
    {
      type: "custom-trio",
      ref: null,
      name: "Custom Trio Bundle",
      image: null,
      quantity: 1,
      unitPrice: 20000,
      lineTotal: 20000,
      isBundle: true,
      isCustomBundle: true,
      products: [
        { id: "2", name: "Baccarat Rouge 540", quantity: 1, price: 8500, image: null },
        { id: "3", name: "Miss Dior Eau de Parfum", quantity: 1, price: 8500, image: null },
        { id: "4", name: "Tom Ford Ombre Leather", quantity: 1, price: 8500, image: null },
      ],
    },
  ],
  subtotal: 37000,
  shippingCost: 0,
  total: 37000,
};

function fakeStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe("lastOrderFromOrder", () => {
  it("keeps the product's fields, with the server's id, date and totals", () => {
    expect(lastOrderFromOrder(order)).toEqual({
      orderId: order.id,
      orderNumber: 1001,
      name: "Fatima Al-Thani",
      items: [
        { name: "Creed Aventus", quantity: 2, lineTotal: 17000, includes: [], type: "product", ref: "1" },
        {
          name: "Custom Trio Bundle",
          quantity: 1,
          lineTotal: 20000,
          includes: ["Baccarat Rouge 540", "Miss Dior Eau de Parfum", "Tom Ford Ombre Leather"],
          type: "custom-trio",
          ref: null,
        },
      ],
      total: 37000,
      address: "Building 12, Street 340, Zone 66",
      city: "Lusail",
      orderDate: "2026-11-23T09:15:01.123Z",
      paymentMethod: "Cash on Delivery",
      shippingCost: 0,
      deliveryDate: null,
      deliverySlot: null,
    });
  });

  it("keeps the delivery fee, day, slot and card payment the server charged", () => {
    const delivered: Order = {
      ...order,
      paymentMethod: "Card on Delivery",
      shippingCost: 1500,
      total: 38500,
      delivery: { date: "2026-11-26", slot: "14:00-18:00" },
    };
    expect(lastOrderFromOrder(delivered)).toMatchObject({
      total: 38500,
      paymentMethod: "Card on Delivery",
      shippingCost: 1500,
      deliveryDate: "2026-11-26",
      deliverySlot: "14:00-18:00",
    });
    const store = fakeStorage();
    saveLastOrder(store, delivered);
    expect(readLastOrder(store, new Date("2026-11-24T00:00:00Z"))).toMatchObject({
      shippingCost: 1500,
      deliverySlot: "14:00-18:00",
    });
  });
});

describe("saving and reading", () => {
  it("round-trips through storage under 'lastOrder'", () => {
    const store = fakeStorage();
    const saved = saveLastOrder(store, order);
    expect(JSON.parse(store.data.get(LAST_ORDER_STORAGE_KEY)!)).toEqual(saved);
    expect(readLastOrder(store, new Date("2026-11-24T00:00:00Z"))).toEqual(saved);
  });

  it("keeps nothing the confirmation does not show: no phone, e-mail or notes", () => {
    const store = fakeStorage();
    const talkative = { ...order, customer: { ...order.customer, email: "noor@example.qa", notes: "Ring twice, ask for Noor" } };
    saveLastOrder(store, talkative);
    const stored = store.data.get(LAST_ORDER_STORAGE_KEY)!;
    for (const secret of ["5555 1234", "55551234", "noor@example.qa", "Ring twice"]) expect(stored).not.toContain(secret);
    expect(Object.keys(JSON.parse(stored)).sort()).toEqual([
      "address",
      "city",
      "deliveryDate",
      "deliverySlot",
      "items",
      "name",
      "orderDate",
      "orderId",
      "orderNumber",
      "paymentMethod",
      "shippingCost",
      "total",
    ]);
  });

  it("forgets the record 30 days after the order, and an unreadable one at once", () => {
    const store = fakeStorage();
    const saved = saveLastOrder(store, order);
    // The order was placed on 2026-11-23 at 09:15 UTC.
    expect(readLastOrder(store, new Date("2026-12-23T09:15:00Z"))).toEqual(saved);
    expect(readLastOrder(store, new Date("2026-12-23T09:16:00Z"))).toBeNull();
    expect(store.data.has(LAST_ORDER_STORAGE_KEY)).toBe(false);
    store.data.set(LAST_ORDER_STORAGE_KEY, "{not json");
    expect(readLastOrder(store)).toBeNull();
    expect(store.data.has(LAST_ORDER_STORAGE_KEY)).toBe(false);
  });

  it("still returns the record when storage refuses to save it", () => {
    const store = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(saveLastOrder(store, order).orderId).toBe(order.id);
  });

  it("reads nothing from storage that throws", () => {
    expect(
      readLastOrder({
        getItem: () => {
          throw new Error("SecurityError");
        },
        setItem: () => {},
      }),
    ).toBeNull();
  });
});

describe("parseLastOrder", () => {
  const good = JSON.stringify(lastOrderFromOrder(order));

  it.each([
    ["nothing", null],
    ["an empty string", ""],
    ["broken JSON", "{not json"],
    ["a list", "[]"],
    ["a number", "42"],
    ["no order id", JSON.stringify({ ...JSON.parse(good), orderId: "" })],
    ["no name", JSON.stringify({ ...JSON.parse(good), name: undefined })],
    ["a total as text", JSON.stringify({ ...JSON.parse(good), total: "370" })],
    ["a negative total", JSON.stringify({ ...JSON.parse(good), total: -1 })],
    ["an unreadable date", JSON.stringify({ ...JSON.parse(good), orderDate: "yesterday" })],
    ["items that are not a list", JSON.stringify({ ...JSON.parse(good), items: "Creed Aventus" })],
  ])("gives null for %s", (_label, raw) => {
    expect(parseLastOrder(raw)).toBeNull();
  });

  it("drops unreadable items but keeps the order", () => {
    const record = {
      ...JSON.parse(good),
      items: [
        { name: "Creed Aventus", quantity: 2, lineTotal: 17000 },
        null,
        { name: "", quantity: 1 },
        { name: "X", quantity: -1, lineTotal: 0 },
      ],
    };
    expect(parseLastOrder(JSON.stringify(record))?.items).toEqual([
      { name: "Creed Aventus", quantity: 2, lineTotal: 17000, includes: [] },
    ]);
  });

  it("reads records saved before delivery fees, and ignores unreadable delivery fields", () => {
    const { shippingCost: _fee, deliveryDate: _date, deliverySlot: _slot, ...older } = JSON.parse(good);
    expect(parseLastOrder(JSON.stringify(older))).toMatchObject({ orderId: order.id, total: 37000 });
    const odd = parseLastOrder(JSON.stringify({ ...older, shippingCost: "15", deliveryDate: "Thursday", deliverySlot: "soon" }));
    expect(odd).toMatchObject({ orderId: order.id, shippingCost: undefined, deliveryDate: undefined, deliverySlot: undefined });
  });

  it("defaults a missing payment method to Cash on Delivery", () => {
    expect(parseLastOrder(JSON.stringify({ ...JSON.parse(good), paymentMethod: undefined }))?.paymentMethod).toBe(
      "Cash on Delivery",
    );
  });
});

describe("formatOrderDate", () => {
  it("shows day, long month and year", () => {
    expect(formatOrderDate("2026-11-23T09:15:01.123Z")).toBe("23 November 2026");
  });

  it("uses Qatar's calendar day (UTC+3)", () => {
    expect(formatOrderDate("2026-12-31T21:30:00.000Z")).toBe("1 January 2027");
  });
});
