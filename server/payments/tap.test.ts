// The Tap adapter against the examples in Tap's own documentation (tests/fixtures/payments/, each
// file naming its page): what it sends, how it reads the answers, and the hashstring check.
import { createHmac } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createTapProvider } from "./tap";
import { ProviderError, type FetchLike } from "./provider";

const FIXTURES = path.join(import.meta.dirname, "../../tests/fixtures/payments");
const fixture = (name: string) => JSON.parse(fs.readFileSync(path.join(FIXTURES, name), "utf8")) as Record<string, unknown>;

const KEY = "sk_test_XKokBfNWv6FIYuTMg5sLPjhJ"; // Tap's published test key, as its examples use
const webhook = fixture("tap-webhook-charge-captured.json") as { body: string; headers: Record<string, string> };

/** The documented string for the documented body, written out by hand from the docs' field table. */
const DOCUMENTED_INPUT =
  "x_idchg_TS05A4120230736x9K22710693" +
  "x_amount1.00" + // "amount":1.0 in SAR, rounded to SAR's 2 decimals
  "x_currencySAR" +
  "x_gateway_referencemada_pg70983e7a-a686-40ba-83e2-c5e9f4074fe5" +
  "x_payment_reference4327230736106619650" +
  "x_statusCAPTURED" +
  "x_created1698392202943";

const sign = (input: string, key = KEY) => createHmac("sha256", key).update(input).digest("hex");
const headers = (hashstring?: string) => new Headers({ "content-type": "application/json", ...(hashstring && { hashstring }) });

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A fetch that records each request and answers with the given recorded bodies in turn. */
function recorded(...answers: { status?: number; body: unknown }[]): { fetch: FetchLike; calls: Call[] } {
  const calls: Call[] = [];
  return {
    calls,
    fetch: async (url, init) => {
      calls.push({
        url,
        method: init?.method ?? "GET",
        headers: Object.fromEntries(new Headers(init?.headers).entries()),
        body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
      });
      const answer = answers.shift();
      if (!answer) throw new Error("no recorded answer left");
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
    },
  };
}

describe("Tap webhook (hashstring)", () => {
  const tap = createTapProvider({ secretKey: KEY });

  it("accepts the documented example signed with the secret key, and normalises it", () => {
    const verdict = tap.verifyWebhook(webhook.body, headers(sign(DOCUMENTED_INPUT)));
    expect(verdict).toEqual({
      ok: true,
      event: {
        eventId: "chg_TS05A4120230736x9K22710693:CAPTURED",
        providerRef: "chg_TS05A4120230736x9K22710693",
        kind: "paid",
        amount: 100,
        currency: "SAR",
      },
    });
    // Upper-case hex is the same signature.
    expect(tap.verifyWebhook(webhook.body, headers(sign(DOCUMENTED_INPUT).toUpperCase())).ok).toBe(true);
  });

  it("refuses the documented header under another key: it was made with that merchant's unpublished key", () => {
    expect(tap.verifyWebhook(webhook.body, headers(webhook.headers.hashstring))).toEqual({ ok: false, reason: "bad-signature" });
  });

  it("refuses a tampered body: amount, status or id changed after signing", () => {
    const good = sign(DOCUMENTED_INPUT);
    for (const [from, to] of [
      ['"amount":1.0,', '"amount":100.0,'],
      ['"status":"CAPTURED"', '"status":"FAILED"'],
      ['"id":"chg_TS05A4120230736x9K22710693"', '"id":"chg_TS05A4120230736x9K22710694"'],
      ['"currency":"SAR","threeDSecure"', '"currency":"QAR","threeDSecure"'],
    ]) {
      const body = webhook.body.replace(from, to);
      expect(body).not.toBe(webhook.body);
      expect(tap.verifyWebhook(body, headers(good))).toEqual({ ok: false, reason: "bad-signature" });
    }
  });

  it("refuses a body without the header, not JSON, or not a charge", () => {
    expect(tap.verifyWebhook(webhook.body, headers())).toEqual({ ok: false, reason: "unsigned" });
    expect(tap.verifyWebhook("not json", headers("ab"))).toEqual({ ok: false, reason: "malformed" });
    expect(tap.verifyWebhook("{}", headers("ab"))).toEqual({ ok: false, reason: "malformed" });
    expect(tap.verifyWebhook(webhook.body, headers("zz"))).toEqual({ ok: false, reason: "bad-signature" });
  });

  it("gives a replay the same event id, which the payments table stores once", () => {
    const h = headers(sign(DOCUMENTED_INPUT));
    const first = tap.verifyWebhook(webhook.body, h);
    const again = tap.verifyWebhook(webhook.body, h);
    expect(first).toEqual(again);
  });

  it("reads QAR's two decimals and a failed status from the QPay example", () => {
    const captured = fixture("tap-charge-qpay-captured.json").response as Record<string, unknown>;
    const failed = JSON.stringify({ ...captured, status: "DECLINED" });
    const input =
      "x_idchg_TS07A0320241133g5RO1906000x_amount1.00x_currencyQARx_gateway_reference00x_payment_reference0519241133062344298x_statusDECLINEDx_created1718796783000";
    expect(tap.verifyWebhook(failed, headers(sign(input)))).toEqual({
      ok: true,
      event: {
        eventId: "chg_TS07A0320241133g5RO1906000:DECLINED",
        providerRef: "chg_TS07A0320241133g5RO1906000",
        kind: "failed",
        amount: 100,
        currency: "QAR",
      },
    });
  });

  it("verifies a refund's webhook with the same fields and its own created time", () => {
    const refund = {
      id: "re_1",
      object: "refund",
      status: "REFUNDED",
      amount: 12.5,
      currency: "QAR",
      charge_id: "chg_1",
      created: "1718797084156",
      reference: { gateway: "g", payment: "p" },
    };
    const input =
      "x_idre_1x_amount12.50x_currencyQARx_gateway_referencegx_payment_referencepx_statusREFUNDEDx_created1718797084156";
    expect(tap.verifyWebhook(JSON.stringify(refund), headers(sign(input)))).toEqual({
      ok: true,
      event: {
        eventId: "re_1:REFUNDED",
        providerRef: "chg_1",
        kind: "refunded",
        amount: 1_250,
        currency: "QAR",
        refund: { ref: "re_1", ours: null },
      },
    });
    // Refused later: the refund's row is failed by it; our id comes back as reference.merchant.
    const declined = { ...refund, status: "DECLINED", reference: { ...refund.reference, merchant: "rf_1" } };
    expect(tap.verifyWebhook(JSON.stringify(declined), headers(sign(input.replace("REFUNDED", "DECLINED"))))).toMatchObject({
      ok: true,
      event: { eventId: "re_1:DECLINED", kind: "refund_failed", refund: { ref: "re_1", ours: "rf_1" } },
    });
    const pending = { ...refund, status: "PENDING" };
    expect(tap.verifyWebhook(JSON.stringify(pending), headers(sign(input.replace("REFUNDED", "PENDING"))))).toEqual({
      ok: true,
      event: null,
    });
  });
});

describe("Tap charges and refunds", () => {
  const request = {
    paymentId: "pay_01",
    orderId: "ord_01",
    amount: 100,
    currency: "QAR" as const,
    description: "Test Description",
    customer: { name: "test test", email: "test@test.com", phone: "51234567" },
    returnUrl: "http://your_website.com/redirect_url",
    webhookUrl: "http://your_website.com/post_url",
  };

  it("sends a charge shaped as the documented QPay request, and takes the hosted page from the documented answer", async () => {
    const documented = fixture("tap-charge-qpay-request.json").request as Record<string, unknown>;
    const { fetch, calls } = recorded({ body: fixture("tap-charge-qpay-initiated.json").response });
    const created = await createTapProvider({ secretKey: KEY, fetch }).createPayment(request);
    expect(created).toEqual({
      providerRef: "chg_TS07A0320241133g5RO1906000",
      url: "https://sandbox.payments.tap.company/test_gosell/v2/payment/tap_process.aspx?chg=8D9e9fdEo5N4mrraH0U7ZJbK9Bb0fB0OM2WX34QIF%2bg%3d",
    });
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call.url).toBe("https://api.tap.company/v2/charges/");
    expect(call.method).toBe("POST");
    expect(call.headers.authorization).toBe(`Bearer ${KEY}`);
    const sent = call.body as Record<string, unknown>;
    // Every top-level field we send is one the documented request has, with the same meaning.
    for (const key of Object.keys(sent)) expect(documented).toHaveProperty(key);
    expect(sent).toMatchObject({
      amount: documented.amount,
      currency: "QAR",
      customer_initiated: true,
      threeDSecure: true,
      save_card: false,
      post: documented.post,
      redirect: documented.redirect,
      reference: { transaction: "pay_01", order: "ord_01", idempotent: "pay_01" },
      customer: {
        first_name: "test",
        last_name: "test",
        email: "test@test.com",
        phone: { country_code: "974", number: "51234567" },
      },
      source: { id: "src_all" },
    });
  });

  it("sends 123.45 for 12345 dirhams", async () => {
    const { fetch, calls } = recorded({ body: fixture("tap-charge-qpay-initiated.json").response });
    await createTapProvider({ secretKey: KEY, fetch }).createPayment({ ...request, amount: 12_345 });
    expect((calls[0].body as { amount: number }).amount).toBe(123.45);
  });

  it("refuses an answer that did not start the charge, and says what Tap answered on an error", async () => {
    const captured = fixture("tap-charge-qpay-captured.json").response;
    await expect(
      createTapProvider({ secretKey: KEY, fetch: recorded({ body: captured }).fetch }).createPayment(request),
    ).rejects.toThrow(ProviderError);
    const failing = recorded({ status: 401, body: { errors: [{ code: "2107", description: "Invalid API Key" }] } });
    await expect(createTapProvider({ secretKey: KEY, fetch: failing.fetch }).createPayment(request)).rejects.toMatchObject({
      status: 401,
    });
    const down: FetchLike = async () => {
      throw new Error("ECONNREFUSED");
    };
    await expect(createTapProvider({ secretKey: KEY, fetch: down }).createPayment(request)).rejects.toThrow(
      /could not be reached/,
    );
  });

  it("reads a retrieved charge: captured QAR, cancelled BHD with three decimals", async () => {
    const { fetch, calls } = recorded(
      { body: fixture("tap-charge-qpay-captured.json").response },
      { body: fixture("tap-charge-retrieve-cancelled.json").response },
    );
    const tap = createTapProvider({ secretKey: KEY, fetch });
    expect(await tap.fetchPayment("chg_TS07A0320241133g5RO1906000")).toEqual({
      providerRef: "chg_TS07A0320241133g5RO1906000",
      kind: "paid",
      amount: 100,
      currency: "QAR",
    });
    expect(await tap.fetchPayment("chg_TS020420211019Ja242609987")).toEqual({
      providerRef: "chg_TS020420211019Ja242609987",
      kind: "failed",
      amount: 1_000,
      currency: "BHD",
    });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      "GET https://api.tap.company/v2/charges/chg_TS07A0320241133g5RO1906000",
      "GET https://api.tap.company/v2/charges/chg_TS020420211019Ja242609987",
    ]);
  });

  it("refunds with the fields Tap's refund reference requires, and our refund id as the idempotent string", async () => {
    // Tap publishes no refund answer example: this one has only the fields and statuses its refund pages name.
    const { fetch, calls } = recorded({
      body: { id: "re_TS01", object: "refund", status: "PENDING", amount: 25, currency: "QAR", charge_id: "chg_1" },
    });
    const result = await createTapProvider({ secretKey: KEY, fetch }).refund({
      providerRef: "chg_1",
      refundId: "rf_1",
      amount: 2_500,
      currency: "QAR",
      reason: "Customer returned one bottle",
      webhookUrl: "https://shop.example/api/payments/webhook/tap",
    });
    expect(result).toEqual({ refundRef: "re_TS01", status: "pending" });
    expect(calls[0].url).toBe("https://api.tap.company/v2/refunds/");
    expect(calls[0].body).toMatchObject({
      charge_id: "chg_1",
      amount: 25,
      currency: "QAR",
      reason: "Customer returned one bottle",
      reference: { idempotent: "rf_1", merchant: "rf_1" },
    });
  });
});
