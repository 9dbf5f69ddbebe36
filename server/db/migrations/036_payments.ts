// Online payments (docs/decisions/040). `payments`: one row per attempt to pay an order online,
// its state as the state machine (app/shared/payments/state.ts) last moved it, amounts in dirhams.
// `payment_events`: every verified webhook event, once, keyed by the provider's event id, so a
// duplicate or a replayed delivery is refused by the key itself inside the transaction applying it.
// `sandbox_charges` and `sandbox_webhooks`: the local sandbox provider's own charges and its durable
// queue of signed webhooks (server/payments/sandbox.ts); nothing else reads them.
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("payments")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("order_id", "text", (c) => c.notNull())
    .addColumn("provider", "text", (c) => c.notNull())
    // Null until the provider has answered the create request.
    .addColumn("provider_ref", "text")
    .addColumn("state", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("refunded", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("url", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addUniqueConstraint("payments_provider_ref", ["provider", "provider_ref"])
    .execute();
  await db.schema.createIndex("payments_by_order").on("payments").columns(["order_id", "created_at"]).execute();

  await db.schema
    .createTable("payment_events")
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("event_id", "text", (c) => c.notNull())
    .addColumn("payment_id", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("amount", "integer", (c) => c.notNull())
    // "applied", "ignored" (the state machine had no move for it) or "over-refund".
    .addColumn("outcome", "text", (c) => c.notNull())
    .addColumn("state_after", "text", (c) => c.notNull())
    .addColumn("received_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("payment_events_pk", ["provider", "event_id"])
    .execute();
  await db.schema.createIndex("payment_events_by_payment").on("payment_events").columns(["payment_id", "received_at"]).execute();

  await db.schema
    .createTable("sandbox_charges")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("reference", "text", (c) => c.notNull().unique())
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("return_url", "text", (c) => c.notNull())
    .addColumn("webhook_url", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("refunded", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("sandbox_webhooks")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("claimed_until", "text")
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("delivered_at", "text")
    .addColumn("last_error", "text")
    .execute();
  await db.schema
    .createIndex("sandbox_webhooks_due")
    .on("sandbox_webhooks")
    .columns(["delivered_at", "next_attempt_at"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("sandbox_webhooks").execute();
  await db.schema.dropTable("sandbox_charges").execute();
  await db.schema.dropTable("payment_events").execute();
  await db.schema.dropTable("payments").execute();
}
