// Staff accounts under /api/admin/staff, owners only: list, add (a temporary password
// shown once), change a role or disable/re-enable (PATCH), reset a password, sign someone out
// everywhere. The last active owner cannot be disabled or demoted (409). Every change is audited.
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { StaffList, StaffMember, TemporaryPassword } from "../../../app/admin/team/team-contract";
import { ROLES } from "../../../app/shared/staff-roles";
import { audit } from "../../auth/audit";
import { clientAddress } from "../../auth/client-address";
import { checkUsername, normalizeUsername } from "../../auth/staff";
import { addStaff, changeStaff, findMember, listStaff, resetStaffPassword } from "../../auth/staff-admin";
import type { AppServices } from "../../services";
import { limitBody, readJson } from "../json-body";
import { problem, validationProblem, zodFieldErrors } from "../problem";
import { allow } from "./guard";
import type { AdminEnv } from "./env";

const role = z.enum(ROLES, { error: "Choose Owner or Staff." });
const addBody = z.object({ username: z.string({ error: "Enter a username." }).max(200), role });
const patchBody = z
  .object({ role: role.optional(), disabled: z.boolean({ error: "disabled is true or false." }).optional() })
  .strict()
  .refine((b) => b.role !== undefined || b.disabled !== undefined, { message: "Send role or disabled.", path: ["role"] });

const LAST_OWNER = "The shop must keep at least one active owner: make someone else an owner first.";

export function adminStaffApi(services: AppServices) {
  const api = new Hono<AdminEnv>();
  const { db, auth } = services;
  const ip = (c: Context) => clientAddress(c, services.config.trustProxy);
  api.use("*", allow("staff.manage"));

  api.get("/", async (c) => c.json({ staff: await listStaff(db) } satisfies StaffList));

  api.post("/", limitBody, async (c) => {
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const parsed = addBody.safeParse(body.value);
    if (!parsed.success) return validationProblem(c, zodFieldErrors(parsed.error));
    const name = checkUsername(parsed.data.username);
    if (!name.ok) return validationProblem(c, [{ field: "username", message: name.message }]);
    const added = await addStaff(db, auth.hasher, name.username, parsed.data.role, new Date());
    if (!added) return validationProblem(c, [{ field: "username", message: "This username is taken." }]);
    await audit(db, {
      actor: c.get("admin"),
      action: "staff.create",
      target: name.username,
      ip: ip(c),
      detail: { role: parsed.data.role },
    });
    return c.json({ username: name.username, temporaryPassword: added.temporaryPassword } satisfies TemporaryPassword, 201);
  });

  api.patch("/:username", limitBody, async (c) => {
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const parsed = patchBody.safeParse(body.value);
    if (!parsed.success) return validationProblem(c, zodFieldErrors(parsed.error));
    const username = normalizeUsername(c.req.param("username"));
    const before = await findMember(db, username);
    const result = await changeStaff(db, username, parsed.data, new Date());
    if (result.kind === "not-found") return problem(c, 404, "No such staff account.");
    if (result.kind === "last-owner") return problem(c, 409, LAST_OWNER, { code: "last_owner" });
    // Disabling ended the sessions in its transaction; their live streams close now.
    auth.sessionsEnded(result.endedSessions);
    await audit(db, {
      actor: c.get("admin"),
      action: "staff.update",
      target: username,
      ip: ip(c),
      detail: {
        before: { role: before?.role, disabled: before?.disabled },
        after: { role: result.member.role, disabled: result.member.disabled },
      },
    });
    return c.json(result.member satisfies StaffMember);
  });

  api.post("/:username/reset-password", async (c) => {
    const username = normalizeUsername(c.req.param("username"));
    const member = await findMember(db, username);
    if (!member) return problem(c, 404, "No such staff account.");
    const password = await resetStaffPassword(db, auth.hasher, member.id, new Date());
    await auth.endSessions(member.id);
    await audit(db, { actor: c.get("admin"), action: "staff.reset", target: username, ip: ip(c) });
    return c.json({ username, temporaryPassword: password } satisfies TemporaryPassword);
  });

  api.post("/:username/sign-out", async (c) => {
    const username = normalizeUsername(c.req.param("username"));
    const member = await findMember(db, username);
    if (!member) return problem(c, 404, "No such staff account.");
    const ended = await auth.endSessions(member.id);
    await audit(db, {
      actor: c.get("admin"),
      action: "staff.sign-out",
      target: username,
      ip: ip(c),
      detail: { sessions: ended },
    });
    return c.body(null, 204);
  });

  return api;
}
