// The answer while the database or its disk is away (docs/decisions/026-database-outages.md): 503
// with Retry-After and problem details, counted by reason in the metrics. The outage was logged
// once when it began (server/services.ts); the requests it fails are not logged one by one.
import type { Context } from "hono";
import { RETRY_AFTER_SECONDS, type Outage } from "../db/availability";
import type { Metrics } from "../metrics";
import { problem } from "./problem";

const DETAIL: Record<Outage, string> = {
  database: "Our database cannot be reached for a moment. Please try again in a few seconds.",
  disk: "Our storage cannot take new data right now. Please try again in a few minutes, or contact us by WhatsApp or phone.",
};

/** 503 for a request that failed because of `outage`. An order is told so in those words. */
export function unavailable(c: Context, metrics: Pick<Metrics, "unavailable">, outage: Outage) {
  metrics.unavailable(outage);
  const ordering = c.req.method === "POST" && /^\/api\/orders\/?$/.test(c.req.path);
  c.header("Retry-After", String(RETRY_AFTER_SECONDS));
  return problem(c, 503, ordering ? "The shop cannot take orders right now." : "The shop is unavailable for a moment.", {
    detail: DETAIL[outage],
    code: outage === "disk" ? "storage_unavailable" : "database_unavailable",
  });
}
