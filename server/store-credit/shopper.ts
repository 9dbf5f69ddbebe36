// The one phone whose credit a request may spend or read: the signed-in shopper's account phone
// (docs/decisions/051-store-credit.md). Typing a phone at checkout proves nothing, so a guest
// spends and sees no credit.
import { readShopperToken } from "../accounts/cookie";
import type { AppServices } from "../services";

export async function signedInPhone(
  services: Pick<AppServices, "accounts" | "config" | "db">,
  cookieHeader: string | null | undefined,
  now: Date,
): Promise<string | null> {
  const session = await services.accounts.resolve(readShopperToken(services.config, cookieHeader), now);
  if (!session) return null;
  const row = await services.db.kysely
    .selectFrom("accounts")
    .select("phone_number")
    .where("id", "=", session.accountId)
    .executeTakeFirst();
  return row?.phone_number ?? null;
}
