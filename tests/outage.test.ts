// The database goes away under a stream of orders, and comes back (docs/decisions/026-database-outages.md):
// - PostgreSQL refuses and drops every connection of the shop's database, with one server process
//   and with two (node:cluster): no process exits, orders answer 503 with Retry-After, /readyz says
//   "database", the catalogue is still served from memory, and once the database takes connections
//   again the shop recovers by itself (orders, the mail sender, the catalogue's LISTEN) with every
//   acknowledged order stored, and one log line each way per process.
// - A dashboard's live stream ends when the database goes away (the dashboard says it is
//   reconnecting), its reconnections get 503 meanwhile, and once the database is back a new stream
//   hears new orders again (the order events' LISTEN connection came back by itself).
// - SQLite on a full disk (a small tmpfs filled to the last byte): orders answer 503 with
//   Retry-After, /readyz says "disk", and once space returns the shop takes orders again and the
//   file passes integrity_check.
import { execFileSync } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DATABASE_URL, testServices } from "./support/test-db";
import { createApp } from "../server/app";
import { openDatabase } from "../server/db/database";
import { migrateToLatest } from "../server/db/migrate";
import { seedCatalogue } from "../server/db/seed";
import { createStaff, login, sessionCookieFrom, TEST_PASSWORD, useFastAuth } from "./support/admin";
import { openSse } from "./support/sse";
import { spawnOrderServer, type ServerProcess } from "./support/spawn-server";
import { orderBody } from "./support/orders";

interface Answer {
  kind: "order" | "catalogue";
  status: number;
  retryAfter: string | null;
  type: string | null;
  at: number;
  id?: string;
  title?: string;
}

/** Orders and catalogue reads, a few at a time, until stopped; 0 is a request that got no answer. */
function traffic(url: string) {
  const answers: Answer[] = [];
  let running = true;
  const order = async () => {
    const res = await fetch(`${url}/api/orders`, {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": randomUUID() },
      body: JSON.stringify(orderBody()),
      signal: AbortSignal.timeout(15_000),
    });
    const body = (await res.json()) as { id?: string; title?: string };
    return { status: res.status, headers: res.headers, id: body.id, title: body.title };
  };
  const catalogue = async () => {
    const res = await fetch(`${url}/api/catalogue`, { signal: AbortSignal.timeout(15_000) });
    await res.arrayBuffer();
    return { status: res.status, headers: res.headers, id: undefined, title: undefined };
  };
  const loop = async (kind: Answer["kind"], request: typeof order) => {
    while (running) {
      const at = Date.now();
      try {
        const { status, headers, id, title } = await request();
        answers.push({ kind, status, retryAfter: headers.get("retry-after"), type: headers.get("content-type"), at, id, title });
      } catch {
        answers.push({ kind, status: 0, retryAfter: null, type: null, at });
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const loops = [loop("order", order), loop("order", order), loop("order", order), loop("catalogue", catalogue)];
  return {
    answers,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

async function readiness(url: string): Promise<{ status: number; reason?: string }> {
  try {
    const res = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(10_000) });
    const body = (await res.json()) as { reason?: string };
    return { status: res.status, reason: body.reason };
  } catch {
    return { status: 0 };
  }
}

/** Every JSON log line the process (and its workers) wrote so far. */
function collectLogs(server: ServerProcess) {
  let text = "";
  server.child.stdout!.on("data", (d) => (text += String(d)));
  server.child.stderr!.on("data", (d) => (text += String(d)));
  return {
    text: () => text,
    lines: () =>
      text.split("\n").flatMap((line) => {
        try {
          return [JSON.parse(line) as { level?: string; msg?: string; pid?: number }];
        } catch {
          return [];
        }
      }),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Skipped without TEST_DATABASE_URL: this needs a PostgreSQL server whose databases the test may
// create, close to connections and drop.
describe.skipIf(!TEST_DATABASE_URL)("PostgreSQL goes away and comes back", () => {
  let admin: pg.Client;
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
  });

  // A database of the test's own, so that closing it disturbs no other suite on "test".
  async function createDatabase() {
    const name = `outage_${randomBytes(6).toString("hex")}`;
    await admin.query(`create database ${name}`);
    const url = new URL(TEST_DATABASE_URL);
    url.pathname = `/${name}`;
    return { name, url: url.toString() };
  }

  // A real outage takes every connection at once. A connection being opened when connections are
  // turned off can pass PostgreSQL's check before the change and show in pg_stat_activity only once
  // it has started; terminated in a later round than the others, it could meanwhile serve the
  // process's check, and the process would see the database come back and leave again. So wait for
  // such starts to finish, terminate every connection in one round, and make sure none is left.
  const stopDatabase = async (name: string) => {
    await admin.query(`alter database ${name} allow_connections false`);
    await sleep(250);
    let quiet = 0;
    for (let round = 0; round < 100; round++) {
      const { rows } = await admin.query<{ n: string }>(
        `select count(pg_terminate_backend(pid)) as n from pg_stat_activity where datname = $1`,
        [name],
      );
      quiet = Number(rows[0].n) === 0 ? quiet + 1 : 0;
      if (quiet === 3) return;
      await sleep(50);
    }
    throw new Error(`connections to ${name} remain after 100 rounds of terminations`);
  };
  const startDatabase = (name: string) => admin.query(`alter database ${name} allow_connections true`);

  for (const workers of [1, 2]) {
    it(`keeps ${workers === 1 ? "one process" : "two processes"} running, answers 503 meanwhile and recovers by itself`, async () => {
      const { name, url } = await createDatabase();
      // The primary migrates, then starts its workers: slow on a busy machine.
      const server = await spawnOrderServer(
        { DATABASE_URL: url, WORKERS: String(workers), LOG_LEVEL: "info", LOG_FORMAT: "json" },
        { startTimeoutMs: 90_000 },
      ).catch(async (error: unknown) => {
        await admin.query(`drop database if exists ${name} with (force)`);
        throw error;
      });
      const logs = collectLogs(server);
      const check = new pg.Client({ connectionString: url });
      try {
        // Every worker is up and has its catalogue before the outage. The first one to listen lets
        // the test go on; on a busy machine (other test files running beside this one) the second
        // may still be migrating, and a database that leaves then would stop it.
        await expect.poll(() => server.listening(), { timeout: 90_000 }).toBe(workers);
        await expect.poll(async () => (await readiness(server.url)).status, { timeout: 20_000 }).toBe(200);
        for (let i = 0; i < 4 * workers; i++) expect((await fetch(`${server.url}/api/catalogue`)).status).toBe(200);
        const load = traffic(server.url);
        await sleep(1_000);

        const stoppedAt = Date.now();
        await stopDatabase(name);
        await expect.poll(() => readiness(server.url), { timeout: 15_000 }).toEqual({ status: 503, reason: "database" });
        await sleep(3_000);
        const health = await fetch(`${server.url}/healthz`);
        expect(health.status).toBe(200);
        expect(await health.json()).toMatchObject({ ok: true, database: "database" });

        await startDatabase(name);
        const startedAt = Date.now();
        await expect.poll(async () => (await readiness(server.url)).status, { timeout: 15_000, interval: 200 }).toBe(200);
        const recoveredIn = Date.now() - startedAt;
        // Both workers take orders again (round robin hands the requests to each in turn).
        await sleep(2_000);
        await load.stop();

        const orders = load.answers.filter((a) => a.kind === "order");
        const during = orders.filter((a) => a.at > stoppedAt + 500 && a.at < startedAt);
        expect(during.length).toBeGreaterThan(0);
        // Nothing but 201 and 503: no reset connection, no 500.
        expect(new Set(orders.map((a) => a.status))).toEqual(new Set([201, 503]));
        for (const answer of orders.filter((a) => a.status === 503)) {
          expect(answer.retryAfter).toMatch(/^\d+$/);
          expect(answer.type).toBe("application/problem+json");
          expect(answer.title).toBe("The shop cannot take orders right now.");
        }
        expect(during.filter((a) => a.status === 503).length).toBeGreaterThan(0);
        expect(orders.filter((a) => a.at > startedAt + recoveredIn + 500).every((a) => a.status === 201)).toBe(true);
        // The catalogue is served from memory throughout.
        expect(load.answers.filter((a) => a.kind === "catalogue").every((a) => a.status === 200)).toBe(true);

        // Every acknowledged order is stored.
        await check.connect();
        const acknowledged = orders.filter((a) => a.status === 201).map((a) => a.id!);
        const { rows } = await check.query<{ id: string }>(`select id from orders where id = any($1)`, [acknowledged]);
        expect(rows.length).toBe(acknowledged.length);

        // The mail sender's loop runs again: the e-mails of the orders placed since leave the outbox.
        // (A message claimed when the database left waits for its claim to lapse: docs/decisions/021.)
        const since = new Date(startedAt + recoveredIn).toISOString();
        const waiting = async () =>
          Number(
            (await check.query(`select count(*) as n from mail_outbox where status = 'pending' and created_at > $1`, [since]))
              .rows[0].n,
          );
        await expect.poll(waiting, { timeout: 20_000 }).toBe(0);
        // The catalogue's LISTEN connection is back: a change announced now reaches every process.
        await check.query(`update product_variants set stock = 7 where product_id = '6'`);
        await check.query(`select pg_notify('catalogue_public', 'another process')`);
        for (let i = 0; i < 2 * workers; i++) {
          await expect
            .poll(
              async () => {
                const body = (await (await fetch(`${server.url}/api/catalogue`)).json()) as {
                  products: { id: string; stock: number | null }[];
                };
                return body.products.find((p) => p.id === "6")?.stock;
              },
              { timeout: 15_000 },
            )
            .toBe(7);
        }

        // No process died, none was replaced.
        expect(server.child.exitCode).toBeNull();
        expect(logs.text()).not.toContain("worker stopped");
        // One error line when the database went away and one info line when it came back, per
        // process; no other error (no object dump per request).
        const lines = logs.lines();
        // A message the mail server accepted while its record could not be written is held and
        // named in its own line (docs/decisions/027); every other error is the outage's one line.
        const errors = lines.filter((l) => l.level === "error" && !l.msg?.startsWith("recording sent mail failed"));
        const away = errors.filter((l) => l.msg?.startsWith("the database cannot be reached"));
        const back = lines.filter((l) => l.level === "info" && l.msg?.startsWith("the database is back"));
        expect(errors).toEqual(away);
        // Per process: away, then back, in turn, ending back. Once seen on a loaded machine with two
        // processes: a connection whose start passed PostgreSQL's check just before the switch,
        // and showed in pg_stat_activity only after stopDatabase's first round, served one check
        // before it was terminated, so that process saw the database leave twice. Twice at most.
        const turns = new Map<number | undefined, string[]>();
        for (const l of lines.filter((l) => away.includes(l) || back.includes(l)))
          turns.set(l.pid, [...(turns.get(l.pid) ?? []), away.includes(l) ? "away" : "back"]);
        expect(turns.size).toBeGreaterThanOrEqual(1);
        expect(turns.size).toBeLessThanOrEqual(workers);
        for (const [pid, seen] of turns) {
          expect(seen.length, `process ${pid}: ${seen.join(", ")}`).toBeLessThanOrEqual(4);
          expect(seen, `process ${pid}`).toEqual(seen.map((_, i) => (i % 2 === 0 ? "away" : "back")));
          expect(seen.at(-1), `process ${pid}`).toBe("back");
        }
        expect(recoveredIn).toBeLessThan(10_000);
      } finally {
        await check.end().catch(() => {});
        await startDatabase(name).catch(() => {});
        server.child.kill("SIGTERM");
        await server.exited;
        await admin.query(`drop database if exists ${name} with (force)`);
      }
    }, 180_000);
  }

  it("ends the dashboards' live streams and answers pages from memory or with 503 meanwhile; streams again once it is back", async () => {
    const { name, url } = await createDatabase();
    const db = openDatabase(url);
    await migrateToLatest(db);
    await seedCatalogue(db);
    const services = useFastAuth(testServices(db, { DATABASE_URL: url }));
    await createStaff(services, "owner", TEST_PASSWORD);
    // A stand-in for React Router: the page's loader reads the database; a loader that fails
    // shows the error page with status 500, as React Router's error boundary does.
    const handlePage = async (request: Request) => {
      try {
        await db.kysely.selectFrom("orders").select("id").limit(1).execute();
        return new Response(`<h1>${new URL(request.url).pathname}</h1>`, { headers: { "content-type": "text/html" } });
      } catch {
        return new Response("<h1>Something went wrong</h1>", { status: 500, headers: { "content-type": "text/html" } });
      }
    };
    const server = http.createServer(getRequestListener(createApp(services, { handlePage }).fetch));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const streams: { close(): void }[] = [];
    try {
      const signedIn = await login(
        { request: (path, init) => fetch(`${base}${path}`, { ...init, headers: { ...init?.headers, origin: base } }) },
        "owner",
        TEST_PASSWORD,
      );
      const headers = { cookie: sessionCookieFrom(signedIn)!, origin: base, "sec-fetch-site": "same-origin" };
      const placeOrder = () =>
        fetch(`${base}/api/orders`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(orderBody()),
        });
      const before = await openSse(`${base}/api/admin/events`, headers);
      streams.push(before);
      expect(before.status).toBe(200);
      expect((await placeOrder()).status).toBe(201);
      expect((await before.next(5_000)).event).toBe("order");
      // A catalogue page, now in the page cache.
      expect((await fetch(`${base}/faq`)).status).toBe(200);

      await stopDatabase(name);
      // The stream ends: the dashboard's EventSource reports it and reconnects with backoff.
      await expect(before.next(10_000)).rejects.toThrow("the event stream ended");
      const refused = await fetch(`${base}/api/admin/events`, { headers });
      expect(refused.status).toBe(503);
      expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(refused.headers.get("content-type")).toBe("application/problem+json");
      // The cached page is still served; a page whose loader needs the database is a 503.
      const cached = await fetch(`${base}/faq`);
      expect(cached.status).toBe(200);
      expect(await cached.text()).toContain("<h1>/faq</h1>");
      const page = await fetch(`${base}/admin/dashboard`, { headers });
      expect(page.status).toBe(503);
      expect(page.headers.get("retry-after")).toMatch(/^\d+$/);

      await startDatabase(name);
      await expect.poll(async () => (await fetch(`${base}/readyz`)).status, { timeout: 15_000 }).toBe(200);
      const after = await openSse(`${base}/api/admin/events`, headers);
      streams.push(after);
      expect(after.status).toBe(200);
      // Placed now and heard at once: through LISTEN, reconnected (the poll alone takes 30 s).
      expect((await placeOrder()).status).toBe(201);
      expect((await after.next(10_000)).event).toBe("order");
    } finally {
      streams.forEach((s) => s.close());
      await services.events.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await db.close();
      await startDatabase(name).catch(() => {});
      await admin.query(`drop database if exists ${name} with (force)`);
    }
  }, 60_000);
});

/** A tmpfs of `size` at a new folder. */
function mountSmallDisk(size: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-full-disk-"));
  execFileSync("mount", ["-t", "tmpfs", "-o", `size=${size}`, "tmpfs", dir]);
  return dir;
}

/** Writes a file until the disk has no byte left; returns its path. */
function fillDisk(dir: string): string {
  const file = path.join(dir, "filler");
  const fd = fs.openSync(file, "w");
  try {
    for (const chunk of [1024 * 1024, 4096, 1]) {
      const bytes = Buffer.alloc(chunk, 1);
      for (;;) {
        try {
          fs.writeSync(fd, bytes);
        } catch {
          break;
        }
      }
    }
  } finally {
    fs.closeSync(fd);
  }
  return file;
}

// Skipped unless run as root, who alone may mount the small tmpfs that is filled here: the disk is
// made full for real, so that SQLite itself answers SQLITE_FULL.
describe.skipIf(process.getuid?.() !== 0)("SQLite on a full disk", () => {
  let disk: string | null = null;
  beforeAll(() => {
    disk = mountSmallDisk("48m");
  });
  afterAll(() => {
    if (!disk) return;
    execFileSync("umount", [disk]);
    fs.rmSync(disk, { recursive: true, force: true });
  });

  it("answers 503 with Retry-After and /readyz says disk, then takes orders again once space returns", async () => {
    const file = path.join(disk!, "shop.db");
    // A new process compiles the server from its sources first: slow while other test files run
    // beside this one (the fast project runs two at once), as for the PostgreSQL servers above.
    const server = await spawnOrderServer(
      { DATABASE_URL: `file:${file}`, LOG_LEVEL: "info", LOG_FORMAT: "json" },
      { startTimeoutMs: 90_000 },
    );
    const logs = collectLogs(server);
    try {
      const post = async () => {
        const res = await fetch(`${server.url}/api/orders`, {
          method: "POST",
          headers: { "content-type": "application/json", "idempotency-key": randomUUID() },
          body: JSON.stringify(orderBody()),
        });
        return { res, body: (await res.json()) as { id?: string; title?: string; status?: number } };
      };
      const acknowledged: string[] = [];
      expect((await post()).res.status).toBe(201);
      expect(await readiness(server.url)).toEqual({ status: 200, reason: undefined });

      const filler = fillDisk(disk!);
      // What the WAL already holds takes a few more orders; then the disk is full.
      let refused: Awaited<ReturnType<typeof post>> | null = null;
      for (let i = 0; i < 3000 && !refused; i++) {
        const answer = await post();
        if (answer.res.status === 201) acknowledged.push(answer.body.id!);
        else refused = answer;
      }
      expect(refused?.res.status).toBe(503);
      expect(refused?.res.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(refused?.res.headers.get("content-type")).toBe("application/problem+json");
      expect(refused?.body.title).toBe("The shop cannot take orders right now.");
      expect(await readiness(server.url)).toEqual({ status: 503, reason: "disk" });
      // Still refused, still not ready: nothing was freed.
      expect((await post()).res.status).toBe(503);
      expect(await readiness(server.url)).toEqual({ status: 503, reason: "disk" });
      // The catalogue is still read.
      expect((await fetch(`${server.url}/api/catalogue`)).status).toBe(200);

      fs.rmSync(filler);
      await expect.poll(() => readiness(server.url), { timeout: 10_000 }).toEqual({ status: 200, reason: undefined });
      const after = await post();
      expect(after.res.status).toBe(201);
      acknowledged.push(after.body.id!);

      // One error line for the full disk (not one per refused order), one info line when it was over.
      // A message the mail server accepted while the full disk refused its record is held and named
      // in its own line (docs/decisions/027), whether the sender met the full disk depends on timing.
      // The server writes its log lines in batches: the last may come a moment after the answer.
      await expect.poll(() => logs.lines().filter((l) => l.msg?.startsWith("the database is back")).length).toBe(1);
      const lines = logs.lines();
      const errors = lines.filter((l) => l.level === "error" && !l.msg?.startsWith("recording sent mail failed"));
      expect(errors.map((l) => l.msg)).toEqual([
        "the disk is full or failing: orders are refused with 503 until it takes writes",
      ]);
      expect(lines.filter((l) => l.msg?.startsWith("the database is back"))).toHaveLength(1);

      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);
      const sqlite = new BetterSqlite3(file, { readonly: true });
      try {
        expect(sqlite.pragma("integrity_check", { simple: true })).toBe("ok");
        const stored = sqlite
          .prepare(`select count(*) as n from orders where id in (select value from json_each(?))`)
          .get(JSON.stringify(acknowledged)) as { n: number };
        expect(stored.n).toBe(acknowledged.length);
      } finally {
        sqlite.close();
      }
    } finally {
      if (server.child.exitCode === null) {
        server.child.kill("SIGTERM");
        await server.exited;
      }
    }
  }, 120_000);
});
