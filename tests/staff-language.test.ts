// Each staff member's admin language (docs/decisions/043-admin-in-arabic.md): set from the
// browser's Accept-Language at the first sign-in only, changed with PATCH /api/admin/me (422
// naming the field on bad input, audited with before and after), and followed by the admin's
// screens (the root loader's lang and dir), not by the printed documents or the storefront.
import { describe, expect, it } from "vitest";
import type { AppLoadContext } from "react-router";
import type { CurrentUser } from "../app/admin/team/team-contract";
import { adminLanguageOf } from "../app/auth.server";
import { useAdminApp } from "./support/admin-app";
import { createStaff, login, sessionCookieFrom, TEST_ORIGIN, TEST_PASSWORD } from "./support/admin";
import { engines } from "./support/test-db";

describe.each(engines)("staff language on %s", (engine) => {
  const h = useAdminApp(engine);

  const signInWith = async (username: string, acceptLanguage?: string) => {
    const res = await login(h.app, username, TEST_PASSWORD, acceptLanguage ? { "accept-language": acceptLanguage } : {});
    expect(res.status).toBe(200);
    const cookie = sessionCookieFrom(res)!;
    const headers = { cookie, origin: TEST_ORIGIN, "sec-fetch-site": "same-origin", "content-type": "application/json" };
    const send = (method: string, path: string, body?: unknown) =>
      h.app.request(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    return { cookie, send };
  };
  const stored = (username: string) =>
    h.t.db.kysely
      .selectFrom("staff_users")
      .select(["language", "arabic_digits"])
      .where("username", "=", username)
      .executeTakeFirstOrThrow();
  const context = (): AppLoadContext => ({ services: h.services, nonce: "test", requestId: "test" });
  const page = (path: string, headers: Record<string, string> = {}) => new Request(`http://localhost${path}`, { headers });

  it("takes the browser's language at the first sign-in only", async () => {
    await createStaff(h.services, "noora", TEST_PASSWORD, "staff");
    expect((await stored("noora")).language).toBeNull();
    await signInWith("noora", "ar-QA,ar;q=0.9,en-US;q=0.8,en;q=0.7");
    expect(await stored("noora")).toEqual({ language: "ar", arabic_digits: 0 });
    // A later sign-in from an English browser keeps what the account has.
    const { send } = await signInWith("noora", "en-GB,en;q=0.9");
    expect((await stored("noora")).language).toBe("ar");
    const me = (await (await send("GET", "/api/admin/session")).json()) as CurrentUser;
    expect(me).toMatchObject({ username: "noora", language: "ar", arabicDigits: false });
  });

  it("defaults to English for a browser that prefers neither language, or sends none", async () => {
    await createStaff(h.services, "james", TEST_PASSWORD, "staff");
    await signInWith("james", "fr-FR,fr;q=0.9,de;q=0.5");
    expect((await stored("james")).language).toBe("en");
    await createStaff(h.services, "hamad", TEST_PASSWORD, "staff");
    await signInWith("hamad");
    expect((await stored("hamad")).language).toBe("en");
  });

  it("changes one's own language and digits with PATCH /api/admin/me, audited with before and after", async () => {
    await createStaff(h.services, "aisha", TEST_PASSWORD, "staff");
    const { send } = await signInWith("aisha", "en-US");
    const res = await send("PATCH", "/api/admin/me", { language: "ar" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ language: "ar", arabicDigits: false, digits: "latin" });
    expect(await stored("aisha")).toEqual({ language: "ar", arabic_digits: 0 });

    const digits = await send("PATCH", "/api/admin/me", { arabicDigits: true });
    expect(await digits.json()).toEqual({ language: "ar", arabicDigits: true, digits: "arabic" });
    expect(await stored("aisha")).toEqual({ language: "ar", arabic_digits: 1 });

    // The same choice again changes nothing and writes no entry.
    expect((await send("PATCH", "/api/admin/me", { language: "ar" })).status).toBe(200);
    const entries = await h.t.db.kysely
      .selectFrom("audit_log")
      .select(["actor", "target", "detail"])
      .where("action", "=", "staff.language")
      .where("actor", "=", "aisha")
      .orderBy("id")
      .execute();
    expect(entries).toHaveLength(2);
    // Audit ids are random: the two entries are told apart by what they say, not by their order.
    expect(
      entries.map((e) => JSON.parse(e.detail!)).sort((a, b) => Number(a.after.arabicDigits) - Number(b.after.arabicDigits)),
    ).toEqual([
      { before: { language: "en", arabicDigits: false }, after: { language: "ar", arabicDigits: false } },
      { before: { language: "ar", arabicDigits: false }, after: { language: "ar", arabicDigits: true } },
    ]);
    expect(entries.map((e) => e.target)).toEqual(["aisha", "aisha"]);
  });

  it("refuses a language it does not speak, unknown fields and an empty change with 422 naming the field", async () => {
    await createStaff(h.services, "salem", TEST_PASSWORD, "staff");
    const { send } = await signInWith("salem", "en");
    const fieldsOf = async (body: unknown) => {
      const res = await send("PATCH", "/api/admin/me", body);
      expect(res.status).toBe(422);
      expect(res.headers.get("content-type")).toContain("application/problem+json");
      return ((await res.json()) as { errors: { field: string }[] }).errors.map((e) => e.field);
    };
    expect(await fieldsOf({ language: "fr" })).toEqual(["language"]);
    expect(await fieldsOf({ language: "ar", arabicDigits: "yes" })).toEqual(["arabicDigits"]);
    expect(await fieldsOf({ digits: "roman" })).toEqual(["digits"]);
    expect(await fieldsOf({})).toEqual(["language"]);
    expect(await fieldsOf({ language: "ar", role: "owner" })).toContain("(body)");
    expect((await stored("salem")).language).toBe("en");
    // Not signed in: no account to change.
    const anonymous = await h.app.request("/api/admin/me", {
      method: "PATCH",
      headers: { origin: TEST_ORIGIN, "sec-fetch-site": "same-origin", "content-type": "application/json" },
      body: JSON.stringify({ language: "ar" }),
    });
    expect(anonymous.status).toBe(401);
  });

  it("sets the digits by name: Latin or Arabic-Indic, and the screens' formats follow", async () => {
    await createStaff(h.services, "maryam", TEST_PASSWORD, "staff");
    const { cookie, send } = await signInWith("maryam", "ar");
    const res = await send("PATCH", "/api/admin/me", { digits: "arabic" });
    expect(await res.json()).toEqual({ language: "ar", arabicDigits: true, digits: "arabic" });
    expect(await stored("maryam")).toEqual({ language: "ar", arabic_digits: 1 });
    expect(await adminLanguageOf(page("/admin/dashboard", { cookie }), context())).toEqual({
      language: "ar",
      arabicDigits: true,
    });
    await send("PATCH", "/api/admin/me", { digits: "latin" });
    expect(await stored("maryam")).toEqual({ language: "ar", arabic_digits: 0 });
  });

  it("words the admin API's problems in Arabic for an Arabic staff member, and in English for the others", async () => {
    await createStaff(h.services, "khalid", TEST_PASSWORD, "owner");
    await createStaff(h.services, "john", TEST_PASSWORD, "owner");
    const arabic = await signInWith("khalid", "ar");
    const english = await signInWith("john", "en");
    type Answer = {
      title: string;
      detail: string;
      detailEn?: string;
      errors: { field: string; detail: string; code?: string }[];
    };
    const badDriver = { name: "", phone: "12" };

    const ar = await arabic.send("POST", "/api/admin/drivers", badDriver);
    expect(ar.status).toBe(422);
    expect(ar.headers.get("content-type")).toContain("application/problem+json");
    const arBody = (await ar.json()) as Answer;
    expect(arBody.title).toBe("بعض الحقول غير صالحة.");
    expect(Object.fromEntries(arBody.errors.map((e) => [e.field, e.detail]))).toEqual({
      name: "أدخل اسم السائق.",
      phone: "يرجى إدخال رقم هاتف صحيح يبدأ بـ ‎+974.",
    });
    expect(arBody.detail).not.toMatch(/[A-Za-z]{3}/);
    expect(arBody.detailEn).toContain("Give the driver's name.");

    const en = (await (await english.send("POST", "/api/admin/drivers", badDriver)).json()) as Answer;
    expect(en.title).toBe("Some fields are invalid.");
    expect(en.errors.map((e) => e.detail)).toContain("Give the driver's name.");

    // A field message not listed in Arabic reads by its code; a problem without fields by its text or status.
    const handover = (await (
      await arabic.send("POST", "/api/admin/cash/handovers", { driverId: "", amount: 0, day: "2099-01-01" })
    ).json()) as Answer;
    for (const e of handover.errors) expect(e.detail).not.toMatch(/[A-Za-z]{3}/);
    const missing = await arabic.send("PATCH", "/api/admin/drivers/nope", { name: "x" });
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as Answer).title).not.toMatch(/[A-Za-z]{3}/);
    const wrong = await arabic.send("POST", "/api/admin/me/password", { currentPassword: "not it", newPassword: "x".repeat(14) });
    expect(wrong.status).toBe(422);
    expect(((await wrong.json()) as Answer).errors).toEqual([
      expect.objectContaining({ field: "currentPassword", detail: "كلمة المرور الحالية غير صحيحة." }),
    ]);
  });

  it("gives the admin's screens the staff member's language, the sign-in page the browser's, and others none", async () => {
    await createStaff(h.services, "fatima", TEST_PASSWORD, "staff");
    const { cookie, send } = await signInWith("fatima", "en");
    expect(await adminLanguageOf(page("/admin/dashboard", { cookie }), context())).toEqual({
      language: "en",
      arabicDigits: false,
    });
    await send("PATCH", "/api/admin/me", { language: "ar" });
    // An English browser does not matter once the account has chosen.
    const arabic = page("/admin/dashboard?section=orders", { cookie, "accept-language": "en-US" });
    expect(await adminLanguageOf(arabic, context())).toEqual({ language: "ar", arabicDigits: false });
    expect(await adminLanguageOf(page("/admin/login", { "accept-language": "ar" }), context())).toMatchObject({ language: "ar" });
    expect(await adminLanguageOf(page("/admin/login", { "accept-language": "en-US" }), context())).toMatchObject({
      language: "en",
    });
    // Printed documents keep the order's language; the storefront follows its URL.
    expect(await adminLanguageOf(page("/admin/orders/x/invoice", { cookie }), context())).toBeNull();
    expect(await adminLanguageOf(page("/admin/drivers/x/run-sheet", { cookie }), context())).toBeNull();
    expect(await adminLanguageOf(page("/", { cookie }), context())).toBeNull();
  });
});
