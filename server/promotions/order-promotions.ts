// Promotions on an order and on a quote (docs/decisions/035): the priced lines become the pricing
// module's lines, the candidates and their uses are read, and `pricePromotions` decides. When the
// order is stored, each applied promotion is a row of order_promotions inserted by a guarded
// INSERT … SELECT that adds it only while every limit has room (uses in all, of the code, by this
// phone): on SQLite it is one statement of the write thread's unit (a row not added undoes the
// unit), on PostgreSQL it runs under the promotion's advisory lock in the order's transaction. So
// N simultaneous orders for a code with k uses left store exactly k of them. A first-order
// promotion's row is guarded the same way by "this phone has no other order", under the phone's
// lock on PostgreSQL, so simultaneous first orders from one phone get it once.
import { sql, type Kysely, type Transaction } from "kysely";
import type { Catalogue, Product } from "../../app/shared/catalogue";
import type { OrderItem, OrderPromotion } from "../../app/shared/order";
import type { Database } from "../db/schema";
import type { Db } from "../db/database";
import type { WriteStatement } from "../db/write-thread";
import { normaliseCode } from "../../app/shared/promotions/definition";
import {
  pricePromotions,
  type PricingLine,
  type PricingPromotion,
  type PromotionPricing,
} from "../../app/shared/promotions/pricing";
import type { PromotionMessage } from "../../app/shared/promotions/messages";
import { automaticCandidates, hasOrdered, promotionByCode, usageOf } from "./promotion-store";
import { findVariant } from "../../app/shared/variants";
import { lockFirstOrder, otherOrdersOf } from "../orders/holds";

type Executor = Kysely<Database> | Transaction<Database>;

const productIndex = new WeakMap<Catalogue, Map<string, Product>>();
const productsOf = (catalogue: Catalogue) => {
  let index = productIndex.get(catalogue);
  if (!index) productIndex.set(catalogue, (index = new Map(catalogue.products.map((p) => [p.id, p]))));
  return index;
};

function pricingLine(item: OrderItem, products: Map<string, Product>): PricingLine {
  const product = item.type === "product" && item.ref ? products.get(item.ref) : undefined;
  return {
    type: item.type,
    productId: item.type === "product" ? item.ref : null,
    variantId: item.variant?.id ?? null,
    variantKind: item.variant?.kind ?? null,
    category: product?.category ?? null,
    families: product?.families.map((f) => f.id) ?? [],
    bundleId: item.type === "bundle" ? item.ref : null,
    quantity: item.quantity,
    unitPrice: item.unitPrice,
    lineTotal: item.lineTotal,
  };
}

/** A gift's variant as sold now; null when it is not (then its promotion cannot hold). */
function giftVariant(catalogue: Catalogue, gift: { productId: string; variantId: string }) {
  const product = productsOf(catalogue).get(gift.productId);
  const variant = product?.variants.find((v) => v.id === gift.variantId);
  if (!product || !variant || (variant.stock !== null && variant.stock <= 0)) return null;
  return { product, variant };
}

/** The promotions the catalogue read: the automatic ones, and the codes of those not ended. */
export interface KnownPromotions {
  automatic: readonly PricingPromotion[];
  codes: ReadonlyMap<string, PricingPromotion>;
}

/** What the catalogue read of the promotions. */
export const knownPromotions = (stored: {
  promotions: readonly PricingPromotion[];
  promotionCodes: ReadonlyMap<string, PricingPromotion>;
}): KnownPromotions => ({
  automatic: stored.promotions,
  codes: stored.promotionCodes,
});

interface PromotionLimits {
  usageLimit: number | null;
  perPhone: number | null;
  codeMaxUses: number | null;
  firstOrderOnly: boolean;
}

export interface PromotionOutcome {
  pricing: PromotionPricing;
  /** The code as the shop knows it, when the shopper typed one. */
  code: string | null;
  /** The applied promotions' limits, for the guarded insert. */
  limits: Map<string, PromotionLimits>;
  /** Free lines to add to the order (price 0). */
  freeItems: OrderItem[];
  phone: string | null;
}

export async function promotionsFor(
  db: Db,
  catalogue: Catalogue,
  items: readonly OrderItem[],
  context: {
    code?: string;
    phone: string | null;
    area: string | null;
    delivery: number;
    freeDeliveryOver: number | null;
    now: Date;
    /**
     * The automatic promotions and the codes as read with the catalogue (decision 042), as the
     * order's prices are: no query per order. Absent: read from the database.
     */
    known?: KnownPromotions;
  },
): Promise<PromotionOutcome> {
  const k = db.kysely;
  const code = context.code?.trim() ? normaliseCode(context.code) : null;
  const usable = (p: PricingPromotion): PricingPromotion | null => {
    if (!p.gift) return p;
    const gift = giftVariant(catalogue, p.gift);
    return gift ? { ...p, giftUnitPrice: gift.variant.price } : null;
  };
  const automatic = (context.known?.automatic ?? (await automaticCandidates(k))).flatMap((p) => {
    const u = usable(p);
    return u ? [u] : [];
  });
  const byCode = code ? (context.known?.codes.get(code) ?? (await promotionByCode(k, code))) : null;
  const codePromotion = byCode ? (usable(byCode) ?? { ...byCode, scope: { products: ["\u0000"] } }) : null;
  const all = codePromotion ? [...automatic, codePromotion] : automatic;
  const usage = await usageOf(k, all, context.phone);
  const ordered = context.phone && all.some((p) => p.firstOrderOnly) ? await hasOrdered(k, context.phone) : null;
  const pricing = pricePromotions({
    lines: items.map((item) => pricingLine(item, productsOf(catalogue))),
    automatic,
    code: code ? { typed: code, promotion: codePromotion } : null,
    usage,
    now: context.now,
    area: context.area,
    delivery: context.delivery,
    freeDeliveryOver: context.freeDeliveryOver,
    hasOrdered: ordered,
  });
  const limits = new Map<string, PromotionLimits>();
  for (const a of pricing.applied) {
    const p = all.find((c) => c.id === a.promotionId)!;
    limits.set(a.promotionId, {
      usageLimit: p.usageLimit ?? null,
      perPhone: p.usageLimitPerPhone ?? null,
      codeMaxUses: a.code ? (p.codeMaxUses ?? null) : null,
      firstOrderOnly: p.firstOrderOnly === true,
    });
  }
  const freeItems = pricing.freeLines.flatMap((free): OrderItem[] => {
    const gift = giftVariant(catalogue, free);
    const variant = gift ? findVariant(gift.product.variants, free.variantId) : undefined;
    if (!gift || !variant) return [];
    return [
      {
        quantity: free.quantity,
        type: "product",
        ref: gift.product.id,
        name: gift.product.name,
        image: gift.product.image,
        unitPrice: 0,
        lineTotal: 0,
        isBundle: false,
        isCustomBundle: false,
        products: [],
        variant: { id: variant.id, sizeMl: variant.sizeMl, kind: variant.kind, sku: variant.sku },
      },
    ];
  });
  return { pricing, code: code && pricing.applied.some((a) => a.code) ? code : null, limits, freeItems, phone: context.phone };
}

/** The code's message the order must be refused with, if any ("a better offer applies" is not one). */
export function codeRefusal(outcome: PromotionOutcome): PromotionMessage | null {
  return outcome.pricing.messages.find((m) => m.code !== "not_better") ?? null;
}

/** The order's promotions as it stores and answers them. */
export const orderPromotions = (outcome: PromotionOutcome): OrderPromotion[] =>
  outcome.pricing.applied.map((a) => ({ promotionId: a.promotionId, name: a.name, code: a.code, amount: a.amount }));

function guardedUse(k: Kysely<Database>, orderId: string, applied: OrderPromotion, outcome: PromotionOutcome, at: string) {
  const limit = outcome.limits.get(applied.promotionId)!;
  const phone = outcome.phone;
  const counted = (where: (q: ReturnType<typeof base>) => ReturnType<typeof base>) => where(base());
  const base = () =>
    k
      .selectFrom("order_promotions")
      .select((eb) => eb.fn.countAll().as("n"))
      .where("counted", "=", 1);
  return k
    .insertInto("order_promotions")
    .columns(["order_id", "promotion_id", "name_en", "name_ar", "code", "amount", "phone", "counted", "at"])
    .expression(
      k
        .selectNoFrom([
          sql<string>`${orderId}`.as("order_id"),
          sql<string>`${applied.promotionId}`.as("promotion_id"),
          sql<string>`${applied.name.en}`.as("name_en"),
          sql<string>`${applied.name.ar}`.as("name_ar"),
          sql<string | null>`${applied.code}`.as("code"),
          sql<number>`${applied.amount}`.as("amount"),
          sql<string | null>`${phone}`.as("phone"),
          sql<number>`1`.as("counted"),
          sql<string>`${at}`.as("at"),
        ])
        .where((eb) =>
          eb.and([
            sql<boolean>`1 = 1`,
            ...(limit.usageLimit !== null
              ? [
                  eb(
                    counted((q) => q.where("promotion_id", "=", applied.promotionId)),
                    "<",
                    limit.usageLimit,
                  ),
                ]
              : []),
            ...(limit.codeMaxUses !== null && applied.code
              ? [
                  eb(
                    counted((q) => q.where("code", "=", applied.code)),
                    "<",
                    limit.codeMaxUses,
                  ),
                ]
              : []),
            ...(limit.perPhone !== null && phone
              ? [
                  eb(
                    counted((q) => q.where("promotion_id", "=", applied.promotionId).where("phone", "=", phone)),
                    "<",
                    limit.perPhone,
                  ),
                ]
              : []),
            ...(limit.firstOrderOnly && phone ? [eb.not(eb.exists(otherOrdersOf(k, phone, orderId)))] : []),
          ]),
        ),
    );
}

/** Whether any limit counts this use; a promotion without one needs no guard (and no lock). */
function limited(applied: OrderPromotion, outcome: PromotionOutcome): boolean {
  const limit = outcome.limits.get(applied.promotionId)!;
  return (
    limit.usageLimit !== null ||
    (limit.codeMaxUses !== null && applied.code !== null) ||
    ((limit.perPhone !== null || limit.firstOrderOnly) && outcome.phone !== null)
  );
}

// An unlimited promotion's use is a plain insert: the same text every time, so it is not built and
// compiled per order (building the guarded insert cost more than the rest of pricing; see
// docs/PERFORMANCE.md).
const PLAIN_USE_SQL =
  'insert into "order_promotions" ("order_id", "promotion_id", "name_en", "name_ar", "code", "amount", "phone", "counted", "at") values (?, ?, ?, ?, ?, ?, ?, 1, ?)';
const PLAIN_USE_ROW = ", (?, ?, ?, ?, ?, ?, ?, 1, ?)";

/** SQLite's write thread: one guarded insert per applied promotion; a full limit undoes the unit. */
export function promotionUseStatements(
  k: Kysely<Database>,
  orderId: string,
  outcome: PromotionOutcome,
  at: string,
): WriteStatement[] {
  const applied = orderPromotions(outcome);
  const plain = applied.filter((a) => !limited(a, outcome));
  const statements: WriteStatement[] = applied
    .filter((a) => limited(a, outcome))
    .map((a) => {
      const { sql: text, parameters } = guardedUse(k, orderId, a, outcome, at).compile();
      return { sql: text, parameters: [...parameters], mustChange: true };
    });
  // The unlimited ones in one statement: one row each, nothing to guard.
  if (plain.length > 0) {
    statements.push({
      sql: PLAIN_USE_SQL + PLAIN_USE_ROW.repeat(plain.length - 1),
      parameters: plain.flatMap((a) => [orderId, a.promotionId, a.name.en, a.name.ar, a.code, a.amount, outcome.phone, at]),
      mustChange: true,
    });
  }
  return statements;
}

/** Thrown in an order's transaction when a promotion's limit filled up meanwhile. */
export class PromotionUsedUp extends Error {}

/** PostgreSQL (and in-memory SQLite): inside the order's transaction. */
export async function recordUses(
  trx: Kysely<Database>,
  engine: Db["engine"],
  orderId: string,
  outcome: PromotionOutcome,
  at: string,
): Promise<void> {
  // Promotion ids in one order in every transaction, so two orders never wait for each other.
  const applied = orderPromotions(outcome).sort((a, b) => (a.promotionId < b.promotionId ? -1 : 1));
  // The phone's lock before any promotion's (server/orders/holds.ts takes them in the same order).
  if (engine === "postgres" && outcome.phone && applied.some((a) => outcome.limits.get(a.promotionId)!.firstOrderOnly))
    await lockFirstOrder(trx, outcome.phone);
  for (const a of applied) {
    if (!limited(a, outcome)) {
      await trx
        .insertInto("order_promotions")
        .values({
          order_id: orderId,
          promotion_id: a.promotionId,
          name_en: a.name.en,
          name_ar: a.name.ar,
          code: a.code,
          amount: a.amount,
          phone: outcome.phone,
          counted: 1,
          at,
        })
        .execute();
      continue;
    }
    if (engine === "postgres")
      await sql`select pg_advisory_xact_lock(hashtextextended(${`promotion:${a.promotionId}`}, 0))`.execute(trx);
    const result = await guardedUse(trx, orderId, a, outcome, at).executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0n) === 0) throw new PromotionUsedUp();
  }
}

/** After a refused unit: the applied promotion whose limit is now full, with the message to give. */
export async function usedUpAmong(db: Db, outcome: PromotionOutcome): Promise<PromotionMessage | null> {
  const applied = orderPromotions(outcome);
  if (applied.length === 0) return null;
  const k = db.kysely;
  for (const a of applied) {
    const limit = outcome.limits.get(a.promotionId)!;
    const count = async (where: { promotion_id?: string; code?: string; phone?: string }) => {
      let q = k
        .selectFrom("order_promotions")
        .select((eb) => eb.fn.countAll().as("n"))
        .where("counted", "=", 1);
      if (where.promotion_id) q = q.where("promotion_id", "=", where.promotion_id);
      if (where.code) q = q.where("code", "=", where.code);
      if (where.phone) q = q.where("phone", "=", where.phone);
      return Number((await q.executeTakeFirstOrThrow()).n);
    };
    if (limit.usageLimit !== null && (await count({ promotion_id: a.promotionId })) >= limit.usageLimit)
      return { code: "used_up", promotionId: a.promotionId };
    if (limit.codeMaxUses !== null && a.code && (await count({ code: a.code })) >= limit.codeMaxUses)
      return { code: "used_up", promotionId: a.promotionId };
    if (
      limit.perPhone !== null &&
      outcome.phone &&
      (await count({ promotion_id: a.promotionId, phone: outcome.phone })) >= limit.perPhone
    )
      return { code: "used_by_phone", promotionId: a.promotionId };
    if (limit.firstOrderOnly && outcome.phone && (await hasOrdered(k, outcome.phone)))
      return { code: "first_order_only", promotionId: a.promotionId };
  }
  return null;
}

/** The promotions applied to these orders, by order id. */
export async function readOrderPromotions(k: Executor, orderIds: string[]): Promise<Map<string, OrderPromotion[]>> {
  const out = new Map<string, OrderPromotion[]>();
  if (orderIds.length === 0) return out;
  const rows = await k
    .selectFrom("order_promotions")
    .select(["order_id", "promotion_id", "name_en", "name_ar", "code", "amount"])
    .where("order_id", "in", orderIds)
    .orderBy("order_id")
    .orderBy("promotion_id")
    .execute();
  for (const r of rows) {
    const list = out.get(r.order_id) ?? [];
    list.push({ promotionId: r.promotion_id, name: { en: r.name_en, ar: r.name_ar }, code: r.code, amount: r.amount });
    out.set(r.order_id, list);
  }
  return out;
}
