// The Abandoned carts section's API under /api/admin/abandoned-carts (docs/decisions/049-abandoned-carts.md),
// behind the session guard: the carts kept for reminders, filtered and paged by the server. Every
// signed-in role reads it: following up a shopper's cart is everyday work, like the orders. Staff
// send the restore link themselves (a wa.me link the screen builds); nothing here changes a cart.
import { Hono } from "hono";
import { abandonedCartFiltersSchema, type AbandonedCartList } from "../../../app/admin/carts/carts-contract";
import { listAbandonedCarts } from "../../carts/cart-store";
import { shopOrigin, type AppServices } from "../../services";
import { validationProblem, zodFieldErrors } from "../problem";
import type { AdminEnv } from "./env";

export function adminAbandonedCartsApi(services: AppServices) {
  const api = new Hono<AdminEnv>();
  api.get("/", async (c) => {
    const query = Object.fromEntries(Object.entries(c.req.query()).filter(([, v]) => v !== ""));
    const parsed = abandonedCartFiltersSchema.safeParse(query);
    if (!parsed.success) return validationProblem(c, zodFieldErrors(parsed.error));
    return c.json(
      (await listAbandonedCarts(
        services.db,
        parsed.data,
        shopOrigin(services.config),
        await services.catalogue.get(),
      )) satisfies AbandonedCartList,
    );
  });
  return api;
}
