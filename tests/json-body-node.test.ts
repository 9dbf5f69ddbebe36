// JSON bodies read straight from Node's request (server/api/json-body.ts), as the real server does:
// over a socket, with declared and undeclared (chunked) lengths, slow and aborted uploads. Both
// ways an order is answered: by the application, and on Node's response directly
// (server/api/direct-orders.ts, wired by server/node-listener.ts).
import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../server/app";
import { createNodeListener } from "../server/node-listener";
import type { AppServices } from "../server/services";
import { MAX_JSON_BODY } from "../server/api/json-body";
import { createTestDb, testServices, type TestDb } from "./support/test-db";
import { orderBody } from "./support/orders";

interface Answer {
  status: number;
  body: string;
}

const listeners = {
  application: (services: AppServices) => getRequestListener(createApp(services).fetch),
  direct: (services: AppServices) => createNodeListener(services, {}),
};

describe.each(Object.keys(listeners) as (keyof typeof listeners)[])(
  "order bodies over a real socket, answered by the %s",
  (way) => {
    let t: TestDb;
    let server: http.Server;
    let port: number;

    beforeAll(async () => {
      t = await createTestDb("sqlite");
      server = http.createServer(listeners[way](testServices(t.db)));
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      port = (server.address() as AddressInfo).port;
    });
    afterAll(async () => {
      await new Promise((resolve) => server.close(resolve));
      await t.cleanup();
    });

    const storedOrders = async () =>
      Number(
        (
          await t.db.kysely
            .selectFrom("orders")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );

    /** Sends the body in the given pieces; without a length the request is chunked. */
    function post(pieces: (string | Buffer)[], headers: Record<string, string> = {}, chunked = false): Promise<Answer> {
      return new Promise((resolve, reject) => {
        const total = pieces.reduce((n, p) => n + Buffer.byteLength(p), 0);
        const req = http.request(
          {
            port,
            host: "127.0.0.1",
            method: "POST",
            path: "/api/orders",
            headers: { "content-type": "application/json", ...(chunked ? {} : { "content-length": String(total) }), ...headers },
          },
          (res) => {
            let body = "";
            res.on("data", (d) => (body += d));
            res.on("end", () => resolve({ status: res.statusCode!, body }));
          },
        );
        req.on("error", reject);
        (async () => {
          for (const piece of pieces) {
            // A slow client: the body arrives over several turns of the event loop.
            if (!req.write(piece)) await new Promise((r) => req.once("drain", r));
            await new Promise((r) => setTimeout(r, 5));
          }
          req.end();
        })().catch(reject);
      });
    }

    const valid = JSON.stringify(orderBody());

    it("stores an order whose body arrives in pieces, declared or chunked", async () => {
      const before = await storedOrders();
      const halves = [valid.slice(0, 40), valid.slice(40, 90), valid.slice(90)];
      expect((await post(halves)).status).toBe(201);
      expect((await post(halves, {}, true)).status).toBe(201);
      expect(await storedOrders()).toBe(before + 2);
    });

    it("reads UTF-8 across piece boundaries and drops a byte-order mark, as Response.text() does", async () => {
      const body = Buffer.from(
        `\uFEFF${JSON.stringify(orderBody({ customer: { ...orderBody().customer, name: "فاطمة آل ثاني" } }))}`,
      );
      // Split inside a two-byte Arabic letter.
      const cut = body.indexOf(Buffer.from("ف")) + 1;
      const answer = await post([body.subarray(0, cut), body.subarray(cut)]);
      expect(answer.status).toBe(201);
      expect(JSON.parse(answer.body).customer.name).toBe("فاطمة آل ثاني");
    });

    it("refuses a declared length over the cap with 413 before reading", async () => {
      const before = await storedOrders();
      const answer = await new Promise<Answer>((resolve, reject) => {
        const req = http.request(
          {
            port,
            method: "POST",
            path: "/api/orders",
            headers: { "content-type": "application/json", "content-length": String(MAX_JSON_BODY + 1) },
          },
          (res) => {
            let body = "";
            res.on("data", (d) => (body += d));
            res.on("end", () => resolve({ status: res.statusCode!, body }));
          },
        );
        req.on("error", reject);
        // Only the headers: the answer must not wait for the body.
        req.flushHeaders();
      });
      expect(answer.status).toBe(413);
      expect(await storedOrders()).toBe(before);
    });

    it("refuses a chunked body that grows over the cap with 413", async () => {
      const before = await storedOrders();
      const piece = "x".repeat(16 * 1024);
      const answer = await post([`{"customer":"`, ...Array.from({ length: 5 }, () => piece), `"}`], {}, true);
      expect(answer.status).toBe(413);
      expect(await storedOrders()).toBe(before);
    });

    it("answers 415 for another content type and 400 for broken JSON", async () => {
      expect((await post([valid], { "content-type": "text/plain" })).status).toBe(415);
      expect((await post([valid.slice(0, -1)])).status).toBe(400);
      expect((await post([Buffer.from([0xff, 0xfe, 0x7b])])).status).toBe(400);
    });

    it("survives a client that hangs up halfway through the body", async () => {
      const before = await storedOrders();
      await new Promise<void>((resolve) => {
        const socket = net.connect(port, "127.0.0.1", () => {
          socket.write(
            `POST /api/orders HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${valid.length}\r\n\r\n${valid.slice(0, 30)}`,
          );
          setTimeout(() => socket.destroy(), 20);
          socket.on("close", () => resolve());
        });
      });
      // Still serving, and nothing half-stored.
      expect((await post([valid])).status).toBe(201);
      expect(await storedOrders()).toBe(before + 1);
    });
  },
);
