// A payment attempt's state and the one table of the moves between states (docs/decisions/040).
// Pure: the webhook endpoint, the sandbox and later the orders apply events through it, so a late
// "failed" can never undo "paid" whoever receives it.

export type PaymentState =
  "pending" | "requires_action" | "authorised" | "paid" | "failed" | "expired" | "partially_refunded" | "refunded";

/** What a provider tells us happened, once its webhook is verified and normalised. */
export type PaymentEventKind = "requires_action" | "authorised" | "paid" | "failed" | "expired" | "refunded" | "refund_failed";

/** Where an event takes a state: a new state, "refund" (partly or fully, by the amounts), or nowhere. */
type Move = PaymentState | "refund" | "ignore";

// "refund_failed": the provider refused a refund it had first taken; the payment does not move (only
// the refund's own row does, server/payments/payment-store.ts).
const TRANSITIONS: Record<PaymentState, Record<PaymentEventKind, Move>> = {
  pending: {
    requires_action: "requires_action",
    authorised: "authorised",
    paid: "paid",
    failed: "failed",
    expired: "expired",
    refunded: "ignore",
    refund_failed: "ignore",
  },
  requires_action: {
    requires_action: "ignore",
    authorised: "authorised",
    paid: "paid",
    failed: "failed",
    expired: "expired",
    refunded: "ignore",
    refund_failed: "ignore",
  },
  authorised: {
    requires_action: "ignore",
    authorised: "ignore",
    paid: "paid",
    failed: "failed",
    expired: "expired",
    refunded: "ignore",
    refund_failed: "ignore",
  },
  // Paid is final for the charge: only refunds move it on.
  paid: {
    requires_action: "ignore",
    authorised: "ignore",
    paid: "ignore",
    failed: "ignore",
    expired: "ignore",
    refunded: "refund",
    refund_failed: "ignore",
  },
  // Money taken after a failure or an expiry is a fact the shop must know, so "paid" still applies.
  failed: {
    requires_action: "ignore",
    authorised: "ignore",
    paid: "paid",
    failed: "ignore",
    expired: "ignore",
    refunded: "ignore",
    refund_failed: "ignore",
  },
  expired: {
    requires_action: "ignore",
    authorised: "ignore",
    paid: "paid",
    failed: "ignore",
    expired: "ignore",
    refunded: "ignore",
    refund_failed: "ignore",
  },
  partially_refunded: {
    requires_action: "ignore",
    authorised: "ignore",
    paid: "ignore",
    failed: "ignore",
    expired: "ignore",
    refunded: "refund",
    refund_failed: "ignore",
  },
  refunded: {
    requires_action: "ignore",
    authorised: "ignore",
    paid: "ignore",
    failed: "ignore",
    expired: "ignore",
    refunded: "ignore",
    refund_failed: "ignore",
  },
};

export interface PaymentSnapshot {
  state: PaymentState;
  /** What the attempt charges, in dirhams. */
  amount: number;
  /** The dirhams refunded so far. */
  refunded: number;
}

export interface PaymentEventInput {
  kind: PaymentEventKind;
  /** For "refunded": the dirhams this refund gives back. */
  refundAmount?: number;
}

export type Transition = { applied: true; next: PaymentSnapshot } | { applied: false; reason: "not-allowed" | "over-refund" };

/** The state after `event`, or why it does not apply (the caller records it and changes nothing). */
export function applyPaymentEvent(current: PaymentSnapshot, event: PaymentEventInput): Transition {
  const move = TRANSITIONS[current.state][event.kind];
  if (move === "ignore") return { applied: false, reason: "not-allowed" };
  if (move !== "refund") return { applied: true, next: { ...current, state: move } };
  const give = event.refundAmount ?? 0;
  if (!Number.isInteger(give) || give <= 0) return { applied: false, reason: "not-allowed" };
  const refunded = current.refunded + give;
  if (refunded > current.amount) return { applied: false, reason: "over-refund" };
  return {
    applied: true,
    next: { ...current, refunded, state: refunded === current.amount ? "refunded" : "partially_refunded" },
  };
}

/** Whether money was taken and not all given back: what a refund may start from. */
export function isRefundable(state: PaymentState): boolean {
  return state === "paid" || state === "partially_refunded";
}

export const PAYMENT_STATES = Object.keys(TRANSITIONS) as PaymentState[];
export const PAYMENT_EVENT_KINDS = Object.keys(TRANSITIONS.pending) as PaymentEventKind[];
