// The admin pages' side of staff sign-in: loaders ask the server's auth service (server/auth) who
// the request belongs to. requireAdmin sends anyone without a valid session to the login page,
// remembering where they were going; getAdmin just answers (the login page uses it to skip
// itself when already signed in).
import { redirect, type AppLoadContext } from "react-router";
import type { AdminUser } from "../server/auth/types";
import "./load-context";

export type { AdminUser };

export async function getAdmin(request: Request, context: AppLoadContext): Promise<AdminUser | null> {
  return context.services.auth.getUser(request);
}

export async function requireAdmin(request: Request, context: AppLoadContext): Promise<AdminUser> {
  const user = await getAdmin(request, context);
  if (!user) {
    const url = new URL(request.url);
    throw redirect(`/admin/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return user;
}
