// Two server processes on one PostgreSQL database: an order placed on one reaches a dashboard signed
// in on the other, through LISTEN/NOTIFY, and the session works on both (in the slow project: it
// starts servers of its own). The in-process cases are in realtime.test.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, TEST_DATABASE_URL, type TestDb } from "./support/test-db";
import { jsonRequest } from "./support/admin-fixtures";
import { orderBody } from "./support/orders";
import { openSse, type SseEvent } from "./support/sse";
import { spawnOrderServer, type ServerProcess } from "./support/spawn-server";
import { createPasswordHasher } from "../server/auth/password";
import { setStaffPassword } from "../server/auth/staff";
import { FAST_SCRYPT, TEST_PASSWORD } from "./support/admin";

const payload = (e: SseEvent) => ({
  id: Number(e.id),
  event: e.event,
  ...(JSON.parse(e.data) as { type: string; orderId: string }),
});

describe.runIf(TEST_DATABASE_URL)("two server processes on one PostgreSQL database", () => {
  let t: TestDb;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    t = await createTestDb("postgres");
    await setStaffPassword(t.db, createPasswordHasher({ params: FAST_SCRYPT }), "admin", TEST_PASSWORD);
    const url = new URL(TEST_DATABASE_URL);
    url.searchParams.set("options", `-c search_path=${t.schema}`);
    // One after the other: each migrates on start (a no-op here) and they need not race for it.
    for (let i = 0; i < 2; i++) servers.push(await spawnOrderServer({ DATABASE_URL: url.toString() }));
  }, 60_000);
  afterAll(async () => {
    for (const server of servers) {
      server.child.kill("SIGTERM");
      await server.exited;
    }
    await t.cleanup();
  });

  it("an order placed on one process reaches a signed-in dashboard on the other within a second", async () => {
    const [a, b] = servers;
    const login = await fetch(`${b.url}/api/admin/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: b.url, "sec-fetch-site": "same-origin" },
      body: JSON.stringify({ username: "admin", password: TEST_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const cookie = /^([^;]+)/.exec(login.headers.get("set-cookie") ?? "")![1];

    const dashboard = await openSse(`${b.url}/api/admin/events`, { cookie });
    try {
      expect(dashboard.status).toBe(200);
      const started = Date.now();
      const res = await fetch(`${a.url}/api/orders`, jsonRequest("POST", orderBody()));
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as { id: string };
      expect(payload(await dashboard.next(1000))).toMatchObject({ type: "created", orderId: id });
      expect(Date.now() - started).toBeLessThan(1000);

      // The session lives in the database, so process A accepts it too.
      const change = await fetch(`${a.url}/api/admin/orders/${id}/status`, {
        method: "PATCH",
        headers: { "content-type": "application/json", cookie, origin: a.url, "sec-fetch-site": "same-origin" },
        body: JSON.stringify({ status: "Shipped" }),
      });
      expect(change.status).toBe(200);
      expect(payload(await dashboard.next(1000))).toMatchObject({ type: "updated", orderId: id });
    } finally {
      dashboard.close();
    }
  });
});
