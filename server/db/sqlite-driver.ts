// A Kysely driver for better-sqlite3 that differs from Kysely's own in three ways that matter here:
// write transactions begin IMMEDIATE (a deferred transaction that later wants to write can fail
// with SQLITE_BUSY instead of waiting), prepared statements are cached (Kysely's driver
// prepares every statement anew, which dominates the cost of small queries), and rows are read as
// arrays and made into objects here (docs/decisions/055-sqlite-rows-read-as-arrays.md).
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

/**
 * Waits until this connection may write without meeting another connection's lock (the order
 * write thread, server/db/write-thread.ts); the returned function lets the other writer go on.
 */
export type WriteGate = () => Promise<() => void>;

type RowMaker = (values: unknown[]) => Record<string, unknown>;

/**
 * Builds a query's row objects from its values, in one object literal per row. better-sqlite3 makes
 * its row objects in C++, a property at a time (about 10 µs for an order's 44 columns); reading
 * rows as arrays and making the objects here takes half that, and the rows come out the same:
 * the same keys in the same order, a repeated name keeping its last value. Null when a name could
 * not be written as a plain key ("__proto__" would set the prototype): such a query keeps
 * better-sqlite3's objects. Why: decision 055 and docs/PERFORMANCE.md, "The orders CSV of a million
 * orders".
 */
export function rowMaker(names: readonly string[]): RowMaker | null {
  if (names.length === 0 || names.includes("__proto__")) return null;
  const fields = names.map((name, i) => `${JSON.stringify(name)}: values[${i}]`).join(", ");
  // The literal's shape is fixed per query, so V8 makes every row of it with one map; the names
  // are the statement's own result columns, quoted by JSON.stringify.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  return new Function("values", `return { ${fields} };`) as RowMaker;
}

/** A cached statement; a reader's rows are read as arrays and made into objects by `make`. */
interface Prepared {
  stmt: BetterSqlite3.Statement;
  make: RowMaker | null;
}

class CachedSqliteConnection implements DatabaseConnection {
  readonly #db: BetterSqlite3.Database;
  readonly #gate: WriteGate | undefined;
  readonly #statements = new Map<string, Prepared>();

  constructor(db: BetterSqlite3.Database, gate?: WriteGate) {
    this.#db = db;
    this.#gate = gate;
  }

  #prepare(sql: string): Prepared {
    let prepared = this.#statements.get(sql);
    if (!prepared) {
      const stmt = this.#db.prepare(sql);
      const make = stmt.reader ? rowMaker(stmt.columns().map((column) => column.name)) : null;
      if (make) stmt.raw(true);
      prepared = { stmt, make };
      if (this.#statements.size >= STATEMENT_CACHE_LIMIT) this.#statements.clear();
      this.#statements.set(sql, prepared);
    }
    return prepared;
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const { stmt, make } = this.#prepare(compiled.sql);
    const params = compiled.parameters as unknown[];
    if (stmt.reader) {
      if (!make) return { rows: stmt.all(params) as R[] };
      const values = stmt.all(params) as unknown[][];
      const rows = new Array<R>(values.length);
      for (let i = 0; i < values.length; i++) rows[i] = make(values[i]) as R;
      return { rows };
    }
    // A write outside a transaction takes the lock for itself (a transaction's writes hold the
    // gate from BEGIN to its end, SqliteDriver below).
    if (this.#gate && !this.#db.inTransaction) {
      const release = await this.#gate();
      try {
        return this.#run(stmt, params);
      } finally {
        release();
      }
    }
    return this.#run(stmt, params);
  }

  #run<R>(stmt: BetterSqlite3.Statement, params: unknown[]): QueryResult<R> {
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
    for (const row of stmt.iterate(compiled.parameters)) {
      rows.push(row as R);
      if (rows.length >= 500) yield { rows: rows.splice(0) };
    }
    if (rows.length) yield { rows };
  }
}

/** One connection, handed out to one user at a time: SQLite has a single writer anyway. */
class SqliteDriver implements Driver {
  readonly #db: BetterSqlite3.Database;
  readonly #gate: WriteGate | undefined;
  #connection!: CachedSqliteConnection;
  #queue: Promise<void> = Promise.resolve();
  #release: (() => void) | null = null;
  #openGate: (() => void) | null = null;

  constructor(db: BetterSqlite3.Database, gate?: WriteGate) {
    this.#db = db;
    this.#gate = gate;
  }

  async init() {
    this.#connection = new CachedSqliteConnection(this.#db, this.#gate);
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
    const release = this.#gate ? await this.#gate() : null;
    try {
      await connection.executeQuery(CompiledQuery.raw("begin immediate"));
    } catch (error) {
      release?.();
      throw error;
    }
    this.#openGate = release;
  }

  async commitTransaction(connection: DatabaseConnection) {
    try {
      await connection.executeQuery(CompiledQuery.raw("commit"));
    } finally {
      // A failed COMMIT leaves the transaction open for the ROLLBACK Kysely sends next.
      if (!this.#db.inTransaction) this.#closeGate();
    }
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    try {
      // SQLite may have rolled back already (it does on SQLITE_FULL): a second ROLLBACK would fail
      // and hide the error that caused it.
      if (this.#db.inTransaction) await connection.executeQuery(CompiledQuery.raw("rollback"));
    } finally {
      this.#closeGate();
    }
  }

  #closeGate() {
    const release = this.#openGate;
    this.#openGate = null;
    release?.();
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
  constructor(
    private readonly db: BetterSqlite3.Database,
    private readonly gate?: WriteGate,
  ) {}
  createAdapter() {
    return new SqliteAdapter();
  }
  createDriver() {
    return new SqliteDriver(this.db, this.gate);
  }
  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }
  createIntrospector(db: Kysely<any>) {
    return new SqliteIntrospector(db);
  }
}
