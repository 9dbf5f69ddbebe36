import { Hono } from "hono";
import type { AppServices } from "../services";

export function catalogueApi(services: AppServices) {
  const api = new Hono();
  api.get("/", async (c) => {
    c.header("Cache-Control", "public, max-age=60");
    return c.json(await services.catalogue.get());
  });
  return api;
}
