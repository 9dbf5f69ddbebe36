import { describe, expect, it } from "vitest";
import { qatarDateTime } from "./qatar-days";

describe("qatarDateTime", () => {
  it("reads an instant on Qatar's clock, across the day, month and year", () => {
    expect(qatarDateTime("2026-11-24T09:00:00.000Z")).toBe("2026-11-24T12:00:00+03:00");
    expect(qatarDateTime("2026-11-24T21:30:15.250Z")).toBe("2026-11-25T00:30:15+03:00");
    expect(qatarDateTime("2026-02-28T22:59:59.999Z")).toBe("2026-03-01T01:59:59+03:00");
    expect(qatarDateTime("2028-02-28T21:00:00.000Z")).toBe("2028-02-29T00:00:00+03:00");
    expect(qatarDateTime("2026-12-31T23:05:06.000Z")).toBe("2027-01-01T02:05:06+03:00");
    expect(qatarDateTime(new Date("2026-12-31T23:05:06.000Z"))).toBe("2027-01-01T02:05:06+03:00");
  });

  it("gives the same text for a stored timestamp as for the instant it names, minute after minute", () => {
    const start = Date.UTC(2026, 1, 27, 20, 0, 0);
    for (let i = 0; i < 5_000; i++) {
      const date = new Date(start + i * 61_007);
      const slow = qatarDateTime(new Date(date.getTime()));
      expect(qatarDateTime(date.toISOString())).toBe(slow);
    }
  });

  it("reads other ISO forms as instants too", () => {
    expect(qatarDateTime("2026-11-24T09:00:00Z")).toBe("2026-11-24T12:00:00+03:00");
    expect(qatarDateTime("2026-11-24T12:00:00+03:00")).toBe("2026-11-24T12:00:00+03:00");
  });
});
