import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CAROUSEL_INTERVAL_MS, nextIndex, prevIndex, startAutoAdvance } from "./carousel";

describe("nextIndex / prevIndex", () => {
  it("step forward and back, wrapping at both ends", () => {
    expect(nextIndex(0, 4)).toBe(1);
    expect(nextIndex(3, 4)).toBe(0);
    expect(prevIndex(1, 4)).toBe(0);
    expect(prevIndex(0, 4)).toBe(3);
  });

  it("return 0 when there are no slides, and stay put with one", () => {
    expect(nextIndex(0, 0)).toBe(0);
    expect(prevIndex(0, 0)).toBe(0);
    expect(nextIndex(0, 1)).toBe(0);
    expect(prevIndex(0, 1)).toBe(0);
  });

  it("bring an out-of-range index back into the ring", () => {
    expect(nextIndex(9, 4)).toBe(2);
    expect(prevIndex(-3, 4)).toBe(0);
  });
});

describe("startAutoAdvance", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("advances every 7 seconds and wraps", () => {
    expect(CAROUSEL_INTERVAL_MS).toBe(7000);
    const onChange = vi.fn();
    const stop = startAutoAdvance(3, onChange);
    vi.advanceTimersByTime(6999);
    expect(onChange).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onChange).toHaveBeenLastCalledWith(1);
    vi.advanceTimersByTime(7000);
    expect(onChange).toHaveBeenLastCalledWith(2);
    vi.advanceTimersByTime(7000);
    expect(onChange).toHaveBeenLastCalledWith(0);
    expect(onChange).toHaveBeenCalledTimes(3);

    stop();
    vi.advanceTimersByTime(70000);
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it("continues from a given start index and honours a custom interval", () => {
    const onChange = vi.fn();
    startAutoAdvance(4, onChange, 1000, 3);
    vi.advanceTimersByTime(2000);
    expect(onChange.mock.calls).toEqual([[0], [1]]);
  });

  it("starts no timer for fewer than two slides", () => {
    const onChange = vi.fn();
    startAutoAdvance(0, onChange)();
    startAutoAdvance(1, onChange);
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(20000);
    expect(onChange).not.toHaveBeenCalled();
  });
});
