// WhatsApp's reply hook (POST /api/carts/replies, docs/decisions/049-abandoned-carts.md) reads its
// body under the same cap as every route (docs/decisions/016), over a real socket as the server
// does: a chunked body that grows past it is a 413 before its signature is looked at, never read
// whole into memory; a signed body within it still stops the phone's reminders.
import { createHmac } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../server/app";
import { MAX_JSON_BODY } from "../server/api/json-body";
import { createTestDb, engines, testServices, type TestDb } from "./support/test-db";

const SECRET = "whatsapp-app-secret-for-tests";
const webhook = fs.readFileSync(path.join(__dirname, "fixtures/messages/incoming-text.webhook.json"), "utf8");
const sign = (raw: string) => `sha256=${createHmac("sha256", SECRET).update(raw).digest("hex")}`;

describe.each(engines)("the reply hook's body on %s", (engine) => {
  let t: TestDb;
  let server: http.Server;
  let port: number;

  beforeAll(async () => {
    t = await createTestDb(engine);
    server = http.createServer(getRequestListener(createApp(testServices(t.db, { WHATSAPP_APP_SECRET: SECRET })).fetch));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.cleanup();
  });

  /** Posts the pieces chunked (no length declared), as long as the server reads them. */
  function post(pieces: () => Iterable<string>, headers: Record<string, string> = {}) {
    return new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
      let sent = 0;
      let answered = false;
      const req = http.request(
        {
          port,
          host: "127.0.0.1",
          method: "POST",
          path: "/api/carts/replies",
          headers: { "content-type": "application/json", ...headers },
        },
        (res) => {
          answered = true;
          let body = "";
          res.on("data", (d) => (body += d));
          res.on("end", () => resolve({ status: res.statusCode!, body, sent }));
        },
      );
      req.on("error", (error) => (answered ? undefined : reject(error)));
      void (async () => {
        for (const piece of pieces()) {
          if (answered) break;
          sent += piece.length;
          if (!req.write(piece)) await new Promise((r) => req.once("drain", r));
        }
        req.end();
      })().catch(() => {});
    });
  }

  it("answers 413 to a chunked body past the cap, before it has all arrived, and never 401", async () => {
    const piece = "x".repeat(64 * 1024);
    // 32 MB on offer: the server stops listening long before.
    const answer = await post(
      function* () {
        yield '{"entry":"';
        for (let i = 0; i < 512; i++) yield piece;
        yield '"}';
      },
      { "x-hub-signature-256": "sha256=" + "0".repeat(64) },
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ status: 413 });
    expect(answer.sent).toBeGreaterThan(MAX_JSON_BODY);
    expect(answer.sent).toBeLessThan(32 * 1024 * 1024);
  });

  it("still reads a signed body within the cap", async () => {
    const answer = await post(() => [webhook.slice(0, 100), webhook.slice(100)], { "x-hub-signature-256": sign(webhook) });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ stopped: 0 });
    const unsigned = await post(() => [webhook]);
    expect(unsigned.status).toBe(401);
  });
});
