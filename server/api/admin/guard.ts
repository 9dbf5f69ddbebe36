// The checks in front of the admin's endpoints: a valid staff session (else 401) and the role's
// permissions (else 403). The third, that a change comes from the shop's own pages, is shared with
// the shopper's API (server/api/same-origin.ts).
import type { Context, MiddlewareHandler } from "hono";
import { can, type AccountHold, type Permission } from "../../../app/shared/staff-roles";
import type { AppServices } from "../../services";
import { plural } from "../../../app/shared/plural";
import { problem } from "../problem";
import { changesSomething } from "../same-origin";
import type { AdminEnv } from "./env";

/** The answer when the sign-in limits refuse an attempt (at sign-in, or a secret asked while signed in). */
export function tooManyAttempts(c: Context, title: string, retryAfterSeconds: number) {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  c.header("Retry-After", String(retryAfterSeconds));
  return problem(c, 429, title, {
    detail: `Please wait ${minutes} ${plural("en", minutes, { one: "minute", other: "minutes" })} before trying again.`,
  });
}

const HOLD_TITLES: Record<AccountHold, string> = {
  password_change_required: "Choose your own password first.",
  two_factor_enrolment_required: "Set up two-factor sign-in first: the shop requires it for owners.",
};

export function requireSession(services: AppServices): MiddlewareHandler<AdminEnv> {
  return async (c, next) => {
    const user = await services.auth.getUser(c.req.raw);
    if (!user) {
      c.header("WWW-Authenticate", 'Cookie realm="admin"');
      return problem(c, 401, "Please sign in to continue.");
    }
    c.set("admin", { id: user.id, username: user.username, role: user.role });
    c.set("sessionId", services.auth.sessionId(c.req.raw) ?? undefined);
    c.set("staffLanguage", user.language ?? "en");
    // Someone on hold may only see to their own account (/me) until it is done.
    const hold = await services.security.holdFor(user);
    if (hold && !new URL(c.req.url).pathname.startsWith("/api/admin/me/")) {
      return problem(c, 403, HOLD_TITLES[hold], { code: hold });
    }
    return next();
  };
}

/** Refuses with 403 what the signed-in person's role may not do (app/shared/staff-roles.ts). */
export function allow(permission: Permission): MiddlewareHandler<AdminEnv> {
  return async (c, next) => {
    if (can(c.get("admin").role, permission)) return next();
    return problem(c, 403, "Your role does not allow this. Ask the shop's owner.", { code: "forbidden_for_role" });
  };
}

/** The same for the changes of a router (every method but GET), its reads open to every role. */
export function allowChanges(permission: Permission): MiddlewareHandler<AdminEnv> {
  const check = allow(permission);
  return async (c, next) => (changesSomething(c.req.method) ? check(c, next) : next());
}
