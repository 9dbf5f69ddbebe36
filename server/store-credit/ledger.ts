// The store credit ledger (docs/decisions/051-store-credit.md): a balance per phone (E.164) and an
// entry for every change, written in the caller's transaction so credit moves with what caused it
// (a return, an order, a cancellation, a staff adjustment) or not at all.
//
// Never below zero: every take is one guarded UPDATE (`balance >= amount`, not expired) whose
// changed-row count says whether it happened; PostgreSQL re-checks the guard after waiting for a
// concurrent writer of the same row, SQLite runs one writer at a time, and the table's CHECK
// refuses a negative balance on both whatever the code does.
//
// Expiry: the whole balance lapses `storeCreditMonths` (shop setting, 0 = never) after the last
// credit given to it. It is computed at read (liveBalance), so it is exact at any instant; the
// hourly sweep (expireStoreCredit) then writes the "expired" entry so the ledger explains it.
import { randomUUID } from "node:crypto";
import { PostgresAdapter, sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "../db/schema";
import type { Db } from "../db/database";
import type { WriteStatement } from "../db/write-thread";
import {
  liveBalance,
  type StoreCreditEntry,
  type StoreCreditKind,
  type StoreCreditSource,
  type StoreCreditView,
} from "../../app/shared/store-credit";

type Executor = Kysely<Database> | Transaction<Database>;

const isPostgres = (k: Executor) => k.getExecutor().adapter instanceof PostgresAdapter;

/** Taking this much would leave the balance below zero (or it has lapsed); nothing was written. */
export class CreditShort extends Error {
  constructor(readonly balance: number) {
    super("Not enough store credit.");
  }
}

/** How long credit lasts, in months (shop setting "storeCreditMonths"); 0 = forever. */
async function creditMonths(k: Executor): Promise<number> {
  const row = await k.selectFrom("shop_settings").select("value").where("key", "=", "storeCreditMonths").executeTakeFirst();
  const months = Number(row?.value ?? 12);
  return Number.isInteger(months) && months >= 0 ? months : 12;
}

function addMonths(at: string, months: number): string | null {
  if (months === 0) return null;
  const date = new Date(at);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString();
}

interface EntryFields {
  phone: string;
  kind: StoreCreditKind;
  amount: number;
  reason?: string | null;
  orderId?: string | null;
  sourceKind?: string | null;
  sourceId?: string | null;
  staff?: string | null;
  at: string;
}

/** The entry, with the balance as the row holds it now (after this transaction's update). */
const entryInsert = (k: Executor, e: EntryFields) =>
  k
    .insertInto("store_credit_entries")
    .columns([
      "id",
      "phone",
      "kind",
      "amount",
      "balance_after",
      "reason",
      "order_id",
      "source_kind",
      "source_id",
      "staff",
      "created_at",
    ])
    .expression((eb) =>
      eb
        .selectFrom("store_credit_balances")
        .select([
          sql.val(randomUUID()).as("id"),
          sql.val(e.phone).as("phone"),
          sql.val(e.kind).as("kind"),
          sql.val(e.amount).as("amount"),
          "balance",
          sql.val(e.reason ?? null).as("reason"),
          sql.val(e.orderId ?? null).as("order_id"),
          sql.val(e.sourceKind ?? null).as("source_kind"),
          sql.val(e.sourceId ?? null).as("source_id"),
          sql.val(e.staff ?? null).as("staff"),
          sql.val(e.at).as("created_at"),
        ])
        .where("phone", "=", e.phone),
    );

/**
 * The guarded take: changes one row or none. Shared by the order's transaction and SQLite's write
 * thread (compiled), so the rule is written once.
 */
function takeQueries(k: Executor, e: Omit<EntryFields, "amount"> & { amount: number }) {
  const update = k
    .updateTable("store_credit_balances")
    .set((eb) => ({ balance: eb("balance", "-", e.amount), updated_at: e.at }))
    .where("phone", "=", e.phone)
    .where("balance", ">=", e.amount)
    .where((eb) => eb.or([eb("expires_at", "is", null), eb("expires_at", ">", e.at)]));
  return { update, entry: entryInsert(k, { ...e, amount: -e.amount }) };
}

async function take(trx: Executor, e: EntryFields): Promise<void> {
  const { update, entry } = takeQueries(trx, e);
  const result = await update.executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) {
    throw new CreditShort((await storeCreditBalance(trx, e.phone, new Date(e.at))).balance);
  }
  await entry.execute();
}

/** Adds credit: lapses what had expired first (its entry), then adds and moves the expiry on. */
async function add(trx: Executor, e: EntryFields): Promise<void> {
  await trx
    .insertInto("store_credit_balances")
    .values({ phone: e.phone, balance: 0, expires_at: null, updated_at: e.at })
    .onConflict((oc) => oc.column("phone").doNothing())
    .execute();
  let current = trx.selectFrom("store_credit_balances").select(["balance", "expires_at"]).where("phone", "=", e.phone);
  if (isPostgres(trx)) current = current.forUpdate();
  const row = await current.executeTakeFirstOrThrow();
  if (row.balance > 0 && row.expires_at !== null && row.expires_at <= e.at) await lapse(trx, e.phone, row.balance, e.at);
  const expiresAt = addMonths(e.at, await creditMonths(trx));
  await trx
    .updateTable("store_credit_balances")
    .set((eb) => ({ balance: eb("balance", "+", e.amount), expires_at: expiresAt, updated_at: e.at }))
    .where("phone", "=", e.phone)
    .execute();
  await entryInsert(trx, e).execute();
}

async function lapse(trx: Executor, phone: string, amount: number, at: string): Promise<void> {
  const done = await trx
    .updateTable("store_credit_balances")
    .set({ balance: 0, updated_at: at })
    .where("phone", "=", phone)
    .where("balance", "=", amount)
    .where("expires_at", "<=", at)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) > 0) await entryInsert(trx, { phone, kind: "expired", amount: -amount, at }).execute();
}

/**
 * Gives credit to a phone inside the caller's transaction: a return refunded as credit, or staff.
 * `amount` is positive dirhams; `phone` is E.164 (app/shared/phone.ts toE164). For staff,
 * `staffId` is the staff member's username (what the ledger and the audit trail show).
 */
export async function issueStoreCredit(
  trx: Executor,
  input: { phone: string; amount: number; reason: string | null; source: StoreCreditSource; at: Date },
): Promise<void> {
  if (!Number.isInteger(input.amount) || input.amount <= 0) throw new RangeError("Store credit is a positive whole amount.");
  const staff = input.source.kind === "staff" ? input.source.staffId : null;
  await add(trx, {
    phone: input.phone,
    kind: "issued",
    amount: input.amount,
    reason: input.reason,
    sourceKind: input.source.kind,
    sourceId: input.source.kind === "return" ? input.source.id : input.source.staffId,
    staff,
    at: input.at.toISOString(),
  });
}

/** Staff's adjustment, up or down, with a reason; down below zero throws CreditShort. */
export async function adjustStoreCredit(
  trx: Executor,
  input: { phone: string; amount: number; reason: string; staff: string; at: Date },
): Promise<void> {
  const fields: EntryFields = {
    phone: input.phone,
    kind: "adjusted",
    amount: input.amount,
    reason: input.reason,
    sourceKind: "staff",
    sourceId: input.staff,
    staff: input.staff,
    at: input.at.toISOString(),
  };
  if (input.amount > 0) await add(trx, fields);
  else await take(trx, { ...fields, amount: -input.amount });
}

/** What a phone may spend now, and when it lapses. */
export async function storeCreditBalance(
  k: Executor,
  phone: string,
  now: Date,
): Promise<{ balance: number; expiresAt: string | null }> {
  const row = await k
    .selectFrom("store_credit_balances")
    .select(["balance", "expires_at"])
    .where("phone", "=", phone)
    .executeTakeFirst();
  if (!row) return { balance: 0, expiresAt: null };
  const balance = liveBalance(row.balance, row.expires_at, now);
  return { balance, expiresAt: balance > 0 ? row.expires_at : null };
}

/** The balance with its ledger, newest first (at most `limit` entries). */
export async function storeCreditView(k: Executor, phone: string, now: Date, limit = 100): Promise<StoreCreditView> {
  const { balance, expiresAt } = await storeCreditBalance(k, phone, now);
  const rows = await k
    .selectFrom("store_credit_entries as e")
    .leftJoin("orders as o", "o.id", "e.order_id")
    .select(["e.id", "e.kind", "e.amount", "e.balance_after", "e.reason", "e.order_id", "o.number", "e.staff", "e.created_at"])
    .where("e.phone", "=", phone)
    .orderBy("e.created_at", "desc")
    .orderBy("e.id", "desc")
    .limit(limit)
    .execute();
  const entries: StoreCreditEntry[] = rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    amount: r.amount,
    balanceAfter: r.balance_after,
    reason: r.reason,
    orderId: r.order_id,
    orderNumber: r.number ?? null,
    staff: r.staff,
    createdAt: r.created_at,
  }));
  return { phone, balance, expiresAt, entries };
}

/** What an order holds of a phone's credit now: used minus given back. */
async function heldBy(trx: Executor, orderId: string): Promise<{ phone: string; held: number } | null> {
  const rows = await trx
    .selectFrom("store_credit_entries")
    .select(["phone", "amount"])
    .where("order_id", "=", orderId)
    .where("kind", "in", ["used", "given_back"])
    .execute();
  if (rows.length === 0) return null;
  return { phone: rows[0].phone, held: -rows.reduce((sum, r) => sum + r.amount, 0) };
}

/**
 * A cancelled order (or an online one whose payment failed) gives back the credit it holds; twice
 * gives nothing more. Inside the status change's transaction.
 */
export async function giveBackOrderCredit(trx: Executor, orderId: string, at: Date): Promise<void> {
  const held = await heldBy(trx, orderId);
  if (!held || held.held <= 0) return;
  await add(trx, {
    phone: held.phone,
    kind: "given_back",
    amount: held.held,
    orderId,
    sourceKind: "order",
    sourceId: orderId,
    at: at.toISOString(),
  });
}

/** Restoring such an order takes its credit again; false (nothing taken) when the balance is short. */
export async function retakeOrderCredit(trx: Executor, orderId: string, at: Date): Promise<boolean> {
  const order = await trx
    .selectFrom("orders")
    .select(["store_credit", "phone_number"])
    .where("id", "=", orderId)
    .executeTakeFirst();
  const used = order?.store_credit ?? 0;
  if (!order?.phone_number || used <= 0) return true;
  const held = (await heldBy(trx, orderId))?.held ?? 0;
  if (held >= used) return true;
  try {
    await take(trx, {
      phone: order.phone_number,
      kind: "used",
      amount: used - held,
      orderId,
      sourceKind: "order",
      sourceId: orderId,
      at: at.toISOString(),
    });
    return true;
  } catch (error) {
    if (error instanceof CreditShort) return false;
    throw error;
  }
}

/** The hourly sweep: every balance past its expiry becomes zero, with an "expired" entry. */
export async function expireStoreCredit(db: Db, now = new Date()): Promise<number> {
  const at = now.toISOString();
  const due = await db.kysely
    .selectFrom("store_credit_balances")
    .select(["phone", "balance"])
    .where("balance", ">", 0)
    .where("expires_at", "<=", at)
    .limit(500)
    .execute();
  for (const row of due) {
    await db.kysely.transaction().execute((trx) => lapse(trx, row.phone, row.balance, at));
  }
  return due.length;
}

/** An order paying with credit, in its own transaction (PostgreSQL, in-memory SQLite). */
export async function useStoreCredit(
  trx: Executor,
  input: { phone: string; amount: number; orderId: string; at: string },
): Promise<void> {
  await take(trx, {
    phone: input.phone,
    kind: "used",
    amount: input.amount,
    orderId: input.orderId,
    sourceKind: "order",
    sourceId: input.orderId,
    at: input.at,
  });
}

/** The same for SQLite's write thread: the guarded take must change its row, or the unit is undone. */
export function storeCreditStatements(
  k: Kysely<Database>,
  input: { phone: string; amount: number; orderId: string; at: string },
): WriteStatement[] {
  const { update, entry } = takeQueries(k, {
    phone: input.phone,
    kind: "used",
    amount: input.amount,
    orderId: input.orderId,
    sourceKind: "order",
    sourceId: input.orderId,
    at: input.at,
  });
  const compiled = (q: { compile(): { sql: string; parameters: readonly unknown[] } }) => {
    const { sql: text, parameters } = q.compile();
    return { sql: text, parameters: [...parameters] };
  };
  return [{ ...compiled(update), mustChange: true }, compiled(entry)];
}
