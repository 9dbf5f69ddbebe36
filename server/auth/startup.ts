// What the server says about staff sign-in when it starts: how to create the first account (no
// default password ships), and when the session cookie cannot be marked Secure.
import type { AppServices } from "../services";
import { servedOverHttps } from "./cookie";

export const NO_STAFF_NOTICE =
  "No staff account exists yet, so nobody can sign in to /admin. Create one with: npm run admin:create -- --username NAME";
export const NOT_HTTPS_NOTICE =
  "PUBLIC_ORIGIN is not an https:// address: the admin session cookie is sent without Secure and HSTS is off.";

export async function authStartupNotices(services: AppServices): Promise<string[]> {
  const notices: string[] = [];
  if (!(await services.auth.hasStaff())) notices.push(NO_STAFF_NOTICE);
  if (services.config.env === "production" && !servedOverHttps(services.config)) notices.push(NOT_HTTPS_NOTICE);
  return notices;
}
