// What a return gives back (docs/decisions/050-returns.md): what the shopper paid for the units, not
// their price before discounts. The order's discount on its lines (promotions, a code) is spread
// over the lines by their totals, so a half-price bottle gives back half its price and one bottle
// of a buy-one-get-one gives back half of what the pair cost. Pure: the server and the admin's
// Returns section read the same amounts. Integer dirhams throughout.
import { spreadDirhams } from "./money";

/** An order as its refunds read it. */
export interface PaidOrder {
  /** Each line's total before discounts (a free gift line's is 0). */
  lineTotals: readonly number[];
  shippingCost: number;
  /** Dirhams off, lines and delivery together (the order's `discount`). */
  discount: number;
  /** Of which off the delivery (free-delivery promotions); the rest was off the lines. */
  deliveryDiscount: number;
}

/** The part of the order's discount that was off its lines: never more than the lines cost. */
export function lineDiscount(order: PaidOrder): number {
  const discount = Math.max(0, order.discount);
  const offDelivery = Math.min(Math.max(0, order.deliveryDiscount), order.shippingCost, discount);
  return Math.min(
    discount - offDelivery,
    order.lineTotals.reduce((n, t) => n + t, 0),
  );
}

/** What each line was paid: its total less its share of the discount off the lines; never below 0. */
export function paidByLine(order: PaidOrder): number[] {
  const shares = spreadDirhams(lineDiscount(order), order.lineTotals);
  return order.lineTotals.map((total, i) => total - shares[i]);
}

/**
 * What `units` of `of` units paid `paid` together were paid: all of it for all of them, else
 * rounded down, so that the parts of one line returned bit by bit never add up to more than it.
 */
export function paidForUnits(paid: number, of: number, units: number): number {
  if (of <= 0 || units <= 0) return 0;
  if (units >= of) return paid;
  return Math.floor((paid * units) / of);
}

/** A return's line as the refund reads it: `paid` is what its `quantity` units were paid. */
interface ReturnedLine {
  quantity: number;
  paid: number;
  received: number | null;
  damaged: number | null;
}

/** The refund unless staff say otherwise: what the undamaged units received were paid. */
export const refundDue = (lines: readonly ReturnedLine[]) =>
  lines.reduce((n, l) => n + paidForUnits(l.paid, l.quantity, Math.max(0, (l.received ?? 0) - (l.damaged ?? 0))), 0);

/** The most a return may give back: what every unit received was paid (damaged ones at staff's discretion). */
export const refundCap = (lines: readonly ReturnedLine[]) =>
  lines.reduce((n, l) => n + paidForUnits(l.paid, l.quantity, l.received ?? 0), 0);
