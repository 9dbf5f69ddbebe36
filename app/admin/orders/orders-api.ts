// The orders' reads through TanStack Query: a page of the list and one order's detail.
import { useQuery } from "@tanstack/react-query";
import { sameList, listQuery, type OrderFilters } from "../../shared/admin-filters";
import { adminRequest } from "../api/admin-api";
import type { OrderDetail, OrdersPage } from "./orders-contract";
import { anyPending } from "./message-state";

export const orderKeys = {
  orders: (filters: OrderFilters, pageSize: number) => ["admin", "orders", filters, pageSize] as const,
  order: (id: string) => ["admin", "order", id] as const,
};

export function useOrdersPage(filters: OrderFilters, pageSize: number) {
  return useQuery({
    queryKey: orderKeys.orders(filters, pageSize),
    queryFn: ({ signal }) => adminRequest<OrdersPage>(`/api/admin/orders?${listQuery(filters, pageSize)}`, { signal }),
    // Another page of the same list keeps the old rows on screen (dimmed) instead of flashing an
    // empty table; other filters show the loading state, never the old filter's rows and count.
    placeholderData: (previous, previousQuery) => {
      const [, , before, beforeSize] = (previousQuery?.queryKey ?? []) as unknown[];
      return before && beforeSize === pageSize && sameList(before as OrderFilters, filters) ? previous : undefined;
    },
  });
}

export function useOrderDetail(id: string | null) {
  return useQuery({
    queryKey: orderKeys.order(id ?? ""),
    queryFn: ({ signal }) => adminRequest<OrderDetail>(`/api/admin/orders/${encodeURIComponent(id ?? "")}`, { signal }),
    enabled: id !== null,
    // While an e-mail is on its way, look again soon so "Sending" becomes "Sent" by itself.
    refetchInterval: (query) => (anyPending(query.state.data?.messages) ? 2_000 : false),
    // A 404 here means someone deleted the order; the dialog says so itself.
    meta: { quietStatuses: [404] },
  });
}
