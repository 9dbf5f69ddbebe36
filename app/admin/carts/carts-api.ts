// The Abandoned carts section's data (docs/decisions/049-abandoned-carts.md): the list by its
// filters, a page at a time, from the server.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { adminRequest } from "../api/admin-api";
import type { AbandonedCartFilters, AbandonedCartList } from "./carts-contract";

export function useAbandonedCarts(filters: AbandonedCartFilters) {
  const query = new URLSearchParams(
    Object.entries(filters).flatMap(([k, v]) => (v === undefined || v === "" ? [] : [[k, String(v)]])),
  );
  return useQuery({
    queryKey: ["admin", "abandoned-carts", filters] as const,
    queryFn: ({ signal }) => adminRequest<AbandonedCartList>(`/api/admin/abandoned-carts?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
