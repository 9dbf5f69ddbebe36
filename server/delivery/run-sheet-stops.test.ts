import { describe, expect, it } from "vitest";
import type { Order } from "../../app/shared/order";
import { groupStops } from "./run-sheet-stops";

const order = (id: string, city: string) => ({ id, customer: { city } }) as unknown as Order;

describe("a run sheet's stops", () => {
  it("groups orders by area in the checkout's order of areas, keeping each area's order", () => {
    const stops = groupStops([
      order("a", "Al Wakrah"),
      order("b", "Doha"),
      order("c", "Al Wakrah"),
      order("d", "Somewhere new"),
      order("e", "Doha"),
      order("f", "Lusail"),
    ]);
    expect(stops.map((s) => [s.area, s.orders.map((o) => o.id)])).toEqual([
      ["Doha", ["b", "e"]],
      ["Al Wakrah", ["a", "c"]],
      ["Lusail", ["f"]],
      ["Somewhere new", ["d"]],
    ]);
  });

  it("has no stops without orders", () => {
    expect(groupStops([])).toEqual([]);
  });
});
