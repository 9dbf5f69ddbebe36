// Shopper accounts (docs/decisions/044): sign-in by a one-time code (right, wrong, expired on a
// fixed clock, too many tries), codes that another address's requests neither end nor use up, the
// limits on codes sent counted in the database and exact under simultaneous requests, the same
// answer for a known and an unknown phone, the cookie, sessions and their revocation, guest orders
// found by the phone, saved addresses (ten, one default, also when saved at once), deleting the
// account, and the code's message surviving a restart.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { Migrator } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../server/app";
import { accountApi } from "../server/api/account";
import { migrateToLatest, migrationList } from "../server/db/migrate";
import { createPhoneTransport } from "../server/messages/phone-transport";
import { createTestDb, engines, testServices, type TestDb } from "./support/test-db";
import { postOrder, orderBody } from "./support/orders";
import { makeDue, phoneSender, runOnce } from "./support/phone-senders";
import { FROM_SHOP_PAGES } from "./support/shopper";
import type { AppServices } from "../server/services";
import type { AccountOrder, AccountView, ReorderLine } from "../app/shared/account";

describe.each(engines)("shopper accounts on %s", (engine) => {
  let t: TestDb;
  let services: AppServices;
  let app: ReturnType<typeof createApp>;
  let api: Hono;
  let now = new Date("2026-11-27T10:00:00Z");
  let address = 0;

  const call = (method: string, url: string, body?: unknown, cookie?: string, from = `198.51.100.${address}`) =>
    api.request(`/api/account${url === "/" ? "" : url}`, {
      method,
      headers: {
        "content-type": "application/json",
        ...FROM_SHOP_PAGES,
        "x-forwarded-for": from,
        ...(cookie ? { cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  /** The code the outbox holds for a recipient (its body, until the message is sent). */
  const lastCode = async (recipient: string) => {
    const row = await t.db.kysely
      .selectFrom("mail_outbox")
      .select(["body", "channel"])
      .where("recipient", "=", recipient)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    return (JSON.parse(row.body!) as { code: string }).code;
  };
  const cookieOf = (res: Response) =>
    res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
  const signIn = async (phone: string) => {
    // The clock moves on between sign-ins, so "the latest code" is one.
    now = new Date(now.getTime() + 1000);
    expect((await call("POST", "/code", { phone })).status).toBe(202);
    const res = await call("POST", "/sign-in", { phone, code: await lastCode(phoneE164(phone)) });
    expect(res.status, await res.clone().text()).toBe(200);
    return cookieOf(res);
  };
  const phoneE164 = (phone: string) => `+974${phone.replace(/\D/g, "").slice(-8)}`;

  beforeAll(async () => {
    t = await createTestDb(engine);
    services = testServices(t.db, { TRUST_PROXY: "true" });
    app = createApp(services);
    api = new Hono();
    api.route("/api/account", accountApi(services, { now: () => now }));
  });
  afterAll(async () => t.cleanup());

  it("sends a code to a phone, stored hashed, and signs in with it; a wrong code is a 422 on `code`", async () => {
    address = 1;
    const res = await call("POST", "/code", { phone: "5555 0001", language: "ar" });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ sent: true });
    const code = await lastCode("+97455550001");
    expect(code).toMatch(/^\d{6}$/);
    const stored = await t.db.kysely
      .selectFrom("account_codes")
      .selectAll()
      .where("recipient", "=", "phone:+97455550001")
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0].code_hash).not.toContain(code);
    const outbox = await t.db.kysely
      .selectFrom("mail_outbox")
      .selectAll()
      .where("recipient", "=", "+97455550001")
      .executeTakeFirstOrThrow();
    expect(outbox).toMatchObject({ channel: "phone", kind: "sign-in-code", order_id: "", status: "pending" });
    expect(JSON.parse(outbox.body!)).toEqual({ code, language: "ar" });

    const wrong = await call("POST", "/sign-in", { phone: "+974 5555 0001", code: code === "000000" ? "111111" : "000000" });
    expect(wrong.status).toBe(422);
    expect(((await wrong.json()) as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual(["code"]);

    const right = await call("POST", "/sign-in", { phone: "0097455550001", code, language: "ar" });
    expect(right.status).toBe(200);
    expect(await right.json()).toEqual({ signedIn: true, created: true });
    const cookies = right.headers.getSetCookie();
    const session = cookies.find((c) => c.startsWith("shop_account="))!;
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(session).toMatch(/Max-Age=2592000/);
    expect(session).toMatch(/Path=\//);
    expect(session).not.toMatch(/Secure/);
    // The readable companion says only "signed in".
    expect(cookies.find((c) => c.startsWith("shop_signed_in="))).toMatch(/^shop_signed_in=1;/);
    expect(cookies.find((c) => c.startsWith("shop_signed_in="))).not.toMatch(/HttpOnly/);

    const me = await call("GET", "/", undefined, cookieOf(right));
    expect(me.status).toBe(200);
    expect(me.headers.get("cache-control")).toBe(null); // set by the app's security headers, below
    const view = (await me.json()) as AccountView;
    expect(view).toMatchObject({ phone: "+97455550001", email: null, language: "ar", orderUpdates: true, offers: false });
    // A used code does not sign in twice.
    expect((await call("POST", "/sign-in", { phone: "55550001", code })).status).toBe(422);
    const audit = await t.db.kysely.selectFrom("audit_log").selectAll().where("action", "=", "account.sign-in").execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: "shopper", target: view.id });
  });

  it("over HTTPS the cookie is __Host- and Secure, and account answers are no-store through the app", async () => {
    const https = testServices(t.db, { PUBLIC_ORIGIN: "https://shop.example", TRUST_PROXY: "true" });
    const httpsApp = createApp(https);
    // Its own pages are on PUBLIC_ORIGIN.
    const fromHttpsShop = { origin: "https://shop.example", "sec-fetch-site": "same-origin" };
    const ask = await httpsApp.request("/api/account/code", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.200", ...fromHttpsShop },
      body: JSON.stringify({ phone: "55550009" }),
    });
    expect(ask.status).toBe(202);
    expect(ask.headers.get("cache-control")).toBe("no-store");
    const res = await httpsApp.request("/api/account/sign-in", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.200", ...fromHttpsShop },
      body: JSON.stringify({ phone: "55550009", code: await lastCode("+97455550009") }),
    });
    expect(res.status).toBe(200);
    const session = res.headers.getSetCookie().find((c) => c.startsWith("__Host-shop_account="))!;
    expect(session).toMatch(/Secure/);
    expect(session).toMatch(/HttpOnly/);
    expect(session).not.toMatch(/Domain/i);
    const anonymous = await httpsApp.request("/api/account", { headers: { "x-forwarded-for": "198.51.100.200" } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("cache-control")).toBe("no-store");
  });

  it("a code expires after 10 minutes (fixed clock)", async () => {
    address = 2;
    now = new Date("2026-11-27T11:00:00Z");
    await call("POST", "/code", { phone: "55550002" });
    const code = await lastCode("+97455550002");
    now = new Date("2026-11-27T11:10:00Z");
    const res = await call("POST", "/sign-in", { phone: "55550002", code });
    expect(res.status).toBe(422);
    now = new Date("2026-11-27T11:09:59Z");
    expect((await call("POST", "/sign-in", { phone: "55550002", code })).status).toBe(200);
  });

  it("five wrong guesses end a code: the right one is refused after them", async () => {
    address = 3;
    await call("POST", "/code", { phone: "55550003" });
    const code = await lastCode("+97455550003");
    const wrongCode = code === "999999" ? "999998" : "999999";
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await call("POST", "/sign-in", { phone: "55550003", code: wrongCode })).status);
    expect(statuses).toEqual([422, 422, 422, 422, 429]);
    const res = await call("POST", "/sign-in", { phone: "55550003", code });
    expect(res.status).toBe(429);
    expect(((await res.json()) as { code: string }).code).toBe("too_many_tries");
  });

  it("answers the same for a phone with an account and one without", async () => {
    address = 4;
    await signIn("55550004");
    const known = await call("POST", "/code", { phone: "55550004" });
    const unknown = await call("POST", "/code", { phone: "55550005" });
    expect(known.status).toBe(unknown.status);
    expect(await known.text()).toBe(await unknown.text());
    expect([...known.headers.keys()].sort()).toEqual([...unknown.headers.keys()].sort());
  });

  it("limits codes sent to a phone: five an hour for one client address, ten from all; twenty requests an hour per address", async () => {
    address = 5;
    now = new Date("2026-11-27T12:00:00Z");
    const phone = "55550006";
    /** Asks from `from` a minute on, and signs in with the code when one was sent, so none is left waiting. */
    const askAndUse = async (from: string) => {
      now = new Date(now.getTime() + 61_000);
      const res = await call("POST", "/code", { phone }, undefined, from);
      if (res.status === 202)
        expect((await call("POST", "/sign-in", { phone, code: await lastCode("+97455550006") }, undefined, from)).status).toBe(
          200,
        );
      return res;
    };
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await askAndUse("198.51.100.50")).status);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    // Until the first of the five leaves the hour.
    const limited = await askAndUse("198.51.100.50");
    expect(Number(limited.headers.get("retry-after"))).toBe(3600 - 6 * 61);
    // Another address is not refused for the first one's codes, up to ten codes to the phone in all.
    const others = [];
    for (let i = 0; i < 5; i += 1) others.push((await askAndUse("198.51.100.51")).status);
    expect(others).toEqual([202, 202, 202, 202, 202]);
    const full = await askAndUse("198.51.100.52");
    expect(full.status).toBe(429);
    expect(Number(full.headers.get("retry-after"))).toBe(3600 - 12 * 61);
    const sent = await t.db.kysely
      .selectFrom("account_codes")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("recipient", "=", "phone:+97455550006")
      .executeTakeFirstOrThrow();
    expect(Number(sent.n)).toBe(10);
    // An hour after the first code the first address may ask again.
    now = new Date("2026-11-27T13:01:01Z");
    expect((await call("POST", "/code", { phone }, undefined, "198.51.100.50")).status).toBe(202);

    // Per address: 20 requests an hour, whichever phones.
    const fromOne = [];
    for (let i = 0; i < 21; i += 1)
      fromOne.push(
        (await call("POST", "/code", { phone: `5556${String(i).padStart(4, "0")}` }, undefined, "203.0.113.7")).status,
      );
    expect(fromOne.slice(0, 20).every((s) => s === 202)).toBe(true);
    expect(fromOne[20]).toBe(429);
    const rows = await t.db.kysely
      .selectFrom("account_code_requests")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("bucket", "=", "address:203.0.113.7")
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(20);
  });

  it("asking again while a code was just sent sends nothing new and keeps that code", async () => {
    address = 14;
    now = new Date("2026-11-28T09:00:00Z");
    const answers = [];
    for (let i = 0; i < 10; i += 1) answers.push(await call("POST", "/code", { phone: "55550021" }));
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(202));
    const bodies = await Promise.all(answers.map((r) => r.text()));
    expect(new Set(bodies).size).toBe(1);
    const messages = await t.db.kysely.selectFrom("mail_outbox").select("id").where("recipient", "=", "+97455550021").execute();
    expect(messages).toHaveLength(1);
    now = new Date("2026-11-28T09:00:30Z");
    expect((await call("POST", "/sign-in", { phone: "55550021", code: await lastCode("+97455550021") })).status).toBe(200);
  });

  it("another address asking for a phone's codes neither locks its owner out nor ends the owner's code", async () => {
    now = new Date("2026-11-28T08:00:00Z");
    const phone = "55550020";
    const owner = "198.51.100.120";
    const stranger = "203.0.113.120";
    expect((await call("POST", "/code", { phone }, undefined, owner)).status).toBe(202);
    const ownersCode = await lastCode("+97455550020");
    // The stranger asks every 30 seconds for six minutes.
    for (let i = 0; i < 12; i += 1) {
      now = new Date(now.getTime() + 30_000);
      expect([202, 429]).toContain((await call("POST", "/code", { phone }, undefined, stranger)).status);
    }
    now = new Date(now.getTime() + 30_000);
    expect((await call("POST", "/code", { phone }, undefined, owner)).status).toBe(202);
    // At most one code a minute, and three waiting at once: the phone got three.
    const messages = await t.db.kysely.selectFrom("mail_outbox").select("id").where("recipient", "=", "+97455550020").execute();
    expect(messages).toHaveLength(3);
    expect((await call("POST", "/sign-in", { phone, code: ownersCode }, undefined, owner)).status).toBe(200);
    // Signed in: the codes still waiting end.
    const waiting = await t.db.kysely
      .selectFrom("account_codes")
      .select("id")
      .where("recipient", "=", "phone:+97455550020")
      .where("used_at", "is", null)
      .execute();
    expect(waiting).toEqual([]);
  });

  it("any code still waiting signs in; a guess counts against each of them", async () => {
    address = 15;
    now = new Date("2026-11-28T10:00:00Z");
    const phone = "55550022";
    await call("POST", "/code", { phone });
    const first = await lastCode("+97455550022");
    now = new Date("2026-11-28T10:01:00Z");
    await call("POST", "/code", { phone });
    const second = await lastCode("+97455550022");
    const wrong = ["000000", "111111", "222222"].find((c) => c !== first && c !== second)!;
    for (let i = 0; i < 4; i += 1) expect((await call("POST", "/sign-in", { phone, code: wrong })).status).toBe(422);
    const tries = await t.db.kysely
      .selectFrom("account_codes")
      .select("tries")
      .where("recipient", "=", "phone:+97455550022")
      .execute();
    expect(tries.map((r) => Number(r.tries))).toEqual([4, 4]);
    expect((await call("POST", "/sign-in", { phone, code: first })).status).toBe(200);
  });

  it("thirty simultaneous requests send one code to a phone, and exactly twenty from one address", async () => {
    now = new Date("2026-11-29T08:00:00Z");
    const onePhone = await Promise.all(
      Array.from({ length: 30 }, (_, i) => call("POST", "/code", { phone: "55550023" }, undefined, `198.51.101.${i}`)),
    );
    expect(onePhone.map((r) => r.status)).toEqual(Array(30).fill(202));
    const codes = await t.db.kysely
      .selectFrom("account_codes")
      .select("id")
      .where("recipient", "=", "phone:+97455550023")
      .execute();
    expect(codes).toHaveLength(1);
    const messages = await t.db.kysely.selectFrom("mail_outbox").select("id").where("recipient", "=", "+97455550023").execute();
    expect(messages).toHaveLength(1);

    const oneAddress = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call("POST", "/code", { phone: `5557${String(i).padStart(4, "0")}` }, undefined, "203.0.113.23"),
      ),
    );
    const statuses = oneAddress.map((r) => r.status);
    expect(statuses.filter((s) => s === 202)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    const sent = await t.db.kysely
      .selectFrom("account_codes")
      .select("id")
      .where("recipient", "like", "phone:+9745557%")
      .execute();
    expect(sent).toHaveLength(20);
    const rows = await t.db.kysely
      .selectFrom("account_code_requests")
      .select("at")
      .where("bucket", "=", "address:203.0.113.23")
      .execute();
    expect(rows).toHaveLength(20);
  });

  it("refuses bad bodies with 422 and field errors", async () => {
    address = 6;
    const cases: [unknown, string][] = [
      [{ phone: "12345" }, "phone"],
      [{ email: "not an address" }, "email"],
      [{ phone: "55551234", email: "a@b.qa" }, "phone"],
      [{}, "phone"],
    ];
    for (const [body, field] of cases) {
      const res = await call("POST", "/code", body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(((await res.json()) as { errors: { field: string }[] }).errors[0].field).toBe(field);
    }
    const res = await call("POST", "/sign-in", { phone: "55551234", code: "12ab" });
    expect(res.status).toBe(422);
    const anonymous = await call("GET", "/orders");
    expect(anonymous.status).toBe(401);
  });

  it("signs in by e-mail, and a contact e-mail typed in the profile signs nobody in", async () => {
    address = 7;
    await call("POST", "/code", { email: "Mariam@Example.QA" });
    const res = await call("POST", "/sign-in", { email: "mariam@example.qa", code: await lastCode("mariam@example.qa") });
    expect(res.status).toBe(200);
    const view = (await (await call("GET", "/", undefined, cookieOf(res))).json()) as AccountView;
    expect(view).toMatchObject({ email: "mariam@example.qa", emailVerified: true, phone: null });
    const phoneUser = await signIn("55550007");
    const patched = await call("PATCH", "/", { email: "someone@example.qa", name: "Noor", offers: true }, phoneUser);
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({ email: "someone@example.qa", emailVerified: false, name: "Noor", offers: true });
    const consented = await t.db.kysely
      .selectFrom("accounts")
      .select("offers_consented_at")
      .where("email", "=", "someone@example.qa")
      .executeTakeFirstOrThrow();
    expect(consented.offers_consented_at).toBe(now.toISOString());
    // Signing in with that address makes an account of its own: the profile's address was never verified.
    await call("POST", "/code", { email: "someone@example.qa" });
    const other = await call("POST", "/sign-in", { email: "someone@example.qa", code: await lastCode("someone@example.qa") });
    expect(await other.json()).toEqual({ signedIn: true, created: true });
    expect((await call("PATCH", "/", { email: "nope", offers: "yes" }, phoneUser)).status).toBe(422);
  });

  it("lists guest orders placed earlier with the same phone, with status", async () => {
    address = 8;
    const placed = (await (
      await postOrder(app, orderBody({ customer: { name: "Aisha", phone: "+974 5555 0008", address: "Villa 3", city: "Doha" } }))
    ).json()) as { id: string; orderNumber: number };
    await postOrder(app, orderBody({ customer: { name: "Other", phone: "+974 5555 0018", address: "Villa 4", city: "Doha" } }));
    const cookie = await signIn("55550008");
    const res = await call("GET", "/orders", undefined, cookie);
    expect(res.status).toBe(200);
    const { orders } = (await res.json()) as { orders: AccountOrder[] };
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ id: placed.id, orderNumber: placed.orderNumber, status: "Pending" });
    expect(orders[0].items).toBeGreaterThan(0);
    expect(orders[0].total).toBeGreaterThan(0);
  });

  it("gives an order's lines back for \"order again\": the shopper's own orders only, 401 signed out", async () => {
    address = 13;
    const placed = (await (
      await postOrder(
        app,
        orderBody({
          customer: { name: "Mariam", phone: "+974 5555 0042", address: "Villa 5", city: "Doha" },
          items: [
            { type: "product", productId: "1", quantity: 2 },
            { type: "bundle", bundleId: "bundle1", quantity: 1 },
            { type: "custom-trio", productIds: ["1", "2", "3"], quantity: 1 },
          ],
        }),
      )
    ).json()) as { id: string };
    expect((await call("GET", `/orders/${placed.id}/items`)).status).toBe(401);
    const cookie = await signIn("55550042");
    const res = await call("GET", `/orders/${placed.id}/items`, undefined, cookie);
    expect(res.status).toBe(200);
    const { items } = (await res.json()) as { items: ReorderLine[] };
    expect(items.map((l) => [l.quantity, l.item?.type])).toEqual([
      [2, "product"],
      [1, "bundle"],
      [1, "custom-trio"],
    ]);
    const [perfume, bundle, trio] = items.map((l) => l.item);
    // The size sold is named, so the cart puts back the same size.
    expect(perfume).toMatchObject({ type: "product", productId: "1", quantity: 2, variantId: expect.any(String) });
    expect(bundle).toEqual({ type: "bundle", bundleId: "bundle1", quantity: 1 });
    expect(trio).toMatchObject({ type: "custom-trio", productIds: ["1", "2", "3"], quantity: 1 });
    expect(items[0].name).toBeTruthy();
    // Another shopper's session does not open it; an unknown order is the same 404.
    const stranger = await signIn("55550043");
    expect((await call("GET", `/orders/${placed.id}/items`, undefined, stranger)).status).toBe(404);
    expect((await call("GET", "/orders/no-such-order/items", undefined, cookie)).status).toBe(404);
  });

  it("saves, edits, defaults and deletes addresses with the checkout's address rules", async () => {
    address = 9;
    const cookie = await signIn("55550010");
    const first = await call(
      "POST",
      "/addresses",
      { label: "Home", address: "Villa 12", city: "Al Wakrah", zone: "٩٠", street: "12" },
      cookie,
    );
    expect(first.status).toBe(201);
    const home = (await first.json()) as { id: string; isDefault: boolean; zone: string };
    expect(home).toMatchObject({ isDefault: true, zone: "90" });
    const bad = await call("POST", "/addresses", { address: "", city: "Paris", zone: "12a" }, cookie);
    expect(bad.status).toBe(422);
    const fields = ((await bad.json()) as { errors: { field: string }[] }).errors.map((e) => e.field).sort();
    expect(fields).toEqual(["address", "city", "zone"]);
    const office = (await (
      await call("POST", "/addresses", { label: "Office", address: "Tower 2", city: "Lusail", isDefault: true }, cookie)
    ).json()) as { id: string };
    let view = (await (await call("GET", "/", undefined, cookie)).json()) as AccountView;
    expect(view.addresses.map((a) => [a.label, a.isDefault])).toEqual([
      ["Office", true],
      ["Home", false],
    ]);
    expect(
      (await call("PUT", `/addresses/${home.id}`, { label: "Home", address: "Villa 14", city: "Al Wakrah" }, cookie)).status,
    ).toBe(200);
    expect((await call("DELETE", `/addresses/${office.id}`, undefined, cookie)).status).toBe(204);
    view = (await (await call("GET", "/", undefined, cookie)).json()) as AccountView;
    expect(view.addresses).toMatchObject([{ label: "Home", address: "Villa 14", isDefault: true, zone: null }]);
    // Another shopper cannot touch it.
    const stranger = await signIn("55550011");
    expect((await call("DELETE", `/addresses/${home.id}`, undefined, stranger)).status).toBe(404);
    expect((await call("PUT", `/addresses/${home.id}`, { address: "X", city: "Doha" }, stranger)).status).toBe(404);
  });

  it("thirty simultaneous saves keep ten addresses and one default; simultaneous edits one default", async () => {
    address = 16;
    const cookie = await signIn("55550024");
    const saves = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call("POST", "/addresses", { address: `Villa ${i}`, city: "Doha", isDefault: i % 3 === 0 }, cookie),
      ),
    );
    const statuses = saves.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(20);
    const rows = () =>
      t.db.kysely
        .selectFrom("account_addresses as a")
        .innerJoin("accounts as c", "c.id", "a.account_id")
        .select(["a.id", "a.is_default"])
        .where("c.phone_number", "=", "+97455550024")
        .execute();
    let saved = await rows();
    expect(saved).toHaveLength(10);
    expect(saved.filter((a) => a.is_default === 1)).toHaveLength(1);

    const edits = await Promise.all(
      saved.flatMap((a, i) => [
        call("PUT", `/addresses/${a.id}`, { address: `Tower ${i}`, city: "Lusail", isDefault: true }, cookie),
        call("DELETE", `/addresses/${saved[(i + 1) % saved.length].id}`, undefined, cookie),
      ]),
    );
    expect(edits.every((r) => [200, 204, 404].includes(r.status))).toBe(true);
    saved = await rows();
    if (saved.length > 0) expect(saved.filter((a) => a.is_default === 1)).toHaveLength(1);
  });

  it("keeps one default address per account in the database; migration 057 leaves older accounts the first one", async () => {
    const old = await createTestDb(engine, { migrate: false, seed: false, ownDatabase: true });
    try {
      const migrator = new Migrator({
        db: old.db.kysely,
        provider: { getMigrations: async () => migrationList() },
        ...(old.db.schema ? { migrationTableSchema: old.db.schema } : {}),
      });
      expect((await migrator.migrateTo("053_daily_totals_at_commit")).error).toBeUndefined();
      const at = "2026-11-27T10:00:00.000Z";
      await old.db.kysely
        .insertInto("accounts")
        .values({
          id: "a",
          phone_number: "+97455550030",
          email: null,
          name: null,
          offers_consented_at: null,
          created_at: at,
          updated_at: at,
          last_sign_in_at: at,
        })
        .execute();
      const saved = (id: string, createdAt: string) => ({
        id,
        account_id: "a",
        label: null,
        address: `Villa ${id}`,
        city: "Doha",
        zone: null,
        street: null,
        building: null,
        is_default: 1,
        created_at: createdAt,
        updated_at: createdAt,
      });
      await old.db.kysely
        .insertInto("account_addresses")
        .values([saved("z", at), saved("y", at), saved("x", "2026-11-27T10:00:01.000Z")])
        .execute();
      await migrateToLatest(old.db);
      const defaults = await old.db.kysely
        .selectFrom("account_addresses")
        .select("id")
        .where("account_id", "=", "a")
        .where("is_default", "=", 1)
        .execute();
      expect(defaults).toEqual([{ id: "y" }]);
      await expect(old.db.kysely.insertInto("account_addresses").values(saved("w", at)).execute()).rejects.toThrow(/unique/i);
    } finally {
      await old.cleanup();
    }
  });

  it("lists sessions, ends one, and signs out everywhere", async () => {
    address = 10;
    const phone = "55550012";
    const a = await signIn(phone);
    const b = await signIn(phone);
    const view = (await (await call("GET", "/", undefined, a)).json()) as AccountView;
    expect(view.sessions).toHaveLength(2);
    const other = view.sessions.find((s) => !s.current)!;
    expect((await call("DELETE", `/sessions/${other.id}`, undefined, a)).status).toBe(204);
    expect((await call("GET", "/", undefined, b)).status).toBe(401);
    expect((await call("GET", "/", undefined, a)).status).toBe(200);
    const c = await signIn(phone);
    const res = await call("POST", "/sign-out-everywhere", undefined, a);
    expect(await res.json()).toEqual({ ended: 2 });
    expect((await call("GET", "/", undefined, a)).status).toBe(401);
    expect((await call("GET", "/", undefined, c)).status).toBe(401);
    const audit = await t.db.kysely
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "account.sign-out-everywhere")
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0].detail!)).toEqual({ sessions: 2 });
  });

  it("deletes the account and its personal data; the orders stay", async () => {
    address = 11;
    await postOrder(app, orderBody({ customer: { name: "Hessa", phone: "+974 5555 0013", address: "Villa 9", city: "Doha" } }));
    const cookie = await signIn("55550013");
    await call("PATCH", "/", { name: "Hessa", email: "hessa@example.qa" }, cookie);
    await call("POST", "/addresses", { address: "Villa 9", city: "Doha" }, cookie);
    const { id } = (await (await call("GET", "/", undefined, cookie)).json()) as AccountView;
    expect((await call("DELETE", "/", undefined, cookie)).status).toBe(204);
    expect((await call("GET", "/", undefined, cookie)).status).toBe(401);
    const k = t.db.kysely;
    expect(await k.selectFrom("accounts").selectAll().where("id", "=", id).execute()).toEqual([]);
    expect(await k.selectFrom("account_addresses").selectAll().where("account_id", "=", id).execute()).toEqual([]);
    expect(await k.selectFrom("account_sessions").selectAll().where("account_id", "=", id).execute()).toEqual([]);
    expect(await k.selectFrom("account_codes").selectAll().where("recipient", "=", "phone:+97455550013").execute()).toEqual([]);
    expect(await k.selectFrom("orders").select("id").where("phone_number", "=", "+97455550013").execute()).toHaveLength(1);
    const audit = await k.selectFrom("audit_log").selectAll().where("action", "=", "account.delete").execute();
    expect(audit.map((a) => a.target)).toEqual([id]);
    // Signing in again starts a new account, and finds the orders again by the phone.
    const again = await signIn("55550013");
    expect((await (await call("GET", "/orders", undefined, again)).json()) as { orders: unknown[] }).toMatchObject({
      orders: [{}],
    });
  });

  it("a code's message survives a restart: a failed send is retried by the next process, then its body is gone", async () => {
    address = 12;
    // Due now on the real clock, which the senders read.
    now = new Date();
    await call("POST", "/code", { phone: "55550014" });
    const code = await lastCode("+97455550014");
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-phone-outbox-"));
    // The first process: WhatsApp is down.
    const down = createPhoneTransport({
      provider: "whatsapp",
      token: "t",
      phoneNumberId: "1",
      apiVersion: "v21.0",
      codeTemplate: "sign_in_code",
      languageCodes: { en: "en", ar: "ar" },
      fetch: async () => new Response(JSON.stringify({ error: { message: "down", code: 2 } }), { status: 503 }),
    });
    await runOnce(phoneSender(t.db, dir, down));
    const after = await t.db.kysely
      .selectFrom("mail_outbox")
      .selectAll()
      .where("recipient", "=", "+97455550014")
      .executeTakeFirstOrThrow();
    expect(after.status).toBe("pending");
    expect(after.attempts).toBeGreaterThanOrEqual(1);
    expect(after.last_error).toContain("WhatsApp 503");
    expect(after.body).not.toBeNull();
    // The next process, with the file transport: the message goes out.
    await makeDue(t.db, "+97455550014");
    await runOnce(phoneSender(t.db, dir, createPhoneTransport({ provider: "file", outboxDir: dir })));
    const files = fs.readdirSync(dir).filter((f) => f.includes("97455550014"));
    expect(files).toHaveLength(1);
    const text = fs.readFileSync(path.join(dir, files[0]), "utf8");
    expect(text).toContain("To: +97455550014");
    expect(text).toContain(`${code} is your Al Maha Parfums sign-in code.`);
    const sent = await t.db.kysely
      .selectFrom("mail_outbox")
      .selectAll()
      .where("recipient", "=", "+97455550014")
      .executeTakeFirstOrThrow();
    expect(sent).toMatchObject({ status: "sent", attempts: after.attempts + 1, body: null });
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
