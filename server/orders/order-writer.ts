// Group commit for SQLite. With synchronous=FULL every commit waits for an fsync (about 1.5 ms on
// our disks), and SQLite has one writer, so one transaction per order caps a shop at a few hundred
// orders a second however fast the rest is. This writer collects the units of work that arrive
// while the event loop is busy and runs them in ONE `BEGIN IMMEDIATE … COMMIT` (one fsync), each
// inside its own SAVEPOINT: a unit that throws is rolled back alone and only its caller sees the
// error. Every caller is answered only after the commit that holds its work has returned, so an
// acknowledged order is exactly as durable as with a transaction of its own.
//
// PostgreSQL needs none of this (many connections, its own group commit), so callers use the
// writer on SQLite only.
import { sql, type Transaction } from "kysely";
import type { Db } from "../db/database";
import type { Database } from "../db/schema";

export type Work<T> = (trx: Transaction<Database>) => Promise<T>;

interface Job {
  work: Work<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

export interface GroupCommitStats {
  batches: number;
  units: number;
  largestBatch: number;
}

export interface GroupCommitWriter {
  /** Runs `work` in the next batch's transaction; resolves once that transaction has committed. */
  run<T>(work: Work<T>): Promise<T>;
  readonly stats: GroupCommitStats;
}

/** Bounds one transaction's size so the event loop is never held for long by a single batch. */
export const MAX_BATCH = 256;

export function createGroupCommitWriter(db: Db, options: { maxBatch?: number } = {}): GroupCommitWriter {
  const maxBatch = options.maxBatch ?? MAX_BATCH;
  const queue: Job[] = [];
  const stats: GroupCommitStats = { batches: 0, units: 0, largestBatch: 0 };
  let scheduled = false;
  let running = false;

  const runBatch = async (jobs: Job[]) => {
    const outcomes: { ok: boolean; value: unknown }[] = [];
    try {
      await db.kysely.transaction().execute(async (trx) => {
        for (const job of jobs) {
          await sql`savepoint unit`.execute(trx);
          try {
            const value = await job.work(trx);
            await sql`release unit`.execute(trx);
            outcomes.push({ ok: true, value });
          } catch (error) {
            // Undo this unit only; the others in the batch stay and commit.
            await sql`rollback to unit`.execute(trx);
            await sql`release unit`.execute(trx);
            outcomes.push({ ok: false, value: error });
          }
        }
      });
    } catch (error) {
      // BEGIN or COMMIT failed (or a savepoint could not be undone): nothing of this batch is
      // stored, and every caller hears so.
      for (const job of jobs) job.reject(error);
      return;
    }
    stats.batches += 1;
    stats.units += jobs.length;
    stats.largestBatch = Math.max(stats.largestBatch, jobs.length);
    jobs.forEach((job, i) => (outcomes[i].ok ? job.resolve(outcomes[i].value) : job.reject(outcomes[i].value)));
  };

  const flush = async () => {
    scheduled = false;
    if (running) return;
    running = true;
    try {
      while (queue.length) await runBatch(queue.splice(0, maxBatch));
    } finally {
      running = false;
    }
  };

  const schedule = () => {
    if (scheduled || running) return;
    scheduled = true;
    // setImmediate runs after the poll phase, so every request parsed in this turn of the event
    // loop joins the batch; while a batch commits, newcomers queue for the next one.
    setImmediate(() => void flush());
  };

  return {
    run<T>(work: Work<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        queue.push({ work: work as Work<unknown>, resolve: resolve as (v: unknown) => void, reject });
        schedule();
      });
    },
    stats,
  };
}

const writers = new WeakMap<Db, GroupCommitWriter>();

/** The one writer of a database handle: batching works only if every order goes through it. */
export function groupCommitWriter(db: Db): GroupCommitWriter {
  let writer = writers.get(db);
  if (!writer) {
    writer = createGroupCommitWriter(db);
    writers.set(db, writer);
  }
  return writer;
}
