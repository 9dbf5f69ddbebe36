// The Reviews section's data (docs/decisions/045-reviews-from-buyers.md): the list by its filters,
// the average rating per perfume, and a review's change, after which both are read afresh.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminRequest } from "../api/admin-api";
import type { AdminRatings, AdminReviewList, ReviewChange, ReviewChanged, ReviewFilters } from "./reviews-contract";

const reviewKeys = {
  all: ["admin", "reviews"] as const,
  list: (filters: ReviewFilters) => ["admin", "reviews", "list", filters] as const,
  ratings: ["admin", "reviews", "ratings"] as const,
};

const BASE = "/api/admin/reviews";

export function useReviews(filters: ReviewFilters) {
  const query = new URLSearchParams(
    Object.entries(filters).flatMap(([k, v]) => (v === undefined || v === "" ? [] : [[k, String(v)]])),
  );
  return useQuery({
    queryKey: reviewKeys.list(filters),
    queryFn: ({ signal }) => adminRequest<AdminReviewList>(`${BASE}?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useRatings() {
  return useQuery({
    queryKey: reviewKeys.ratings,
    queryFn: ({ signal }) => adminRequest<AdminRatings>(`${BASE}/ratings`, { signal }),
  });
}

export function useReviewChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: ReviewChange }) =>
      adminRequest<ReviewChanged>(`${BASE}/${encodeURIComponent(id)}`, { method: "PATCH", body: change }),
    onSuccess: () => client.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
