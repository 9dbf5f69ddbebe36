// What staff type when an order is delivered: the amount the driver collected, in QR,
// which defaults to the order's total; a different amount needs a note saying why (the server
// refuses it otherwise, on the field `note`).
import { parseQR } from "../../shared/money-input";

export type CollectionResult = { ok: true; collected: number; note?: string } | { ok: false; field: "amount" | "note" };

export function readCollection(total: number, amountText: string, noteText: string): CollectionResult {
  const collected = parseQR(amountText);
  if (collected === null) return { ok: false, field: "amount" };
  const note = noteText.trim();
  if (collected !== total && note === "") return { ok: false, field: "note" };
  return note ? { ok: true, collected, note } : { ok: true, collected };
}
