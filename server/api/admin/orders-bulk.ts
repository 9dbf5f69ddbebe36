// POST /api/admin/orders/bulk: one action on many orders at once (confirm, give to a driver, set a
// status, delete), for the Orders list's selection. Each order goes through the same rule as its
// single endpoint (confirm-order.ts, dispatch.ts, change-status.ts, delete-order.ts) with the same
// audit entry, in its own transaction; the answer says per order what was done or why not.
// Orders are worked one after the other: each rule's conditional write decides, so two requests
// on the same orders never apply one change twice.
import { Hono, type Context } from "hono";
import { z } from "zod";
import { can } from "../../../app/shared/staff-roles";
import type { AuditAction } from "../../../app/shared/audit-wording";
import { CONFIRM_CHANNELS } from "../../../app/shared/order-review";
import type { OrderStatus } from "../../../app/shared/order";
import type { BulkOutcome, BulkRefusal, BulkResult } from "../../../app/admin/orders/orders-contract";
import { audit } from "../../auth/audit";
import { clientAddress } from "../../auth/client-address";
import { withExecutor } from "../../db/database";
import { assignDriver, findDriver } from "../../delivery/dispatch";
import { changeStatus } from "../../orders/change-status";
import { confirmOrder } from "../../orders/confirm-order";
import { deleteOrder } from "../../orders/delete-order";
import { readStatusRequest, statusFields } from "../../orders/status-request";
import type { AppServices } from "../../services";
import type { HoldShortage } from "../../../app/shared/order-holds";
import { limitBody, readJson } from "../json-body";
import { plainString } from "../../../app/shared/text-rules";
import { problem, validationProblem, zodFieldErrors } from "../problem";
import type { AdminEnv } from "./env";

/** The most orders one request may name (four pages of the list). */
const MAX_BULK_ORDERS = 200;

const orderNumbers = z
  .array(z.number({ error: "orderNumbers lists order numbers." }).int().min(1).max(999_999_999), {
    error: "orderNumbers lists order numbers.",
  })
  .min(1, "Select at least one order.")
  .max(MAX_BULK_ORDERS, `Select at most ${MAX_BULK_ORDERS} orders at once.`)
  .refine((numbers) => new Set(numbers).size === numbers.length, "Name each order once.");

const bulkBody = z.discriminatedUnion(
  "action",
  [
    z.object({
      action: z.literal("confirm"),
      orderNumbers,
      via: z.enum(CONFIRM_CHANNELS, { error: `via must be one of ${CONFIRM_CHANNELS.join(", ")}.` }),
    }),
    z.object({
      action: z.literal("assign"),
      orderNumbers,
      driverId: plainString("driverId", { error: "driverId is a driver's id, or null to take the orders back." })
        .min(1)
        .max(64)
        .nullable(),
    }),
    z.object({ action: z.literal("status"), orderNumbers, ...statusFields }),
    z.object({ action: z.literal("delete"), orderNumbers }),
  ],
  { error: "action must be one of confirm, assign, status, delete." },
);

/** A shortage as the bulk summary names it. */
const SHORTAGE_REFUSALS: Record<HoldShortage, BulkRefusal> = {
  stock: "out-of-stock",
  slot: "slot-full",
  promotion: "promotion-used-up",
  credit: "credit-short",
};
export function adminBulkOrdersApi(services: AppServices, options: { now?: () => Date } = {}) {
  const api = new Hono<AdminEnv>();
  const now = options.now ?? (() => new Date());
  const { db } = services;
  const ip = (c: Context) => clientAddress(c, services.config.trustProxy);

  api.post("/", limitBody, async (c) => {
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const parsed = bulkBody.safeParse(body.value);
    if (!parsed.success) return validationProblem(c, zodFieldErrors(parsed.error));
    const request = parsed.data;
    const admin = c.get("admin");
    // The single actions' roles: deleting is the owners' (app/shared/staff-roles.ts).
    if (request.action === "delete" && !can(admin.role, "orders.delete"))
      return problem(c, 403, "Your role does not allow this. Ask the shop's owner.", { code: "forbidden_for_role" });

    const status = request.action === "status" ? readStatusRequest(request) : null;
    if (status && !status.ok) return validationProblem(c, status.errors);
    let driverName: string | null = null;
    if (request.action === "assign" && request.driverId) {
      const driver = await findDriver(db.kysely, request.driverId);
      if (!driver?.active) return validationProblem(c, [{ field: "driverId", message: "Choose an active driver." }]);
      driverName = driver.name;
    }

    const rows = await db.kysely
      .selectFrom("orders")
      .select(["id", "number"])
      .where("number", "in", request.orderNumbers)
      .execute();
    const idOf = new Map(rows.map((r) => [r.number, r.id]));
    const at = now();
    const by = admin.username;
    // The trail names each order by its number, as the single actions do.
    const numberOf = new Map(rows.map((r) => [r.id, r.number]));
    const record =
      (action: AuditAction, target: string, detail: Record<string, unknown>) => (trx: Parameters<typeof withExecutor>[1]) =>
        audit(withExecutor(db, trx), {
          actor: admin,
          action,
          target,
          ip: ip(c),
          detail: { orderNumber: numberOf.get(target) ?? null, ...detail, bulk: true },
          at,
        });
    let changed = false;
    let stockChanged = false;

    const outcomes: BulkOutcome[] = [];
    for (const orderNumber of request.orderNumbers) {
      const id = idOf.get(orderNumber);
      const refuse = (refusal: BulkRefusal, extra: { status?: OrderStatus } = {}) =>
        outcomes.push({ orderNumber, done: false, refusal, ...extra });
      if (!id) {
        refuse("not-found");
        continue;
      }
      switch (request.action) {
        case "confirm": {
          const { via } = request;
          const result = await confirmOrder(db, id, by, via, at, record("order.confirm", id, { via }), true);
          if (result.kind === "confirmed") outcomes.push({ orderNumber, done: true });
          else if (result.kind === "closed") refuse("closed", { status: result.status });
          else refuse(result.kind);
          break;
        }
        case "assign": {
          const { driverId } = request;
          const result = await assignDriver(db, id, driverId, by, at, record("order.assign", id, { driverId }));
          if (result.kind === "assigned") outcomes.push({ orderNumber, done: true });
          else if (result.kind === "closed") refuse("closed", { status: result.status });
          else if (result.kind === "unchanged") refuse("unchanged", { status: result.order.status });
          else if (result.kind === "refused") refuse(result.refusal === "unpaid" ? "unpaid" : SHORTAGE_REFUSALS[result.refusal]);
          // The driver was checked above; deactivated since: as good as gone for this order.
          else refuse("not-found");
          break;
        }
        case "status": {
          if (!status?.ok) break;
          const { cancellation } = status;
          const to = status.status;
          const result = await changeStatus(
            db,
            id,
            to,
            by,
            at,
            (trx, from) => record("order.status", id, { from, to, ...(cancellation ?? {}) })(trx),
            cancellation,
          );
          if (result.kind === "changed") {
            outcomes.push({ orderNumber, done: true });
            stockChanged ||= result.stockChanged;
          } else if (result.kind === "unchanged") refuse("unchanged", { status: to });
          else if (result.kind === "short") refuse(SHORTAGE_REFUSALS[result.short]);
          else refuse(result.kind);
          break;
        }
        case "delete": {
          const deleted = await deleteOrder(db, id, at, (trx, order) =>
            record("order.delete", id, {
              status: order.status,
              total: order.total,
              createdAt: order.createdAt,
              items: order.items.length,
            })(trx),
          );
          if (deleted === "returned") refuse("returned");
          else if (deleted) {
            outcomes.push({ orderNumber, done: true });
            stockChanged = true;
          } else refuse("not-found");
          break;
        }
      }
      changed ||= outcomes.at(-1)?.done === true;
    }

    if (changed) {
      services.events.poke();
      services.mail.poke();
    }
    if (stockChanged) services.catalogue.invalidate();
    const result: BulkResult = {
      action: request.action,
      ...(status?.ok ? { status: status.status } : {}),
      ...(request.action === "assign" ? { driverName } : {}),
      outcomes,
    };
    return c.json(result);
  });

  return api;
}
