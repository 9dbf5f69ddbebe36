import { describe, expect, it } from "vitest";
import { newOrderId, orderIdTime } from "./order-id";

describe("order ids", () => {
  it("are UUIDs (version 8, RFC 9562 variant) that start with the second they were made in", () => {
    const at = new Date("2026-11-23T19:30:05.250Z");
    const id = newOrderId(at);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(parseInt(id.slice(0, 8), 16)).toBe(Math.floor(at.getTime() / 1000));
    expect(orderIdTime(id)?.toISOString()).toBe(at.toISOString());
  });

  it("sort as the times they were made at, whatever their random part", () => {
    const start = Date.parse("2025-01-01T00:00:00.000Z");
    const times = Array.from({ length: 2000 }, (_, i) => start + i * 7919 * 13 + (i % 3));
    const ids = times.map((t) => newOrderId(new Date(t)));
    expect([...ids].sort()).toEqual(ids);
    for (let i = 0; i < ids.length; i++) expect(orderIdTime(ids[i])?.getTime()).toBe(times[i]);
  });

  it("differ in their random part within one millisecond", () => {
    const at = new Date("2026-11-23T19:30:05.250Z");
    const ids = new Set(Array.from({ length: 10_000 }, () => newOrderId(at)));
    expect(ids.size).toBe(10_000);
    expect(new Set([...ids].map((id) => id.slice(0, 13))).size).toBe(1);
  });

  it("leaves other ids alone", () => {
    expect(orderIdTime("7c9e6679-7425-40de-944b-e07fc1f90ae7")).toBeNull();
    expect(orderIdTime("not an id")).toBeNull();
  });
});
