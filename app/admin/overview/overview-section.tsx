// Overview (docs/product.md 'Admin dashboard'): today's cards, each opening its filtered list, the
// four all-time stat cards, export of every order, and the five newest orders with a link to the full list.
import { Link } from "react-router";
import { DEFAULT_FILTERS, RECENT_ORDERS } from "../../shared/admin-filters";
import { navHref } from "../sections";
import { Icon } from "../ui/icons";
import { MailWarning } from "./mail-warning";
import { RefusalsNote } from "./refusals-note";
import { CompactOrderList } from "../orders/order-list-compact";
import { useOrdersPage } from "../orders/orders-api";
import { StatCards } from "./stat-cards";
import { TodayCards } from "./today-cards";
import { Button, Card, PanelLoading, buttonClass } from "../ui/ui";
import { ALL_ORDERS, useExport } from "../orders/use-export";
import { useAdminMessages } from "../ui/use-admin-messages";

const ALL_TIME = { range: "all", from: "", to: "" } as const;

export function OverviewSection() {
  const messages = useAdminMessages();
  const t = messages.overview;
  const recent = useOrdersPage(DEFAULT_FILTERS, RECENT_ORDERS);
  const { exportOrders, exporting } = useExport();

  return (
    <div className="grid grid-cols-1 gap-8">
      <MailWarning />
      <TodayCards />
      <section aria-labelledby="all-time-title">
        <h2 id="all-time-title" className="mb-4 font-display text-2xl font-semibold">
          {t.allTime}
        </h2>
        <StatCards range={ALL_TIME} />
      </section>
      <RefusalsNote />

      <div>
        <Button tone="primary" onClick={() => exportOrders(ALL_ORDERS)} disabled={exporting}>
          <Icon name="download" />
          {exporting ? messages.orders.exporting : t.exportAll}
        </Button>
      </div>

      <Card aria-labelledby="recent-orders">
        <div className="flex flex-wrap items-end justify-between gap-3 border-b border-ink/10 px-5 py-5 sm:px-6">
          <div>
            <h2 id="recent-orders" className="font-display text-2xl font-semibold">
              {t.recentOrders}
            </h2>
            <p className="mt-1 text-sm text-ink/60">{t.recentHint}</p>
          </div>
          <Link to={navHref({ section: "orders", status: "All" })} className={buttonClass("outline", "sm")}>
            {t.viewAll}
            <Icon name="arrow" className="size-3.5 rtl:-scale-x-100" />
          </Link>
        </div>
        <div className="px-5 sm:px-6">
          {recent.isPending ? (
            <PanelLoading label={messages.dashboard.loading} />
          ) : recent.data && recent.data.orders.length > 0 ? (
            <CompactOrderList orders={recent.data.orders} label={t.recentOrders} />
          ) : (
            <p className="py-12 text-center text-ink/60">{t.empty}</p>
          )}
        </div>
      </Card>
    </div>
  );
}
