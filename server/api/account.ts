// The shopper's account API under /api/account (docs/decisions/044-shopper-accounts.md):
//   POST /code {phone|email}             sends a one-time code: 202 whether the phone is known or not
//   POST /sign-in {phone|email, code}    opens a session (cookie); 422 on `code` when wrong or expired
//   GET / · PATCH /                      the account, its addresses and sessions; name, e-mail, preferences
//   GET /orders                          the orders placed with the account's phone, guest ones included
//   GET /orders/:id/items                one of them's lines (products and sizes, bundles, trios) for "order again"
//   POST /addresses · PUT|DELETE /addresses/:id
//   POST /sign-out · POST /sign-out-everywhere · DELETE /sessions/:id · DELETE /
//   GET /wishlist · PUT|DELETE /wishlist/:productId · POST /wishlist/merge {productIds}
//                                        the saved perfumes (docs/decisions/048-wishlist-and-back-in-stock.md)
// Every answer is no-store (server/security-headers.ts); every body is checked by its zod schema;
// every change must come from the shop's own pages (server/api/same-origin.ts: 403 otherwise).
import { Hono, type Context } from "hono";
import { createMiddleware } from "hono/factory";
import { addressSchema, parseRecipient, parseSignIn, profileSchema } from "../../app/shared/account";
import { clientAddress } from "../auth/client-address";
import { clearedShopperCookies, readShopperToken, shopperCookies } from "../accounts/cookie";
import { TooManyAddresses, type ShopperSession } from "../accounts/service";
import { createWishlist, WishlistFull } from "../accounts/wishlist";
import { productIdSchema, wishlistMergeSchema } from "../../app/shared/wishlist-input";
import type { AppServices } from "../services";
import { limitBody, readJson } from "./json-body";
import { sameOriginOnly } from "./same-origin";
import { problem, validationProblem, zodFieldErrors } from "./problem";
import { storeCreditView } from "../store-credit/ledger";

type Env = { Variables: { shopper: ShopperSession } };

export function accountApi(services: AppServices, options: { now?: () => Date } = {}) {
  const api = new Hono<Env>();
  const clock = options.now ?? (() => new Date());
  const { accounts, config } = services;
  const meta = (c: Context<Env>) => ({
    ip: clientAddress(c, config.trustProxy),
    userAgent: c.req.header("user-agent") ?? null,
    now: clock(),
  });
  const setCookies = (c: Context<Env>, cookies: string[]) => {
    for (const cookie of cookies) c.header("Set-Cookie", cookie, { append: true });
  };
  // Every change, signed in or not (asking for a code, signing in), only from the shop's own pages.
  api.use("*", sameOriginOnly(services));

  api.post("/code", limitBody, async (c) => {
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const parsed = parseRecipient(body.value);
    if (!parsed.success) return validationProblem(c, zodFieldErrors(parsed.error));
    const outcome = await accounts.requestCode(parsed.data, meta(c));
    if (!outcome.ok) {
      c.header("Retry-After", String(outcome.retryAfter));
      return problem(c, 429, "Too many codes asked for. Please wait and try again.");
    }
    if (outcome.sent) services.mail.poke();
    // The same answer for a phone the shop knows and one it does not, and whether a code went now
    // or one sent a moment ago still stands.
    return c.json({ sent: true }, 202);
  });

  api.post("/sign-in", limitBody, async (c) => {
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const parsed = parseSignIn(body.value);
    if (!parsed.success) return validationProblem(c, zodFieldErrors(parsed.error));
    const { code, ...recipient } = parsed.data;
    const outcome = await accounts.signIn(recipient, code, meta(c));
    if (!outcome.ok) {
      if (outcome.reason === "too-many-tries")
        return problem(c, 429, "Too many wrong codes. Ask for a new code.", { code: "too_many_tries" });
      return validationProblem(c, [{ field: "code", message: "That code is wrong or has expired.", code: "invalid" }]);
    }
    setCookies(c, shopperCookies(config, outcome.token));
    return c.json({ signedIn: true, created: outcome.created });
  });

  // Everything below needs a session.
  const requireShopper = createMiddleware<Env>(async (c, next) => {
    const session = await accounts.resolve(readShopperToken(config, c.req.header("cookie")), clock());
    if (!session) {
      setCookies(c, clearedShopperCookies(config));
      return problem(c, 401, "Please sign in.");
    }
    c.set("shopper", session);
    await next();
  });
  api.use("*", requireShopper);

  api.get("/", async (c) => {
    const view = await accounts.view(c.get("shopper"));
    return view ? c.json(view) : problem(c, 401, "Please sign in.");
  });

  api.patch("/", limitBody, async (c) => {
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const parsed = profileSchema.safeParse(body.value);
    if (!parsed.success) return validationProblem(c, zodFieldErrors(parsed.error));
    await accounts.updateProfile(c.get("shopper").accountId, parsed.data, clock());
    return c.json(await accounts.view(c.get("shopper")));
  });

  api.get("/orders", async (c) => c.json({ orders: await accounts.orders(c.get("shopper").accountId) }));

  api.get("/orders/:id/items", async (c) => {
    const lines = await accounts.orderLines(c.get("shopper").accountId, c.req.param("id"));
    return lines ? c.json({ items: lines }) : problem(c, 404, "No such order.");
  });

  // The account phone's store credit and its ledger (decision 051); an e-mail-only account has none.
  api.get("/credit", async (c) => {
    const account = await services.db.kysely
      .selectFrom("accounts")
      .select("phone_number")
      .where("id", "=", c.get("shopper").accountId)
      .executeTakeFirst();
    const phone = account?.phone_number ?? null;
    if (!phone) return c.json({ phone: null, balance: 0, expiresAt: null, entries: [] });
    const view = await storeCreditView(services.db.kysely, phone, clock(), 50);
    // Staff's names and their reasons stay staff's.
    return c.json({ ...view, entries: view.entries.map((e) => ({ ...e, staff: null, reason: null })) });
  });

  const saveAddress = (edit: boolean) => async (c: Context<Env>) => {
    const id = edit ? c.req.param("id") : undefined;
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const parsed = addressSchema.safeParse(body.value);
    if (!parsed.success) return validationProblem(c, zodFieldErrors(parsed.error));
    try {
      const saved = await accounts.saveAddress(c.get("shopper").accountId, parsed.data, clock(), id);
      if (!saved) return problem(c, 404, "No such address.");
      return c.json(saved, id ? 200 : 201);
    } catch (error) {
      if (error instanceof TooManyAddresses) return problem(c, 409, error.message);
      throw error;
    }
  };
  api.post("/addresses", limitBody, saveAddress(false));
  api.put("/addresses/:id", limitBody, saveAddress(true));
  api.delete("/addresses/:id", async (c) =>
    (await accounts.deleteAddress(c.get("shopper").accountId, c.req.param("id")))
      ? c.body(null, 204)
      : problem(c, 404, "No such address."),
  );

  api.post("/sign-out", async (c) => {
    await accounts.signOut(c.get("shopper"));
    setCookies(c, clearedShopperCookies(config));
    return c.body(null, 204);
  });
  api.post("/sign-out-everywhere", async (c) => {
    const ended = await accounts.signOutEverywhere(c.get("shopper").accountId, meta(c));
    setCookies(c, clearedShopperCookies(config));
    return c.json({ ended });
  });
  api.delete("/sessions/:id", async (c) =>
    (await accounts.endSession(c.get("shopper").accountId, c.req.param("id")))
      ? c.body(null, 204)
      : problem(c, 404, "No such session."),
  );
  const wishlist = createWishlist(services.db);
  /** The shown perfumes' ids: only those can be saved. */
  const shownIds = async () => new Set((await services.catalogue.get()).products.map((p) => p.id));
  api.get("/wishlist", async (c) => {
    const locale = c.req.query("lang") === "ar" ? "ar" : "en";
    return c.json({ items: await wishlist.list(c.get("shopper").accountId, await services.catalogue.get(locale)) });
  });
  api.put("/wishlist/:productId", async (c) => {
    const id = productIdSchema.safeParse(c.req.param("productId"));
    if (!id.success) return validationProblem(c, [{ field: "productId", message: "Choose a perfume.", code: "invalid" }]);
    if (!(await shownIds()).has(id.data)) return problem(c, 404, "No such perfume.");
    try {
      await wishlist.add(c.get("shopper").accountId, id.data, clock());
    } catch (error) {
      if (error instanceof WishlistFull) return problem(c, 409, error.message);
      throw error;
    }
    return c.body(null, 204);
  });
  api.delete("/wishlist/:productId", async (c) => {
    await wishlist.remove(c.get("shopper").accountId, c.req.param("productId"));
    return c.body(null, 204);
  });
  api.post("/wishlist/merge", limitBody, async (c) => {
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const parsed = wishlistMergeSchema.safeParse(body.value);
    if (!parsed.success) return validationProblem(c, zodFieldErrors(parsed.error));
    // Ids the catalogue no longer shows (a perfume taken down since it was saved) are left out.
    const shown = await shownIds();
    const productIds = await wishlist.merge(
      c.get("shopper").accountId,
      parsed.data.productIds.filter((id) => shown.has(id)),
      clock(),
    );
    return c.json({ productIds });
  });

  api.delete("/", async (c) => {
    await accounts.deleteAccount(c.get("shopper").accountId, meta(c));
    setCookies(c, clearedShopperCookies(config));
    return c.body(null, 204);
  });
  return api;
}
