// Reviews from real buyers (docs/decisions/045-reviews-from-buyers.md): an invitation per perfume of
// a delivered order (made once, when the order is first marked Delivered), at most one review per
// invitation, each shopper's "helpful" votes (one per browser), and the key that signs the links
// in the invitations. The key is made here, once per shop, so every process and every restart signs
// and checks with the same one and nobody has to configure it. Times are ISO instants.
import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("server_secrets")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .execute();
  await db
    .insertInto("server_secrets")
    .values({ name: "review-links", value: randomBytes(32).toString("base64url") })
    .execute();

  await db.schema
    .createTable("review_invitations")
    .addColumn("order_id", "text", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("product_id", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("review_invitations_pk", ["order_id", "product_id"])
    .execute();

  await db.schema
    .createTable("reviews")
    .addColumn("id", "text", (c) => c.primaryKey())
    // No foreign key: a review stays when staff delete its order.
    .addColumn("order_id", "text", (c) => c.notNull())
    .addColumn("product_id", "text", (c) => c.notNull())
    .addColumn("rating", "integer", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("author", "text", (c) => c.notNull().defaultTo(""))
    // The language the shopper wrote in ("en" or "ar"): the page marks it.
    .addColumn("language", "text", (c) => c.notNull())
    // A ReviewStatus (app/shared/reviews.ts): held, published, hidden.
    .addColumn("status", "text", (c) => c.notNull())
    // Why it was held: "words", "link" or "first-review"; null when published at once.
    .addColumn("held_for", "text")
    .addColumn("helpful", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("reply", "text")
    .addColumn("replied_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("published_at", "text")
    .execute();
  await db.schema.createIndex("reviews_order_product").unique().on("reviews").columns(["order_id", "product_id"]).execute();
  await db.schema.createIndex("reviews_product_status").on("reviews").columns(["product_id", "status"]).execute();
  await db.schema.createIndex("reviews_status_created").on("reviews").columns(["status", "created_at"]).execute();

  await db.schema
    .createTable("review_votes")
    .addColumn("review_id", "text", (c) => c.notNull().references("reviews.id").onDelete("cascade"))
    .addColumn("voter", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("review_votes_pk", ["review_id", "voter"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["review_votes", "reviews", "review_invitations", "server_secrets"]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
