// A full collection of the server's heap, asked for before a job that needs memory of its own (the
// orders CSV's thread). V8 gives back the garbage of the requests before only at its next major
// collection, which may be minutes away on a quiet server: after the admin's questions the old
// space held about 50 MB of it, and the export's peak stood on top (docs/PERFORMANCE.md, "The orders
// CSV of a million orders"; decision 053).
//
// Node offers no call for this without `--expose-gc` on its command line, which `npm start` and the
// service unit do not pass; the flag set at run time gives the collector to a context made after it.
import v8 from "node:v8";
import vm from "node:vm";

type Collect = () => void;
let collect: Collect | null = null;

function collector(): Collect {
  if (collect) return collect;
  const exposed = (globalThis as { gc?: Collect }).gc;
  if (typeof exposed === "function") return (collect = exposed);
  v8.setFlagsFromString("--expose-gc");
  return (collect = vm.runInNewContext("gc") as Collect);
}

/** A collection pauses the event loop (tens of milliseconds): at most one this often. */
const AT_MOST_EVERY_MS = 10_000;
let last = -Infinity;

/**
 * Collects the heap's garbage now, unless it was done in the last few seconds. Returns how long
 * the event loop was held (ms), or null when skipped.
 */
export function collectGarbageBeforeHeavyWork(now = performance.now()): number | null {
  if (now - last < AT_MOST_EVERY_MS) return null;
  last = now;
  const started = performance.now();
  collector()();
  return performance.now() - started;
}
