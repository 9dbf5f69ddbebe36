// The SQLite write thread (see write-thread.ts): its own connection to the database file, and a
// loop that commits the units of work the main thread sends in shared transactions (group
// commit). Everything here is synchronous better-sqlite3, which is the point: the inserts, the
// indexes, the triggers and the fsync of COMMIT block this thread instead of the event loop that
// serves HTTP. Imports nothing of the app, so it can be bundled or compiled on its own.
import { parentPort, workerData } from "node:worker_threads";
import BetterSqlite3 from "better-sqlite3";
import {
  MUST_CHANGE,
  RETURNS,
  type BatchReport,
  type PackedStatement,
  type ThreadRequest,
  type UnitOutcome,
} from "./write-thread";

const { filename, maxBatch } = workerData as {
  filename: string;
  maxBatch: number;
};
const db = new BetterSqlite3(filename);
// As the main connection (database.ts): every commit is fsynced before anyone is answered.
db.pragma("journal_mode = WAL");
db.pragma("synchronous = FULL");
db.pragma("foreign_keys = ON");
db.pragma("busy_timeout = 5000");
// An order's INSERT fires triggers (per-day totals, the search key), so SQLite keeps a statement
// journal to undo it alone; in a temporary file that journal was three quarters of the INSERT's
// time (about 100 µs down to 27). This connection only writes small units: in memory it stays small
// (docs/PERFORMANCE.md, "Placing orders").
db.pragma("temp_store = MEMORY");

const statements = new Map<string, BetterSqlite3.Statement>();
const prepare = (sql: string) => {
  let stmt = statements.get(sql);
  if (!stmt) {
    stmt = db.prepare(sql);
    if (statements.size >= 200) statements.clear();
    statements.set(sql, stmt);
  }
  return stmt;
};
// The SQL texts the main thread has sent by number (write-thread.ts, PackedStatement).
const texts: string[] = [];
const savepoint = db.prepare("savepoint unit");
const release = db.prepare("release unit");
const rollbackTo = db.prepare("rollback to unit");

/** A unit's statement that had to change a row changed none: undo the unit, tell its caller. */
class Conflict extends Error {}

/** Runs a unit's statements; the first row of each that returns one, in order (none: undefined). */
function runUnit(unit: PackedStatement[]): unknown[] | undefined {
  let returned: unknown[] | undefined;
  for (const [sql, parameters, flags] of unit) {
    const statement = prepare(typeof sql === "number" ? texts[sql] : sql);
    if (flags & RETURNS) {
      // SQLite makes all of a statement's changes at its first step: get() stores them all.
      const row: unknown = statement.get(parameters);
      if (flags & MUST_CHANGE && row === undefined) throw new Conflict();
      (returned ??= []).push(row);
    } else if (statement.run(parameters).changes === 0 && flags & MUST_CHANGE) throw new Conflict();
  }
  return returned;
}

const stored = (returned: unknown[] | undefined): UnitOutcome => (returned ? { ok: true, returned } : { ok: true });

const describe = (error: unknown): UnitOutcome => {
  if (error instanceof Conflict) return { ok: false, conflict: true };
  const e = error as { message?: string; code?: string };
  return { ok: false, error: String(e?.message ?? error), code: e?.code };
};

type Job = { id: number; unit: PackedStatement[] };
type Outcomes = [number, UnitOutcome][];

/** Commits the open transaction; if that fails, nothing of the batch is stored and all hear so. */
function commit(batch: Job[], outcomes: Outcomes): Outcomes {
  try {
    db.exec("commit");
    return outcomes;
  } catch (error) {
    if (db.inTransaction) db.exec("rollback");
    return batch.map(({ id }) => [id, describe(error)]);
  }
}

function begin(batch: Job[]): Outcomes | null {
  try {
    db.exec("begin immediate");
    return null;
  } catch (error) {
    return batch.map(({ id }) => [id, describe(error)]);
  }
}

/**
 * Each unit in a SAVEPOINT of its own, so one that fails is undone alone. Costly with the search
 * index: FTS5 writes out what it holds at every savepoint (a third of a unit's cost), so this is
 * only the way back when the quick way below meets a failing unit.
 */
function commitUnitByUnit(batch: Job[]): Outcomes {
  const failed = begin(batch);
  if (failed) return failed;
  const outcomes: Outcomes = [];
  for (const { id, unit } of batch) {
    savepoint.run();
    try {
      const returned = runUnit(unit);
      release.run();
      outcomes.push([id, stored(returned)]);
    } catch (error) {
      rollbackTo.run();
      release.run();
      outcomes.push([id, describe(error)]);
    }
  }
  return commit(batch, outcomes);
}

/** All units straight into one transaction; on the first that fails, start over unit by unit. */
function commitBatch(batch: Job[]): Outcomes {
  const failed = begin(batch);
  if (failed) return failed;
  const outcomes: Outcomes = [];
  try {
    for (const { id, unit } of batch) {
      const returned = runUnit(unit);
      outcomes.push([id, stored(returned)]);
    }
  } catch {
    if (db.inTransaction) db.exec("rollback");
    return commitUnitByUnit(batch);
  }
  return commit(batch, outcomes);
}

const queue: Job[] = [];
let scheduled = false;
// Held by the main thread (write-thread.ts pause()) while its own connection writes.
let paused = false;

function schedule() {
  if (scheduled || paused || queue.length === 0) return;
  scheduled = true;
  // Node delivers every message already waiting before setImmediate runs, so the units that
  // arrived while the last batch committed all join the next one.
  setImmediate(flush);
}

function flush() {
  scheduled = false;
  while (queue.length && !paused) {
    const batch = queue.splice(0, maxBatch);
    const report: BatchReport = { outcomes: commitBatch(batch) };
    parentPort!.postMessage(report);
  }
}

parentPort!.on("message", (request: ThreadRequest) => {
  switch (request.type) {
    case "units":
      for (const [n, text] of request.sql) texts[n] = text;
      for (const [id, unit] of request.units) queue.push({ id, unit });
      schedule();
      return;
    case "pause":
      // Messages are handled between batches: no transaction is open here.
      paused = true;
      parentPort!.postMessage({ paused: true });
      return;
    case "resume":
      paused = false;
      schedule();
      return;
    case "close":
      // Everything sent before "close" is queued by now: commit it, then let the thread end.
      paused = false;
      flush();
      db.close();
      parentPort!.close();
      return;
  }
});
