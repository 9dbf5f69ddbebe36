// Delivery drivers under /api/admin/drivers: every staff member records them and sends
// orders out with them; a driver is deactivated, never deleted (their orders and cash keep naming
// them). Each change is in the audit trail.
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { Driver, Drivers, RunSheet } from "../../../app/admin/delivery/delivery-contract";
import { PHONE_ERROR } from "../../../app/shared/order-schema";
import { displayPhone, isValidQatarPhone } from "../../../app/shared/phone";
import { plainString } from "../../../app/shared/text-rules";
import { audit } from "../../auth/audit";
import { clientAddress } from "../../auth/client-address";
import { addDriver, findDriver, listDrivers, runSheet, updateDriver } from "../../delivery/dispatch";
import type { AppServices } from "../../services";
import { limitBody, readJson } from "../json-body";
import { problem, validationProblem, zodFieldErrors } from "../problem";
import type { AdminEnv } from "./env";

const name = plainString("Name", { error: "Give the driver's name." }).trim().min(1, "Give the driver's name.").max(100);
const phone = plainString("Phone", { error: PHONE_ERROR })
  .max(30, PHONE_ERROR)
  .refine((v) => isValidQatarPhone(v), PHONE_ERROR)
  .transform((v) => displayPhone(v) ?? v);
const newDriver = z.object({ name, phone });
const driverPatch = z.object({ name: name.optional(), phone: phone.optional(), active: z.boolean().optional() });

export function adminDriversApi(services: AppServices) {
  const api = new Hono<AdminEnv>();
  const { db } = services;
  const ip = (c: Context) => clientAddress(c, services.config.trustProxy);
  const notFound = (c: Context) => problem(c, 404, "This driver does not exist.");

  api.get("/", async (c) => c.json({ drivers: await listDrivers(db) } satisfies Drivers));

  api.post("/", limitBody, async (c) => {
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const parsed = newDriver.safeParse(body.value);
    if (!parsed.success) return validationProblem(c, zodFieldErrors(parsed.error));
    const driver = await addDriver(db.kysely, parsed.data);
    await audit(db, { actor: c.get("admin"), action: "driver.add", target: driver.id, ip: ip(c), detail: { ...parsed.data } });
    return c.json(driver satisfies Driver, 201);
  });

  api.patch("/:id", limitBody, async (c) => {
    const id = c.req.param("id");
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const parsed = driverPatch.safeParse(body.value);
    if (!parsed.success) return validationProblem(c, zodFieldErrors(parsed.error));
    const before = await findDriver(db.kysely, id);
    if (!before) return notFound(c);
    const after = await updateDriver(db.kysely, id, parsed.data);
    if (!after) return notFound(c);
    await audit(db, { actor: c.get("admin"), action: "driver.update", target: id, ip: ip(c), detail: { before, after } });
    return c.json(after satisfies Driver);
  });

  api.get("/:id/run-sheet", async (c) => {
    const driver = await findDriver(db.kysely, c.req.param("id"));
    if (!driver) return notFound(c);
    return c.json((await runSheet(db, driver)) satisfies RunSheet);
  });

  return api;
}
