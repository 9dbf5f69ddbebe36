// Whether the database can take requests now (docs/decisions/026-database-outages.md). Every
// database error passes through outageOf(), which tells an outage (PostgreSQL unreachable, its
// connection closed; SQLite's disk full or failing) from an error of the request itself. The first
// outage error turns the state to "database" or "disk": requests that need the database answer 503
// with Retry-After (server/api/unavailable.ts), /readyz says not ready with that reason, and a check
// runs every few seconds until the database answers again (a write, for the disk), so the shop
// recovers by itself, without a restart. Only that check ends an outage: a query that was already
// under way when the database left may still succeed, and is no sign that it is back. Each change of state is reported once (onChange), never
// once per failed request.
import fs from "node:fs";

export type Outage = "database" | "disk";

/** Seconds a client is told to wait (Retry-After) while the database is away. */
export const RETRY_AFTER_SECONDS = 5;

/** How often, while away, the database is tried again. */
const CHECK_EVERY_MS = 2_000;

/**
 * For this long after the database is back, an outage error is checked before it is believed: a
 * request or a background job that failed while it was away may report its error only now, and
 * taking that for a new outage would answer 503 again and log the outage twice.
 */
const DOUBT_AFTER_RECOVERY_MS = 5_000;

/**
 * A SQLite disk with less free space than this is still full: a write that reuses the WAL's
 * space can succeed while an order, which grows it, fails; waiting for this much avoids telling
 * the load balancer "ready" and "full" in turn.
 */
const DISK_FREE_TO_RECOVER = 16 * 1024 * 1024;

// PostgreSQL: the connection or the server is going away (class 08, 57P01-57P03), the database
// does not exist or takes no connections (3D000), too many connections (53300).
const PG_DATABASE_CODES = new Set(["57P01", "57P02", "57P03", "3D000", "53300"]);
// PostgreSQL's own disk is full (53100).
const PG_DISK_CODES = new Set(["53100"]);
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
// node-postgres's own words for a connection it lost or could not make.
const PG_CLIENT_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|Query read timeout)/;

interface ErrorLike {
  code?: unknown;
  severity?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/** What an error says about the database: an outage of one kind, or null (the request's own error). */
export function outageOf(error: unknown, depth = 0): Outage | null {
  if (!error || typeof error !== "object" || depth > 4) return null;
  const e = error as ErrorLike;
  const code = typeof e.code === "string" ? e.code : "";
  if (code === "SQLITE_FULL" || code.startsWith("SQLITE_IOERR") || code.startsWith("SQLITE_CANTOPEN")) return "disk";
  if (code.startsWith("SQLITE_READONLY_")) return "disk";
  if (PG_DISK_CODES.has(code)) return "disk";
  if (PG_DATABASE_CODES.has(code) || code.startsWith("08") || NETWORK_CODES.has(code)) return "database";
  // A FATAL error ends the server's session: the connection is gone whatever the code (a database
  // that refuses connections answers 55000 with it).
  if (e.severity === "FATAL" || e.severity === "PANIC") return "database";
  if (typeof e.message === "string" && PG_CLIENT_MESSAGES.test(e.message)) return "database";
  // Node's connection attempts to several addresses fail as one AggregateError.
  if (Array.isArray(e.errors))
    for (const inner of e.errors as unknown[]) if (outageOf(inner, depth + 1)) return outageOf(inner, depth + 1);
  return outageOf(e.cause, depth + 1);
}

export interface Availability {
  /** The current outage, or null while the database takes requests. */
  readonly outage: Outage | null;
  /** Notes a database error a request met; returns the outage it shows (and starts it), or null. */
  observe(error: unknown): Outage | null;
  /**
   * An error no request met (an idle connection closed): an outage only if the database then
   * fails a query too, so one connection closed on its own is no outage.
   */
  suspect(error: unknown): void;
  /** Tries the database now (what /readyz calls); resolves to the outage that remains, if any. */
  check(): Promise<Outage | null>;
  /** Called on each change: the outage and the error that started it, or null once it is over. */
  onChange(listener: (outage: Outage | null, cause?: unknown) => void): () => void;
  /** Stops the recovery checks (the database is closing). */
  close(): void;
}

export interface AvailabilityProbes {
  /** A trivial query: resolves once the database answers. */
  ping(): Promise<void>;
  /** A small committed write: resolves once the disk took it. */
  write(): Promise<void>;
  /** The SQLite file whose file system must have room again; null on PostgreSQL. */
  file: string | null;
}

export function createAvailability(): Availability & { probe(probes: AvailabilityProbes): void } {
  let outage: Outage | null = null;
  let probes: AvailabilityProbes | null = null;
  let timer: NodeJS.Timeout | null = null;
  let checking: Promise<Outage | null> | null = null;
  let closed = false;
  let backAt = Number.NEGATIVE_INFINITY;
  const listeners = new Set<(outage: Outage | null, cause?: unknown) => void>();

  const change = (next: Outage | null, cause?: unknown) => {
    if (next === outage) return;
    outage = next;
    if (next && !timer && !closed) {
      timer = setInterval(() => void check(), CHECK_EVERY_MS);
      timer.unref();
    }
    if (!next && timer) {
      clearInterval(timer);
      timer = null;
    }
    if (!next) backAt = Date.now();
    for (const listener of listeners) listener(next, cause);
  };

  const roomOnDisk = (file: string): boolean => {
    try {
      const stats = fs.statfsSync(file);
      return stats.bavail * stats.bsize >= DISK_FREE_TO_RECOVER;
    } catch {
      return false;
    }
  };

  const tryOnce = async (): Promise<Outage | null> => {
    if (!probes) return outage;
    try {
      if (outage === "disk") {
        if (probes.file && !roomOnDisk(probes.file)) return "disk";
        await probes.write();
      } else {
        await probes.ping();
      }
      change(null);
    } catch (error) {
      const seen = outageOf(error);
      // A disk that fails a write while the database answers stays "disk".
      if (seen === "database" || (seen === "disk" && outage !== "database")) change(seen, error);
    }
    return outage;
  };

  const check = (): Promise<Outage | null> => {
    checking ??= tryOnce().finally(() => (checking = null));
    return checking;
  };

  return {
    get outage() {
      return outage;
    },
    observe(error) {
      const seen = outageOf(error);
      if (seen && !outage && Date.now() - backAt < DOUBT_AFTER_RECOVERY_MS) {
        void check();
        return seen;
      }
      // "database" is the worse state: a full disk is noticed again once it answers.
      if (seen && !(seen === "disk" && outage === "database")) change(seen, error);
      return seen;
    },
    suspect(error) {
      if (outageOf(error) && !outage) void check();
    },
    check,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    probe(given) {
      probes = given;
    },
    close() {
      closed = true;
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
