// The driver reads rows as arrays and makes their objects itself (rowMaker): the rows must be the
// ones better-sqlite3 would have made, whatever the query's column names.
import BetterSqlite3 from "better-sqlite3";
import { Kysely, sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { CachedSqliteDialect, rowMaker } from "./sqlite-driver";

const open = (safeIntegers = false) => {
  const raw = new BetterSqlite3(":memory:");
  raw.defaultSafeIntegers(safeIntegers);
  raw.exec(`create table t (id text primary key, n integer, price real, note text, data blob);
    insert into t values ('a', 1, 1.5, null, x'0102'), ('b', 9007199254740993, -2.25, 'ä "q"', null)`);
  return { raw, kysely: new Kysely<Record<string, never>>({ dialect: new CachedSqliteDialect(raw) }) };
};

let opened: ReturnType<typeof open>[] = [];
const shop = (safeIntegers = false) => {
  const db = open(safeIntegers);
  opened.push(db);
  return db;
};
afterEach(async () => {
  for (const db of opened) await db.kysely.destroy();
  opened = [];
});

/** The query through Kysely (our driver) and straight through better-sqlite3's own row objects. */
async function both(db: ReturnType<typeof open>, text: string) {
  const ours = (await sql.raw<Record<string, unknown>>(text).execute(db.kysely)).rows;
  const theirs = db.raw.prepare(text).all() as Record<string, unknown>[];
  return { ours, theirs };
}

describe("rows read as arrays", () => {
  it.each([
    ["every type of value", "select * from t order by id"],
    ["a repeated name keeps its last value", "select id, n, note as id from t order by id"],
    ["names that are numbers, spaces and quotes", `select n as "1", id as "a b", note as "it's ""x""" from t order by id`],
    ["no rows", "select * from t where id = 'none'"],
    ["an expression's name", "select count(*), max(n) + 1 from t"],
  ])("%s: the same rows as better-sqlite3's", async (_, text) => {
    const db = shop();
    const { ours, theirs } = await both(db, text);
    expect(ours).toEqual(theirs);
    for (let i = 0; i < ours.length; i++) expect(Object.keys(ours[i])).toEqual(Object.keys(theirs[i]));
  });

  it("RETURNING: the rows a write returns", async () => {
    const db = shop();
    const { ours, theirs } = await both(db, "update t set n = n + 1 where id = 'a' returning id, n");
    // The update ran twice (ours, then theirs): each saw the row as it was.
    expect(ours).toEqual([{ id: "a", n: 2 }]);
    expect(theirs).toEqual([{ id: "a", n: 3 }]);
  });

  it("keeps the database's integers as BigInt when it is asked to", async () => {
    const db = shop(true);
    const { ours, theirs } = await both(db, "select id, n from t order by id");
    expect(ours).toEqual(theirs);
    expect(ours[1].n).toBe(9007199254740993n);
  });

  it('a column named "__proto__" is left to better-sqlite3 and never sets the prototype', async () => {
    expect(rowMaker(["__proto__"])).toBeNull();
    const db = shop();
    const { ours, theirs } = await both(db, `select id as "__proto__", n from t order by id`);
    expect(ours).toEqual(theirs);
    expect(Object.getPrototypeOf(ours[0])).toBe(Object.prototype);
    expect(ours[1]).toEqual({ n: 9007199254740992 });
  });

  it("makes each row from its values in the columns' order", () => {
    const make = rowMaker(["id", "total", "id"])!;
    expect(make(["x", 12, "y"])).toEqual({ id: "y", total: 12 });
  });
});
