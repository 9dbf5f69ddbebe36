// Delivery as shoppers read it: the storefront's claims follow the shop's settings (the product's
// texts as written while delivery is free everywhere, "free over" an amount, or no free claim at
// all), and delivery days and windows are written the shopper's way.
import { describe, expect, it } from "vitest";
import { ar } from "./ar";
import { en } from "./en";
import { deliveryAr } from "./delivery.ar";
import { deliveryEn } from "./delivery.en";
import { deliveryClaims, deliveryDayParts, formatDeliveryDay, formatSlotWindow, type DeliveryClaims } from "./delivery";
import { formatPrice } from "../shared/money";

const priceEn = (dirhams: number) => formatPrice(dirhams, "en");
const priceAr = (dirhams: number) => formatPrice(dirhams, "ar");

const allTexts = (claims: DeliveryClaims) => [
  claims.heroSubheading,
  claims.trustBadge.title,
  claims.trustBadge.text,
  claims.perk,
  claims.productLine,
  ...Object.values(claims.seo),
];

describe("deliveryClaims", () => {
  it("keeps the product's texts exactly while delivery is free everywhere", () => {
    const claims = deliveryClaims(deliveryEn.texts, { kind: "free" }, priceEn);
    expect(claims.heroSubheading).toBe(
      "The world's most coveted fragrances, 100% authentic and delivered free across Qatar. Pay in cash when your order arrives.",
    );
    expect(claims.trustBadge).toEqual({
      title: "Free Delivery across Qatar",
      text: "Complimentary delivery on orders of QR 200.00 and over.",
    });
    expect(claims.perk).toBe("Free delivery across Qatar");
    expect(claims.productLine).toBe("Free delivery across Qatar within 1-2 business days. Cash on Delivery.");
    expect(claims.seo).toEqual({
      home: "Shop 100% authentic luxury perfumes in Qatar. Free delivery across Qatar within 1-2 business days and Cash on Delivery.",
      products:
        "Browse our full collection of authentic designer and niche perfumes for men and women, delivered free across Qatar.",
      product: "{name}: {notes}. 100% authentic, free delivery across Qatar and Cash on Delivery.",
      offers: "Curated perfume trios and a build-your-own trio at one price. Free delivery across Qatar with Cash on Delivery.",
      checkout: "Complete your order with Cash on Delivery and free delivery across Qatar.",
    });
    expect(deliveryClaims(deliveryAr.texts, { kind: "free" }, priceAr).productLine).toBe(
      "توصيل مجاني إلى جميع أنحاء قطر خلال يوم إلى يومَي عمل. الدفع عند الاستلام.",
    );
  });

  it("promises free delivery from the amount when every charging area has a threshold", () => {
    const claims = deliveryClaims(deliveryEn.texts, { kind: "free-over", amount: 30000 }, priceEn);
    expect(claims.heroSubheading).toContain("delivered free across Qatar on orders of QR 300.00 and over.");
    expect(claims.trustBadge.title).toBe("Free Delivery over QR 300.00");
    expect(claims.perk).toBe("Free delivery over QR 300.00");
    // The product page fills in its own name and notes.
    expect(claims.seo.product).toBe(
      "{name}: {notes}. 100% authentic, free delivery across Qatar on orders of QR 300.00 and over, and Cash on Delivery.",
    );
    for (const text of allTexts(claims)) expect(text).not.toContain("{amount}");
    const arabic = deliveryClaims(deliveryAr.texts, { kind: "free-over", amount: 30000 }, priceAr);
    expect(arabic.trustBadge.title).toBe("توصيل مجاني للطلبات من 300.00 ر.ق");
    for (const text of allTexts(arabic)) expect(text).not.toContain("{amount}");
  });

  it("drops every free-delivery claim when some area always pays a fee", () => {
    const claims = deliveryClaims(deliveryEn.texts, { kind: "paid" }, priceEn);
    for (const text of allTexts(claims)) expect(text).not.toMatch(/free|complimentary/i);
    expect(claims.productLine).toBe("Delivery across Qatar within 1-2 business days. Cash on Delivery.");
    for (const text of allTexts(deliveryClaims(deliveryAr.texts, { kind: "paid" }, priceAr))) expect(text).not.toContain("مجاني");
  });
});

describe("delivery days and windows", () => {
  it("names the day with its weekday, on Qatar's calendar, in each language", () => {
    expect(formatDeliveryDay("2026-11-26", "en")).toBe("Thursday 26 November");
    expect(formatDeliveryDay("2026-11-26", "ar")).toBe("الخميس، 26 نوفمبر");
    expect(formatDeliveryDay("2027-01-01", "en")).toBe("Friday 1 January");
    expect(deliveryDayParts("2026-11-26", "en")).toEqual({ weekday: "Thu", date: "26 Nov" });
  });

  it("writes a window from its start to its end, in Arabic in words", () => {
    expect(formatSlotWindow("14:00-18:00", en)).toBe("14:00 – 18:00");
    expect(formatSlotWindow("14:00-18:00", ar)).toBe("من 14:00 إلى 18:00");
  });
});
