// Abandoned carts' public API under /api/carts (docs/decisions/049-abandoned-carts.md):
//   PUT /             the browser's cart snapshot (debounced; only with consent or signed in;
//                     20 a minute per client address, a confirmation link to an unproved recipient
//                     20 an hour; 409 when another cart is kept for that phone or e-mail)
//   POST /confirm     {token}: the recipient's consent, from the link sent to them (only there)
//   POST /restore     {token}: the cart's lines, to put back in the browser (the restore link)
//   POST /stop        {token}: no more reminders for this cart (the stop link)
//   POST /replies     WhatsApp's "messages" webhook: a reply from a phone stops its carts' reminders
// The links open storefront pages that call these after hydration, so a link preview (WhatsApp
// fetches links it shows) neither stops reminders nor counts as the shopper coming back.
import { createHmac, timingSafeEqual } from "node:crypto";
import { Hono, type Context } from "hono";
import { z } from "zod";
import { cartSnapshotSchema, cartTokenSchema, type CartSnapshotSaved, type RestoredCart } from "../../app/shared/abandoned-carts";
import { toE164 } from "../../app/shared/phone";
import { readShopperToken } from "../accounts/cookie";
import { clientAddress } from "../auth/client-address";
import { confirmCart, restoreCart, saveSnapshot, stopByPhone, stopByToken, type SnapshotAccount } from "../carts/cart-store";
import { remindersByPhone } from "../carts/cart-reminders";
import { shopOrigin, type AppServices } from "../services";
import { windowLimiter } from "./window-limiter";
import { limitBody, readJson, readText } from "./json-body";
import { problem, validationProblem, zodFieldErrors } from "./problem";

/** The part of Meta's "messages" webhook read here: who wrote (tests/fixtures/messages/). */
const webhookSchema = z.object({
  entry: z
    .array(
      z.object({
        changes: z
          .array(
            z.object({
              value: z.object({ messages: z.array(z.object({ from: z.string().regex(/^\d{6,15}$/) })).optional() }),
            }),
          )
          .default([]),
      }),
    )
    .default([]),
});

function signatureMatches(secret: string, raw: string, header: string | undefined): boolean {
  if (!header?.startsWith("sha256=")) return false;
  const expected = Buffer.from(createHmac("sha256", secret).update(raw).digest("hex"));
  const given = Buffer.from(header.slice("sha256=".length));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Snapshots one client address may send in a minute: a shopper's cart changes, debounced, are far fewer. */
const SNAPSHOTS_PER_MINUTE = 20;
/** Confirmation links to recipients not proved yet one client address may cause in an hour, as sign-in codes. */
const CONFIRMATIONS_PER_HOUR = 20;
const HOUR_MS = 60 * 60 * 1000;

export function cartsApi(services: AppServices, options: { now?: () => Date } = {}) {
  const api = new Hono();
  const clock = options.now ?? (() => new Date());
  const { db, config } = services;
  const ms = () => clock().getTime();
  const snapshotLimit = windowLimiter(db, "cart-snapshot", SNAPSHOTS_PER_MINUTE, ms);
  const confirmationLimit = windowLimiter(db, "cart-confirmation", CONFIRMATIONS_PER_HOUR, ms, HOUR_MS);

  async function accountOf(cookie: string | undefined, now: Date): Promise<SnapshotAccount | null> {
    const session = await services.accounts.resolve(readShopperToken(config, cookie), now);
    if (!session) return null;
    const row = await db.kysely
      .selectFrom("accounts")
      .select(["id", "phone_number", "email", "email_verified", "order_updates"])
      .where("id", "=", session.accountId)
      .executeTakeFirst();
    return row
      ? {
          id: row.id,
          phone: row.phone_number,
          // Only an address a code signed in with is the shopper's own.
          email: row.email && row.email_verified === 1 ? row.email.toLowerCase() : null,
          orderUpdates: row.order_updates === 1,
        }
      : null;
  }

  const tooMany = (c: Context, retryAfter: number) => {
    c.header("Retry-After", String(retryAfter));
    return problem(c, 429, "Too many requests. Please wait a minute and try again.");
  };

  api.put("/", limitBody, async (c) => {
    c.header("Cache-Control", "no-store");
    const address = clientAddress(c, config.trustProxy);
    const retryAfter = await snapshotLimit(address);
    if (retryAfter !== null) return tooMany(c, retryAfter);
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const parsed = cartSnapshotSchema.safeParse(body.value);
    if (!parsed.success) return validationProblem(c, zodFieldErrors(parsed.error));
    const now = clock();
    const outcome = await saveSnapshot(
      db,
      parsed.data,
      await services.catalogue.get(),
      await accountOf(c.req.header("cookie"), now),
      now,
      { origin: shopOrigin(config), phones: remindersByPhone(config), mayAskConfirmation: () => confirmationLimit(address) },
    );
    if (!outcome.ok) {
      if ("errors" in outcome) return validationProblem(c, outcome.errors);
      if ("retryAfter" in outcome) return tooMany(c, outcome.retryAfter);
      return problem(c, 409, "A cart is already kept for reminders to this phone or e-mail.", { code: "cart_taken" });
    }
    // A confirmation link was written: the outbox's sender takes it now, not at its next poll.
    if (outcome.asked) services.mail.poke();
    return c.json({ token: outcome.token } satisfies CartSnapshotSaved);
  });

  api.post("/confirm", limitBody, async (c) => {
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const parsed = cartTokenSchema.safeParse(body.value);
    if (!parsed.success) return validationProblem(c, zodFieldErrors(parsed.error));
    if (!(await confirmCart(db, parsed.data.token, clock())))
      return problem(c, 404, "This confirmation link is no longer valid.");
    return c.json({ confirmed: true });
  });

  api.post("/restore", limitBody, async (c) => {
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const parsed = cartTokenSchema.safeParse(body.value);
    if (!parsed.success) return validationProblem(c, zodFieldErrors(parsed.error));
    const items = await restoreCart(db, parsed.data.token, clock());
    if (!items) return problem(c, 404, "This cart is no longer kept.");
    return c.json({ items } satisfies RestoredCart);
  });

  api.post("/stop", limitBody, async (c) => {
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const parsed = cartTokenSchema.safeParse(body.value);
    if (!parsed.success) return validationProblem(c, zodFieldErrors(parsed.error));
    if (!(await stopByToken(db, parsed.data.token, clock()))) return problem(c, 404, "This cart is no longer kept.");
    return c.json({ stopped: true });
  });

  api.post("/replies", limitBody, async (c) => {
    const secret = config.whatsappAppSecret;
    if (!secret) return problem(c, 404, "No such API endpoint.");
    // Capped as every body is (decision 016): the signature can only be checked once it is all read.
    const body = await readText(c);
    if (!body.ok) return body.response;
    const raw = body.text;
    if (!signatureMatches(secret, raw, c.req.header("x-hub-signature-256"))) return problem(c, 401, "Bad signature.");
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      return problem(c, 400, "The body is not JSON.");
    }
    const parsed = webhookSchema.safeParse(value);
    if (!parsed.success) return validationProblem(c, zodFieldErrors(parsed.error));
    const now = clock();
    let stopped = 0;
    for (const entry of parsed.data.entry)
      for (const change of entry.changes)
        for (const message of change.value.messages ?? []) {
          const phone = toE164(`+${message.from}`);
          if (phone) stopped += await stopByPhone(db, phone, now);
        }
    return c.json({ stopped });
  });

  return api;
}
