import { describe, expect, it } from "vitest";
import type { Product } from "./catalogue";
import { DEFAULT_CUSTOM_TRIO_PRICE } from "./prices";
import { testProduct } from "./catalogue.test-utils";
import { canAddTrio, resolveSelection, toggleSelection, trioChoices, trioPricing, trioRefusal, trioSaving } from "./custom-trio";

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
    const products = [product("a"), { ...product("premium", 32000), inCustomTrio: false }, { ...product("gone"), stock: 0 }];
    expect(trioChoices(products).map((p) => p.id)).toEqual(["a"]);
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
