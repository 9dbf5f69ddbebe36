// Store credit (docs/decisions/051-store-credit.md), written once for the server, the checkout and
// the admin: the ledger's kinds, what an order may take from a balance, and the staff adjustment's
// body. Amounts are integer dirhams, as all money in the shop.
import { z } from "zod";
import { plainString } from "./text-rules";

/**
 * What one ledger entry did: `issued` (a return refunded as credit, or staff giving it),
 * `used` (an order paid with it), `given_back` (that order cancelled, or its online payment failed),
 * `expired` (the balance lapsed), `adjusted` (staff, up or down, with a reason).
 */
export type StoreCreditKind = "issued" | "used" | "given_back" | "expired" | "adjusted";

/** Where credit came from: a return refunded as credit, or a staff member. */
export type StoreCreditSource = { kind: "return"; id: string } | { kind: "staff"; staffId: string };

/** The most one entry or one order moves: a million riyals. */
const MAX_CREDIT_AMOUNT = 100_000_000;

/**
 * What an order takes from a balance: what the shopper asked to use, never more than the balance
 * nor the order's total. The checkout shows it; the server applies the same rule.
 */
export function creditToApply(balance: number, total: number, requested: number): number {
  return Math.max(0, Math.min(balance, total, requested));
}

/** The balance as it is read: an expired one is nothing, whether or not the sweep has run yet. */
export function liveBalance(balance: number, expiresAt: string | null, now: Date): number {
  return expiresAt !== null && expiresAt <= now.toISOString() ? 0 : balance;
}

/** One ledger entry as the APIs answer it. */
export interface StoreCreditEntry {
  id: string;
  kind: StoreCreditKind;
  /** Signed: what it added (+) or took (-). */
  amount: number;
  balanceAfter: number;
  reason: string | null;
  orderId: string | null;
  orderNumber: number | null;
  /** The staff member's username, for an adjustment or credit staff gave. */
  staff: string | null;
  createdAt: string;
}

/** A phone's store credit: its balance now, when it lapses, and its ledger newest first. */
export interface StoreCreditView {
  /** E.164. */
  phone: string;
  balance: number;
  /** Null: never (or nothing to lapse). */
  expiresAt: string | null;
  entries: StoreCreditEntry[];
}

export const ADJUST_REASON_MAX = 300;

/** POST /api/admin/customers/:phone/credit: a signed amount (dirhams, not zero) and why. */
export const creditAdjustSchema = z.object({
  amount: z
    .number({ error: "Give an amount." })
    .int("Give the amount in whole dirhams.")
    .min(-MAX_CREDIT_AMOUNT, "That amount is too large.")
    .max(MAX_CREDIT_AMOUNT, "That amount is too large.")
    .refine((n) => n !== 0, "The amount cannot be zero."),
  reason: plainString("The reason", { error: "Say why." })
    .trim()
    .min(1, "Say why.")
    .max(ADJUST_REASON_MAX, `At most ${ADJUST_REASON_MAX} characters.`),
});
