// The Promotions screen's figures under /api/admin/promotion-figures: orders, revenue and the shown
// code of every promotion, and a promotion's latest orders (server/promotions/promotion-figures.ts).
// Owners only, as the screen is (app/admin/sections.ts): what the shop earned with each campaign.
// /range gives each promotion's orders, uses, discount and revenue over a range of Qatar days.
import { Hono } from "hono";
import type { PromotionOrders, PromotionRangeFigures } from "../../../app/admin/promotions/promotion-figures-contract";
import { promotionFigures, promotionOrders, promotionsInRange } from "../../promotions/promotion-figures";
import { parseDayRange } from "../../orders/admin-params";
import { validationProblem } from "../problem";
import type { AdminApiOptions } from "./orders";
import type { AppServices } from "../../services";
import { allow } from "./guard";
import type { AdminEnv } from "./env";

export function adminPromotionFiguresApi(services: AppServices, options: AdminApiOptions = {}) {
  const api = new Hono<AdminEnv>();
  const now = options.now ?? (() => new Date());
  api.use("*", allow("promotions.manage"));
  api.get("/", async (c) => c.json(await promotionFigures(services.db)));
  api.get("/range", async (c) => {
    const days = parseDayRange(c.req.query(), now());
    if (!days.ok) return validationProblem(c, days.errors);
    return c.json({ promotions: await promotionsInRange(services.db, days.value) } satisfies PromotionRangeFigures);
  });
  api.get("/:id/orders", async (c) =>
    c.json({ orders: await promotionOrders(services.db, c.req.param("id")) } satisfies PromotionOrders),
  );
  return api;
}
