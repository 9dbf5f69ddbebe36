// The property every order transition keeps, on both engines: whatever sequence of payments
// (declined, paid, paid late), shopper choices (try again, pay on delivery instead), staff changes
// (any status, switch to cash, delete) three competing online orders go through, what they hold
// always balances (server/orders/holds.ts): the stock taken is exactly the held orders' units, a
// code's counted uses are the held orders' and never above its limit, the store credit spent is the
// held orders' and the balance never below zero.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import type { AppServices } from "../server/services";
import type { PromotionDetail } from "../app/admin/promotions/promotions-contract";
import { STAFF_SETTABLE_STATUSES } from "../app/shared/order";
import { toE164 } from "../app/shared/phone";
import { issueStoreCredit, storeCreditBalance } from "../server/store-credit/ledger";
import { createTestDb, engines, type TestDb } from "./support/test-db";
import { sandboxShop } from "./support/sandbox-shop";

type Shop = Awaited<ReturnType<typeof sandboxShop>>;
import { orderBody, postOrder, validCustomer } from "./support/orders";
import { signInShopper } from "./support/shopper";

const PRODUCT = "2";
const ORDERS = 3;
const CODE_LIMIT = 2;
const CREDIT_EACH = 1000;

type Step =
  | { kind: "decline" | "pay" | "late-paid" | "retry" | "cash" | "switch" | "delete"; order: number }
  | { kind: "status"; order: number; status: (typeof STAFF_SETTABLE_STATUSES)[number] };

const order = fc.integer({ min: 0, max: ORDERS - 1 });
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constantFrom("decline", "pay", "late-paid", "retry", "cash", "switch", "delete" as const), order }),
  fc.record({ kind: fc.constant("status" as const), order, status: fc.constantFrom(...STAFF_SETTABLE_STATUSES) }),
);

describe.each(engines)("order transitions on %s", (engine) => {
  let t: TestDb;
  let services: AppServices;
  let app: Shop["app"];
  let sandbox: Shop["sandbox"];
  let admin: Shop["admin"];
  let captured: Shop["captured"];
  let run = 0;

  beforeAll(async () => {
    t = await createTestDb(engine);
    ({ services, app, sandbox, admin, captured } = await sandboxShop(t.db, { TRUST_PROXY: "true" }));
  });
  afterAll(async () => t.cleanup());

  it("stock, code uses and store credit always balance with what the orders hold", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
        run++;
        // A world of its own per run: a fresh phone, a fresh code, the stock set anew.
        const phone = `+974 5588 ${String(1000 + run)}`;
        const e164 = toE164(phone)!;
        // From an address of its own: the sign-in limits count per address.
        const cookie = await signInShopper(app, t.db, phone, { "x-forwarded-for": `198.51.100.${run % 250}` });
        await t.db.kysely.transaction().execute((trx) =>
          issueStoreCredit(trx, {
            phone: e164,
            amount: CREDIT_EACH * 2 + 500,
            reason: null,
            source: { kind: "staff", staffId: "owner" },
            at: new Date(),
          }),
        );
        const creditStart = (await storeCreditBalance(t.db.kysely, e164, new Date())).balance;
        const code = `PROP${run}`;
        const promo = await admin("POST", "/api/admin/promotions", {
          name: { en: `Prop ${run}`, ar: `عرض ${run}` },
          type: "percentage",
          value: 10,
          automatic: false,
          codes: [code],
          usageLimit: CODE_LIMIT,
        });
        expect(promo.status).toBe(201);
        const promotionId = ((await promo.json()) as PromotionDetail).id;
        await t.db.kysely.updateTable("product_variants").set({ stock: 5 }).where("product_id", "=", PRODUCT).execute();
        services.catalogue.invalidate();
        const stockStart = 5;

        const orders: { id: string; orderNumber: number; quantity: number; charge: string | null; deleted: boolean }[] = [];
        for (let i = 0; i < ORDERS; i++) {
          const quantity = i + 1;
          const res = await postOrder(
            app,
            orderBody({
              customer: { ...validCustomer, phone },
              items: [{ type: "product", productId: PRODUCT, quantity }],
              paymentMethod: "Pay Online",
              storeCredit: CREDIT_EACH,
              code,
            }),
            { cookie },
          );
          // Placing is guarded as before; what is placed is what the steps play with.
          if (res.status !== 201) continue;
          const body = (await res.json()) as { id: string; orderNumber: number; payment?: { url: string } };
          orders.push({
            id: body.id,
            orderNumber: body.orderNumber,
            quantity,
            charge: body.payment ? new URL(body.payment.url).pathname.split("/").at(-1)! : null,
            deleted: false,
          });
        }

        let event = 0;
        for (const s of steps) {
          const o = orders[s.order % Math.max(orders.length, 1)];
          if (!o || o.deleted) continue;
          const ask = (what: string) =>
            app.request(`/api/orders/payment/${what}`, {
              method: "POST",
              headers: { "content-type": "application/json" },
              body: JSON.stringify({ orderNumber: o.orderNumber, orderId: o.id }),
            });
          switch (s.kind) {
            case "decline":
            case "pay":
              if (o.charge) {
                await sandbox.payWithCard(o.charge, s.kind === "pay" ? "4242424242424242" : "4000000000000002");
                await sandbox.deliverDue();
              }
              break;
            case "late-paid": {
              if (o.charge) await captured(o.charge, `evt_prop_${run}_${++event}`);
              break;
            }
            case "retry": {
              const res = await ask("retry");
              if (res.status === 201) {
                const { payment } = (await res.json()) as { payment: { url: string } };
                o.charge = new URL(payment.url).pathname.split("/").at(-1)!;
              }
              break;
            }
            case "cash":
              await ask("cash");
              break;
            case "switch":
              await admin("POST", `/api/admin/orders/${o.id}/cash-on-delivery`, {});
              break;
            case "status":
              await admin(
                "PATCH",
                `/api/admin/orders/${o.id}/status`,
                s.status === "Cancelled" ? { status: s.status, reason: "customer" } : { status: s.status },
              );
              break;
            case "delete":
              if ((await admin("DELETE", `/api/admin/orders/${o.id}`)).status === 204) o.deleted = true;
              break;
          }
        }

        const ids = orders.filter((o) => !o.deleted).map((o) => o.id);
        const rows = ids.length
          ? await t.db.kysely.selectFrom("orders").select(["id", "held", "store_credit"]).where("id", "in", ids).execute()
          : [];
        const held = rows.filter((r) => Number(r.held) === 1);
        const heldIds = new Set(held.map((r) => r.id));
        const stock = (
          await t.db.kysely
            .selectFrom("product_variants")
            .select("stock")
            .where("product_id", "=", PRODUCT)
            .executeTakeFirstOrThrow()
        ).stock!;
        const heldUnits = orders.filter((o) => heldIds.has(o.id)).reduce((n, o) => n + o.quantity, 0);
        expect(stock).toBeGreaterThanOrEqual(0);
        expect(stock).toBe(stockStart - heldUnits);
        const uses = await t.db.kysely
          .selectFrom("order_promotions")
          .select("order_id")
          .where("promotion_id", "=", promotionId)
          .where("counted", "=", 1)
          .execute();
        expect(uses.length).toBeLessThanOrEqual(CODE_LIMIT);
        expect(new Set(uses.map((u) => u.order_id))).toEqual(
          new Set(
            (
              await t.db.kysely
                .selectFrom("order_promotions")
                .select("order_id")
                .where("promotion_id", "=", promotionId)
                .where("order_id", "in", [...heldIds, ""])
                .execute()
            ).map((u) => u.order_id),
          ),
        );
        const balance = (await storeCreditBalance(t.db.kysely, e164, new Date())).balance;
        expect(balance).toBeGreaterThanOrEqual(0);
        expect(balance).toBe(creditStart - held.reduce((n, r) => n + Number(r.store_credit ?? 0), 0));
      }),
      { numRuns: 20 },
    );
  }, 240_000);
});
