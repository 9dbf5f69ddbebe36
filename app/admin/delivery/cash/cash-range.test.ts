import { describe, expect, it } from "vitest";
import { cashExportHref, cashParams, parseCashRange } from "./cash-range";

const today = "2026-11-26";
const read = (query: string) => parseCashRange(new URLSearchParams(query), today);

describe("the Cash section's days", () => {
  it("are today unless the URL names real days", () => {
    expect(read("section=cash")).toEqual({ from: today, to: today });
    expect(read("from=2026-11-01&to=2026-11-07")).toEqual({ from: "2026-11-01", to: "2026-11-07" });
    expect(read("from=2026-02-30&to=soon")).toEqual({ from: today, to: today });
  });

  it("read a range written backwards as its first day", () => {
    expect(read("from=2026-11-20&to=2026-11-02")).toEqual({ from: "2026-11-20", to: "2026-11-20" });
  });

  it("go to the report and the export as from and to", () => {
    const range = { from: "2026-11-01", to: "2026-11-07" };
    expect(cashParams(range).toString()).toBe("from=2026-11-01&to=2026-11-07");
    expect(cashExportHref(range)).toBe("/api/admin/cash/export.csv?from=2026-11-01&to=2026-11-07");
  });
});
