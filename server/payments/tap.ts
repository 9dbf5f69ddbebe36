// Tap Payments (docs/decisions/040), from its developer documentation: the charges API with Tap's
// hosted page (source src_all: cards, Apple Pay, NAPS/QPay), the "hashstring" webhook signature,
// retrieve, and refunds; idempotency by reference.idempotent. Tested against the documentation's
// own examples (tests/fixtures/payments/), never against the network.
import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { formatProviderAmount, fromProviderAmount, toProviderAmount } from "../../app/shared/payments/amounts";
import type { PaymentEventKind } from "../../app/shared/payments/state";
import {
  ProviderError,
  type CreatePaymentRequest,
  type CreatedPayment,
  type FetchLike,
  type PaymentProvider,
  type ProviderPayment,
  type RefundRequest,
  type RefundResult,
  type WebhookVerdict,
} from "./provider";

const API = "https://api.tap.company/v2";

/** A charge's status as Tap's charges reference lists them; anything else is treated as not charged. */
const CHARGE_KIND: Record<string, PaymentEventKind | "pending"> = {
  INITIATED: "pending",
  IN_PROGRESS: "requires_action",
  AUTHORIZED: "authorised",
  CAPTURED: "paid",
  TIMEDOUT: "expired",
  ABANDONED: "failed",
  CANCELLED: "failed",
  FAILED: "failed",
  DECLINED: "failed",
  RESTRICTED: "failed",
  VOID: "failed",
  UNKNOWN: "failed",
};

const REFUND_STATUS: Record<string, RefundResult["status"]> = { PENDING: "pending", REFUNDED: "refunded" };
const REFUND_REFUSED = new Set(["DECLINED", "FAILED", "CANCELLED"]);

// Only what we read; Tap's objects carry much more, which passes through untouched.
const chargeSchema = z.object({
  id: z.string().min(1),
  object: z.string().optional(),
  status: z.string().min(1),
  amount: z.union([z.number(), z.string()]),
  currency: z.string().length(3),
  transaction: z.object({ created: z.union([z.string(), z.number()]).optional(), url: z.string().optional() }).optional(),
  reference: z
    .object({ gateway: z.string().optional(), payment: z.string().optional(), transaction: z.string().optional() })
    .optional(),
});

const refundSchema = z.object({
  id: z.string().min(1),
  object: z.literal("refund"),
  status: z.string().min(1),
  amount: z.union([z.number(), z.string()]),
  currency: z.string().length(3),
  charge_id: z.string().min(1),
  created: z.union([z.string(), z.number()]).optional(),
  reference: z
    .object({ gateway: z.string().optional(), payment: z.string().optional(), merchant: z.string().optional() })
    .optional(),
});

type Charge = z.infer<typeof chargeSchema>;
type Refund = z.infer<typeof refundSchema>;

/**
 * The text Tap signs (docs/webhook, "Validate the webhook (hashstring)"), or null when the amount is
 * not a whole number of the currency's minor units. The same seven fields, in this order, for a
 * charge and a refund; a refund's "created" is its own, a charge's is transaction.created.
 */
function tapHashInput(object: Charge | Refund): string | null {
  const minor = fromProviderAmount(object.amount, object.currency);
  if (minor === null) return null;
  const created = "charge_id" in object ? object.created : object.transaction?.created;
  return (
    `x_id${object.id}` +
    `x_amount${formatProviderAmount(minor, object.currency)}` +
    `x_currency${object.currency}` +
    `x_gateway_reference${object.reference?.gateway ?? ""}` +
    `x_payment_reference${object.reference?.payment ?? ""}` +
    `x_status${object.status}` +
    `x_created${created ?? ""}`
  );
}

function sameHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected, "hex");
  const b = Buffer.from(given.trim().toLowerCase(), "hex");
  return a.length === b.length && a.length > 0 && timingSafeEqual(a, b);
}

export function createTapProvider(options: { secretKey: string; fetch?: FetchLike }): PaymentProvider {
  const fetchImpl: FetchLike = options.fetch ?? ((input, init) => fetch(input, init));
  const headers = {
    Authorization: `Bearer ${options.secretKey}`,
    accept: "application/json",
    "content-type": "application/json",
  };

  async function call(method: "GET" | "POST", path: string, body?: unknown): Promise<unknown> {
    let res: Response;
    try {
      res = await fetchImpl(`${API}${path}`, { method, headers, ...(body !== undefined && { body: JSON.stringify(body) }) });
    } catch (error) {
      throw new ProviderError(`Tap could not be reached: ${error instanceof Error ? error.message : String(error)}`);
    }
    const text = await res.text();
    if (!res.ok) throw new ProviderError(`Tap answered ${res.status}: ${text.slice(0, 300)}`, res.status);
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new ProviderError("Tap answered with something that is not JSON", res.status);
    }
  }

  function minorOf(object: { amount: number | string; currency: string }): number {
    const minor = fromProviderAmount(object.amount, object.currency);
    if (minor === null) throw new ProviderError(`Tap gave an amount we cannot read: ${String(object.amount)}`);
    return minor;
  }

  return {
    name: "tap",

    async createPayment(request: CreatePaymentRequest): Promise<CreatedPayment> {
      const [first, ...rest] = request.customer.name.trim().split(/\s+/);
      const answer = chargeSchema.safeParse(
        await call("POST", "/charges/", {
          amount: toProviderAmount(request.amount, request.currency),
          currency: request.currency,
          customer_initiated: true,
          threeDSecure: true,
          save_card: false,
          description: request.description,
          metadata: { udf1: request.orderId },
          // The same idempotent string within 24 hours returns the first charge (docs/idempotency).
          reference: { transaction: request.paymentId, order: request.orderId, idempotent: request.paymentId },
          receipt: { email: false, sms: false },
          customer: {
            first_name: first || request.customer.name,
            ...(rest.length > 0 && { last_name: rest.join(" ") }),
            ...(request.customer.email && { email: request.customer.email }),
            phone: { country_code: "974", number: request.customer.phone },
          },
          // Every method the merchant has on Tap's hosted page: cards, Apple Pay, NAPS/QPay.
          source: { id: "src_all" },
          post: { url: request.webhookUrl },
          redirect: { url: request.returnUrl },
        }),
      );
      if (!answer.success) throw new ProviderError("Tap's answer to a new charge is not a charge");
      const url = answer.data.transaction?.url;
      if (answer.data.status !== "INITIATED" || !url)
        throw new ProviderError(`Tap did not start the charge: ${answer.data.status}`);
      return { providerRef: answer.data.id, url };
    },

    verifyWebhook(rawBody: string, requestHeaders: Headers): WebhookVerdict {
      const signature = requestHeaders.get("hashstring");
      if (!signature) return { ok: false, reason: "unsigned" };
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody);
      } catch {
        return { ok: false, reason: "malformed" };
      }
      const refund = refundSchema.safeParse(parsed);
      const charge = refund.success ? null : chargeSchema.safeParse(parsed);
      const object = refund.success ? refund.data : charge?.success ? charge.data : null;
      if (!object) return { ok: false, reason: "malformed" };
      const input = tapHashInput(object);
      if (input === null) return { ok: false, reason: "malformed" };
      const expected = createHmac("sha256", options.secretKey).update(input).digest("hex");
      if (!sameHex(expected, signature)) return { ok: false, reason: "bad-signature" };
      const amount = minorOf(object);
      // A charge has one final status and a refund one outcome, so id and status name the happening.
      const eventId = `${object.id}:${object.status}`;
      if ("charge_id" in object) {
        // PENDING says nothing new; DECLINED or FAILED refuses a refund Tap first took (docs/refunds).
        const kind = object.status === "REFUNDED" ? "refunded" : REFUND_REFUSED.has(object.status) ? "refund_failed" : null;
        if (!kind) return { ok: true, event: null };
        return {
          ok: true,
          event: {
            eventId,
            providerRef: object.charge_id,
            kind,
            amount,
            currency: object.currency,
            refund: { ref: object.id, ours: object.reference?.merchant ?? null },
          },
        };
      }
      const kind = CHARGE_KIND[object.status] ?? "failed";
      if (kind === "pending") return { ok: true, event: null };
      return { ok: true, event: { eventId, providerRef: object.id, kind, amount, currency: object.currency } };
    },

    async fetchPayment(providerRef: string): Promise<ProviderPayment> {
      const answer = chargeSchema.safeParse(await call("GET", `/charges/${encodeURIComponent(providerRef)}`));
      if (!answer.success) throw new ProviderError("Tap's answer for a charge is not a charge");
      const c = answer.data;
      return { providerRef: c.id, kind: CHARGE_KIND[c.status] ?? "failed", amount: minorOf(c), currency: c.currency };
    },

    async refund(request: RefundRequest): Promise<RefundResult> {
      const answer = z.object({ id: z.string().min(1), status: z.string().min(1) }).safeParse(
        await call("POST", "/refunds/", {
          charge_id: request.providerRef,
          amount: toProviderAmount(request.amount, request.currency),
          currency: request.currency,
          reason: request.reason,
          // `merchant` comes back in the refund's webhook and names our refund row.
          reference: { idempotent: request.refundId, merchant: request.refundId },
          post: { url: request.webhookUrl },
        }),
      );
      if (!answer.success) throw new ProviderError("Tap's answer to a refund is not a refund");
      return { refundRef: answer.data.id, status: REFUND_STATUS[answer.data.status] ?? "failed" };
    },
  };
}
