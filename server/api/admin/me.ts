// One's own account under /api/admin/me, for every role, and open while on hold: one's admin
// language and digits (PATCH /api/admin/me; decision 043), change the password (the current one required; the others sessions end), list and end one's sessions, and
// two-factor sign-in (set up with a QR code made here, confirm with a code to get ten recovery
// codes, switch off with the password and a code). Every answer to a secret goes through
// auth.checkSecret: the sign-in limits apply, and five wrong ones in a row end the session
// (docs/decisions/014).
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { RecoveryCodes, StaffSessions, TwoFactorSetup } from "../../../app/admin/team/team-contract";
import type { FieldMessage } from "../../../app/shared/field-errors";
import { audit } from "../../auth/audit";
import { clientAddress } from "../../auth/client-address";
import { MAX_PASSWORD_LENGTH } from "../../auth/password";
import { passwordProblem } from "../../auth/password-policy";
import { findStaff, setStaffPreferences } from "../../auth/staff";
import { digitsOf, STAFF_DIGITS, STAFF_LANGUAGES, type StaffLanguagePreference } from "../../../app/shared/staff-language";
import { setOwnPassword } from "../../auth/staff-admin";
import { otpauthUrl, qrSvg } from "../../auth/totp";
import { checkAccountCode, disableTwoFactor, finishEnrolment, startEnrolment } from "../../auth/two-factor";
import type { AppServices } from "../../services";
import { plainString } from "../../../app/shared/text-rules";
import { limitBody, readJson } from "../json-body";
import { problem, validationProblem, zodFieldErrors } from "../problem";
import type { AdminEnv } from "./env";
import { tooManyAttempts } from "./guard";

/**
 * PATCH /api/admin/me: one's own language and digits ("digits": "latin" | "arabic", or the boolean
 * "arabicDigits" it replaces); at least one of them.
 */
const staffPreferencesSchema = z
  .strictObject({
    language: z.enum(STAFF_LANGUAGES, { error: "Choose English (en) or Arabic (ar)." }).optional(),
    digits: z.enum(STAFF_DIGITS, { error: "Choose Latin (latin) or Arabic-Indic (arabic) digits." }).optional(),
    arabicDigits: z.boolean({ error: "Say true or false." }).optional(),
  })
  .refine((v) => v.language !== undefined || v.digits !== undefined || v.arabicDigits !== undefined, {
    message: "Send a language or digits.",
    path: ["language"],
  })
  .transform(({ language, digits, arabicDigits }) => ({
    language,
    arabicDigits: digits === undefined ? arabicDigits : digits === "arabic",
  }));

const password = (what: string) =>
  z
    .string({ error: `Enter ${what}.` })
    .min(1, `Enter ${what}.`)
    .max(MAX_PASSWORD_LENGTH);
const passwordBody = z.object({ currentPassword: password("your current password"), newPassword: password("a new password") });
const codeBody = z.object({ code: plainString("The code", { error: "Enter the code." }).min(1, "Enter the code.").max(40) });
const disableBody = codeBody.extend({ password: password("your password") });

const WRONG_CODE = "That code is not right, or was used already. Try the next one.";
const WRONG_PASSWORD = "wrong password";
const WRONG_CODE_REASON = "wrong code";

type WrongAnswers = Record<string, FieldMessage>;

export function adminMeApi(services: AppServices) {
  const api = new Hono<AdminEnv>();
  const { db, auth } = services;
  const ip = (c: Context) => clientAddress(c, services.config.trustProxy);
  /** The signed-in person's stored account (hash, two-factor state). */
  const account = async (c: Context<AdminEnv>) => (await findStaff(db, c.get("admin").username))!;

  /**
   * Asks auth.checkSecret about the signed-in person's answers; null when they were right, else
   * the response: the field that was wrong (422), the limits (429), or signed out (401).
   */
  const secretRefused = async (
    c: Context<AdminEnv>,
    during: string,
    check: () => Promise<string | null>,
    wrong: WrongAnswers,
  ): Promise<Response | null> => {
    const result = await auth.checkSecret({
      user: c.get("admin"),
      sessionId: c.get("sessionId") ?? null,
      ip: ip(c),
      during,
      check,
    });
    switch (result.kind) {
      case "ok":
        return null;
      case "wrong":
        return validationProblem(c, [wrong[result.reason]]);
      case "signed_out":
        c.header("Set-Cookie", auth.clearedCookie());
        c.header("WWW-Authenticate", 'Cookie realm="admin"');
        return problem(c, 401, "Too many wrong answers: you have been signed out.", {
          detail: "Sign in again to go on.",
          code: "signed_out",
        });
      case "blocked":
        return tooManyAttempts(c, "Too many wrong passwords or codes.", result.retryAfterSeconds);
      case "busy":
        c.header("Retry-After", "5");
        return problem(c, 503, "The server is busy. Please try again in a moment.");
    }
  };

  api.patch("/", limitBody, async (c) => {
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const parsed = staffPreferencesSchema.safeParse(body.value);
    if (!parsed.success) return validationProblem(c, zodFieldErrors(parsed.error));
    const me = c.get("admin");
    const { before, after } = await setStaffPreferences(db, me.id, parsed.data, new Date());
    if (before.language !== after.language || before.arabicDigits !== after.arabicDigits)
      await audit(db, { actor: me, action: "staff.language", target: me.username, ip: ip(c), detail: { before, after } });
    return c.json({ ...(after satisfies StaffLanguagePreference), digits: digitsOf(after.arabicDigits) });
  });

  api.post("/password", limitBody, async (c) => {
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const parsed = passwordBody.safeParse(body.value);
    if (!parsed.success) return validationProblem(c, zodFieldErrors(parsed.error));
    const me = await account(c);
    const refused = await secretRefused(
      c,
      "password change",
      async () => ((await auth.hasher.verify(parsed.data.currentPassword, me.passwordHash)) ? null : WRONG_PASSWORD),
      { [WRONG_PASSWORD]: { field: "currentPassword", message: "The current password is not right." } },
    );
    if (refused) return refused;
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
    const enrolment: { codes: string[] | null } = { codes: null };
    const refused = await secretRefused(
      c,
      "two-factor set-up",
      async () => {
        enrolment.codes = await finishEnrolment(db, me.id, parsed.data.code, new Date());
        return enrolment.codes ? null : WRONG_CODE_REASON;
      },
      { [WRONG_CODE_REASON]: { field: "code", message: WRONG_CODE } },
    );
    if (refused) return refused;
    const codes = enrolment.codes!;
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
    const refused = await secretRefused(
      c,
      "two-factor switch-off",
      async () => {
        if (!(await auth.hasher.verify(parsed.data.password, me.passwordHash))) return WRONG_PASSWORD;
        return (await checkAccountCode(db, me.id, parsed.data.code, new Date())) ? null : WRONG_CODE_REASON;
      },
      {
        [WRONG_PASSWORD]: { field: "password", message: "The password is not right." },
        [WRONG_CODE_REASON]: { field: "code", message: WRONG_CODE },
      },
    );
    if (refused) return refused;
    await disableTwoFactor(db, me.id);
    await audit(db, { actor: c.get("admin"), action: "staff.2fa.disable", target: me.username, ip: ip(c) });
    return c.body(null, 204);
  });

  return api;
}
