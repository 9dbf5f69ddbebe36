// POST /api/back-in-stock (docs/decisions/048-wishlist-and-back-in-stock.md): "tell me when it is
// back" for one sold-out size. Takes a phone or an e-mail, or, from a signed-in shopper who gives
// neither, the account's own; the page's language; and the shopper's consent to one message.
// 202 when the request waits (asking twice is one request), 422 with field errors for bad input or
// an unknown size, 409 when the size can be bought now, 429 past the per-address window.
import { Hono, type Context } from "hono";
import { parseBackInStock } from "../../app/shared/wishlist-input";
import type { Recipient } from "../../app/shared/account";
import { clientAddress } from "../auth/client-address";
import { readShopperToken } from "../accounts/cookie";
import { requestBackInStock } from "../back-in-stock/back-in-stock";
import { shopOrigin, type AppServices } from "../services";
import { windowLimiter } from "./window-limiter";
import { limitBody, readJson } from "./json-body";
import { sameOriginOnly } from "./same-origin";
import { problem, validationProblem, zodFieldErrors } from "./problem";

/** Requests one client address may send in a minute (429 beyond). */
const REQUESTS_PER_MINUTE = 10;

export function backInStockApi(services: AppServices, now: () => number = Date.now) {
  const api = new Hono();
  const { accounts, config, db } = services;
  const limit = windowLimiter(db, "back-in-stock", REQUESTS_PER_MINUTE, now);

  /** The signed-in shopper's id and own phone (else verified e-mail), or null for a guest. */
  async function shopper(c: Context): Promise<{ accountId: string; recipient: Recipient | null } | null> {
    const session = await accounts.resolve(readShopperToken(config, c.req.header("cookie")), new Date(now()));
    if (!session) return null;
    const row = await db.kysely
      .selectFrom("accounts")
      .select(["phone_number", "email", "email_verified"])
      .where("id", "=", session.accountId)
      .executeTakeFirst();
    if (!row) return null;
    const recipient: Recipient | null = row.phone_number
      ? { phone: row.phone_number }
      : row.email && row.email_verified
        ? { email: row.email }
        : null;
    return { accountId: session.accountId, recipient };
  }

  // Signed in, the request is the account's (its phone or e-mail): only from the shop's own pages.
  api.post("/", sameOriginOnly(services), limitBody, async (c) => {
    c.header("Cache-Control", "no-store");
    const retryAfter = await limit(clientAddress(c, config.trustProxy));
    if (retryAfter !== null) {
      c.header("Retry-After", String(retryAfter));
      return problem(c, 429, "Too many requests. Please wait a minute and try again.");
    }
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const parsed = parseBackInStock(body.value);
    if (!parsed.success) return validationProblem(c, zodFieldErrors(parsed.error));
    const signedIn = await shopper(c);
    const recipient = parsed.data.recipient ?? signedIn?.recipient ?? null;
    if (!recipient)
      return validationProblem(c, [{ field: "phone", message: "Give a phone number or an e-mail address.", code: "required" }]);
    const outcome = await requestBackInStock(
      db,
      {
        variantId: parsed.data.variantId,
        recipient,
        language: parsed.data.language,
        accountId: signedIn?.accountId ?? null,
        // The shop's own address, as every message's links (never the request's Host header).
        origin: shopOrigin(config),
      },
      new Date(now()),
    );
    if (outcome.kind === "no-such-size")
      return validationProblem(c, [{ field: "variantId", message: "Choose a size.", code: "invalid" }]);
    if (outcome.kind === "in-stock")
      return problem(c, 409, "This size is in stock: it can be ordered now.", { code: "in_stock" });
    return c.json({ waiting: true }, 202);
  });
  return api;
}
