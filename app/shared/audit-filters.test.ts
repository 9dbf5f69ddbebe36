import { describe, expect, it } from "vitest";
import { auditParams, auditQuerySchema, parseAuditFilters } from "./audit-filters";

describe("the audit trail's filters", () => {
  it("reads the section's URL, dropping what is not a filter", () => {
    const params = new URLSearchParams("section=audit&actor=mariam&action=staff&from=2026-11-01&to=2026-02-30&page=3");
    expect(parseAuditFilters(params)).toEqual({ actor: "mariam", action: "staff", from: "2026-11-01", to: undefined, page: 3 });
    expect(parseAuditFilters(new URLSearchParams("action=coffee&page=-2"))).toEqual({
      actor: undefined,
      action: undefined,
      from: undefined,
      to: undefined,
      page: 1,
    });
  });
  it("writes the API query with defaults left out", () => {
    expect(auditParams({ actor: "mariam", action: undefined, page: 1 }).toString()).toBe("actor=mariam");
    expect(auditParams({ action: "login", from: "2026-11-01", page: 2 }).toString()).toBe("action=login&from=2026-11-01&page=2");
  });
  it("refuses a range that ends before it starts, and unknown actions", () => {
    expect(auditQuerySchema.safeParse({ from: "2026-11-02", to: "2026-11-01" }).success).toBe(false);
    expect(auditQuerySchema.safeParse({ action: "coffee" }).success).toBe(false);
    expect(auditQuerySchema.parse({ action: "order.delete", page: "2" })).toMatchObject({ action: "order.delete", page: 2 });
  });
});
