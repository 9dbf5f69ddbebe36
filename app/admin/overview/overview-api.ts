// The overview's and analytics' reads through TanStack Query: today's figures, the figures for a range, its days,
// the orders refused before they were stored, and the e-mails' health.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { rangeParams, type RangeFilter } from "../../shared/admin-filters";
import { adminRequest } from "../api/admin-api";
import type { MessageHealth } from "../orders/orders-contract";
import type { DailyStats, PeriodRatings, Refusals, Stats, TodayFigures, TopSellers } from "./overview-contract";

const overviewKeys = {
  stats: (range: RangeFilter) => ["admin", "stats", range] as const,
  daily: (range: RangeFilter) => ["admin", "daily", range] as const,
  refusals: (range: RangeFilter) => ["admin", "refusals", range] as const,
  topSellers: (range: RangeFilter) => ["admin", "top-sellers", range] as const,
  ratings: (range: RangeFilter) => ["admin", "period-ratings", range] as const,
  today: ["admin", "stats", "today"] as const,
  messageHealth: ["admin", "message-health"] as const,
};

export function useStats(range: RangeFilter) {
  return useQuery({
    queryKey: overviewKeys.stats(range),
    queryFn: ({ signal }) => adminRequest<Stats>(`/api/admin/stats?${rangeParams(range)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The range's best-selling perfume sizes (docs/decisions/038). */
export function useTopSellers(range: RangeFilter) {
  return useQuery({
    queryKey: overviewKeys.topSellers(range),
    queryFn: ({ signal }) => adminRequest<TopSellers>(`/api/admin/stats/top-sellers?${rangeParams(range)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The range's published reviews per perfume (the analytics' Ratings by perfume). */
export function usePeriodRatings(range: RangeFilter) {
  return useQuery({
    queryKey: overviewKeys.ratings(range),
    queryFn: ({ signal }) => adminRequest<PeriodRatings>(`/api/admin/stats/ratings?${rangeParams(range)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The overview's day: today's orders and where the open ones stand. */
export function useToday() {
  return useQuery({
    queryKey: overviewKeys.today,
    queryFn: ({ signal }) => adminRequest<TodayFigures>("/api/admin/stats/today", { signal }),
  });
}

export function useDailyStats(range: RangeFilter) {
  return useQuery({
    queryKey: overviewKeys.daily(range),
    queryFn: ({ signal }) => adminRequest<DailyStats>(`/api/admin/stats/daily?${rangeParams(range)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Orders refused before they were stored, over a range. */
export function useRefusals(range: RangeFilter) {
  return useQuery({
    queryKey: overviewKeys.refusals(range),
    queryFn: ({ signal }) => adminRequest<Refusals>(`/api/admin/stats/refusals?${rangeParams(range)}`, { signal }),
  });
}

/** Failing e-mails, for the overview's warning; looked at again every minute. */
export function useMessageHealth() {
  return useQuery({
    queryKey: overviewKeys.messageHealth,
    queryFn: ({ signal }) => adminRequest<MessageHealth>("/api/admin/messages/health", { signal }),
    refetchInterval: 60_000,
  });
}
