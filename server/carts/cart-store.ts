// Abandoned carts kept for reminders (docs/decisions/049-abandoned-carts.md): the browser's
// snapshots (priced here, never by the browser), the recipient's consent and its proof, restoring a
// cart from its link, stopping its reminders, forgetting them when consent is withdrawn, and
// staff's list. The reminder job is ./cart-reminders.ts.
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { sql, type Kysely, type Transaction } from "kysely";
import type { Catalogue } from "../../app/shared/catalogue";
import type { CartSnapshot, CartStopReason } from "../../app/shared/abandoned-carts";
import type { OrderItemRequest } from "../../app/shared/order-schema";
import type { AbandonedCartFilters, AbandonedCartList, AdminAbandonedCart } from "../../app/admin/carts/carts-contract";
import type { FieldMessage } from "../../app/shared/field-errors";
import type { Db } from "../db/database";
import type { Database } from "../db/schema";
import { accountMessage, enqueue, type MessageChannel } from "../mail/outbox";
import type { CartConfirmationBody } from "../messages/cart-messages";
import { priceOrder } from "../orders/pricing";

type Executor = Kysely<Database> | Transaction<Database>;

/** The signed-in shopper a snapshot comes from, if any: their own contacts and whether they take updates. */
export interface SnapshotAccount {
  id: string;
  phone: string | null;
  /** The account's e-mail, only when a code sent to it signed in (verified): else null. */
  email: string | null;
  orderUpdates: boolean;
}

export interface SnapshotOptions {
  /** The shop's own address, for the confirmation link (never a request's Host). */
  origin: string;
  /** Whether reminders go to phones (the file transport), as the job is told (remindersByPhone). */
  phones: boolean;
  /**
   * Asked before a confirmation goes to a recipient who has not proved their consent: the
   * per-address limit on them; null when allowed, else the seconds to wait.
   */
  mayAskConfirmation: () => Promise<number | null>;
}

type SnapshotOutcome =
  /** `asked`: a confirmation link was written to the outbox. */
  | { ok: true; token: string | null; asked?: boolean }
  | { ok: false; errors: FieldMessage[] }
  /** Another cart is kept for this phone or e-mail: one per recipient. */
  | { ok: false; taken: true }
  | { ok: false; retryAfter: number };

const newToken = () => randomBytes(32).toString("base64url");
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
/** An unanswered confirmation is not sent again to the same recipient for this long. */
const CONFIRMATION_QUIET_MS = 30 * 24 * 60 * 60 * 1000;

interface Recipient {
  channel: MessageChannel;
  address: string;
}

/** Who a cart's reminders (and so its confirmation) go to: the phone when phones are reminded, else the e-mail. */
export function reminderRecipient(phone: string | null, email: string | null, phones: boolean): Recipient | null {
  if (phones && phone) return { channel: "phone", address: phone };
  return email ? { channel: "email", address: email } : null;
}

/** The key of reminder_confirmations, and of the sign-in codes' buckets: "phone:+974…", "email:…". */
const bucketOf = (channel: MessageChannel, address: string) => `${channel}:${address}`;

class Taken extends Error {}

/**
 * Stores (or updates, by its token) a browser's cart. Kept only with consent: the checkout's box
 * ticked by a guest, or a signed-in shopper who takes order updates (their account's preference
 * decides for them); and only with someone to remind, one cart per phone and per e-mail. Reminders
 * wait until the recipient proved their consent: a signed-in shopper's own phone or verified e-mail
 * has; any other contact is sent one confirmation link (at most one unanswered a month), and only
 * opening it confirms. Without consent, or emptied, a cart kept before is deleted: nothing stays
 * that may not be used.
 */
export async function saveSnapshot(
  db: Db,
  snapshot: CartSnapshot,
  catalogue: Catalogue,
  account: SnapshotAccount | null,
  now: Date,
  options: SnapshotOptions,
): Promise<SnapshotOutcome> {
  const at = now.toISOString();
  const byToken = snapshot.token
    ? await db.kysely.selectFrom("abandoned_carts").selectAll().where("token", "=", snapshot.token).executeTakeFirst()
    : undefined;
  // A signed-in shopper's cart is theirs from any browser, and so is one kept for their own phone or
  // verified e-mail: the session proves both.
  const existing =
    byToken ??
    (account
      ? await db.kysely
          .selectFrom("abandoned_carts")
          .selectAll()
          .where("stopped_at", "is", null)
          .where((eb) =>
            eb.or([
              eb("account_id", "=", account.id),
              ...(account.phone ? [eb("phone", "=", account.phone)] : []),
              ...(account.email ? [eb("email", "=", account.email)] : []),
            ]),
          )
          .orderBy("updated_at", "desc")
          .executeTakeFirst()
      : undefined);
  const consent = account ? account.orderUpdates : snapshot.remind;
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
  const to = reminderRecipient(phone, email, options.phones);
  // Consent proved by the session: the recipient is the signed-in account's own phone or verified e-mail.
  const proved = to !== null && account !== null && to.address === (to.channel === "phone" ? account.phone : account.email);
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
  if (existing && existing.phone === phone && existing.email === email) {
    await db.kysely
      .updateTable("abandoned_carts")
      .set({
        ...fields,
        account_id: fields.account_id ?? existing.account_id,
        consented_at: existing.consented_at ?? at,
        ...(proved && !existing.confirmed_at ? { confirmed_at: at, confirm_hash: null } : {}),
      })
      .where("id", "=", existing.id)
      .execute();
    return { ok: true, token: existing.token };
  }

  // A new cart, or new contacts (a new consent): a cart of its own, which replaces the one before.
  if (!proved && to) {
    const retryAfter = await options.mayAskConfirmation();
    if (retryAfter !== null) return { ok: false, retryAfter };
  }
  const token = newToken();
  const confirmToken = newToken();
  let asked = false;
  try {
    await db.kysely.transaction().execute(async (trx) => {
      if (existing) await trx.deleteFrom("abandoned_carts").where("id", "=", existing.id).execute();
      asked = !proved && to ? await askConfirmation(trx, to, now) : false;
      const inserted = await trx
        .insertInto("abandoned_carts")
        .values({
          id: randomUUID(),
          token,
          ...fields,
          consented_at: at,
          started_at: at,
          created_at: at,
          confirmed_at: proved ? at : null,
          confirm_hash: asked ? sha256(confirmToken) : null,
        })
        // One kept cart per phone and per e-mail (migration 055's partial unique indexes): of any
        // number of simultaneous snapshots, on either engine, one is kept.
        .onConflict((oc) => oc.doNothing())
        .returning("id")
        .executeTakeFirst();
      if (!inserted) throw new Taken();
      if (asked && to) {
        const body: CartConfirmationBody = {
          language: snapshot.language,
          confirmUrl: `${options.origin}${snapshot.language === "ar" ? "/ar" : ""}/cart?confirm=${confirmToken}`,
        };
        await enqueue(trx, [accountMessage("cart-confirmation", to.channel, to.address, body, at)]);
      }
    });
  } catch (error) {
    if (error instanceof Taken) return { ok: false, taken: true };
    throw error;
  }
  return { ok: true, token, asked };
}

/**
 * Whether a confirmation may go to this recipient now, recording it if so: not when one went in
 * the last 30 days and was not answered. One statement, guarded on the row as the database holds
 * it, so simultaneous snapshots to one recipient send one.
 */
async function askConfirmation(trx: Executor, to: Recipient, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const quietSince = new Date(now.getTime() - CONFIRMATION_QUIET_MS).toISOString();
  const asked = await trx
    .insertInto("reminder_confirmations")
    .values({ recipient: bucketOf(to.channel, to.address), asked_at: at, confirmed_at: null })
    .onConflict((oc) =>
      oc
        .column("recipient")
        .doUpdateSet({ asked_at: at, confirmed_at: null })
        .where((eb) =>
          eb.or([
            eb("reminder_confirmations.confirmed_at", "is not", null),
            eb("reminder_confirmations.asked_at", "<", quietSince),
          ]),
        ),
    )
    .returning("recipient")
    .executeTakeFirst();
  return asked !== undefined;
}

/**
 * The confirmation link opened: the cart's recipient consents, and its reminders may go (the hour
 * before the first counts from now). False for an unknown or used link, or a stopped cart.
 */
export async function confirmCart(db: Db, confirmToken: string, now: Date): Promise<boolean> {
  const at = now.toISOString();
  return db.kysely.transaction().execute(async (trx) => {
    const cart = await trx
      .updateTable("abandoned_carts")
      .set({ confirmed_at: at, confirm_hash: null, updated_at: at })
      .where("confirm_hash", "=", sha256(confirmToken))
      .where("stopped_at", "is", null)
      .returning(["phone", "email"])
      .executeTakeFirst();
    if (!cart) return false;
    const buckets = [
      ...(cart.phone ? [bucketOf("phone", cart.phone)] : []),
      ...(cart.email ? [bucketOf("email", cart.email)] : []),
    ];
    if (buckets.length)
      await trx.updateTable("reminder_confirmations").set({ confirmed_at: at }).where("recipient", "in", buckets).execute();
    return true;
  });
}

/**
 * Consent withdrawn (order updates turned off) or the account deleted: every cart kept for the
 * account or its phone or e-mail, their confirmations, and the reminders and confirmations waiting
 * in the outbox for them, go at once, in the caller's transaction. A message a sender holds at this
 * moment is already being handed over, and is left to it.
 */
export async function forgetCartReminders(
  trx: Executor,
  account: { id: string; phone: string | null; email: string | null },
  now: Date,
): Promise<void> {
  const email = account.email?.toLowerCase() ?? null;
  const addresses = [account.phone, email].filter((a): a is string => a !== null);
  await trx
    .deleteFrom("abandoned_carts")
    .where((eb) =>
      eb.or([
        eb("account_id", "=", account.id),
        ...(account.phone ? [eb("phone", "=", account.phone)] : []),
        ...(email ? [eb("email", "=", email)] : []),
      ]),
    )
    .execute();
  if (addresses.length === 0) return;
  await trx
    .deleteFrom("reminder_confirmations")
    .where("recipient", "in", [
      ...(account.phone ? [bucketOf("phone", account.phone)] : []),
      ...(email ? [bucketOf("email", email)] : []),
    ])
    .execute();
  const at = now.toISOString();
  await trx
    .deleteFrom("mail_outbox")
    .where("kind", "in", ["cart-reminder", "cart-confirmation"])
    .where("status", "=", "pending")
    .where("recipient", "in", addresses)
    .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<", at)]))
    .execute();
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
