// What Node's HTTP server calls for each request: cached storefront pages and new orders answered
// on the response directly (server/cached-page-answers.ts, server/api/direct-orders.ts), everything
// else by the application (server/app.ts).
import type http from "node:http";
import { getRequestListener } from "@hono/node-server";
import { createApp, storefrontPageCache, type AppOptions } from "./app";
import { cachedPageAnswers } from "./cached-page-answers";
import { directOrderAnswers } from "./api/direct-orders";
import type { AppServices } from "./services";

export function createNodeListener(services: AppServices, options: AppOptions): http.RequestListener {
  const pageCache = storefrontPageCache(services, options);
  const listener = getRequestListener(createApp(services, { ...options, pageCache }).fetch);
  const answerOrder = directOrderAnswers(services);
  const answerCached = pageCache ? cachedPageAnswers(services, pageCache) : () => false;
  return (req, res) => {
    if (!answerCached(req, res) && !answerOrder(req, res)) void listener(req, res);
  };
}
