// The overview's "Today" cards and the list each one opens: every order card links to the Orders
// list filtered (in its URL, app/shared/admin-filters.ts) to exactly the orders it counts, and the
// cash card to the Cash section, whose "still with drivers" is the same figure.
import { DEFAULT_FILTERS, withFilters, type OrderFilters } from "../../shared/admin-filters";

export const TODAY_CARDS = [
  "ordersToday",
  "awaitingConfirmation",
  "awaitingDispatch",
  "outWithDrivers",
  "cashWithDrivers",
] as const;
export type TodayCard = (typeof TODAY_CARDS)[number];
type OrderCard = Exclude<TodayCard, "cashWithDrivers">;

/** The Orders list's filters behind each order card (the server counts the same orders). */
export const TODAY_FILTERS: Record<OrderCard, OrderFilters> = {
  ordersToday: { ...DEFAULT_FILTERS, range: "today" },
  awaitingConfirmation: { ...DEFAULT_FILTERS, review: "unconfirmed" },
  awaitingDispatch: { ...DEFAULT_FILTERS, review: "ready" },
  outWithDrivers: { ...DEFAULT_FILTERS, status: "Shipped" },
};

const DASHBOARD = "/admin/dashboard";

/** Where a card leads: the dashboard's URL, with its section and filters. */
export function todayHref(card: TodayCard): string {
  if (card === "cashWithDrivers") return `${DASHBOARD}?section=cash`;
  const { q, status, review, driver, deliveryDay, slot, range, from, to } = TODAY_FILTERS[card];
  const params = withFilters(new URLSearchParams({ section: "orders" }), {
    q,
    status,
    review,
    driver,
    deliveryDay,
    slot,
    range,
    from,
    to,
  });
  return `${DASHBOARD}?${params}`;
}
