import { describe, expect, it } from "vitest";
import {
  applyPaymentEvent,
  isRefundable,
  PAYMENT_EVENT_KINDS,
  PAYMENT_STATES,
  type PaymentEventKind,
  type PaymentState,
} from "./state";

const at = (state: PaymentState, refunded = 0) => ({ state, amount: 10_000, refunded });

/** Every (state, event) pair and where it must lead: a state, or null for "ignored". */
const EXPECTED: Record<PaymentState, Record<PaymentEventKind, PaymentState | null>> = {
  pending: {
    requires_action: "requires_action",
    authorised: "authorised",
    paid: "paid",
    failed: "failed",
    expired: "expired",
    refunded: null,
    refund_failed: null,
  },
  requires_action: {
    requires_action: null,
    authorised: "authorised",
    paid: "paid",
    failed: "failed",
    expired: "expired",
    refunded: null,
    refund_failed: null,
  },
  authorised: {
    requires_action: null,
    authorised: null,
    paid: "paid",
    failed: "failed",
    expired: "expired",
    refunded: null,
    refund_failed: null,
  },
  paid: {
    requires_action: null,
    authorised: null,
    paid: null,
    failed: null,
    expired: null,
    refunded: "partially_refunded",
    refund_failed: null,
  },
  failed: {
    requires_action: null,
    authorised: null,
    paid: "paid",
    failed: null,
    expired: null,
    refunded: null,
    refund_failed: null,
  },
  expired: {
    requires_action: null,
    authorised: null,
    paid: "paid",
    failed: null,
    expired: null,
    refunded: null,
    refund_failed: null,
  },
  partially_refunded: {
    requires_action: null,
    authorised: null,
    paid: null,
    failed: null,
    expired: null,
    refunded: "partially_refunded",
    refund_failed: null,
  },
  refunded: {
    requires_action: null,
    authorised: null,
    paid: null,
    failed: null,
    expired: null,
    refunded: null,
    refund_failed: null,
  },
};

describe("payment state machine", () => {
  it("covers every state and event", () => {
    expect(PAYMENT_STATES.sort()).toEqual(Object.keys(EXPECTED).sort());
    expect(PAYMENT_EVENT_KINDS).toHaveLength(7);
  });

  for (const state of PAYMENT_STATES) {
    for (const kind of PAYMENT_EVENT_KINDS) {
      const want = EXPECTED[state][kind];
      it(`${state} + ${kind} → ${want ?? "ignored"}`, () => {
        const result = applyPaymentEvent(at(state, state === "partially_refunded" ? 1_000 : 0), { kind, refundAmount: 1_000 });
        if (want === null) expect(result.applied).toBe(false);
        else expect(result).toMatchObject({ applied: true, next: { state: want } });
      });
    }
  }

  it("never lets a late failure or expiry undo paid", () => {
    for (const kind of ["failed", "expired", "requires_action", "authorised"] as const) {
      expect(applyPaymentEvent(at("paid"), { kind })).toEqual({ applied: false, reason: "not-allowed" });
    }
  });

  it("treats the same event twice as a no-op the second time", () => {
    const first = applyPaymentEvent(at("pending"), { kind: "paid" });
    expect(first).toMatchObject({ applied: true, next: { state: "paid" } });
    if (!first.applied) throw new Error("unreachable");
    expect(applyPaymentEvent(first.next, { kind: "paid" }).applied).toBe(false);
    const failed = applyPaymentEvent(at("pending"), { kind: "failed" });
    if (!failed.applied) throw new Error("unreachable");
    expect(applyPaymentEvent(failed.next, { kind: "failed" }).applied).toBe(false);
  });

  it("sums partial refunds up to the charge, and refuses more", () => {
    const one = applyPaymentEvent(at("paid"), { kind: "refunded", refundAmount: 2_500 });
    expect(one).toEqual({ applied: true, next: { state: "partially_refunded", amount: 10_000, refunded: 2_500 } });
    if (!one.applied) throw new Error("unreachable");
    const rest = applyPaymentEvent(one.next, { kind: "refunded", refundAmount: 7_500 });
    expect(rest).toEqual({ applied: true, next: { state: "refunded", amount: 10_000, refunded: 10_000 } });
    expect(applyPaymentEvent(one.next, { kind: "refunded", refundAmount: 7_501 })).toEqual({
      applied: false,
      reason: "over-refund",
    });
    expect(applyPaymentEvent(at("paid"), { kind: "refunded", refundAmount: 0 }).applied).toBe(false);
    expect(applyPaymentEvent(at("paid"), { kind: "refunded", refundAmount: 1.5 }).applied).toBe(false);
  });

  it("a full refund at once ends refunded", () => {
    expect(applyPaymentEvent(at("paid"), { kind: "refunded", refundAmount: 10_000 })).toMatchObject({
      next: { state: "refunded" },
    });
  });

  it("refunds only what was taken", () => {
    expect(PAYMENT_STATES.filter(isRefundable).sort()).toEqual(["paid", "partially_refunded"]);
  });
});
