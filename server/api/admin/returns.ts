// The Returns section's API under /api/admin/returns (docs/decisions/050-returns.md), behind the
// session guard: the list (paged, by status or order), the owner's window and policy, and each
// step: approve, refuse (with a message to the shopper), book a pickup (a driver and a day),
// receive (quantities received and damaged; the undamaged go back to stock) and refund (store
// credit, cash handed over by the driver, the card through the provider, or an exchange). Each
// step is audited in its own transaction and answers 409 when the return has moved on meanwhile.
// Every role handles returns; refunding is the owner's (returns.refund), settings too (settings.write).
import { Hono, type Context } from "hono";
import {
  returnDecisionSchema,
  returnFiltersSchema,
  returnPickupSchema,
  returnReceiptSchema,
  returnRefundSchema,
  returnRefusalSchema,
  returnSettingsSchema,
  type RefundKind,
} from "../../../app/shared/returns";
import type {
  AdminReturnList,
  AdminReturnSettings,
  ReturnChanged,
  ReturnFigures,
} from "../../../app/admin/returns/returns-contract";
import type { AuditAction } from "../../../app/shared/audit-wording";
import { isDay, qatarDay } from "../../../app/shared/qatar-days";
import { audit } from "../../auth/audit";
import { clientAddress } from "../../auth/client-address";
import { withExecutor } from "../../db/database";
import { askProvider } from "../../payments/admin-payments";
import {
  approveReturn,
  findReturn,
  listReturns,
  receiveReturn,
  refundReturn,
  refuseReturn,
  returnFigures,
  returnSettings,
  saveReturnSettings,
  schedulePickup,
  type StepResult,
} from "../../returns/return-store";
import type { AppServices } from "../../services";
import { limitBody, readJson } from "../json-body";
import { problem, validationProblem, zodFieldErrors } from "../problem";
import type { AdminEnv } from "./env";
import { allow } from "./guard";
import type { z } from "zod";

const MAX_ID_LENGTH = 100;

export function adminReturnsApi(services: AppServices, options: { now?: () => Date } = {}) {
  const api = new Hono<AdminEnv>();
  const { db } = services;
  const now = options.now ?? (() => new Date());

  const parse = async <T extends z.ZodType>(c: Context, schema: T) => {
    const body = await readJson(c);
    if (!body.ok) return { ok: false as const, response: body.response };
    const parsed = schema.safeParse(body.value);
    if (!parsed.success) return { ok: false as const, response: validationProblem(c, zodFieldErrors(parsed.error)) };
    return { ok: true as const, value: parsed.data };
  };

  /** Runs a step with its audit row, and answers what became of it. */
  const run = async (
    c: Context<AdminEnv>,
    action: AuditAction,
    go: (ctx: Parameters<typeof approveReturn>[0]) => Promise<StepResult>,
  ) => {
    const id = c.req.param("id") ?? "";
    if (id.length === 0 || id.length > MAX_ID_LENGTH) return problem(c, 404, "No such return.");
    const actor = c.get("admin");
    const ip = clientAddress(c, services.config.trustProxy);
    const result = await go({
      db,
      id,
      now: now(),
      onDone: (trx, before, after) =>
        audit(withExecutor(db, trx), {
          actor,
          action,
          target: after.orderId,
          ip,
          detail: {
            orderNumber: after.orderNumber,
            returnId: after.id,
            before: { status: before.status },
            after: {
              status: after.status,
              ...(after.message !== before.message && after.message ? { message: after.message } : {}),
              ...(after.pickupDay !== before.pickupDay ? { pickupDay: after.pickupDay, driver: after.driverName } : {}),
              ...(after.refundKind ? { refundKind: after.refundKind, refundAmount: after.refundAmount } : {}),
            },
            ...(action === "return.receive"
              ? {
                  restocked: after.lines.reduce((n, l) => n + l.restocked, 0),
                  damaged: after.lines.reduce((n, l) => n + (l.damaged ?? 0), 0),
                }
              : {}),
          },
        }),
    });
    switch (result.kind) {
      case "not-found":
        return problem(c, 404, "No such return.");
      case "conflict":
        return problem(c, 409, "This return has moved on meanwhile: reload it.", {
          code: "return_moved",
          detail: `Its status is ${result.status}.`,
        });
      case "invalid":
        return validationProblem(c, result.errors);
      case "done":
        services.mail.poke();
        return c.json({ return: result.after } satisfies ReturnChanged);
    }
  };

  api.get("/", async (c) => {
    const query = Object.fromEntries(Object.entries(c.req.query()).filter(([, v]) => v !== ""));
    const parsed = returnFiltersSchema.safeParse(query);
    if (!parsed.success) return validationProblem(c, zodFieldErrors(parsed.error));
    return c.json((await listReturns(db, parsed.data)) satisfies AdminReturnList);
  });

  api.get("/settings", async (c) => c.json((await returnSettings(db.kysely)) satisfies AdminReturnSettings));

  api.put("/settings", allow("settings.write"), limitBody, async (c) => {
    const body = await parse(c, returnSettingsSchema);
    if (!body.ok) return body.response;
    const before = await returnSettings(db.kysely);
    const after = body.value;
    await db.kysely.transaction().execute(async (trx) => {
      await saveReturnSettings(trx, after);
      await audit(withExecutor(db, trx), {
        actor: c.get("admin"),
        action: "settings.update",
        target: "returns",
        ip: clientAddress(c, services.config.trustProxy),
        detail: { before: { windowDays: before.windowDays }, after: { windowDays: after.windowDays } },
      });
    });
    return c.json(after satisfies AdminReturnSettings);
  });

  api.get("/figures", async (c) => {
    const today = qatarDay(now());
    const from = c.req.query("from") ?? "";
    const to = c.req.query("to") ?? "";
    const start = isDay(from) ? from : qatarDay(new Date(now().getTime() - 29 * 86_400_000));
    const end = isDay(to) ? to : today;
    if (start > end) return validationProblem(c, [{ field: "from", message: "The start date is after the end date." }]);
    return c.json((await returnFigures(db, start, end)) satisfies ReturnFigures);
  });

  api.post("/:id/approve", limitBody, async (c) => {
    const body = await parse(c, returnDecisionSchema);
    if (!body.ok) return body.response;
    return run(c, "return.approve", (ctx) => approveReturn(ctx, body.value.message || null));
  });

  api.post("/:id/refuse", limitBody, async (c) => {
    const body = await parse(c, returnRefusalSchema);
    if (!body.ok) return body.response;
    return run(c, "return.refuse", (ctx) => refuseReturn(ctx, body.value.message));
  });

  api.post("/:id/pickup", limitBody, async (c) => {
    const body = await parse(c, returnPickupSchema);
    if (!body.ok) return body.response;
    return run(c, "return.pickup", (ctx) => schedulePickup(ctx, body.value.driverId, body.value.day));
  });

  api.post("/:id/receive", limitBody, async (c) => {
    const body = await parse(c, returnReceiptSchema);
    if (!body.ok) return body.response;
    return run(c, "return.receive", (ctx) => receiveReturn(ctx, body.value.lines));
  });

  api.post("/:id/refund", allow("returns.refund"), limitBody, async (c) => {
    const body = await parse(c, returnRefundSchema);
    if (!body.ok) return body.response;
    const current = await findReturn(db.kysely, c.req.param("id"));
    if (!current) return problem(c, 404, "No such return.");
    const kind: RefundKind = body.value.kind ?? current.refundChoice;
    const by = c.get("admin").username;
    const payments = services.payments;
    return run(c, "return.refund", (ctx) =>
      refundReturn(ctx, {
        kind,
        amount: body.value.amount ?? null,
        by,
        refundCard: payments
          ? async (reservation) => {
              const result = await askProvider(db, payments, services.log, reservation);
              return result.ok
                ? { ok: true, refundId: result.refund.id }
                : { ok: false, message: "The payment provider refused the refund; nothing was refunded." };
            }
          : null,
      }),
    );
  });

  return api;
}
