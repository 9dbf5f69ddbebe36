// Placeholder until staff accounts exist (admin issue): the contract admin loaders rely on.
// requireAdmin throws a redirect to /admin/login?redirectTo=<where the user was going> when the
// request has no valid session, and returns the signed-in staff member otherwise.
import type { AppLoadContext } from "react-router";

export interface AdminUser {
  id: string;
  username: string;
}

export async function requireAdmin(_request: Request, _context: AppLoadContext): Promise<AdminUser> {
  return { id: "placeholder", username: "placeholder" };
}
