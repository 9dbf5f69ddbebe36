// What the shop says about itself: /metrics only for the token's holder and counting
// real traffic by route pattern; one JSON log line per request with its id (also sent back as
// X-Request-Id, the proxy's own kept when TRUST_PROXY is on) and never a password, a session token,
// a cookie or a customer's address; /readyz, which says no while the process drains.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../server/app";
import { loadConfig } from "../server/config";
import { createLogger } from "../server/log";
import { createServices, type AppServices } from "../server/services";
import { login, signIn, TEST_PASSWORD, useFastAuth } from "./support/admin";
import { orderBody, postOrder, validCustomer } from "./support/orders";
import { createTestDb, engines, type TestDb } from "./support/test-db";
import { loggedLines } from "./support/log-lines";

const TOKEN = "scrape-me-please-0123456789";

describe.each(engines)("metrics, logs and readiness on %s", (engine) => {
  let t: TestDb;
  let services: AppServices;
  let app: ReturnType<typeof createApp>;
  let lines: string[] = [];
  const logs = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

  beforeAll(async () => {
    t = await createTestDb(engine);
    const config = loadConfig({
      NODE_ENV: "test",
      ORDER_LIMIT_PER_PHONE: "0",
      ORDER_LIMIT_PER_ADDRESS: "0",
      METRICS_TOKEN: TOKEN,
      TRUST_PROXY: "true",
      MAIL_OUTBOX_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "shop-outbox-")),
      UPLOADS_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "shop-uploads-")),
    });
    // The real logger, writing JSON lines into a stream this test reads.
    const logged = loggedLines();
    lines = logged.lines;
    services = useFastAuth(createServices(config, t.db, logged.logger));
    app = createApp(services);
  });
  afterAll(() => t.cleanup());

  const scrape = async (headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` }) =>
    app.request("/metrics", { headers });

  it("answers /metrics only with the token", async () => {
    expect((await scrape({})).status).toBe(401);
    expect((await scrape({ authorization: "Bearer wrong-token-0123456789xx" })).status).toBe(401);
    const res = await scrape();
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    expect(await res.text()).toContain("process_resident_memory_bytes");
  });

  it("counts orders, refusals and requests by route pattern, never by URL", async () => {
    for (let i = 0; i < 3; i++) expect((await postOrder(app, orderBody())).status).toBe(201);
    expect((await postOrder(app, orderBody({ items: [] }))).status).toBe(422);
    // An order by id, refused without a session: labelled by the route's pattern, not the id.
    expect((await app.request("/api/admin/orders/0193aa55-dead-beef-8000-123456789abc")).status).toBe(401);
    const text = await (await scrape()).text();
    expect(text).toMatch(/^shop_orders_created_total 3$/m);
    expect(text).toMatch(/^shop_orders_refused_total\{reason="invalid"\} 1$/m);
    expect(text).toMatch(/^shop_order_commit_seconds_count 3$/m);
    expect(text).toMatch(/^http_requests_total\{method="POST",route="\/api\/orders",status="201"\} 3$/m);
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="POST",route="\/api\/orders",status="422"\} 1$/m);
    expect(text).toMatch(/^http_requests_total\{method="GET",route="\/api\/admin\/orders\/:id",status="401"\} 1$/m);
    expect(text).not.toContain("dead-beef");
    expect(text).toMatch(/^shop_mail_outbox_pending \d+$/m);
  });

  it("logs one JSON line per request with its id, and no secret or address", async () => {
    lines.length = 0;
    await signIn(app, services, "hessa", TEST_PASSWORD);
    const wrong = await login(app, "hessa", "not the right password at all");
    expect(wrong.status).toBe(401);
    const proxied = await postOrder(app, orderBody(), { "x-request-id": "proxy-id-0001-abcd" });
    expect(proxied.headers.get("x-request-id")).toBe("proxy-id-0001-abcd");
    // An id that is not one (room for log injection) is replaced by ours.
    const odd = await postOrder(app, orderBody(), { "x-request-id": 'evil" {"level":"fatal"}' });
    const oddId = odd.headers.get("x-request-id");
    expect(oddId).toMatch(/^[0-9a-f-]{36}$/);

    await new Promise((resolve) => setImmediate(resolve));
    const entries = logs();
    const requests = entries.filter((e) => e.msg === "request");
    expect(requests.map((e) => e.reqId)).toEqual(expect.arrayContaining(["proxy-id-0001-abcd", oddId]));
    const order = requests.find((e) => e.reqId === "proxy-id-0001-abcd")!;
    expect(order).toMatchObject({ method: "POST", route: "/api/orders", status: 201, level: "info" });
    expect(typeof order.ms).toBe("number");
    expect(typeof order.time).toBe("string");
    const logins = requests.filter((e) => e.route === "/api/admin/login");
    expect(logins.map((e) => e.status).sort()).toEqual([200, 401]);

    const all = lines.join("\n");
    expect(all).not.toContain(TEST_PASSWORD);
    expect(all).not.toContain("not the right password");
    expect(all).not.toContain(validCustomer.address);
    expect(all).not.toContain("Zone 66");
    expect(all).not.toMatch(/shop_session=/);
    const session = (await services.db.kysely.selectFrom("staff_sessions").select("id").execute()).map((s) => s.id);
    for (const id of session) expect(all).not.toContain(id);
  });

  it("logs an error with its stack and the request's id", async () => {
    lines.length = 0;
    const failing = createApp(services, {
      handlePage: async () => {
        throw new Error("the page broke");
      },
    });
    const res = await failing.request("/about");
    expect(res.status).toBe(500);
    await new Promise((resolve) => setImmediate(resolve));
    const error = logs().find((e) => e.level === "error")!;
    expect(error.msg).toBe("request failed");
    expect((error.err as { stack: string }).stack).toContain("the page broke");
    expect(error.reqId).toBe(res.headers.get("x-request-id"));
    expect(logs().find((e) => e.msg === "request" && e.reqId === error.reqId)).toMatchObject({ route: "/about", status: 500 });
  });

  it("is ready until it drains", async () => {
    expect((await app.request("/readyz")).status).toBe(200);
    expect((await app.request("/healthz")).status).toBe(200);
    services.lifecycle.draining = true;
    const draining = await app.request("/readyz");
    expect(draining.status).toBe(503);
    expect(await draining.json()).toEqual({ ready: false, reason: "draining" });
    // Liveness is another question: the process still answers.
    expect((await app.request("/healthz")).status).toBe(200);
    services.lifecycle.draining = false;
  });

  it("has no /metrics without a token configured", async () => {
    const bare = createApp(useFastAuth(createServices(loadConfig({ NODE_ENV: "test" }), t.db, createLogger("test"))));
    expect((await bare.request("/metrics", { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
  });
});
