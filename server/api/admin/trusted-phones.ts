// Lifting the phone order limit for one number under /api/admin/trusted-phones: list,
// trust, and take the trust back. Numbers are taken as any Qatar number is written; audited.
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { TrustedPhone, TrustedPhones } from "../../../app/admin/customers/customers-contract";
import { PHONE_ERROR } from "../../../app/shared/order-schema";
import { toE164 } from "../../../app/shared/phone";
import { plainString } from "../../../app/shared/text-rules";
import { audit } from "../../auth/audit";
import { clientAddress } from "../../auth/client-address";
import { distrust, listTrusted, trust } from "../../customers/trusted-phones";
import type { AppServices } from "../../services";
import { limitBody, readJson } from "../json-body";
import { problem, validationProblem, zodFieldErrors } from "../problem";
import { allow } from "./guard";
import type { AdminEnv } from "./env";

const trustBody = z.object({ phone: plainString("Phone", { error: PHONE_ERROR }).max(30, PHONE_ERROR) });

export function adminTrustedPhonesApi(services: AppServices) {
  const api = new Hono<AdminEnv>();
  const { db } = services;
  const ip = (c: Context) => clientAddress(c, services.config.trustProxy);

  api.get("/", async (c) => c.json({ trusted: await listTrusted(db) } satisfies TrustedPhones));

  api.post("/", allow("phones.trust"), limitBody, async (c) => {
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const parsed = trustBody.safeParse(body.value);
    if (!parsed.success) return validationProblem(c, zodFieldErrors(parsed.error));
    const phone = toE164(parsed.data.phone);
    if (!phone) return validationProblem(c, [{ field: "phone", message: PHONE_ERROR }]);
    const admin = c.get("admin");
    const entry: TrustedPhone = { phone, trustedBy: admin.username, trustedAt: new Date().toISOString() };
    await trust(db, entry);
    services.trusted.changed();
    await audit(db, { actor: admin, action: "phone.trust", target: phone, ip: ip(c) });
    return c.json({ trusted: entry }, 201);
  });

  api.delete("/:phone", allow("phones.trust"), async (c) => {
    const phone = toE164(decodeURIComponent(c.req.param("phone")));
    if (!phone || !(await distrust(db, phone))) return problem(c, 404, "This number's limit is not lifted.");
    services.trusted.changed();
    await audit(db, { actor: c.get("admin"), action: "phone.distrust", target: phone, ip: ip(c) });
    return c.body(null, 204);
  });

  return api;
}
