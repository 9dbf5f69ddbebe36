// The admin side of online payments (docs/decisions/040, "The admin"):
// - `refunds`: each refund the owner asked for, with its reason and who asked, before the provider
//   answers; `payments.refund_requested` is what those refunds add up to (failed ones given back),
//   moved by one conditional UPDATE so that two refunds at once can never ask for more than was paid.
// - `orders.payment_state` and `orders.payment_ref`: the order's online payment as the payments
//   table last left it, kept by triggers, so that the order list filters by payment on an index
//   (`orders_payment_created_idx`) at a million orders and the CSV reads it without a join. Null: no
//   online payment (cash or card on delivery). A later attempt that fails never hides one that took
//   money.
// - `payment_events_by_time`: the Card payments view adds up paid and refunded events per day.
import { PostgresAdapter, sql, type Kysely } from "kysely";

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** The states in which money was taken: an attempt in one of them is the order's payment. */
const TAKEN = "('paid', 'partially_refunded', 'refunded')";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("refunds")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("payment_id", "text", (c) => c.notNull())
    .addColumn("order_id", "text", (c) => c.notNull())
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("reason", "text", (c) => c.notNull())
    // "requested" (the provider took it; its webhook moves payments.refunded) or "failed".
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("provider_ref", "text")
    .addColumn("requested_by", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("refunds_by_order").on("refunds").columns(["order_id", "created_at"]).execute();

  await db.schema
    .alterTable("payments")
    .addColumn("refund_requested", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update payments set refund_requested = refunded`.execute(db);

  await db.schema.alterTable("orders").addColumn("payment_state", "text").execute();
  await db.schema.alterTable("orders").addColumn("payment_ref", "text").execute();
  await db.schema.createIndex("orders_payment_created_idx").on("orders").columns(["payment_state", "created_at", "id"]).execute();
  await db.schema.createIndex("payment_events_by_time").on("payment_events").columns(["received_at"]).execute();

  // An insert or a change of state or reference on an attempt is the order's, unless the order
  // already has an attempt that took money and this one did not.
  const follows = (row: string) =>
    `update orders set payment_state = ${row}.state, payment_ref = ${row}.provider_ref
     where id = ${row}.order_id and (payment_state is null or payment_state not in ${TAKEN} or ${row}.state in ${TAKEN})`;
  if (isPostgres(db)) {
    await sql
      .raw(
        `create function payments_order_state() returns trigger language plpgsql as $$
         begin ${follows("new")}; return null; end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger payments_order_state after insert or update of state, provider_ref on payments
         for each row execute function payments_order_state()`,
      )
      .execute(db);
  } else {
    await sql.raw(`create trigger payments_order_state_insert after insert on payments begin ${follows("new")}; end`).execute(db);
    await sql
      .raw(
        `create trigger payments_order_state_update after update of state, provider_ref on payments begin ${follows("new")}; end`,
      )
      .execute(db);
  }
  // Orders placed before: their newest attempt that took money, else their newest attempt.
  await sql
    .raw(
      `update orders set
         payment_state = (select p.state from payments p where p.order_id = orders.id
                          order by case when p.state in ${TAKEN} then 0 else 1 end, p.created_at desc, p.id desc limit 1),
         payment_ref = (select p.provider_ref from payments p where p.order_id = orders.id
                        order by case when p.state in ${TAKEN} then 0 else 1 end, p.created_at desc, p.id desc limit 1)
       where exists (select 1 from payments p where p.order_id = orders.id)`,
    )
    .execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger if exists payments_order_state on payments`.execute(db);
    await sql`drop function if exists payments_order_state()`.execute(db);
  } else {
    await sql`drop trigger if exists payments_order_state_insert`.execute(db);
    await sql`drop trigger if exists payments_order_state_update`.execute(db);
  }
  await db.schema.dropIndex("payment_events_by_time").execute();
  await db.schema.dropIndex("orders_payment_created_idx").execute();
  await db.schema.alterTable("orders").dropColumn("payment_ref").execute();
  await db.schema.alterTable("orders").dropColumn("payment_state").execute();
  await db.schema.alterTable("payments").dropColumn("refund_requested").execute();
  await db.schema.dropTable("refunds").execute();
}
