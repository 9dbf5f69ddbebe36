// The blue address plate's numbers (zone, street, building) as couriers read them, for the admin
// and the printed documents. Apart from order.ts, which rides in every storefront page's script.
import type { Order } from "./order";

/** The blue plate's numbers as couriers read them ("Zone 66 · Street 340 · Building 12"), or null. */
export function plateText(
  customer: Pick<Order["customer"], "zone" | "street" | "building">,
  labels: { zone: string; street: string; building: string },
): string | null {
  const parts = (["zone", "street", "building"] as const).flatMap((key) =>
    customer[key] ? [`${labels[key]} ${customer[key]}`] : [],
  );
  return parts.length ? parts.join(" · ") : null;
}
