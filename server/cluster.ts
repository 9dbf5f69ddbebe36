// Several server processes on one port (docs/decisions/024): with WORKERS=N and
// PostgreSQL, this primary prepares the database (migrations, seed) once, then starts N workers
// (node:cluster), each a whole server. Everything they share lives in the database or travels
// through LISTEN/NOTIFY. A worker that dies is replaced (slower and slower if it keeps dying at
// start); SIGTERM is passed to every worker, which drains as a single server does, and the
// primary leaves once they all have.
import cluster, { type Worker } from "node:cluster";
import type { ChildProcess } from "node:child_process";
import type { Config } from "./config";
import { openConfiguredDatabase } from "./db/database";
import { migrateToLatest } from "./db/migrate";
import { seedCatalogue } from "./db/seed";
import type { Logger } from "./log";
import { serveClusterMetrics } from "./cluster-metrics";

/** Why SQLite runs in one process: said when WORKERS asks for more. */
export const ONE_PROCESS_ON_SQLITE =
  "WORKERS above 1 needs PostgreSQL (DATABASE_URL=postgres://…): a SQLite database is written by one " +
  "process, whose write thread commits the orders in groups and keeps the search index and the " +
  "order limits. Unset WORKERS (or set WORKERS=1) to run on SQLite.";

/** A worker that lived less than this is counted as failing at start. */
const EARLY_DEATH_MS = 5_000;
const MAX_RESTART_DELAY_MS = 30_000;
/** Each worker drains within its own grace period (server/index.ts); then it is killed. */
const STOP_DEADLINE_MS = 20_000;

/** The part of node:cluster's internal messages read here (lib/internal/cluster/*.js). */
interface ClusterMessage {
  cmd?: unknown;
  act?: unknown;
  seq?: unknown;
  ack?: unknown;
}
interface ConnectionHandle {
  close(): void;
}
const isClusterMessage = (message: unknown): message is ClusterMessage =>
  typeof message === "object" && message !== null && (message as ClusterMessage).cmd === "NODE_CLUSTER";

/**
 * Node's round-robin primary accepts each connection, sends it to a worker over IPC, and closes its
 * own copy only when the worker acknowledges it (round_robin_handle.js). A worker killed in between
 * never does: the primary kept the connection open, unread and unanswered, for good (about one per
 * kill under load). The handoffs still waiting for an acknowledgement when the worker's channel
 * closes are closed here, so their clients see a reset and can try again (docs/decisions/024).
 */
function closeHandoffsLostWith(worker: Worker): void {
  const child: ChildProcess = worker.process;
  const waiting = new Map<number, ConnectionHandle>();
  const send = child.send;
  child.send = function (this: ChildProcess, message: unknown, handle?: unknown, ...rest: unknown[]) {
    if (isClusterMessage(message) && message.act === "newconn" && typeof message.seq === "number" && handle)
      waiting.set(message.seq, handle as ConnectionHandle);
    return (send as (...args: unknown[]) => boolean).call(this, message, handle, ...rest);
  };
  child.on("internalMessage", (message: unknown) => {
    if (isClusterMessage(message) && typeof message.ack === "number") waiting.delete(message.ack);
  });
  const closeWaiting = () => {
    for (const handle of waiting.values()) handle.close();
    waiting.clear();
  };
  child.once("disconnect", closeWaiting);
  child.once("exit", closeWaiting);
}

export async function runPrimary(config: Config, log: Logger): Promise<void> {
  const db = openConfiguredDatabase(config);
  try {
    await migrateToLatest(db);
    await seedCatalogue(db);
  } finally {
    await db.close();
  }
  serveClusterMetrics();

  const started = new Map<number, number>();
  let stopping = false;
  let earlyDeaths = 0;

  const fork = () => {
    const worker = cluster.fork();
    started.set(worker.id, Date.now());
    closeHandoffsLostWith(worker);
  };
  cluster.on("exit", (worker: Worker, code, signal) => {
    const lived = Date.now() - (started.get(worker.id) ?? 0);
    started.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        log.info("all workers stopped");
        process.exit(0);
      }
      return;
    }
    earlyDeaths = lived < EARLY_DEATH_MS ? earlyDeaths + 1 : 0;
    const delay = earlyDeaths === 0 ? 0 : Math.min(MAX_RESTART_DELAY_MS, 500 * 2 ** earlyDeaths);
    log.warn("worker stopped; starting another", { worker: worker.process.pid, code, signal, restartInMs: delay });
    setTimeout(fork, delay);
  });

  for (let i = 0; i < config.workers; i++) fork();
  log.info(`started ${config.workers} workers`);

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal} received, stopping the workers`);
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    if (workers.length === 0) process.exit(0);
    // Each worker's own handler drains it (server/index.ts); the IPC channel stays open meanwhile.
    for (const worker of workers) worker.process.kill("SIGTERM");
    setTimeout(() => {
      log.warn("workers did not stop in time; killing them");
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGKILL");
      process.exit(1);
    }, STOP_DEADLINE_MS).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}
