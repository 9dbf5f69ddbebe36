// The Cash section's days: ?from=&to= in the dashboard's URL, each a Qatar day, both
// today when absent or not a real day; a range written backwards is read as the one day `from`.
// The same two parameters go to GET /api/admin/cash and its CSV export.
import { isDay } from "../../../shared/qatar-days";

export interface CashRange {
  from: string;
  to: string;
}

export function parseCashRange(params: URLSearchParams, today: string): CashRange {
  const day = (name: string) => {
    const value = params.get(name) ?? "";
    return isDay(value) ? value : today;
  };
  const from = day("from");
  const to = day("to");
  return { from, to: to < from ? from : to };
}

export const cashParams = ({ from, to }: CashRange) => new URLSearchParams({ from, to });

/** The owners' CSV of these days, downloaded straight from the server. */
export const cashExportHref = (range: CashRange) => `/api/admin/cash/export.csv?${cashParams(range)}`;
