// PostgreSQL: an order's writes are sent as named statements, each prepared once per connection
// (docs/decisions/057-named-statements-for-writes.md). Read from the connection's own list of
// prepared statements: the order's INSERT is there and ran for every order, no read is, a column
// added meanwhile (a newer version's migration) does not stop orders, and
// DATABASE_PREPARED_STATEMENTS=false prepares nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { createApp } from "../server/app";
import { openDatabase, type Db } from "../server/db/database";
import { loadConfig } from "../server/config";
import { createTestDb, TEST_DATABASE_URL, testServices, type TestDb } from "./support/test-db";
import { orderBody, postOrder } from "./support/orders";

describe.runIf(TEST_DATABASE_URL)("named statements on PostgreSQL", () => {
  let t: TestDb;
  const opened: Db[] = [];
  beforeAll(async () => {
    t = await createTestDb("postgres");
  });
  afterAll(async () => {
    for (const db of opened) await db.close();
    await t.cleanup();
  });

  /** A shop on one connection of the test's schema, so that its prepared statements can be read. */
  const shopOnOneConnection = (preparedStatements?: boolean) => {
    const db = openDatabase(TEST_DATABASE_URL, { schema: t.schema, poolSize: 1, preparedStatements });
    opened.push(db);
    return { db, app: createApp(testServices(db)) };
  };
  const prepared = async (db: Db) =>
    (
      await sql<{ statement: string; runs: number }>`
        select statement, generic_plans + custom_plans as runs from pg_prepared_statements`.execute(db.kysely)
    ).rows;

  it("prepares an order's writes once and runs them for every order; no read is prepared", async () => {
    const { db, app } = shopOnOneConnection();
    for (let i = 0; i < 3; i++) expect((await postOrder(app, orderBody())).status).toBe(201);
    const statements = await prepared(db);
    const orderInsert = statements.filter((s) => s.statement.startsWith('insert into "orders"'));
    expect(orderInsert).toHaveLength(1);
    expect(orderInsert[0].runs).toBe(3);
    expect(statements.some((s) => s.statement.startsWith('insert into "order_items"'))).toBe(true);
    expect(statements.filter((s) => /^\s*select\b/i.test(s.statement))).toEqual([]);
    expect(statements.filter((s) => s.statement.includes("*"))).toEqual([]);

    // A newer version's migration adds a column while this process runs: its writes go on.
    await sql`alter table orders add column prepared_statements_test text`.execute(t.db.kysely);
    try {
      expect((await postOrder(app, orderBody())).status).toBe(201);
      const after = (await prepared(db)).filter((s) => s.statement.startsWith('insert into "orders"'));
      expect(after[0].runs).toBe(4);
    } finally {
      await sql`alter table orders drop column prepared_statements_test`.execute(t.db.kysely);
    }
  });

  it("prepares nothing with DATABASE_PREPARED_STATEMENTS=false", async () => {
    const config = loadConfig({ NODE_ENV: "test", DATABASE_PREPARED_STATEMENTS: "false" });
    expect(config.databasePreparedStatements).toBe(false);
    const { db, app } = shopOnOneConnection(config.databasePreparedStatements);
    expect((await postOrder(app, orderBody())).status).toBe(201);
    expect(await prepared(db)).toEqual([]);
  });
});
