// POST /api/payments/webhook/:provider (docs/decisions/040): the provider's word on a payment. The
// raw body is verified before anything reads it; a refused signature changes nothing. Answers 2xx
// for anything recorded or already recorded, so the provider stops retrying, and an error when a
// retry could still succeed (an attempt not stored yet).
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppServices } from "../services";
import { problem } from "./problem";

const MAX_WEBHOOK_BODY = 256 * 1024;

export function paymentsApi(services: AppServices) {
  const api = new Hono();
  api.post(
    "/webhook/:provider",
    bodyLimit({ maxSize: MAX_WEBHOOK_BODY, onError: (c) => problem(c, 413, "The request body is too large.") }),
    async (c) => {
      const payments = services.payments;
      if (!payments) return problem(c, 404, "Online payment is off.");
      const result = await payments.receiveWebhook(c.req.param("provider"), await c.req.text(), c.req.raw.headers);
      switch (result.outcome) {
        case "refused":
          if (result.reason === "unknown-provider") return problem(c, 404, "No such payment provider.");
          return problem(c, 401, "The webhook's signature is not valid.", { code: result.reason });
        case "unknown-payment":
          return problem(c, 404, "No such payment.");
        case "mismatch":
          return problem(c, 422, "The amount or currency differs from the payment's.");
        case "duplicate":
        case "noted":
          return c.json({ outcome: result.outcome });
        default:
          // As a staff change does (server/api/admin): dashboards hear of it, the shopper's e-mail
          // goes, and the storefront reads stock afresh when the order gave back or took some.
          if (result.order?.kind === "changed") {
            services.events.poke();
            if (result.order.mailed) services.mail.poke();
            if (result.order.stockChanged) services.catalogue.invalidate();
          }
          return c.json({ outcome: result.outcome, state: result.payment.state });
      }
    },
  );
  return api;
}
