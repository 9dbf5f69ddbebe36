// Prometheus metrics, through prom-client, one registry per set of services (tests run
// several in one process). Requests are labelled by route pattern, never by raw URL, so the number
// of series stays bounded whatever strangers request. Figures read from the database (the mail
// backlog) are read when scraped. With several processes the primary sums the workers' registries
// (server/cluster.ts); database-wide figures say "max" so they are not counted once per worker.
import client from "prom-client";
import type { Db } from "./db/database";
import type { Outage } from "./db/availability";

type OrderRefusal = "invalid" | "out-of-stock" | "slot-full" | "blocked" | "phone-limit" | "address-limit" | "promotion";

export interface Metrics {
  registry: client.Registry;
  request(method: string, route: string, status: number, seconds: number): void;
  orderCreated(commitSeconds: number): void;
  orderRefused(reason: OrderRefusal): void;
  /** A request answered 503 because the database or its disk is away (server/api/unavailable.ts). */
  unavailable(reason: Outage): void;
  /** Open live-update streams in this process: +1 when one opens, -1 when it ends. */
  liveStreams(delta: 1 | -1): void;
  /** Adds figures read at each scrape (the page cache's counters, the last backup). */
  watch(name: string, read: () => number, options?: { help: string; counter?: boolean; aggregator?: Aggregator }): void;
}

type Aggregator = "sum" | "max" | "min" | "first" | "average" | "omit";

// Request times from a cached page (under a millisecond) to a slow export's first byte.
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(db: Db): Metrics {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });
  const labels = ["method", "route", "status"] as const;
  const requests = new client.Counter({
    name: "http_requests_total",
    help: "HTTP requests answered",
    labelNames: labels,
    registers: [registry],
  });
  const durations = new client.Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer an HTTP request (to the start of a streamed body)",
    labelNames: labels,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const created = new client.Counter({ name: "shop_orders_created_total", help: "Orders stored", registers: [registry] });
  const refused = new client.Counter({
    name: "shop_orders_refused_total",
    help: "Orders refused, by reason",
    labelNames: ["reason"],
    registers: [registry],
  });
  const commit = new client.Histogram({
    name: "shop_order_commit_seconds",
    help: "Time to check, price and commit an order",
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const streams = new client.Gauge({ name: "shop_live_streams", help: "Open live-update streams", registers: [registry] });
  const unavailable = new client.Counter({
    name: "shop_unavailable_responses_total",
    help: "Requests answered 503 because the database (reason database) or its disk (reason disk) was away",
    labelNames: ["reason"],
    registers: [registry],
  });
  new client.Gauge({
    name: "shop_database_outage",
    help: "1 while this process finds the database unreachable (reason database) or its disk full (reason disk)",
    labelNames: ["reason"],
    aggregator: "max",
    registers: [registry],
    collect() {
      for (const reason of ["database", "disk"] as const) this.set({ reason }, db.availability.outage === reason ? 1 : 0);
    },
  });
  // Figures read from the database are left out of a scrape while it is away, rather than failing
  // the whole scrape: the outage itself must stay visible.
  new client.Gauge({
    name: "shop_mail_outbox_pending",
    help: "E-mails waiting to be sent",
    aggregator: "max",
    registers: [registry],
    async collect() {
      const n = await countMail(db, "pending").catch(() => null);
      if (n !== null) this.set(n);
    },
  });
  new client.Gauge({
    name: "shop_mail_outbox_failed",
    help: "E-mails given up on (all time)",
    aggregator: "max",
    registers: [registry],
    async collect() {
      const n = await countMail(db, "failed").catch(() => null);
      if (n !== null) this.set(n);
    },
  });
  new client.Gauge({
    name: "shop_mail_outbox_oldest_pending_seconds",
    help: "Age of the oldest e-mail waiting to be sent (0: none waits)",
    aggregator: "max",
    registers: [registry],
    async collect() {
      const age = await oldestPendingMail(db).catch(() => null);
      if (age !== null) this.set(age);
    },
  });
  new client.Gauge({
    name: "shop_db_pool_connections",
    help: "PostgreSQL pool connections by state (none on SQLite)",
    labelNames: ["state"],
    registers: [registry],
    collect() {
      const use = db.poolUse();
      if (!use) return;
      this.set({ state: "total" }, use.total);
      this.set({ state: "idle" }, use.idle);
      this.set({ state: "waiting" }, use.waiting);
    },
  });

  const readers = new Map<string, () => number>();
  // Bounded: routes are patterns, methods and statuses few.
  const children = new Map<string, { count: { inc(): void }; duration: { observe(value: number): void } }>();
  return {
    registry,
    request(method, route, status, seconds) {
      // prom-client hashes the labels on every call; a series' children are looked up once.
      const key = `${method} ${route} ${status}`;
      let series = children.get(key);
      if (!series) {
        const values = { method, route, status: String(status) };
        series = { count: requests.labels(values), duration: durations.labels(values) };
        children.set(key, series);
      }
      series.count.inc();
      series.duration.observe(seconds);
    },
    orderCreated(seconds) {
      created.inc();
      commit.observe(seconds);
    },
    orderRefused: (reason) => refused.inc({ reason }),
    unavailable: (reason) => unavailable.inc({ reason }),
    liveStreams: (delta) => streams.inc(delta),
    watch(name, read, options = { help: name }) {
      // Registered once; a later watch (a new app on the same services, in tests) swaps the reader.
      const known = readers.has(name);
      readers.set(name, read);
      if (known) return;
      const current = () => readers.get(name)!();
      if (options.counter) {
        new client.Counter({
          name,
          help: options.help,
          aggregator: options.aggregator ?? "sum",
          registers: [registry],
          collect() {
            this.reset();
            this.inc(current());
          },
        });
      } else {
        new client.Gauge({
          name,
          help: options.help,
          aggregator: options.aggregator ?? "sum",
          registers: [registry],
          collect() {
            this.set(current());
          },
        });
      }
    },
  };
}

async function countMail(db: Db, status: "pending" | "failed"): Promise<number> {
  const row = await db.kysely
    .selectFrom("mail_outbox")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("status", "=", status)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function oldestPendingMail(db: Db): Promise<number> {
  const row = await db.kysely
    .selectFrom("mail_outbox")
    .select((eb) => eb.fn.min("created_at").as("oldest"))
    .where("status", "=", "pending")
    .executeTakeFirst();
  const oldest = row?.oldest ? Date.parse(row.oldest) : NaN;
  return Number.isFinite(oldest) ? Math.max(0, (Date.now() - oldest) / 1000) : 0;
}
