// `npm run seed:orders -- --count N` as a real child process, on both engines: the orders it adds
// are numbered in the order they were placed, the per-day totals and the customers follow them,
// and on PostgreSQL a first load (its indexes built at the end, two streams at once) leaves the
// same indexes and the sequence where the shop's next order expects it.
import { spawn } from "node:child_process";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, engines, type TestDb } from "./support/test-db";

function seedOrders(databaseUrl: string, count: number): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/seed-orders.ts", "--count", String(count)], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d) => (output += String(d)));
  child.stderr.on("data", (d) => (output += String(d)));
  return new Promise((resolve) => child.on("exit", (code) => resolve({ code, output })));
}

describe.each(engines)("seed:orders on %s", (engine) => {
  let t: TestDb;

  beforeAll(async () => {
    t = await createTestDb(engine, { ownDatabase: true });
  });
  afterAll(async () => t.cleanup());

  const indexes = async () =>
    engine === "postgres"
      ? (
          await sql<{ name: string }>`
            select indexname as name from pg_indexes
            where schemaname = current_schema() and tablename in ('orders', 'order_items') order by 1`.execute(t.db.kysely)
        ).rows.map((r) => r.name)
      : (
          await sql<{ name: string }>`
            select name from sqlite_master where type = 'index' and tbl_name in ('orders', 'order_items') order by 1`.execute(
            t.db.kysely,
          )
        ).rows.map((r) => r.name);

  /** Orders by number: each number once, and none placed before the one numbered ahead of it. */
  async function numbered() {
    const rows = await t.db.kysely.selectFrom("orders").select(["number", "created_at"]).orderBy("number").execute();
    const inversions = rows.filter((row, i) => i > 0 && row.created_at < rows[i - 1].created_at).length;
    return { numbers: rows.map((r) => Number(r.number)), inversions };
  }

  async function totalsFollowOrders() {
    const stats = await t.db.kysely
      .selectFrom("order_daily_stats")
      .select((eb) => eb.fn.sum<number>("orders").as("orders"))
      .executeTakeFirstOrThrow();
    const orders = await t.db.kysely
      .selectFrom("orders")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    const phones = await t.db.kysely
      .selectFrom("orders")
      .select(sql<number>`count(distinct phone_number)`.as("n"))
      .executeTakeFirstOrThrow();
    const customers = await t.db.kysely
      .selectFrom("customers")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    return {
      dailyOrders: Number(stats.orders),
      orders: Number(orders.n),
      customers: Number(customers.n),
      phones: Number(phones.n),
    };
  }

  it("fills an empty shop: orders numbered from 1001 as they were placed, totals and customers exact, indexes all there", async () => {
    const before = await indexes();
    const run = await seedOrders(t.url, 2_500);
    expect(run.output).toContain("Done in");
    expect(run.code).toBe(0);

    const { numbers, inversions } = await numbered();
    expect(numbers).toEqual(Array.from({ length: 2_500 }, (_, i) => 1001 + i));
    expect(inversions).toBe(0);
    const totals = await totalsFollowOrders();
    expect(totals.dailyOrders).toBe(2_500);
    expect(totals.orders).toBe(2_500);
    expect(totals.customers).toBe(totals.phones);
    expect(await indexes()).toEqual(before);
    if (engine === "postgres") {
      expect(run.output).toContain("Building");
      const sequence = await sql<{ last_value: string }>`select last_value from order_number_seq`.execute(t.db.kysely);
      expect(Number(sequence.rows[0].last_value)).toBe(3_500);
    }
  });

  it("adds to a shop that has orders, numbering on from the last", async () => {
    const before = await indexes();
    const run = await seedOrders(t.url, 300);
    expect(run.code).toBe(0);
    // Only a first load builds the indexes at the end.
    expect(run.output).not.toContain("Building");

    const { numbers } = await numbered();
    expect(numbers).toHaveLength(2_800);
    expect(numbers.at(-1)).toBe(3_800);
    expect(new Set(numbers).size).toBe(2_800);
    const totals = await totalsFollowOrders();
    expect(totals.dailyOrders).toBe(2_800);
    expect(totals.customers).toBe(totals.phones);
    expect(await indexes()).toEqual(before);
  });
});
