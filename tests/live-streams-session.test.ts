// A live-update stream lives no longer than its session: signing out ends it at once, and so does
// the owner disabling the account, resetting its password or signing it out everywhere; a session
// ended elsewhere (deleted from the database, as another process does) stops it before the next
// order reaches it, and one session holds at most a few streams.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../server/app";
import { MAX_STREAMS_PER_SESSION } from "../server/api/admin/events";
import { MAX_WRONG_ANSWERS_PER_SESSION } from "../server/auth/service";
import type { AppServices } from "../server/services";
import { createTestDb, engines, testServices, type TestDb } from "./support/test-db";
import { orderBody } from "./support/orders";
import { openSse, type SseStream } from "./support/sse";
import { createStaff, login, sessionCookieFrom, TEST_PASSWORD, useFastAuth } from "./support/admin";

describe.each(engines)("live streams and their session on %s", (engine) => {
  let t: TestDb;
  let services: AppServices;
  let server: http.Server;
  let url = "";
  const streams: SseStream[] = [];

  beforeAll(async () => {
    t = await createTestDb(engine);
    services = useFastAuth(testServices(t.db, engine === "postgres" ? { DATABASE_URL: t.url } : {}));
    await createStaff(services, "owner", TEST_PASSWORD);
    const app = createApp(services);
    server = http.createServer(getRequestListener(app.fetch));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    streams.forEach((s) => s.close());
    await services.events.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await t.cleanup();
  });

  const signIn = async (username = "owner") => {
    const res = await login(
      { request: (path, init) => fetch(`${url}${path}`, { ...init, headers: { ...init?.headers, origin: url } }) },
      username,
      TEST_PASSWORD,
    );
    expect(res.status).toBe(200);
    return { cookie: sessionCookieFrom(res)!, origin: url, "sec-fetch-site": "same-origin" };
  };
  const open = async (headers: Record<string, string>) => {
    const stream = await openSse(`${url}/api/admin/events`, headers);
    streams.push(stream);
    return stream;
  };
  const placeOrder = async () => {
    const res = await fetch(`${url}/api/orders`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(orderBody()),
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };

  it("delivers orders while the session stands, and ends the stream when it signs out", async () => {
    const headers = await signIn();
    const stream = await open(headers);
    expect(stream.status).toBe(200);
    const id = await placeOrder();
    expect(JSON.parse((await stream.next(2000)).data)).toMatchObject({ type: "created", orderId: id });

    const out = await fetch(`${url}/api/admin/logout`, { method: "POST", headers });
    expect(out.status).toBe(204);
    await placeOrder();
    await expect(stream.next(1500)).rejects.toThrow("the event stream ended");
  });

  it("stops a stream whose session was ended elsewhere before the next order reaches it", async () => {
    const headers = await signIn();
    const stream = await open(headers);
    expect(stream.status).toBe(200);
    // As a password reset or another server process would: the session row is gone.
    await t.db.kysely.deleteFrom("staff_sessions").execute();
    const id = await placeOrder();
    await expect(stream.next(1500)).rejects.toThrow("the event stream ended");
    expect(id).toBeTruthy();
  });

  // The owner's changes to another account end that account's sessions: its open dashboards must
  // stop at once, not at their next heartbeat (15 s) or order.
  it.each([
    ["disabling the account", "PATCH", "/api/admin/staff/nadia", { disabled: true }],
    ["resetting its password", "POST", "/api/admin/staff/nadia/reset-password", undefined],
    ["signing it out everywhere", "POST", "/api/admin/staff/nadia/sign-out", undefined],
  ])("ends the account's open streams at once on %s", async (_what, method, path, body) => {
    await createStaff(services, "nadia", TEST_PASSWORD, "staff");
    await services.db.kysely.updateTable("staff_users").set({ disabled_at: null }).where("username", "=", "nadia").execute();
    const owner = await signIn();
    const stream = await open(await signIn("nadia"));
    expect(stream.status).toBe(200);
    const res = await fetch(`${url}${path}`, {
      method,
      headers: { ...owner, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(res.status).toBeLessThan(300);
    // No order is placed: nothing but the account change can end the stream within the second.
    await expect(stream.next(1000)).rejects.toThrow("the event stream ended");
  });

  it("ends the streams of a session signed out for wrong answers to its password", async () => {
    // An account of its own: the wrong answers lock it out from this address for a while.
    await createStaff(services, "layla", TEST_PASSWORD, "staff");
    const headers = await signIn("layla");
    const stream = await open(headers);
    expect(stream.status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < MAX_WRONG_ANSWERS_PER_SESSION; i++) {
      const res = await fetch(`${url}/api/admin/me/password`, {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify({ currentPassword: `a guess ${i}`, newPassword: "amber saffron harbour lantern" }),
      });
      statuses.push(res.status);
    }
    expect(statuses.at(-1)).toBe(401);
    await expect(stream.next(1000)).rejects.toThrow("the event stream ended");
  });

  it(`refuses more than ${MAX_STREAMS_PER_SESSION} streams for one session, not for another`, async () => {
    const headers = await signIn();
    for (let i = 0; i < MAX_STREAMS_PER_SESSION; i++) expect((await open(headers)).status).toBe(200);
    const extra = await open(headers);
    expect(extra.status).toBe(429);
    expect(extra.headers.get("retry-after")).toBe("60");
    const other = await open(await signIn());
    expect(other.status).toBe(200);
    // Closing one makes room again.
    streams[streams.length - 3].close();
    await expect.poll(async () => (await open(headers)).status, { timeout: 3000 }).toBe(200);
  });
});
