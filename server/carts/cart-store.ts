// Abandoned carts kept for reminders (docs/decisions/049-abandoned-carts.md): the browser's
// snapshots (priced here, never by the browser), restoring a cart from its link, stopping its
// reminders, and staff's list. The reminder job is ./cart-reminders.ts.
import { randomBytes, randomUUID } from "node:crypto";
import { sql } from "kysely";
import type { Catalogue } from "../../app/shared/catalogue";
import type { CartSnapshot, CartStopReason } from "../../app/shared/abandoned-carts";
import type { OrderItemRequest } from "../../app/shared/order-schema";
import type { AbandonedCartFilters, AbandonedCartList, AdminAbandonedCart } from "../../app/admin/carts/carts-contract";
import type { FieldMessage } from "../../app/shared/field-errors";
import type { Db } from "../db/database";
import { priceOrder } from "../orders/pricing";

/** The signed-in shopper a snapshot comes from, if any: their contacts and whether they take updates. */
export interface SnapshotAccount {
  id: string;
  phone: string | null;
  email: string | null;
  orderUpdates: boolean;
}

type SnapshotOutcome = { ok: true; token: string | null } | { ok: false; errors: FieldMessage[] };

const newToken = () => randomBytes(32).toString("base64url");

/**
 * Stores (or updates, by its token) a browser's cart. Kept only with consent: the checkout's box
 * ticked, or a signed-in shopper who takes order updates; and only with someone to remind. Without
 * consent, or emptied, a cart kept before is deleted: nothing stays that may not be used.
 */
export async function saveSnapshot(
  db: Db,
  snapshot: CartSnapshot,
  catalogue: Catalogue,
  account: SnapshotAccount | null,
  now: Date,
): Promise<SnapshotOutcome> {
  const at = now.toISOString();
  const existing = snapshot.token
    ? await db.kysely.selectFrom("abandoned_carts").selectAll().where("token", "=", snapshot.token).executeTakeFirst()
    : undefined;
  const consent = snapshot.remind || (account?.orderUpdates ?? false);
  // A browser that restored the cart from its link holds the token but not the contact: the cart's own stays.
  const phone = snapshot.phone ?? account?.phone ?? existing?.phone ?? null;
  const email = snapshot.email ?? account?.email ?? existing?.email ?? null;
  const drop = async () => {
    if (existing) await db.kysely.deleteFrom("abandoned_carts").where("id", "=", existing.id).execute();
    return { ok: true as const, token: null };
  };
  if (!consent || (!phone && !email) || snapshot.items.length === 0) return drop();

  const priced = priceOrder(snapshot.items, catalogue);
  if (!priced.ok) return { ok: false, errors: priced.errors };
  const value = priced.order.subtotal;
  const itemCount = snapshot.items.reduce((n, item) => n + item.quantity, 0);
  const fields = {
    account_id: account?.id ?? null,
    phone,
    email,
    language: snapshot.language,
    consent: 1,
    items: JSON.stringify(snapshot.items),
    item_count: itemCount,
    value,
    updated_at: at,
  };
  if (existing) {
    await db.kysely
      .updateTable("abandoned_carts")
      .set({ ...fields, consented_at: existing.consented_at ?? at })
      .where("id", "=", existing.id)
      .execute();
    return { ok: true, token: existing.token };
  }
  const token = newToken();
  await db.kysely
    .insertInto("abandoned_carts")
    .values({ id: randomUUID(), token, ...fields, consented_at: at, started_at: at, created_at: at })
    .execute();
  return { ok: true, token };
}

/** A cart's lines from its restore link; opening it is activity (the reminder clock starts again). */
export async function restoreCart(db: Db, token: string, now: Date): Promise<OrderItemRequest[] | null> {
  const row = await db.kysely.selectFrom("abandoned_carts").select(["id", "items"]).where("token", "=", token).executeTakeFirst();
  if (!row) return null;
  await db.kysely.updateTable("abandoned_carts").set({ updated_at: now.toISOString() }).where("id", "=", row.id).execute();
  return JSON.parse(row.items) as OrderItemRequest[];
}

/** Stops a cart's reminders (its stop link); false for an unknown token. Stopping twice is no change. */
export async function stopByToken(db: Db, token: string, now: Date): Promise<boolean> {
  const row = await db.kysely.selectFrom("abandoned_carts").select("id").where("token", "=", token).executeTakeFirst();
  if (!row) return false;
  await stop(db, [row.id], "link", now);
  return true;
}

/** A reply from a phone stops the reminders of every cart to that phone (its own or its account's). */
export async function stopByPhone(db: Db, phone: string, now: Date): Promise<number> {
  const rows = await db.kysely
    .selectFrom("abandoned_carts")
    .select("id")
    .where("stopped_at", "is", null)
    .where((eb) =>
      eb.or([
        eb("phone", "=", phone),
        eb("account_id", "in", eb.selectFrom("accounts").select("id").where("phone_number", "=", phone)),
      ]),
    )
    .execute();
  await stop(
    db,
    rows.map((r) => r.id),
    "reply",
    now,
  );
  return rows.length;
}

export async function stop(db: Db, ids: string[], reason: CartStopReason, now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.kysely
    .updateTable("abandoned_carts")
    .set({ stopped_at: now.toISOString(), stop_reason: reason })
    .where("id", "in", ids)
    .where("stopped_at", "is", null)
    .execute();
}

const CARTS_PAGE_SIZE = 25;

/** Staff's list (the admin's Abandoned carts section), newest activity first, a page at a time. */
export async function listAbandonedCarts(
  db: Db,
  filters: AbandonedCartFilters,
  origin: string,
  catalogue: Catalogue,
): Promise<AbandonedCartList> {
  const productName = (id: string) => catalogue.products.find((p) => p.id === id)?.name ?? id;
  const lineName = (item: OrderItemRequest) =>
    item.type === "product"
      ? productName(item.productId)
      : item.type === "bundle"
        ? (catalogue.bundles.find((b) => b.id === item.bundleId)?.name ?? item.bundleId)
        : item.productIds.map(productName).join(" + ");
  let query = db.kysely.selectFrom("abandoned_carts").where("item_count", ">", 0);
  if (filters.state === "waiting") query = query.where("stopped_at", "is", null).where("reminders_sent", "=", 0);
  if (filters.state === "reminded") query = query.where("stopped_at", "is", null).where("reminders_sent", ">", 0);
  if (filters.state === "stopped") query = query.where("stopped_at", "is not", null);
  if (filters.q) {
    const q = `%${filters.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const digits = filters.q.replace(/\D/g, "");
    query = query.where((eb) =>
      eb.or([
        eb(sql<string>`lower(coalesce(email, ''))`, "like", sql<string>`${q} escape '\\'`),
        ...(digits.length >= 3 ? [eb("phone", "like", `%${digits}%`)] : []),
      ]),
    );
  }
  const page = filters.page ?? 1;
  const [rows, total] = await Promise.all([
    query
      .selectAll()
      .orderBy("updated_at", "desc")
      .orderBy("id")
      .limit(CARTS_PAGE_SIZE)
      .offset((page - 1) * CARTS_PAGE_SIZE)
      .execute(),
    query.select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow(),
  ]);
  const carts: AdminAbandonedCart[] = rows.map((r) => {
    const items = JSON.parse(r.items) as OrderItemRequest[];
    return {
      id: r.id,
      phone: r.phone,
      email: r.email,
      signedIn: r.account_id !== null,
      language: r.language === "ar" ? "ar" : "en",
      items,
      lines: items.map((item) => ({ name: lineName(item), quantity: item.quantity })),
      itemCount: Number(r.item_count),
      value: Number(r.value),
      updatedAt: r.updated_at,
      remindersSent: Number(r.reminders_sent),
      lastRemindedAt: r.last_reminded_at,
      stoppedAt: r.stopped_at,
      stopReason: r.stop_reason as CartStopReason | null,
      restoreUrl: restoreUrl(origin, r.language, r.token),
    };
  });
  return { carts, total: Number(total.n), page, pageSize: CARTS_PAGE_SIZE };
}

const languagePrefix = (language: string) => (language === "ar" ? "/ar" : "");
export const restoreUrl = (origin: string, language: string, token: string) =>
  `${origin}${languagePrefix(language)}/cart?restore=${token}`;
export const stopUrl = (origin: string, language: string, token: string) =>
  `${origin}${languagePrefix(language)}/cart?stop=${token}`;
