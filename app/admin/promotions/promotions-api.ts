// Promotions in the admin: the reads through TanStack Query and the changes (the answers' shapes
// are promotions-contract.ts). Every change refreshes the list and that promotion's detail.
import { keepPreviousData, useQuery, type QueryClient } from "@tanstack/react-query";
import { rangeParams, type RangeFilter } from "../../shared/admin-filters";
import { adminRequest } from "../api/admin-api";
import type { PromotionFiguresList, PromotionOrders, PromotionRangeFigures } from "./promotion-figures-contract";
import type {
  GenerateCodes,
  GeneratedCodes,
  NewPromotion,
  PromotionDetail,
  PromotionList,
  PromotionPatch,
} from "./promotions-contract";

export const promotionKeys = {
  /** The list and every detail (a change touches both). */
  all: ["admin", "promotions"] as const,
  list: ["admin", "promotions", "list"] as const,
  detail: (id: string) => ["admin", "promotions", "detail", id] as const,
};

const path = (id: string) => `/api/admin/promotions/${encodeURIComponent(id)}`;

/** Every promotion, ended ones too, with its status, uses and discount given. */
export function usePromotions() {
  return useQuery({
    queryKey: promotionKeys.list,
    queryFn: ({ signal }) => adminRequest<PromotionList>("/api/admin/promotions", { signal }),
  });
}

/** One promotion with its first codes and figures; `id` null: nothing open. */
export function usePromotion(id: string | null) {
  return useQuery({
    queryKey: promotionKeys.detail(id ?? ""),
    queryFn: ({ signal }) => adminRequest<PromotionDetail>(path(id ?? ""), { signal }),
    enabled: id !== null,
  });
}

/** The CSV of every code of a promotion (the browser downloads it from the link). */
export const codesCsvHref = (id: string) => `${path(id)}/codes.csv`;

/**
 * Puts a promotion the server has just saved into the cached list (new ones first, as the server
 * lists them), so its row shows at once rather than after the list is fetched again; the caller
 * still invalidates the list for the figures that follow from it.
 */
export function showSavedPromotion(client: QueryClient, saved: PromotionDetail): void {
  const { codes: _codes, ...summary } = saved;
  client.setQueryData<PromotionList>(promotionKeys.list, (list) => {
    if (!list) return list;
    const at = list.promotions.findIndex((p) => p.id === saved.id);
    if (at < 0) return { promotions: [summary, ...list.promotions] };
    return { promotions: list.promotions.map((p, i) => (i === at ? summary : p)) };
  });
}

/** The changes; the reads are the hooks above. */
export const promotionsApi = {
  create: (body: NewPromotion) => adminRequest<PromotionDetail>("/api/admin/promotions", { method: "POST", body }),
  update: (id: string, patch: PromotionPatch) => adminRequest<PromotionDetail>(path(id), { method: "PATCH", body: patch }),
  generateCodes: (id: string, body: GenerateCodes) => adminRequest<GeneratedCodes>(`${path(id)}/codes`, { method: "POST", body }),
};

/** Orders, revenue and the shown code of every promotion (promotion-figures-contract.ts). */
export function usePromotionFigures() {
  return useQuery({
    queryKey: [...promotionKeys.all, "figures"] as const,
    queryFn: ({ signal }) => adminRequest<PromotionFiguresList>("/api/admin/promotion-figures", { signal }),
    // The list reads without them (the code column then shows the count only).
    meta: { quietStatuses: [404] },
  });
}

/** The latest orders that used a promotion. */
export function usePromotionOrders(id: string | null) {
  return useQuery({
    queryKey: [...promotionKeys.all, "orders", id ?? ""] as const,
    queryFn: ({ signal }) =>
      adminRequest<PromotionOrders>(`/api/admin/promotion-figures/${encodeURIComponent(id ?? "")}/orders`, { signal }),
    enabled: id !== null,
  });
}

/** Each promotion's orders, uses, discount given and revenue over a range of Qatar days. */
export function usePromotionsInRange(range: RangeFilter) {
  return useQuery({
    queryKey: [...promotionKeys.all, "range", range] as const,
    queryFn: ({ signal }) =>
      adminRequest<PromotionRangeFigures>(`/api/admin/promotion-figures/range?${rangeParams(range)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
