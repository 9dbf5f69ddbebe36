// The shoppers' side of reviews (docs/decisions/045-reviews-from-buyers.md): POST /api/reviews
// takes a buyer's review through the signed link of their invitation (422 with field errors, 403
// for a link that does not check, 409 when that perfume of that order is reviewed already), and
// POST /api/reviews/:id/helpful counts one "helpful" vote per browser (a voter cookie the server
// signs) or signed-in shopper, at most VOTES_PER_MINUTE from one address. A review published at
// once (moderation.ts may allow it) invalidates the catalogue, and with it the cached pages.
import { Hono, type Context } from "hono";
import { reviewRequestSchema } from "../../app/shared/reviews";
import { readShopperToken } from "../accounts/cookie";
import { clientAddress } from "../auth/client-address";
import { submitReview, voteHelpful } from "../reviews/review-store";
import { browserVoter } from "../reviews/voter-cookie";
import type { AppServices } from "../services";
import { windowLimiter } from "./window-limiter";
import { limitBody, readJson } from "./json-body";
import { sameOriginOnly } from "./same-origin";
import { problem, validationProblem, zodFieldErrors } from "./problem";

/** Reviews one client address may send in a minute (429 beyond). */
const WRITES_PER_MINUTE = 30;
/**
 * "Helpful" votes one client address may send in a minute (429 beyond): a client that drops its
 * voter cookie each time is a new browser each time, so this is what bounds it.
 */
export const VOTES_PER_MINUTE = 10;

export function reviewsApi(services: AppServices, now: () => number = Date.now) {
  const api = new Hono();
  const limit = windowLimiter(services.db, "review-write", WRITES_PER_MINUTE, now);
  const voteLimit = windowLimiter(services.db, "review-vote", VOTES_PER_MINUTE, now);
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

  // The voter is the server's to say (server/reviews/voter-cookie.ts): a body naming one is ignored.
  // The vote is the cookie's and the session's: only from the shop's own pages.
  api.post("/:id/helpful", sameOriginOnly(services), async (c) => {
    c.header("Cache-Control", "no-store");
    const retryAfter = await voteLimit(clientAddress(c, services.config.trustProxy));
    if (retryAfter !== null) {
      c.header("Retry-After", String(retryAfter));
      return problem(c, 429, "Too many votes. Please wait a minute and try again.");
    }
    const at = new Date(now());
    const cookies = c.req.header("cookie");
    const [browser, shopper] = await Promise.all([
      browserVoter(services.db, services.config, cookies),
      services.accounts.resolve(readShopperToken(services.config, cookies), at),
    ]);
    const voters: [string, ...string[]] = shopper
      ? [`account:${shopper.accountId}`, `browser:${browser.id}`]
      : [`browser:${browser.id}`];
    const voted = await voteHelpful(services.db, c.req.param("id"), voters, at);
    if (!voted) return problem(c, 404, "No such review.");
    if (browser.setCookie) c.header("Set-Cookie", browser.setCookie, { append: true });
    return c.json(voted);
  });

  return api;
}
