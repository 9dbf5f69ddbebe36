// Pages and orders through the load balancer of docs/deployment.md ("Two machines behind a load
// balancer"), with one host behind it and with two, beside the same host asked directly. The
// network of scripts/two-hosts.ts: network namespaces on one bridge for host A, host B and nginx,
// both hosts the production build (`scripts/start.mjs`, as `npm start` runs it) on one PostgreSQL
// database of the run's own, reached through the same TCP relay for every figure. All of it on this
// one machine: two hosts share its cores with nginx and the load generator, so a second host shows
// what the balancer and the shared database cost, not what a second machine adds. Needs what the
// two-host check needs (root, `ip netns`, nginx, PostgreSQL); says why and skips otherwise.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  buildNetwork,
  nginxConfig,
  NGINX,
  PG_FORWARD_PORT,
  databaseFromInside,
  postgresUrl,
  runDatabase,
  twoHostsUnavailable,
} from "../scripts/two-hosts";
import { orderLoad } from "./orders";
import { hammer } from "./pages";
// @ts-expect-error a plain JavaScript build script without type declarations
import { buildIfNeeded } from "../scripts/build-if-needed.mjs";
import type { Row } from "./report";

const HOST_PORT = 3171;
const ONE_HOST_PORT = 3172;
const TWO_HOSTS_PORT = 3173;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ORDERS = Number(process.env.BENCH_BALANCER_ORDERS ?? 3000);
const PAGE = "/products";

interface Host {
  child: ChildProcess;
  url: string;
  exited: Promise<void>;
}

async function waitReady(url: string, child: ChildProcess, what: string, log: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited: ${log().slice(-2000)}`);
    const ok = await fetch(`${url}/readyz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${what} did not become ready: ${log().slice(-2000)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function startHost(ns: string, address: string, work: string, name: string, databaseUrl: string): Promise<Host> {
  const dir = path.join(work, name);
  fs.mkdirSync(dir);
  const logFile = path.join(dir, "server.log");
  const out = fs.openSync(logFile, "a");
  const child = spawn("ip", ["netns", "exec", ns, process.execPath, "scripts/start.mjs"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: address,
      PORT: String(HOST_PORT),
      // Production needs its address; nothing measured here builds a link from it.
      PUBLIC_ORIGIN: `http://${address}:${HOST_PORT}`,
      DATABASE_URL: databaseUrl,
      TRUST_PROXY: "true",
      LOG_FORMAT: "json",
      UPLOADS_DIR: path.join(dir, "uploads"),
      MAIL_OUTBOX_DIR: path.join(dir, "outbox"),
      ORDER_LIMIT_PER_PHONE: "0",
      ORDER_LIMIT_PER_ADDRESS: "0",
    },
    stdio: ["ignore", out, out],
  });
  fs.closeSync(out);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://${address}:${HOST_PORT}`;
  await waitReady(url, child, `host ${name}`, () => fs.readFileSync(logFile, "utf8"));
  return { child, url, exited };
}

function startNginx(ns: string, work: string, name: string, listen: string, port: number, hosts: string[]): ChildProcess {
  const dir = path.join(work, name);
  fs.mkdirSync(dir);
  fs.writeFileSync(path.join(dir, "nginx.conf"), nginxConfig(dir, listen, hosts, port, HOST_PORT));
  return spawn("ip", ["netns", "exec", ns, NGINX!, "-p", dir, "-c", path.join(dir, "nginx.conf")], { stdio: "ignore" });
}

// PostgreSQL listens on this machine's loopback, which a namespace cannot see: a TCP relay on the
// bridge, as in scripts/two-hosts.ts, but in a process of its own so that relaying the hosts'
// queries does not share an event loop with the load generator.
const RELAY = `
const net = require("node:net");
const [listenHost, port, targetHost, targetPort] = process.argv.slice(1);
net.createServer((client) => {
  const upstream = net.connect(Number(targetPort), targetHost);
  client.pipe(upstream).pipe(client);
  const end = () => { client.destroy(); upstream.destroy(); };
  for (const s of [client, upstream]) { s.on("error", end); s.on("close", end); }
}).listen(Number(port), listenHost, () => console.log("relaying"));
`;

function startRelay(listenHost: string, target: URL): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ["-e", RELAY, listenHost, String(PG_FORWARD_PORT), target.hostname, target.port || "5432"],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  return new Promise((resolve, reject) => {
    child.stdout.once("data", () => resolve(child));
    child.once("exit", (code) => reject(new Error(`the PostgreSQL relay exited with ${code}`)));
  });
}

/** Requests/s and p99 of the cached listing page, and orders/s of POST /api/orders, at one address. */
async function measure(url: string, label: string): Promise<Row[]> {
  await hammer(`${url}${PAGE}`, 1);
  const page = await hammer(`${url}${PAGE}`, SECONDS);
  const orders = await orderLoad(`${url}/api/orders`, ORDERS);
  const rate = orders.answered / orders.seconds;
  const failed = orders.answered - orders.created;
  return [
    { figure: `${label}: ${PAGE} req/s`, value: Math.round(page.rps), target: "(measured)", pass: true },
    { figure: `${label}: ${PAGE} p99 ms`, value: page.p99, target: "(measured)", pass: true },
    { figure: `${label}: ${PAGE} errors/non-2xx`, value: page.non2xx, target: "0", pass: page.non2xx === 0 },
    { figure: `${label}: orders/s`, value: Math.round(rate), target: "(measured)", pass: true },
    { figure: `${label}: order p99 ms`, value: orders.result.latency.p99, target: "(measured)", pass: true },
    { figure: `${label}: orders not 201`, value: failed, target: "0", pass: failed === 0 },
  ];
}

export async function benchBalancer(): Promise<Row[]> {
  const unavailable = twoHostsUnavailable();
  if (unavailable)
    return [{ figure: "through the balancer", value: `skipped: ${unavailable}`, target: "(measured)", pass: true }];
  buildIfNeeded();
  const pgUrl = new URL(postgresUrl()!);
  const id = randomBytes(2).toString("hex");
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "shop-bench-balancer-"));
  const own = await runDatabase(pgUrl, `balancer_${id}`);
  const network = buildNetwork(id);
  const hosts: Host[] = [];
  const balancers: ChildProcess[] = [];
  let relay: ChildProcess | null = null;
  try {
    relay = await startRelay(network.gateway, pgUrl);
    const inside = databaseFromInside(network.gateway, own.url);
    // One after the other: A migrates and seeds the new database, B finds it done.
    hosts.push(await startHost(network.namespaces.a, network.hosts.a, work, "a", inside));
    hosts.push(await startHost(network.namespaces.b, network.hosts.b, work, "b", inside));
    const lb = network.hosts.lb;
    balancers.push(startNginx(network.namespaces.lb, work, "lb-one", lb, ONE_HOST_PORT, [network.hosts.a]));
    balancers.push(startNginx(network.namespaces.lb, work, "lb-two", lb, TWO_HOSTS_PORT, [network.hosts.a, network.hosts.b]));
    const oneHost = `http://${lb}:${ONE_HOST_PORT}`;
    const twoHosts = `http://${lb}:${TWO_HOSTS_PORT}`;
    await waitReady(oneHost, balancers[0], "nginx (one host)", () => "");
    await waitReady(twoHosts, balancers[1], "nginx (two hosts)", () => "");
    return [
      ...(await measure(hosts[0].url, "host A directly")),
      ...(await measure(oneHost, "balancer, host A")),
      ...(await measure(twoHosts, "balancer, hosts A and B")),
    ];
  } finally {
    for (const b of balancers) b.kill("SIGTERM");
    for (const host of hosts) host.child.kill("SIGTERM");
    await Promise.all(hosts.map((h) => h.exited));
    relay?.kill("SIGTERM");
    network.remove();
    await own.drop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}
