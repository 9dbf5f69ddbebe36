// One checkout attempt = one Idempotency-Key. The key is derived from nothing but kept (in
// sessionStorage, so a reload of the page keeps it) together with a fingerprint of what was sent:
// sending the same cart and details again reuses the key, so the server answers a retry, a double
// submit or a resend after a lost response with the order it already made; changing the cart or
// the details starts a new attempt with a new key.
import { isFieldErrorCode, type FieldError } from "../shared/field-errors";

/** A field error from the API; a server without codes is shown its own words. */
type ServerFieldError = Pick<FieldError, "message"> & Partial<Pick<FieldError, "code">>;
import type { CartItem, OrderItemInput } from "../shared/cart";
import { toOrderItems } from "../shared/cart";
import type { CheckoutField } from "../shared/checkout-errors";
import { CASH, type Order, type OrderPaymentMethod } from "../shared/order";
import { CUSTOMER_FIELDS, type City, type Customer } from "../shared/order-schema";
import { PROMOTION_MESSAGE_CODES, type PromotionMessageCode } from "../shared/promotions/messages";
import type { PromotionFailure } from "../components/checkout/promotion-values";

export const ATTEMPT_STORAGE_KEY = "checkoutAttempt";
const ORDERS_ENDPOINT = "/api/orders";

export interface OrderRequestBody {
  customer: Customer;
  items: OrderItemInput[];
  /** Issue 22: the area is the address's city; the slot ("2026-11-26 14:00-18:00") when the shop offers slots. */
  delivery: { area: City; slot?: string };
  paymentMethod: OrderPaymentMethod;
  /** The promotion code applied and the discount the shopper was shown (decision 035). */
  code?: string;
  expectedDiscount?: number;
}

export type KeyStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export interface DeliveryChoice {
  slot?: string | null;
  paymentMethod?: OrderPaymentMethod;
}

export function orderRequestBody(customer: Customer, cart: CartItem[], choice: DeliveryChoice = {}): OrderRequestBody {
  return {
    customer,
    items: toOrderItems(cart),
    delivery: { area: customer.city, ...(choice.slot ? { slot: choice.slot } : {}) },
    paymentMethod: choice.paymentMethod ?? CASH,
  };
}

/** cyrb53: a fast 53-bit string hash. Only compares attempts in one browser; not for secrets. */
function hash53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16);
}

/** Same body, same fingerprint; the body is always built in the same key order. */
const attemptFingerprint = (body: OrderRequestBody) => hash53(JSON.stringify(body));

const newKey = () =>
  typeof crypto !== "undefined" && typeof crypto.randomUUID === "function"
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;

/**
 * The Idempotency-Key for sending `body`: the stored one when the stored attempt sent the same
 * body, else a fresh key, remembered.
 */
export function idempotencyKeyFor(body: OrderRequestBody, store: KeyStore, makeKey: () => string = newKey): string {
  const fingerprint = attemptFingerprint(body);
  const saved = readAttempt(store);
  if (saved && saved.fingerprint === fingerprint) return saved.key;
  const key = makeKey();
  try {
    store.setItem(ATTEMPT_STORAGE_KEY, JSON.stringify({ fingerprint, key }));
  } catch {
    // Storage full: this send still has its key; a resend makes a new attempt.
  }
  return key;
}

function readAttempt(store: KeyStore): { fingerprint: string; key: string } | null {
  try {
    const data: unknown = JSON.parse(store.getItem(ATTEMPT_STORAGE_KEY) ?? "null");
    if (typeof data !== "object" || data === null) return null;
    const { fingerprint, key } = data as Record<string, unknown>;
    return typeof fingerprint === "string" && typeof key === "string" && key !== "" ? { fingerprint, key } : null;
  } catch {
    return null;
  }
}

/** A stand-in for sessionStorage where it is blocked, so one page's retries still share a key. */
export function memoryStore(): KeyStore {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

/** After a placed order: the next checkout, even of the very same cart, is a new order. */
export function endAttempt(store: KeyStore): void {
  try {
    store.removeItem(ATTEMPT_STORAGE_KEY);
  } catch {
    // Nothing to do: a stale attempt is replaced as soon as anything in the next one differs.
  }
}

export type PlaceOrderResult =
  /** `paymentUrl`: a "Pay Online" order, to be paid on the provider's page (decision 040). */
  | { ok: true; order: Order; paymentUrl?: string }
  /** The server refused the details or items; `fields` are messages for the checkout's fields. */
  | { ok: false; reason: "invalid"; message: string; fields: Partial<Record<CheckoutField, ServerFieldError>> }
  /** Too little stock (409): each short perfume with what is left. */
  | { ok: false; reason: "out-of-stock"; lines: StockLine[] }
  /** The chosen delivery slot filled up meanwhile (409, code "slot_full"): choose another. */
  | { ok: false; reason: "slot-full" }
  /**
   * The promotion is not what the shopper saw (409, decision 035): a code refused (with why, words
   * in app/shared/promotions/messages.ts) or offers that changed since the quote.
   */
  | { ok: false; reason: "promotion"; failure: PromotionFailure }
  /** Any other refusal (4xx); `message` is the server's, when it gave one. */
  | { ok: false; reason: "rejected"; message: string | null; status: number }
  /** No usable answer after the retries: the network, a timeout, or the server failing (5xx). */
  | { ok: false; reason: "unavailable"; status: number | null };

export interface PlaceOrderOptions {
  fetch?: typeof fetch;
  /** Waits before each retry; their count is the number of retries. */
  retryDelays?: readonly number[];
  timeoutMs?: number;
  sleep?: (ms: number) => Promise<void>;
  /** Sent with every try, beside the body (the body alone makes the Idempotency-Key's fingerprint). */
  headers?: Record<string, string>;
}

interface StockLine {
  productId: string;
  available: number;
}

interface ProblemBody {
  title?: unknown;
  code?: unknown;
  reason?: unknown;
  amountNeeded?: unknown;
  discount?: unknown;
  lines?: Partial<StockLine>[];
  errors?: { field?: unknown; detail?: unknown; code?: unknown }[];
}

const isOrder = (v: unknown): v is Order =>
  typeof v === "object" && v !== null && typeof (v as Order).id === "string" && typeof (v as Order).total === "number";

/** The checkout's field for an API field path: "customer.phone" → phone, "delivery.slot" → slot. */
const API_FIELDS: Record<string, CheckoutField> = {
  ...Object.fromEntries(CUSTOMER_FIELDS.map((field) => [`customer.${field}`, field])),
  "delivery.area": "area",
  "delivery.slot": "slot",
  paymentMethod: "paymentMethod",
};

/** Field errors of an RFC 9457 answer: those of a checkout field go to the form, the rest to the toast. */
function readProblem(problem: ProblemBody): { fields: Partial<Record<CheckoutField, ServerFieldError>>; other: string[] } {
  const fields: Partial<Record<CheckoutField, ServerFieldError>> = {};
  const other: string[] = [];
  for (const e of Array.isArray(problem.errors) ? problem.errors : []) {
    if (typeof e?.detail !== "string") continue;
    const field = typeof e.field === "string" && Object.hasOwn(API_FIELDS, e.field) ? API_FIELDS[e.field] : null;
    if (field) fields[field] ??= isFieldErrorCode(e.code) ? { code: e.code, message: e.detail } : { message: e.detail };
    else other.push(e.detail);
  }
  return { fields, other };
}

const isMessageCode = (v: unknown): v is PromotionMessageCode =>
  typeof v === "string" && (PROMOTION_MESSAGE_CODES as readonly string[]).includes(v);

/** A promotion's 409 as the checkout words it: the reason and amount, or the new discount. */
function promotionFailure(problem: ProblemBody): PromotionFailure {
  if (problem.code === "promotion_changed") {
    return { kind: "changed", discount: typeof problem.discount === "number" ? problem.discount : null };
  }
  return {
    kind: "refused",
    message: {
      code: isMessageCode(problem.reason) ? problem.reason : "unknown",
      ...(typeof problem.amountNeeded === "number" ? { amountNeeded: problem.amountNeeded } : {}),
    },
  };
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends the order, retrying with the same key when no answer came or the server failed: the
 * key makes a retry of a request that did reach the server return that order, not a second one.
 */
export async function placeOrder(
  body: OrderRequestBody,
  key: string,
  options: PlaceOrderOptions = {},
): Promise<PlaceOrderResult> {
  const doFetch = options.fetch ?? fetch;
  const delays = options.retryDelays ?? [600, 1800];
  const sleep = options.sleep ?? wait;
  const payload = JSON.stringify(body);
  let lastStatus: number | null = null;

  for (let attempt = 0; attempt <= delays.length; attempt++) {
    if (attempt > 0) await sleep(delays[attempt - 1]);
    let response: Response;
    try {
      response = await doFetch(ORDERS_ENDPOINT, {
        method: "POST",
        headers: { ...options.headers, "Content-Type": "application/json", Accept: "application/json", "Idempotency-Key": key },
        body: payload,
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
    } catch {
      lastStatus = null;
      continue;
    }
    lastStatus = response.status;
    if (response.status >= 500) continue;

    const data: unknown = await response.json().catch(() => null);
    if (response.ok) {
      if (isOrder(data)) {
        const url = (data as { payment?: { url?: unknown } }).payment?.url;
        return typeof url === "string" ? { ok: true, order: data, paymentUrl: url } : { ok: true, order: data };
      }
      // A 2xx we cannot read: the order may exist, so the same key is asked again.
      continue;
    }
    const problem = (typeof data === "object" && data !== null ? data : {}) as ProblemBody;
    const title = typeof problem.title === "string" && problem.title ? problem.title : null;
    if (response.status === 422 && Array.isArray(problem.errors)) {
      const { fields, other } = readProblem(problem);
      return { ok: false, reason: "invalid", message: other[0] ?? title ?? "", fields };
    }
    if (response.status === 409 && problem.code === "slot_full") return { ok: false, reason: "slot-full" };
    if (response.status === 409 && (problem.code === "promotion_refused" || problem.code === "promotion_changed")) {
      return { ok: false, reason: "promotion", failure: promotionFailure(problem) };
    }
    if (response.status === 409 && Array.isArray(problem.lines)) {
      const lines = problem.lines.filter(
        (line): line is StockLine => typeof line?.productId === "string" && typeof line?.available === "number",
      );
      return { ok: false, reason: "out-of-stock", lines };
    }
    return { ok: false, reason: "rejected", message: title, status: response.status };
  }
  return { ok: false, reason: "unavailable", status: lastStatus };
}
