import { openDatabase } from "./server/db/database";
import { listOrders, countOrders, readStats, readDailySeries, orderBatches } from "./server/orders/admin-queries";
import { resolveRange, qatarDay } from "./server/orders/qatar-days";
import type { OrderFilter } from "./server/orders/admin-params";
const url = process.argv[2];
const schema = process.argv[3];
const db = openDatabase(url, schema ? { schema } : {});
const now = new Date();
const all = { fromDay: null, toDay: null };
const f = (o: Partial<OrderFilter>): OrderFilter => ({ q: "", status: "All", days: all, ...o });
const sample = await db.kysely.selectFrom("orders").select(["id", "customer_email", "phone_number", "customer_name"]).where("customer_email", "is not", null).limit(1).offset(123457).executeTakeFirstOrThrow();
console.log(sample);
const cases: [string, () => Promise<unknown>][] = [
  ["list p1", () => listOrders(db, f({}), { page: 1, pageSize: 50 })],
  ["list p100", () => listOrders(db, f({}), { page: 100, pageSize: 50 })],
  ["list p10000", () => listOrders(db, f({}), { page: 10000, pageSize: 50 })],
  ["Pending p1", () => listOrders(db, f({ status: "Pending" }), { page: 1, pageSize: 50 })],
  ["Delivered p1000", () => listOrders(db, f({ status: "Delivered" }), { page: 1000, pageSize: 50 })],
  ["today", () => listOrders(db, f({ days: resolveRange("today", null, null, now) }), { page: 1, pageSize: 50 })],
  ["30d Shipped", () => listOrders(db, f({ status: "Shipped", days: resolveRange("30d", null, null, now) }), { page: 1, pageSize: 50 })],
  ["q email", () => listOrders(db, f({ q: sample.customer_email! }), { page: 1, pageSize: 50 })],
  ["q phone", () => listOrders(db, f({ q: sample.phone_number!.slice(4, 8) + " " + sample.phone_number!.slice(8) }), { page: 1, pageSize: 50 })],
  ["q id8", () => listOrders(db, f({ q: sample.id.slice(0, 8) }), { page: 1, pageSize: 50 })],
  ["q name common", () => listOrders(db, f({ q: "fatima" }), { page: 1, pageSize: 50 })],
  ["q name+status", () => listOrders(db, f({ q: "khan", status: "Pending" }), { page: 1, pageSize: 50 })],
  ["q 2ch zq", () => listOrders(db, f({ q: "zq" }), { page: 1, pageSize: 50 })],
  ["q 3ch xqz", () => listOrders(db, f({ q: "xqz" }), { page: 1, pageSize: 50 })],
  ["q name Delivered", () => listOrders(db, f({ q: "fatima", status: "Delivered" }), { page: 1, pageSize: 50 })],
  ["q name 7d", () => listOrders(db, f({ q: "fatima", days: resolveRange("7d", null, null, now) }), { page: 1, pageSize: 50 })],
  ["q 2ch al", () => listOrders(db, f({ q: "al" }), { page: 1, pageSize: 50 })],
  ["stats all", () => readStats(db, all)],
  ["stats 30d", () => readStats(db, resolveRange("30d", null, null, now))],
  ["daily all", () => readDailySeries(db, all, qatarDay(now))],
  ["daily 30d", () => readDailySeries(db, resolveRange("30d", null, null, now), qatarDay(now))],
  ["export batch", async () => { const g = orderBatches(db, f({})); await g.next(); await g.return(undefined); }],
];
for (const [name, fn] of cases) {
  await fn();
  const times: number[] = [];
  const c0 = process.cpuUsage();
  for (let i = 0; i < 15; i++) { const t0 = performance.now(); await fn(); times.push(performance.now() - t0); }
  const c = process.cpuUsage(c0);
  times.sort((a, b) => a - b);
  console.log(name.padEnd(18), "wall p50", times[7].toFixed(1).padStart(7), "p95", times[14].toFixed(1).padStart(7), " cpu avg", ((c.user + c.system) / 15000).toFixed(1).padStart(7));
}
await db.close();
