// The admin API's answers about online payments (docs/decisions/040, "The admin"): an order's
// attempts and refunds, the Card payments days, and a settlement report's reconciliation. Types
// only: the server's handlers are checked against them (`satisfies`), the dashboard reads them.
import type { PaymentState } from "../../shared/payments/state";

/**
 * "requested": the provider took it and has not said more; "refunded": its webhook confirmed it
 * (and moved the payment); "failed": it refused, at once or later by its webhook.
 */
export type RefundStatus = "requested" | "refunded" | "failed";

export interface PaymentAttempt {
  id: string;
  provider: string;
  /** The provider's charge id; null until it answered. */
  providerRef: string | null;
  state: PaymentState;
  /** Dirhams charged. */
  amount: number;
  /** Dirhams the provider confirmed refunded. */
  refunded: number;
  /** Dirhams asked to refund (failed refunds not counted): never above `amount`. */
  refundRequested: number;
  createdAt: string;
  updatedAt: string;
}

export interface Refund {
  id: string;
  paymentId: string;
  amount: number;
  reason: string;
  status: RefundStatus;
  providerRef: string | null;
  requestedBy: string;
  createdAt: string;
}

/** GET /api/admin/orders/:id/payment */
export interface OrderPayments {
  /** Oldest first. */
  attempts: PaymentAttempt[];
  /** Newest first. */
  refunds: Refund[];
  /** The attempt a refund would go to (money taken, not all asked back), and how much is left. */
  refundable: { paymentId: string; left: number } | null;
}

/** POST /api/admin/orders/:id/refunds */
export interface RefundRequested {
  refund: Refund;
  payment: PaymentAttempt;
}

interface Figure {
  count: number;
  amount: number;
}

/** A Qatar day of online payments: what the provider's webhooks said was paid and refunded. */
export interface CardPaymentDay {
  day: string;
  paid: Figure;
  refunded: Figure;
  /** Paid less refunded. */
  net: number;
}

/** GET /api/admin/card-payments */
export interface CardPaymentsReport {
  from: string;
  to: string;
  /** Days with any payment, newest first. */
  days: CardPaymentDay[];
  totals: Omit<CardPaymentDay, "day">;
}

/**
 * matched: in both, same amount; mismatch: in both, amounts differ; missing: paid here, absent from
 * the report; unknown: in the report, no payment of ours.
 */
export type ReconcileOutcome = "matched" | "mismatch" | "missing" | "unknown";

export interface ReconcileRow {
  chargeId: string;
  outcome: ReconcileOutcome;
  orderId: string | null;
  orderNumber: number | null;
  /** Dirhams as our records have them (null: unknown to us). */
  ours: number | null;
  /** Dirhams as the report has them (null: missing from it). */
  reported: number | null;
  fee: number | null;
  /** The Qatar day: ours when we have it, else the report's. */
  day: string;
}

/** POST /api/admin/card-payments/reconcile */
export interface Reconciliation {
  from: string;
  to: string;
  counts: Record<ReconcileOutcome, number>;
  /** The report's fees, in dirhams. */
  fees: number;
  /** Mismatches, missing and unknown first, then matched; by day. */
  rows: ReconcileRow[];
}
