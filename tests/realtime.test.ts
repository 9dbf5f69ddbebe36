// Live order events over a real HTTP server: created/updated/deleted reach an open stream within a
// second; a reconnect with Last-Event-ID gets exactly what it missed; and on PostgreSQL two
// service instances on one database hear each other through LISTEN/NOTIFY.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../server/api";
import { openDatabase, type Db } from "../server/db/database";
import type { AppServices } from "../server/services";
import type { StoredOrderEvent } from "../server/realtime/event-store";
import { createTestDb, engines, testServices, TEST_DATABASE_URL, type TestDb } from "./support/test-db";
import { adminTestApp, jsonRequest } from "./support/admin-fixtures";
import { orderBody } from "./support/orders";
import { openSse, type SseEvent, type SseStream } from "./support/sse";

interface Running {
  services: AppServices;
  url: string;
  close(): Promise<void>;
}

async function startServer(services: AppServices): Promise<Running> {
  const app = new Hono();
  app.route("/api/admin", adminTestApp(services));
  app.route("/api", createApi(services));
  const server = http.createServer(getRequestListener(app.fetch));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    services,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      await services.events.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const payload = (e: SseEvent) => ({
  id: Number(e.id),
  event: e.event,
  ...(JSON.parse(e.data) as { type: string; orderId: string }),
});

describe.each(engines)("live order events on %s", (engine) => {
  let t: TestDb;
  let s: Running;
  const streams: SseStream[] = [];
  const open = async (headers: Record<string, string> = {}, query = "") => {
    const stream = await openSse(`${s.url}/api/admin/events${query}`, headers);
    streams.push(stream);
    return stream;
  };
  const placeOrder = async () => {
    const res = await fetch(`${s.url}/api/orders`, jsonRequest("POST", orderBody()));
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  const setStatus = (id: string, status: string) =>
    fetch(`${s.url}/api/admin/orders/${id}/status`, jsonRequest("PATCH", { status }));
  const remove = (id: string) => fetch(`${s.url}/api/admin/orders/${id}`, { method: "DELETE" });

  beforeAll(async () => {
    t = await createTestDb(engine);
    s = await startServer(testServices(t.db, engine === "postgres" ? { DATABASE_URL: t.url } : {}));
  });
  afterAll(async () => {
    streams.forEach((x) => x.close());
    await s.close();
    await t.cleanup();
  });

  it("answers an event stream", async () => {
    const stream = await open();
    expect(stream.status).toBe(200);
    expect(stream.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(stream.headers.get("cache-control")).toBe("no-store");
    stream.close();
  });

  it("delivers created, updated and deleted within a second each", async () => {
    const stream = await open();
    // Timed from each acknowledgment: the request itself may wait on a busy machine.
    const id = await placeOrder();
    let started = Date.now();
    const created = payload(await stream.next(1000));
    expect(Date.now() - started).toBeLessThan(1000);
    expect(created).toMatchObject({ event: "order", type: "created", orderId: id });

    expect((await setStatus(id, "Shipped")).status).toBe(200);
    started = Date.now();
    const updated = payload(await stream.next(1000));
    expect(Date.now() - started).toBeLessThan(1000);
    expect(updated).toMatchObject({ type: "updated", orderId: id });

    expect((await remove(id)).status).toBe(204);
    started = Date.now();
    const deleted = payload(await stream.next(1000));
    expect(Date.now() - started).toBeLessThan(1000);
    expect(deleted).toMatchObject({ type: "deleted", orderId: id });

    expect(created.id).toBeLessThan(updated.id);
    expect(updated.id).toBeLessThan(deleted.id);
    expect(await stream.collect(200)).toEqual([]);
    stream.close();
  });

  for (const how of ["header", "query"] as const) {
    it(`replays what a reconnecting dashboard missed (Last-Event-ID as ${how}), once each`, async () => {
      const first = await open();
      const id = await placeOrder();
      const seen = payload(await first.next());
      expect(seen).toMatchObject({ type: "created", orderId: id });
      first.close();

      // While the dashboard is away: a change, a new order, a delete.
      expect((await setStatus(id, "Processing")).status).toBe(200);
      const other = await placeOrder();
      expect((await remove(id)).status).toBe(204);

      const resume =
        how === "header" ? await open({ "last-event-id": String(seen.id) }) : await open({}, `?lastEventId=${seen.id}`);
      const missed = [payload(await resume.next()), payload(await resume.next()), payload(await resume.next())];
      expect(missed.map((e) => [e.type, e.orderId])).toEqual([
        ["updated", id],
        ["created", other],
        ["deleted", id],
      ]);
      expect(missed.every((e, i) => e.id > (i ? missed[i - 1].id : seen.id))).toBe(true);

      const live = await placeOrder();
      expect(payload(await resume.next())).toMatchObject({ type: "created", orderId: live });
      expect(await resume.collect(300)).toEqual([]);
      resume.close();
    });
  }

  it("starts from now when the Last-Event-ID is unknown to this database", async () => {
    const stream = await open({ "last-event-id": "999999999" });
    const id = await placeOrder();
    expect(payload(await stream.next())).toMatchObject({ type: "created", orderId: id });
    stream.close();
  });

  it("numbers concurrent changes in commit order: every one arrives once, ids rising", async () => {
    const stream = await open();
    const ids = await Promise.all(Array.from({ length: 25 }, placeOrder));
    const events: ReturnType<typeof payload>[] = [];
    while (events.length < ids.length) events.push(payload(await stream.next(3000)));
    expect(new Set(events.map((e) => e.orderId))).toEqual(new Set(ids));
    expect(events.every((e, i) => i === 0 || e.id > events[i - 1].id)).toBe(true);
    expect(await stream.collect(200)).toEqual([]);
    stream.close();
  });

  it("lets in-process listeners follow along through on/off", async () => {
    const got: StoredOrderEvent[] = [];
    const listener = (e: StoredOrderEvent) => got.push(e);
    s.services.events.on("order", listener);
    const id = await placeOrder();
    await expect.poll(() => got.map((e) => e.orderId), { timeout: 1000 }).toContain(id);
    s.services.events.off("order", listener);
  });
});

describe.runIf(TEST_DATABASE_URL)("LISTEN/NOTIFY between two service instances on PostgreSQL", () => {
  let t: TestDb;
  let secondDb: Db;
  let a: Running;
  let b: Running;

  beforeAll(async () => {
    t = await createTestDb("postgres");
    // Two pools on one schema: as two server processes would have.
    secondDb = openDatabase(TEST_DATABASE_URL, { schema: t.schema });
    a = await startServer(testServices(t.db, { DATABASE_URL: TEST_DATABASE_URL }));
    b = await startServer(testServices(secondDb, { DATABASE_URL: TEST_DATABASE_URL }));
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await secondDb.close();
    await t.cleanup();
  });

  it("an order placed through one instance reaches a dashboard on the other within a second", async () => {
    const onB = await openSse(`${b.url}/api/admin/events`);
    const onA = await openSse(`${a.url}/api/admin/events`);
    try {
      const started = Date.now();
      const res = await fetch(`${a.url}/api/orders`, jsonRequest("POST", orderBody()));
      const { id } = (await res.json()) as { id: string };
      // The safety poll runs every 30 s when LISTEN works, so this can only be NOTIFY.
      expect(payload(await onB.next(1000))).toMatchObject({ type: "created", orderId: id });
      expect(Date.now() - started).toBeLessThan(1000);
      expect(payload(await onA.next(1000))).toMatchObject({ type: "created", orderId: id });

      // And back: a status change on B reaches A.
      expect((await fetch(`${b.url}/api/admin/orders/${id}/status`, jsonRequest("PATCH", { status: "Delivered" }))).status).toBe(
        200,
      );
      expect(payload(await onA.next(1000))).toMatchObject({ type: "updated", orderId: id });
      expect(payload(await onB.next(1000))).toMatchObject({ type: "updated", orderId: id });
    } finally {
      onA.close();
      onB.close();
    }
  });
});
