// Property-based hostile input for POST /api/orders and the admin's inputs, on every engine of the
// run: generated bodies of every shape must get a 2xx/4xx answer (never 5xx), any order that is
// stored must carry the catalogue's totals, and control, format and bidirectional characters never
// reach a stored order. HOSTILE_RUNS makes the run longer.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../server/app";
import { createTestDb, engines, testServices, type TestDb } from "./support/test-db";
import { signIn, useFastAuth, login } from "./support/admin";
import { postOrder, validCustomer } from "./support/orders";

const RUNS = Number(process.env.HOSTILE_RUNS ?? 300);
const ALLOWED = new Set([201, 400, 413, 415, 422]);
const PRICE: Record<string, number> = { product: 8500, bundle: 20000, "custom-trio": 20000 };

/** Every C0 and C1 control, DEL, and the format characters that hide or reorder text. */
const hostileChar = fc.oneof(
  fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)),
  fc.integer({ min: 0x7f, max: 0x9f }).map((c) => String.fromCharCode(c)),
  fc.constantFrom("\u200b", "\u200c", "\u200d", "\u200e", "\u200f", "\u2060", "\ufeff", "\u061c", "\u00ad", "\u3164"),
  fc.integer({ min: 0x202a, max: 0x202e }).map((c) => String.fromCharCode(c)),
  fc.integer({ min: 0x2066, max: 0x2069 }).map((c) => String.fromCharCode(c)),
);
/** Ordinary text with hostile characters mixed in. */
const taintedText = fc
  .tuple(fc.string({ maxLength: 12 }), fc.array(hostileChar, { minLength: 1, maxLength: 4 }), fc.string({ maxLength: 12 }))
  .map(([a, bad, b]) => `${a}${bad.join("")}${b}`);
// eslint-disable-next-line no-control-regex -- the characters the test hunts for.
const STORED_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

const weird = fc.oneof(
  taintedText,
  hostileChar,
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, 1e308, -1e308, Number.MAX_SAFE_INTEGER, 2 ** 53 + 1, 0.5, -0),
  fc.string(),
  fc.string({ unit: "binary" }),
  fc.constantFrom("", " ", "\u0000", "\u202e", "💐", "<script>alert(1)</script>", "' OR 1=1 --", "__proto__"),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.integer(), { maxKeys: 3 }),
);

const item = fc.oneof(
  fc.record({ type: fc.constant("product"), productId: fc.oneof(fc.constantFrom("1", "8", "9", ""), weird), quantity: weird }),
  fc.record({ type: fc.constant("bundle"), bundleId: fc.oneof(fc.constantFrom("bundle1", "bundle3"), weird), quantity: weird }),
  fc.record({
    type: fc.constant("custom-trio"),
    productIds: fc.oneof(fc.array(fc.constantFrom("1", "2", "3", "4", "99"), { maxLength: 4 }), weird),
    quantity: weird,
  }),
  fc.record({ type: weird, quantity: weird, price: weird }),
  weird,
);

const customer = fc.record(
  {
    name: fc.oneof(fc.constant(validCustomer.name), taintedText, weird),
    email: fc.oneof(fc.constant(validCustomer.email), weird),
    phone: fc.oneof(
      fc.constantFrom("+974 5555 1234", "66123456", "٥٥٥٥١٢٣٤"),
      taintedText.map((t) => `5555 1234${t}`),
      weird,
    ),
    address: fc.oneof(fc.constant(validCustomer.address), taintedText, weird),
    city: fc.oneof(fc.constantFrom("Doha", "Lusail", "doha"), weird),
    notes: weird,
  },
  { requiredKeys: [] },
);

const body = fc.oneof(
  fc.record({ customer, items: fc.array(item, { maxLength: 6 }) }, { requiredKeys: [] }),
  fc.record({ customer: fc.constant(validCustomer), items: fc.array(item, { maxLength: 4 }), total: weird, price: weird }),
  fc.jsonValue(),
  fc.anything({ maxDepth: 3 }),
);

/** Nested JSON text built as a string: JSON.stringify itself would overflow the stack. */
const deep = (n: number) => `${'{"a":'.repeat(n)}"x"${"}".repeat(n)}`;

describe.each(engines)("hostile input on %s", (engine) => {
  let t: TestDb;
  let app: ReturnType<typeof createApp>;
  let services: ReturnType<typeof testServices>;
  beforeAll(async () => {
    t = await createTestDb(engine);
    services = useFastAuth(testServices(t.db));
    app = createApp(services);
  });
  afterAll(async () => t.cleanup());

  async function checkStored(res: Response, sent: unknown) {
    const order = (await res.json()) as { id: string; total: number; items: { type: string; quantity: number }[] };
    const expected = order.items.reduce((sum, i) => sum + PRICE[i.type] * i.quantity, 0);
    const row = await t.db.kysely.selectFrom("orders").selectAll().where("id", "=", order.id).executeTakeFirstOrThrow();
    expect(row.final_total, JSON.stringify(sent)).toBe(expected);
    expect(row.total_amount).toBe(expected);
    for (const text of [row.customer_name, row.customer_address, row.customer_phone, row.customer_email, row.order_notes]) {
      expect(STORED_FORBIDDEN.test(text ?? ""), JSON.stringify(text)).toBe(false);
    }
  }

  it("answers generated bodies without a 5xx and stores only catalogue-priced orders", async () => {
    await fc.assert(
      fc.asyncProperty(body, async (b) => {
        let text: string;
        try {
          text = JSON.stringify(b) ?? "null";
        } catch {
          text = String(b);
        }
        const res = await postOrder(app, text);
        expect(ALLOWED.has(res.status), `${res.status} for ${text.slice(0, 300)}`).toBe(true);
        if (res.status === 201) await checkStored(res, b);
      }),
      { numRuns: RUNS },
    );
  }, 120_000);

  it("survives prototype-pollution keys, deep nesting, megabyte strings and odd content types", async () => {
    const cases: [string, Record<string, string>][] = [
      ['{"__proto__":{"isAdmin":true},"customer":{"__proto__":{"name":"x"}},"items":[]}', {}],
      ['{"constructor":{"prototype":{"polluted":1}}}', {}],
      [`{"customer":${JSON.stringify(validCustomer)},"items":[${deep(9000)}]}`, {}],
      [`{"customer":${deep(9000)},"items":[]}`, {}],
      [JSON.stringify({ customer: { ...validCustomer, name: "n".repeat(1024 * 1024) }, items: [] }), {}],
      ["\u0000\u0001\u0002", {}],
      ['{"customer":', {}],
      [JSON.stringify({ customer: validCustomer, items: [] }), { "content-type": "text/plain" }],
      [JSON.stringify({ customer: validCustomer, items: [] }), { "content-type": "multipart/form-data; boundary=x" }],
      [JSON.stringify({ customer: validCustomer, items: [] }), { "content-type": "application/json; charset=utf-16" }],
    ];
    for (const [text, headers] of cases) {
      const res = await postOrder(app, text, headers);
      expect(ALLOWED.has(res.status), `${res.status} for ${text.slice(0, 80)}`).toBe(true);
    }
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("refuses a name made only of invisible characters, and strips bidirectional marks from what is stored", async () => {
    for (const name of ["\u200b\u200b", "\u202e", " \u2066\u2069 ", "\u3164", "\u00ad\u200d"]) {
      const res = await postOrder(
        app,
        JSON.stringify({ customer: { ...validCustomer, name }, items: [{ type: "product", productId: "1", quantity: 1 }] }),
      );
      expect(res.status, JSON.stringify(name)).toBe(422);
      expect(((await res.json()) as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual(["customer.name"]);
    }
    const res = await postOrder(
      app,
      JSON.stringify({
        customer: {
          ...validCustomer,
          name: "Noor \u202eevil\u202c Ali",
          address: "Zone 66\u2067, Street 340\u2069",
          notes: "Ring\u200f twice",
        },
        items: [{ type: "product", productId: "1", quantity: 1 }],
      }),
    );
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const row = await t.db.kysely.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect([row.customer_name, row.customer_address, row.order_notes]).toEqual([
      "Noor evil Ali",
      "Zone 66, Street 340",
      "Ring twice",
    ]);
  });

  it("refuses control characters in every order field with 422 naming the field", async () => {
    for (const field of ["name", "email", "phone", "address", "notes"] as const) {
      const value = field === "email" ? "noor\u0000@example.qa" : `${validCustomer[field]}\u0000`;
      const res = await postOrder(
        app,
        JSON.stringify({
          customer: { ...validCustomer, [field]: value },
          items: [{ type: "product", productId: "1", quantity: 1 }],
        }),
      );
      expect(res.status, field).toBe(422);
      expect(((await res.json()) as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual([`customer.${field}`]);
    }
  });

  it("answers the sign-in, order ids and the search with 4xx for any text, never a 5xx", async () => {
    const headers = await signIn(app, services, "hostile-admin");
    const nul = await login(app, "own\u0000er", "whatever password");
    expect(nul.status).toBe(422);
    expect(((await nul.json()) as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual(["username"]);
    for (const path of [
      "/api/admin/orders/%00",
      "/api/admin/orders/abc%00def",
      "/api/admin/orders?q=%00",
      "/api/admin/orders?q=a%00b",
      "/api/admin/orders/export.csv?q=%01x",
    ]) {
      const res = await app.request(path, { headers });
      expect(res.status, path).toBe(422);
    }
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string(),
          taintedText,
          fc.constantFrom('"', "*", "NEAR(a b)", "a OR b", "-x", "(", "^", "doc:x", '""""', "%", "_", "\\"),
        ),
        async (q) => {
          const list = await app.request(`/api/admin/orders?q=${encodeURIComponent(q)}`, { headers });
          expect(list.status < 500, `${list.status} for ${JSON.stringify(q)}`).toBe(true);
          const one = await app.request(`/api/admin/orders/${encodeURIComponent(q) || "x"}`, { headers });
          expect(one.status < 500, `${one.status} for id ${JSON.stringify(q)}`).toBe(true);
          const signIn = await login(app, q || "x", "some password");
          expect(signIn.status < 500, `${signIn.status} for username ${JSON.stringify(q)}`).toBe(true);
        },
      ),
      { numRuns: Math.ceil(RUNS / 3) },
    );
  }, 120_000);
});
