// The Cash section under /api/admin/cash: per day and driver, what went out, what came
// back and what is still with the drivers (server/delivery/cash.ts); staff record the cash a driver
// hands over; owners export the days as CSV. Handovers are in the audit trail.
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { CashReport, Handover } from "../../../app/admin/delivery/delivery-contract";
import { isDay, qatarDay } from "../../../app/shared/qatar-days";
import { plainString } from "../../../app/shared/text-rules";
import { audit } from "../../auth/audit";
import { clientAddress } from "../../auth/client-address";
import { cashReport, recordHandover } from "../../delivery/cash";
import { attachmentHeader, cashCsv, cashFilename } from "../../orders/csv";
import { findDriver } from "../../delivery/dispatch";
import type { AppServices } from "../../services";
import { limitBody, readJson } from "../json-body";
import { validationProblem, zodFieldErrors } from "../problem";
import { allow } from "./guard";
import type { AdminEnv } from "./env";

const day = z.string().refine(isDay, "Use a real date written YYYY-MM-DD.");
/** A year of days at most: the figures are computed from the orders each time. */
const MAX_DAYS = 366;
const rangeQuery = z
  .object({ from: day.optional(), to: day.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: "The start date is after the end date.", path: ["from"] })
  .refine((q) => !q.from || !q.to || Date.parse(q.to) - Date.parse(q.from) <= MAX_DAYS * 86_400_000, {
    error: `Choose at most ${MAX_DAYS} days.`,
    path: ["to"],
  });
const handoverBody = z.object({
  driverId: plainString("The driver", { error: "Choose the driver." }).min(1, "Choose the driver.").max(64),
  amount: z
    .number({ error: "amount is an amount in dirhams." })
    .int("amount is a whole number of dirhams.")
    .min(1, "The amount must be more than zero.")
    .max(100_000_000, "The amount is too large."),
  note: plainString("Note", { multiline: true }).trim().max(300).optional(),
  /** The day it counts for; today (Qatar) when absent. */
  day: day.optional(),
});

export function adminCashApi(services: AppServices, options: { now?: () => Date } = {}) {
  const api = new Hono<AdminEnv>();
  const { db } = services;
  const now = options.now ?? (() => new Date());
  const ip = (c: Context) => clientAddress(c, services.config.trustProxy);
  const range = (c: Context) => {
    const parsed = rangeQuery.safeParse(Object.fromEntries(Object.entries(c.req.query()).filter(([, v]) => v !== "")));
    if (!parsed.success) return { ok: false as const, response: validationProblem(c, zodFieldErrors(parsed.error)) };
    const today = qatarDay(now());
    const to = parsed.data.to ?? parsed.data.from ?? today;
    return { ok: true as const, from: parsed.data.from ?? (to < today ? to : today), to };
  };

  api.get("/", async (c) => {
    const r = range(c);
    if (!r.ok) return r.response;
    return c.json((await cashReport(db, r.from, r.to)) satisfies CashReport);
  });

  api.get("/export.csv", allow("cash.export"), async (c) => {
    const r = range(c);
    if (!r.ok) return r.response;
    const report = await cashReport(db, r.from, r.to);
    await audit(db, { actor: c.get("admin"), action: "cash.export", ip: ip(c), detail: { from: r.from, to: r.to } });
    return new Response(cashCsv(report), {
      status: 200,
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": attachmentHeader(cashFilename(services.config.store.brand, r.from, r.to)),
        "Cache-Control": "no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  });

  api.post("/handovers", limitBody, async (c) => {
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const parsed = handoverBody.safeParse(body.value);
    if (!parsed.success) return validationProblem(c, zodFieldErrors(parsed.error));
    const at = now();
    const today = qatarDay(at);
    const { driverId, amount, note } = parsed.data;
    const handoverDay = parsed.data.day ?? today;
    if (handoverDay > today)
      return validationProblem(c, [{ field: "day", message: "A handover cannot be recorded for a day to come." }]);
    const driver = await findDriver(db.kysely, driverId);
    if (!driver) return validationProblem(c, [{ field: "driverId", message: "Choose the driver." }]);
    const admin = c.get("admin");
    const handover = await recordHandover(
      db,
      { driverId, driverName: driver.name, day: handoverDay, amount, receivedBy: admin.username, note: note || null },
      at,
    );
    await audit(db, {
      actor: admin,
      action: "cash.handover",
      target: driverId,
      ip: ip(c),
      detail: { amount, day: handoverDay, driverName: driver.name },
    });
    return c.json(handover satisfies Handover, 201);
  });

  return api;
}
