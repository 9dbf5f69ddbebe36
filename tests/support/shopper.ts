// A signed-in shopper for tests (docs/decisions/044): a code asked for by phone, read from the
// outbox where the shop wrote it, and signed in with, as the shop's own pages. Gives the Cookie
// header of the session.
import type { Db } from "../../server/db/database";
import { toE164 } from "../../app/shared/phone";
import { TEST_ORIGIN } from "./admin";

/**
 * What the shop's own pages send with a change (server/api/same-origin.ts): the shopper's writes
 * are refused without it, as the admin's are.
 */
export const FROM_SHOP_PAGES = { origin: TEST_ORIGIN, "sec-fetch-site": "same-origin" } as const;

type Requester = { request: (path: string, init?: RequestInit) => Response | Promise<Response> };

/** Cookie header ("name=value; …") of every cookie a response set. */
export const cookiesFrom = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

export async function signInShopper(app: Requester, db: Db, phone: string, headers: Record<string, string> = {}) {
  const send = (path: string, body: unknown) =>
    app.request(`/api/account${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...FROM_SHOP_PAGES, ...headers },
      body: JSON.stringify(body),
    });
  const asked = await send("/code", { phone });
  if (asked.status !== 202) throw new Error(`code not sent: ${asked.status} ${await asked.text()}`);
  const row = await db.kysely
    .selectFrom("mail_outbox")
    .select("body")
    .where("recipient", "=", toE164(phone)!)
    .where("kind", "=", "sign-in-code")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  const res = await send("/sign-in", { phone, code: (JSON.parse(row.body!) as { code: string }).code });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return cookiesFrom(res);
}
