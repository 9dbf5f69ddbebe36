// Order ids: UUIDs whose first 48 bits are the time the order was placed, in 1/65,536ths of a
// second since 1970, and whose other 74 bits (past the version and variant) are random
// (docs/decisions/010). An order's id is the key of three indexes (orders, order_items and the
// search keys); random v4 ids put every new order on pages of their own in each of them, so a
// commit of ten orders wrote some thirty scattered pages, and writing them out was two thirds of
// the order write thread's time. Ids that grow with time put the orders of a commit side by side.
//
// Unlike UUIDv7 (milliseconds, whose first eight hex digits change only every 65 seconds) the first
// eight hex digits here are the second, so the eight characters the admin shows (docs/product.md) still
// tell apart any two orders not placed within the same second. 74 random bits keep ids unguessable.
// The version digit is 8 ("custom"), as RFC 9562 asks of a layout of one's own.
import { randomUUID } from "node:crypto";

const TICKS_PER_SECOND = 65_536;
const hex = (n: number, digits: number) => n.toString(16).padStart(digits, "0");

export function newOrderId(at: Date): string {
  const ms = at.getTime();
  const seconds = Math.floor(ms / 1000);
  const ticks = Math.floor(((ms - seconds * 1000) * TICKS_PER_SECOND) / 1000);
  return `${hex(seconds, 8)}-${hex(ticks, 4)}-8${randomUUID().slice(15)}`;
}

/** The instant an id of ours was made at, to the millisecond; null for an id of another shape (v4). */
export function orderIdTime(id: string): Date | null {
  const match = /^([0-9a-f]{8})-([0-9a-f]{4})-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.exec(id);
  if (!match) return null;
  const ticks = parseInt(match[2], 16);
  return new Date(parseInt(match[1], 16) * 1000 + Math.ceil((ticks * 1000) / TICKS_PER_SECOND));
}
