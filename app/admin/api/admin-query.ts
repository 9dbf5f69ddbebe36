// The root of every admin read's query key (docs/decisions/004): each feature keeps its own keys
// under ["admin", ...] beside its hooks (<feature>/<feature>-api.ts), so a refresh, a live event or
// a change made here can invalidate exactly one family, or all of them at once.
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";

export const adminKeys = {
  all: ["admin"] as const,
};

/** Reloads every admin list, card and chart. */
export function useRefreshAdmin() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: adminKeys.all }), [client]);
}
