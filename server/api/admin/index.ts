// The admin API under /api/admin. Sign-in, sign-out and "who am I" come first and are open; every
// other path passes the session guard and the same-origin check before E2's data routers see it.
import { adminBundlesApi } from "./bundles";
import { adminProductsApi } from "./products";
import { adminFamiliesApi } from "./families";
import { adminReviewsApi } from "./reviews";
import { adminAbandonedCartsApi } from "./abandoned-carts";
import { adminReturnsApi } from "./returns";
import { adminSettingsApi } from "./settings";
import { adminStorefrontApi } from "./storefront";
import { adminDriversApi } from "./drivers";
import { adminCashApi } from "./cash";
import { adminCardPaymentsApi, adminOrderPaymentsApi } from "./payments";
import { adminPromotionsApi } from "./promotions";
import { adminPromotionFiguresApi } from "./promotion-figures";
import { Hono } from "hono";
import { z } from "zod";
import { plainString } from "../../../app/shared/text-rules";
import type { AppServices } from "../../services";
import { clientAddress } from "../../auth/client-address";
import { MAX_PASSWORD_LENGTH } from "../../auth/password";
import { limitBody, readJson } from "../json-body";
import { unavailable } from "../unavailable";
import { problem, validationProblem, zodFieldErrors } from "../problem";
import type { AdminEnv } from "./env";
import { requireSession, tooManyAttempts } from "./guard";
import { sameOriginOnly } from "../same-origin";
import { adminStaffApi } from "./staff";
import { adminMeApi } from "./me";
import { adminAuditApi } from "./audit";
import { adminOrdersApi } from "./orders";
import { adminStatsApi } from "./stats";
import { adminEventsApi } from "./events";
import { adminMessagesApi } from "./messages";
import { adminBlockedPhonesApi } from "./blocked-phones";
import { adminCustomersApi } from "./customers";
import { adminTrustedPhonesApi } from "./trusted-phones";
import type { CurrentUser, SignedIn } from "../../../app/admin/team/team-contract";
import { languageFromAcceptLanguage } from "../../../app/shared/staff-language";
import { problemLanguage } from "./problem-language";
import { setLanguageIfUnset } from "../../auth/staff";

const loginSchema = z.object({
  username: plainString("Username", { error: "Enter your username." }).min(1, "Enter your username.").max(200),
  password: z.string().min(1, "Enter your password.").max(MAX_PASSWORD_LENGTH),
  /** The two-factor code (or a recovery code), when the account has two-factor sign-in on. */
  code: plainString("The code").max(40).optional(),
});

// One title for an unknown username and a wrong password: the answer must not tell them apart.
const INVALID_LOGIN_TITLE = "Invalid username or password.";

export function adminApi(services: AppServices) {
  const api = new Hono<AdminEnv>();
  const sameOrigin = sameOriginOnly(services);

  api.post("/login", sameOrigin, limitBody, async (c) => {
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const parsed = loginSchema.safeParse(body.value);
    if (!parsed.success) return validationProblem(c, zodFieldErrors(parsed.error));

    const { auth, config } = services;
    const result = await auth.login({
      ...parsed.data,
      ip: clientAddress(c, config.trustProxy),
      userAgent: c.req.header("user-agent") ?? null,
      previousToken: auth.readToken(c.req.raw),
      code: parsed.data.code ?? null,
    });
    switch (result.kind) {
      case "ok":
        // The first sign-in gives the account the browser's language (decision 043).
        await setLanguageIfUnset(services.db, result.user.id, languageFromAcceptLanguage(c.req.header("accept-language")));
        c.header("Set-Cookie", auth.sessionCookie(result.token));
        return c.json({ username: result.user.username, failedSignIns: result.failedSignIns } satisfies SignedIn);
      case "invalid":
        return problem(c, 401, INVALID_LOGIN_TITLE);
      case "totp_required":
        return problem(c, 401, "Enter the code from your authenticator app.", { code: "totp_required" });
      case "totp_invalid":
        return problem(c, 401, "That code is not right, or was used already. Try the next one.", { code: "totp_invalid" });
      case "disabled":
        return problem(c, 403, "This account is disabled. Ask the shop's owner.", { code: "account_disabled" });
      case "blocked":
        return tooManyAttempts(c, "Too many failed sign-in attempts.", result.retryAfterSeconds);
      case "busy":
        c.header("Retry-After", "5");
        return problem(c, 503, "The server is busy. Please try again in a moment.");
    }
  });

  api.post("/logout", sameOrigin, async (c) => {
    const { auth, config } = services;
    await auth.logout(c.req.raw, clientAddress(c, config.trustProxy));
    c.header("Set-Cookie", auth.clearedCookie());
    return c.body(null, 204);
  });

  api.get("/session", async (c) => {
    const user = await services.auth.getUser(c.req.raw);
    if (!user) return problem(c, 401, "Please sign in to continue.");
    const me: CurrentUser = {
      username: user.username,
      role: user.role,
      twoFactor: user.twoFactor,
      hold: await services.security.holdFor(user),
      language: user.language ?? "en",
      arabicDigits: user.arabicDigits,
    };
    return c.json(me);
  });

  // Everything below needs a signed-in staff member; changes need the shop's own origin too.
  // Problems worded in the staff member's language (decision 043), the guard's own included.
  api.use("*", problemLanguage, requireSession(services), sameOrigin);
  // An order's payment and refunds (decision 040), beside the orders' own routes.
  api.route("/orders", adminOrderPaymentsApi(services));
  api.route("/orders", adminOrdersApi(services));
  api.route("/products", adminProductsApi(services));
  api.route("/families", adminFamiliesApi(services));
  api.route("/bundles", adminBundlesApi(services));
  api.route("/settings", adminSettingsApi(services));
  api.route("/storefront", adminStorefrontApi(services));
  api.route("/stats", adminStatsApi(services));
  api.route("/events", adminEventsApi(services));
  api.route("/messages", adminMessagesApi(services));
  api.route("/blocked-phones", adminBlockedPhonesApi(services));
  api.route("/customers", adminCustomersApi(services));
  api.route("/trusted-phones", adminTrustedPhonesApi(services));
  api.route("/staff", adminStaffApi(services));
  api.route("/me", adminMeApi(services));
  api.route("/audit", adminAuditApi(services));
  api.route("/drivers", adminDriversApi(services));
  api.route("/cash", adminCashApi(services));
  api.route("/card-payments", adminCardPaymentsApi(services));
  api.route("/promotions", adminPromotionsApi(services));
  api.route("/promotion-figures", adminPromotionFiguresApi(services));
  api.route("/reviews", adminReviewsApi(services));
  api.route("/abandoned-carts", adminAbandonedCartsApi(services));
  api.route("/returns", adminReturnsApi(services));

  api.onError((error, c) => {
    const outage = services.db.availability.observe(error);
    if (outage) return unavailable(c, services.metrics, outage);
    services.log.error("admin api error", error);
    return problem(c, 500, "Something went wrong on our side. Please try again.");
  });
  return api;
}
