// What every payment gateway adapter offers the shop (docs/decisions/040): start a payment on the
// provider's hosted page, verify and normalise its webhooks, read a payment's state, refund. Amounts
// here are integer dirhams; each adapter converts at its own boundary (app/shared/payments/amounts.ts).
import type { PaymentEventKind } from "../../app/shared/payments/state";

export type ProviderName = "tap" | "sandbox";

export interface CreatePaymentRequest {
  /** Our attempt's id: the provider's idempotency key, and the reference its webhooks carry back. */
  paymentId: string;
  orderId: string;
  /** Dirhams. */
  amount: number;
  currency: "QAR";
  description: string;
  customer: { name: string; email: string | null; phone: string };
  /** Where the provider sends the shopper back (it proves nothing: only the webhook does). */
  returnUrl: string;
  /** Our POST /api/payments/webhook/:provider. */
  webhookUrl: string;
}

export interface CreatedPayment {
  /** The provider's id for the payment (Tap: chg_…). */
  providerRef: string;
  /** The hosted page to send the shopper to. */
  url: string;
}

/** A verified webhook, normalised. */
export interface PaymentEvent {
  /** Unique per provider and happening: stored once, so a duplicate or a replay changes nothing. */
  eventId: string;
  providerRef: string;
  kind: PaymentEventKind;
  /** Dirhams: the charge's amount, or for "refunded" what this refund gives back. */
  amount: number;
  currency: string;
  /**
   * For "refunded" and "refund_failed": which refund, so that its own row follows (decision 040).
   * `ref` is the provider's id for it; `ours` the refund row's id when the provider echoes it back,
   * which finds the row even before the provider's first answer set its `provider_ref`.
   */
  refund?: { ref: string; ours: string | null };
}

export type WebhookRefusal = "unsigned" | "bad-signature" | "stale" | "malformed";

/** `event` null: genuine, but nothing for the state machine (e.g. a refund still pending). */
export type WebhookVerdict = { ok: true; event: PaymentEvent | null } | { ok: false; reason: WebhookRefusal };

export interface ProviderPayment {
  providerRef: string;
  /** "pending": the shopper has not finished on the hosted page. */
  kind: PaymentEventKind | "pending";
  amount: number;
  currency: string;
}

export interface RefundRequest {
  providerRef: string;
  /** Our refund's id: the provider's idempotency key for it. */
  refundId: string;
  /** Dirhams, at most what is left to refund. */
  amount: number;
  currency: "QAR";
  reason: string;
  webhookUrl: string;
}

export interface RefundResult {
  refundRef: string;
  status: "pending" | "refunded" | "failed";
}

export interface PaymentProvider {
  readonly name: ProviderName;
  createPayment(request: CreatePaymentRequest): Promise<CreatedPayment>;
  /** Checks the signature over the raw body as received, before anything reads it. */
  verifyWebhook(rawBody: string, headers: Headers, now?: Date): WebhookVerdict;
  fetchPayment(providerRef: string): Promise<ProviderPayment>;
  refund(request: RefundRequest): Promise<RefundResult>;
}

/** The provider refused or could not be reached; `status` is its HTTP status when it answered. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}

/** The fetch an adapter calls: injected, so tests answer with recorded examples and no network. */
export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;
