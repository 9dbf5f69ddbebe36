// GET /api/delivery/quote?area=&subtotal=: the storefront's delivery fee, expected day
// and slots (with which are full) for an area, from the same rule the order's pricing applies
// (app/shared/delivery.ts). Public: it tells only what the checkout shows anyone.
import { Hono } from "hono";
import { z } from "zod";
import { CITIES } from "../../app/shared/order-schema";
import { quoteDelivery, slotChoices, type DeliveryQuote } from "../../app/shared/delivery";
import type { AppServices } from "../services";
import { bookedSlots } from "../delivery/slots";
import { validationProblem, zodFieldErrors } from "./problem";

const quoteQuery = z.object({
  area: z.enum(CITIES, { error: "Please choose a delivery area from the list." }),
  subtotal: z.coerce
    .number({ error: "subtotal is an amount in dirhams." })
    .int("subtotal is a whole number of dirhams.")
    .min(0, "subtotal cannot be negative.")
    .max(100_000_000, "subtotal is too large.")
    .default(0),
});

export function deliveryApi(services: AppServices, options: { now?: () => Date } = {}) {
  const api = new Hono();
  const now = options.now ?? (() => new Date());
  api.get("/quote", async (c) => {
    const parsed = quoteQuery.safeParse(c.req.query());
    if (!parsed.success) return validationProblem(c, zodFieldErrors(parsed.error));
    const { delivery } = await services.catalogue.get();
    const at = now();
    const quoted = quoteDelivery(delivery, parsed.data.area, parsed.data.subtotal, at);
    if (!quoted.ok) return validationProblem(c, [{ field: "area", message: quoted.message, code: "notAllowed" }]);
    const choices = slotChoices(delivery, quoted.area, at);
    const booked = await bookedSlots(services.db, [...new Set(choices.map((s) => s.day))]);
    const slots = choices.map((s) => ({ ...s, full: (booked.get(s.id) ?? 0) >= s.capacity }));
    c.header("Cache-Control", "no-store");
    return c.json({ ...quoted.quote, slots } satisfies DeliveryQuote);
  });
  return api;
}
