// `npm run seed:orders -- --count N [--days 730] [--seed 1]`: fills DATABASE_URL's database with N
// realistic orders for trying out and benchmarking the admin: spread over the last two years, every
// status (older orders mostly delivered), perfumes, bundles and custom trios priced by the real
// catalogue, Qatari customers with phones typed in several ways. Deterministic for a given seed.
// Rows go in as multi-row inserts, thousands per transaction; the database's own triggers keep the
// search index and the per-day totals, exactly as for orders placed in the shop.
import { orderTotal } from "../app/shared/order-total";
import fs from "node:fs";
import { sql } from "kysely";
import { CITIES } from "../app/shared/order-schema";
import type { Order, OrderStatus } from "../app/shared/order";
import type { OrderItemRequest } from "../app/shared/order-schema";
import { ConfigError, loadConfig } from "../server/config";
import { readCatalogue } from "../server/catalogue/catalogue";
import { openConfiguredDatabase, type Db } from "../server/db/database";
import { migrateToLatest } from "../server/db/migrate";
import { newOrderId } from "../server/orders/order-id";
import { seedCatalogue } from "../server/db/seed";
import { orderToRows } from "../server/orders/order-store";
import type { OrderItemsTable, OrdersTable } from "../server/db/schema";
import { priceOrder } from "../server/orders/pricing";
import { qatarDay } from "../app/shared/qatar-days";

const USAGE = `Usage: npm run seed:orders -- --count N [--days 730] [--seed 1]
  Adds N orders to DATABASE_URL's database (default file:./data/shop.db).`;
const BATCH = 1000;
const BATCHES_PER_TRANSACTION = 5;

function arg(name: string, fallback?: number): number {
  const argv = process.argv.slice(2);
  const i = argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  const raw = i < 0 ? undefined : argv[i].includes("=") ? argv[i].split("=")[1] : argv[i + 1];
  const value = raw === undefined ? fallback : Number(raw);
  if (value === undefined || !Number.isInteger(value) || value < 0) {
    console.error(USAGE);
    process.exit(2);
  }
  return value;
}

/** mulberry32: small, fast and good enough to make the same data from the same seed. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = [
  "Fatima",
  "Mohammed",
  "Aisha",
  "Ahmed",
  "Maryam",
  "Khalid",
  "Noor",
  "Hamad",
  "Sara",
  "Omar",
  "Latifa",
  "Ali",
  "Hessa",
  "Yousef",
  "Reem",
  "John",
  "Priya",
  "Anna",
  "فاطمة",
  "محمد",
  "عائشة",
  "خالد",
];
const LAST = [
  "Al-Thani",
  "Al-Kuwari",
  "Al-Marri",
  "Al-Sulaiti",
  "Al-Mannai",
  "Al-Naimi",
  "Haddad",
  "Khan",
  "Smith",
  "Nair",
  "Rossi",
  "الكواري",
  "المري",
  "النعيمي",
];
const STREETS = [
  "Al Waab Street",
  "Lusail Boulevard",
  "Porto Arabia",
  "Salwa Road",
  "Al Sadd Street",
  "C Ring Road",
  "The Pearl, Tower 12",
];
const NOTES = [
  "Please call before delivery",
  "Leave with the concierge",
  "Gift wrap, please",
  "Deliver after 5 PM",
  "Other city: Dukhan",
];

/**
 * The order placed `fraction` of the way through the period (0 = oldest): generated oldest first,
 * as a shop inserts them, and denser lately (age = days × (1 − fraction)^1.3), as a growing shop is.
 */
function generateOrder(
  random: () => number,
  catalogue: Parameters<typeof priceOrder>[1],
  now: number,
  days: number,
  fraction: number,
): Order {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const ageDays = (1 - fraction) ** 1.3 * days;
  const createdAt = new Date(now - ageDays * 86_400_000);
  const lines = 1 + Math.floor(random() ** 2 * 3);
  const requests: OrderItemRequest[] = [];
  for (let i = 0; i < lines; i++) {
    const quantity = random() < 0.8 ? 1 : 2 + Math.floor(random() * 2);
    const kind = random();
    if (kind < 0.7) requests.push({ type: "product", productId: pick(catalogue.products).id, quantity });
    else if (kind < 0.85) requests.push({ type: "bundle", bundleId: pick(catalogue.bundles).id, quantity: 1 });
    else {
      const ids = [...catalogue.products]
        .sort(() => random() - 0.5)
        .slice(0, 3)
        .map((p) => p.id);
      requests.push({ type: "custom-trio", productIds: ids, quantity: 1 });
    }
  }
  const priced = priceOrder(requests, catalogue);
  if (!priced.ok) throw new Error("the catalogue changed under the seed");

  const r = random();
  const status: OrderStatus =
    ageDays < 2
      ? pick(["Pending", "Pending", "Processing", "Shipped"])
      : r < 0.05
        ? "Cancelled"
        : r < 0.08
          ? "Paid"
          : ageDays < 7
            ? pick(["Processing", "Shipped", "Delivered"])
            : "Delivered";
  const updatedAt = status === "Pending" ? createdAt : new Date(Math.min(now, createdAt.getTime() + random() * 3 * 86_400_000));
  const digits = `${pick(["3", "5", "6", "7"])}${String(Math.floor(random() * 1e7)).padStart(7, "0")}`;
  const typed = pick([
    `+974 ${digits.slice(0, 4)} ${digits.slice(4)}`,
    digits,
    `${digits.slice(0, 4)}-${digits.slice(4)}`,
    `00974${digits}`,
  ]);
  const first = pick(FIRST);
  const last = pick(LAST);
  const latin = /^[A-Za-z]/.test(first) && /^[A-Za-z]/.test(last);
  return {
    id: newOrderId(createdAt),
    // The database numbers orders as they are stored (migration 010).
    orderNumber: 0,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
    status,
    paymentMethod: "Cash on Delivery",
    language: "en",
    customer: {
      name: `${first} ${last}`,
      email: latin && random() < 0.7 ? `${first}.${last}${Math.floor(random() * 1000)}@example.qa`.toLowerCase() : null,
      phone: typed,
      phoneNumber: `+974${digits}`,
      address: `Building ${1 + Math.floor(random() * 300)}, ${pick(STREETS)}, Zone ${1 + Math.floor(random() * 90)}`,
      city: pick(CITIES),
      zone: null,
      street: null,
      building: null,
      notes: random() < 0.2 ? pick(NOTES) : null,
    },
    ...priced.order,
    // Free delivery, no promotion: the one money rule's total (app/shared/order-total.ts).
    shippingCost: 0,
    total: orderTotal({ subtotal: priced.order.subtotal, delivery: 0 }).total,
  };
}

/** The shop's drivers in the generated data: every order out or delivered has one. */
const DRIVERS = ["Ali", "Omar", "Ravi", "Joseph", "Imran", "Tariq"].map((name, i) => ({
  id: `seed-driver-${i + 1}`,
  name,
  phone: `+974 5550 00${String(i + 1).padStart(2, "0")}`,
  active: 1,
  created_at: new Date(0).toISOString(),
}));

/** The driver and the cash of an order gone out: assigned as it changed, delivered in full. */
function dispatchColumns(order: Order, random: () => number) {
  if (order.status !== "Shipped" && order.status !== "Delivered") return {};
  const driver = DRIVERS[Math.floor(random() * DRIVERS.length)];
  const at = new Date(order.updatedAt);
  const out = { driver_id: driver.id, assigned_at: order.updatedAt, assigned_day: qatarDay(at), assigned_by: "seed" };
  if (order.status === "Shipped") return out;
  return {
    ...out,
    collected: order.total,
    collected_by: driver.id,
    delivered_at: order.updatedAt,
    delivered_day: qatarDay(at),
  };
}

type Batch = { orders: OrdersTable[]; items: OrderItemsTable[] };

/** Inserts that fail only because two streams took the same rows in opposite orders are tried again. */
async function retryingDeadlocks<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= 5 || (error as { code?: string }).code !== "40P01") throw error;
    }
  }
}

/**
 * Stores the batches `next` makes, BATCHES_PER_TRANSACTION to a transaction, until it makes none
 * or `stopping()`. The database inserts a batch while this process makes the next one, so the two
 * take a core each instead of turns (docs/PERFORMANCE.md, "Seeding a million orders").
 */
async function insertStream(db: Db, next: () => Batch | null, stored: (orders: number) => void, stopping: () => boolean) {
  const queue: Batch[] = [];
  const fill = (length: number) => {
    while (queue.length < length) {
      const batch = next();
      if (!batch) return;
      queue.push(batch);
    }
  };
  fill(1);
  while (queue.length > 0 && !stopping()) {
    // A transaction that failed is tried again with the same batches, still at the queue's head.
    const used = await retryingDeadlocks(() =>
      db.kysely.transaction().execute(async (trx) => {
        let i = 0;
        for (; i < BATCHES_PER_TRANSACTION && i < queue.length; i++) {
          const { orders, items } = queue[i];
          const inserted = (async () => {
            await trx.insertInto("orders").values(orders).execute();
            for (let j = 0; j < items.length; j += BATCH)
              await trx
                .insertInto("order_items")
                .values(items.slice(j, j + BATCH))
                .execute();
          })();
          // Let the insert reach the database before making the next batch on this thread.
          await new Promise((resolve) => setImmediate(resolve));
          fill(i + 2);
          await inserted;
        }
        return i;
      }),
    );
    stored(queue.splice(0, used).reduce((n, batch) => n + batch.orders.length, 0));
  }
}

/**
 * PostgreSQL, an empty orders table: a bulk load. Its secondary indexes (neither primary nor
 * unique, so no rule is lifted meanwhile) are dropped while it fills and built again at the end:
 * building an index over a million rows at once is much cheaper than keeping fourteen of them, two
 * trigram ones, up to date row by row. And the orders go in as two streams, the older half and the
 * newer, over two connections, each numbered from the sequence's next value by its place in time,
 * so that the database works on both cores (docs/PERFORMANCE.md, "Seeding a million orders"). An
 * error or Ctrl-C still builds the indexes; a killed process leaves them out: drop the database
 * and seed it again. Null: not a bulk load (SQLite, or orders already there).
 */
async function bulkLoad(
  db: Db,
  count: number,
): Promise<{ firstNumber: number; finish(lastNumber: number | null): Promise<void> } | null> {
  if (db.engine !== "postgres" || count === 0) return null;
  if (await db.kysely.selectFrom("orders").select("id").limit(1).executeTakeFirst()) return null;
  const { rows } = await sql<{ name: string; definition: string }>`
    select c.relname as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i join pg_class c on c.oid = i.indexrelid
    where i.indrelid in (to_regclass('orders'), to_regclass('order_items')) and not i.indisprimary and not i.indisunique
    order by c.relname`.execute(db.kysely);
  for (const index of rows) await sql`drop index ${sql.id(index.name)}`.execute(db.kysely);
  const first = await sql<{ n: string }>`select nextval('order_number_seq') as n`.execute(db.kysely);
  return {
    firstNumber: Number(first.rows[0].n),
    async finish(lastNumber) {
      // The shop's next order follows the highest number given (a stopped load leaves a gap, as a
      // rolled-back order does).
      if (lastNumber !== null) await sql`select setval('order_number_seq', ${lastNumber})`.execute(db.kysely);
      process.stdout.write(`\nBuilding ${rows.length} indexes…`);
      // One at a time: the trigram index of the search text is half of the time (30 s of 59 for a
      // million orders), one process's work, and building the b-trees beside it saved nothing.
      await db.kysely.connection().execute(async (connection) => {
        // Sorting in memory rather than in temporary files; this connection only.
        await sql`set maintenance_work_mem = '512MB'`.execute(connection);
        for (const index of rows) await sql.raw(index.definition).execute(connection);
        await sql`reset maintenance_work_mem`.execute(connection);
      });
    },
  };
}

async function main() {
  const count = arg("count");
  const days = arg("days", 730);
  const seed = arg("seed", 1);
  if (fs.existsSync(".env")) process.loadEnvFile(".env");
  let config;
  try {
    config = loadConfig({ ...process.env, NODE_ENV: process.env.NODE_ENV ?? "development" });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const db = openConfiguredDatabase(config);
  // Generated data, easily made again: no need to wait for the disk at every commit.
  db.sqlite?.pragma("synchronous = OFF");
  await migrateToLatest(db);
  await seedCatalogue(db);
  const catalogue = await readCatalogue(db);
  await db.kysely
    .insertInto("drivers")
    .values(DRIVERS)
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
  const now = Date.now();
  const started = Date.now();
  // Ctrl-C stops after the transactions under way, so that the indexes are still built.
  let stopping = false;
  process.once("SIGINT", () => {
    stopping = true;
    process.stdout.write("\nStopping after this batch…");
  });
  const bulk = await bulkLoad(db, count);
  let done = 0;
  let lastNumber: number | null = null;
  /** The orders from `from` to `to` (places in time, oldest first), each stream with its own random sequence. */
  const stream = (from: number, to: number, random: () => number) => {
    let made = from;
    return (): Batch | null => {
      if (made >= to) return null;
      const rows = Array.from({ length: Math.min(BATCH, to - made) }, (_, j) => {
        const place = made + j;
        const order = generateOrder(random, catalogue, now, days, place / count);
        const r = orderToRows(order);
        const number = bulk ? { number: bulk.firstNumber + place } : {};
        return { ...r, order: { ...r.order, ...number, ...dispatchColumns(order, random) } };
      });
      made += rows.length;
      if (bulk) lastNumber = Math.max(lastNumber ?? 0, bulk.firstNumber + made - 1);
      return { orders: rows.map((r) => r.order), items: rows.flatMap((r) => r.items) };
    };
  };
  const stored = (orders: number) => {
    done += orders;
    process.stdout.write(`\r${done.toLocaleString("en-US")} of ${count.toLocaleString("en-US")} orders`);
  };
  const half = Math.floor(count / 2);
  const streams = bulk
    ? [stream(0, half, prng(seed)), stream(half, count, prng(seed + 0x9e3779b9))]
    : [stream(0, count, prng(seed))];
  try {
    // A stream that fails stops the other after its transaction under way, before the indexes are built.
    const ended = await Promise.allSettled(
      streams.map((next) =>
        insertStream(db, next, stored, () => stopping).catch((error: unknown) => {
          stopping = true;
          throw error;
        }),
      ),
    );
    for (const end of ended) if (end.status === "rejected") throw end.reason;
  } finally {
    await bulk?.finish(lastNumber);
  }
  // The per-day totals are a few thousand rows that the triggers update at every order. Thousands of
  // orders per transaction leave thousands of dead versions of each row that PostgreSQL cannot
  // prune until the commit, and vacuum frees but does not give back: 731 rows took 216 MB, and
  // every count on the admin's orders page read all of it (52 ms). A shop placing one order per
  // transaction, with autovacuum, never builds that up; compact them as it would have them.
  if (db.engine === "postgres") {
    process.stdout.write("\nCompacting the per-day totals…");
    await sql`vacuum (full, analyze) order_daily_stats, driver_cash_daily`.execute(db.kysely);
  }
  // SQLite's search index follows the orders (server/db/search-index.ts): fill it before handing over.
  if (db.searchIndex) {
    process.stdout.write("\nIndexing them for the admin search…");
    await db.searchIndex.catchUp();
  }
  process.stdout.write(`\nDone in ${((Date.now() - started) / 1000).toFixed(1)} s (${db.engine}).\n`);
  await db.close();
}

main().catch((error) => {
  console.error("Seeding failed:", error);
  process.exit(1);
});
