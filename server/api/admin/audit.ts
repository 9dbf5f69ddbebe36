// The audit trail under /api/admin/audit, owners only:
// ?actor=&action=&from=&to=&page= (app/shared/audit-filters.ts).
import { Hono } from "hono";
import type { AuditPage } from "../../../app/admin/team/team-contract";
import { auditQuerySchema } from "../../../app/shared/audit-filters";
import { readAuditTrail } from "../../auth/audit-trail";
import type { AppServices } from "../../services";
import { validationProblem, zodFieldErrors } from "../problem";
import { allow } from "./guard";
import type { AdminEnv } from "./env";

export function adminAuditApi(services: AppServices) {
  const api = new Hono<AdminEnv>();
  api.use("*", allow("audit.read"));
  api.get("/", async (c) => {
    const query = Object.fromEntries(Object.entries(c.req.query()).filter(([, v]) => v !== ""));
    const parsed = auditQuerySchema.safeParse(query);
    if (!parsed.success) return validationProblem(c, zodFieldErrors(parsed.error));
    return c.json((await readAuditTrail(services.db, parsed.data, new Date())) satisfies AuditPage);
  });
  return api;
}
