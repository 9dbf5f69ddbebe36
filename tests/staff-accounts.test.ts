// Staff accounts the owner manages, on both engines: the last active owner rule, a
// temporary password that must be replaced, one's own sessions listed and ended, two-factor
// sign-in with a fixed clock (the ±1 step window, a code never accepted twice, recovery codes used
// once, wrong codes counting toward the sign-in limits), a disabled account refused at once, the
// owners' two-factor requirement, and the audit trail's filters.
import { describe, expect, it } from "vitest";
import type {
  AuditPage,
  CurrentUser,
  RecoveryCodes,
  StaffMember,
  StaffSessions,
  TemporaryPassword,
  TwoFactorSetup,
} from "../app/admin/team/team-contract";
import { createApp } from "../server/app";
import { totpCode } from "../server/auth/totp";
import { engines } from "./support/test-db";
import { useAdminApp } from "./support/admin-app";
import { fromAddress, login, sessionCookieFrom, TEST_ORIGIN, useFastAuth } from "./support/admin";

const STRONG = "amber saffron harbour lantern";

describe.each(engines)("staff accounts on %s", (engine) => {
  // The owner ("admin") is signed in by the set-up.
  const h = useAdminApp(engine);
  const { send } = h;
  const as = (cookie: string) => (method: string, path: string, body?: unknown) =>
    h.app.request(path, {
      method,
      headers: { cookie, origin: TEST_ORIGIN, "sec-fetch-site": "same-origin", "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const signInAs = async (username: string, password: string, code?: string) => {
    const res = await h.app.request("/api/admin/login", {
      method: "POST",
      headers: { "content-type": "application/json", origin: TEST_ORIGIN, "sec-fetch-site": "same-origin" },
      body: JSON.stringify({ username, password, code }),
    });
    return { res, cookie: sessionCookieFrom(res) };
  };
  const addStaff = async (username: string, role = "staff") => {
    const res = await send("POST", "/api/admin/staff", { username, role });
    expect(res.status).toBe(201);
    return ((await res.json()) as TemporaryPassword).temporaryPassword;
  };
  const problemCode = async (res: Response) => ((await res.json()) as { code?: string }).code;

  it("never leaves the shop without an active owner", async () => {
    expect((await send("PATCH", "/api/admin/staff/admin", { role: "staff" })).status).toBe(409);
    const res = await send("PATCH", "/api/admin/staff/admin", { disabled: true });
    expect(res.status).toBe(409);
    expect(await problemCode(res)).toBe("last_owner");
    await addStaff("partner", "owner");
    // A disabled owner does not count.
    expect((await send("PATCH", "/api/admin/staff/partner", { disabled: true })).status).toBe(200);
    expect((await send("PATCH", "/api/admin/staff/admin", { role: "staff" })).status).toBe(409);
    expect((await send("PATCH", "/api/admin/staff/partner", { disabled: false })).status).toBe(200);
    const demoted = await send("PATCH", "/api/admin/staff/partner", { role: "staff" });
    expect(((await demoted.json()) as StaffMember).role).toBe("staff");
    expect((await send("PATCH", "/api/admin/staff/nobody", { role: "staff" })).status).toBe(404);
    expect((await send("PATCH", "/api/admin/staff/partner", { role: "boss" })).status).toBe(422);
    expect((await send("POST", "/api/admin/staff", { username: "partner", role: "staff" })).status).toBe(422);
  });

  it("makes a new person choose their own password before anything else", async () => {
    const temporary = await addStaff("nadia");
    const { res, cookie } = await signInAs("nadia", temporary);
    expect(res.status).toBe(200);
    const nadia = as(cookie!);
    const held = await nadia("GET", "/api/admin/orders");
    expect(held.status).toBe(403);
    expect(await problemCode(held)).toBe("password_change_required");
    expect(((await (await nadia("GET", "/api/admin/session")).json()) as CurrentUser).hold).toBe("password_change_required");

    const weak = await nadia("POST", "/api/admin/me/password", { currentPassword: temporary, newPassword: "password1234" });
    expect(weak.status).toBe(422);
    expect(JSON.stringify(await weak.json())).toContain("newPassword");
    const named = await nadia("POST", "/api/admin/me/password", {
      currentPassword: temporary,
      newPassword: "nadia saffron harbour",
    });
    expect(named.status).toBe(422);
    const wrong = await nadia("POST", "/api/admin/me/password", { currentPassword: "not it at all", newPassword: STRONG });
    expect(JSON.stringify(await wrong.json())).toContain("currentPassword");
    expect((await nadia("POST", "/api/admin/me/password", { currentPassword: temporary, newPassword: STRONG })).status).toBe(204);
    expect((await nadia("GET", "/api/admin/orders")).status).toBe(200);
    const me = (await (await nadia("GET", "/api/admin/session")).json()) as CurrentUser;
    expect(me).toEqual({ username: "nadia", role: "staff", twoFactor: false, hold: null, language: "en", arabicDigits: false });

    // A reset by the owner ends her sessions and puts her on a temporary password again.
    const reset = (await (await send("POST", "/api/admin/staff/nadia/reset-password")).json()) as TemporaryPassword;
    expect((await nadia("GET", "/api/admin/orders")).status).toBe(401);
    expect((await signInAs("nadia", STRONG)).res.status).toBe(401);
    const again = as((await signInAs("nadia", reset.temporaryPassword)).cookie!);
    expect(await problemCode(await again("GET", "/api/admin/orders"))).toBe("password_change_required");
  });

  it("lists one's sessions, ends one, and a password change ends the others", async () => {
    const temporary = await addStaff("omar");
    const first = as((await signInAs("omar", temporary)).cookie!);
    expect((await first("POST", "/api/admin/me/password", { currentPassword: temporary, newPassword: STRONG })).status).toBe(204);
    const second = as((await signInAs("omar", STRONG)).cookie!);
    const third = as((await signInAs("omar", STRONG)).cookie!);
    const { sessions } = (await (await first("GET", "/api/admin/me/sessions")).json()) as StaffSessions;
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    const mine = sessions.find((s) => s.current)!;
    const other = (await (await second("GET", "/api/admin/me/sessions")).json()) as StaffSessions;
    const secondId = other.sessions.find((s) => s.current)!.id;
    expect(secondId).not.toBe(mine.id);
    expect((await first("DELETE", `/api/admin/me/sessions/${secondId}`)).status).toBe(204);
    expect((await second("GET", "/api/admin/orders")).status).toBe(401);
    // Someone else's session is not one's own to end.
    const ownerSessions = (await (await send("GET", "/api/admin/me/sessions")).json()) as StaffSessions;
    expect((await first("DELETE", `/api/admin/me/sessions/${ownerSessions.sessions[0].id}`)).status).toBe(404);

    expect(
      (await first("POST", "/api/admin/me/password", { currentPassword: STRONG, newPassword: `${STRONG} again` })).status,
    ).toBe(204);
    expect((await third("GET", "/api/admin/orders")).status).toBe(401);
    expect((await first("GET", "/api/admin/orders")).status).toBe(200);
  });

  it("refuses a disabled account at once and lets it back when re-enabled", async () => {
    const temporary = await addStaff("layla");
    const layla = as((await signInAs("layla", temporary)).cookie!);
    expect(await problemCode(await layla("GET", "/api/admin/orders"))).toBe("password_change_required");
    expect((await send("PATCH", "/api/admin/staff/layla", { disabled: true })).status).toBe(200);
    expect((await layla("GET", "/api/admin/me/sessions")).status).toBe(401);
    const refused = await signInAs("layla", temporary);
    expect(refused.res.status).toBe(403);
    expect(await problemCode(refused.res)).toBe("account_disabled");
    expect((await send("PATCH", "/api/admin/staff/layla", { disabled: false })).status).toBe(200);
    expect((await signInAs("layla", temporary)).res.status).toBe(200);
    // Signing someone out everywhere.
    const back = as((await signInAs("layla", temporary)).cookie!);
    expect((await send("POST", "/api/admin/staff/layla/sign-out")).status).toBe(204);
    expect((await back("GET", "/api/admin/me/sessions")).status).toBe(401);
  });

  it("signs in with a second factor: a window of one step, no code twice, recovery codes once", async () => {
    // An app of its own whose clock the test moves; enrolment uses the real time.
    let clock = new Date(Date.now() + 10 * 60_000);
    const services = useFastAuth({ ...h.services }, () => clock);
    const app = createApp(services);
    const temporary = await addStaff("hamad", "owner");
    const first = await login(app, "hamad", temporary);
    const hamad = as(sessionCookieFrom(first)!);
    const hamadHeaders = { cookie: sessionCookieFrom(first)!, origin: TEST_ORIGIN, "sec-fetch-site": "same-origin" };
    expect((await hamad("POST", "/api/admin/me/password", { currentPassword: temporary, newPassword: STRONG })).status).toBe(204);
    const setup = (await (await hamad("POST", "/api/admin/me/2fa/setup")).json()) as TwoFactorSetup;
    expect(setup.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*hamad\?.*secret=/);
    expect(setup.qrSvg).toContain("<svg");
    expect((await hamad("POST", "/api/admin/me/2fa/enable", { code: "000000" })).status).toBe(422);
    const enabled = await hamad("POST", "/api/admin/me/2fa/enable", { code: totpCode(setup.secret, new Date()) });
    const { recoveryCodes } = (await enabled.json()) as RecoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);

    const attempt = async (code?: string) => {
      const res = await app.request("/api/admin/login", {
        method: "POST",
        headers: { "content-type": "application/json", origin: TEST_ORIGIN, "sec-fetch-site": "same-origin" },
        body: JSON.stringify({ username: "hamad", password: STRONG, code }),
      });
      return { status: res.status, code: ((await res.json()) as { code?: string }).code };
    };
    expect(await attempt()).toMatchObject({ status: 401, code: "totp_required" });
    const previousStep = totpCode(setup.secret, new Date(clock.getTime() - 30_000));
    expect((await attempt(previousStep)).status).toBe(200);
    // The same code again, or an older one: refused.
    expect(await attempt(previousStep)).toMatchObject({ status: 401, code: "totp_invalid" });
    expect((await attempt(totpCode(setup.secret, new Date(clock.getTime() - 60_000)))).status).toBe(401);
    // Two steps ahead is outside the window; one ahead is in it.
    expect((await attempt(totpCode(setup.secret, new Date(clock.getTime() + 60_000)))).status).toBe(401);
    expect((await attempt(totpCode(setup.secret, new Date(clock.getTime() + 30_000)))).status).toBe(200);
    // A recovery code, typed in capitals without its dash, works once.
    const recovery = recoveryCodes[3].replace("-", "").toUpperCase();
    expect((await attempt(recovery)).status).toBe(200);
    expect((await attempt(recovery)).status).toBe(401);

    // Wrong codes count toward the sign-in limits (five failures, then a wait).
    clock = new Date(clock.getTime() + 20 * 60_000);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await attempt("123456")).status);
    expect(statuses.slice(-1)).toEqual([429]);

    // The lock holds for the account's secrets asked while signed in too, from that address.
    const locked = await hamad("POST", "/api/admin/me/2fa/disable", { password: STRONG, code: recoveryCodes[0] });
    expect(locked.status).toBe(429);
    // Switching it off needs the password and a code (from another address: this one waits).
    const elsewhere = (body: unknown) =>
      h.app.request(
        "/api/admin/me/2fa/disable",
        { method: "POST", headers: { ...hamadHeaders, "content-type": "application/json" }, body: JSON.stringify(body) },
        fromAddress("192.0.2.44"),
      );
    expect((await elsewhere({ password: "wrong password!", code: recoveryCodes[0] })).status).toBe(422);
    expect((await elsewhere({ password: STRONG, code: recoveryCodes[0] })).status).toBe(204);
    expect(((await (await hamad("GET", "/api/admin/session")).json()) as CurrentUser).twoFactor).toBe(false);
  });

  it("holds an owner without two-factor sign-in when the shop requires it", async () => {
    // An owner without two-factor sign-in cannot turn the rule on (it would lock them out at once).
    const first = await send("PUT", "/api/admin/settings/security", { requireOwnerTwoFactor: true });
    expect(first.status).toBe(409);
    expect(await problemCode(first)).toBe("two_factor_first");
    await h.services.security.setOwnersNeedTwoFactor(true);
    const held = await send("GET", "/api/admin/orders");
    expect(held.status).toBe(403);
    expect(await problemCode(held)).toBe("two_factor_enrolment_required");
    // Their own account stays open, so they can set it up.
    expect((await send("POST", "/api/admin/me/2fa/setup")).status).toBe(200);
    // Staff are not held.
    const temporary = await addStaffWhileHeld("khalid");
    expect(temporary).toBeNull();
    await h.services.security.setOwnersNeedTwoFactor(false);
    expect((await send("GET", "/api/admin/orders")).status).toBe(200);
  });

  /** While held, even an owner cannot add staff. */
  const addStaffWhileHeld = async (username: string) => {
    const res = await send("POST", "/api/admin/staff", { username, role: "staff" });
    return res.status === 201 ? res : null;
  };

  it("shows the audit trail by person, kind of action and day, newest first", async () => {
    const page = async (query: string) => {
      const res = await send("GET", `/api/admin/audit?${query}`);
      expect(res.status).toBe(200);
      return (await res.json()) as AuditPage;
    };
    const staffChanges = await page("actor=admin&action=staff");
    expect(staffChanges.total).toBeGreaterThan(3);
    expect(staffChanges.entries.every((e) => e.actor === "admin" && e.action.startsWith("staff."))).toBe(true);
    expect(staffChanges.entries.map((e) => e.at)).toEqual([...staffChanges.entries.map((e) => e.at)].sort().reverse());
    const logins = await page("action=login");
    expect(logins.entries.map((e) => e.action)).toContain("login.failure");
    expect(logins.entries.some((e) => e.action === "logout")).toBe(false);
    const today = new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10);
    expect((await page(`from=${today}&to=${today}`)).total).toBeGreaterThan(0);
    expect((await page("from=2020-01-01&to=2020-01-02")).total).toBe(0);
    // Secrets never reach the trail.
    const trail = JSON.stringify((await page("action=staff")).entries);
    expect(trail).not.toMatch(/[A-Za-z0-9]{5}-[A-Za-z0-9]{5}-[A-Za-z0-9]{5}-[A-Za-z0-9]{5}/);
    expect(trail).not.toContain(STRONG);
    expect((await send("GET", "/api/admin/audit?action=coffee")).status).toBe(422);
    expect((await send("GET", "/api/admin/audit?from=2026-02-30")).status).toBe(422);
  });
});
