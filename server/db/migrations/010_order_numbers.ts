// Order numbers people can say over the phone (docs/decisions/020): every order gets a
// positive integer, unique, increasing, from the shop's start (1001 unless the owner sets another
// before the first order). Existing orders are numbered in creation order. New orders are numbered
// by the database as they are stored: on SQLite by a trigger (the write thread stores orders one
// at a time, so the numbers follow the commits), on PostgreSQL by a sequence (unique across every
// process; a rolled-back order leaves a gap).
import { PostgresAdapter, sql, type Kysely } from "kysely";

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;
/** As app/shared/order.ts DEFAULT_FIRST_ORDER_NUMBER then; a migration keeps its own figures. */
const FIRST_ORDER_NUMBER = 1001;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("orders").addColumn("number", "integer").execute();
  await sql`
    update orders set number = numbered.n + ${FIRST_ORDER_NUMBER - 1}
    from (select id, row_number() over (order by created_at, id) as n from orders) as numbered
    where orders.id = numbered.id`.execute(db);
  await db.schema.createIndex("orders_number_idx").on("orders").column("number").unique().execute();
  await db
    .insertInto("shop_settings")
    .values({ key: "orderNumberStart", value: String(FIRST_ORDER_NUMBER) })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();

  if (isPostgres(db)) {
    const { rows } = await sql<{
      next: number;
    }>`select coalesce(max(number) + 1, ${FIRST_ORDER_NUMBER}) as next from orders`.execute(db);
    await sql.raw(`create sequence order_number_seq start with ${Number(rows[0].next)}`).execute(db);
    await sql`alter table orders alter column number set default nextval('order_number_seq')`.execute(db);
  } else {
    // The next number: one past the highest, or the shop's start for its first order.
    await sql`
      create trigger orders_number after insert on orders when new.number is null
      begin
        update orders set number = coalesce(
          (select max(number) + 1 from orders),
          (select cast(value as integer) from shop_settings where key = 'orderNumberStart'),
          ${sql.raw(String(FIRST_ORDER_NUMBER))})
        where id = new.id;
      end`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table orders alter column number drop default`.execute(db);
    await sql`drop sequence order_number_seq`.execute(db);
  } else {
    await sql`drop trigger orders_number`.execute(db);
  }
  await db.schema.dropIndex("orders_number_idx").execute();
  await db.schema.alterTable("orders").dropColumn("number").execute();
  await db.deleteFrom("shop_settings").where("key", "=", "orderNumberStart").execute();
}
