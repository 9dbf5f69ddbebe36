import { describe, expect, it } from "vitest";
import { collectGarbageBeforeHeavyWork } from "./heap";

describe("collectGarbageBeforeHeavyWork", () => {
  it("gives back the garbage the heap holds, then waits before collecting again", () => {
    // Garbage that survives a young collection or two, as a request's objects do, then let go.
    let garbage: string[][] | null = Array.from({ length: 400 }, (_, i) =>
      Array.from({ length: 1_000 }, (_, j) => `row ${i} cell ${j}`),
    );
    expect(garbage.length).toBe(400);
    garbage = null;
    const before = process.memoryUsage().heapUsed;

    const first = collectGarbageBeforeHeavyWork(1_000_000);
    const after = process.memoryUsage().heapUsed;
    expect(first).not.toBeNull();
    // 400,000 short strings and their arrays are tens of megabytes; at least 10 MB must be back.
    expect(before - after).toBeGreaterThan(10 * 1024 * 1024);

    // Asked again within the interval: no second pause.
    expect(collectGarbageBeforeHeavyWork(1_000_000 + 5_000)).toBeNull();
    expect(collectGarbageBeforeHeavyWork(1_000_000 + 10_001)).not.toBeNull();
  });
});
