// Staff order endpoints under /api/admin/orders (mounted behind the session guard): the filtered,
// paginated list, one order with its status history, status changes, deletion and the CSV export.
// Every change and every export lands in the audit log, in the same transaction as the change.
import { Hono, type Context } from "hono";
import type { Transaction } from "kysely";
import type { Database } from "../../db/schema";
import { z } from "zod";
import { audit } from "../../auth/audit";
import { clientAddress } from "../../auth/client-address";
import { withExecutor } from "../../db/database";
import { changeStatus, statusHistory } from "../../orders/change-status";
import { confirmOrder } from "../../orders/confirm-order";
import { deleteOrder } from "../../orders/delete-order";
import { switchToCash } from "../../orders/switch-to-cash";
import { SHORTAGE_CODES, type HoldShortage } from "../../../app/shared/order-holds";
import { CONFIRM_CHANNELS } from "../../../app/shared/order-review";
import { readStatusRequest, statusFields } from "../../orders/status-request";
import { adminBulkOrdersApi } from "./orders-bulk";
import { parseOrderFilter, parsePaging, type OrderFilter } from "../../orders/admin-params";
import { hasOrders, listOrders } from "../../orders/admin-queries";
import { attachmentHeader, csvFilename } from "../../orders/csv";
import { isStaffLanguage } from "../../../app/shared/staff-language";
import { findOrder } from "../../orders/order-store";
import { assignDriver, assignmentHistory } from "../../delivery/dispatch";
import { orderMessages } from "../../mail/outbox";
import type { AppServices } from "../../services";
import { limitBody, readJson } from "../json-body";
import { plainString } from "../../../app/shared/text-rules";
import { byteStreamResponse } from "../byte-stream";
import { ordersCsv } from "../../orders/csv-export";
import { problem, validationProblem, zodFieldErrors } from "../problem";
import { allow } from "./guard";
import type { AdminEnv } from "./env";
import type { OrderDetail, OrderUpdated, OrdersPage } from "../../../app/admin/orders/orders-contract";

export interface AdminApiOptions {
  /** The clock for "today" and for stamps; tests fix it. */
  now?: () => Date;
}

const MAX_ID_LENGTH = 100;

/** What the audit trail names an order by (its id means nothing to the owner), read in the change's transaction. */
async function orderFacts(trx: Transaction<Database>, id: string) {
  const row = await trx.selectFrom("orders").select(["number", "final_total"]).where("id", "=", id).executeTakeFirst();
  return { orderNumber: row?.number ?? null, total: row?.final_total ?? null };
}
const statusBody = z.object({
  ...statusFields,
  /** Dirhams the driver collected, with Delivered; the total when absent. */
  collected: z
    .number({ error: "collected is an amount in dirhams." })
    .int("collected is a whole number of dirhams.")
    .min(0, "collected cannot be negative.")
    .max(100_000_000, "collected is too large.")
    .optional(),
});
const assignBody = z.object({
  driverId: plainString("driverId", { error: "driverId is a driver's id, or null to take the order back." })
    .min(1)
    .max(64)
    .nullable(),
});
const COLLECTION_NOTE_REQUIRED = "Say why the amount collected differs from the order's total.";
const confirmBody = z.object({
  via: z.enum(CONFIRM_CHANNELS, { error: `via must be one of ${CONFIRM_CHANNELS.join(", ")}.` }),
});

export const NO_ORDERS_TO_EXPORT = "There are no orders to export.";

/** Why a released order (cancelled, or its payment failed) cannot hold again (server/orders/holds.ts). */
const RESTORE_SHORT: Record<HoldShortage, string> = {
  stock: "Not enough stock to restore this order.",
  slot: "This order's delivery slot is full.",
  promotion: "This order's promotion has no uses left.",
  credit: "The customer's store credit no longer covers this order.",
};
const UNPAID = "This order is not paid: switch it to Cash on Delivery first.";
const NOT_UNPAID = "Only an online order that is not paid can be switched to Cash on Delivery.";
const RETURNED = "This order has a return: its goods and money come back through the return, not by cancelling.";
const RETURNED_DELETE = "This order has a return and cannot be deleted.";

/** The filters an export or audit entry mentions, without empty ones. */
const describeFilter = (f: OrderFilter) => ({
  ...(f.q ? { q: f.q } : {}),
  status: f.status,
  from: f.days.fromDay,
  to: f.days.toDay,
});

export function adminOrdersApi(services: AppServices, options: AdminApiOptions = {}) {
  const api = new Hono<AdminEnv>();
  const now = options.now ?? (() => new Date());
  const { db } = services;
  const ip = (c: Context) => clientAddress(c, services.config.trustProxy);
  const notFound = (c: Context) => problem(c, 404, "This order does not exist (it may have been deleted).");
  const badId = (id: string) => id.length === 0 || id.length > MAX_ID_LENGTH;

  api.get("/", async (c) => {
    const query = c.req.query();
    const filter = parseOrderFilter(query, now());
    if (!filter.ok) return validationProblem(c, filter.errors);
    const paging = parsePaging(query);
    if (!paging.ok) return validationProblem(c, paging.errors);
    const { orders, total } = await listOrders(db, filter.value, paging.value);
    return c.json({ orders, total, page: paging.value.page, pageSize: paging.value.pageSize } satisfies OrdersPage);
  });

  api.route("/bulk", adminBulkOrdersApi(services, options));

  // Before "/:id", which would otherwise take "export.csv" for an order id.
  api.get("/export.csv", allow("orders.export"), async (c) => {
    const at = now();
    const filter = parseOrderFilter(c.req.query(), at);
    if (!filter.ok) return validationProblem(c, filter.errors);
    // The header row's language: English unless ?lang=ar (decision 043).
    const lang = c.req.query("lang");
    if (lang !== undefined && !isStaffLanguage(lang))
      return validationProblem(c, [{ field: "lang", message: "Choose English (en) or Arabic (ar).", code: "invalid" }]);
    const any = await hasOrders(db, filter.value);
    await audit(db, {
      actor: c.get("admin"),
      action: "orders.export",
      ip: ip(c),
      detail: { ...describeFilter(filter.value), empty: !any },
      at,
    });
    if (!any) return problem(c, 404, NO_ORDERS_TO_EXPORT);
    return byteStreamResponse(c, {
      body: ordersCsv(db, filter.value, lang === "ar" ? "ar" : "en"),
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": attachmentHeader(csvFilename(services.config.store.brand, at)),
        "Cache-Control": "no-store",
        "X-Content-Type-Options": "nosniff",
      },
      config: services.config,
      log: services.log,
    });
  });

  api.get("/:id", async (c) => {
    const id = c.req.param("id");
    if (badId(id)) return notFound(c);
    const order = await findOrder(db, id);
    if (!order) return notFound(c);
    const [history, messages, assignments] = await Promise.all([
      statusHistory(db, order),
      orderMessages(db, id),
      assignmentHistory(db, id),
    ]);
    return c.json({ order, history, messages, assignments } satisfies OrderDetail);
  });

  api.patch("/:id/status", limitBody, async (c) => {
    const id = c.req.param("id");
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const parsed = statusBody.safeParse(body.value);
    if (!parsed.success) return validationProblem(c, zodFieldErrors(parsed.error));
    const { note } = parsed.data;
    const request = readStatusRequest(parsed.data);
    if (!request.ok) return validationProblem(c, request.errors);
    const { status, cancellation } = request;
    if (badId(id)) return notFound(c);
    const admin = c.get("admin");
    const { collected } = parsed.data;
    let collection: { amount: number | null; note: string | null } | undefined;
    if (status === "Delivered") {
      // A different amount than the total must say why (read here: the check needs the total).
      const row = await db.kysely.selectFrom("orders").select("final_total").where("id", "=", id).executeTakeFirst();
      if (!row) return notFound(c);
      if (collected !== undefined && collected !== row.final_total && !note)
        return validationProblem(c, [{ field: "note", message: COLLECTION_NOTE_REQUIRED }]);
      collection = {
        amount: collected ?? null,
        note: collected !== undefined && collected !== row.final_total ? (note ?? null) : null,
      };
    }
    const result = await changeStatus(
      db,
      id,
      status,
      admin.username,
      now(),
      async (trx, from) =>
        audit(withExecutor(db, trx), {
          actor: admin,
          action: "order.status",
          target: id,
          ip: ip(c),
          detail: {
            ...(await orderFacts(trx, id)),
            from,
            to: status,
            ...(cancellation ?? {}),
            ...(collection ? { collected: collection.amount ?? "total" } : {}),
          },
        }),
      cancellation,
      collection,
    );
    if (result.kind === "not-found") return notFound(c);
    if (result.kind === "short") return problem(c, 409, RESTORE_SHORT[result.short], { code: SHORTAGE_CODES[result.short] });
    if (result.kind === "unpaid") return problem(c, 409, UNPAID, { code: "unpaid" });
    if (result.kind === "returned") return problem(c, 409, RETURNED, { code: "returned" });
    if (result.kind === "changed") {
      services.events.poke();
      services.mail.poke();
    }
    if (result.kind === "changed" && result.stockChanged) services.catalogue.invalidate();
    return c.json({ order: result.order } satisfies OrderUpdated);
  });

  // Gives the order to a driver, or takes it back (server/delivery/dispatch.ts).
  api.post("/:id/assign", limitBody, async (c) => {
    const id = c.req.param("id");
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const parsed = assignBody.safeParse(body.value);
    if (!parsed.success) return validationProblem(c, zodFieldErrors(parsed.error));
    if (badId(id)) return notFound(c);
    const admin = c.get("admin");
    const { driverId } = parsed.data;
    // Who had it before, for the trail's before and after.
    const previous = await db.kysely
      .selectFrom("orders")
      .innerJoin("drivers", "drivers.id", "orders.driver_id")
      .select("drivers.name")
      .where("orders.id", "=", id)
      .executeTakeFirst();
    const result = await assignDriver(db, id, driverId, admin.username, now(), async (trx) => {
      const driver = driverId
        ? await trx.selectFrom("drivers").select("name").where("id", "=", driverId).executeTakeFirst()
        : undefined;
      await audit(withExecutor(db, trx), {
        actor: admin,
        action: "order.assign",
        target: id,
        ip: ip(c),
        detail: {
          orderNumber: (await orderFacts(trx, id)).orderNumber,
          driverId,
          driverName: driver?.name ?? null,
          previousDriverName: previous?.name ?? null,
        },
      });
    });
    switch (result.kind) {
      case "not-found":
        return notFound(c);
      case "closed":
        return problem(c, 409, `This order is ${result.status}: it cannot go out with a driver.`, { code: "order_closed" });
      case "unknown-driver":
        return validationProblem(c, [{ field: "driverId", message: "Choose an active driver." }]);
      case "refused":
        return result.refusal === "unpaid"
          ? problem(c, 409, UNPAID, { code: "unpaid" })
          : problem(c, 409, RESTORE_SHORT[result.refusal], { code: SHORTAGE_CODES[result.refusal] });
      case "assigned":
        services.events.poke();
        services.mail.poke();
        return c.json({ order: result.order } satisfies OrderUpdated);
      case "unchanged":
        return c.json({ order: result.order } satisfies OrderUpdated);
    }
  });

  api.post("/:id/confirm", limitBody, async (c) => {
    const id = c.req.param("id");
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const parsed = confirmBody.safeParse(body.value);
    if (!parsed.success) return validationProblem(c, zodFieldErrors(parsed.error));
    if (badId(id)) return notFound(c);
    const admin = c.get("admin");
    const { via } = parsed.data;
    const result = await confirmOrder(db, id, admin.username, via, now(), async (trx) =>
      audit(withExecutor(db, trx), {
        actor: admin,
        action: "order.confirm",
        target: id,
        ip: ip(c),
        detail: { orderNumber: (await orderFacts(trx, id)).orderNumber, via },
      }),
    );
    // Every other refusal needs firstOnly, which a single confirmation does not ask for.
    if (result.kind !== "confirmed") return notFound(c);
    services.events.poke();
    return c.json({ order: result.order } satisfies OrderUpdated);
  });

  // An unpaid online order to Cash on Delivery, as the shopper asked on the phone (decision 040).
  api.post("/:id/cash-on-delivery", limitBody, async (c) => {
    const id = c.req.param("id");
    if (badId(id)) return notFound(c);
    const admin = c.get("admin");
    const result = await switchToCash(db, id, admin.username, now(), async (trx, from) =>
      audit(withExecutor(db, trx), {
        actor: admin,
        action: "order.cash-on-delivery",
        target: id,
        ip: ip(c),
        detail: { ...(await orderFacts(trx, id)), from, to: "Pending" },
      }),
    );
    if (result.kind === "not-found") return notFound(c);
    if (result.kind === "not-unpaid")
      return problem(c, 409, NOT_UNPAID, { code: "not_unpaid", detail: `The order is ${result.status}.` });
    if (result.kind === "short") return problem(c, 409, RESTORE_SHORT[result.short], { code: SHORTAGE_CODES[result.short] });
    services.events.poke();
    if (result.stockChanged) services.catalogue.invalidate();
    return c.json({ order: result.order } satisfies OrderUpdated);
  });

  api.delete("/:id", allow("orders.delete"), async (c) => {
    const id = c.req.param("id");
    if (badId(id)) return notFound(c);
    const admin = c.get("admin");
    const deleted = await deleteOrder(db, id, now(), (trx, order) =>
      audit(withExecutor(db, trx), {
        actor: admin,
        action: "order.delete",
        target: id,
        ip: ip(c),
        detail: {
          orderNumber: order.orderNumber,
          status: order.status,
          total: order.total,
          createdAt: order.createdAt,
          items: order.items.length,
        },
      }),
    );
    if (!deleted) return notFound(c);
    if (deleted === "returned") return problem(c, 409, RETURNED_DELETE, { code: "returned" });
    services.events.poke();
    // Its stock may have come back: the storefront reads the catalogue afresh.
    services.catalogue.invalidate();
    return c.body(null, 204);
  });

  return api;
}

/** The same database seen through a transaction, for writers that take a Db (the audit log). */
