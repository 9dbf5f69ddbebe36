// Online payments in the admin (docs/decisions/040, "The admin"): under /api/admin/orders, an
// order's payment attempts and refunds, and refunding (owners only, audited); under
// /api/admin/card-payments, the Card payments days and the reconciliation of a settlement report.
import { Hono, type Context } from "hono";
import { z } from "zod";
import type {
  CardPaymentsReport,
  OrderPayments,
  Reconciliation,
  RefundRequested,
} from "../../../app/admin/payments/payments-contract";
import { formatQR } from "../../../app/shared/money";
import { isDay, qatarDay } from "../../../app/shared/qatar-days";
import { plainString } from "../../../app/shared/text-rules";
import { audit } from "../../auth/audit";
import { clientAddress } from "../../auth/client-address";
import { cardPaymentsReport, orderPayments, reconcile, requestRefund } from "../../payments/admin-payments";
import { parseSettlement } from "../../payments/settlement-csv";
import type { AppServices } from "../../services";
import { limitBody, readJson } from "../json-body";
import { problem, validationProblem, zodFieldErrors } from "../problem";
import type { AdminEnv } from "./env";
import { allow } from "./guard";

const MAX_ID_LENGTH = 100;

const refundBody = z.object({
  amount: z
    .number({ error: "amount is an amount in dirhams." })
    .int("amount is a whole number of dirhams.")
    .min(1, "The refund must be more than zero.")
    .max(100_000_000, "The amount is too large."),
  reason: plainString("Reason", { multiline: true, error: "Say why the order is refunded." })
    .trim()
    .min(3, "Say why the order is refunded.")
    .max(300, "Keep the reason under 300 characters."),
});

const day = z.string().refine(isDay, "Use a real date written YYYY-MM-DD.");
/** A year of days at most, as the Cash section. */
const MAX_DAYS = 366;
const rangeQuery = z
  .object({ from: day.optional(), to: day.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: "The start date is after the end date.", path: ["from"] })
  .refine((q) => !q.from || !q.to || Date.parse(q.to) - Date.parse(q.from) <= MAX_DAYS * 86_400_000, {
    error: `Choose at most ${MAX_DAYS} days.`,
    path: ["to"],
  });
const reconcileBody = z.object({
  csv: plainString("The report", { multiline: true, error: "csv is the report's text." }).min(1, "The report is empty."),
});

export function adminOrderPaymentsApi(services: AppServices, options: { now?: () => Date } = {}) {
  const api = new Hono<AdminEnv>();
  const { db } = services;
  const now = options.now ?? (() => new Date());
  const notFound = (c: Context) => problem(c, 404, "This order does not exist (it may have been deleted).");
  const findOrderRow = (id: string) =>
    id.length === 0 || id.length > MAX_ID_LENGTH
      ? Promise.resolve(undefined)
      : db.kysely.selectFrom("orders").select(["id", "number"]).where("id", "=", id).executeTakeFirst();

  api.get("/:id/payment", async (c) => {
    const order = await findOrderRow(c.req.param("id"));
    if (!order) return notFound(c);
    return c.json((await orderPayments(db, order.id)) satisfies OrderPayments);
  });

  api.post("/:id/refunds", allow("payments.refund"), limitBody, async (c) => {
    const order = await findOrderRow(c.req.param("id"));
    if (!order) return notFound(c);
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const parsed = refundBody.safeParse(body.value);
    if (!parsed.success) return validationProblem(c, zodFieldErrors(parsed.error));
    if (!services.payments) return problem(c, 409, "Online payment is off: there is no provider to refund through.");
    const admin = c.get("admin");
    const { amount, reason } = parsed.data;
    const result = await requestRefund(
      db,
      services.payments,
      services.log,
      { orderId: order.id, amount, reason, by: admin.username },
      now(),
    );
    if (!result.ok && result.reason === "no-payment")
      return problem(c, 409, "This order has no online payment to refund.", { code: "nothing_to_refund" });
    if (!result.ok && result.reason === "too-much")
      return validationProblem(c, [
        {
          field: "amount",
          message:
            result.left === 0
              ? "Everything paid has already been refunded."
              : `At most ${formatQR(result.left)} is left to refund.`,
        },
      ]);
    await audit(db, {
      actor: admin,
      action: "order.refund",
      target: order.id,
      ip: clientAddress(c, services.config.trustProxy),
      detail: {
        orderNumber: order.number,
        amount,
        reason,
        refundId: result.refund.id,
        outcome: result.ok ? "requested" : "failed",
      },
    });
    if (!result.ok)
      return problem(c, 502, "The payment provider refused the refund; nothing was refunded.", { code: "refund_refused" });
    // The shopper's e-mail about the refund is the storefront's to send (server/mail).
    return c.json({ refund: result.refund, payment: result.payment } satisfies RefundRequested, 201);
  });

  return api;
}

export function adminCardPaymentsApi(services: AppServices, options: { now?: () => Date } = {}) {
  const api = new Hono<AdminEnv>();
  const { db } = services;
  const now = options.now ?? (() => new Date());

  api.get("/", async (c) => {
    const parsed = rangeQuery.safeParse(Object.fromEntries(Object.entries(c.req.query()).filter(([, v]) => v !== "")));
    if (!parsed.success) return validationProblem(c, zodFieldErrors(parsed.error));
    const today = qatarDay(now());
    const to = parsed.data.to ?? parsed.data.from ?? today;
    const from = parsed.data.from ?? (to < today ? to : today);
    return c.json((await cardPaymentsReport(db, from, to)) satisfies CardPaymentsReport);
  });

  api.post("/reconcile", allow("payments.reconcile"), limitBody, async (c) => {
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const parsed = reconcileBody.safeParse(body.value);
    if (!parsed.success) return validationProblem(c, zodFieldErrors(parsed.error));
    const report = parseSettlement(parsed.data.csv);
    if (!report.ok) return validationProblem(c, report.errors);
    return c.json((await reconcile(db, report.lines)) satisfies Reconciliation);
  });

  return api;
}
