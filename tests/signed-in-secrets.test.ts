// A stolen session is no way to guess the password it lacks: the secrets asked of someone already
// signed in (the current password to change it, the password and a code to switch two-factor
// sign-in off, the first code of a two-factor set-up) are under the sign-in limits per account and
// address (429 with Retry-After), every wrong answer is audited as a failed sign-in and shown at
// the next sign-in, and five wrong answers in a row end the session (docs/decisions/014).
import { describe, expect, it } from "vitest";
import type { SignedIn } from "../app/admin/team/team-contract";
import { MAX_WRONG_ANSWERS_PER_SESSION } from "../server/auth/service";
import { useAdminApp } from "./support/admin-app";
import { createStaff, fromAddress, login, sessionCookieFrom, TEST_ORIGIN, TEST_PASSWORD } from "./support/admin";
import { engines } from "./support/test-db";

const STRONG = "amber saffron harbour lantern";

describe.each(engines)("secrets asked while signed in, on %s", (engine) => {
  const h = useAdminApp(engine);
  let n = 0;
  /** A fresh client address per test, so that one test's count is not another's. */
  const newAddress = () => fromAddress(`198.51.100.${++n}`);

  const signInFrom = async (username: string, from: ReturnType<typeof fromAddress>) => {
    const res = await login(h.app, username, TEST_PASSWORD, {}, from);
    expect(res.status).toBe(200);
    const cookie = sessionCookieFrom(res)!;
    const send = async (method: string, path: string, body?: unknown) =>
      h.app.request(
        path,
        {
          method,
          headers: { cookie, origin: TEST_ORIGIN, "sec-fetch-site": "same-origin", "content-type": "application/json" },
          body: body === undefined ? undefined : JSON.stringify(body),
        },
        from,
      );
    return { send, signedIn: (await res.json()) as SignedIn };
  };
  const wrongPassword = (i: number) => ({ currentPassword: `not my password ${i}`, newPassword: STRONG });
  const failures = (username: string) =>
    h.t.db.kysely
      .selectFrom("audit_log")
      .select(["actor", "ip", "detail"])
      .where("action", "=", "login.failure")
      .where("target", "=", username)
      .execute();

  it("ends the session at the fifth wrong current password in a row, audits each, and tells the next sign-in", async () => {
    await createStaff(h.services, "mariam", TEST_PASSWORD, "staff");
    const thief = newAddress();
    const { send } = await signInFrom("mariam", thief);
    for (let i = 1; i < MAX_WRONG_ANSWERS_PER_SESSION; i++) {
      const res = await send("POST", "/api/admin/me/password", wrongPassword(i));
      expect(res.status).toBe(422);
      expect(((await res.json()) as { errors: { field: string }[] }).errors[0].field).toBe("currentPassword");
    }
    const last = await send("POST", "/api/admin/me/password", wrongPassword(5));
    expect(last.status).toBe(401);
    expect(((await last.json()) as { code: string }).code).toBe("signed_out");
    expect(last.headers.get("set-cookie")).toMatch(/Max-Age=0/i);
    // The session is gone: every later request with it is refused, the right password included.
    expect((await send("GET", "/api/admin/session")).status).toBe(401);
    expect((await send("POST", "/api/admin/me/password", { currentPassword: TEST_PASSWORD, newPassword: STRONG })).status).toBe(
      401,
    );

    const audited = await failures("mariam");
    expect(audited).toHaveLength(MAX_WRONG_ANSWERS_PER_SESSION);
    expect(audited.every((row) => row.actor === "mariam" && row.ip === thief.incoming.socket.remoteAddress)).toBe(true);
    expect(JSON.parse(audited[0].detail!)).toMatchObject({ reason: "wrong password", during: "password change" });

    // The owner of the account, signing in from their own address, hears of them.
    const { signedIn } = await signInFrom("mariam", newAddress());
    expect(signedIn.failedSignIns).toMatchObject({ count: 5, lastAddress: thief.incoming.socket.remoteAddress });
  });

  it("a right answer ends the run of wrong ones, and the address's count still locks it out with 429", async () => {
    await createStaff(h.services, "khalid", TEST_PASSWORD, "staff");
    const from = newAddress();
    const { send } = await signInFrom("khalid", from);
    for (let i = 1; i < MAX_WRONG_ANSWERS_PER_SESSION; i++)
      expect((await send("POST", "/api/admin/me/password", wrongPassword(i))).status).toBe(422);
    // Right (the new password is refused as weak): the run of wrong answers starts again.
    expect((await send("POST", "/api/admin/me/password", { currentPassword: TEST_PASSWORD, newPassword: "short" })).status).toBe(
      422,
    );
    expect((await send("POST", "/api/admin/me/password", wrongPassword(5))).status).toBe(422);
    // Five failures for this account from this address: locked, as a sign-in would be.
    const blocked = await send("POST", "/api/admin/me/password", { currentPassword: TEST_PASSWORD, newPassword: STRONG });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await login(h.app, "khalid", TEST_PASSWORD, {}, from)).status).toBe(429);
    // The session still stands (the lock is not a wrong answer), and elsewhere the account is fine.
    expect((await send("GET", "/api/admin/session")).status).toBe(200);
    expect((await login(h.app, "khalid", TEST_PASSWORD, {}, newAddress())).status).toBe(200);
  });

  it("lets at most five of a burst of simultaneous guesses be checked", async () => {
    await createStaff(h.services, "burst", TEST_PASSWORD, "staff");
    const { send } = await signInFrom("burst", newAddress());
    const statuses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => send("POST", "/api/admin/me/password", wrongPassword(i)).then((r) => r.status)),
    );
    expect(statuses.every((s) => s === 422 || s === 429 || s === 401)).toBe(true);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect((await failures("burst")).length).toBeLessThanOrEqual(MAX_WRONG_ANSWERS_PER_SESSION);
    // A burst may be refused a little more than needed, never less: guessing on, one at a time,
    // the session ends at the fifth wrong answer in all.
    let status = 422;
    for (let i = 0; i < 10 && status === 422; i++)
      status = (await send("POST", "/api/admin/me/password", wrongPassword(i))).status;
    expect(status).toBe(401);
    expect((await failures("burst")).length).toBe(MAX_WRONG_ANSWERS_PER_SESSION);
  });

  it("counts wrong answers to the two-factor set-up and switch-off the same way", async () => {
    await createStaff(h.services, "noor", TEST_PASSWORD, "staff");
    const { send } = await signInFrom("noor", newAddress());
    expect((await send("POST", "/api/admin/me/2fa/setup")).status).toBe(200);
    expect((await send("POST", "/api/admin/me/2fa/enable", { code: "000000" })).status).toBe(422);
    const audited = await failures("noor");
    expect(audited.map((row) => JSON.parse(row.detail!))).toEqual([{ reason: "wrong code", during: "two-factor set-up" }]);

    // Two-factor sign-in on for the switch-off: a wrong password, then wrong codes, end the session.
    await h.t.db.kysely
      .updateTable("staff_users")
      .set({ totp_secret: "JBSWY3DPEHPK3PXP" })
      .where("username", "=", "noor")
      .execute();
    expect((await send("POST", "/api/admin/me/2fa/disable", { password: "not my password", code: "123456" })).status).toBe(422);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await send("POST", "/api/admin/me/2fa/disable", { password: TEST_PASSWORD, code: "123456" })).status);
    expect(statuses).toEqual([422, 422, 401]);
    const reasons = (await failures("noor")).map((row) => (JSON.parse(row.detail!) as { reason: string }).reason);
    expect(reasons.sort()).toEqual(["wrong code", "wrong code", "wrong code", "wrong code", "wrong password"]);
  });
});
