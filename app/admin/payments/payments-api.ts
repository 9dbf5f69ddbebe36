// Online payments' reads and changes through TanStack Query (docs/decisions/040, "The admin").
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { adminRequest } from "../api/admin-api";
import type { CardPaymentsReport, OrderPayments, Reconciliation, RefundRequested } from "./payments-contract";

export const paymentKeys = {
  order: (orderId: string) => ["admin", "order-payment", orderId] as const,
  card: (from: string, to: string) => ["admin", "card-payments", from, to] as const,
  cardAll: ["admin", "card-payments"] as const,
};

export function useOrderPayment(orderId: string) {
  return useQuery({
    queryKey: paymentKeys.order(orderId),
    queryFn: ({ signal }) => adminRequest<OrderPayments>(`/api/admin/orders/${encodeURIComponent(orderId)}/payment`, { signal }),
    // A refund asked for is confirmed by the provider's webhook a moment later: look again soon.
    refetchInterval: (query) => (query.state.data?.attempts.some((a) => a.refundRequested > a.refunded) ? 2_000 : false),
  });
}

export function useCardPayments(range: { from: string; to: string }) {
  return useQuery({
    queryKey: paymentKeys.card(range.from, range.to),
    queryFn: ({ signal }) =>
      adminRequest<CardPaymentsReport>(`/api/admin/card-payments?${new URLSearchParams(range)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export const paymentsApi = {
  refund: (orderId: string, body: { amount: number; reason: string }) =>
    adminRequest<RefundRequested>(`/api/admin/orders/${encodeURIComponent(orderId)}/refunds`, { method: "POST", body }),
  reconcile: (csv: string) =>
    adminRequest<Reconciliation>("/api/admin/card-payments/reconcile", { method: "POST", body: { csv } }),
};
