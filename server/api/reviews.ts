// The shoppers' side of reviews (docs/decisions/045-reviews-from-buyers.md): POST /api/reviews
// takes a buyer's review through the signed link of their invitation (422 with field errors, 403
// for a link that does not check, 409 when that perfume of that order is reviewed already), and
// POST /api/reviews/:id/helpful counts one "helpful" vote per browser id. A review published at
// once (moderation.ts may allow it) invalidates the catalogue, and with it the cached pages.
import { Hono, type Context } from "hono";
import { helpfulVoteSchema, reviewRequestSchema } from "../../app/shared/reviews";
import { clientAddress } from "../auth/client-address";
import { submitReview, voteHelpful } from "../reviews/review-store";
import type { AppServices } from "../services";
import { windowLimiter } from "./window-limiter";
import { limitBody, readJson } from "./json-body";
import { problem, validationProblem, zodFieldErrors } from "./problem";

/** Reviews and votes one client address may send in a minute (429 beyond). */
const WRITES_PER_MINUTE = 30;

export function reviewsApi(services: AppServices, now: () => number = Date.now) {
  const api = new Hono();
  const limit = windowLimiter(services.db, "review-write", WRITES_PER_MINUTE, now);
  const limited = async (c: Context) => {
    c.header("Cache-Control", "no-store");
    const retryAfter = await limit(clientAddress(c, services.config.trustProxy));
    if (retryAfter === null) return null;
    c.header("Retry-After", String(retryAfter));
    return problem(c, 429, "Too many requests. Please wait a minute and try again.");
  };

  api.post("/", limitBody, async (c) => {
    const refused = await limited(c);
    if (refused) return refused;
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const parsed = reviewRequestSchema.safeParse(body.value);
    if (!parsed.success) return validationProblem(c, zodFieldErrors(parsed.error));
    const result = await submitReview(services.db, parsed.data, new Date(now()));
    if (result.kind === "invalid-link") {
      return problem(c, 403, "This review link is not valid.", { code: "invalid_link" });
    }
    if (result.kind === "already-reviewed") {
      return problem(c, 409, "This perfume of this order is reviewed already.", { code: "already_reviewed" });
    }
    if (result.status === "published") services.catalogue.invalidate();
    return c.json({ id: result.id, status: result.status, heldFor: result.heldFor }, 201);
  });

  api.post("/:id/helpful", limitBody, async (c) => {
    const refused = await limited(c);
    if (refused) return refused;
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const parsed = helpfulVoteSchema.safeParse(body.value);
    if (!parsed.success) return validationProblem(c, zodFieldErrors(parsed.error));
    const voted = await voteHelpful(services.db, c.req.param("id"), parsed.data.voter, new Date(now()));
    if (!voted) return problem(c, 404, "No such review.");
    return c.json(voted);
  });

  return api;
}
