// The customers' reads through TanStack Query: a page of customers, one customer's history, and
// the blocked and trusted numbers.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { PAGE_SIZE } from "../../shared/admin-filters";
import { adminRequest } from "../api/admin-api";
import type { BlockedPhones, CustomerAccountAnswer, CustomerHistory, CustomersPage, TrustedPhones } from "./customers-contract";

export const customerKeys = {
  customers: ["admin", "customers"] as const,
  customer: (phone: string, orderId: string) => ["admin", "customer", phone, orderId] as const,
  account: (phone: string) => ["admin", "customer-account", phone] as const,
  blockedPhones: ["admin", "blocked-phones"] as const,
  trustedPhones: ["admin", "trusted-phones"] as const,
};

/** Phone numbers whose orders are refused (a shop blocks dozens at most: one list). */
export function useBlockedPhones() {
  return useQuery({
    queryKey: customerKeys.blockedPhones,
    queryFn: ({ signal }) => adminRequest<BlockedPhones>("/api/admin/blocked-phones", { signal }),
  });
}

/** A customer's record by phone, with this order's likely duplicates. */
export function useCustomerHistory(phone: string | null, orderId?: string) {
  return useQuery({
    queryKey: customerKeys.customer(phone ?? "", orderId ?? ""),
    queryFn: ({ signal }) =>
      adminRequest<CustomerHistory>(
        `/api/admin/customers/${encodeURIComponent(phone ?? "")}${orderId ? `?order=${encodeURIComponent(orderId)}` : ""}`,
        { signal },
      ),
    enabled: phone !== null,
  });
}

/** The shopper account this number signed in with, or null (read-only for staff). */
export function useCustomerAccount(phone: string) {
  return useQuery({
    queryKey: customerKeys.account(phone),
    queryFn: ({ signal }) =>
      adminRequest<CustomerAccountAnswer>(`/api/admin/customers/${encodeURIComponent(phone)}/account`, { signal }),
  });
}

/** A page of the Customers section; the previous page stays on screen while the next loads. */
export function useCustomersPage(filters: { q: string; page: number }) {
  return useQuery({
    queryKey: [...customerKeys.customers, filters] as const,
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
    queryKey: customerKeys.trustedPhones,
    queryFn: ({ signal }) => adminRequest<TrustedPhones>("/api/admin/trusted-phones", { signal }),
  });
}
