// "Tell me when it is back" (docs/decisions/048-wishlist-and-back-in-stock.md). A shopper asks
// about one sold-out size; when that size can be bought again (its stock above 0, or no longer
// counted), each waiting request is claimed and answered with one message through the outbox, in
// the language it was asked in, with the product's link.
//
// Every path that raises stock calls `releaseBackInStock` in its own transaction: the admin's
// catalogue edits (server/api/admin/products.ts) and stock given back by a cancelled, deleted or
// failed order (server/orders/stock.ts `giveBackStock`). The claim is one UPDATE … WHERE sent_at
// IS NULL … RETURNING: on PostgreSQL a second, simultaneous restock waits on the first one's row
// locks and then finds the rows sent; on SQLite writes are serial. Either way a request is
// claimed, and its message enqueued, exactly once, and only if the restock's transaction commits.
import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Recipient } from "../../app/shared/account";
import type { Db } from "../db/database";
import type { Database } from "../db/schema";
import { accountMessage, enqueue, type MessageChannel } from "../mail/outbox";
import type { BackInStockBody } from "../messages/account-messages";

type Executor = Kysely<Database> | Transaction<Database>;

export interface BackInStockRequest {
  variantId: string;
  recipient: Recipient;
  language: "en" | "ar";
  accountId: string | null;
  /** The product page's address, without the language prefix: "https://shop.qa" and its slug. */
  origin: string;
}

export type BackInStockOutcome =
  /** Stored (or already waiting: asking twice is one request). */
  | { kind: "waiting" }
  | { kind: "no-such-size" }
  /** The size can be bought now: nothing to wait for. */
  | { kind: "in-stock" };

const channelOf = (recipient: Recipient): { channel: MessageChannel; address: string } =>
  "phone" in recipient ? { channel: "phone", address: recipient.phone } : { channel: "email", address: recipient.email };

export async function requestBackInStock(db: Db, request: BackInStockRequest, now: Date): Promise<BackInStockOutcome> {
  const variant = await db.kysely
    .selectFrom("product_variants")
    .innerJoin("products", "products.id", "product_variants.product_id")
    .select(["product_variants.id", "product_variants.product_id", "product_variants.stock", "products.slug"])
    .where("product_variants.id", "=", request.variantId)
    .where("product_variants.active", "=", 1)
    .where("products.active", "=", 1)
    .executeTakeFirst();
  if (!variant) return { kind: "no-such-size" };
  if (variant.stock === null || variant.stock > 0) return { kind: "in-stock" };
  const { channel, address } = channelOf(request.recipient);
  const path = `/product/${encodeURIComponent(variant.slug)}`;
  await db.kysely
    .insertInto("back_in_stock_requests")
    .values({
      id: randomUUID(),
      variant_id: variant.id,
      product_id: variant.product_id,
      channel,
      recipient: address,
      account_id: request.accountId,
      language: request.language,
      product_url: `${request.origin}${request.language === "ar" ? `/ar${path}` : path}`,
      created_at: now.toISOString(),
      sent_at: null,
    })
    // One waiting request per size and recipient (the partial unique index of migration 048).
    .onConflict((oc) => oc.columns(["variant_id", "channel", "recipient"]).where("sent_at", "is", null).doNothing())
    .execute();
  return { kind: "waiting" };
}

/**
 * Claims the waiting requests for sizes that can be bought again (among `variantIds`, or all) and
 * enqueues one message for each, in the caller's transaction. Returns how many were enqueued.
 */
export async function releaseBackInStock(trx: Executor, variantIds: readonly string[] | null, now: Date): Promise<number> {
  if (variantIds && variantIds.length === 0) return 0;
  const at = now.toISOString();
  const claimed = await trx
    .updateTable("back_in_stock_requests")
    .set({ sent_at: at })
    .where("sent_at", "is", null)
    .where((eb) =>
      eb(
        "variant_id",
        "in",
        eb
          .selectFrom("product_variants")
          .select("id")
          .where("active", "=", 1)
          .where("product_id", "in", eb.selectFrom("products").select("id").where("active", "=", 1))
          .where((v) => v.or([v("stock", "is", null), v("stock", ">", 0)]))
          .$if(variantIds !== null, (q) => q.where("id", "in", variantIds!)),
      ),
    )
    .returning(["id", "variant_id", "product_id", "channel", "recipient", "language", "product_url"])
    .execute();
  if (claimed.length === 0) return 0;
  const variants = await trx
    .selectFrom("product_variants")
    .innerJoin("products", "products.id", "product_variants.product_id")
    .select(["product_variants.id", "product_variants.size_ml", "products.name", "products.name_ar"])
    .where("product_variants.id", "in", [...new Set(claimed.map((r) => r.variant_id))])
    .execute();
  const byId = new Map(variants.map((v) => [v.id, v]));
  await enqueue(
    trx,
    claimed.flatMap((r) => {
      const variant = byId.get(r.variant_id);
      if (!variant) return [];
      const language = r.language === "ar" ? "ar" : "en";
      const body: BackInStockBody = {
        name: language === "ar" && variant.name_ar ? variant.name_ar : variant.name,
        sizeMl: variant.size_ml,
        url: r.product_url,
        language,
      };
      return [accountMessage("back-in-stock", r.channel === "phone" ? "phone" : "email", r.recipient, body, at)];
    }),
  );
  return claimed.length;
}
