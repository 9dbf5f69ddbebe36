// Several processes on PostgreSQL: orders/s and product page req/s with WORKERS at 1, 2
// and the machine's core count, on one database made for the run, beside the core count. The load
// generator runs in this process, on the same machine: on 2 cores it takes one of them, so the
// figures show how far the shop scales here, not on a bigger machine.
import os from "node:os";
import pg from "pg";
import { orderLoad } from "./orders";
import { hammer } from "./pages";
import { startShop } from "./processes";
import type { Row } from "./report";
import { plural } from "../app/shared/plural";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PAGE = "/product/creed-aventus";

export async function benchWorkers(postgresUrl: string): Promise<Row[]> {
  const cores = os.availableParallelism();
  const counts = [...new Set([1, 2, cores])];
  const name = `shop_bench_workers_${process.pid}`;
  // The same server, another database: the path of the URL, whatever its query says (a socket's
  // folder is `?host=/var/run/postgresql`).
  const databaseUrl = new URL(postgresUrl);
  databaseUrl.pathname = `/${name}`;
  const url = databaseUrl.toString();
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const rows: Row[] = [{ figure: "CPU cores on this machine", value: cores, target: "(reference)", pass: true }];
  const base: { orders?: number; pages?: number } = {};
  try {
    for (const workers of counts) {
      const shop = await startShop({ DATABASE_URL: url, WORKERS: String(workers) }, [], undefined, { processes: workers });
      try {
        // Warm-up: every worker renders the page once and opens its connections.
        await hammer(`${shop.url}${PAGE}`, 2);
        await orderLoad(`${shop.url}/api/orders`, 2_000);
        const pages = await hammer(`${shop.url}${PAGE}`, SECONDS);
        const run = await orderLoad(`${shop.url}/api/orders`, 3_000 * Math.max(1, Math.round(SECONDS / 3)));
        const orders = run.created / run.seconds;
        const failures = run.result.non2xx + run.result.errors + run.result.timeouts + pages.non2xx;
        base.orders ??= orders;
        base.pages ??= pages.rps;
        const label = `${workers} ${plural("en", workers, { one: "process", other: "processes" })}`;
        rows.push(
          {
            figure: `${label}: product page req/s`,
            value: Math.round(pages.rps),
            target: workers === 1 ? "(reference)" : `(x${(pages.rps / base.pages).toFixed(2)} of 1)`,
            pass: true,
          },
          {
            figure: `${label}: orders/s (64 conns)`,
            value: Math.round(orders),
            target: workers === 1 ? "(reference)" : `(x${(orders / base.orders).toFixed(2)} of 1)`,
            pass: true,
          },
          { figure: `${label}: failed answers`, value: failures, target: "0", pass: failures === 0 },
        );
      } finally {
        await shop.stop();
      }
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
  return rows;
}
