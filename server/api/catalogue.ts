import { Hono } from "hono";
import type { AppServices } from "../services";

export function catalogueApi(services: AppServices) {
  const api = new Hono();
  api.get("/", async (c) => {
    // The owner's changes show on the next request: revalidated, never kept.
    c.header("Cache-Control", "no-cache");
    return c.json(await services.catalogue.get());
  });
  return api;
}
