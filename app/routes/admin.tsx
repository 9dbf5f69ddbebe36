// The admin layout: every /admin page renders only for a signed-in staff member (the loader's
// requireAdmin redirects to the login page otherwise, remembering where the user was going), with
// the sidebar, its own toast area and the live connection that keeps the data fresh.
import { Outlet, useLoaderData, type ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/admin";
import { requireAdmin } from "../auth.server";
import { AdminProviders } from "../admin/admin-providers";
import { AdminSidebar } from "../admin/admin-sidebar";
import { LiveUpdates } from "../admin/live-updates";
import { SignInNotice } from "../admin/sign-in-notice";
import { useAdminMessages } from "../admin/use-admin-messages";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdmin(request, context);
  return { username: user.username };
}

// Filters and paging change only the query string: the session is checked by every API call they
// make, so the layout's loader need not run again for each (it does on any other navigation).
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
  !formMethod && currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;

// Staff pages are never indexed, and a session-bound page must not be revalidated from a cache.
export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

export default function AdminLayout() {
  const { username } = useLoaderData<typeof loader>();
  const messages = useAdminMessages();
  return (
    <AdminProviders>
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-[70] focus:rounded-md focus:bg-ivory focus:px-4 focus:py-2 focus:text-ink focus:shadow-lg"
      >
        {messages.layout.skipToContent}
      </a>
      <div className="min-h-dvh bg-ivory lg:grid lg:grid-cols-[15.5rem_minmax(0,1fr)]">
        <AdminSidebar username={username} />
        <main id="admin-main" tabIndex={-1} className="min-w-0 focus:outline-none">
          <SignInNotice />
          <Outlet />
        </main>
      </div>
      <LiveUpdates />
    </AdminProviders>
  );
}
