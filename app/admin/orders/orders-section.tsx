// Orders (docs/product.md 'Admin dashboard'): 'Manage Orders (N)' with N the server's count for the
// filters, refresh, export, the toolbar (with the delivery area), the bulk actions on the ticked
// orders, the table (cards below 1280 px, where the columns and the sidebar cannot share the
// width; both tick orders) and pagination.
import { useCan } from "../team/admin-user";
import { useEffect, useMemo, useState } from "react";
import { format } from "../../i18n";
import { PAGE_SIZE, pageCount, parseOrderFilters, type OrderFilters } from "../../shared/admin-filters";
import { Icon } from "../ui/icons";
import {
  AreaFilterSelect,
  PaymentFilterSelect,
  DateFilter,
  DeliveryFilter,
  DriverFilterSelect,
  ReviewFilterSelect,
  SearchBox,
  StatusFilterSelect,
} from "./order-filters";
import { CompactOrderList } from "./order-list-compact";
import { BulkActions } from "./bulk-actions";
import type { Order } from "../../shared/order";
import { OrdersTable } from "./orders-table";
import { Pagination } from "../ui/pagination";
import { useOrdersPage } from "./orders-api";
import { Button, Card, PanelLoading, Spinner } from "../ui/ui";
import { useExport } from "./use-export";
import { useFilterParams } from "../ui/use-filter-params";
import { useAdminMessages } from "../ui/use-admin-messages";
import { useAdminIntl } from "../ui/admin-intl";

export function OrdersSection() {
  const intl = useAdminIntl();
  const messages = useAdminMessages();
  const t = messages.orders;
  const [params, setFilters] = useFilterParams();
  const filters = useMemo(() => parseOrderFilters(params), [params]);
  const query = useOrdersPage(filters, PAGE_SIZE);
  const { exportOrders, exporting } = useExport();
  const canExport = useCan("orders.export");
  const data = query.data;

  // Typing replaces the history entry; choosing a filter adds one, so Back undoes it.
  const update = (patch: Partial<OrderFilters>) => setFilters(patch, { replace: patch.q !== undefined });

  // Deletions elsewhere can leave us past the last page: step back to the new last page.
  const lastPage = data ? pageCount(data.total, PAGE_SIZE) : null;
  useEffect(() => {
    if (lastPage !== null && !query.isPlaceholderData && filters.page > lastPage) {
      setFilters({ page: lastPage }, { replace: true });
    }
  }, [lastPage, filters.page, query.isPlaceholderData, setFilters]);

  const title = format(t.title, { count: data ? intl.count(data.total) : "…" });
  // Orders ticked for the bulk actions (kept across pages of the list): id → order number.
  const [selected, setSelected] = useState<ReadonlyMap<string, number>>(new Map());
  const select = (orders: Pick<Order, "id" | "orderNumber">[], on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      for (const order of orders)
        if (on) next.set(order.id, order.orderNumber);
        else next.delete(order.id);
      return next;
    });
  // After a bulk action: the orders it changed are unticked, the refused ones stay.
  const untick = (done: ReadonlySet<number>) =>
    setSelected((current) => new Map([...current].filter(([, number]) => !done.has(number))));
  const { page: _page, ...exportFilters } = filters;

  return (
    <Card aria-labelledby="orders-title">
      <div className="flex flex-wrap items-center justify-between gap-4 border-b border-ink/10 px-5 py-5 sm:px-6">
        <h2 id="orders-title" className="font-display text-2xl font-semibold" aria-live="polite">
          {title}
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          {query.isFetching && !query.isPending && <Spinner label={messages.dashboard.refreshing} className="me-2" />}
          <Button onClick={() => query.refetch()} disabled={query.isFetching}>
            <Icon name="refresh" />
            {messages.dashboard.refresh}
          </Button>
          {canExport && (
            <Button tone="primary" onClick={() => exportOrders(exportFilters)} disabled={exporting}>
              <Icon name="download" />
              {exporting ? t.exporting : t.exportCsv}
            </Button>
          )}
        </div>
      </div>

      <div className="grid grid-cols-2 items-end gap-4 border-b border-ink/10 px-5 py-5 sm:px-6 lg:grid-cols-[minmax(0,1fr)_11rem_11rem_auto]">
        <div className="col-span-2 lg:col-span-1">
          <SearchBox value={filters.q} onChange={(q) => update({ q })} />
        </div>
        <StatusFilterSelect value={filters.status} onChange={(status) => update({ status })} />
        <ReviewFilterSelect value={filters.review} onChange={(review) => update({ review })} />
        <div className="col-span-2 lg:col-span-1">
          <DateFilter value={filters} onChange={update} />
        </div>
        <div className="col-span-2 grid grid-cols-2 gap-4 sm:grid-cols-4 lg:col-span-4 lg:grid-cols-[repeat(5,minmax(0,1fr))]">
          <div className="col-span-2 sm:col-span-1">
            <DriverFilterSelect value={filters.driver} onChange={(driver) => update({ driver })} />
          </div>
          <DeliveryFilter value={filters} onChange={update} />
          <div className="col-span-2 sm:col-span-1">
            <AreaFilterSelect value={filters.area} onChange={(area) => update({ area })} />
          </div>
          <div className="col-span-2 sm:col-span-1">
            <PaymentFilterSelect value={filters.payment} onChange={(payment) => update({ payment })} />
          </div>
        </div>
      </div>

      <BulkActions selected={selected} onSettled={untick} onClear={() => setSelected(new Map())} />

      {query.isPending ? (
        <PanelLoading label={t.loading} />
      ) : !data || data.orders.length === 0 ? (
        <p className="px-6 py-16 text-center text-ink/60">{t.empty}</p>
      ) : (
        <div
          className={query.isPlaceholderData ? "opacity-60 transition-opacity" : "transition-opacity"}
          aria-busy={query.isFetching}
        >
          <div className="hidden overflow-x-auto xl:block">
            <OrdersTable orders={data.orders} caption={title} selected={selected} onSelect={select} />
          </div>
          <div className="px-5 sm:px-6 xl:hidden">
            <CompactOrderList orders={data.orders} label={title} selection={{ selected, onSelect: select }} />
          </div>
          <div className="border-t border-ink/10">
            <Pagination page={filters.page} total={data.total} pageSize={PAGE_SIZE} />
          </div>
        </div>
      )}
    </Card>
  );
}
