// A Kysely dialect around another that shows every failed query to the database's availability
// (availability.ts): a failure that means an outage starts it. At the driver, so no caller has to
// remember: the API, the pages' loaders, the mail sender and the event hub all use this one Kysely
// instance.
import type {
  CompiledQuery,
  DatabaseConnection,
  DatabaseIntrospector,
  Dialect,
  DialectAdapter,
  Driver,
  Kysely,
  QueryCompiler,
  QueryResult,
  TransactionSettings,
} from "kysely";
import type { Availability } from "./availability";

type Watch = Pick<Availability, "observe">;

class ObservedConnection implements DatabaseConnection {
  constructor(
    readonly inner: DatabaseConnection,
    private readonly watch: Watch,
  ) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    try {
      return await this.inner.executeQuery<R>(compiled);
    } catch (error) {
      this.watch.observe(error);
      throw error;
    }
  }

  async *streamQuery<R>(compiled: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    try {
      yield* this.inner.streamQuery<R>(compiled, chunkSize);
    } catch (error) {
      this.watch.observe(error);
      throw error;
    }
  }
}

const unwrap = (connection: DatabaseConnection) => (connection instanceof ObservedConnection ? connection.inner : connection);

class ObservedDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly watch: Watch,
  ) {}

  init() {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    try {
      return new ObservedConnection(await this.inner.acquireConnection(), this.watch);
    } catch (error) {
      this.watch.observe(error);
      throw error;
    }
  }

  async #observed(work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (error) {
      this.watch.observe(error);
      throw error;
    }
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    return this.#observed(() => this.inner.beginTransaction(unwrap(connection), settings));
  }

  commitTransaction(connection: DatabaseConnection) {
    return this.#observed(() => this.inner.commitTransaction(unwrap(connection)));
  }

  rollbackTransaction(connection: DatabaseConnection) {
    return this.#observed(() => this.inner.rollbackTransaction(unwrap(connection)));
  }

  savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler["compileQuery"]) {
    return this.#observed(() => this.inner.savepoint!(unwrap(connection), name, compile));
  }

  rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler["compileQuery"]) {
    return this.#observed(() => this.inner.rollbackToSavepoint!(unwrap(connection), name, compile));
  }

  releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler["compileQuery"]) {
    return this.#observed(() => this.inner.releaseSavepoint!(unwrap(connection), name, compile));
  }

  releaseConnection(connection: DatabaseConnection) {
    return this.inner.releaseConnection(unwrap(connection));
  }

  destroy() {
    return this.inner.destroy();
  }
}

export class ObservedDialect implements Dialect {
  constructor(
    private readonly inner: Dialect,
    private readonly watch: Watch,
  ) {}

  createDriver(): Driver {
    return new ObservedDriver(this.inner.createDriver(), this.watch);
  }

  createQueryCompiler(): QueryCompiler {
    return this.inner.createQueryCompiler();
  }

  createAdapter(): DialectAdapter {
    return this.inner.createAdapter();
  }

  createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return this.inner.createIntrospector(db);
  }
}
