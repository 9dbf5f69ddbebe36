// The group-commit writer on a real SQLite file: many units share one transaction, a unit that
// fails is undone alone, and nobody is answered before the commit that holds their work.
import BetterSqlite3 from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../../tests/support/test-db";
import { createGroupCommitWriter } from "./order-writer";

describe("group commit writer (SQLite)", () => {
  let t: TestDb | undefined;
  afterEach(async () => {
    await t?.cleanup();
    t = undefined;
  });

  // Rows of a table without foreign keys, so each unit is one small insert.
  const row = (id: string) => ({ id, at: new Date().toISOString(), username: "u", ip: "127.0.0.1", outcome: "failure" as const });

  it("stores concurrent units in fewer transactions than units, each answered after its commit", async () => {
    t = await createTestDb("sqlite");
    const db = t.db;
    const writer = createGroupCommitWriter(db);
    const keys = Array.from({ length: 100 }, (_, i) => `k${i}`);
    // A second connection sees committed rows only.
    const reader = new BetterSqlite3(t.url.slice("file:".length), { readonly: true });
    const seenAfterCommit: boolean[] = [];
    await Promise.all(
      keys.map((key) =>
        writer
          .run(async (trx) => {
            await trx.insertInto("login_attempts").values(row(key)).execute();
            return key;
          })
          .then(async (value) => {
            const row = reader.prepare("select id from login_attempts where id = ?").get(value);
            seenAfterCommit.push(row !== undefined);
          }),
      ),
    );
    reader.close();
    expect(seenAfterCommit).toHaveLength(100);
    expect(seenAfterCommit.every(Boolean)).toBe(true);
    expect(writer.stats.units).toBe(100);
    expect(writer.stats.batches).toBeLessThan(10);
    const count = await db.kysely.selectFrom("login_attempts").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(100);
  });

  it("rolls back a failing unit alone: its caller hears the error, the others in the batch commit", async () => {
    t = await createTestDb("sqlite");
    const writer = createGroupCommitWriter(t.db);
    const results = await Promise.allSettled(
      ["a", "b", "c"].map((key) =>
        writer.run(async (trx) => {
          await trx.insertInto("login_attempts").values(row(key)).execute();
          if (key === "b") throw new Error("unit b fails after writing");
          return key;
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect((results[1] as PromiseRejectedResult).reason.message).toBe("unit b fails after writing");
    expect(writer.stats.batches).toBe(1);
    const rows = await t.db.kysely.selectFrom("login_attempts").select("id").orderBy("id").execute();
    expect(rows.map((r) => r.id)).toEqual(["a", "c"]);
  });

  it("never puts more than maxBatch units in one transaction", async () => {
    t = await createTestDb("sqlite");
    const writer = createGroupCommitWriter(t.db, { maxBatch: 8 });
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        writer.run((trx) => trx.insertInto("login_attempts").values(row(`m${i}`)).execute()),
      ),
    );
    expect(writer.stats.largestBatch).toBeLessThanOrEqual(8);
    expect(writer.stats.batches).toBeGreaterThanOrEqual(5);
    expect(writer.stats.units).toBe(40);
  });
});
