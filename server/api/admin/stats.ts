// Dashboard figures under /api/admin/stats, over a range of Qatar days (range=all|today|7d|30d|
// custom with from/to): the four stat cards with the count per status, the cash-flow series, and
// the orders refused before they were stored.
import { Hono } from "hono";
import { parseDayRange } from "../../orders/admin-params";
import { readDailySeries, readStats } from "../../orders/admin-queries";
import { qatarDay } from "../../../app/shared/qatar-days";
import type { DailyStats, Refusals, Stats } from "../../../app/admin/overview/overview-contract";
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

  api.get("/daily", async (c) => {
    const at = now();
    const days = parseDayRange(c.req.query(), at);
    if (!days.ok) return validationProblem(c, days.errors);
    return c.json({ days: await readDailySeries(services.db, days.value, qatarDay(at)) } satisfies DailyStats);
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
