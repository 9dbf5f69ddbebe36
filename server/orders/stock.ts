// Stock that never oversells. An order takes the stock of every tracked variant in it (a bundle
// or custom trio takes the sizes it names: decision 038) with a guarded UPDATE in the order's own
// transaction: `stock = stock - n WHERE stock >= n` changes no row when too little is left, and
// the whole order is then undone. Writes are serialised (SQLite's write thread; PostgreSQL's row
// lock on the variant), so N simultaneous orders for the last units sell exactly those units.
// What each order took is recorded (order_variant_stock) and given back when it is cancelled or
// deleted (decisions 017 and 033); a size given back tells those waiting for it (decision 048).
import { sql, type Kysely, type Transaction } from "kysely";
import type { Catalogue } from "../../app/shared/catalogue";
import type { OrderItem } from "../../app/shared/order";
import type { Db } from "../db/database";
import type { Database } from "../db/schema";
import type { WriteStatement } from "../db/write-thread";
import { releaseBackInStock } from "../back-in-stock/back-in-stock";
import { templateInsert, templateStatement } from "../db/insert-template";

type Executor = Kysely<Database> | Transaction<Database>;

const tracked = new WeakMap<Catalogue, Set<string>>();
function trackedVariants(catalogue: Catalogue): Set<string> {
  let ids = tracked.get(catalogue);
  if (!ids) {
    ids = new Set(catalogue.products.flatMap((p) => p.variants.filter((v) => v.stock !== null).map((v) => v.id)));
    tracked.set(catalogue, ids);
  }
  return ids;
}

/** The variants an order line takes: its own, or its perfumes' (bundles, trios). */
const lineVariants = (item: OrderItem): { variantId: string; units: number }[] =>
  item.type === "product"
    ? item.variant
      ? [{ variantId: item.variant.id, units: 1 }]
      : []
    : item.products.flatMap((p) => (p.variantId ? [{ variantId: p.variantId, units: p.quantity }] : []));

/** Units of each tracked variant the items take, in variant id order (one lock order for all). */
export function stockNeeds(items: readonly OrderItem[], catalogue: Catalogue): Map<string, number> {
  const trackedIds = trackedVariants(catalogue);
  const needs = new Map<string, number>();
  for (const item of items) {
    for (const { variantId, units } of lineVariants(item)) {
      if (trackedIds.has(variantId)) needs.set(variantId, (needs.get(variantId) ?? 0) + units * item.quantity);
    }
  }
  return new Map([...needs].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

const takeQuery = (kysely: Executor, variantId: string, units: number) =>
  kysely
    .updateTable("product_variants")
    .set({ stock: sql<number>`stock - ${units}` })
    .where("id", "=", variantId)
    .where("stock", ">=", units);

/** What an order took, a row per size (order_variant_stock). */
const takenRows = (orderId: string, needs: Map<string, number>) =>
  [...needs].map(([variant_id, quantity]) => ({ order_id: orderId, variant_id, quantity }));

const recordQuery = (kysely: Executor, orderId: string, needs: Map<string, number>) =>
  kysely.insertInto("order_variant_stock").values(takenRows(orderId, needs));

/**
 * SQLite: the write thread's statements; a take that changes no row undoes the whole unit. Each take
 * returns what is left, so the order learns whether it sold the last unit without reading again.
 */
export function stockStatements(kysely: Kysely<Database>, orderId: string, needs: Map<string, number>): WriteStatement[] {
  if (needs.size === 0) return [];
  const rows = takenRows(orderId, needs);
  return [
    ...[...needs].map(([id, units]) => ({
      // The same SQL for every size: compiled once.
      ...templateStatement(kysely, "stock take", [units, id, units], () =>
        takeQuery(kysely, id, units).returning("stock").compile(),
      ),
      mustChange: true,
      returns: true,
    })),
    templateInsert(kysely, "order_variant_stock", rows, () => kysely.insertInto("order_variant_stock").values(rows).compile()),
  ];
}

/** What the takes of stockStatements() returned, in order: did the order take the last unit of a size? */
export const tookTheLast = (takes: readonly unknown[]): boolean => takes.some((row) => (row as { stock: number }).stock <= 0);

export class OutOfStock extends Error {}

/** PostgreSQL: inside the order's transaction; throws OutOfStock when a variant is short. */
export async function takeStock(trx: Transaction<Database>, orderId: string, needs: Map<string, number>): Promise<void> {
  if (needs.size === 0) return;
  for (const [id, units] of needs) {
    const result = await takeQuery(trx, id, units).executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw new OutOfStock();
  }
  await recordQuery(trx, orderId, needs).execute();
}

export interface ShortLine {
  /** JSON Pointer of the order line in the request: "/items/0". */
  pointer: string;
  productId: string;
  /** The size that ran short. */
  variantId: string;
  name: string;
  /** Units left now. */
  available: number;
}

/** The lines of the order that ask for more than is left now (read after a refused take). */
export async function shortLines(db: Db, items: readonly OrderItem[], needs: Map<string, number>): Promise<ShortLine[]> {
  if (needs.size === 0) return [];
  const rows = await db.kysely
    .selectFrom("product_variants")
    .innerJoin("products", "products.id", "product_variants.product_id")
    .select(["product_variants.id", "product_variants.product_id", "products.name", "product_variants.stock"])
    .where("product_variants.id", "in", [...needs.keys()])
    .execute();
  const short = new Map(rows.filter((r) => r.stock !== null && r.stock < (needs.get(r.id) ?? 0)).map((r) => [r.id, r]));
  const lines: ShortLine[] = [];
  items.forEach((item, index) => {
    for (const id of new Set(lineVariants(item).map((v) => v.variantId))) {
      const row = short.get(id);
      if (row)
        lines.push({
          pointer: `/items/${index}`,
          productId: row.product_id,
          variantId: id,
          name: row.name,
          available: Math.max(0, row.stock ?? 0),
        });
    }
  });
  return lines;
}

/** Gives back what an order took (cancelled or deleted), to variants still tracked; true if any. */
export async function giveBackStock(trx: Executor, orderId: string): Promise<boolean> {
  const taken = await trx
    .selectFrom("order_variant_stock")
    .select(["variant_id", "quantity"])
    .where("order_id", "=", orderId)
    .execute();
  const given: string[] = [];
  for (const row of taken) {
    const result = await trx
      .updateTable("product_variants")
      .set({ stock: sql<number>`stock + ${row.quantity}` })
      .where("id", "=", row.variant_id)
      .where("stock", "is not", null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) > 0) given.push(row.variant_id);
  }
  // A size given back from 0 tells those waiting for it (decision 048), in this same transaction.
  await releaseBackInStock(trx, given, new Date());
  return given.length > 0;
}

/** Whether any of these variants has just sold out: the storefront must then say so. */
export async function soldOutAmong(db: Db, needs: Map<string, number>): Promise<boolean> {
  if (needs.size === 0) return false;
  const row = await db.kysely
    .selectFrom("product_variants")
    .select("id")
    .where("id", "in", [...needs.keys()])
    .where("stock", "<=", 0)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Takes again what a cancelled order had taken, when staff restore it; false (and nothing taken)
 * when a variant no longer has enough.
 */
export async function retakeStock(trx: Executor, orderId: string): Promise<boolean> {
  const taken = await trx
    .selectFrom("order_variant_stock")
    .select(["variant_id", "quantity"])
    .where("order_id", "=", orderId)
    .execute();
  for (const row of taken) {
    const result = await takeQuery(trx, row.variant_id, row.quantity).executeTakeFirst();
    if (Number(result.numUpdatedRows) > 0) continue;
    // Nothing taken: short, or no longer tracked (then there is nothing to take).
    const variant = await trx.selectFrom("product_variants").select("stock").where("id", "=", row.variant_id).executeTakeFirst();
    if (variant && variant.stock !== null) return false;
  }
  return true;
}
