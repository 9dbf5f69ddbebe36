// How the Customers section's search box is read, for the API and its tests: digits
// (written any way a phone number is) find the numbers that start with them, anything else the
// names that start with it. Both are ranges of an index (migration 018), so a search costs the
// same at a million customers; the range is in byte order, which both engines use there.
import { internationalDigits, normaliseDigits } from "./phone";

/** A search matching more than this many customers answers "at least": it is refined, not paged. */
export const CUSTOMER_COUNT_CAP = 10_000;

export type CustomerSearch =
  | { kind: "all" }
  /** phone_number >= from and < to. */
  | { kind: "phone"; from: string; to: string }
  /** name_key >= from and < to. */
  | { kind: "name"; from: string; to: string };

/** The smallest string above every string that starts with `prefix`, in code point order. */
export function prefixEnd(prefix: string): string {
  const points = [...prefix];
  const last = points.pop()!.codePointAt(0)!;
  return points.join("") + String.fromCodePoint(last + 1);
}

/** name_key's folding: ASCII letters only, as SQLite's lower() and PostgreSQL's under "C". */
const nameKey = (text: string) => text.replace(/[A-Z]/g, (c) => c.toLowerCase());

export function parseCustomerSearch(input: string): CustomerSearch {
  const text = normaliseDigits(input).trim().replace(/\s+/g, " ");
  if (!text) return { kind: "all" };
  if (/^[\d\s+\-()]+$/.test(text)) {
    const digits = text.replace(/\D/g, "");
    if (digits) {
      // A number written with its country code (+974, 00974) or without (a local number).
      const from = `+${internationalDigits(text)}`;
      return { kind: "phone", from, to: prefixEnd(from) };
    }
  }
  const from = nameKey(text);
  return { kind: "name", from, to: prefixEnd(from) };
}
