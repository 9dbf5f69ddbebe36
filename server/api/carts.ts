// Abandoned carts' public API under /api/carts (docs/decisions/049-abandoned-carts.md):
//   PUT /             the browser's cart snapshot (debounced; only with consent or signed in)
//   POST /restore     {token}: the cart's lines, to put back in the browser (the restore link)
//   POST /stop        {token}: no more reminders for this cart (the stop link)
//   POST /replies     WhatsApp's "messages" webhook: a reply from a phone stops its carts' reminders
// The links open storefront pages that call these after hydration, so a link preview (WhatsApp
// fetches links it shows) neither stops reminders nor counts as the shopper coming back.
import { createHmac, timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import { z } from "zod";
import { cartSnapshotSchema, cartTokenSchema, type CartSnapshotSaved, type RestoredCart } from "../../app/shared/abandoned-carts";
import { toE164 } from "../../app/shared/phone";
import { readShopperToken } from "../accounts/cookie";
import { restoreCart, saveSnapshot, stopByPhone, stopByToken, type SnapshotAccount } from "../carts/cart-store";
import type { AppServices } from "../services";
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

export function cartsApi(services: AppServices, options: { now?: () => Date } = {}) {
  const api = new Hono();
  const clock = options.now ?? (() => new Date());
  const { db, config } = services;

  async function accountOf(cookie: string | undefined, now: Date): Promise<SnapshotAccount | null> {
    const session = await services.accounts.resolve(readShopperToken(config, cookie), now);
    if (!session) return null;
    const row = await db.kysely
      .selectFrom("accounts")
      .select(["id", "phone_number", "email", "order_updates"])
      .where("id", "=", session.accountId)
      .executeTakeFirst();
    return row ? { id: row.id, phone: row.phone_number, email: row.email, orderUpdates: row.order_updates === 1 } : null;
  }

  api.put("/", limitBody, async (c) => {
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
    );
    if (!outcome.ok) return validationProblem(c, outcome.errors);
    return c.json({ token: outcome.token } satisfies CartSnapshotSaved);
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
