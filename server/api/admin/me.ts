// One's own account under /api/admin/me (issue 20), for every role, and open while on hold: change
// the password (the current one required; the others sessions end), list and end one's sessions,
// and two-factor sign-in (set up with a QR code made here, confirm with a code to get ten recovery
// codes, switch off with the password and a code).
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { RecoveryCodes, StaffSessions, TwoFactorSetup } from "../../../app/admin/team/team-contract";
import { audit } from "../../auth/audit";
import { clientAddress } from "../../auth/client-address";
import { MAX_PASSWORD_LENGTH } from "../../auth/password";
import { passwordProblem } from "../../auth/password-policy";
import { findStaff } from "../../auth/staff";
import { setOwnPassword } from "../../auth/staff-admin";
import { otpauthUrl, qrSvg } from "../../auth/totp";
import { checkAccountCode, disableTwoFactor, finishEnrolment, startEnrolment } from "../../auth/two-factor";
import type { AppServices } from "../../services";
import { limitBody, readJson } from "../json-body";
import { problem, validationProblem, zodFieldErrors } from "../problem";
import type { AdminEnv } from "./env";

const password = (what: string) =>
  z
    .string({ error: `Enter ${what}.` })
    .min(1, `Enter ${what}.`)
    .max(MAX_PASSWORD_LENGTH);
const passwordBody = z.object({ currentPassword: password("your current password"), newPassword: password("a new password") });
const codeBody = z.object({ code: z.string({ error: "Enter the code." }).min(1, "Enter the code.").max(40) });
const disableBody = codeBody.extend({ password: password("your password") });

const WRONG_CODE = "That code is not right, or was used already. Try the next one.";

export function adminMeApi(services: AppServices) {
  const api = new Hono<AdminEnv>();
  const { db, auth } = services;
  const ip = (c: Context) => clientAddress(c, services.config.trustProxy);
  /** The signed-in person's stored account (hash, two-factor state). */
  const account = async (c: Context<AdminEnv>) => (await findStaff(db, c.get("admin").username))!;

  api.post("/password", limitBody, async (c) => {
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const parsed = passwordBody.safeParse(body.value);
    if (!parsed.success) return validationProblem(c, zodFieldErrors(parsed.error));
    const me = await account(c);
    if (!(await auth.hasher.verify(parsed.data.currentPassword, me.passwordHash)))
      return validationProblem(c, [{ field: "currentPassword", message: "The current password is not right." }]);
    const weak =
      parsed.data.newPassword === parsed.data.currentPassword
        ? "Choose a password other than the current one."
        : passwordProblem(parsed.data.newPassword, me.username);
    if (weak) return validationProblem(c, [{ field: "newPassword", message: weak }]);
    await setOwnPassword(db, me.id, await auth.hasher.hash(parsed.data.newPassword), new Date());
    // Whoever knew the old password is signed out everywhere else.
    const ended = await auth.endSessions(me.id, { keep: c.get("sessionId") });
    await audit(db, {
      actor: c.get("admin"),
      action: "staff.password",
      target: me.username,
      ip: ip(c),
      detail: { sessionsEnded: ended },
    });
    return c.body(null, 204);
  });

  api.get("/sessions", async (c) => {
    const rows = await db.kysely
      .selectFrom("staff_sessions")
      .select(["id", "user_agent", "ip", "created_at", "last_seen_at"])
      .where("user_id", "=", c.get("admin").id)
      .orderBy("last_seen_at", "desc")
      .execute();
    const current = c.get("sessionId");
    return c.json({
      sessions: rows.map((r) => ({
        id: r.id,
        current: r.id === current,
        userAgent: r.user_agent,
        ip: r.ip,
        createdAt: r.created_at,
        lastSeenAt: r.last_seen_at,
      })),
    } satisfies StaffSessions);
  });

  api.delete("/sessions/:id", async (c) => {
    const id = c.req.param("id");
    if (!/^[0-9a-f]{64}$/.test(id)) return problem(c, 404, "No such session.");
    const ended = await auth.endSessions(c.get("admin").id, { only: id });
    if (ended === 0) return problem(c, 404, "No such session.");
    await audit(db, { actor: c.get("admin"), action: "session.end", target: c.get("admin").username, ip: ip(c) });
    return c.body(null, 204);
  });

  api.post("/2fa/setup", async (c) => {
    const me = await account(c);
    if (me.totpSecret) return problem(c, 409, "Two-factor sign-in is on already.");
    const secret = await startEnrolment(db, me.id);
    const url = otpauthUrl(secret, me.username, services.config.store.brand);
    return c.json({ secret, otpauthUrl: url, qrSvg: await qrSvg(url) } satisfies TwoFactorSetup);
  });

  api.post("/2fa/enable", limitBody, async (c) => {
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const parsed = codeBody.safeParse(body.value);
    if (!parsed.success) return validationProblem(c, zodFieldErrors(parsed.error));
    const me = await account(c);
    if (me.totpSecret) return problem(c, 409, "Two-factor sign-in is on already.");
    const codes = await finishEnrolment(db, me.id, parsed.data.code, new Date());
    if (!codes) return validationProblem(c, [{ field: "code", message: WRONG_CODE }]);
    await audit(db, { actor: c.get("admin"), action: "staff.2fa.enable", target: me.username, ip: ip(c) });
    return c.json({ recoveryCodes: codes } satisfies RecoveryCodes);
  });

  api.post("/2fa/disable", limitBody, async (c) => {
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const parsed = disableBody.safeParse(body.value);
    if (!parsed.success) return validationProblem(c, zodFieldErrors(parsed.error));
    const me = await account(c);
    if (!me.totpSecret) return problem(c, 409, "Two-factor sign-in is off already.");
    if (me.role === "owner" && (await services.security.ownersNeedTwoFactor()))
      return problem(c, 409, "The shop requires two-factor sign-in for owners.", { code: "two_factor_required" });
    if (!(await auth.hasher.verify(parsed.data.password, me.passwordHash)))
      return validationProblem(c, [{ field: "password", message: "The password is not right." }]);
    if (!(await checkAccountCode(db, me.id, parsed.data.code, new Date())))
      return validationProblem(c, [{ field: "code", message: WRONG_CODE }]);
    await disableTwoFactor(db, me.id);
    await audit(db, { actor: c.get("admin"), action: "staff.2fa.disable", target: me.username, ip: ip(c) });
    return c.body(null, 204);
  });

  return api;
}
