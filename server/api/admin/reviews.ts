// The Reviews section's API under /api/admin/reviews (docs/decisions/045-reviews-from-buyers.md),
// behind the session guard: the list with its filters, publishing, hiding and answering a review
// (audited, each in one transaction with its audit row), and the average rating per perfume.
// Every signed-in role moderates: reading what buyers wrote is everyday work, like the orders.
// A change that shows on the storefront invalidates the catalogue, and with it the cached pages.
import { Hono } from "hono";
import {
  reviewChangeSchema,
  reviewFiltersSchema,
  type AdminRatings,
  type AdminReviewList,
  type ReviewChanged,
} from "../../../app/admin/reviews/reviews-contract";
import { audit } from "../../auth/audit";
import { clientAddress } from "../../auth/client-address";
import { withExecutor } from "../../db/database";
import { changeReview, listReviews, ratingsByProduct } from "../../reviews/review-store";
import type { AppServices } from "../../services";
import { limitBody, readJson } from "../json-body";
import { problem, validationProblem, zodFieldErrors } from "../problem";
import type { AdminEnv } from "./env";

export function adminReviewsApi(services: AppServices) {
  const api = new Hono<AdminEnv>();
  const { db } = services;

  api.get("/", async (c) => {
    const query = Object.fromEntries(Object.entries(c.req.query()).filter(([, v]) => v !== ""));
    const parsed = reviewFiltersSchema.safeParse(query);
    if (!parsed.success) return validationProblem(c, zodFieldErrors(parsed.error));
    return c.json((await listReviews(db, parsed.data)) satisfies AdminReviewList);
  });

  api.get("/ratings", async (c) => c.json({ products: await ratingsByProduct(db) } satisfies AdminRatings));

  api.patch("/:id", limitBody, async (c) => {
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const parsed = reviewChangeSchema.safeParse(body.value);
    if (!parsed.success) return validationProblem(c, zodFieldErrors(parsed.error));
    const change = parsed.data;
    const id = c.req.param("id");
    const result = await db.kysely.transaction().execute(async (trx) => {
      const done = await changeReview(trx, id, change);
      if (!done) return null;
      const { before, after } = done;
      const detail = { product: after.productName, rating: after.rating, orderNumber: after.orderNumber };
      const scoped = withExecutor(db, trx);
      const ip = clientAddress(c, services.config.trustProxy);
      const actor = c.get("admin");
      if (before.status !== after.status) {
        await audit(scoped, {
          actor,
          action: after.status === "published" ? "review.publish" : "review.hide",
          target: id,
          ip,
          detail: { ...detail, before: { status: before.status }, after: { status: after.status } },
        });
      }
      if ((before.reply ?? "") !== (after.reply ?? "")) {
        await audit(scoped, {
          actor,
          action: "review.reply",
          target: id,
          ip,
          detail: { ...detail, before: { reply: before.reply ?? "" }, after: { reply: after.reply ?? "" } },
        });
      }
      return done;
    });
    if (!result) return problem(c, 404, "No such review.");
    const { before, after } = result;
    // What the storefront shows changed: the counts and average, or a shown review's reply.
    if (before.status !== after.status || (after.status === "published" && before.reply !== after.reply)) {
      services.catalogue.invalidate();
    }
    return c.json({ review: after } satisfies ReviewChanged);
  });

  return api;
}
