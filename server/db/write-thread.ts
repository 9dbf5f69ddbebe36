// Group commit on a thread of its own, for SQLite orders (decision record 008).
//
// With synchronous=FULL every commit waits for an fsync, and SQLite has one writer, so one
// transaction per order caps a shop at a few hundred orders a second. The write thread collects
// the units of work that arrive while it is busy and commits them in ONE `BEGIN IMMEDIATE …
// COMMIT` (one fsync). A unit that fails is rolled back alone (the batch is run again with a
// SAVEPOINT per unit) and only its caller hears. Nobody is answered before the commit that holds
// their unit.
//
// It runs on a worker thread with its own connection because better-sqlite3 is synchronous: on the
// main thread the inserts, the search index and the fsync would block the event loop that parses
// HTTP (docs/PERFORMANCE.md#2-placing-orders). A unit is plain data, statements Kysely has compiled, so the
// queries are still written once, with Kysely, by the code that owns them.
import { Worker } from "node:worker_threads";
import { workerScript } from "../worker-script";
import type { Statement } from "./insert-template";

export interface WriteStatement extends Statement {
  /** The unit is a conflict (undone, reported as such) if this statement changes no row. */
  mustChange?: boolean;
  /**
   * The statement has a RETURNING clause: its first row comes back in the unit's result (in the
   * order of such statements), so the caller need not read it again after the commit.
   */
  returns?: boolean;
}

export interface WriteUnit {
  statements: WriteStatement[];
}

/**
 * A statement as it travels to the thread: its SQL by number, the parameters, and flags. Each SQL
 * text crosses once, in the `sql` of the first message that uses it: copying the text of every
 * statement of every order into each message was a tenth of the event loop's work per order
 * (docs/PERFORMANCE.md, "Placing orders"). Past a bound of distinct texts (a
 * caller writing values into its SQL), further ones travel whole, each time.
 */
export type PackedStatement = [sql: number | string, parameters: readonly unknown[], flags: number];
export const MUST_CHANGE = 1;
export const RETURNS = 2;

export type UnitOutcome =
  { ok: true; returned?: unknown[] } | { ok: false; conflict: true } | { ok: false; error: string; code?: string };
export type ThreadRequest =
  | { type: "units"; sql: [number, string][]; units: [number, PackedStatement[]][] }
  | { type: "pause" }
  | { type: "resume" }
  | { type: "close" };
export interface BatchReport {
  outcomes: [number, UnitOutcome][];
}

/** Stored, with the first row of each statement that `returns` (undefined when it gave none). */
type UnitResult = { stored: true; returned: unknown[] } | "conflict";

interface WriteStats {
  batches: number;
  units: number;
  largestBatch: number;
}

export interface UnitWriter {
  /** Stores the unit in the next batch; resolves once that batch has committed. */
  run(unit: WriteUnit): Promise<UnitResult>;
  readonly stats: WriteStats;
  /**
   * Holds the thread between batches, out of any transaction, so the main connection can write
   * without meeting the lock (its busy handler would sleep on the event loop). Resolves once the
   * thread has stopped; call the returned function to let it go on. Calls nest.
   */
  pause(): Promise<() => void>;
  /** Commits what is queued, then stops. */
  close(): Promise<void>;
}

/** A database error from the write thread, with SQLite's code (e.g. SQLITE_CONSTRAINT_CHECK). */
export class WriteError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** Distinct SQL texts sent by number to one thread (the order path has a few dozen). */
const MAX_NUMBERED_SQL = 1000;

/** Bounds one transaction, so no single batch holds the write lock for long. */
const MAX_BATCH = 256;

const settle = (outcome: UnitOutcome): UnitResult => {
  if (outcome.ok) return { stored: true, returned: outcome.returned ?? [] };
  if ("conflict" in outcome) return "conflict";
  throw new WriteError(outcome.error, outcome.code);
};

export function createWriteThread(filename: string, options: { maxBatch?: number } = {}): UnitWriter {
  const maxBatch = options.maxBatch ?? MAX_BATCH;
  const stats: WriteStats = { batches: 0, units: 0, largestBatch: 0 };
  const pending = new Map<number, { resolve(result: UnitResult): void; reject(error: unknown): void }>();
  let worker: Worker | null = null;
  let nextId = 1;
  let closed: Promise<void> | null = null;
  let pauses = 0;
  let paused: Promise<void> = Promise.resolve();
  let onPaused: (() => void) | null = null;

  // Units go to the thread in one message per turn of the event loop rather than one each: a
  // message costs both threads a wake-up, and under load dozens of orders arrive in one turn.
  // Everything in it is for the current thread: a thread that ends takes its outbox with it.
  let outbox: [number, PackedStatement[]][] = [];
  // The SQL texts the current thread has been sent, by number; texts new to it go with the next message.
  let sqlNumbers = new Map<string, number>();
  let newSql: [number, string][] = [];
  /** The SQL's number for the thread (sent with the next message when new), or the text itself past the bound. */
  const numbered = (sql: string): number | string => {
    const known = sqlNumbers.get(sql);
    if (known !== undefined) return known;
    if (sqlNumbers.size >= MAX_NUMBERED_SQL) return sql;
    const n = sqlNumbers.size;
    sqlNumbers.set(sql, n);
    newSql.push([n, sql]);
    return n;
  };
  const pack = (unit: WriteUnit): PackedStatement[] =>
    unit.statements.map(({ sql, parameters, mustChange, returns }) => [
      numbered(sql),
      parameters,
      (mustChange ? MUST_CHANGE : 0) | (returns ? RETURNS : 0),
    ]);
  const flushOutbox = () => {
    if (outbox.length === 0) return;
    const units = outbox;
    const sql = newSql;
    outbox = [];
    newSql = [];
    worker?.postMessage({ type: "units", sql, units } satisfies ThreadRequest);
  };
  // Anything else waits for the units posted before it, so the thread sees them in order.
  const post = (w: Worker, request: ThreadRequest) => {
    flushOutbox();
    w.postMessage(request);
  };

  const failAll = (error: unknown) => {
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  };

  const start = () => {
    const w = new Worker(workerScript("write-thread-worker", new URL("./write-thread-worker.ts", import.meta.url)), {
      workerData: { filename, maxBatch },
    });
    // Held open only while units are in flight: an idle writer never keeps a process alive.
    w.unref();
    // A thread started while the main connection holds a pause waits for its release too.
    if (pauses > 0) post(w, { type: "pause" });
    w.on("message", (report: BatchReport | { paused: true }) => {
      if ("paused" in report) {
        onPaused?.();
        onPaused = null;
        if (pending.size === 0) w.unref();
        return;
      }
      stats.batches += 1;
      stats.units += report.outcomes.length;
      stats.largestBatch = Math.max(stats.largestBatch, report.outcomes.length);
      for (const [id, outcome] of report.outcomes) {
        const p = pending.get(id);
        pending.delete(id);
        try {
          p?.resolve(settle(outcome));
        } catch (error) {
          p?.reject(error);
        }
      }
      if (pending.size === 0) w.unref();
    });
    w.on("error", (error) => failAll(error));
    w.on("exit", (code) => {
      if (worker === w) {
        worker = null;
        // Its callers hear below; their units must not go to the next thread, which knows no SQL yet.
        outbox = [];
        sqlNumbers = new Map();
        newSql = [];
      }
      onPaused?.();
      onPaused = null;
      // A thread that died (it cannot open the file, say) is started again by the next unit.
      failAll(new WriteError(`the write thread stopped (exit code ${code})`));
    });
    return w;
  };

  return {
    run(unit) {
      if (closed) return Promise.reject(new WriteError("the database is closed"));
      worker ??= start();
      const w = worker;
      const id = nextId++;
      return new Promise<UnitResult>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        w.ref();
        if (outbox.push([id, pack(unit)]) === 1) setImmediate(flushOutbox);
      });
    },
    stats,
    pause() {
      pauses += 1;
      if (pauses === 1 && worker) {
        const w = worker;
        paused = new Promise<void>((resolve) => (onPaused = resolve));
        w.ref();
        post(w, { type: "pause" });
      }
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        pauses -= 1;
        if (pauses === 0 && worker) post(worker, { type: "resume" });
      };
      return paused.then(() => release);
    },
    close() {
      closed ??= worker
        ? new Promise<void>((resolve) => {
            const w = worker!;
            w.once("exit", () => resolve());
            w.ref();
            post(w, { type: "close" });
          })
        : Promise.resolve();
      return closed;
    },
  };
}
