// Fresh databases for tests: a SQLite file in a temporary folder always, and a PostgreSQL schema of
// its own when TEST_DATABASE_URL is set (or a whole database of its own: `ownDatabase`). Never ./data.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type Db, type Engine } from "../../server/db/database";
import { migrateToLatest } from "../../server/db/migrate";
import { seedCatalogue } from "../../server/db/seed";
import { loadConfig } from "../../server/config";
import { createServices, type AppServices } from "../../server/services";
import { createLogger, type Logger } from "../../server/log";

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || "";

/** The engines this run covers: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const engines: Engine[] = TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];

export interface TestDb {
  db: Db;
  url: string;
  schema?: string;
  cleanup(): Promise<void>;
}

export async function createTestDb(
  engine: Engine,
  options: {
    seed?: boolean;
    migrate?: boolean;
    /**
     * PostgreSQL: a database of its own rather than a schema in TEST_DATABASE_URL's. Migrations
     * take one lock for a whole database (Kysely's advisory lock) and look through every schema
     * in it, so a test that migrates while other test files run beside it (the fast project runs
     * two at once) waits for their migrations and sees their schemas come and go; in a database of
     * its own it does neither.
     */
    ownDatabase?: boolean;
  } = {},
): Promise<TestDb> {
  let testDb: TestDb;
  if (engine === "postgres" && options.ownDatabase) {
    if (!TEST_DATABASE_URL) throw new Error("TEST_DATABASE_URL is not set");
    const name = `t_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(TEST_DATABASE_URL);
    url.pathname = `/${name}`;
    const db = openDatabase(url.toString(), { poolSize: 5 });
    testDb = {
      db,
      url: url.toString(),
      cleanup: async () => {
        await db.close();
        const c = new pg.Client({ connectionString: TEST_DATABASE_URL });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      },
    };
  } else if (engine === "sqlite") {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-test-"));
    const url = `file:${path.join(dir, "shop.db")}`;
    const db = openDatabase(url);
    testDb = {
      db,
      url,
      cleanup: async () => {
        await db.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  } else {
    if (!TEST_DATABASE_URL) throw new Error("TEST_DATABASE_URL is not set");
    const schema = `t_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const db = openDatabase(TEST_DATABASE_URL, { schema, poolSize: 20 });
    testDb = {
      db,
      url: TEST_DATABASE_URL,
      schema,
      cleanup: async () => {
        await db.close();
        const c = new pg.Client({ connectionString: TEST_DATABASE_URL });
        await c.connect();
        await c.query(`drop schema if exists ${schema} cascade`);
        await c.end();
      },
    };
  }
  if (options.migrate !== false) await migrateWhileOthersDropSchemas(testDb);
  if (options.seed !== false && options.migrate !== false) await seedCatalogue(testDb.db);
  return testDb;
}

/**
 * Kysely's migrator looks for its bookkeeping tables through every schema of the database
 * (`pg_get_serial_sequence` on each table it lists). A test file beside this one that drops its
 * own schema at that moment makes the lookup fail with "schema t_… does not exist" (3F000), naming
 * the other file's schema. That is a race of the tests' shared database, never of a shop's: try
 * again, a few times, and only for another schema's (or its table's) disappearance.
 */
async function migrateWhileOthersDropSchemas(testDb: TestDb): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await migrateToLatest(testDb.db);
      return;
    } catch (error) {
      const text = String(error);
      const gone = /(?:schema|relation) "(t_[0-9a-f]+)[^"]*" does not exist/.exec(text);
      // The same race met a step later: the table's row read, the table gone by its lookup.
      const vanished = /cache lookup failed for relation|could not open relation with OID/.test(text);
      if ((!gone && !vanished) || gone?.[1] === testDb.schema || attempt >= 5) throw error;
    }
  }
}

/** Order limits are off unless a test turns them on: most tests place many orders from one phone. */
const LIMITS_OFF = { ORDER_LIMIT_PER_PHONE: "0", ORDER_LIMIT_PER_ADDRESS: "0" };

/** `log`: a logger the test reads (tests/support/log-lines.ts); by default errors only. */
export function testServices(db: Db, env: Record<string, string> = {}, log: Logger = createLogger("test")): AppServices {
  // Uploaded photos and written mail go to folders of the test's own, never ./data.
  const uploads = fs.mkdtempSync(path.join(os.tmpdir(), "shop-uploads-"));
  const outbox = fs.mkdtempSync(path.join(os.tmpdir(), "shop-outbox-"));
  const config = loadConfig({ NODE_ENV: "test", ...LIMITS_OFF, UPLOADS_DIR: uploads, MAIL_OUTBOX_DIR: outbox, ...env });
  return createServices(config, db, log);
}
