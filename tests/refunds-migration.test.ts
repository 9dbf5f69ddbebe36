// Migration 056 on a shop that predates it, on both engines: a payment the provider refunded more of
// than the shop's own refunds add up to (a refund made on the provider's dashboard) counts it in what
// was asked back, so what is left to refund drops; a payment without one is left alone; a return's
// lines keep what they were worth when asked for (docs/decisions/050-returns.md, 040).
import { Migrator } from "kysely";
import { describe, expect, it } from "vitest";
import { migrateToLatest, migrationList } from "../server/db/migrate";
import { createTestDb, engines } from "./support/test-db";

describe.each(engines)("refunds recorded before migration 056 on %s", (engine) => {
  it("counts the provider's own refunds in what was asked back, and prices old return lines as asked", async () => {
    const t = await createTestDb(engine, { migrate: false, ownDatabase: true });
    try {
      const migrator = new Migrator({
        db: t.db.kysely,
        provider: { getMigrations: async () => migrationList() },
        ...(t.db.schema ? { migrationTableSchema: t.db.schema } : {}),
      });
      expect((await migrator.migrateTo("053_daily_totals_at_commit")).error).toBeUndefined();
      const at = "2026-11-20T10:00:00.000Z";
      const payment = (id: string, refunded: number, requested: number) => ({
        id,
        order_id: `order-${id}`,
        provider: "sandbox",
        provider_ref: `sbx_${id}`,
        state: "partially_refunded",
        amount: 10_000,
        currency: "QAR",
        refunded,
        refund_requested: requested,
        url: null,
        created_at: at,
        updated_at: at,
      });
      const refund = (id: string, paymentId: string, amount: number, status: "requested" | "refunded") => ({
        id,
        payment_id: paymentId,
        order_id: `order-${paymentId}`,
        amount,
        reason: "Returned",
        status,
        provider_ref: null,
        requested_by: "owner",
        created_at: at,
        updated_at: at,
      });
      // "a": 1,000 asked and confirmed, 500 asked and awaited, 2,000 refunded on the dashboard.
      // "b": 1,000 asked and confirmed, 500 awaited, nothing else.
      await t.db.kysely
        .insertInto("payments")
        .values([payment("a", 3_000, 1_500), payment("b", 1_000, 1_500)])
        .execute();
      await t.db.kysely
        .insertInto("refunds")
        .values([
          refund("rf_a1", "a", 1_000, "refunded"),
          refund("rf_a2", "a", 500, "requested"),
          refund("rf_b1", "b", 1_000, "refunded"),
          refund("rf_b2", "b", 500, "requested"),
        ])
        .execute();
      await t.db.kysely
        .insertInto("returns")
        .values({
          id: "ret-1",
          order_id: "order-a",
          order_number: 1001,
          status: "received",
          reason: "changed_mind",
          refund_choice: "cash",
          message: null,
          driver_id: null,
          pickup_day: null,
          refund_kind: null,
          refund_amount: null,
          refund_ref: null,
          refund_day: null,
          refunded_by: null,
          refunded_at: null,
          created_at: at,
          updated_at: at,
        })
        .execute();
      await t.db.kysely
        .insertInto("return_lines")
        .values({
          return_id: "ret-1",
          line: 0,
          product_id: "1",
          name: "Oud",
          unit_price: 8_500,
          quantity: 2,
          received: null,
          damaged: null,
          // Not a column yet: the insert names only the columns of before.
        } as never)
        .execute();

      await migrateToLatest(t.db);
      const rows = await t.db.kysely.selectFrom("payments").select(["id", "refund_requested"]).orderBy("id").execute();
      expect(rows).toEqual([
        { id: "a", refund_requested: 3_500 },
        { id: "b", refund_requested: 1_500 },
      ]);
      const line = await t.db.kysely.selectFrom("return_lines").select("paid").executeTakeFirstOrThrow();
      expect(Number(line.paid)).toBe(17_000);
    } finally {
      await t.cleanup();
    }
  });
});
