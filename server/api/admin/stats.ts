// Dashboard figures under /api/admin/stats, over a range of Qatar days (range=all|today|7d|30d|
// custom with from/to): the four stat cards with the count per status, the cash-flow series, and
// the orders refused before they were stored, the best-selling perfume sizes, the ratings by perfume; and /today, the overview's day (every role).
import { Hono } from "hono";
import { parseDayRange } from "../../orders/admin-params";
import { readDailySeries, readStats, readToday } from "../../orders/admin-queries";
import { cashWithDrivers } from "../../delivery/cash";
import { qatarDay } from "../../../app/shared/qatar-days";
import type {
  DailyStats,
  PeriodRatings,
  Refusals,
  Stats,
  TodayFigures,
  TopSellers,
} from "../../../app/admin/overview/overview-contract";
import { readPeriodRatings } from "../../reviews/rating-figures";
import { readTopSellers } from "../../orders/top-sellers";
import { readRefusals } from "../../orders/refusals";
import type { AppServices } from "../../services";
import { validationProblem } from "../problem";
import type { AdminApiOptions } from "./orders";
import type { AdminEnv } from "./env";

export function adminStatsApi(services: AppServices, options: AdminApiOptions = {}) {
  const api = new Hono<AdminEnv>();
  const now = options.now ?? (() => new Date());

  api.get("/", async (c) => {
    const days = parseDayRange(c.req.query(), now());
    if (!days.ok) return validationProblem(c, days.errors);
    return c.json((await readStats(services.db, days.value)) satisfies Stats);
  });

  api.get("/today", async (c) => {
    const [figures, cash] = await Promise.all([readToday(services.db, qatarDay(now())), cashWithDrivers(services.db)]);
    return c.json({ ...figures, cashWithDrivers: cash } satisfies TodayFigures);
  });

  api.get("/daily", async (c) => {
    const at = now();
    const days = parseDayRange(c.req.query(), at);
    if (!days.ok) return validationProblem(c, days.errors);
    return c.json({ days: await readDailySeries(services.db, days.value, qatarDay(at)) } satisfies DailyStats);
  });

  // The range's best-selling perfumes by size, from the order lines as sold.
  api.get("/top-sellers", async (c) => {
    const days = parseDayRange(c.req.query(), now());
    if (!days.ok) return validationProblem(c, days.errors);
    return c.json({ sellers: await readTopSellers(services.db, days.value) } satisfies TopSellers);
  });

  // The range's published reviews, averaged and counted per perfume (decision 045).
  api.get("/ratings", async (c) => {
    const days = parseDayRange(c.req.query(), now());
    if (!days.ok) return validationProblem(c, days.errors);
    return c.json({ ratings: await readPeriodRatings(services.db, days.value) } satisfies PeriodRatings);
  });

  // Orders refused before they were stored: full limits and blocked numbers.
  api.get("/refusals", async (c) => {
    const days = parseDayRange(c.req.query(), now());
    if (!days.ok) return validationProblem(c, days.errors);
    await services.refusals.flush();
    return c.json((await readRefusals(services.db, days.value)) satisfies Refusals);
  });

  return api;
}
