// The storefront's delivery claims follow the shop's settings: the product's texts as
// written while delivery is free everywhere, "free over" an amount, or no free claim at all.
import { describe, expect, it } from "vitest";
import { ar } from "./ar";
import { en } from "./en";
import { CLAIMS, deliveryClaims, type DeliveryClaims } from "./delivery-claims";
import { formatPrice } from "../shared/money";

const priceEn = (dirhams: number) => formatPrice(dirhams, "en");
const priceAr = (dirhams: number) => formatPrice(dirhams, "ar");

const allTexts = (claims: DeliveryClaims) => [
  claims.heroSubheading,
  claims.trustBadge.title,
  claims.trustBadge.text,
  ...claims.perks,
  claims.productLine,
  ...Object.values(claims.seo),
];

describe("deliveryClaims", () => {
  it("keeps the product's texts exactly while delivery is free everywhere", () => {
    const claims = deliveryClaims(en, "en", { kind: "free" }, priceEn);
    expect(claims.heroSubheading).toBe(
      "The world's most coveted fragrances, 100% authentic and delivered free across Qatar. Pay in cash when your order arrives.",
    );
    expect(claims.trustBadge).toEqual({
      title: "Free Delivery across Qatar",
      text: "Complimentary delivery on orders of QR 200.00 and over.",
    });
    expect(claims.perks).toEqual(["Free delivery across Qatar", "Cash on Delivery", "100% Authentic"]);
    expect(claims.productLine).toBe("Free delivery across Qatar within 1-2 business days. Cash on Delivery.");
    expect(claims.seo).toEqual({
      home: en.seo.home.description,
      products: en.seo.products.description,
      product: en.seo.product.description,
      offers: en.seo.offers.description,
      checkout: en.seo.checkout.description,
    });
    expect(deliveryClaims(ar, "ar", { kind: "free" }, priceAr).productLine).toBe(ar.product.delivery);
  });

  it("promises free delivery from the amount when every charging area has a threshold", () => {
    const claims = deliveryClaims(en, "en", { kind: "free-over", amount: 30000 }, priceEn);
    expect(claims.heroSubheading).toContain("delivered free across Qatar on orders of QR 300.00 and over.");
    expect(claims.trustBadge.title).toBe("Free Delivery over QR 300.00");
    expect(claims.perks[0]).toBe("Free delivery over QR 300.00");
    expect(claims.perks.slice(1)).toEqual(en.offers.perks.slice(1));
    // The product page fills in its own name and notes.
    expect(claims.seo.product).toBe(
      "{name}: {notes}. 100% authentic, free delivery across Qatar on orders of QR 300.00 and over, and Cash on Delivery.",
    );
    for (const text of allTexts(claims)) expect(text).not.toContain("{amount}");
    const arabic = deliveryClaims(ar, "ar", { kind: "free-over", amount: 30000 }, priceAr);
    expect(arabic.trustBadge.title).toBe("توصيل مجاني للطلبات من 300.00 ر.ق");
    for (const text of allTexts(arabic)) expect(text).not.toContain("{amount}");
  });

  it("drops every free-delivery claim when some area always pays a fee", () => {
    const claims = deliveryClaims(en, "en", { kind: "paid" }, priceEn);
    for (const text of allTexts(claims)) expect(text).not.toMatch(/free|complimentary/i);
    expect(claims.productLine).toBe("Delivery across Qatar within 1-2 business days. Cash on Delivery.");
    for (const text of allTexts(deliveryClaims(ar, "ar", { kind: "paid" }, priceAr))) expect(text).not.toContain("مجاني");
  });
});

describe("the other wordings", () => {
  const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
  it("say the same in Arabic: the same placeholders, no English left, Arabic punctuation", () => {
    for (const kind of ["freeOver", "paid"] as const) {
      for (const [key, english] of Object.entries(CLAIMS.en[kind])) {
        const arabic = CLAIMS.ar[kind][key as keyof (typeof CLAIMS.ar)[typeof kind]];
        expect(placeholders(arabic), `${kind}.${key}`).toEqual(placeholders(english));
        const rest = arabic.replace(/\{\w+\}/g, "");
        expect(rest, `${kind}.${key}`).not.toMatch(/[A-Za-z,;?]/);
      }
    }
  });
});
