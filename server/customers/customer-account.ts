// A customer's shopper account, for staff (docs/decisions/044, "What staff see"): found by the
// phone number it signed in with, read-only. Counts are the database's; no session token, code or
// address text leaves it, only how many.
import type { CustomerAccount } from "../../app/admin/customers/customers-contract";
import { SESSION_LIFETIME_MS } from "../accounts/service";
import type { Db } from "../db/database";

export async function customerAccount(db: Db, phone: string, now = new Date()): Promise<CustomerAccount | null> {
  const k = db.kysely;
  const account = await k
    .selectFrom("accounts")
    .select([
      "id",
      "email",
      "email_verified",
      "language",
      "created_at",
      "last_sign_in_at",
      "order_updates",
      "offers",
      "offers_consented_at",
    ])
    .where("phone_number", "=", phone)
    .executeTakeFirst();
  if (!account) return null;
  // A session counts while younger than its lifetime, as the sign-in check reads it.
  const liveSince = new Date(now.getTime() - SESSION_LIFETIME_MS).toISOString();
  const [sessions, addresses] = await Promise.all([
    k
      .selectFrom("account_sessions")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("account_id", "=", account.id)
      .where("created_at", ">", liveSince)
      .executeTakeFirstOrThrow(),
    k
      .selectFrom("account_addresses")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("account_id", "=", account.id)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    email: account.email,
    emailVerified: account.email_verified === 1,
    language: account.language === "ar" ? "ar" : "en",
    createdAt: account.created_at,
    lastSignInAt: account.last_sign_in_at,
    activeSessions: Number(sessions.n),
    savedAddresses: Number(addresses.n),
    orderUpdates: account.order_updates === 1,
    offers: account.offers === 1,
    offersConsentedAt: account.offers_consented_at,
  };
}
