// Property-based hostile input for POST /api/orders: generated bodies of every shape must get a
// 2xx/4xx answer (never 5xx), and any order that is stored must carry the catalogue's totals.
// HOSTILE_RUNS makes the run longer.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../server/app";
import { createTestDb, testServices, type TestDb } from "./support/test-db";
import { postOrder, validCustomer } from "./support/orders";

const RUNS = Number(process.env.HOSTILE_RUNS ?? 300);
const ALLOWED = new Set([201, 400, 413, 415, 422]);
const PRICE: Record<string, number> = { product: 8500, bundle: 20000, "custom-trio": 20000 };

const weird = fc.oneof(
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
    name: fc.oneof(fc.constant(validCustomer.name), weird),
    email: fc.oneof(fc.constant(validCustomer.email), weird),
    phone: fc.oneof(fc.constantFrom("+974 5555 1234", "66123456", "٥٥٥٥١٢٣٤"), weird),
    address: fc.oneof(fc.constant(validCustomer.address), weird),
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

describe("hostile input to POST /api/orders", () => {
  let t: TestDb;
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    t = await createTestDb("sqlite");
    app = createApp(testServices(t.db));
  });
  afterAll(async () => t.cleanup());

  async function checkStored(res: Response, sent: unknown) {
    const order = (await res.json()) as { id: string; total: number; items: { type: string; quantity: number }[] };
    const expected = order.items.reduce((sum, i) => sum + PRICE[i.type] * i.quantity, 0);
    const row = await t.db.kysely.selectFrom("orders").selectAll().where("id", "=", order.id).executeTakeFirstOrThrow();
    expect(row.final_total, JSON.stringify(sent)).toBe(expected);
    expect(row.total_amount).toBe(expected);
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
});
