// The order event hub of one server process. Publishing writes the event to the database (numbered
// in commit order, see event-store.ts); delivery always reads back from that table, whichever
// process wrote the row, so every subscriber sees every event once and in order:
// - PostgreSQL: LISTEN/NOTIFY wakes every process on the database within milliseconds;
// - SQLite: a publish in this process wakes the hub at once;
// - both: a slow poll catches anything a wake-up missed (a dropped listener, another process).
// Nothing runs until the first subscriber: a process nobody watches only writes rows.
import type { Db } from "../db/database";
import type { Logger } from "../log";
import { channelName, eventsAfter, latestEventId, pruneEvents, recordEvent, type StoredOrderEvent } from "./event-store";
import type { OrderEvent } from "../../app/admin/orders/orders-contract";
import { startPgListener, type PgListener } from "./pg-listener";
import { outageOf } from "../db/availability";

type OrderListener = (event: StoredOrderEvent) => void;

export interface RealtimeHub {
  /** Records an event and wakes subscribers; resolves to its id, or null if it could not be stored. */
  publish(event: OrderEvent): Promise<number | null>;
  /** Fire-and-forget publish (the event bus interface the rest of the server already uses). */
  emit(event: "order", payload: OrderEvent): void;
  /** Live events from now on, in id order. */
  on(event: "order", listener: OrderListener): void;
  off(event: "order", listener: OrderListener): void;
  /** Wake the hub after committing a transaction that recorded events itself (insertEvent). */
  poke(): void;
  /**
   * Events after `lastEventId` (replayed from the table), then live ones, each exactly once.
   * Without an id (or with one this database never issued) it starts from now. `onClose` runs
   * if the hub shuts down first. Resolves to the unsubscribe function.
   */
  subscribe(lastEventId: number | null, send: OrderListener, onClose?: () => void): Promise<() => void>;
  close(): Promise<void>;
}

export interface HubOptions {
  db: Db;
  log: Logger;
  /** PostgreSQL URL for the LISTEN connection; without one PostgreSQL falls back to fast polling. */
  databaseUrl?: string | null;
  /** Events older than this are deleted (hourly). */
  retentionMs?: number;
}

const BATCH = 500;
/** A dashboard away for longer than this many events just gets the latest ones; it reloads anyway. */
const MAX_REPLAY = 1000;
const POLL_WITH_LISTEN_MS = 30_000;
const POLL_SQLITE_MS = 5_000;
const POLL_PG_WITHOUT_LISTEN_MS = 1_000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;
const DEFAULT_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

export function createRealtimeHub(options: HubOptions): RealtimeHub {
  const { db, log } = options;
  const listeners = new Set<OrderListener>();
  const closers = new Set<() => void>();
  const timers: NodeJS.Timeout[] = [];
  let cursor = 0;
  let started: Promise<void> | null = null;
  let closed = false;
  let draining = false;
  let again = false;
  let pgListener: PgListener | null = null;

  const dispatch = (event: StoredOrderEvent) => {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        log.error("order event listener failed", error);
      }
    }
  };

  const drain = async () => {
    if (draining) {
      again = true;
      return;
    }
    draining = true;
    try {
      do {
        again = false;
        for (;;) {
          const batch = await eventsAfter(db, cursor, BATCH);
          for (const event of batch) {
            cursor = event.id;
            dispatch(event);
          }
          if (batch.length < BATCH || closed) break;
        }
      } while (again && !closed);
    } catch (error) {
      // An outage is reported once by the database's availability; the poll reads on once it ends.
      if (!closed && !outageOf(error)) log.error("reading order events failed", error);
    } finally {
      draining = false;
    }
  };

  const poke = () => {
    if (started && !closed) started.then(drain, () => {});
  };

  const every = (ms: number, task: () => void) => {
    const timer = setInterval(task, ms);
    timer.unref();
    timers.push(timer);
  };

  const prune = () => {
    const before = new Date(Date.now() - (options.retentionMs ?? DEFAULT_RETENTION_MS));
    pruneEvents(db, before).catch((error) => {
      if (!outageOf(error)) log.error("pruning order events failed", error);
    });
  };

  const start = (): Promise<void> => {
    if (closed) return Promise.reject(new Error("the event hub is closed"));
    started ??= (async () => {
      cursor = await latestEventId(db);
      const url = options.databaseUrl ?? "";
      let pollMs = POLL_SQLITE_MS;
      if (db.engine === "postgres") {
        if (/^postgres(ql)?:\/\//.test(url)) {
          const channel = await channelName(db);
          pgListener = startPgListener({
            url,
            channel,
            log,
            onNotify: poke,
            onConnected: poke,
            onOutage: (error) => db.availability.observe(error),
          });
          pollMs = POLL_WITH_LISTEN_MS;
        } else {
          log.warn("no PostgreSQL URL for LISTEN; polling for order events instead");
          pollMs = POLL_PG_WITHOUT_LISTEN_MS;
        }
      }
      every(pollMs, poke);
      every(PRUNE_EVERY_MS, prune);
      prune();
    })().catch((error) => {
      started = null;
      throw error;
    });
    return started;
  };

  const publish = async (event: OrderEvent): Promise<number | null> => {
    try {
      const id = await recordEvent(db, event);
      poke();
      return id;
    } catch (error) {
      if (!outageOf(error)) log.error("recording an order event failed", error);
      return null;
    }
  };

  return {
    publish,

    emit(_name, payload) {
      void publish(payload);
    },

    on(_name, listener) {
      listeners.add(listener);
      start().catch((error) => log.error("starting the order event hub failed", error));
    },

    off(_name, listener) {
      listeners.delete(listener);
    },

    poke,

    async subscribe(lastEventId, send, onClose) {
      await start();
      let sent = 0;
      let live = false;
      const buffered: StoredOrderEvent[] = [];
      const deliver = (event: StoredOrderEvent) => {
        if (event.id <= sent) return;
        sent = event.id;
        send(event);
      };
      const listener: OrderListener = (event) => (live ? deliver(event) : buffered.push(event));
      // Listen before reading the table: whatever commits in between arrives twice, never zero
      // times, and `sent` drops the second copy.
      listeners.add(listener);
      if (onClose) closers.add(onClose);
      const unsubscribe = () => {
        listeners.delete(listener);
        if (onClose) closers.delete(onClose);
      };
      try {
        const latest = await latestEventId(db);
        if (lastEventId === null || lastEventId > latest) {
          sent = latest;
        } else {
          sent = Math.max(lastEventId, latest - MAX_REPLAY);
          for (;;) {
            const batch = await eventsAfter(db, sent, BATCH);
            batch.forEach(deliver);
            if (batch.length < BATCH) break;
          }
        }
        live = true;
        buffered.splice(0).forEach(deliver);
      } catch (error) {
        unsubscribe();
        throw error;
      }
      poke();
      return unsubscribe;
    },

    async close() {
      closed = true;
      timers.splice(0).forEach(clearInterval);
      await pgListener?.close();
      pgListener = null;
      listeners.clear();
      const pending = [...closers];
      closers.clear();
      pending.forEach((fn) => fn());
    },
  };
}
