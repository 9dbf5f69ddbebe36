import { describe, expect, it } from "vitest";
import {
  contentLabel,
  defaultVariant,
  findVariant,
  formatSize,
  priceFrom,
  shownCompareAt,
  sizeParam,
  variantForSize,
  type ProductVariant,
} from "./variants";

const v = (id: string, sizeMl: number, kind: ProductVariant["kind"], price: number): ProductVariant => ({
  id,
  sizeMl,
  kind,
  price,
  compareAtPrice: null,
  sku: id,
  gtin: null,
  stock: null,
});

const sample = v("s", 2, "sample", 1500);
const b50 = v("b50", 50, "bottle", 6500);
const b100 = v("b100", 100, "bottle", 8500);
const tester = v("t100", 100, "tester", 7000);

describe("variants", () => {
  it("takes the first full bottle as the default, else the first variant", () => {
    expect(defaultVariant([sample, b50, b100])).toBe(b50);
    expect(defaultVariant([sample, tester])).toBe(sample);
    expect(defaultVariant([])).toBeUndefined();
  });

  it("finds a named variant, the default without a name, nothing for an unknown one", () => {
    expect(findVariant([sample, b100], "s")).toBe(sample);
    expect(findVariant([sample, b100], undefined)).toBe(b100);
    expect(findVariant([sample, b100], "gone")).toBeUndefined();
  });

  it("says 'from' only when the prices differ", () => {
    expect(priceFrom([b100, sample])).toEqual({ price: 1500, varies: true });
    expect(priceFrom([b100])).toEqual({ price: 8500, varies: false });
    expect(priceFrom([])).toBeNull();
  });

  it("strikes through a compare-at price only above the price", () => {
    expect(shownCompareAt({ price: 8500, compareAtPrice: 9900 })).toBe(9900);
    expect(shownCompareAt({ price: 8500, compareAtPrice: 8500 })).toBeNull();
    expect(shownCompareAt({ price: 8500, compareAtPrice: null })).toBeNull();
  });

  it("keeps the size in the URL, with the kind only when sizes are shared", () => {
    const all = [sample, b50, b100, tester];
    expect(sizeParam(b50, all)).toBe("50");
    expect(sizeParam(tester, all)).toBe("100-tester");
    expect(variantForSize(all, "50")).toBe(b50);
    expect(variantForSize(all, "100-tester")).toBe(tester);
    expect(variantForSize(all, "100")).toBe(b100);
    expect(variantForSize(all, "7")).toBe(b50);
    expect(variantForSize(all, null)).toBe(b50);
  });

  it("writes sizes in both languages", () => {
    expect(formatSize(50, "en")).toBe("50 ml");
    expect(formatSize(50, "ar")).toBe("50 مل");
  });
});

describe("a bundle's or trio's perfume as an order names it (decision 038)", () => {
  const kinds = { bottle: "Full bottle", travel: "Travel spray", sample: "Sample", tester: "Tester", gift_set: "Gift set" };
  it("adds the size held, a full bottle when the line kept no kind, nothing before sizes", () => {
    expect(contentLabel({ name: "Oud Royal", sizeMl: 50, kind: "bottle" }, "en", kinds)).toBe("Oud Royal 50 ml");
    expect(contentLabel({ name: "Oud Royal", sizeMl: 2, kind: "sample" }, "en", kinds)).toBe("Oud Royal 2 ml · Sample");
    expect(contentLabel({ name: "Oud Royal", sizeMl: 100 }, "en", kinds)).toBe("Oud Royal 100 ml");
    expect(contentLabel({ name: "Oud Royal" }, "en", kinds)).toBe("Oud Royal");
  });
});
