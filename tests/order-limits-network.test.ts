// Order limits over real sockets (in the slow project: it starts servers of its own). The rest of
// the order limits are in order-limits.test.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, TEST_DATABASE_URL, type TestDb } from "./support/test-db";
import { orderBody, validCustomer } from "./support/orders";
import { spawnOrderServer, type ServerProcess } from "./support/spawn-server";

const withPhone = (phone: string, overrides: Record<string, unknown> = {}) =>
  orderBody({ customer: { ...validCustomer, phone }, ...overrides });

// Over real sockets: the address is the peer's, and on PostgreSQL two processes share the count.
describe("order limits over the network", () => {
  let t: TestDb;
  let servers: ServerProcess[] = [];
  const engine = TEST_DATABASE_URL ? "postgres" : "sqlite";

  beforeAll(async () => {
    t = await createTestDb(engine);
    const env = {
      DATABASE_URL: engine === "postgres" ? TEST_DATABASE_URL : t.url,
      TEST_PG_SCHEMA: t.schema ?? "",
      ORDER_LIMIT_PER_PHONE: "5",
      ORDER_LIMIT_PER_ADDRESS: "40",
    };
    // SQLite has one writing process; PostgreSQL is the engine for several.
    servers = await Promise.all(engine === "postgres" ? [spawnOrderServer(env), spawnOrderServer(env)] : [spawnOrderServer(env)]);
  }, 60_000);

  afterAll(async () => {
    for (const s of servers) {
      s.child.kill("SIGTERM");
      await s.exited;
    }
    await t?.cleanup();
  });

  const post = (i: number, phone: string) =>
    fetch(`${servers[i % servers.length].url}/api/orders`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(withPhone(phone)),
    });

  it(`stores exactly 5 of 30 simultaneous orders from one phone (${engine})`, async () => {
    const responses = await Promise.all(Array.from({ length: 30 }, (_, i) => post(i, "5590 0001")));
    expect(responses.filter((r) => r.status === 201)).toHaveLength(5);
    expect(responses.filter((r) => r.status === 429)).toHaveLength(25);
    const stored = await t.db.kysely.selectFrom("orders").select("id").where("phone_number", "=", "+97455900001").execute();
    expect(stored).toHaveLength(5);
  });

  it("gives one client address 40 orders an hour, then 429s", async () => {
    const responses = await Promise.all(Array.from({ length: 50 }, (_, i) => post(i, `5591 ${String(1000 + i)}`)));
    // The first test's 5 accepted orders came from this address too.
    expect(responses.filter((r) => r.status === 201)).toHaveLength(35);
    expect(responses.filter((r) => r.status === 429)).toHaveLength(15);
  });
});
