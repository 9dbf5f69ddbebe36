// The shoppers' side of returns (docs/decisions/050-returns.md): the owner's window and policy
// (GET /api/returns/policy), what a delivered order can still send back (POST /api/returns/options,
// by the order's number and phone, as the tracking page finds it), and a request (POST /api/returns:
// 201, or 422 with field errors for lines, quantities, the window or an undelivered order). An
// unknown number and a wrong phone get the same 404; both POSTs share a per-address minute limit.
import { Hono, type Context } from "hono";
import { toE164 } from "../../app/shared/phone";
import { returnOptionsSchema, returnRequestSchema, type ReturnOptions } from "../../app/shared/returns";
import { clientAddress } from "../auth/client-address";
import { findOrder } from "../orders/order-store";
import { createReturn, returnOptions, returnSettings } from "../returns/return-store";
import type { AppServices } from "../services";
import { limitBody, readJson } from "./json-body";
import { problem, validationProblem, zodFieldErrors } from "./problem";
import { windowLimiter } from "./window-limiter";

/** Requests and look-ups one client address may send in a minute (429 beyond). */
const REQUESTS_PER_MINUTE = 20;
const NOT_FOUND = "We could not find an order with this number and phone number.";

export function returnsApi(services: AppServices, now: () => number = Date.now) {
  const api = new Hono();
  const { db } = services;
  const limit = windowLimiter(db, "return-request", REQUESTS_PER_MINUTE, now);
  const limited = async (c: Context) => {
    c.header("Cache-Control", "no-store");
    const retryAfter = await limit(clientAddress(c, services.config.trustProxy));
    if (retryAfter === null) return null;
    c.header("Retry-After", String(retryAfter));
    return problem(c, 429, "Too many requests. Please wait a minute and try again.");
  };
  /** The order, only when the phone is the one given at checkout. */
  const orderFor = async (orderNumber: number, phone: string) => {
    const row = await db.kysely
      .selectFrom("orders")
      .select(["id", "phone_number", "customer_phone"])
      .where("number", "=", orderNumber)
      .executeTakeFirst();
    const typed = toE164(phone);
    const stored = row ? (row.phone_number ?? toE164(row.customer_phone)) : null;
    return row && typed !== null && typed === stored ? findOrder(db, row.id) : null;
  };

  api.get("/policy", async (c) => {
    const { windowDays, policy } = await returnSettings(db.kysely);
    return c.json({ windowDays, policy });
  });

  api.post("/options", limitBody, async (c) => {
    const refused = await limited(c);
    if (refused) return refused;
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const parsed = returnOptionsSchema.safeParse(body.value);
    if (!parsed.success) return validationProblem(c, zodFieldErrors(parsed.error));
    const order = await orderFor(parsed.data.orderNumber, parsed.data.phone);
    if (!order) return problem(c, 404, NOT_FOUND);
    return c.json((await returnOptions(db, order, new Date(now()))) satisfies ReturnOptions);
  });

  api.post("/", limitBody, async (c) => {
    const refused = await limited(c);
    if (refused) return refused;
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const parsed = returnRequestSchema.safeParse(body.value);
    if (!parsed.success) return validationProblem(c, zodFieldErrors(parsed.error));
    const order = await orderFor(parsed.data.orderNumber, parsed.data.phone);
    if (!order) return problem(c, 404, NOT_FOUND);
    const result = await createReturn(db, order, parsed.data, new Date(now()));
    if (result.kind === "invalid") return validationProblem(c, result.errors);
    services.mail.poke();
    return c.json({ id: result.id, status: "requested" }, 201);
  });

  return api;
}
