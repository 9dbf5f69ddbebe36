import { describe, expect, it } from "vitest";
import { BACKOFF_MAX_MS, createLocalChanges, parseLiveEvent, reconnectDelay } from "./admin-live";

describe("reconnect backoff", () => {
  it("doubles from about a second and never exceeds 30 s", () => {
    expect(reconnectDelay(1, () => 0)).toBe(500);
    expect(reconnectDelay(1, () => 1)).toBe(1000);
    expect(reconnectDelay(2, () => 1)).toBe(2000);
    expect(reconnectDelay(4, () => 1)).toBe(8000);
    expect(reconnectDelay(50, () => 1)).toBe(BACKOFF_MAX_MS);
    expect(reconnectDelay(50, () => 0)).toBe(BACKOFF_MAX_MS / 2);
  });
});

describe("echoes of this tab's own changes", () => {
  it("swallows the first echo within the window only", () => {
    const local = createLocalChanges(1000);
    local.mark("a", 0);
    expect(local.consume("a", 500)).toBe(true);
    expect(local.consume("a", 600)).toBe(false);
    local.mark("b", 0);
    expect(local.consume("b", 5000)).toBe(false);
    expect(local.consume("never", 0)).toBe(false);
  });
});

describe("live event payloads", () => {
  it("accepts the contract's shape and nothing else", () => {
    expect(parseLiveEvent('{"type":"created","orderId":"x"}')).toEqual({ type: "created", orderId: "x" });
    expect(parseLiveEvent('{"type":"exploded","orderId":"x"}')).toBeNull();
    expect(parseLiveEvent("not json")).toBeNull();
    expect(parseLiveEvent("null")).toBeNull();
  });
});

describe("live events with the order's number", () => {
  it("keeps a whole positive number and drops anything else", () => {
    expect(parseLiveEvent(JSON.stringify({ type: "created", orderId: "a", orderNumber: 1001 }))).toEqual({
      type: "created",
      orderId: "a",
      orderNumber: 1001,
    });
    expect(parseLiveEvent(JSON.stringify({ type: "deleted", orderId: "a", orderNumber: "1001" }))).toEqual({
      type: "deleted",
      orderId: "a",
    });
  });
});
