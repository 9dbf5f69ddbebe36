// New orders answered on Node's response directly (server/api/direct-orders.ts) give the answers
// the application gives (server/api/orders.ts through Hono): the same status, headers and body for
// each outcome, the same log line and metrics, and what the shortcut must not take goes on to the
// application. Two real HTTP servers over one shop: one the application alone, one as served.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../server/app";
import { createNodeListener } from "../server/node-listener";
import type { AppServices } from "../server/services";
import { loggedLines } from "./support/log-lines";
import { orderBody, validCustomer } from "./support/orders";
import { createTestDb, testServices, type TestDb } from "./support/test-db";

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const METRICS_TOKEN = "scrape-me-please-0123456789";

describe("orders answered on Node's response", () => {
  let t: TestDb;
  let services: AppServices;
  let lines: string[];
  const servers: http.Server[] = [];
  const ports = { application: 0, direct: 0 };
  type Way = keyof typeof ports;

  beforeAll(async () => {
    t = await createTestDb("sqlite");
    const logged = loggedLines();
    lines = logged.lines;
    services = testServices(t.db, { NODE_ENV: "production", TRUST_PROXY: "true", METRICS_TOKEN }, logged.logger);
    const listeners: Record<Way, http.RequestListener> = {
      application: getRequestListener(createApp(services).fetch),
      direct: createNodeListener(services, {}),
    };
    for (const way of Object.keys(ports) as Way[]) {
      const server = http.createServer(listeners[way]);
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      ports[way] = (server.address() as AddressInfo).port;
      servers.push(server);
    }
  });
  afterAll(async () => {
    for (const server of servers) await new Promise((resolve) => server.close(resolve));
    await t.cleanup();
  });

  const send = (way: Way, body: string, headers: http.OutgoingHttpHeaders = {}, target = "/api/orders", method = "POST") =>
    new Promise<Answer>((resolve, reject) => {
      const req = http.request(
        {
          host: "127.0.0.1",
          port: ports[way],
          path: target,
          method,
          headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), ...headers },
        },
        (res) => {
          let text = "";
          res.on("data", (d) => (text += d));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
        },
      );
      req.on("error", reject);
      req.end(body);
    });
  const both = async (body: string, headers: http.OutgoingHttpHeaders = {}) => ({
    application: await send("application", body, headers),
    direct: await send("direct", body, headers),
  });
  /** Headers that must be the same in both answers (the request id and date are each answer's own). */
  const sameParts = (a: Answer) => {
    const { "x-request-id": id, date, ...rest } = a.headers;
    expect(id).toBeTruthy();
    expect(date).toBeTruthy();
    return rest;
  };
  /** An order's answer without what differs from one order to the next. */
  const orderShape = (a: Answer) => {
    const { id, orderNumber, createdAt, updatedAt, ...rest } = JSON.parse(a.body) as Record<string, unknown>;
    expect(id).toBeTruthy();
    expect(orderNumber).toEqual(expect.any(Number));
    expect(createdAt).toBe(updatedAt);
    return rest;
  };
  const storedWithKey = async (key: string) =>
    (await t.db.kysely.selectFrom("idempotency_keys").select("order_id").where("key", "=", key).execute()).length;

  it("stores an order and answers 201 with the application's headers and body", async () => {
    const { application, direct } = await both(JSON.stringify(orderBody()));
    expect(application.status).toBe(201);
    expect(direct.status).toBe(201);
    expect(sameParts(direct)).toEqual(sameParts(application));
    expect(direct.headers["content-type"]).toBe("application/json");
    expect(direct.headers["cache-control"]).toBe("no-store");
    expect(direct.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(orderShape(direct)).toEqual(orderShape(application));
    expect(JSON.parse(direct.body).customer.name).toBe(validCustomer.name);
  });

  it("gives each refusal in the application's words, status and headers", async () => {
    const cases: [string, string, http.OutgoingHttpHeaders?][] = [
      ["invalid fields", JSON.stringify(orderBody({ customer: { ...validCustomer, phone: "12" }, items: [] }))],
      ["a bad Idempotency-Key", JSON.stringify(orderBody()), { "idempotency-key": "has spaces" }],
      ["broken JSON", JSON.stringify(orderBody()).slice(0, -1)],
      ["another content type", JSON.stringify(orderBody()), { "content-type": "text/plain" }],
      ["store credit without signing in", JSON.stringify(orderBody({ storeCredit: 10 }))],
      ["an unknown product", JSON.stringify(orderBody({ items: [{ type: "product", productId: "nope", quantity: 1 }] }))],
    ];
    for (const [name, body, headers] of cases) {
      const { application, direct } = await both(body, headers);
      expect(direct.status, name).toBe(application.status);
      expect(direct.status, name).toBeGreaterThanOrEqual(400);
      expect(direct.body, name).toBe(application.body);
      expect(sameParts(direct), name).toEqual(sameParts(application));
      expect(direct.headers["content-type"], name).toMatch(/^application\/(problem\+)?json$/);
    }
  });

  it("replays an order placed one way when its Idempotency-Key comes the other way", async () => {
    for (const [first, second] of [
      ["application", "direct"],
      ["direct", "application"],
    ] as [Way, Way][]) {
      const key = `replay-${first}-0001`;
      const body = JSON.stringify(orderBody());
      const placed = await send(first, body, { "idempotency-key": key });
      const replayed = await send(second, body, { "idempotency-key": key });
      expect(placed.status).toBe(201);
      expect(replayed.status).toBe(201);
      expect(replayed.headers["idempotent-replayed"]).toBe("true");
      expect(JSON.parse(replayed.body)).toEqual(JSON.parse(placed.body));
      expect(await storedWithKey(key)).toBe(1);
    }
  });

  it("logs one line per order with the application's route, keeps the proxy's id and counts it", async () => {
    const count = lines.length;
    const answer = await send("direct", JSON.stringify(orderBody()), {
      "x-request-id": "proxy-id-order-0001",
      "x-forwarded-for": "203.0.113.9",
    });
    await send("application", JSON.stringify(orderBody()), { "x-request-id": "proxy-id-order-0002" });
    expect(answer.headers["x-request-id"]).toBe("proxy-id-order-0001");
    const logged = lines.slice(count).map((l) => JSON.parse(l) as Record<string, unknown>);
    const direct = logged.filter((l) => l.reqId === "proxy-id-order-0001");
    const application = logged.find((l) => l.reqId === "proxy-id-order-0002");
    expect(direct).toHaveLength(1);
    expect(direct[0]).toMatchObject({ msg: "request", method: "POST", route: "/api/orders", status: 201, ip: "203.0.113.9" });
    expect(application).toMatchObject({ msg: "request", method: "POST", route: direct[0].route, status: 201 });
    const metrics = await send("direct", "", { authorization: `Bearer ${METRICS_TOKEN}` }, "/metrics", "GET");
    expect(metrics.body).toMatch(/^http_requests_total\{method="POST",route="\/api\/orders",status="201"\} \d+$/m);
  });

  it("leaves other requests to the application: a query string, a trailing slash, other methods, an odd host", async () => {
    const body = JSON.stringify(orderBody());
    const withQuery = await send("direct", body, {}, "/api/orders?utm=sale");
    expect(withQuery.status).toBe(201);
    const odd = await send("direct", body, { host: "SHOP.TEST" });
    expect(odd.status).toBe(201);
    const get = await send("direct", "", {}, "/api/orders", "GET");
    expect(get.status).toBe(404);
    expect(get.headers["content-type"]).toBe("application/problem+json");
  });

  // Last: it takes the orders table away for a moment.
  it("answers an error no route handled as the application does: 500 in problem details, logged", async () => {
    await sql`alter table orders rename to orders_away`.execute(t.db.kysely);
    try {
      const count = lines.length;
      const { application, direct } = await both(JSON.stringify(orderBody()));
      expect(direct.status).toBe(500);
      expect(direct.body).toBe(application.body);
      expect(JSON.parse(direct.body)).toMatchObject({ title: "Something went wrong on our side. Please try again." });
      expect(sameParts(direct)).toEqual(sameParts(application));
      const errors = lines.slice(count).filter((l) => (JSON.parse(l) as { msg: string }).msg === "api error");
      expect(errors).toHaveLength(2);
    } finally {
      await sql`alter table orders_away rename to orders`.execute(t.db.kysely);
    }
  });
});
