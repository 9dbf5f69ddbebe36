import { describe, expect, it } from "vitest";
import { bundleSaving } from "./savings";
import { trioSaving } from "./custom-trio";

describe("a bundle's badge from real prices", () => {
  it("is the saving on its perfumes' own prices, rounded down", () => {
    // Three perfumes at QR 85 for QR 200: 55 of 255 saved, 21.57 %.
    expect(bundleSaving([{ price: 8500 }, { price: 8500 }, { price: 8500 }], 20000)).toBe(21);
    // A price change of one perfume moves the badge.
    expect(bundleSaving([{ price: 15000 }, { price: 8500 }, { price: 8500 }], 20000)).toBe(37);
  });
  it("never shows a fixed 40 %: 40 only when the prices make it so", () => {
    expect(bundleSaving([{ price: 10000 }, { price: 10000 }, { price: 13334 }], 20000)).toBe(40);
    expect(bundleSaving([{ price: 10000 }, { price: 10000 }, { price: 13000 }], 20000)).toBe(39);
  });
  it("is 0 (no badge) when the bundle saves nothing or a perfume is missing", () => {
    expect(bundleSaving([{ price: 5000 }, { price: 5000 }, { price: 5000 }], 20000)).toBe(0);
    expect(bundleSaving([{ price: 10000 }, { price: 10000 }], 20000)).toBe(0);
    expect(bundleSaving([{ price: 8500 }, undefined, { price: 8500 }], 10000)).toBe(0);
    expect(bundleSaving([], 10000)).toBe(0);
  });
  it("agrees with the custom trio's badge on the same three prices", () => {
    const three = [{ price: 9000 }, { price: 9000 }, { price: 9000 }];
    expect(trioSaving(three, 20000)).toEqual({ percent: bundleSaving(three, 20000), upTo: false });
    expect(trioSaving([{ price: 6000 }, { price: 6000 }, { price: 6000 }], 20000)).toBeNull();
  });
});
