// One Idempotency-Key per checkout attempt, and sending the order with retries under that key.
import { describe, expect, it } from "vitest";
import {
  ATTEMPT_STORAGE_KEY,
  endAttempt,
  idempotencyKeyFor,
  memoryStore,
  orderRequestBody,
  placeOrder,
  type OrderRequestBody,
} from "./checkout-attempt";
import type { CartItem } from "../shared/cart";
import type { Customer } from "../shared/order-schema";

const customer: Customer = {
  name: "Noor",
  email: undefined,
  phone: "+974 5555 1234",
  address: "Villa 3",
  city: "Doha",
  notes: undefined,
};
const perfume: CartItem = {
  id: "1",
  name: "Creed Aventus",
  price: 8500,
  quantity: 2,
  image: "/x.svg",
  slug: "creed-aventus",
  isBundle: false,
  isCustomBundle: false,
  stripePriceId: null,
};
const body: OrderRequestBody = orderRequestBody(customer, [perfume]);

let counter = 0;
const makeKey = () => `key-${++counter}`;

describe("idempotencyKeyFor", () => {
  it("sends only ids and quantities, never prices", () => {
    expect(body.items).toEqual([{ type: "product", productId: "1", quantity: 2 }]);
  });

  it("reuses the key while the same cart and details are sent again", () => {
    const store = memoryStore();
    const first = idempotencyKeyFor(body, store, makeKey);
    expect(idempotencyKeyFor(structuredClone(body), store, makeKey)).toBe(first);
  });

  it("starts a new attempt when the details or the cart change", () => {
    const store = memoryStore();
    const first = idempotencyKeyFor(body, store, makeKey);
    const otherName = idempotencyKeyFor({ ...body, customer: { ...customer, name: "Maryam" } }, store, makeKey);
    const otherQty = idempotencyKeyFor(orderRequestBody(customer, [{ ...perfume, quantity: 3 }]), store, makeKey);
    expect(new Set([first, otherName, otherQty]).size).toBe(3);
  });

  it("starts a new attempt after the order was placed", () => {
    const store = memoryStore();
    const first = idempotencyKeyFor(body, store, makeKey);
    endAttempt(store);
    expect(store.getItem(ATTEMPT_STORAGE_KEY)).toBeNull();
    expect(idempotencyKeyFor(body, store, makeKey)).not.toBe(first);
  });

  it("ignores a corrupt stored attempt", () => {
    const store = memoryStore();
    store.setItem(ATTEMPT_STORAGE_KEY, "{oops");
    expect(idempotencyKeyFor(body, store, () => "fresh")).toBe("fresh");
  });

  it("sends the delivery area (the city), the chosen slot and the payment method", () => {
    expect(body.delivery).toEqual({ area: "Doha" });
    expect(body.paymentMethod).toBe("Cash on Delivery");
    const chosen = orderRequestBody({ ...customer, city: "Al Wakrah" }, [perfume], {
      slot: "2026-11-26 14:00-18:00",
      paymentMethod: "Card on Delivery",
    });
    expect(chosen.delivery).toEqual({ area: "Al Wakrah", slot: "2026-11-26 14:00-18:00" });
    expect(chosen.paymentMethod).toBe("Card on Delivery");
    // Another slot is another attempt: the server must not answer it with the first order.
    const store = memoryStore();
    const first = idempotencyKeyFor(chosen, store, makeKey);
    const later = orderRequestBody({ ...customer, city: "Al Wakrah" }, [perfume], {
      slot: "2026-11-26 18:00-22:00",
      paymentMethod: "Card on Delivery",
    });
    expect(idempotencyKeyFor(later, store, makeKey)).not.toBe(first);
  });

  it("makes a key the API accepts by default", () => {
    expect(idempotencyKeyFor(body, memoryStore())).toMatch(/^[\x21-\x7e]{1,255}$/);
  });
});

type Call = { url: string; init: RequestInit };

function fakeFetch(answers: (Response | Error)[]) {
  const calls: Call[] = [];
  const fn = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const next = answers.shift();
    if (!next) throw new Error("no more answers");
    if (next instanceof Error) throw next;
    return next;
  }) as unknown as typeof fetch;
  return { fn, calls };
}

const json = (status: number, data: unknown, type = "application/json") =>
  new Response(JSON.stringify(data), { status, headers: { "Content-Type": type } });
const order = { id: "abc", total: 17000, items: [] };
const noWait = { retryDelays: [1, 1], sleep: async () => {} };

describe("placeOrder", () => {
  it("posts the body with the key and returns the server's order", async () => {
    const f = fakeFetch([json(201, order)]);
    const result = await placeOrder(body, "k1", { ...noWait, fetch: f.fn });
    expect(result).toEqual({ ok: true, order });
    expect(f.calls).toHaveLength(1);
    expect(f.calls[0].url).toBe("/api/orders");
    expect(f.calls[0].init.method).toBe("POST");
    expect((f.calls[0].init.headers as Record<string, string>)["Idempotency-Key"]).toBe("k1");
    expect(JSON.parse(f.calls[0].init.body as string)).toEqual(body);
  });

  it("retries a lost request and a failing server with the same key", async () => {
    const f = fakeFetch([
      new TypeError("Failed to fetch"),
      json(503, { title: "Unavailable" }, "application/problem+json"),
      json(201, order),
    ]);
    const result = await placeOrder(body, "k2", { ...noWait, fetch: f.fn });
    expect(result.ok).toBe(true);
    const keys = f.calls.map((c) => (c.init.headers as Record<string, string>)["Idempotency-Key"]);
    expect(keys).toEqual(["k2", "k2", "k2"]);
  });

  it("gives up after the retries and says whether the server was reached", async () => {
    const offline = await placeOrder(body, "k3", {
      ...noWait,
      fetch: fakeFetch([new TypeError("x"), new TypeError("x"), new TypeError("x")]).fn,
    });
    expect(offline).toEqual({ ok: false, reason: "unavailable", status: null });
    const failing = await placeOrder(body, "k3", {
      ...noWait,
      fetch: fakeFetch([json(500, {}), json(500, {}), json(500, {})]).fn,
    });
    expect(failing).toEqual({ ok: false, reason: "unavailable", status: 500 });
  });

  it("asks again when a success answer cannot be read", async () => {
    const f = fakeFetch([new Response("<html>", { status: 200 }), json(201, order)]);
    expect((await placeOrder(body, "k4", { ...noWait, fetch: f.fn })).ok).toBe(true);
    expect(f.calls).toHaveLength(2);
  });

  it("sorts a validation problem into form fields and a message", async () => {
    const problem = {
      type: "about:blank",
      title: "Some fields are invalid.",
      status: 422,
      errors: [
        {
          field: "customer.phone",
          pointer: "#/customer/phone",
          detail: "Please enter a valid +974 phone number.",
          code: "invalid",
        },
        // A server without codes still fills the form, in its own words.
        { field: "customer.name", pointer: "#/customer/name", detail: "Name is required." },
        { field: "items.0.productId", pointer: "#/items/0/productId", detail: "This perfume is not in our catalogue." },
      ],
    };
    const f = fakeFetch([json(422, problem, "application/problem+json")]);
    expect(await placeOrder(body, "k5", { ...noWait, fetch: f.fn })).toEqual({
      ok: false,
      reason: "invalid",
      message: "This perfume is not in our catalogue.",
      fields: {
        phone: { code: "invalid", message: "Please enter a valid +974 phone number." },
        name: { message: "Name is required." },
      },
    });
    expect(f.calls).toHaveLength(1);
  });

  it("does not retry other refusals and passes on the server's title", async () => {
    const f = fakeFetch([json(413, { title: "The request body is too large.", status: 413 }, "application/problem+json")]);
    expect(await placeOrder(body, "k6", { ...noWait, fetch: f.fn })).toEqual({
      ok: false,
      reason: "rejected",
      message: "The request body is too large.",
      status: 413,
    });
    expect(f.calls).toHaveLength(1);
  });

  it("sends the delivery refusals to the slot, the payment method and the city's area", async () => {
    const problem = {
      title: "Some fields are invalid.",
      status: 422,
      errors: [
        { field: "delivery.slot", detail: "Please choose a delivery slot.", code: "required" },
        { field: "paymentMethod", detail: "Card on Delivery is not offered.", code: "notAllowed" },
        { field: "delivery.area", detail: "We do not deliver to this area yet.", code: "notAllowed" },
      ],
    };
    const f = fakeFetch([json(422, problem, "application/problem+json")]);
    expect(await placeOrder(body, "k7", { ...noWait, fetch: f.fn })).toEqual({
      ok: false,
      reason: "invalid",
      message: "Some fields are invalid.",
      fields: {
        slot: { code: "required", message: "Please choose a delivery slot." },
        paymentMethod: { code: "notAllowed", message: "Card on Delivery is not offered." },
        area: { code: "notAllowed", message: "We do not deliver to this area yet." },
      },
    });
  });

  it("tells a slot that filled up meanwhile apart from stock running short", async () => {
    const full = {
      title: "This delivery slot has just filled up.",
      status: 409,
      code: "slot_full",
      errors: [{ field: "delivery.slot", detail: "This delivery slot has just filled up. Please choose another." }],
    };
    const f = fakeFetch([json(409, full, "application/problem+json")]);
    expect(await placeOrder(body, "k8", { ...noWait, fetch: f.fn })).toEqual({ ok: false, reason: "slot-full" });
    expect(f.calls).toHaveLength(1);
  });
});

describe("placeOrder and promotions", () => {
  it("hands back a refused code with its reason and the amount still needed", async () => {
    const refused = {
      title: "This code cannot be used.",
      status: 409,
      code: "promotion_refused",
      reason: "min_subtotal",
      amountNeeded: 4000,
      errors: [{ field: "code", pointer: "#/code", detail: "Add QR 40.00 more to use this code." }],
    };
    const f = fakeFetch([json(409, refused, "application/problem+json")]);
    expect(await placeOrder(body, "p1", { ...noWait, fetch: f.fn })).toEqual({
      ok: false,
      reason: "promotion",
      failure: { kind: "refused", message: { code: "min_subtotal", amountNeeded: 4000 } },
    });
  });

  it("hands back offers that changed with the new discount, and an unknown reason as unknown", async () => {
    const changed = {
      title: "The offers on your order have changed.",
      status: 409,
      code: "promotion_changed",
      reason: "expired",
      discount: 0,
    };
    const f = fakeFetch([json(409, changed, "application/problem+json")]);
    expect(await placeOrder(body, "p2", { ...noWait, fetch: f.fn })).toEqual({
      ok: false,
      reason: "promotion",
      failure: { kind: "changed", discount: 0 },
    });
    const odd = { title: "No.", status: 409, code: "promotion_refused", reason: "made_up" };
    const g = fakeFetch([json(409, odd, "application/problem+json")]);
    expect(await placeOrder(body, "p3", { ...noWait, fetch: g.fn })).toEqual({
      ok: false,
      reason: "promotion",
      failure: { kind: "refused", message: { code: "unknown" } },
    });
  });
});
