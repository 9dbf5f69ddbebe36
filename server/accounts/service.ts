// Shopper accounts (docs/decisions/044-shopper-accounts.md): sign-in by a one-time code sent to a
// phone or an e-mail, sessions, the shopper's details, saved addresses and orders. No passwords.
// An account is made at its first successful sign-in, so asking for a code answers the same
// whether the phone is known or not. Codes are stored hashed, last 10 minutes, take 5 guesses;
// codes sent are counted per phone or e-mail (and client address), requests per client address,
// in the database under a lock per key, so the limits hold exactly across processes.
import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from "node:crypto";
import { sql, type Kysely } from "kysely";
import type { Config } from "../config";
import type { Db } from "../db/database";
import type { Database } from "../db/schema";
import {
  CODE_LIFETIME_MINUTES,
  CODE_TRIES,
  type AccountOrder,
  type AccountView,
  type AddressInput,
  type ProfileChange,
  type Recipient,
  type ReorderLine,
  type SavedAddress,
} from "../../app/shared/account";
import { accountMessage, enqueue } from "../mail/outbox";
import { audit } from "../auth/audit";
import { rateLimitKey } from "../auth/client-address";
import { forgetCartReminders } from "../carts/cart-store";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** Codes sent to one phone or e-mail in an hour: at the requests of one client address, and of all. */
const CODES_PER_RECIPIENT_PER_ADDRESS = 5;
const CODES_PER_RECIPIENT = 10;
/** Code requests one client address may make in an hour, whichever phones or e-mails. */
const REQUESTS_PER_ADDRESS = 20;
/** A good code younger than this is not followed by another. */
const RESEND_AFTER_MS = MINUTE_MS;
/** Good codes that may wait at once for one phone or e-mail; each signs in. */
const WAITING_CODES = 3;
/** A session lasts 30 days from sign-in (the cookie as long). */
export const SESSION_LIFETIME_MS = 30 * 24 * HOUR_MS;
const TOUCH_AFTER_MS = HOUR_MS;
const MAX_ADDRESSES = 10;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** Who the audit trail names for what a shopper did themselves. */
const SHOPPER = "shopper";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
/** A code's hash, salted by its row's id: the database never holds the digits. */
const codeHash = (id: string, code: string) => sha256(`${id}:${code}`);
const bucketOf = (recipient: Recipient) => ("phone" in recipient ? `phone:${recipient.phone}` : `email:${recipient.email}`);

export interface RequestMeta {
  ip: string;
  userAgent?: string | null;
  now: Date;
}

/** `sent` is false when a code sent earlier still stands; the answer to the client is the same. */
export type CodeRequestOutcome = { ok: true; sent: boolean } | { ok: false; retryAfter: number };
export type SignInOutcome =
  { ok: true; token: string; accountId: string; created: boolean } | { ok: false; reason: "wrong" | "too-many-tries" };

export interface ShopperSession {
  accountId: string;
  sessionId: string;
}

export function createAccountService({ db }: { config: Config; db: Db }) {
  const k = db.kysely;

  /**
   * Sends a code, unless one sent to the same phone or e-mail less than a minute ago is still good,
   * or three are: then nothing is sent and nothing ends, and the answer is the same (decision 044).
   * Whoever asks, a code goes only to the phone or e-mail itself, so another client's requests can
   * neither end its owner's code nor, alone, use up the codes its owner may be sent.
   */
  async function requestCode(recipient: Recipient, meta: RequestMeta): Promise<CodeRequestOutcome> {
    const at = meta.now.toISOString();
    const to = bucketOf(recipient);
    const from = `address:${rateLimitKey(meta.ip)}`;
    return k.transaction().execute(async (trx) => {
      // Recipient before address in every request, so two requests never deadlock.
      await holdUntilCommit(trx, `account-code:${to}`);
      await holdUntilCommit(trx, `account-code:${from}`);
      const busy = await refusal(trx, from, REQUESTS_PER_ADDRESS, meta.now);
      if (busy) return busy;
      const waiting = await trx
        .selectFrom("account_codes")
        .select("created_at")
        .where("recipient", "=", to)
        .where("used_at", "is", null)
        .where("expires_at", ">", at)
        .where("tries", "<", CODE_TRIES)
        .execute();
      const resendFrom = new Date(meta.now.getTime() - RESEND_AFTER_MS).toISOString();
      if (waiting.length >= WAITING_CODES || waiting.some((c) => c.created_at > resendFrom)) {
        await trx.insertInto("account_code_requests").values({ bucket: from, at }).execute();
        return { ok: true, sent: false };
      }
      const pair = `${to} ${from}`;
      const full =
        (await refusal(trx, pair, CODES_PER_RECIPIENT_PER_ADDRESS, meta.now)) ??
        (await refusal(trx, to, CODES_PER_RECIPIENT, meta.now));
      if (full) return full;
      await trx
        .insertInto("account_code_requests")
        .values([from, pair, to].map((bucket) => ({ bucket, at })))
        .execute();
      const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
      const id = randomUUID();
      await trx
        .insertInto("account_codes")
        .values({
          id,
          recipient: to,
          code_hash: codeHash(id, code),
          created_at: at,
          expires_at: new Date(meta.now.getTime() + CODE_LIFETIME_MINUTES * MINUTE_MS).toISOString(),
          used_at: null,
        })
        .execute();
      const language = recipient.language ?? "en";
      const message =
        "phone" in recipient
          ? accountMessage("sign-in-code", "phone", recipient.phone, { code, language }, at)
          : accountMessage("sign-in-code", "email", recipient.email, { code, language }, at);
      await enqueue(trx, [message]);
      return { ok: true, sent: true };
    });
  }

  /**
   * On PostgreSQL, takes `key`'s advisory lock until the transaction ends, so the count that follows
   * and the rows written after it are one step for that key across connections and processes.
   * SQLite's transactions already run one at a time on its one connection.
   */
  async function holdUntilCommit(trx: Kysely<Database>, key: string): Promise<void> {
    if (db.engine === "postgres") await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
  }

  /** A refusal when `bucket` already holds `limit` rows in the last hour, with the seconds until one leaves it. */
  async function refusal(trx: Kysely<Database>, bucket: string, limit: number, now: Date) {
    // The limit-th newest row in the hour: once it leaves, there is room again.
    const row = await trx
      .selectFrom("account_code_requests")
      .select("at")
      .where("bucket", "=", bucket)
      .where("at", ">", new Date(now.getTime() - HOUR_MS).toISOString())
      .orderBy("at", "desc")
      .limit(1)
      .offset(limit - 1)
      .executeTakeFirst();
    if (!row) return null;
    return { ok: false as const, retryAfter: Math.max(1, Math.ceil((Date.parse(row.at) + HOUR_MS - now.getTime()) / 1000)) };
  }

  /**
   * Checks a code against every code still waiting for the phone or e-mail; on success finds or
   * makes the account, opens a session and ends the other waiting codes.
   */
  async function signIn(recipient: Recipient, code: string, meta: RequestMeta): Promise<SignInOutcome> {
    const at = meta.now.toISOString();
    const to = bucketOf(recipient);
    // The guess is counted on each waiting code before it is checked, so parallel guesses cannot
    // share one try and each code takes at most five.
    const counted = await k
      .updateTable("account_codes")
      .set((eb) => ({ tries: eb("tries", "+", 1) }))
      .where("recipient", "=", to)
      .where("used_at", "is", null)
      .where("expires_at", ">", at)
      .where("tries", "<", CODE_TRIES)
      .returning(["id", "code_hash", "tries"])
      .execute();
    if (counted.length === 0) {
      // A code still in time but out of tries says so; no code, or an expired one, answers as a wrong one.
      const spent = await k
        .selectFrom("account_codes")
        .select("id")
        .where("recipient", "=", to)
        .where("used_at", "is", null)
        .where("expires_at", ">", at)
        .executeTakeFirst();
      return { ok: false, reason: spent ? "too-many-tries" : "wrong" };
    }
    const match = counted.find((c) => timingSafeEqual(Buffer.from(c.code_hash, "hex"), Buffer.from(codeHash(c.id, code), "hex")));
    if (!match) return { ok: false, reason: counted.every((c) => c.tries >= CODE_TRIES) ? "too-many-tries" : "wrong" };
    const used = await k
      .updateTable("account_codes")
      .set({ used_at: at })
      .where("id", "=", match.id)
      .where("used_at", "is", null)
      .returning("id")
      .executeTakeFirst();
    if (!used) return { ok: false, reason: "wrong" };
    await k.deleteFrom("account_codes").where("recipient", "=", to).where("used_at", "is", null).execute();
    const { id: accountId, created } = await findOrCreate(recipient, at);
    await k.updateTable("accounts").set({ last_sign_in_at: at }).where("id", "=", accountId).execute();
    const token = randomBytes(32).toString("base64url");
    await k
      .insertInto("account_sessions")
      .values({
        id: sha256(token),
        account_id: accountId,
        created_at: at,
        last_seen_at: at,
        ip: meta.ip,
        user_agent: meta.userAgent?.slice(0, 300) ?? null,
      })
      .execute();
    await audit(db, {
      actor: SHOPPER,
      action: "account.sign-in",
      target: accountId,
      ip: meta.ip,
      detail: { via: "phone" in recipient ? "phone" : "email", created },
      at: meta.now,
    });
    return { ok: true, token, accountId, created };
  }

  async function findOrCreate(recipient: Recipient, at: string): Promise<{ id: string; created: boolean }> {
    const find = () =>
      "phone" in recipient
        ? k.selectFrom("accounts").select("id").where("phone_number", "=", recipient.phone).executeTakeFirst()
        : k
            .selectFrom("accounts")
            .select("id")
            .where("email", "=", recipient.email)
            .where("email_verified", "=", 1)
            .executeTakeFirst();
    const found = await find();
    if (found) return { id: found.id, created: false };
    const id = randomUUID();
    try {
      await k
        .insertInto("accounts")
        .values({
          id,
          phone_number: "phone" in recipient ? recipient.phone : null,
          email: "email" in recipient ? recipient.email : null,
          email_verified: "email" in recipient ? 1 : 0,
          name: null,
          language: recipient.language ?? "en",
          offers_consented_at: null,
          created_at: at,
          updated_at: at,
          last_sign_in_at: at,
        })
        .execute();
      return { id, created: true };
    } catch (error) {
      // Two first sign-ins at once: the other made it.
      const again = await find();
      if (again) return { id: again.id, created: false };
      throw error;
    }
  }

  /** The session a cookie's token names, or null (unknown, or older than 30 days). */
  async function resolve(token: string | null, now: Date): Promise<ShopperSession | null> {
    if (!token || !TOKEN_PATTERN.test(token)) return null;
    const id = sha256(token);
    const row = await k
      .selectFrom("account_sessions")
      .select(["account_id", "created_at", "last_seen_at"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) return null;
    if (now.getTime() - Date.parse(row.created_at) >= SESSION_LIFETIME_MS) {
      await k.deleteFrom("account_sessions").where("id", "=", id).execute();
      return null;
    }
    if (now.getTime() - Date.parse(row.last_seen_at) >= TOUCH_AFTER_MS)
      await k.updateTable("account_sessions").set({ last_seen_at: now.toISOString() }).where("id", "=", id).execute();
    return { accountId: row.account_id, sessionId: id };
  }

  async function addresses(accountId: string): Promise<SavedAddress[]> {
    const rows = await k
      .selectFrom("account_addresses")
      .selectAll()
      .where("account_id", "=", accountId)
      .orderBy("is_default", "desc")
      .orderBy("created_at")
      .orderBy("id")
      .execute();
    return rows.map((r) => ({
      id: r.id,
      label: r.label,
      address: r.address,
      city: r.city,
      zone: r.zone,
      street: r.street,
      building: r.building,
      isDefault: r.is_default === 1,
    }));
  }

  async function view(session: ShopperSession): Promise<AccountView | null> {
    const account = await k.selectFrom("accounts").selectAll().where("id", "=", session.accountId).executeTakeFirst();
    if (!account) return null;
    const sessions = await k
      .selectFrom("account_sessions")
      .select(["id", "created_at", "last_seen_at", "user_agent"])
      .where("account_id", "=", session.accountId)
      .orderBy("last_seen_at", "desc")
      .execute();
    return {
      id: account.id,
      phone: account.phone_number,
      email: account.email,
      emailVerified: account.email_verified === 1,
      name: account.name,
      language: account.language === "ar" ? "ar" : "en",
      orderUpdates: account.order_updates === 1,
      offers: account.offers === 1,
      addresses: await addresses(session.accountId),
      // A session's id is the hash of its cookie: shown by its first characters only.
      sessions: sessions.map((s) => ({
        id: s.id.slice(0, 16),
        createdAt: s.created_at,
        lastSeenAt: s.last_seen_at,
        userAgent: s.user_agent,
        current: s.id === session.sessionId,
      })),
    };
  }

  async function updateProfile(accountId: string, change: ProfileChange, now: Date): Promise<void> {
    const at = now.toISOString();
    const current = await k.selectFrom("accounts").selectAll().where("id", "=", accountId).executeTakeFirstOrThrow();
    const set: Record<string, unknown> = { updated_at: at };
    if (change.name !== undefined) set.name = change.name;
    if (change.language !== undefined) set.language = change.language;
    if (change.orderUpdates !== undefined) set.order_updates = change.orderUpdates ? 1 : 0;
    if (change.offers !== undefined) {
      set.offers = change.offers ? 1 : 0;
      // The moment the shopper said yes is the consent's record; saying no clears it.
      if (change.offers && current.offers !== 1) set.offers_consented_at = at;
      if (!change.offers) set.offers_consented_at = null;
    }
    // A new contact address is not verified until a code sent to it signs in.
    if (change.email !== undefined && change.email !== current.email) {
      set.email = change.email;
      set.email_verified = 0;
    }
    await k.updateTable("accounts").set(set).where("id", "=", accountId).execute();
    // Order updates off withdraw the consent cart reminders rest on: none waits a moment longer (decision 049).
    if (change.orderUpdates === false) await forgetCartReminders(k, ownContacts(accountId, current), now);
  }

  /** The account's orders: every order placed with its phone, guest orders before the account included. */
  async function orders(accountId: string): Promise<AccountOrder[]> {
    const account = await k.selectFrom("accounts").select("phone_number").where("id", "=", accountId).executeTakeFirst();
    if (!account?.phone_number) return [];
    const rows = await k
      .selectFrom("orders as o")
      .select((eb) => [
        "o.id",
        "o.number",
        "o.created_at",
        "o.status",
        "o.final_total",
        eb
          .selectFrom("order_items as i")
          .select((e) => e.fn.coalesce(e.fn.sum<number | string>("i.quantity"), sql.lit(0)).as("n"))
          .whereRef("i.order_id", "=", "o.id")
          .as("items"),
      ])
      .where("o.phone_number", "=", account.phone_number)
      .orderBy("o.created_at", "desc")
      .limit(100)
      .execute();
    return rows.map((r) => ({
      id: r.id,
      orderNumber: Number(r.number),
      createdAt: r.created_at,
      status: r.status,
      total: Number(r.final_total),
      items: Number(r.items ?? 0),
    }));
  }

  /**
   * The lines of one of the account's orders (found by its phone, as the list is), for "order
   * again"; null when the order is not the account's, so another shopper's order is a 404.
   */
  async function orderLines(accountId: string, orderId: string): Promise<ReorderLine[] | null> {
    const account = await k.selectFrom("accounts").select("phone_number").where("id", "=", accountId).executeTakeFirst();
    if (!account?.phone_number) return null;
    const order = await k
      .selectFrom("orders")
      .select("id")
      .where("id", "=", orderId)
      .where("phone_number", "=", account.phone_number)
      .executeTakeFirst();
    if (!order) return null;
    const rows = await k
      .selectFrom("order_items")
      .select(["item_type", "item_ref", "name", "quantity", "products", "variant_id"])
      .where("order_id", "=", orderId)
      .orderBy("position")
      .execute();
    return rows.map((r) => ({ name: r.name, quantity: Number(r.quantity), item: reorderItem(r, Number(r.quantity)) }));
  }

  async function saveAddress(accountId: string, input: AddressInput, now: Date, id?: string): Promise<SavedAddress | null> {
    const at = now.toISOString();
    return k.transaction().execute(async (trx) => {
      // The count and the one default are read and written as one step per account.
      await holdUntilCommit(trx, `account-addresses:${accountId}`);
      const existing = await trx
        .selectFrom("account_addresses")
        .select(["id", "is_default"])
        .where("account_id", "=", accountId)
        .execute();
      if (id && !existing.some((a) => a.id === id)) return null;
      if (!id && existing.length >= MAX_ADDRESSES) throw new TooManyAddresses();
      // The first address is the default; making another the default unsets the old one.
      const isDefault = input.isDefault === true || existing.length === 0 || (id !== undefined && existing.length === 1);
      if (input.isDefault)
        await trx.updateTable("account_addresses").set({ is_default: 0 }).where("account_id", "=", accountId).execute();
      const values = {
        label: input.label ?? null,
        address: input.address,
        city: input.city,
        zone: input.zone ?? null,
        street: input.street ?? null,
        building: input.building ?? null,
        updated_at: at,
      };
      const addressId = id ?? randomUUID();
      if (id) {
        await trx
          .updateTable("account_addresses")
          .set({ ...values, ...(isDefault ? { is_default: 1 } : {}) })
          .where("id", "=", id)
          .where("account_id", "=", accountId)
          .execute();
      } else {
        await trx
          .insertInto("account_addresses")
          .values({ id: addressId, account_id: accountId, ...values, is_default: isDefault ? 1 : 0, created_at: at })
          .execute();
      }
      const saved = await trx.selectFrom("account_addresses").selectAll().where("id", "=", addressId).executeTakeFirstOrThrow();
      return { ...values, id: addressId, label: saved.label, isDefault: saved.is_default === 1 };
    });
  }

  async function deleteAddress(accountId: string, id: string): Promise<boolean> {
    return k.transaction().execute(async (trx) => {
      await holdUntilCommit(trx, `account-addresses:${accountId}`);
      const gone = await trx
        .deleteFrom("account_addresses")
        .where("id", "=", id)
        .where("account_id", "=", accountId)
        .returning("is_default")
        .executeTakeFirst();
      if (!gone) return false;
      // The default went: the oldest address left takes its place.
      if (gone.is_default === 1) {
        const next = await trx
          .selectFrom("account_addresses")
          .select("id")
          .where("account_id", "=", accountId)
          .orderBy("created_at")
          .orderBy("id")
          .limit(1)
          .executeTakeFirst();
        if (next) await trx.updateTable("account_addresses").set({ is_default: 1 }).where("id", "=", next.id).execute();
      }
      return true;
    });
  }

  async function signOut(session: ShopperSession): Promise<void> {
    await k.deleteFrom("account_sessions").where("id", "=", session.sessionId).execute();
  }

  /** Ends one of the account's sessions, named by the start of its id as the account view shows it. */
  async function endSession(accountId: string, shownId: string): Promise<boolean> {
    if (!/^[0-9a-f]{16}$/.test(shownId)) return false;
    const rows = await k
      .deleteFrom("account_sessions")
      .where("account_id", "=", accountId)
      .where("id", "like", `${shownId}%`)
      .returning("id")
      .execute();
    return rows.length > 0;
  }

  async function signOutEverywhere(accountId: string, meta: RequestMeta): Promise<number> {
    const rows = await k.deleteFrom("account_sessions").where("account_id", "=", accountId).returning("id").execute();
    await audit(db, {
      actor: SHOPPER,
      action: "account.sign-out-everywhere",
      target: accountId,
      ip: meta.ip,
      detail: { sessions: rows.length },
      at: meta.now,
    });
    return rows.length;
  }

  /**
   * Deletes the account: its details, addresses and sessions, and the codes sent to it. Orders are
   * the shop's record and stay as they were placed; they were never tied to the account.
   */
  async function deleteAccount(accountId: string, meta: RequestMeta): Promise<void> {
    await k.transaction().execute(async (trx) => {
      const account = await trx
        .selectFrom("accounts")
        .select(["phone_number", "email", "email_verified"])
        .where("id", "=", accountId)
        .executeTakeFirst();
      if (!account) return;
      const recipients = [
        ...(account.phone_number ? [`phone:${account.phone_number}`] : []),
        ...(account.email ? [`email:${account.email}`] : []),
      ];
      if (recipients.length) await trx.deleteFrom("account_codes").where("recipient", "in", recipients).execute();
      await trx.deleteFrom("account_sessions").where("account_id", "=", accountId).execute();
      await trx.deleteFrom("account_addresses").where("account_id", "=", accountId).execute();
      // Its cart reminders and their pending messages go with it (decision 049).
      await forgetCartReminders(trx, ownContacts(accountId, account), meta.now);
      await trx.deleteFrom("accounts").where("id", "=", accountId).execute();
    });
    await audit(db, { actor: SHOPPER, action: "account.delete", target: accountId, ip: meta.ip, at: meta.now });
  }

  return {
    requestCode,
    signIn,
    resolve,
    view,
    updateProfile,
    orders,
    orderLines,
    saveAddress,
    deleteAddress,
    signOut,
    endSession,
    signOutEverywhere,
    deleteAccount,
  };
}

/** An order line as the order API would take it again: its perfume and size, bundle, or trio's three. */
function reorderItem(
  r: {
    item_type: string;
    item_ref: string | null;
    products: string | null;
    variant_id?: string | null;
  },
  quantity: number,
): ReorderLine["item"] {
  if (r.item_type === "product" && r.item_ref) {
    return r.variant_id
      ? { type: "product", productId: r.item_ref, variantId: r.variant_id, quantity }
      : { type: "product", productId: r.item_ref, quantity };
  }
  if (r.item_type === "bundle" && r.item_ref) return { type: "bundle", bundleId: r.item_ref, quantity };
  if (r.item_type !== "custom-trio" || !r.products) return null;
  let inside: unknown;
  try {
    inside = JSON.parse(r.products);
  } catch {
    return null;
  }
  if (!Array.isArray(inside) || inside.length !== 3) return null;
  const ids = inside.map((p) => (p && typeof p === "object" ? (p as { id?: unknown }).id : undefined));
  const sizes = inside.map((p) => (p && typeof p === "object" ? (p as { variantId?: unknown }).variantId : undefined));
  if (!ids.every((id): id is string => typeof id === "string")) return null;
  const productIds: [string, string, string] = [ids[0], ids[1], ids[2]];
  return sizes.every((v): v is string => typeof v === "string")
    ? { type: "custom-trio", productIds, variantIds: [sizes[0], sizes[1], sizes[2]], quantity }
    : { type: "custom-trio", productIds, quantity };
}

/** The account's own contacts for its cart reminders: an e-mail only once verified (never a stranger's address). */
const ownContacts = (id: string, a: { phone_number: string | null; email: string | null; email_verified: number }) => ({
  id,
  phone: a.phone_number,
  email: a.email_verified === 1 ? a.email : null,
});

export class TooManyAddresses extends Error {
  constructor() {
    super(`At most ${MAX_ADDRESSES} addresses.`);
  }
}

export type AccountService = ReturnType<typeof createAccountService>;
