// GET /metrics: the Prometheus text format, for whoever holds METRICS_TOKEN; without
// the setting the path does not exist (404), so a shop that never set it up shows nothing. With
// several processes, the one that takes the scrape asks the primary for every worker's figures.
import { timingSafeEqual } from "node:crypto";
import type { Handler } from "hono";
import { clusterMetrics } from "./cluster-metrics";
import type { AppServices } from "./services";

export function metricsEndpoint(services: AppServices): Handler {
  const token = services.config.metricsToken;
  const expected = token ? Buffer.from(`Bearer ${token}`) : null;
  return async (c) => {
    if (!expected) return c.notFound();
    const given = Buffer.from(c.req.header("authorization") ?? "");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      c.header("WWW-Authenticate", 'Bearer realm="metrics"');
      return c.text("Unauthorized", 401);
    }
    const { registry } = services.metrics;
    const text = (await clusterMetrics()) ?? (await registry.metrics());
    c.header("Cache-Control", "no-store");
    return c.body(text, 200, { "Content-Type": registry.contentType });
  };
}
