// Blocked phone numbers under /api/admin/blocked-phones: list, block with a reason,
// unblock. Numbers are taken in any form a Qatar number is written and kept in E.164; every block
// and unblock is in the audit log.
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { BlockedPhone, BlockedPhones } from "../../../app/admin/customers/customers-contract";
import { PHONE_ERROR } from "../../../app/shared/order-schema";
import { toE164 } from "../../../app/shared/phone";
import { plainString } from "../../../app/shared/text-rules";
import { audit } from "../../auth/audit";
import { clientAddress } from "../../auth/client-address";
import { block, listBlocked, unblock } from "../../customers/blocked-phones";
import type { AppServices } from "../../services";
import { limitBody, readJson } from "../json-body";
import { problem, validationProblem, zodFieldErrors } from "../problem";
import { allow } from "./guard";
import type { AdminEnv } from "./env";

const blockBody = z.object({
  phone: plainString("Phone", { error: PHONE_ERROR }).max(30, PHONE_ERROR),
  reason: plainString("Reason", { multiline: true, error: "Give a reason." }).trim().min(1, "Give a reason.").max(300),
});

export function adminBlockedPhonesApi(services: AppServices) {
  const api = new Hono<AdminEnv>();
  const { db } = services;
  const ip = (c: Context) => clientAddress(c, services.config.trustProxy);

  api.get("/", async (c) => c.json({ blocked: await listBlocked(db) } satisfies BlockedPhones));

  api.post("/", limitBody, async (c) => {
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const parsed = blockBody.safeParse(body.value);
    if (!parsed.success) return validationProblem(c, zodFieldErrors(parsed.error));
    const phone = toE164(parsed.data.phone);
    if (!phone) return validationProblem(c, [{ field: "phone", message: PHONE_ERROR }]);
    const admin = c.get("admin");
    const entry: BlockedPhone = {
      phone,
      reason: parsed.data.reason,
      blockedBy: admin.username,
      blockedAt: new Date().toISOString(),
    };
    await block(db, entry);
    services.blocked.changed();
    await audit(db, { actor: admin, action: "phone.block", target: phone, ip: ip(c), detail: { reason: entry.reason } });
    return c.json({ blocked: entry }, 201);
  });

  api.delete("/:phone", allow("phones.unblock"), async (c) => {
    const phone = toE164(decodeURIComponent(c.req.param("phone")));
    if (!phone || !(await unblock(db, phone))) return problem(c, 404, "This number is not blocked.");
    services.blocked.changed();
    await audit(db, { actor: c.get("admin"), action: "phone.unblock", target: phone, ip: ip(c) });
    return c.body(null, 204);
  });

  return api;
}
