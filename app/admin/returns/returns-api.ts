// The Returns section's data (docs/decisions/050-returns.md): the list by status (or an order's),
// the window and policy, the figures, and each step, after which every returns query is read afresh.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReturnStatus } from "../../shared/returns";
import { adminRequest } from "../api/admin-api";
import type { AdminReturnList, AdminReturnSettings, ReturnChanged, ReturnFigures } from "./returns-contract";

const BASE = "/api/admin/returns";
const keys = {
  all: ["admin", "returns"] as const,
  list: (filters: ReturnListFilters) => ["admin", "returns", "list", filters] as const,
  settings: ["admin", "returns", "settings"] as const,
  figures: ["admin", "returns", "figures"] as const,
};

export interface ReturnListFilters {
  status?: ReturnStatus;
  order?: string;
  page: number;
}

export function useReturns(filters: ReturnListFilters) {
  const query = new URLSearchParams(
    Object.entries(filters).flatMap(([k, v]) => (v === undefined || v === "" ? [] : [[k, String(v)]])),
  );
  return useQuery({
    queryKey: keys.list(filters),
    queryFn: ({ signal }) => adminRequest<AdminReturnList>(`${BASE}?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useReturnSettings() {
  return useQuery({
    queryKey: keys.settings,
    queryFn: ({ signal }) => adminRequest<AdminReturnSettings>(`${BASE}/settings`, { signal }),
  });
}

export function useSaveReturnSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: AdminReturnSettings) =>
      adminRequest<AdminReturnSettings>(`${BASE}/settings`, { method: "PUT", body: settings }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.settings }),
  });
}

export function useReturnFigures() {
  return useQuery({
    queryKey: keys.figures,
    queryFn: ({ signal }) => adminRequest<ReturnFigures>(`${BASE}/figures`, { signal }),
  });
}

export type ReturnStep = "approve" | "refuse" | "pickup" | "receive" | "refund";

export function useReturnStep() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, step, body }: { id: string; step: ReturnStep; body: unknown }) =>
      adminRequest<ReturnChanged>(`${BASE}/${encodeURIComponent(id)}/${step}`, { method: "POST", body }),
    onSettled: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}
