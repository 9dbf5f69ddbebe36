import { describe, expect, it } from "vitest";
import { alternatePath, localeOfPath, localizePath, stripLocale } from "./locale";
import { formatPrice } from "./money";

describe("locale paths", () => {
  it("reads the language from the URL only", () => {
    expect(localeOfPath("/ar")).toBe("ar");
    expect(localeOfPath("/ar/cart")).toBe("ar");
    expect(localeOfPath("/")).toBe("en");
    expect(localeOfPath("/arabic-oud")).toBe("en");
  });

  it("puts internal paths into the Arabic edition, keeping query and hash", () => {
    expect(localizePath("/", "ar")).toBe("/ar");
    expect(localizePath("/cart", "ar")).toBe("/ar/cart");
    expect(localizePath("/products?q=oud", "ar")).toBe("/ar/products?q=oud");
    expect(localizePath("/offers#custom-bundle", "ar")).toBe("/ar/offers#custom-bundle");
    expect(localizePath("/ar/cart", "ar")).toBe("/ar/cart");
    expect(localizePath("/cart", "en")).toBe("/cart");
    expect(localizePath("mailto:a@b.qa", "ar")).toBe("mailto:a@b.qa");
  });

  it("finds the same page in the other language", () => {
    expect(stripLocale("/ar")).toBe("/");
    expect(alternatePath("/ar/product/x", "?a=1", "#n", "en")).toBe("/product/x?a=1#n");
    expect(alternatePath("/", "", "", "ar")).toBe("/ar");
    expect(alternatePath("/faq", "", "#q", "ar")).toBe("/ar/faq#q");
  });
});

describe("formatPrice", () => {
  it("reads QR 85.00 in English and 85.00 ر.ق in Arabic", () => {
    expect(formatPrice(8500, "en")).toBe("QR 85.00");
    expect(formatPrice(8500, "ar")).toBe("85.00 ر.ق");
    expect(formatPrice(123456, "ar")).toBe("1,234.56 ر.ق");
    expect(formatPrice(-500, "ar")).toBe("-5.00 ر.ق");
  });
});
