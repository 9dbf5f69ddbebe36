// The admin dashboard (docs/product.md 'Admin dashboard'): ?section= picks one of the sections listed in
// app/admin/sections.ts (overview by default), whose screen is loaded on first use. A section the person's
// role does not open says so instead (the API refuses its data anyway). Data comes from the admin API through
// TanStack Query after the page loads; the figures are computed by the database, never by loading every order
// into the browser.
import { Suspense } from "react";
import { useSearchParams } from "react-router";
import type { Route } from "./+types/admin.dashboard";
import { format } from "../i18n";
import { adminEn } from "../i18n/admin.en";
import { useRefreshAdmin } from "../admin/api/admin-query";
import { OrderActionsProvider } from "../admin/orders/order-actions";
import { OrderAlertControls } from "../admin/orders/live/order-alert-controls";
import { canOpen, parseSection, sectionOf } from "../admin/sections";
import { useAdminUser } from "../admin/team/admin-user";
import { Icon } from "../admin/ui/icons";
import { Button, Card, PanelLoading } from "../admin/ui/ui";
import { useAdminMessages } from "../admin/ui/use-admin-messages";
import { useIsFetching } from "@tanstack/react-query";

export function meta({ matches, location }: Route.MetaArgs) {
  const brand = (matches[0]?.data as { store?: { brand: string } } | undefined)?.store?.brand ?? "";
  const section = parseSection(new URLSearchParams(location.search));
  return [
    { title: format(adminEn.meta.dashboard, { section: adminEn.dashboard.sections[section], brand }) },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export default function AdminDashboard() {
  const messages = useAdminMessages();
  const [params] = useSearchParams();
  const section = parseSection(params);
  const refresh = useRefreshAdmin();
  const fetching = useIsFetching({ queryKey: ["admin"] }) > 0;
  const { user } = useAdminUser();
  const { component: Screen, refreshInHeader } = sectionOf(section);

  return (
    <OrderActionsProvider>
      <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12 2xl:px-12">
        <header className="mb-8 flex flex-wrap items-end justify-between gap-4 border-b border-gold/25 pb-6">
          <div>
            <p className="text-[0.7rem] font-semibold tracking-[0.3em] text-gold-dark uppercase">{messages.layout.adminLabel}</p>
            <h1 className="mt-1 font-display text-4xl font-semibold sm:text-5xl">{messages.dashboard.sections[section]}</h1>
            <p className="mt-2 max-w-xl text-sm text-ink/65">{messages.dashboard.intro}</p>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <OrderAlertControls />
            {refreshInHeader && (
              <Button onClick={() => refresh()} disabled={fetching}>
                <Icon name="refresh" className={`size-4 ${fetching ? "animate-spin motion-reduce:animate-none" : ""}`} />
                {messages.dashboard.refreshData}
              </Button>
            )}
          </div>
        </header>

        {!canOpen(user.role, section) ? (
          <OwnerOnly />
        ) : (
          <Suspense fallback={<PanelLoading label={messages.dashboard.loading} />}>
            <Screen />
          </Suspense>
        )}
      </div>
    </OrderActionsProvider>
  );
}

function OwnerOnly() {
  const t = useAdminMessages().ownerOnly;
  return (
    <Card className="max-w-xl px-6 py-8">
      <h2 className="font-display text-2xl font-semibold">{t.title}</h2>
      <p className="mt-2 text-sm text-ink/65">{t.text}</p>
    </Card>
  );
}
