import { Hono } from "hono";
import { orderRequestSchema } from "../../app/lib/order-schema";
import type { AppServices } from "../services";
import { createOrder } from "../orders/create-order";
import { limitBody, readJson } from "./json-body";
import { problem, validationProblem, zodFieldErrors } from "./problem";

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

export function ordersApi(services: AppServices) {
  const api = new Hono();

  api.post("/", limitBody, async (c) => {
    const key = c.req.header("idempotency-key");
    if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) {
      return problem(c, 400, "Idempotency-Key must be 1 to 255 visible ASCII characters.");
    }
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const parsed = orderRequestSchema.safeParse(body.value);
    if (!parsed.success) return validationProblem(c, zodFieldErrors(parsed.error));

    const catalogue = await services.catalogue.get();
    const result = await createOrder(services.db, catalogue, parsed.data, { idempotencyKey: key, events: services.events });
    switch (result.kind) {
      case "invalid":
        return validationProblem(c, result.errors);
      case "key-reused":
        return problem(c, 422, "This Idempotency-Key was already used for a different order.");
      case "replayed":
        c.header("Idempotent-Replayed", "true");
        return c.json(result.order, 201);
      case "created":
        // createOrder has recorded the "created" event before answering.
        c.header("Location", `/api/orders/${result.order.id}`);
        return c.json(result.order, 201);
    }
  });

  return api;
}
