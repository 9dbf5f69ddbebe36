import { describe, expect, it } from "vitest";
import { readCollection } from "./collection";

describe("the amount collected on delivery", () => {
  it("is the total as typed in QR, with no note needed", () => {
    expect(readCollection(8500, "85.00", "")).toEqual({ ok: true, collected: 8500 });
    expect(readCollection(125_000, "QR 1,250", "  ")).toEqual({ ok: true, collected: 125_000 });
  });

  it("needs a note when it differs from the total", () => {
    expect(readCollection(8500, "80", "")).toEqual({ ok: false, field: "note" });
    expect(readCollection(8500, "80", " Customer paid 80, rest tomorrow ")).toEqual({
      ok: true,
      collected: 8000,
      note: "Customer paid 80, rest tomorrow",
    });
    expect(readCollection(8500, "0", "Refused to pay the delivery")).toEqual({
      ok: true,
      collected: 0,
      note: "Refused to pay the delivery",
    });
  });

  it("refuses what is not an amount", () => {
    expect(readCollection(8500, "eighty", "x")).toEqual({ ok: false, field: "amount" });
    expect(readCollection(8500, "", "")).toEqual({ ok: false, field: "amount" });
    expect(readCollection(8500, "-5", "x")).toEqual({ ok: false, field: "amount" });
  });
});
