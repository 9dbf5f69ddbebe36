// A run sheet's stops grouped by delivery area, so a driver finishes one area before driving to
// the next: areas in the checkout's order (Doha first, then its neighbours), an area nobody
// knows last, and each area's orders in the order given (oldest assignment first).
import { CITIES } from "../../app/shared/order-schema";
import type { Order } from "../../app/shared/order";
import type { RunSheetStop } from "../../app/admin/delivery/delivery-contract";

const rank = (area: string) => {
  const index = (CITIES as readonly string[]).indexOf(area);
  return index === -1 ? CITIES.length : index;
};

export function groupStops(orders: readonly Order[]): RunSheetStop[] {
  const byArea = new Map<string, Order[]>();
  for (const order of orders) {
    const list = byArea.get(order.customer.city);
    if (list) list.push(order);
    else byArea.set(order.customer.city, [order]);
  }
  return [...byArea].sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b)).map(([area, list]) => ({ area, orders: list }));
}
