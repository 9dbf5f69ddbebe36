// The cached INSERT gives what Kysely's own compile gives, for rows of the same shape and others.
import { Kysely, SqliteDialect } from "kysely";
import { describe, expect, it } from "vitest";
import { templateInsert } from "./insert-template";

interface Db {
  t: { a: string; b: number | null; c: string | null };
}
// A Kysely that only compiles (no database behind it).
const k = new Kysely<Db>({
  dialect: new SqliteDialect({ database: async () => ({}) as never }),
});

describe("templateInsert", () => {
  const insert = (rows: Db["t"][] | Partial<Db["t"]>[]) =>
    templateInsert(k, "t", rows, () =>
      k
        .insertInto("t")
        .values(rows as Db["t"][])
        .compile(),
    );
  const kysely = (rows: Db["t"][] | Partial<Db["t"]>[]) => {
    const c = k
      .insertInto("t")
      .values(rows as Db["t"][])
      .compile();
    return { sql: c.sql, parameters: [...c.parameters] };
  };

  it("matches Kysely for a first and a later row of the same shape", () => {
    const first = [{ a: "x", b: 1, c: null }];
    const later = [{ a: "y", b: null, c: "z" }];
    expect(insert(first)).toEqual(kysely(first));
    expect(insert(later)).toEqual(kysely(later));
  });

  it("tells apart row counts and column sets", () => {
    const two = [
      { a: "p", b: 2, c: "q" },
      { a: "r", b: 3, c: null },
    ];
    expect(insert(two)).toEqual(kysely(two));
    expect(insert([{ a: "only" }])).toEqual(kysely([{ a: "only" }]));
    expect(insert([{ a: "s", b: 4, c: "t" }])).toEqual(kysely([{ a: "s", b: 4, c: "t" }]));
  });

  it("falls back to compiling when rows differ in their columns", () => {
    const mixed = [
      { a: "u", b: 5 },
      { a: "v", c: "w" },
    ];
    expect(insert(mixed)).toEqual(kysely(mixed));
  });
});
