// The admin pages' side of staff sign-in: loaders ask the server's auth service (server/auth) who
// the request belongs to. requireAdmin sends anyone without a valid session to the login page,
// remembering where they were going; getAdmin just answers (the login page uses it to skip
// itself when already signed in). Someone on hold (a temporary password, a missing two-factor
// enrolment; docs/decisions/023) sees only the admin layout, which asks them to finish that first.
import { redirect, type AppLoadContext } from "react-router";
import type { AccountHold } from "./shared/staff-roles";
import type { SessionUser } from "../server/auth/types";
import "./load-context";

export async function getAdmin(request: Request, context: AppLoadContext): Promise<SessionUser | null> {
  return context.services.auth.getUser(request);
}

export async function requireAdmin(
  request: Request,
  context: AppLoadContext,
  { allowHold = false }: { allowHold?: boolean } = {},
): Promise<SessionUser & { hold: AccountHold | null }> {
  const user = await getAdmin(request, context);
  if (!user) {
    const url = new URL(request.url);
    throw redirect(`/admin/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  }
  const hold = await context.services.security.holdFor(user);
  if (hold && !allowHold) throw redirect("/admin/dashboard");
  return { ...user, hold };
}
