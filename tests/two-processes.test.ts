// Two server processes on one PostgreSQL database: orders placed through both at once are all
// stored exactly once, an Idempotency-Key holds across the processes, and the last units of a
// perfume are sold exactly once between them.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, TEST_DATABASE_URL, type TestDb } from "./support/test-db";
import { spawnOrderServer, type ServerProcess } from "./support/spawn-server";
import { orderBody } from "./support/orders";

// Skipped without TEST_DATABASE_URL: several processes need PostgreSQL (SQLite has one writer).
describe.skipIf(!TEST_DATABASE_URL)("two processes on one PostgreSQL", () => {
  let t: TestDb;
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    t = await createTestDb("postgres");
    const env = { DATABASE_URL: TEST_DATABASE_URL, TEST_PG_SCHEMA: t.schema! };
    servers = await Promise.all([spawnOrderServer(env), spawnOrderServer(env)]);
  }, 60_000);

  afterAll(async () => {
    for (const s of servers) {
      s.child.kill("SIGTERM");
      await s.exited;
    }
    await t?.cleanup();
  });

  const post = (url: string, headers: Record<string, string> = {}, body = orderBody()) =>
    fetch(`${url}/api/orders`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });

  it("stores every order placed through either process exactly once", async () => {
    const responses = await Promise.all(Array.from({ length: 120 }, (_, i) => post(servers[i % 2].url)));
    const ids = await Promise.all(
      responses.filter((r) => r.status === 201).map(async (r) => ((await r.json()) as { id: string }).id),
    );
    expect(ids).toHaveLength(120);
    const rows = await t.db.kysely.selectFrom("orders").select(["id", "number"]).where("id", "in", ids).execute();
    expect(rows).toHaveLength(120);
    // One sequence for both processes: every order has its own number.
    expect(new Set(rows.map((r) => r.number)).size).toBe(120);
  });

  it("honours one Idempotency-Key across both processes", async () => {
    const key = `cross-${Math.random()}`;
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => post(servers[i % 2].url, { "Idempotency-Key": key })),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(201));
    const bodies = (await Promise.all(responses.map((r) => r.json()))) as { id: string }[];
    expect(new Set(bodies.map((b) => b.id)).size).toBe(1);
    const stored = await t.db.kysely.selectFrom("idempotency_keys").select("order_id").where("key", "=", key).execute();
    expect(stored).toHaveLength(1);
  });

  it("sells the last 10 units exactly once between both processes, and never below 0", async () => {
    // As the admin of a third process would: change the row, then announce it on the schema's channel.
    await t.db.kysely.updateTable("product_variants").set({ stock: 10 }).where("product_id", "=", "6").execute();
    await sql`select pg_notify(${`catalogue_${t.schema}`}, 'another process')`.execute(t.db.kysely);
    // Both processes have heard once their catalogue says the perfume is tracked.
    for (const server of servers) {
      await expect
        .poll(async () => {
          const catalogue = (await (await fetch(`${server.url}/api/catalogue`)).json()) as {
            products: { id: string; stock: number | null }[];
          };
          return catalogue.products.find((p) => p.id === "6")?.stock;
        })
        .toBe(10);
    }
    const body = orderBody({ items: [{ type: "product", productId: "6", quantity: 1 }] });
    const responses = await Promise.all(Array.from({ length: 50 }, (_, i) => post(servers[i % 2].url, {}, body)));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    const { stock } = await t.db.kysely
      .selectFrom("product_variants")
      .select("stock")
      .where("product_id", "=", "6")
      .executeTakeFirstOrThrow();
    expect(stock).toBe(0);
  });
});
