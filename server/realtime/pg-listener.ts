// One dedicated PostgreSQL connection that LISTENs on a channel (order events, catalogue changes), so every server process on the
// database hears every other's changes. It reconnects with backoff when the connection drops and
// reports each (re)connection, after which the caller catches up from the event table: a
// notification sent while we were away is lost, the table row is not.
import pg from "pg";
import type { Logger } from "../log";
import { outageOf } from "../db/availability";
import { CONNECT_TIMEOUT_MS } from "../db/database";

export interface PgListener {
  close(): Promise<void>;
}

export interface PgListenerOptions {
  url: string;
  channel: string;
  log: Logger;
  /** The notification's payload ("" when none was sent). */
  onNotify: (payload: string) => void;
  /** Called after every successful LISTEN, the first one included. */
  onConnected: () => void;
  /**
   * Hears an error that means the database is away (server/db/availability.ts), which reports the
   * outage once; without it, or for any other error, the listener logs a warning.
   */
  onOutage?: (error: Error) => void;
}

const RETRY_MIN_MS = 500;
// Short enough that a database back from an outage is heard within seconds.
const RETRY_MAX_MS = 5_000;

export function startPgListener(options: PgListenerOptions): PgListener {
  let client: pg.Client | null = null;
  let closed = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | null = null;

  const schedule = () => {
    if (closed || timer) return;
    const delay = Math.min(RETRY_MAX_MS, RETRY_MIN_MS * 2 ** attempt++);
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, delay);
    timer.unref();
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: options.url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true });
    client = next;
    // Both fire on a dropped connection; retiring the client first makes the second a no-op.
    const retire = (error?: Error) => {
      if (client !== next) return;
      client = null;
      if (closed) {
        // Closing: nothing to report.
      } else if (error && options.onOutage && outageOf(error)) {
        options.onOutage(error);
      } else {
        options.log.warn("database listener disconnected; reconnecting", {
          channel: options.channel,
          reason: error?.message ?? "ended",
        });
      }
      next.end().catch(() => {});
      schedule();
    };
    next.on("error", retire);
    next.on("end", () => retire());
    next.on("notification", (message) => {
      if (message.channel === options.channel) options.onNotify(message.payload ?? "");
    });
    try {
      await next.connect();
      await next.query(`listen "${options.channel.replace(/"/g, '""')}"`);
      if (closed) {
        await next.end();
        return;
      }
      attempt = 0;
      options.onConnected();
    } catch (error) {
      retire(error instanceof Error ? error : new Error(String(error)));
    }
  };

  void connect();

  return {
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
