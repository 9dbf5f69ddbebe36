// The SQLite write thread on a real file: many units share one transaction, a unit that fails or
// conflicts is undone alone, nobody is answered before the commit that holds their unit, and
// closing commits what is queued.
import fs from "node:fs";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../../tests/support/test-db";
import { createWriteThread, WriteError, type UnitWriter, type WriteUnit } from "./write-thread";

/** A unit stored, none of its statements returning a row. */
const STORED = { stored: true, returned: [] };

describe("write thread (SQLite group commit)", () => {
  let t: TestDb | undefined;
  let writer: UnitWriter | undefined;
  afterEach(async () => {
    await writer?.close();
    writer = undefined;
    await t?.cleanup();
    t = undefined;
  });

  const file = () => t!.url.slice("file:".length);
  // Rows of a table without foreign keys, so each unit is one small insert.
  const attempt = (id: string): WriteUnit => {
    const q = t!.db.kysely
      .insertInto("login_attempts")
      .values({
        id,
        at: new Date().toISOString(),
        username: "u",
        ip: "127.0.0.1",
        outcome: "failure",
      })
      .compile();
    return { statements: [{ sql: q.sql, parameters: q.parameters }] };
  };
  const ids = () =>
    t!.db.kysely
      .selectFrom("login_attempts")
      .select("id")
      .orderBy("id")
      .execute()
      .then((rows) => rows.map((r) => r.id));

  it("stores concurrent units in fewer transactions than units, each answered after its commit", async () => {
    t = await createTestDb("sqlite");
    writer = createWriteThread(file());
    const keys = Array.from({ length: 200 }, (_, i) => `k${String(i).padStart(3, "0")}`);
    // A second connection sees committed rows only.
    const reader = new BetterSqlite3(file(), { readonly: true });
    const seenAfterCommit = await Promise.all(
      keys.map((key) =>
        writer!.run(attempt(key)).then(() => reader.prepare("select id from login_attempts where id = ?").get(key) !== undefined),
      ),
    );
    reader.close();
    expect(seenAfterCommit.every(Boolean)).toBe(true);
    expect(writer.stats.units).toBe(200);
    expect(writer.stats.batches).toBeLessThan(20);
    expect(await ids()).toEqual(keys);
  });

  it("fails a unit whose SQL does not prepare with SQLite's error, the first time and when it is sent again by number", async () => {
    t = await createTestDb("sqlite");
    writer = createWriteThread(file());
    const broken: WriteUnit = {
      statements: [...attempt("x").statements, { sql: "insert into no_such_table (id) values (?)", parameters: ["y"] }],
    };
    for (const round of [1, 2]) {
      const results = await Promise.allSettled([
        writer.run(attempt(`a${round}`)),
        writer.run(broken),
        writer.run(attempt(`c${round}`)),
      ]);
      expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
      const reason = (results[1] as PromiseRejectedResult).reason;
      expect(reason).toBeInstanceOf(WriteError);
      expect(reason.message).toMatch(/no such table: no_such_table/);
    }
    expect(await ids()).toEqual(["a1", "a2", "c1", "c2"]);
  });

  it("undoes a failing unit alone: its caller gets the database error, the others commit", async () => {
    t = await createTestDb("sqlite");
    writer = createWriteThread(file());
    const failing: WriteUnit = {
      statements: [
        ...attempt("b").statements,
        {
          sql: "insert into login_attempts (id) values (?)",
          parameters: ["b2"],
        },
      ],
    };
    const results = await Promise.allSettled([writer.run(attempt("a")), writer.run(failing), writer.run(attempt("c"))]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    const reason = (results[1] as PromiseRejectedResult).reason;
    expect(reason).toBeInstanceOf(WriteError);
    expect(reason.code).toMatch(/^SQLITE_CONSTRAINT/);
    expect(writer.stats.batches).toBe(1);
    expect(await ids()).toEqual(["a", "c"]);
  });

  it("reports a conflict when a must-change statement changes nothing, and undoes that unit", async () => {
    t = await createTestDb("sqlite");
    writer = createWriteThread(file());
    const guarded = (id: string): WriteUnit => ({
      statements: [
        ...attempt(id).statements,
        {
          sql: "insert into login_attempts (id, at, username, ip, outcome) values ('guard', '', 'u', 'ip', 'failure') on conflict do nothing",
          parameters: [],
          mustChange: true,
        },
      ],
    });
    // The second unit finds the guard row the first stored in the same batch.
    expect(await Promise.all([writer.run(guarded("x")), writer.run(guarded("y"))])).toEqual([STORED, "conflict"]);
    expect(await ids()).toEqual(["guard", "x"]);
  });

  it("gives back each returning statement's row, in order, and a conflict when a returning must-change one finds none", async () => {
    t = await createTestDb("sqlite");
    writer = createWriteThread(file());
    const returning = (id: string): WriteUnit => ({
      statements: [
        { ...attempt(id).statements[0], sql: `${attempt(id).statements[0].sql} returning "id", "username"`, returns: true },
        { sql: "select count(*) as n from login_attempts", parameters: [], returns: true },
        {
          sql: "update login_attempts set outcome = 'success' where id = ? and outcome = 'failure' returning outcome",
          parameters: [id],
          mustChange: true,
          returns: true,
        },
      ],
    });
    const [first, second] = await Promise.all([writer.run(returning("r1")), writer.run(returning("r2"))]);
    expect(first).toEqual({ stored: true, returned: [{ id: "r1", username: "u" }, { n: 1 }, { outcome: "success" }] });
    // In the same transaction, after the first unit's insert.
    expect(second).toEqual({ stored: true, returned: [{ id: "r2", username: "u" }, { n: 2 }, { outcome: "success" }] });
    const guarded: WriteUnit = {
      statements: [
        ...attempt("r3").statements,
        {
          sql: "update login_attempts set outcome = 'x' where id = 'none' returning outcome",
          parameters: [],
          mustChange: true,
          returns: true,
        },
      ],
    };
    expect(await writer.run(guarded)).toBe("conflict");
    expect(await ids()).toEqual(["r1", "r2"]);
  });

  it("sends more distinct statements than it numbers (the rest whole), each run as written", async () => {
    t = await createTestDb("sqlite");
    writer = createWriteThread(file());
    // 1,100 distinct texts: the values written into the SQL, as a careless caller might.
    const units = Array.from({ length: 1_100 }, (_, i): WriteUnit => {
      const id = `s${String(i).padStart(4, "0")}`;
      return {
        statements: [
          {
            sql: `insert into login_attempts (id, at, username, ip, outcome) values ('${id}', '', 'u', 'ip', 'failure') returning id`,
            parameters: [],
            returns: true,
          },
        ],
      };
    });
    const results = await Promise.all(units.map((unit) => writer!.run(unit)));
    expect(results.map((r) => (r === "conflict" ? r : (r.returned[0] as { id: string }).id))).toEqual(
      units.map((_, i) => `s${String(i).padStart(4, "0")}`),
    );
    // A text past the bound still runs as written.
    const again = await writer.run({
      statements: [{ sql: "select count(*) as n from login_attempts", parameters: [], returns: true }],
    });
    expect(again).toEqual({ stored: true, returned: [{ n: 1_100 }] });
    expect(await ids()).toHaveLength(1_100);
  });

  it("never puts more than maxBatch units in one transaction", async () => {
    t = await createTestDb("sqlite");
    writer = createWriteThread(file(), { maxBatch: 8 });
    await Promise.all(Array.from({ length: 40 }, (_, i) => writer!.run(attempt(`m${String(i).padStart(2, "0")}`))));
    expect(writer.stats.largestBatch).toBeLessThanOrEqual(8);
    expect(writer.stats.batches).toBeGreaterThanOrEqual(5);
    expect(writer.stats.units).toBe(40);
  });

  it("commits what was sent before close, then refuses new units", async () => {
    t = await createTestDb("sqlite");
    writer = createWriteThread(file());
    const sent = Array.from({ length: 50 }, (_, i) => writer!.run(attempt(`c${String(i).padStart(2, "0")}`)));
    await writer.close();
    expect(await Promise.all(sent)).toEqual(Array(50).fill(STORED));
    await expect(writer.run(attempt("late"))).rejects.toThrow(/closed/);
    expect(await ids()).toHaveLength(50);
  });

  it("fails the units of a thread that cannot open its file, and does not hang", async () => {
    t = await createTestDb("sqlite");
    writer = createWriteThread("/nonexistent-dir/shop.db");
    await expect(writer.run(attempt("z"))).rejects.toThrow();
  });

  it("starts a new thread after one stopped, and sends it the SQL again", async () => {
    t = await createTestDb("sqlite");
    const dir = path.join(path.dirname(file()), "later");
    writer = createWriteThread(path.join(dir, "shop.db"));
    const unit: WriteUnit = {
      statements: [
        { sql: "create table if not exists notes (id text primary key)", parameters: [] },
        { sql: "insert into notes (id) values (?) returning id", parameters: ["n1"], returns: true },
      ],
    };
    // The folder is not there yet: the thread cannot open its file and stops.
    await expect(writer.run(unit)).rejects.toThrow(/stopped|directory|open/);
    fs.mkdirSync(dir);
    // A unit sent before the stopped thread's exit is reported fails with it; the next one starts
    // a new thread. Without the SQL sent again every attempt would fail.
    let result: unknown;
    for (let attempt = 0; attempt < 40 && result === undefined; attempt++) {
      result = await writer.run(unit).catch(() => new Promise((resolve) => setTimeout(() => resolve(undefined), 25)));
    }
    expect(result).toEqual({ stored: true, returned: [{ id: "n1" }] });
  });
});

describe("main-connection writes beside the write thread", () => {
  let t: TestDb | undefined;
  afterEach(async () => {
    await t?.cleanup();
    t = undefined;
  });

  it("never meet a busy database during an order storm: the thread pauses for them", async () => {
    t = await createTestDb("sqlite");
    const db = t.db;
    // No busy handler on the main connection: a write that found the thread holding the lock
    // would fail with SQLITE_BUSY at once instead of blocking the event loop while it retries.
    db.sqlite!.pragma("busy_timeout = 0");
    const unit = (id: string): WriteUnit => {
      const q = db.kysely
        .insertInto("login_attempts")
        .values({ id, at: new Date().toISOString(), username: "storm", ip: "127.0.0.1", outcome: "failure" })
        .compile();
      return { statements: [{ sql: q.sql, parameters: q.parameters }] };
    };
    await db.writer!.run(unit("warm-up")); // the thread is running before the storm starts
    // Units keep arriving all along, so the thread is mid-batch whenever the main thread writes.
    const storm: Promise<unknown>[] = [];
    const main: Promise<unknown>[] = [];
    for (let i = 0; i < 40; i++) {
      for (let j = 0; j < 75; j++) storm.push(db.writer!.run(unit(`s${i}-${j}`)));
      await new Promise((r) => setTimeout(r, 1));
      const row = { id: `m${i}`, at: new Date().toISOString(), username: "main", ip: "127.0.0.1", outcome: "success" as const };
      main.push(
        i % 2
          ? db.kysely.insertInto("login_attempts").values(row).execute()
          : db.kysely.transaction().execute((trx) => trx.insertInto("login_attempts").values(row).execute()),
      );
    }
    const results = await Promise.allSettled([...storm, ...main]);
    const failed = results.filter((r) => r.status === "rejected").map((r) => String(r.reason));
    expect(failed).toEqual([]);
    const count = (username: string) =>
      db.kysely
        .selectFrom("login_attempts")
        .where("username", "=", username)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
        .then((r) => Number(r.n));
    expect(await count("storm")).toBe(3001);
    expect(await count("main")).toBe(40);
  });
});
