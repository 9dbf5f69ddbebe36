// `npm run two-hosts`: the shop on two real hosts behind nginx, on this machine (docs/decisions/046,
// docs/deployment.md "Two machines behind a load balancer"). Three network namespaces on one
// bridge: host A, host B and the balancer; both hosts reach this machine's PostgreSQL through a
// forwarder on the bridge, each with a database of the run's own and an UPLOADS_DIR of its own.
// It checks what two machines must share:
// - a photo uploaded through A is served by B;
// - a staff session from A works on B;
// - an order placed through B reaches a live stream held by A within a second;
// - a price change on A is on B's cached page at once;
// - the order lookup's limit holds across both, through the balancer;
// - with A killed in the middle of an order storm through the balancer, every acknowledged order
//   is stored (the balancer retries on B under the same Idempotency-Key).
// Needs root (`ip netns`), nginx and PostgreSQL (TEST_DATABASE_URL or DATABASE_URL, postgres://);
// without them it says why and skips. The hosts run tests/support/order-server.ts: the shop's
// Hono app and database code, with a stand-in page renderer behind the real page cache (no
// client build needed). Removes everything it made, also when a check fails.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import sharp from "sharp";
import { openDatabase, type Db } from "../server/db/database";
import { createPasswordHasher } from "../server/auth/password";
import { setStaffPassword } from "../server/auth/staff";
import { openSse } from "../tests/support/sse";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const HOST_PORT = 3161;
const BALANCER_PORT = 3162;
export const PG_FORWARD_PORT = 3160;
const PASSWORD = "two hosts check password 1";
export const NGINX = ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/bin/nginx"].find((p) => fs.existsSync(p)) ?? null;

export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

export function postgresUrl(): string | null {
  const url = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || "";
  return /^postgres(ql)?:\/\//.test(url) ? url : null;
}

/** Why the check cannot run here, or null when it can. */
export function twoHostsUnavailable(): string | null {
  if (process.platform !== "linux") return "network namespaces need Linux";
  if (process.getuid?.() !== 0) return "network namespaces need root";
  if (!NGINX) return "nginx is not installed (apt-get install -y nginx)";
  if (!postgresUrl()) return "no PostgreSQL: set TEST_DATABASE_URL or DATABASE_URL to a postgres:// URL";
  const probe = `shprobe${randomBytes(3).toString("hex")}`;
  try {
    execFileSync("ip", ["netns", "add", probe], { stdio: "pipe" });
    execFileSync("ip", ["netns", "delete", probe], { stdio: "pipe" });
  } catch (error) {
    return `ip netns is not allowed here: ${String((error as { stderr?: Buffer }).stderr ?? error).trim()}`;
  }
  return null;
}

const ip = (...args: string[]) => execFileSync("ip", args, { stdio: "pipe" });

/** The bridge, the namespaces and their addresses; `remove` undoes all of it. */
export function buildNetwork(id: string) {
  const net3 = `10.231.${10 + (parseInt(id, 16) % 240)}`;
  const bridge = `shb${id}`;
  const made: (() => void)[] = [];
  const remove = () => {
    for (const undo of made.reverse()) {
      try {
        undo();
      } catch {
        // Already gone with its namespace.
      }
    }
  };
  try {
    ip("link", "add", bridge, "type", "bridge");
    made.push(() => ip("link", "delete", bridge));
    ip("addr", "add", `${net3}.1/24`, "dev", bridge);
    ip("link", "set", bridge, "up");
    const hosts = { a: `${net3}.2`, b: `${net3}.3`, lb: `${net3}.4` };
    const namespaces: Record<keyof typeof hosts, string> = { a: "", b: "", lb: "" };
    for (const [key, address] of Object.entries(hosts) as [keyof typeof hosts, string][]) {
      const ns = `sh${id}${key}`;
      ip("netns", "add", ns);
      made.push(() => ip("netns", "delete", ns));
      const outside = `sh${id}${key}0`;
      ip("link", "add", outside, "type", "veth", "peer", "name", `sh${id}${key}1`);
      made.push(() => ip("link", "delete", outside));
      ip("link", "set", `sh${id}${key}1`, "netns", ns);
      ip("link", "set", outside, "master", bridge);
      ip("link", "set", outside, "up");
      ip("-n", ns, "addr", "add", `${address}/24`, "dev", `sh${id}${key}1`);
      ip("-n", ns, "link", "set", `sh${id}${key}1`, "up");
      ip("-n", ns, "link", "set", "lo", "up");
      namespaces[key] = ns;
    }
    return { gateway: `${net3}.1`, hosts, namespaces, remove };
  } catch (error) {
    remove();
    throw error;
  }
}

/** PostgreSQL listens on this machine's loopback, which a namespace cannot see: a TCP relay on the bridge. */
function forwardPostgres(listenHost: string, target: URL): Promise<net.Server> {
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    client.pipe(upstream).pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on("error", end);
    upstream.on("error", end);
    client.on("close", end);
    upstream.on("close", end);
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(PG_FORWARD_PORT, listenHost, () => resolve(server));
  });
}

interface Host {
  child: ChildProcess;
  url: string;
  exited: Promise<void>;
  stderr: () => string;
}

function startHost(ns: string, address: string, env: Record<string, string>): Promise<Host> {
  const child = spawn("ip", ["netns", "exec", ns, process.execPath, "--import", "tsx", "tests/support/order-server.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...env,
      LISTEN_HOST: address,
      LISTEN_PORT: String(HOST_PORT),
      STAND_IN_PAGES: "1",
      TRUST_PROXY: "true",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (d) => (stderr += String(d)));
  child.stdout.resume();
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://${address}:${HOST_PORT}`;
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 40_000;
    const poll = async () => {
      if (child.exitCode !== null) return reject(new Error(`host ${ns} exited: ${stderr.slice(-2000)}`));
      const ready = await fetch(`${url}/readyz`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ready) return resolve({ child, url, exited, stderr: () => stderr });
      if (Date.now() > deadline) {
        child.kill("SIGKILL");
        return reject(new Error(`host ${ns} did not become ready: ${stderr.slice(-2000)}`));
      }
      setTimeout(() => void poll(), 200);
    };
    void poll();
  });
}

/** The balancer: deploy/nginx.conf's proxy settings for the hosts given, on plain HTTP. */
export function nginxConfig(dir: string, listen: string, hosts: string[], port = BALANCER_PORT, hostPort = HOST_PORT): string {
  return `
user root;
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream perfume_shop {
${hosts.map((h) => `    server ${h}:${hostPort} max_fails=1 fail_timeout=10s;`).join("\n")}
    keepalive 16;
    keepalive_timeout 60s;
  }
  server {
    listen ${listen}:${port};
    client_max_body_size 12m;
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $host;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_set_header X-Forwarded-For $remote_addr;
    proxy_set_header X-Request-Id $request_id;
    proxy_connect_timeout 2s;
    proxy_read_timeout 60s;
    proxy_next_upstream error timeout http_502 http_503 non_idempotent;
    proxy_next_upstream_tries 2;
    proxy_next_upstream_timeout 15s;
    location ^~ /api/admin/events {
      proxy_pass http://perfume_shop;
      proxy_buffering off;
    }
    location / {
      proxy_pass http://perfume_shop;
    }
  }
}
`;
}

const orderBody = () => ({
  customer: {
    name: "Fatima Al-Thani",
    email: "fatima@example.qa",
    phone: "+974 5555 1234",
    address: "Building 12, Street 340, Zone 66",
    city: "Doha",
  },
  items: [{ type: "product", productId: "1", quantity: 1 }],
});

const json = (method: string, body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method,
  headers: { "content-type": "application/json", ...headers },
  body: JSON.stringify(body),
});

async function checks(db: Db, a: Host, b: Host, balancer: string, killA: () => Promise<void>): Promise<Check[]> {
  const results: Check[] = [];
  const record = (name: string, ok: boolean, detail: string) => results.push({ name, ok, detail });
  const staffOf = (host: Host, cookie: string) => ({ cookie, origin: host.url, "sec-fetch-site": "same-origin" });

  // A staff session from A works on B.
  const login = await fetch(`${a.url}/api/admin/login`, json("POST", { username: "owner", password: PASSWORD }, staffOf(a, "")));
  const cookie = /^([^;]+)/.exec(login.headers.get("set-cookie") ?? "")?.[1] ?? "";
  const [me, stranger] = await Promise.all(
    [cookie, ""].map((value) => fetch(`${b.url}/api/admin/me/sessions`, { headers: value ? { cookie: value } : {} })),
  );
  record(
    "staff session from A works on B",
    login.status === 200 && me.status === 200 && stranger.status === 401,
    `sign-in on A ${login.status}; B answers ${me.status} with the session, ${stranger.status} without`,
  );

  // A photo uploaded through A is served by B.
  const jpeg = await sharp({ create: { width: 700, height: 500, channels: 3, background: "#704214" } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append("image", new File([new Uint8Array(jpeg)], "p.jpg", { type: "image/jpeg" }));
  const upload = await fetch(`${a.url}/api/admin/products/2/image`, { method: "PUT", headers: staffOf(a, cookie), body: form });
  const image = upload.status === 200 ? ((await upload.json()) as { product: { image: string } }).product.image : "";
  const [fromA, fromB] = await Promise.all([a, b].map((h) => fetch(`${h.url}${image}`)));
  const [bytesA, bytesB] = await Promise.all([fromA, fromB].map(async (r) => Buffer.from(await r.arrayBuffer())));
  record(
    "photo uploaded through A is served by B",
    upload.status === 200 && fromB.status === 200 && bytesB.length > 0 && bytesA.equals(bytesB),
    `upload ${upload.status}, B ${fromB.status} ${bytesB.length} bytes, same bytes as A: ${bytesA.equals(bytesB)}`,
  );

  // An order placed through B reaches a live stream held by A within a second.
  const stream = await openSse(`${a.url}/api/admin/events`, { cookie });
  try {
    const started = Date.now();
    const placed = await fetch(`${b.url}/api/orders`, json("POST", orderBody()));
    const id = placed.status === 201 ? ((await placed.json()) as { id: string }).id : "";
    let seen = -1;
    while (Date.now() - started < 1000) {
      const event = await stream.next(Math.max(1, 1000 - (Date.now() - started))).catch(() => null);
      if (!event) break;
      if (event.data.includes(id)) {
        seen = Date.now() - started;
        break;
      }
    }
    record(
      "order through B on A's live stream within a second",
      stream.status === 200 && id !== "" && seen >= 0,
      seen >= 0 ? `after ${seen} ms` : `not seen (stream ${stream.status}, order ${placed.status})`,
    );
  } finally {
    stream.close();
  }

  // A price change on A is on B's cached page at once.
  const priceOnB = async () => /data-product="1">[^<]*: (\d+)</.exec(await (await fetch(`${b.url}/`)).text())?.[1];
  await priceOnB();
  const before = Number(await priceOnB());
  const variants = await db.kysely
    .selectFrom("product_variants")
    .selectAll()
    .where("product_id", "=", "1")
    .orderBy("position")
    .execute();
  const newPrice = before + 111;
  const patch = await fetch(
    `${a.url}/api/admin/products/1`,
    json(
      "PATCH",
      {
        variants: variants.map((v, i) => ({
          id: v.id,
          sizeMl: v.size_ml,
          kind: v.kind,
          price: i === 0 ? newPrice : v.price,
          sku: v.sku,
          // The storm below must not run out of this perfume.
          stock: null,
          active: Boolean(v.active),
        })),
      },
      staffOf(a, cookie),
    ),
  );
  const changed = Date.now();
  let shown = -1;
  while (Date.now() - changed < 1000) {
    if (Number(await priceOnB()) === newPrice) {
      shown = Date.now() - changed;
      break;
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  record(
    "price change on A is on B's cached page at once",
    patch.status === 200 && shown >= 0,
    shown >= 0 ? `${before} → ${newPrice} on B after ${shown} ms` : `PATCH ${patch.status}, B still shows ${await priceOnB()}`,
  );

  // The lookup limit holds across both hosts, through the balancer's round robin.
  const statuses: number[] = [];
  for (let i = 0; i < 30; i++) {
    const r = await fetch(`${balancer}/api/orders/lookup`, json("POST", { orderNumber: 99_999_999, phone: "+974 5555 1234" }));
    statuses.push(r.status);
  }
  const allowed = statuses.filter((s) => s === 404).length;
  record(
    "lookup limit holds across both hosts",
    allowed === 10 && statuses.filter((s) => s === 429).length === 20,
    `${allowed} answered, ${statuses.filter((s) => s === 429).length} refused of 30`,
  );

  // A storm through the balancer; A is killed once a third is acknowledged.
  const total = 240;
  const acknowledged: { key: string; id: string }[] = [];
  const failed: number[] = [];
  let next = 0;
  let killed = false;
  const worker = async () => {
    while (next < total) {
      next += 1;
      const key = randomUUID();
      const res = await fetch(`${balancer}/api/orders`, json("POST", orderBody(), { "idempotency-key": key })).catch(() => null);
      if (res && (res.status === 201 || res.status === 200))
        acknowledged.push({ key, id: ((await res.json()) as { id: string }).id });
      else {
        failed.push(res?.status ?? 0);
        await res?.body?.cancel();
      }
      if (!killed && acknowledged.length >= total / 3) {
        killed = true;
        await killA();
      }
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  const ids = acknowledged.map((o) => o.id);
  const stored = ids.length ? await db.kysely.selectFrom("orders").select("id").where("id", "in", ids).execute() : [];
  record(
    "host A killed mid-storm: no acknowledged order lost",
    killed && stored.length === ids.length && new Set(ids).size === ids.length && failed.length === 0,
    `${acknowledged.length} of ${total} acknowledged, ${stored.length} of them stored, ${failed.length} failed (${[...new Set(failed)].join(", ") || "none"})`,
  );
  return results;
}

/** A PostgreSQL database of the run's own beside `pgUrl`'s; `drop` removes it. */
export async function runDatabase(pgUrl: URL, name: string): Promise<{ url: URL; drop: () => Promise<void> }> {
  const query = async (sql: string) => {
    const client = new pg.Client({ connectionString: pgUrl.toString() });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await query(`create database ${name}`);
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  return { url, drop: () => query(`drop database if exists ${name} with (force)`) };
}

/** A database's URL as the hosts reach it: through the forwarder on the bridge's gateway. */
export function databaseFromInside(gateway: string, database: URL): string {
  const inside = new URL(database);
  inside.hostname = gateway;
  inside.port = String(PG_FORWARD_PORT);
  inside.search = "";
  return inside.toString();
}

/** Builds the hosts, runs the checks, and removes everything. */
export async function runTwoHosts(log: (line: string) => void = () => {}): Promise<Check[]> {
  const pgUrl = new URL(postgresUrl()!);
  const id = randomBytes(2).toString("hex");
  const database = `two_hosts_${id}`;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "shop-two-hosts-"));
  const own = await runDatabase(pgUrl, database);
  const network = buildNetwork(id);
  const hosts: Host[] = [];
  let balancer: ChildProcess | null = null;
  let forwarder: net.Server | null = null;
  let db: Db | null = null;
  try {
    forwarder = await forwardPostgres(network.gateway, pgUrl);
    const inside = databaseFromInside(network.gateway, own.url);
    const env = (name: string) => {
      const uploads = path.join(work, `uploads-${name}`);
      fs.mkdirSync(uploads);
      return { DATABASE_URL: inside, UPLOADS_DIR: uploads };
    };
    log(`network ${network.gateway}/24: A ${network.hosts.a}, B ${network.hosts.b}, balancer ${network.hosts.lb}`);
    // One after the other: A migrates the new database, B finds it done.
    hosts.push(await startHost(network.namespaces.a, network.hosts.a, env("a")));
    hosts.push(await startHost(network.namespaces.b, network.hosts.b, env("b")));
    log("both hosts ready");

    const local = new URL(pgUrl);
    local.pathname = `/${database}`;
    db = openDatabase(local.toString(), { poolSize: 2 });
    await setStaffPassword(db, createPasswordHasher({ params: { N: 2 ** 10, r: 8, p: 1 } }), "owner", PASSWORD);

    fs.writeFileSync(path.join(work, "nginx.conf"), nginxConfig(work, network.hosts.lb, [network.hosts.a, network.hosts.b]));
    const lb = spawn("ip", ["netns", "exec", network.namespaces.lb, NGINX!, "-p", work, "-c", path.join(work, "nginx.conf")], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    balancer = lb;
    const balancerUrl = `http://${network.hosts.lb}:${BALANCER_PORT}`;
    for (let i = 0; ; i++) {
      if (
        (await fetch(`${balancerUrl}/readyz`).then(
          (r) => r.status,
          () => 0,
        )) === 200
      )
        break;
      if (i > 100 || lb.exitCode !== null)
        throw new Error(`nginx did not start: ${fs.readFileSync(path.join(work, "error.log"), "utf8")}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    log("balancer ready");
    const [a, b] = hosts;
    return await checks(db, a, b, balancerUrl, async () => {
      a.child.kill("SIGKILL");
      await a.exited;
      log("host A killed");
    });
  } finally {
    balancer?.kill("SIGTERM");
    for (const host of hosts) host.child.kill("SIGKILL");
    await Promise.all(hosts.map((h) => h.exited));
    await db?.close();
    await new Promise<void>((resolve) => (forwarder ? forwarder.close(() => resolve()) : resolve()));
    network.remove();
    await own.drop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(fileURLToPath(import.meta.url))) {
  const reason = twoHostsUnavailable();
  if (reason) {
    console.log(`two hosts: skipped: ${reason}`);
    process.exit(0);
  }
  runTwoHosts((line) => console.log(`two hosts: ${line}`))
    .then((results) => {
      for (const r of results) console.log(`${r.ok ? "ok  " : "FAIL"} ${r.name}: ${r.detail}`);
      process.exit(results.every((r) => r.ok) ? 0 : 1);
    })
    .catch((error) => {
      console.error(`two hosts: ${error instanceof Error ? error.stack : String(error)}`);
      process.exit(1);
    });
}
