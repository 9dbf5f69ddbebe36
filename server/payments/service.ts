// Online payments as the rest of the shop calls them (docs/decisions/040): start an attempt for an
// order, receive the provider's webhooks, refund. Only a verified webhook moves an attempt to paid.
import { randomBytes } from "node:crypto";
import { isRefundable } from "../../app/shared/payments/state";
import type { Db } from "../db/database";
import type { Logger } from "../log";
import {
  applyEvent,
  findPayment,
  insertPayment,
  paymentsOfOrder,
  recordCreated,
  recordNotStarted,
  type ApplyOutcome,
  type Payment,
} from "./payment-store";
import type { PaymentProvider, RefundResult, WebhookRefusal } from "./provider";

interface StartPaymentInput {
  orderId: string;
  /** Dirhams: the order's total. */
  amount: number;
  description: string;
  customer: { name: string; email: string | null; phone: string };
  /** Where the shopper lands after the hosted page (the order's confirmation). */
  returnUrl: string;
}

type WebhookResult = { outcome: "refused"; reason: WebhookRefusal | "unknown-provider" } | { outcome: "noted" } | ApplyOutcome;

export interface PaymentsService {
  readonly provider: PaymentProvider;
  /** Stores an attempt, asks the provider for its hosted page; throws ProviderError when it cannot. */
  start(input: StartPaymentInput, now?: Date): Promise<{ payment: Payment; url: string }>;
  /** A webhook as received: verified on its raw body, then applied once. */
  receiveWebhook(provider: string, rawBody: string, headers: Headers, now?: Date): Promise<WebhookResult>;
  /**
   * Asks the provider to refund part or all of a paid attempt; the state moves when its webhook
   * comes. `refundId`, when given, is the provider's idempotency key (the admin's refund row's id).
   */
  refund(paymentId: string, amount: number, reason: string, refundId?: string): Promise<RefundResult>;
  find(paymentId: string): Promise<Payment | null>;
  ofOrder(orderId: string): Promise<Payment[]>;
}

export class RefundNotAllowed extends Error {}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

export function createPaymentsService(options: {
  db: Db;
  provider: PaymentProvider;
  log: Logger;
  /** The shop's public origin: where the provider posts its webhooks. */
  origin: string;
}): PaymentsService {
  const { db, provider, log } = options;
  const webhookUrl = `${options.origin}/api/payments/webhook/${provider.name}`;

  return {
    provider,

    async start(input, now = new Date()) {
      const id = newId("pay");
      const at = now.toISOString();
      // Stored first, so the provider's webhook always finds the attempt it belongs to.
      await insertPayment(db, { id, orderId: input.orderId, provider: provider.name, amount: input.amount, currency: "QAR", at });
      try {
        const created = await provider.createPayment({
          paymentId: id,
          orderId: input.orderId,
          amount: input.amount,
          currency: "QAR",
          description: input.description,
          customer: input.customer,
          returnUrl: input.returnUrl,
          webhookUrl,
        });
        await recordCreated(db, id, created.providerRef, created.url, new Date().toISOString());
        const payment = await findPayment(db, id);
        if (!payment) throw new Error(`payment ${id} vanished`);
        return { payment, url: created.url };
      } catch (error) {
        await recordNotStarted(db, id, new Date().toISOString());
        throw error;
      }
    },

    async receiveWebhook(name, rawBody, headers, now = new Date()) {
      if (name !== provider.name) return { outcome: "refused", reason: "unknown-provider" };
      const verdict = provider.verifyWebhook(rawBody, headers, now);
      if (!verdict.ok) {
        log.warn("payment webhook refused", { provider: name, reason: verdict.reason });
        return { outcome: "refused", reason: verdict.reason };
      }
      if (!verdict.event) return { outcome: "noted" };
      const result = await applyEvent(db, provider.name, verdict.event, now);
      if (result.outcome === "mismatch") {
        log.error("payment webhook amount or currency differs from the attempt", undefined, {
          provider: name,
          event: verdict.event.eventId,
        });
      }
      return result;
    },

    async refund(paymentId, amount, reason, refundId = newId("rf")) {
      const payment = await findPayment(db, paymentId);
      if (!payment || !payment.providerRef) throw new RefundNotAllowed("No such payment.");
      if (!isRefundable(payment.state)) throw new RefundNotAllowed(`A ${payment.state} payment cannot be refunded.`);
      if (!Number.isInteger(amount) || amount <= 0 || amount > payment.amount - payment.refunded) {
        throw new RefundNotAllowed("The refund must be between one dirham and what is left to refund.");
      }
      return provider.refund({
        providerRef: payment.providerRef,
        refundId,
        amount,
        currency: "QAR",
        reason,
        webhookUrl,
      });
    },

    find: (paymentId) => findPayment(db, paymentId),
    ofOrder: (orderId) => paymentsOfOrder(db, orderId),
  };
}
