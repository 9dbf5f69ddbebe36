import { describe, expect, it } from "vitest";
import { formatProviderAmount, fromProviderAmount, toProviderAmount } from "./amounts";

describe("amounts between dirhams and a provider", () => {
  it("writes integer dirhams as riyals with the currency's decimals", () => {
    expect(formatProviderAmount(12_345)).toBe("123.45");
    expect(formatProviderAmount(100)).toBe("1.00");
    expect(formatProviderAmount(5)).toBe("0.05");
    expect(formatProviderAmount(0)).toBe("0.00");
    expect(formatProviderAmount(1_000, "KWD")).toBe("1.000");
    expect(toProviderAmount(12_345)).toBe(123.45);
    expect(toProviderAmount(100)).toBe(1);
  });

  it("refuses what is not an amount in minor units", () => {
    expect(() => formatProviderAmount(1.5)).toThrow();
    expect(() => formatProviderAmount(-1)).toThrow();
    expect(() => formatProviderAmount(100, "XYZ")).toThrow();
  });

  it("reads numbers and decimal text back into dirhams exactly", () => {
    expect(fromProviderAmount(1)).toBe(100);
    expect(fromProviderAmount(1.0)).toBe(100);
    expect(fromProviderAmount(123.45)).toBe(12_345);
    expect(fromProviderAmount("123.45")).toBe(12_345);
    expect(fromProviderAmount("123.450")).toBe(12_345);
    expect(fromProviderAmount(0.1 + 0.2)).toBeNull(); // 0.30000000000000004 is not a whole dirham
    expect(fromProviderAmount(0.3)).toBe(30);
    expect(fromProviderAmount(19.99)).toBe(1_999);
  });

  it("round-trips every amount up to a million riyals in steps", () => {
    for (let minor = 0; minor <= 100_000_000; minor += 99_991) {
      expect(fromProviderAmount(toProviderAmount(minor))).toBe(minor);
      expect(fromProviderAmount(formatProviderAmount(minor))).toBe(minor);
    }
  });

  it("refuses amounts finer than a dirham, negative, or not numbers", () => {
    for (const bad of [10.005, "10.005", -1, "-1", "1e3", Infinity, NaN, "", "abc", null, undefined, {}, "1.2.3"]) {
      expect(fromProviderAmount(bad)).toBeNull();
    }
    expect(fromProviderAmount("1.005", "KWD")).toBe(1_005);
  });
});
