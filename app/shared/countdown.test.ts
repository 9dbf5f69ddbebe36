import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  countdownParts,
  countdownPaintScript,
  launchAhead,
  parseLaunchTarget,
  startCountdown,
  type CountdownParts,
} from "./countdown";

const target = parseLaunchTarget("2025-07-01T00:00:00");
const before = (ms: number) => new Date(target.getTime() - ms);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe("parseLaunchTarget", () => {
  it("reads a zone-less target as Qatar time (UTC+3)", () => {
    expect(target.toISOString()).toBe("2025-06-30T21:00:00.000Z");
    expect(parseLaunchTarget("2025-07-01").toISOString()).toBe("2025-06-30T21:00:00.000Z");
    expect(parseLaunchTarget("2025-07-01T12:30").toISOString()).toBe("2025-07-01T09:30:00.000Z");
  });

  it("respects an explicit zone", () => {
    expect(parseLaunchTarget("2025-07-01T00:00:00Z").toISOString()).toBe("2025-07-01T00:00:00.000Z");
    expect(parseLaunchTarget("2025-07-01T00:00:00+01:00").toISOString()).toBe("2025-06-30T23:00:00.000Z");
  });

  it("gives an invalid date for garbage, which counts as expired", () => {
    const bad = parseLaunchTarget("next tuesday");
    expect(Number.isNaN(bad.getTime())).toBe(true);
    expect(countdownParts(bad, new Date()).expired).toBe(true);
  });
});

describe("countdownParts", () => {
  it("shows days when one day or more remains", () => {
    expect(countdownParts(target, before(3 * DAY + 4 * HOUR + 5 * MINUTE + 6 * SECOND))).toEqual({
      expired: false,
      days: 3,
      hours: "04",
      minutes: "05",
      seconds: "06",
    });
    expect(countdownParts(target, before(DAY)).days).toBe(1);
  });

  it("hides days under one day and pads to two digits", () => {
    expect(countdownParts(target, before(DAY - SECOND))).toEqual({
      expired: false,
      days: null,
      hours: "23",
      minutes: "59",
      seconds: "59",
    });
    expect(countdownParts(target, before(9 * SECOND + 500))).toMatchObject({
      days: null,
      hours: "00",
      minutes: "00",
      seconds: "09",
    });
  });

  it("shows zeros and expired at and after the target", () => {
    const zeros = { expired: true, days: null, hours: "00", minutes: "00", seconds: "00" };
    expect(countdownParts(target, target)).toEqual(zeros);
    expect(countdownParts(target, new Date(target.getTime() + 5 * DAY))).toEqual(zeros);
  });
});

describe("startCountdown", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("ticks immediately and then each second until stopped", () => {
    vi.setSystemTime(before(DAY + 10 * SECOND));
    const ticks: CountdownParts[] = [];
    const stop = startCountdown(target, (p) => ticks.push(p));
    expect(ticks).toHaveLength(1);
    expect(ticks[0]).toMatchObject({ days: 1, seconds: "10" });

    vi.advanceTimersByTime(999);
    expect(ticks).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(ticks).toHaveLength(2);
    expect(ticks[1].seconds).toBe("09");

    vi.advanceTimersByTime(3000);
    expect(ticks.map((t) => t.seconds)).toEqual(["10", "09", "08", "07", "06"]);

    stop();
    vi.advanceTimersByTime(5000);
    expect(ticks).toHaveLength(5);
  });

  it("drops the days box once under a day remains, and stops after the target", () => {
    vi.setSystemTime(before(DAY + SECOND));
    const ticks: CountdownParts[] = [];
    startCountdown(target, (p) => ticks.push(p));
    vi.advanceTimersByTime(SECOND);
    expect(ticks.map((t) => t.days)).toEqual([1, 1]);
    vi.advanceTimersByTime(SECOND);
    expect(ticks[2]).toMatchObject({ days: null, hours: "23", minutes: "59", seconds: "59" });

    vi.setSystemTime(new Date(target.getTime() + SECOND));
    vi.advanceTimersByTime(SECOND);
    expect(ticks.at(-1)).toEqual({ expired: true, days: null, hours: "00", minutes: "00", seconds: "00" });
    const count = ticks.length;
    vi.advanceTimersByTime(10 * SECOND);
    expect(ticks).toHaveLength(count);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("starts no timer when the target has already passed", () => {
    vi.setSystemTime(new Date(target.getTime() + DAY));
    const onTick = vi.fn();
    startCountdown(target, onTick);
    expect(onTick).toHaveBeenCalledOnce();
    expect(onTick.mock.calls[0][0]).toMatchObject({ expired: true });
    expect(vi.getTimerCount()).toBe(0);
  });

  it("accepts injected clock and timer functions", () => {
    let clock = before(2 * SECOND).getTime();
    let scheduled: (() => void) | null = null;
    const clearInterval = vi.fn();
    const onTick = vi.fn();
    const stop = startCountdown(target, onTick, {
      now: () => clock,
      setInterval: (cb, ms) => {
        expect(ms).toBe(1000);
        scheduled = cb;
        return 123;
      },
      clearInterval,
    });
    expect(onTick).toHaveBeenLastCalledWith(expect.objectContaining({ seconds: "02" }));
    clock += SECOND;
    scheduled!();
    expect(onTick).toHaveBeenLastCalledWith(expect.objectContaining({ seconds: "01" }));
    stop();
    expect(clearInterval).toHaveBeenCalledWith(123);
  });
});

describe("launchAhead", () => {
  const now = Date.parse("2026-11-24T09:00:00Z");
  it("shows the banner only for a readable target still ahead", () => {
    expect(launchAhead(null, now)).toBeNull();
    expect(launchAhead("", now)).toBeNull();
    expect(launchAhead("2025-07-01T00:00:00", now)).toBeNull();
    expect(launchAhead("soon", now)).toBeNull();
    expect(launchAhead("2027-03-01T00:00:00", now)?.toISOString()).toBe("2027-02-28T21:00:00.000Z");
  });
});

describe("countdownPaintScript", () => {
  it("is the same arithmetic as countdownParts, self-contained", () => {
    const source = countdownPaintScript();
    const painter = source.slice(source.indexOf("(function countdownParts"), source.indexOf(")(new Date("));
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- evaluating the very text the page runs.
    const run = new Function(`return ${painter})`)() as typeof countdownParts;
    for (const at of ["2025-06-28T07:00:00Z", "2025-06-30T20:59:58Z", "2025-07-02T00:00:00Z"]) {
      expect(run(target, new Date(at))).toEqual(countdownParts(target, new Date(at)));
    }
  });
});
