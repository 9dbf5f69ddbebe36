// The answer while the database or its disk is away (docs/decisions/026-database-outages.md): 503
// with Retry-After and problem details, counted by reason in the metrics. The outage was logged
// once when it began (server/services.ts); the requests it fails are not logged one by one.
import type { Context } from "hono";
import { RETRY_AFTER_SECONDS, type Outage } from "../db/availability";
import type { Metrics } from "../metrics";
import type { AppServices } from "../services";
import { sendAnswer, withHeader, type ApiAnswer } from "./answer";
import { problemAnswer } from "./problem";

const DETAIL: Record<Outage, string> = {
  database: "Our database cannot be reached for a moment. Please try again in a few seconds.",
  disk: "Our storage cannot take new data right now. Please try again in a few minutes, or contact us by WhatsApp or phone.",
};

/** A shopper placing an order is told in those words that the shop cannot take it. */
export const isOrdering = (method: string, path: string) => method === "POST" && /^\/api\/orders\/?$/.test(path);

/** 503 for a request that failed because of `outage`. */
function unavailableAnswer(metrics: Pick<Metrics, "unavailable">, outage: Outage, ordering: boolean): ApiAnswer {
  metrics.unavailable(outage);
  const answer = problemAnswer(
    503,
    ordering ? "The shop cannot take orders right now." : "The shop is unavailable for a moment.",
    {
      detail: DETAIL[outage],
      code: outage === "disk" ? "storage_unavailable" : "database_unavailable",
    },
  );
  return withHeader(answer, "Retry-After", String(RETRY_AFTER_SECONDS));
}

export function unavailable(c: Context, metrics: Pick<Metrics, "unavailable">, outage: Outage) {
  return sendAnswer(c, unavailableAnswer(metrics, outage, isOrdering(c.req.method, c.req.path)));
}

/** The shopper API's answer to an error no route handled: 503 during an outage, else 500, logged. */
export function apiFailureAnswer(
  services: Pick<AppServices, "db" | "metrics" | "log">,
  error: unknown,
  ordering: boolean,
): ApiAnswer {
  const outage = services.db.availability.observe(error);
  if (outage) return unavailableAnswer(services.metrics, outage, ordering);
  services.log.error("api error", error);
  return problemAnswer(500, "Something went wrong on our side. Please try again.");
}
