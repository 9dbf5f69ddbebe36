// Opens the one Kysely instance the server uses: SQLite (better-sqlite3) for a file: URL,
// PostgreSQL (pg) for a postgres:// URL. Everything above this module is engine-agnostic.
import fs from "node:fs";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import type { Database } from "./schema";
import type { Config } from "../config";
import { CachedSqliteDialect } from "./sqlite-driver";
import { createSearchIndexer, type SearchIndexer } from "./search-index";
import { createWriteThread, type UnitWriter } from "./write-thread";
import { statementNames } from "./prepared-statements";
import { createAvailability, outageOf, type Availability } from "./availability";
import { ObservedDialect } from "./observed-dialect";

export type Engine = "sqlite" | "postgres";

export interface Db {
  kysely: Kysely<Database>;
  engine: Engine;
  /** What it was opened with, for a connection of its own elsewhere (openReader in a worker). */
  url: string;
  /** The raw SQLite handle (backups, pragmas); null on PostgreSQL. */
  sqlite: BetterSqlite3.Database | null;
  /**
   * SQLite's group-commit writer for orders (write-thread.ts), on its own thread and connection;
   * null on PostgreSQL, whose connections commit in parallel, and for an in-memory SQLite database,
   * which a second connection cannot open: orders then take the ordinary transaction path.
   */
  writer: UnitWriter | null;
  /** Fills SQLite's order search index behind the orders (search-index.ts); null on PostgreSQL. */
  searchIndex: SearchIndexer | null;
  /** PostgreSQL schema the connections use (search_path), when not the default. */
  schema: string | null;
  /** The PostgreSQL pool's connections now (metrics); null on SQLite, which has no pool. */
  poolUse(): { total: number; idle: number; waiting: number } | null;
  /** Whether the database takes requests now: an outage's kind, its checks (availability.ts). */
  availability: Availability;
  close(): Promise<void>;
}

// COUNT and SUM come back from PostgreSQL as int8/numeric text; our amounts fit a JS number.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

export interface OpenOptions {
  /** PostgreSQL schema to use (created if missing); tests get one each. */
  schema?: string;
  poolSize?: number;
  /**
   * PostgreSQL: send writes as named statements, prepared once per connection (decision 057); on
   * unless false (DATABASE_PREPARED_STATEMENTS=false, for a pooler that cannot keep them).
   */
  preparedStatements?: boolean;
}

export function openDatabase(url: string, options: OpenOptions = {}): Db {
  if (url.startsWith("postgres://") || url.startsWith("postgresql://")) {
    return openPostgres(url, options);
  }
  return openSqlite(sqliteFilename(url));
}

/** The shop's database as its configuration names it (DATABASE_URL, DATABASE_PREPARED_STATEMENTS): the server and its commands. */
export function openConfiguredDatabase(config: Pick<Config, "databaseUrl" | "databasePreparedStatements">): Db {
  return openDatabase(config.databaseUrl, { preparedStatements: config.databasePreparedStatements });
}

/**
 * A connection of its own that only reads, for a long read on another thread (the orders CSV,
 * server/orders/csv-export.ts): no write thread, search indexer or outage probes. SQLite opens the
 * file read-only (WAL lets it read beside the server's writes); PostgreSQL gets a pool of two (an
 * order batch's items and promotions are read at once).
 */
export function openReader(url: string, options: Pick<OpenOptions, "schema"> = {}): Db {
  if (url.startsWith("postgres://") || url.startsWith("postgresql://")) return openPostgres(url, { ...options, poolSize: 2 });
  const filename = sqliteFilename(url);
  const raw = new BetterSqlite3(filename, { readonly: true, fileMustExist: true });
  raw.pragma("busy_timeout = 5000");
  const kysely = new Kysely<Database>({ dialect: new CachedSqliteDialect(raw) });
  return {
    kysely,
    engine: "sqlite",
    url,
    sqlite: raw,
    writer: null,
    searchIndex: null,
    schema: null,
    poolUse: () => null,
    availability: createAvailability(),
    close: () => kysely.destroy(),
  };
}

export function sqliteFilename(url: string): string {
  const file = url.replace(/^file:/, "");
  if (file === "") throw new Error("DATABASE_URL file: needs a path, e.g. file:./data/shop.db");
  return file;
}

function openSqlite(filename: string): Db {
  if (filename !== ":memory:") fs.mkdirSync(path.dirname(path.resolve(filename)), { recursive: true });
  const raw = new BetterSqlite3(filename);
  // WAL lets readers run while an order is written. synchronous=FULL fsyncs the WAL at every
  // commit, so an order we acknowledged survives a process crash and a power loss too
  // (better-sqlite3 would otherwise run WAL with NORMAL, which can lose the last commits).
  raw.pragma("journal_mode = WAL");
  raw.pragma("synchronous = FULL");
  raw.pragma("foreign_keys = ON");
  raw.pragma("busy_timeout = 5000");
  // The public endpoints' per-address counts (server/api/window-limiter.ts, docs/decisions/046) in
  // SQLite's temp database, which hides migration 046's table of the same name on this connection:
  // one process holds them (decision 024), and a synced commit per lookup or quote would flush the
  // disk for a count a crash may well forget.
  raw.exec(`create temp table if not exists rate_counts (scope text not null, subject text not null,
    slot integer not null, count integer not null, primary key (scope, subject, slot));
    create index if not exists temp.rate_counts_temp_by_slot on rate_counts (slot)`);
  // The order write thread has a connection of its own; writes on this one pause it first, so
  // they never wait for its lock in SQLite's busy handler, which sleeps on the event loop.
  const availability = createAvailability();
  const writer: UnitWriter | null = filename === ":memory:" ? null : observedWriter(createWriteThread(filename), availability);
  const kysely = new Kysely<Database>({
    dialect: new ObservedDialect(new CachedSqliteDialect(raw, writer ? () => writer.pause() : undefined), availability),
  });
  // A failed step loses nothing: its rows stay in the tail, which search still matches. A full
  // disk is reported once, by the availability, not at every step.
  const searchIndex = createSearchIndexer(kysely, writer, (error) => {
    if (!outageOf(error)) console.error(`search index step failed: ${error instanceof Error ? error.message : String(error)}`);
  });
  availability.probe({
    ping: () => ping(kysely),
    write: () => writeProbe(kysely),
    file: filename === ":memory:" ? null : filename,
  });
  return {
    kysely,
    engine: "sqlite",
    url: `file:${filename}`,
    sqlite: raw,
    writer,
    searchIndex,
    schema: null,
    poolUse: () => null,
    availability,
    // The writer after the indexer, and first of the rest: it commits what it holds before the
    // file is let go.
    close: async () => {
      availability.close();
      await searchIndex.close();
      await writer?.close();
      await kysely.destroy();
    },
  };
}

/**
 * The pool's connection. A database behind a dropped network answers nothing: a new connection
 * gives up after CONNECT_TIMEOUT_MS (the request gets a 503) rather than wait for the operating
 * system's minutes. Given `statementName`, it sends writes as named statements (decision 057).
 */
class PoolConnection extends pg.Client {
  constructor(config?: pg.ClientConfig & { statementName?: (text: string, parameters: number) => string | undefined }) {
    super({ ...config, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    const statementName = config?.statementName;
    if (!statementName) return;
    // Kysely sends each statement as query(text, values); a write is sent under its name instead,
    // so this connection prepares it once (server/db/prepared-statements.ts).
    const send = this.query.bind(this) as (...args: unknown[]) => unknown;
    this.query = ((text: unknown, values?: unknown, callback?: unknown) => {
      const name =
        typeof text === "string" && Array.isArray(values) && callback === undefined
          ? statementName(text, values.length)
          : undefined;
      return name === undefined ? send(text, values, callback) : send({ text, values, name });
    }) as pg.Client["query"];
  }
}

function openPostgres(url: string, options: OpenOptions): Db {
  const schema = options.schema;
  if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`bad schema name ${schema}`);
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    options: schema ? `-c search_path=${schema}` : undefined,
    // Not the pool's connectionTimeoutMillis: that also times a request's wait for a free
    // connection, so a rush of orders would be answered 503 while the database is well.
    Client: PoolConnection,
    keepAlive: true,
    // One naming for the whole pool: a text has the same name on every connection.
    ...(options.preparedStatements === false ? {} : { statementName: statementNames() }),
  });
  const availability = createAvailability();
  // A connection PostgreSQL closes (a restart, a failover, pg_terminate_backend) emits "error" on
  // its client; unheard, that event ends the process. Idle clients report through the pool, busy
  // ones through their own handler; the pool drops either, and the next query opens a new one.
  pool.on("error", (error) => availability.suspect(error));
  pool.on("connect", (client) => client.on("error", (error) => availability.suspect(error)));
  const kysely = new Kysely<Database>({ dialect: new ObservedDialect(new PostgresDialect({ pool }), availability) });
  availability.probe({ ping: () => ping(kysely), write: () => writeProbe(kysely), file: null });
  return {
    kysely,
    engine: "postgres",
    url,
    sqlite: null,
    writer: null,
    searchIndex: null,
    schema: schema ?? null,
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    availability,
    close: async () => {
      availability.close();
      await kysely.destroy();
    },
  };
}

/** How long a new PostgreSQL connection may take (pool and LISTEN clients). */
export const CONNECT_TIMEOUT_MS = 5_000;

/** Resolves once the database answers a trivial query. */
async function ping(kysely: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(kysely);
}

/** One small committed write: what tells a disk that was full has room again (migration 026). */
async function writeProbe(kysely: Kysely<Database>): Promise<void> {
  await kysely
    .insertInto("health_probe")
    .values({ id: 1, checked_at: new Date().toISOString() })
    .onConflict((oc) => oc.column("id").doUpdateSet({ checked_at: (eb) => eb.ref("excluded.checked_at") }))
    .execute();
}

/** The write thread with its outcomes shown to the availability: a unit that failed on a full disk starts a "disk" outage. */
function observedWriter(writer: UnitWriter, availability: Availability): UnitWriter {
  return {
    stats: writer.stats,
    pause: () => writer.pause(),
    close: () => writer.close(),
    run: (unit) =>
      writer.run(unit).catch((error: unknown) => {
        availability.observe(error);
        throw error;
      }),
  };
}

/** The same database seen through a transaction, for helpers that take a Db (the audit log). */
export const withExecutor = (db: Db, trx: Db["kysely"]): Db => ({ ...db, kysely: trx });
