// A Kysely driver for better-sqlite3 that differs from Kysely's own in two ways that matter here:
// write transactions begin IMMEDIATE (a deferred transaction that later wants to write can fail
// with SQLITE_BUSY instead of waiting), and prepared statements are cached (Kysely's driver
// prepares every statement anew, which dominates the cost of small queries).
import type BetterSqlite3 from "better-sqlite3";
import {
  CompiledQuery,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from "kysely";

const STATEMENT_CACHE_LIMIT = 500;

class CachedSqliteConnection implements DatabaseConnection {
  readonly #db: BetterSqlite3.Database;
  readonly #statements = new Map<string, BetterSqlite3.Statement>();

  constructor(db: BetterSqlite3.Database) {
    this.#db = db;
  }

  #prepare(sql: string): BetterSqlite3.Statement {
    let stmt = this.#statements.get(sql);
    if (!stmt) {
      stmt = this.#db.prepare(sql);
      if (this.#statements.size >= STATEMENT_CACHE_LIMIT) this.#statements.clear();
      this.#statements.set(sql, stmt);
    }
    return stmt;
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const stmt = this.#prepare(compiled.sql);
    const params = compiled.parameters as unknown[];
    if (stmt.reader) return { rows: stmt.all(params) as R[] };
    const { changes, lastInsertRowid } = stmt.run(params);
    return {
      numAffectedRows: BigInt(changes),
      insertId: lastInsertRowid === undefined ? undefined : BigInt(lastInsertRowid),
      rows: [],
    };
  }

  async *streamQuery<R>(compiled: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    // A fresh statement: an iterating statement cannot be shared with other queries meanwhile.
    const stmt = this.#db.prepare(compiled.sql);
    const rows: R[] = [];
    for (const row of stmt.iterate(compiled.parameters as unknown[])) {
      rows.push(row as R);
      if (rows.length >= 500) yield { rows: rows.splice(0) };
    }
    if (rows.length) yield { rows };
  }
}

/** One connection, handed out to one user at a time: SQLite has a single writer anyway. */
class SqliteDriver implements Driver {
  readonly #db: BetterSqlite3.Database;
  #connection!: CachedSqliteConnection;
  #queue: Promise<void> = Promise.resolve();
  #release: (() => void) | null = null;

  constructor(db: BetterSqlite3.Database) {
    this.#db = db;
  }

  async init() {
    this.#connection = new CachedSqliteConnection(this.#db);
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.#queue;
    let release!: () => void;
    this.#queue = new Promise<void>((resolve) => (release = resolve));
    await previous;
    this.#release = release;
    return this.#connection;
  }

  async beginTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }

  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw("commit"));
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw("rollback"));
  }

  async releaseConnection() {
    const release = this.#release;
    this.#release = null;
    release?.();
  }

  async destroy() {
    this.#db.close();
  }
}

export class CachedSqliteDialect implements Dialect {
  constructor(private readonly db: BetterSqlite3.Database) {}
  createAdapter() {
    return new SqliteAdapter();
  }
  createDriver() {
    return new SqliteDriver(this.db);
  }
  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }
  createIntrospector(db: Kysely<any>) {
    return new SqliteIntrospector(db);
  }
}
