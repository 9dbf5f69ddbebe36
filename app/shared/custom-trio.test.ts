import { describe, expect, it } from "vitest";
import type { Product } from "./catalogue";
import { DEFAULT_CUSTOM_TRIO_PRICE } from "./prices";
import { testProduct } from "./catalogue.test-utils";
import {
  canAddTrio,
  resolveSelection,
  toggleSelection,
  trioChoices,
  trioOffer,
  trioPick,
  trioPricing,
  trioRefusal,
  trioSaving,
} from "./custom-trio";
import { DEFAULT_TRIO_SIZES, trioVariant, type TrioSize, type VariantKind } from "./variants";

const product = (id: string, price = 8500): Product =>
  testProduct(id, { slug: id, name: id, image: "", stripePriceId: null, price });

describe("toggleSelection", () => {
  it("adds and removes ids without mutating", () => {
    const empty: string[] = [];
    const one = toggleSelection(empty, "a");
    expect(empty).toEqual([]);
    expect(one).toEqual(["a"]);
    expect(toggleSelection(["a", "b"], "a")).toEqual(["b"]);
  });

  it("ignores a fourth pick but still allows deselecting", () => {
    const three = ["a", "b", "c"];
    expect(toggleSelection(three, "d")).toBe(three);
    expect(toggleSelection(three, "b")).toEqual(["a", "c"]);
    expect(toggleSelection(["a"], "b", 1)).toEqual(["a"]);
  });
});

describe("canAddTrio", () => {
  it("is true only for exactly three distinct picks", () => {
    expect(canAddTrio([])).toBe(false);
    expect(canAddTrio(["a", "b"])).toBe(false);
    expect(canAddTrio(["a", "b", "c"])).toBe(true);
    expect(canAddTrio(["a", "b", "c", "d"])).toBe(false);
    expect(canAddTrio(["a", "a", "b"])).toBe(false);
  });
});

describe("resolveSelection", () => {
  it("keeps pick order and skips unknown ids", () => {
    const products = [product("a"), product("b"), product("c")];
    expect(resolveSelection(["c", "x", "a"], products).map((p) => p.id)).toEqual(["c", "a"]);
  });
});

describe("trioPricing", () => {
  it("charges the fixed trio price and shows savings when the original exceeds it", () => {
    expect(trioPricing([product("a"), product("b"), product("c")], DEFAULT_CUSTOM_TRIO_PRICE)).toEqual({
      price: DEFAULT_CUSTOM_TRIO_PRICE,
      originalTotal: 25500,
      savings: 5500,
      showSavings: true,
    });
  });

  it("hides savings when the original does not exceed the trio price", () => {
    expect(trioPricing([product("a", 5000), product("b", 5000), product("c", 10000)], DEFAULT_CUSTOM_TRIO_PRICE)).toEqual({
      price: DEFAULT_CUSTOM_TRIO_PRICE,
      originalTotal: 20000,
      savings: 0,
      showSavings: false,
    });
    expect(trioPricing([], DEFAULT_CUSTOM_TRIO_PRICE)).toMatchObject({ originalTotal: 0, savings: 0, showSavings: false });
  });
});

describe("the perfumes the trio may hold", () => {
  it("offers only the perfumes the owner let in, and not sold out", () => {
    const products = [product("a"), { ...product("premium", 32000), inCustomTrio: false }, testProduct("gone", { stock: 0 })];
    expect(trioChoices(products).map((p) => p.id)).toEqual(["a"]);
  });

  it("offers only the sizes the owner lets in (docs/decisions/038), full bottles by default", () => {
    const variant = (id: string, sizeMl: number, kind: VariantKind, stock: number | null = null) => ({
      id,
      sizeMl,
      kind,
      price: sizeMl * 100,
      compareAtPrice: null,
      sku: id,
      gtin: null,
      stock,
    });
    const oud = testProduct("oud", {
      variants: [variant("oud-sample", 2, "sample"), variant("oud-50", 50, "bottle"), variant("oud-100", 100, "bottle", 0)],
    });
    const samplesOnly = testProduct("s", { variants: [variant("s-2", 2, "sample")] });
    expect(trioOffer(oud).map((v) => v.id)).toEqual(["oud-50"]);
    expect(trioChoices([oud, samplesOnly]).map((p) => p.id)).toEqual(["oud"]);
    const samples: TrioSize[] = [{ kind: "sample", sizeMl: null }];
    expect(trioChoices([oud, samplesOnly], samples).map((p) => p.id)).toEqual(["oud", "s"]);
    const fifty: TrioSize[] = [
      { kind: "bottle", sizeMl: 50 },
      { kind: "sample", sizeMl: 2 },
    ];
    expect(trioOffer(oud, fifty).map((v) => v.id)).toEqual(["oud-sample", "oud-50"]);
    // Starts at the default bottle when the trio may hold it, else the first size it may.
    expect(trioPick(oud, fifty)?.id).toBe("oud-50");
    expect(trioPick(oud, fifty, "oud-sample")?.id).toBe("oud-sample");
    expect(trioPick(oud, samples)?.id).toBe("oud-sample");
    // The server's rule: a named size the trio may not hold is refused (undefined), sold out or not.
    expect(trioVariant(oud.variants, DEFAULT_TRIO_SIZES, "oud-sample")).toBeUndefined();
    expect(trioVariant(oud.variants, DEFAULT_TRIO_SIZES)?.id).toBe("oud-50");
  });

  it("names the first chosen perfume kept out", () => {
    expect(trioRefusal([product("a"), { ...product("b"), inCustomTrio: false }])).toBe(1);
    expect(trioRefusal([product("a"), product("b"), product("c")])).toBeNull();
  });

  it("words the badge from real prices, never above the truth", () => {
    // Three perfumes at QR 85 for QR 200: 21.6 % saved, shown as 21 %.
    expect(trioSaving([product("a"), product("b"), product("c"), product("d")], DEFAULT_CUSTOM_TRIO_PRICE)).toEqual({
      percent: 21,
      upTo: false,
    });
    expect(trioSaving([product("a", 12000), product("b"), product("c"), product("d")], DEFAULT_CUSTOM_TRIO_PRICE)).toEqual({
      percent: 31,
      upTo: true,
    });
    expect(trioSaving([product("a", 5000), product("b", 5000), product("c", 5000)], DEFAULT_CUSTOM_TRIO_PRICE)).toBeNull();
    expect(trioSaving([product("a")], DEFAULT_CUSTOM_TRIO_PRICE)).toBeNull();
  });
});
