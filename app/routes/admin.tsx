// The admin layout: every /admin page renders only for a signed-in staff member (the loader's
// requireAdmin redirects to the login page otherwise, remembering where the user was going), with
// the sidebar, its own toast area and the live connection that keeps the data fresh. Someone who
// must first choose a password or set up two-factor sign-in sees only that.
import { useCallback, useMemo, useState } from "react";
import { Outlet, useLoaderData, type ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/admin";
import { requireAdmin } from "../auth.server";
import type { CurrentUser } from "../admin/team/team-contract";
import { AccountHoldScreen } from "../admin/team/account-hold";
import { adminRequest } from "../admin/api/admin-api";
import { AdminProviders } from "../admin/admin-providers";
import { AdminSidebar } from "../admin/admin-sidebar";
import { AdminUserProvider } from "../admin/team/admin-user";
import { LiveUpdates } from "../admin/orders/live/live-updates";
import { SignInNotice } from "../admin/team/sign-in-notice";
import { useAdminMessages } from "../admin/ui/use-admin-messages";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdmin(request, context, { allowHold: true });
  const me: CurrentUser = {
    username: user.username,
    role: user.role,
    twoFactor: user.twoFactor,
    hold: user.hold,
    language: user.language ?? "en",
    arabicDigits: user.arabicDigits,
  };
  return { me };
}

// Filters and paging change only the query string: the session is checked by every API call they
// make, so the layout's loader need not run again for each (it does on any other navigation).
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
  !formMethod && currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;

// Staff pages are never indexed, and a session-bound page must not be revalidated from a cache.
export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

export default function AdminLayout() {
  const { me: loaded } = useLoaderData<typeof loader>();
  const messages = useAdminMessages();
  const [me, setMe] = useState(loaded);
  // A new sign-in's data replaces what this tab re-read (React's "adjust state on prop change").
  const [seen, setSeen] = useState(loaded);
  if (seen !== loaded) {
    setSeen(loaded);
    setMe(loaded);
  }
  const refresh = useCallback(async () => setMe(await adminRequest<CurrentUser>("/api/admin/session")), []);
  const user = useMemo(() => ({ user: me, refresh }), [me, refresh]);

  return (
    <AdminProviders>
      <AdminUserProvider value={user}>
        {me.hold ? (
          <AccountHoldScreen hold={me.hold} />
        ) : (
          <>
            <a
              href="#admin-main"
              className="sr-only focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-[70] focus:rounded-md focus:bg-ivory focus:px-4 focus:py-2 focus:text-ink focus:shadow-lg"
            >
              {messages.layout.skipToContent}
            </a>
            <div className="min-h-dvh bg-ivory lg:grid lg:grid-cols-[15.5rem_minmax(0,1fr)]">
              <AdminSidebar />
              <main id="admin-main" tabIndex={-1} className="min-w-0 focus:outline-none">
                <SignInNotice />
                <Outlet />
              </main>
            </div>
            <LiveUpdates />
          </>
        )}
      </AdminUserProvider>
    </AdminProviders>
  );
}
