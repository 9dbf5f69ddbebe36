// Reviews in the database (docs/decisions/045-reviews-from-buyers.md): invitations made when an
// order is first delivered, a buyer's review through a signed link, the storefront's published
// reviews and summaries (read with the catalogue), helpful votes, and what staff list and change.
import { randomUUID } from "node:crypto";
import { sql, type Kysely, type Selectable, type Transaction } from "kysely";
import type { AdminReview, ProductRating, ReviewFilters } from "../../app/admin/reviews/reviews-contract";
import { REVIEWS_PAGE_SIZE } from "../../app/admin/reviews/reviews-contract";
import {
  roundAverage,
  type HoldReason,
  type PublicReview,
  type RatingSummary,
  type ReviewLanguage,
  type ReviewStatus,
} from "../../app/shared/reviews";
import type { Db } from "../db/database";
import type { Database, ReviewsTable } from "../db/schema";
import { holdReason } from "./moderation";
import { reviewKey, verifyReview } from "./review-links";

type Executor = Kysely<Database> | Transaction<Database>;

/** The perfumes an order holds: its perfume lines and the perfumes inside its bundles and trios. */
async function orderProductIds(trx: Executor, orderId: string): Promise<string[]> {
  const items = await trx
    .selectFrom("order_items")
    .select(["item_type", "item_ref", "products"])
    .where("order_id", "=", orderId)
    .orderBy("position")
    .execute();
  const ids: string[] = [];
  for (const item of items) {
    if (item.item_type === "product" && item.item_ref) ids.push(item.item_ref);
    else if (item.products) {
      try {
        for (const p of JSON.parse(item.products) as { id?: unknown }[]) if (typeof p.id === "string") ids.push(p.id);
      } catch {
        // A line without readable contents invites for nothing.
      }
    }
  }
  return [...new Set(ids)];
}

/**
 * Invites the buyer to review each perfume of a delivered order, in the status change's
 * transaction. An order delivered again (after a mistaken change) invites for nothing new:
 * the count of invitations made now tells the caller whether to send the e-mail.
 */
export async function inviteForOrder(trx: Executor, orderId: string, at: string): Promise<number> {
  const ids = await orderProductIds(trx, orderId);
  if (ids.length === 0) return 0;
  const existing = new Set(
    (await trx.selectFrom("review_invitations").select("product_id").where("order_id", "=", orderId).execute()).map(
      (r) => r.product_id,
    ),
  );
  const fresh = ids.filter((id) => !existing.has(id));
  if (fresh.length === 0) return 0;
  await trx
    .insertInto("review_invitations")
    .values(fresh.map((product_id) => ({ order_id: orderId, product_id, created_at: at })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  return fresh.length;
}

export interface Invitation {
  productId: string;
  /** Already reviewed through this invitation. */
  reviewed: boolean;
}

/** An order's invitations, in the order's own order of lines. */
export async function invitationsFor(db: Db, orderId: string): Promise<Invitation[]> {
  const [rows, reviewed, ids] = await Promise.all([
    db.kysely.selectFrom("review_invitations").select("product_id").where("order_id", "=", orderId).execute(),
    db.kysely.selectFrom("reviews").select("product_id").where("order_id", "=", orderId).execute(),
    orderProductIds(db.kysely, orderId),
  ]);
  const invited = new Set(rows.map((r) => r.product_id));
  const done = new Set(reviewed.map((r) => r.product_id));
  return ids.filter((id) => invited.has(id)).map((productId) => ({ productId, reviewed: done.has(productId) }));
}

export type LinkCheck = { kind: "invalid" } | { kind: "reviewed" } | { kind: "open" };

/** What a signed link allows: nothing (tampered, or no such invitation), nothing more (reviewed), or a review. */
export async function checkLink(db: Db, orderId: string, productId: string, signature: string): Promise<LinkCheck> {
  if (!verifyReview(await reviewKey(db), orderId, productId, signature)) return { kind: "invalid" };
  const invitation = await db.kysely
    .selectFrom("review_invitations")
    .select("product_id")
    .where("order_id", "=", orderId)
    .where("product_id", "=", productId)
    .executeTakeFirst();
  if (!invitation) return { kind: "invalid" };
  const review = await db.kysely
    .selectFrom("reviews")
    .select("id")
    .where("order_id", "=", orderId)
    .where("product_id", "=", productId)
    .executeTakeFirst();
  return review ? { kind: "reviewed" } : { kind: "open" };
}

export interface NewReview {
  order: string;
  product: string;
  signature: string;
  rating: number;
  body: string;
  author: string;
  language: ReviewLanguage;
}

export type SubmitResult =
  | { kind: "invalid-link" }
  | { kind: "already-reviewed" }
  | { kind: "created"; id: string; status: ReviewStatus; heldFor: HoldReason | null };

export async function submitReview(db: Db, input: NewReview, now = new Date()): Promise<SubmitResult> {
  const link = await checkLink(db, input.order, input.product, input.signature);
  if (link.kind === "invalid") return { kind: "invalid-link" };
  if (link.kind === "reviewed") return { kind: "already-reviewed" };
  const heldFor = holdReason(input.body, input.author);
  const status: ReviewStatus = heldFor ? "held" : "published";
  const at = now.toISOString();
  const id = randomUUID();
  const inserted = await db.kysely
    .insertInto("reviews")
    .values({
      id,
      order_id: input.order,
      product_id: input.product,
      rating: input.rating,
      body: input.body,
      author: input.author,
      language: input.language,
      status,
      held_for: heldFor,
      reply: null,
      replied_at: null,
      created_at: at,
      published_at: status === "published" ? at : null,
    })
    // Two sends of one form at once: the unique (order, product) index keeps one.
    .onConflict((oc) => oc.columns(["order_id", "product_id"]).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return { kind: "already-reviewed" };
  return { kind: "created", id, status, heldFor };
}

/** Every perfume's published reviews in short, read with the catalogue (server/catalogue/catalogue.ts). */
export async function ratingSummaries(db: Db): Promise<Map<string, RatingSummary>> {
  const rows = await db.kysely
    .selectFrom("reviews")
    .select((eb) => [
      "product_id",
      eb.fn.countAll<number | string>().as("count"),
      eb.fn.avg<number | string>("rating").as("average"),
    ])
    .where("status", "=", "published")
    .groupBy("product_id")
    .execute();
  return new Map(rows.map((r) => [r.product_id, { average: roundAverage(Number(r.average)), count: Number(r.count) }]));
}

const toPublic = (r: Selectable<ReviewsTable>): PublicReview => ({
  id: r.id,
  rating: r.rating,
  body: r.body,
  author: r.author,
  language: r.language === "ar" ? "ar" : "en",
  verified: true,
  helpful: r.helpful,
  createdAt: r.published_at ?? r.created_at,
  reply: r.reply,
});

/** The product page's reviews: published ones, newest first (the page also sorts by helpful votes). */
export async function publishedReviews(db: Db, productId: string, limit = 50): Promise<PublicReview[]> {
  const rows = await db.kysely
    .selectFrom("reviews")
    .selectAll()
    .where("product_id", "=", productId)
    .where("status", "=", "published")
    .orderBy("published_at", "desc")
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map(toPublic);
}

/**
 * One browser's "helpful" vote: counted once per review and browser id; a second vote from the
 * same browser changes nothing. Null when the review is not published (or not there).
 */
/**
 * One "helpful" vote per voter: `voters` are the identities of the one asking, the signed-in
 * account's first when there is one, then the browser's (server/reviews/voter-cookie.ts). It counts
 * only when none of them voted for this review before, and is kept under each of them, so a browser
 * that voted signed in does not vote again signed out, nor an account from another browser.
 */
export async function voteHelpful(
  db: Db,
  reviewId: string,
  voters: [string, ...string[]],
  now = new Date(),
): Promise<{ helpful: number; counted: boolean } | null> {
  return db.kysely.transaction().execute(async (trx) => {
    const review = await trx.selectFrom("reviews").select("status").where("id", "=", reviewId).executeTakeFirst();
    if (!review || review.status !== "published") return null;
    const earlier = await trx
      .selectFrom("review_votes")
      .select("voter")
      .where("review_id", "=", reviewId)
      .where("voter", "in", voters)
      .executeTakeFirst();
    let counted = false;
    if (!earlier) {
      // The first identity's row decides: of simultaneous votes by one voter, one inserts it.
      const [first, ...others] = voters;
      const added = await trx
        .insertInto("review_votes")
        .values({ review_id: reviewId, voter: first, created_at: now.toISOString() })
        .onConflict((oc) => oc.columns(["review_id", "voter"]).doNothing())
        .executeTakeFirst();
      counted = Number(added.numInsertedOrUpdatedRows ?? 0) > 0;
      if (counted && others.length > 0)
        await trx
          .insertInto("review_votes")
          .values(others.map((voter) => ({ review_id: reviewId, voter, created_at: now.toISOString() })))
          .onConflict((oc) => oc.columns(["review_id", "voter"]).doNothing())
          .execute();
    } else {
      // Known under one identity: the others are remembered as the same voter.
      await trx
        .insertInto("review_votes")
        .values(voters.map((voter) => ({ review_id: reviewId, voter, created_at: now.toISOString() })))
        .onConflict((oc) => oc.columns(["review_id", "voter"]).doNothing())
        .execute();
    }
    if (counted) {
      await trx
        .updateTable("reviews")
        .set((eb) => ({ helpful: eb("helpful", "+", 1) }))
        .where("id", "=", reviewId)
        .execute();
    }
    const after = await trx.selectFrom("reviews").select("helpful").where("id", "=", reviewId).executeTakeFirstOrThrow();
    return { helpful: after.helpful, counted };
  });
}

// ---- Staff ----

function toAdmin(
  r: Selectable<ReviewsTable> & { product_name: string | null; order_number: number | null | undefined },
): AdminReview {
  return {
    id: r.id,
    productId: r.product_id,
    productName: r.product_name ?? r.product_id,
    orderId: r.order_id,
    orderNumber: r.order_number ?? null,
    rating: r.rating,
    body: r.body,
    author: r.author,
    language: r.language === "ar" ? "ar" : "en",
    status: r.status,
    heldFor: (r.held_for as HoldReason | null) ?? null,
    helpful: r.helpful,
    reply: r.reply,
    repliedAt: r.replied_at,
    createdAt: r.created_at,
    publishedAt: r.published_at,
  };
}

const adminSelect = (k: Executor) =>
  k
    .selectFrom("reviews")
    .leftJoin("products", "products.id", "reviews.product_id")
    .leftJoin("orders", "orders.id", "reviews.order_id")
    .selectAll("reviews")
    .select(["products.name as product_name", "orders.number as order_number"]);

async function findAdminReview(k: Executor, id: string): Promise<AdminReview | null> {
  const row = await adminSelect(k).where("reviews.id", "=", id).executeTakeFirst();
  return row ? toAdmin(row) : null;
}

export async function listReviews(db: Db, filters: ReviewFilters & { page: number }) {
  let query = adminSelect(db.kysely);
  let count = db.kysely.selectFrom("reviews").select((eb) => eb.fn.countAll<number | string>().as("n"));
  if (filters.status) {
    query = query.where("reviews.status", "=", filters.status);
    count = count.where("status", "=", filters.status);
  }
  if (filters.product) {
    query = query.where("reviews.product_id", "=", filters.product);
    count = count.where("product_id", "=", filters.product);
  }
  if (filters.rating) {
    query = query.where("reviews.rating", "=", Number(filters.rating));
    count = count.where("rating", "=", Number(filters.rating));
  }
  const page = Number(filters.page);
  const [rows, total, held] = await Promise.all([
    query
      .orderBy("reviews.created_at", "desc")
      .orderBy("reviews.id")
      .limit(REVIEWS_PAGE_SIZE)
      .offset((page - 1) * REVIEWS_PAGE_SIZE)
      .execute(),
    count.executeTakeFirstOrThrow(),
    db.kysely
      .selectFrom("reviews")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("status", "=", "held")
      .executeTakeFirstOrThrow(),
  ]);
  return { reviews: rows.map(toAdmin), total: Number(total.n), page, pageSize: REVIEWS_PAGE_SIZE, held: Number(held.n) };
}

/** Publishes, hides or answers a review in the caller's transaction: the row before and after, or null. */
export async function changeReview(
  trx: Executor,
  id: string,
  change: { status?: "published" | "hidden"; reply?: string },
  now = new Date(),
): Promise<{ before: AdminReview; after: AdminReview } | null> {
  const before = await findAdminReview(trx, id);
  if (!before) return null;
  const at = now.toISOString();
  const set: { status?: ReviewStatus; published_at?: string; reply?: string | null; replied_at?: string | null } = {};
  if (change.status && change.status !== before.status) {
    set.status = change.status;
    if (change.status === "published" && !before.publishedAt) set.published_at = at;
  }
  if (change.reply !== undefined && change.reply !== (before.reply ?? "")) {
    set.reply = change.reply || null;
    set.replied_at = change.reply ? at : null;
  }
  if (Object.keys(set).length === 0) return { before, after: before };
  await trx.updateTable("reviews").set(set).where("id", "=", id).execute();
  return { before, after: (await findAdminReview(trx, id))! };
}

/** The analytics table: each perfume with reviews, its published average and count, stars and held ones. */
export async function ratingsByProduct(db: Db): Promise<ProductRating[]> {
  const star = (n: number) =>
    sql<number | string>`sum(case when reviews.status = 'published' and reviews.rating = ${n} then 1 else 0 end)`;
  const rows = await db.kysely
    .selectFrom("reviews")
    .leftJoin("products", "products.id", "reviews.product_id")
    .select([
      "reviews.product_id",
      sql<string | null>`max(products.name)`.as("product_name"),
      sql<number | string | null>`avg(case when reviews.status = 'published' then reviews.rating end)`.as("average"),
      sql<number | string>`sum(case when reviews.status = 'published' then 1 else 0 end)`.as("count"),
      sql<number | string>`sum(case when reviews.status = 'held' then 1 else 0 end)`.as("held"),
      star(1).as("s1"),
      star(2).as("s2"),
      star(3).as("s3"),
      star(4).as("s4"),
      star(5).as("s5"),
    ])
    .groupBy("reviews.product_id")
    .execute();
  return rows
    .map((r) => ({
      productId: r.product_id,
      productName: r.product_name ?? r.product_id,
      average: r.average === null ? 0 : roundAverage(Number(r.average)),
      count: Number(r.count),
      stars: [Number(r.s1), Number(r.s2), Number(r.s3), Number(r.s4), Number(r.s5)] as ProductRating["stars"],
      held: Number(r.held),
    }))
    .sort((a, b) => b.count - a.count || b.average - a.average || a.productName.localeCompare(b.productName));
}
