// An order as a shopper places it, for looking at the shop's e-mails (scripts/mail-preview.ts and
// e2e/order-mails.spec.ts): a perfume, a bundle and a custom trio, the blue plate, in either language.
import type { Order } from "../../app/shared/order";

export function sampleOrder(language: "en" | "ar"): Order {
  return {
    id: "6740d0a1-0000-8abc-9def-0123456789ab",
    orderNumber: 1042,
    createdAt: "2026-11-24T10:00:00.000Z",
    updatedAt: "2026-11-24T10:00:00.000Z",
    status: "Pending",
    paymentMethod: "Cash on Delivery",
    language,
    customer: {
      name: language === "ar" ? "فاطمة الكواري" : "Fatima Al-Kuwari",
      email: "fatima@example.qa",
      phone: "+974 5555 1234",
      phoneNumber: "+97455551234",
      address: language === "ar" ? "فيلا 7، شارع الوعب" : "Villa 7, Al Waab Street",
      city: "Al Rayyan",
      zone: "55",
      street: "340",
      building: "12",
      notes: null,
    },
    items: [
      {
        type: "product",
        ref: "1",
        name: "Creed Aventus",
        image: null,
        quantity: 2,
        unitPrice: 45000,
        lineTotal: 90000,
        isBundle: false,
        isCustomBundle: false,
        products: [],
      },
      {
        type: "bundle",
        ref: "bundle1",
        name: "The Oud Collection",
        image: null,
        quantity: 1,
        unitPrice: 120000,
        lineTotal: 120000,
        isBundle: true,
        isCustomBundle: false,
        products: [
          { id: "2", name: "Tom Ford Oud Wood", quantity: 1, price: 50000, image: null },
          { id: "3", name: "Maison Francis Kurkdjian Oud Satin Mood", quantity: 1, price: 90000, image: null },
        ],
      },
    ],
    subtotal: 210000,
    shippingCost: 0,
    total: 210000,
  };
}
