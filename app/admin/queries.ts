// Every admin read goes through TanStack Query with these keys, so a refresh, a live event or a
// change made here can invalidate exactly one family: everything under ["admin"].
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type {
  BlockedPhones,
  CashReport,
  Drivers,
  CustomerHistory,
  CustomersPage,
  DailyStats,
  MessageHealth,
  OrderDetail,
  OrdersPage,
  Refusals,
  RunSheet,
  Stats,
  TrustedPhones,
} from "../shared/admin-contract";
import { anyPending } from "./orders/message-state";
import { adminRequest } from "./api/admin-api";
import type { DeliverySettings } from "../shared/delivery";
import { cashParams, type CashRange } from "./delivery/cash-range";
import { listQuery, PAGE_SIZE, rangeParams, sameList, type OrderFilters, type RangeFilter } from "../shared/admin-filters";

export const adminKeys = {
  all: ["admin"] as const,
  stats: (range: RangeFilter) => ["admin", "stats", range] as const,
  daily: (range: RangeFilter) => ["admin", "daily", range] as const,
  orders: (filters: OrderFilters, pageSize: number) => ["admin", "orders", filters, pageSize] as const,
  order: (id: string) => ["admin", "order", id] as const,
  products: ["admin", "products"] as const,
  bundles: ["admin", "bundles"] as const,
  settings: ["admin", "settings"] as const,
  blockedPhones: ["admin", "blocked-phones"] as const,
  trustedPhones: ["admin", "trusted-phones"] as const,
  customers: ["admin", "customers"] as const,
  messageHealth: ["admin", "message-health"] as const,
  sessions: ["admin", "sessions"] as const,
  staff: ["admin", "staff"] as const,
  security: ["admin", "security"] as const,
  audit: ["admin", "audit"] as const,
  deliverySettings: ["admin", "delivery-settings"] as const,
  drivers: ["admin", "drivers"] as const,
  runSheet: (driverId: string) => ["admin", "run-sheet", driverId] as const,
  cash: (range: CashRange) => ["admin", "cash", range] as const,
};

export function useStats(range: RangeFilter) {
  return useQuery({
    queryKey: adminKeys.stats(range),
    queryFn: ({ signal }) => adminRequest<Stats>(`/api/admin/stats?${rangeParams(range)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useDailyStats(range: RangeFilter) {
  return useQuery({
    queryKey: adminKeys.daily(range),
    queryFn: ({ signal }) => adminRequest<DailyStats>(`/api/admin/stats/daily?${rangeParams(range)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useOrdersPage(filters: OrderFilters, pageSize: number) {
  return useQuery({
    queryKey: adminKeys.orders(filters, pageSize),
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
    queryKey: adminKeys.order(id ?? ""),
    queryFn: ({ signal }) => adminRequest<OrderDetail>(`/api/admin/orders/${encodeURIComponent(id ?? "")}`, { signal }),
    enabled: id !== null,
    // While an e-mail is on its way, look again soon so "Sending" becomes "Sent" by itself.
    refetchInterval: (query) => (anyPending(query.state.data?.messages) ? 2_000 : false),
    // A 404 here means someone deleted the order; the dialog says so itself.
    meta: { quietStatuses: [404] },
  });
}

/** Phone numbers whose orders are refused (a shop blocks dozens at most: one list). */
export function useBlockedPhones() {
  return useQuery({
    queryKey: adminKeys.blockedPhones,
    queryFn: ({ signal }) => adminRequest<BlockedPhones>("/api/admin/blocked-phones", { signal }),
  });
}

/** A customer's record by phone, with this order's likely duplicates (issue 19). */
export function useCustomerHistory(phone: string | null, orderId?: string) {
  return useQuery({
    queryKey: ["admin", "customer", phone ?? "", orderId ?? ""] as const,
    queryFn: ({ signal }) =>
      adminRequest<CustomerHistory>(
        `/api/admin/customers/${encodeURIComponent(phone ?? "")}${orderId ? `?order=${encodeURIComponent(orderId)}` : ""}`,
        { signal },
      ),
    enabled: phone !== null,
  });
}

/** A page of the Customers section; the previous page stays on screen while the next loads. */
export function useCustomersPage(filters: { q: string; page: number }) {
  return useQuery({
    queryKey: [...adminKeys.customers, filters] as const,
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(filters.page), pageSize: String(PAGE_SIZE) });
      if (filters.q.trim()) params.set("search", filters.q.trim());
      return adminRequest<CustomersPage>(`/api/admin/customers?${params}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}

/** Numbers whose phone order limit staff lifted. */
export function useTrustedPhones() {
  return useQuery({
    queryKey: adminKeys.trustedPhones,
    queryFn: ({ signal }) => adminRequest<TrustedPhones>("/api/admin/trusted-phones", { signal }),
  });
}

/** Orders refused before they were stored, over a range (issue 19). */
export function useRefusals(range: RangeFilter) {
  return useQuery({
    queryKey: ["admin", "refusals", range] as const,
    queryFn: ({ signal }) => adminRequest<Refusals>(`/api/admin/stats/refusals?${rangeParams(range)}`, { signal }),
  });
}

/** Failing e-mails, for the overview's warning; looked at again every minute. */
export function useMessageHealth() {
  return useQuery({
    queryKey: adminKeys.messageHealth,
    queryFn: ({ signal }) => adminRequest<MessageHealth>("/api/admin/messages/health", { signal }),
    refetchInterval: 60_000,
  });
}

/** Areas, fees, estimates, slots and card on delivery (issue 22); only owners may change them. */
export function useDeliverySettings() {
  return useQuery({
    queryKey: adminKeys.deliverySettings,
    queryFn: ({ signal }) => adminRequest<DeliverySettings>("/api/admin/settings/delivery", { signal }),
  });
}

/** Every driver, the inactive ones too (their history stays readable). */
export function useDrivers() {
  return useQuery({
    queryKey: adminKeys.drivers,
    queryFn: ({ signal }) => adminRequest<Drivers>("/api/admin/drivers", { signal }),
  });
}

/** What a driver has out now, with the cash and card to collect. */
export function useRunSheet(driverId: string) {
  return useQuery({
    queryKey: adminKeys.runSheet(driverId),
    queryFn: ({ signal }) => adminRequest<RunSheet>(`/api/admin/drivers/${encodeURIComponent(driverId)}/run-sheet`, { signal }),
    // The page says "no such driver" itself.
    meta: { quietStatuses: [404] },
  });
}

/** The Cash section's figures for some days; other days keep the old figures dimmed meanwhile. */
export function useCashReport(range: CashRange) {
  return useQuery({
    queryKey: adminKeys.cash(range),
    queryFn: ({ signal }) => adminRequest<CashReport>(`/api/admin/cash?${cashParams(range)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Reloads every admin list, card and chart. */
export function useRefreshAdmin() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: adminKeys.all }), [client]);
}
