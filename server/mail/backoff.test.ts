import { describe, expect, it } from "vitest";
import { nextAttemptAt } from "./backoff";

const created = new Date("2026-11-24T10:00:00Z");
const after = (ms: number) => new Date(created.getTime() + ms);

describe("nextAttemptAt", () => {
  it("doubles the wait from the first", () => {
    expect(nextAttemptAt(created, 1, created, 30_000)).toEqual(after(30_000));
    expect(nextAttemptAt(created, 2, created, 30_000)).toEqual(after(60_000));
    expect(nextAttemptAt(created, 5, created, 30_000)).toEqual(after(480_000));
  });

  it("never waits more than two hours", () => {
    const now = after(60 * 60 * 1000);
    expect(nextAttemptAt(created, 20, now, 30_000)).toEqual(new Date(now.getTime() + 2 * 60 * 60 * 1000));
  });

  it("tries a last time at the end of the day, then gives up", () => {
    const lateInTheDay = after(23 * 60 * 60 * 1000);
    expect(nextAttemptAt(created, 20, lateInTheDay, 30_000)).toEqual(after(24 * 60 * 60 * 1000));
    expect(nextAttemptAt(created, 21, after(24 * 60 * 60 * 1000), 30_000)).toBeNull();
  });
});
