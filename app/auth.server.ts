// The admin pages' side of staff sign-in: loaders ask the server's auth service (server/auth) who
// the request belongs to. requireAdmin sends anyone without a valid session to the login page,
// remembering where they were going; getAdmin just answers (the login page uses it to skip
// itself when already signed in). Someone on hold (a temporary password, a missing two-factor
// enrolment; docs/decisions/023) sees only the admin layout, which asks them to finish that first.
import { redirect, type AppLoadContext } from "react-router";
import type { AccountHold } from "./shared/staff-roles";
import {
  isAdminScreenPath,
  isDocumentPath,
  languageFromAcceptLanguage,
  printLanguageOf,
  type StaffLanguagePreference,
} from "./shared/staff-language";
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

/**
 * The language of an admin screen (decision 043): the signed-in staff member's, else (the sign-in
 * page) the browser's; null for every other page, which follows its URL.
 */
export async function adminLanguageOf(request: Request, context: AppLoadContext): Promise<StaffLanguagePreference | null> {
  const { pathname } = new URL(request.url);
  // A document printed in a chosen language (?lang=) is laid out in it: the run sheet's texts
  // and the page's lang and dir follow; Latin digits, as printed papers are read.
  const printed = isDocumentPath(pathname) ? printLanguageOf(request.url) : null;
  if (printed) return { language: printed, arabicDigits: false };
  if (!isAdminScreenPath(pathname)) return null;
  const user = await getAdmin(request, context);
  return {
    language: user?.language ?? languageFromAcceptLanguage(request.headers.get("accept-language")),
    arabicDigits: user?.arabicDigits ?? false,
  };
}
