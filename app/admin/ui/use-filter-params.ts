// The dashboard's URL state with safe quick successive changes. A navigation is asynchronous (the
// route data revalidates first), so a second change made before the first one lands must build on
// the first, not on the URL still showing: we keep the URL most recently asked for.
import { useCallback, useRef } from "react";
import { useSearchParams } from "react-router";
import { withFilters, type OrderFilters } from "../../shared/admin-filters";

export function useFilterParams(): [URLSearchParams, (patch: Partial<OrderFilters>, options?: { replace?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  const requested = useRef(params);
  const seen = useRef(params);
  // A newly committed URL (ours, or from a link or the back button) becomes the base again.
  if (seen.current !== params) {
    seen.current = params;
    requested.current = params;
  }

  const update = useCallback(
    (patch: Partial<OrderFilters>, options: { replace?: boolean } = {}) => {
      const next = withFilters(requested.current, patch);
      requested.current = next;
      setParams(next, { preventScrollReset: true, ...options });
    },
    [setParams],
  );
  return [params, update];
}
