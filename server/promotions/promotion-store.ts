// Promotions as stored (migration 032, docs/decisions/035): the owner's CRUD, codes made at
// random or given, and what the pricing needs: the automatic promotions that may hold now, the one
// a code names, and how many times each was used (orders not cancelled).
import { randomInt, randomUUID } from "node:crypto";
import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "../db/schema";
import {
  promotionInputSchema,
  promotionStatus,
  type PromotionDefinition,
  type PromotionInput,
} from "../../app/shared/promotions/definition";
import type { PricingPromotion, PromotionUsage } from "../../app/shared/promotions/pricing";
import type { PromotionDetail, PromotionSummary } from "../../app/admin/promotions/promotions-contract";

type Executor = Kysely<Database> | Transaction<Database>;

/** Codes a person reads off a card: no 0/O, 1/I/L. */
const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const GENERATED_LENGTH = 8;

export class CodeTaken extends Error {
  constructor(readonly code: string) {
    super(`The code ${code} is already used by a promotion.`);
  }
}

interface Row {
  id: string;
  definition: string;
  created_at: string;
  updated_at: string;
}

// Parsed definitions by their stored text: every order and quote reads the active promotions, and
// parsing each with the schema cost more than pricing them. A changed promotion is a new text.
const parsedDefinitions = new Map<string, PromotionDefinition>();
const PARSED_KEPT = 1_000;

export function definitionOf(row: Pick<Row, "definition">): PromotionDefinition {
  const known = parsedDefinitions.get(row.definition);
  if (known) return known;
  // Written by this module from a parsed definition; parsed again so a row never bypasses the rules.
  const { codes: _codes, ...definition } = promotionInputSchema.parse(JSON.parse(row.definition));
  if (parsedDefinitions.size >= PARSED_KEPT) parsedDefinitions.clear();
  const frozen: PromotionDefinition = Object.freeze(definition);
  parsedDefinitions.set(row.definition, frozen);
  return frozen;
}

const columns = (d: PromotionDefinition) => ({
  definition: JSON.stringify(d),
  automatic: d.automatic ? 1 : 0,
  usage_limit: d.usageLimit ?? null,
  usage_limit_per_phone: d.usageLimitPerPhone ?? null,
});

async function insertCodes(k: Executor, promotionId: string, codes: string[], maxUses: number | null, at: string) {
  if (codes.length === 0) return;
  const taken = await k.selectFrom("promotion_codes").select("code").where("code", "in", codes).executeTakeFirst();
  if (taken) throw new CodeTaken(taken.code);
  for (let i = 0; i < codes.length; i += 500) {
    await k
      .insertInto("promotion_codes")
      .values(codes.slice(i, i + 500).map((code) => ({ code, promotion_id: promotionId, max_uses: maxUses, created_at: at })))
      .execute();
  }
}

export async function createPromotion(k: Kysely<Database>, input: PromotionInput, now = new Date()): Promise<string> {
  const id = randomUUID();
  const at = now.toISOString();
  const { codes = [], ...definition } = input;
  await k.transaction().execute(async (trx) => {
    await trx
      .insertInto("promotions")
      .values({ id, ...columns(definition), created_at: at, updated_at: at })
      .execute();
    await insertCodes(trx, id, codes, definition.usesPerCode ?? null, at);
  });
  return id;
}

/** The stored definition, or null. */
export async function findDefinition(k: Executor, id: string): Promise<PromotionDefinition | null> {
  const row = await k.selectFrom("promotions").select("definition").where("id", "=", id).executeTakeFirst();
  return row ? definitionOf(row) : null;
}

export async function updatePromotion(
  k: Kysely<Database>,
  id: string,
  definition: PromotionDefinition,
  newCodes: string[],
  now = new Date(),
): Promise<void> {
  const at = now.toISOString();
  await k.transaction().execute(async (trx) => {
    await trx
      .updateTable("promotions")
      .set({ ...columns(definition), updated_at: at })
      .where("id", "=", id)
      .execute();
    await insertCodes(trx, id, newCodes, definition.usesPerCode ?? null, at);
  });
}

/** N new random codes, unique across promotions (a clash is drawn again). */
export async function generateCodes(
  k: Kysely<Database>,
  id: string,
  count: number,
  prefix: string,
  maxUses: number | null,
  now = new Date(),
): Promise<string[]> {
  const head = prefix ? `${prefix.toUpperCase()}-` : "";
  const draw = () =>
    head + Array.from({ length: GENERATED_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join("");
  const made = new Set<string>();
  while (made.size < count) {
    const wanted = new Set<string>();
    while (wanted.size < count - made.size) {
      const code = draw();
      if (!made.has(code)) wanted.add(code);
    }
    const list = [...wanted];
    const taken = new Set<string>();
    for (let i = 0; i < list.length; i += 500) {
      const rows = await k
        .selectFrom("promotion_codes")
        .select("code")
        .where("code", "in", list.slice(i, i + 500))
        .execute();
      for (const r of rows) taken.add(r.code);
    }
    const fresh = list.filter((c) => !taken.has(c));
    await insertCodes(k, id, fresh, maxUses, now.toISOString());
    for (const c of fresh) made.add(c);
  }
  return [...made];
}

async function usesOf(k: Executor, ids: string[]) {
  const uses = new Map<string, { uses: number; given: number }>();
  if (ids.length === 0) return uses;
  const rows = await k
    .selectFrom("order_promotions")
    .select(["promotion_id", sql<number>`count(*)`.as("n"), sql<number>`coalesce(sum(amount), 0)`.as("given")])
    .where("promotion_id", "in", ids)
    .where("counted", "=", 1)
    .groupBy("promotion_id")
    .execute();
  for (const r of rows) uses.set(r.promotion_id, { uses: Number(r.n), given: Number(r.given) });
  return uses;
}

export async function listPromotions(k: Executor, now = new Date()): Promise<PromotionSummary[]> {
  const rows = await k.selectFrom("promotions").selectAll().orderBy("created_at", "desc").orderBy("id").execute();
  const uses = await usesOf(
    k,
    rows.map((r) => r.id),
  );
  const codeCounts = await k
    .selectFrom("promotion_codes")
    .select(["promotion_id", sql<number>`count(*)`.as("n")])
    .groupBy("promotion_id")
    .execute();
  const codes = new Map(codeCounts.map((r) => [r.promotion_id, Number(r.n)]));
  return rows.map((row) => {
    const definition = definitionOf(row);
    return {
      ...definition,
      id: row.id,
      status: promotionStatus(definition, now),
      uses: uses.get(row.id)?.uses ?? 0,
      discountGiven: uses.get(row.id)?.given ?? 0,
      codeCount: codes.get(row.id) ?? 0,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    };
  });
}

/** Each code with its uses (orders not cancelled), in the order they were made. */
export async function codesWithUses(k: Executor, id: string, limit?: number) {
  let query = k
    .selectFrom("promotion_codes as c")
    .leftJoin("order_promotions as u", (join) => join.onRef("u.code", "=", "c.code").on("u.counted", "=", 1))
    .select(["c.code", "c.max_uses", "c.created_at", sql<number>`count(u.order_id)`.as("uses")])
    .where("c.promotion_id", "=", id)
    .groupBy(["c.code", "c.max_uses", "c.created_at"])
    .orderBy("c.created_at")
    .orderBy("c.code");
  if (limit !== undefined) query = query.limit(limit);
  const rows = await query.execute();
  return rows.map((r) => ({ code: r.code, maxUses: r.max_uses, uses: Number(r.uses), createdAt: r.created_at }));
}

export async function findPromotion(k: Executor, id: string, now = new Date()): Promise<PromotionDetail | null> {
  const row = await k.selectFrom("promotions").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  const definition = definitionOf(row);
  const uses = (await usesOf(k, [id])).get(id);
  const count = await k
    .selectFrom("promotion_codes")
    .select(sql<number>`count(*)`.as("n"))
    .where("promotion_id", "=", id)
    .executeTakeFirstOrThrow();
  const codes = (await codesWithUses(k, id, 200)).map(({ code, maxUses, uses: n }) => ({ code, maxUses, uses: n }));
  return {
    ...definition,
    id,
    status: promotionStatus(definition, now),
    uses: uses?.uses ?? 0,
    discountGiven: uses?.given ?? 0,
    codeCount: Number(count.n),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    codes,
  };
}

/** Automatic promotions that have not ended (the pricing judges the rest). */
export async function automaticCandidates(k: Executor): Promise<PricingPromotion[]> {
  const rows = await k.selectFrom("promotions").select(["id", "definition"]).where("automatic", "=", 1).execute();
  return rows.map((row) => ({ ...definitionOf(row), id: row.id }));
}

/**
 * The codes of promotions that have not ended, each with its promotion as `promotionByCode` gives
 * it: read with the catalogue (decision 042) so an order does not query for its code. A code not
 * in it (made since, or of an ended promotion) is looked up in the database.
 */
export async function codedCandidates(k: Executor, now = new Date()): Promise<Map<string, PricingPromotion>> {
  const rows = await k
    .selectFrom("promotion_codes as c")
    .innerJoin("promotions as p", "p.id", "c.promotion_id")
    .select(["p.id", "p.definition", "c.code", "c.max_uses"])
    .where("p.automatic", "=", 0)
    .execute();
  const at = now.toISOString();
  const codes = new Map<string, PricingPromotion>();
  for (const row of rows) {
    const definition = definitionOf(row);
    if (definition.endsAt && definition.endsAt <= at) continue;
    codes.set(row.code, { ...definition, id: row.id, code: row.code, codeMaxUses: row.max_uses });
  }
  return codes;
}

/** The promotion a (normalised) code names, with the code's own limit; null when none. */
export async function promotionByCode(k: Executor, code: string): Promise<PricingPromotion | null> {
  const row = await k
    .selectFrom("promotion_codes as c")
    .innerJoin("promotions as p", "p.id", "c.promotion_id")
    .select(["p.id", "p.definition", "c.code", "c.max_uses"])
    .where("c.code", "=", code)
    .executeTakeFirst();
  return row ? { ...definitionOf(row), id: row.id, code: row.code, codeMaxUses: row.max_uses } : null;
}

/** Uses so far of these promotions: in all, by this phone, of the code. */
export async function usageOf(
  k: Executor,
  promotions: readonly PricingPromotion[],
  phone: string | null,
): Promise<Record<string, PromotionUsage>> {
  const usage: Record<string, PromotionUsage> = {};
  for (const p of promotions) usage[p.id] = { total: 0, byPhone: 0, code: 0 };
  // Only uses a limit is compared with are counted: a promotion without limits is priced without
  // reading its uses, which grow with every order of a season (docs/PERFORMANCE.md). A count under
  // a limit reads at most that many index entries.
  const ids = promotions.filter((p) => p.usageLimit != null).map((p) => p.id);
  const totals = await usesOf(k, ids);
  for (const [id, u] of totals) usage[id].total = u.uses;
  const perPhone = promotions.filter((p) => p.usageLimitPerPhone != null).map((p) => p.id);
  if (phone && perPhone.length > 0) {
    const rows = await k
      .selectFrom("order_promotions")
      .select(["promotion_id", sql<number>`count(*)`.as("n")])
      .where("phone", "=", phone)
      .where("promotion_id", "in", perPhone)
      .where("counted", "=", 1)
      .groupBy("promotion_id")
      .execute();
    for (const r of rows) usage[r.promotion_id].byPhone = Number(r.n);
  }
  for (const p of promotions) {
    if (!p.code || p.codeMaxUses == null) continue;
    const row = await k
      .selectFrom("order_promotions")
      .select(sql<number>`count(*)`.as("n"))
      .where("code", "=", p.code)
      .where("counted", "=", 1)
      .executeTakeFirstOrThrow();
    usage[p.id].code = Number(row.n);
  }
  return usage;
}

/** Whether this phone has an order that was not cancelled (first-order promotions). */
export async function hasOrdered(k: Executor, phone: string): Promise<boolean> {
  const row = await k
    .selectFrom("orders")
    .select("id")
    .where("phone_number", "=", phone)
    .where("status", "!=", "Cancelled")
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
