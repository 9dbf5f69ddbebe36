import { describe, expect, it } from "vitest";
import { canSetStatus, statusStyle } from "./admin-status";

describe("status badges", () => {
  it("uses the product's colour per status and grey for anything else", () => {
    expect(statusStyle("Pending").badge).toContain("yellow");
    expect(statusStyle("Paid").badge).toContain("teal");
    expect(statusStyle("Processing").badge).toContain("blue");
    expect(statusStyle("Shipped").badge).toContain("indigo");
    expect(statusStyle("Delivered").badge).toContain("green");
    expect(statusStyle("Cancelled").badge).toContain("red");
    expect(statusStyle("Refunded").badge).toContain("stone");
    expect(statusStyle("constructor").badge).toContain("stone");
  });
});

describe("which status staff may set", () => {
  it("allows any settable status except the current one, and never Paid", () => {
    expect(canSetStatus("Pending", "Delivered")).toBe(true);
    expect(canSetStatus("Delivered", "Pending")).toBe(true);
    expect(canSetStatus("Pending", "Pending")).toBe(false);
    expect(canSetStatus("Pending", "Paid")).toBe(false);
    expect(canSetStatus("Paid", "Shipped")).toBe(true);
  });
});
