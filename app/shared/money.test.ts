import { describe, expect, it } from "vitest";
import { formatQR, toDecimalString } from "./money";
import { parseQR } from "./money-input";

describe("formatQR", () => {
  it("shows QR with two decimals", () => {
    expect(formatQR(8500)).toBe("QR 85.00");
    expect(formatQR(20000)).toBe("QR 200.00");
    expect(formatQR(5)).toBe("QR 0.05");
    expect(formatQR(0)).toBe("QR 0.00");
  });
  it("groups thousands", () => {
    expect(formatQR(123456789)).toBe("QR 1,234,567.89");
  });
  it("gives plain decimals for machine output", () => {
    expect(toDecimalString(8500)).toBe("85.00");
    expect(toDecimalString(1234501)).toBe("12345.01");
  });
});

describe("parseQR", () => {
  it("reads what staff type as dirhams", () => {
    expect(parseQR("85")).toBe(8500);
    expect(parseQR("85.5")).toBe(8550);
    expect(parseQR(" QR 1,250.05 ")).toBe(125005);
    expect(parseQR("0.99")).toBe(99);
  });
  it("refuses what is not an amount", () => {
    for (const text of ["", "85.555", "-5", "8 5", "abc", "1e3"]) expect(parseQR(text), text).toBeNull();
  });
});
