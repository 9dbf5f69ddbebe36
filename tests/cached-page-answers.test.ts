// Cached storefront pages answered on Node's response directly (server/cached-page-answers.ts),
// through a real HTTP server: the page is rendered once by the application, and every later answer
// carries the same body, security headers and policy, its own request id, a log line and metrics,
// exactly as when the application answered it; what the shortcut must not answer goes on to it.
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PageContext } from "../server/app";
import { loadConfig } from "../server/config";
import { createNodeListener } from "../server/node-listener";
import { createServices, type AppServices } from "../server/services";
import { createTestDb, type TestDb } from "./support/test-db";
import { loggedLines } from "./support/log-lines";

let renders = 0;
async function handlePage(request: Request, context: PageContext): Promise<Response> {
  renders += 1;
  const url = new URL(request.url);
  const html =
    `<!doctype html><html><head></head><body><h1>${url.pathname}</h1>${"<p>Oud</p>".repeat(100)}` +
    `<script nonce="${context.nonce}">window.__page = "${url.pathname}";</script></body></html>`;
  return new Response(html, { headers: { "content-type": "text/html; charset=utf-8" } });
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

describe("cached pages answered on Node's response", () => {
  let t: TestDb;
  let services: AppServices;
  let server: http.Server;
  let port: number;
  let lines: string[] = [];

  beforeAll(async () => {
    t = await createTestDb("sqlite");
    const config = loadConfig({
      NODE_ENV: "production",
      TRUST_PROXY: "true",
      METRICS_TOKEN: "scrape-me-please-0123456789",
      MAIL_OUTBOX_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "shop-outbox-")),
      UPLOADS_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "shop-uploads-")),
    });
    const logged = loggedLines();
    lines = logged.lines;
    services = createServices(config, t.db, logged.logger);
    server = http.createServer(createNodeListener(services, { handlePage }));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.cleanup();
  });

  const get = (target: string, headers: http.OutgoingHttpHeaders = {}, method = "GET") =>
    new Promise<Answer>((resolve, reject) => {
      const req = http.request({ host: "127.0.0.1", port, path: target, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on("error", reject);
      req.end();
    });
  /** Headers that must be the same in both answers (the request id and date are each answer's own). */
  const sameParts = (a: Answer) => {
    const { "x-request-id": id, date, ...rest } = a.headers;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(date).toBeTruthy();
    return rest;
  };

  it("answers the second request from the cache with the application's very headers and body", async () => {
    const before = renders;
    const first = await get("/about", { "accept-encoding": "br" });
    const second = await get("/about", { "accept-encoding": "br" });
    expect(renders).toBe(before + 1);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.equals(first.body)).toBe(true);
    expect(zlib.brotliDecompressSync(second.body).toString()).toContain("window.__page");
    expect(sameParts(second)).toEqual(sameParts(first));
    expect(second.headers["content-encoding"]).toBe("br");
    expect(second.headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-[^']+'/);
    expect(second.headers["content-security-policy"]).not.toContain("nonce-");
    expect(second.headers["x-frame-options"]).toBe("DENY");
    expect(second.headers["x-request-id"]).not.toBe(first.headers["x-request-id"]);
  });

  it("answers 304 to the ETag, HEAD without a body, and a plain client without compression", async () => {
    const page = await get("/faq");
    const etag = page.headers.etag!;
    const notModified = await get("/faq", { "if-none-match": etag });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers["content-security-policy"]).toBe(page.headers["content-security-policy"]);
    const head = await get("/faq", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers["content-length"])).toBe(page.body.length);
    expect(page.headers["content-encoding"]).toBeUndefined();
    expect(page.body.toString()).toContain("<h1>/faq</h1>");
  });

  const cacheHits = async () => {
    const metrics = await get("/metrics", { authorization: "Bearer scrape-me-please-0123456789" });
    return {
      text: metrics.body.toString(),
      hits: Number(/^shop_page_cache_hits_total (\d+)$/m.exec(metrics.body.toString())?.[1]),
    };
  };

  it("keeps the proxy's request id, logs one line and counts the page by its route", async () => {
    await get("/terms");
    const count = lines.length;
    const before = (await cacheHits()).hits;
    const answer = await get("/terms", { "x-request-id": "proxy-id-0002-abcd", "x-forwarded-for": "203.0.113.7" });
    expect(answer.headers["x-request-id"]).toBe("proxy-id-0002-abcd");
    const line = lines
      .slice(count)
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((l) => l.reqId === "proxy-id-0002-abcd");
    expect(line).toMatchObject({ msg: "request", method: "GET", route: "/terms", status: 200, ip: "203.0.113.7" });
    const after = await cacheHits();
    expect(after.text).toMatch(/^http_requests_total\{method="GET",route="\/terms",status="200"\} 2$/m);
    expect(after.hits).toBe(before + 1);
  });

  it("leaves what it must not answer to the application: other methods, odd hosts, pages it does not keep", async () => {
    const page = await get("/privacy", { host: "shop.test" });
    const before = renders;
    // An upper-case host is the application's to normalise; it is the same page, still a cache hit.
    const odd = await get("/privacy", { host: "SHOP.TEST" });
    expect(odd.status).toBe(200);
    expect(odd.body.equals(page.body)).toBe(true);
    expect(renders).toBe(before);
    // A POST is never answered from the cache: the page is rendered for it.
    await get("/privacy", {}, "POST");
    expect(renders).toBe(before + 1);
    const api = await get("/api/catalogue");
    expect(api.status).toBe(200);
    expect(api.headers["content-type"]).toContain("application/json");
  });
});
